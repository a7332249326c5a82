// The load benchmark's D1 counters (worker/d1-count.ts) and GET
// /api/_load-stats: off by default, where the address is the API's 404.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countedEnv, d1Counts, isolateCounts } from "../d1-count.ts";
import { loadStats } from "../routes/load-stats.ts";

describe("LOAD_STATS", () => {
  it("is off by default: the env is untouched and /api/_load-stats is 404", async () => {
    expect(countedEnv(env)).toBe(env);
    const res = await exports.default.fetch("http://topcut.test/api/_load-stats");
    expect(res.status).toBe(404);
    expect(await loadStats(new Request("http://topcut.test/api/_load-stats"), env)).toBeNull();
  });

  it("on, counts every statement (each of a batch's) and the rows written", async () => {
    const counted = countedEnv({ ...env, LOAD_STATS: "on" });
    const isolateBefore = isolateCounts.statements;
    const db = counted.DB;
    await db.prepare("create table if not exists load_probe (n integer)").run();
    await db.batch([db.prepare("insert into load_probe (n) values (?)").bind(1), db.prepare("insert into load_probe (n) values (?)").bind(2)]);
    const first = await db.prepare("select count(*) as k from load_probe").first<{ k: number }>();
    await db.prepare("select n from load_probe").raw();
    expect(first?.k).toBe(2);
    expect(d1Counts(counted)?.statements).toBe(5);
    // The isolate's count takes them too: it outlives an evicted object's own.
    expect(isolateCounts.statements - isolateBefore).toBe(5);
    // The two inserts at least (creating the table writes rows of its own).
    expect(d1Counts(counted)?.rowsWritten).toBeGreaterThanOrEqual(2);
    await db.prepare("drop table load_probe").run();
  });

  it("on, answers the counters and the largest row of the event tables", async () => {
    const res = await loadStats(new Request("http://topcut.test/api/_load-stats?rows=1&event=nosuchevent1"), countedEnv({ ...env, LOAD_STATS: "on" }));
    expect(res?.status).toBe(200);
    const body = await res!.json<{ worker: { statements: number }; objects: { asked: number }; largestRows: Record<string, number> }>();
    expect(body.objects.asked).toBe(1);
    expect(Object.keys(body.largestRows)).toEqual(expect.arrayContaining(["events", "event_log"]));
  });
});
