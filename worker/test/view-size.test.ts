// The public view of a big event stays compact: its standings rows
// name players by id and carry tiebreakers as the pages print them
// (shared/standings/shown.ts), where they used to repeat every name and carry
// full-precision fractions. The bounds are bytes, not timings.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { swissEventFile } from "../../web/test/swiss-file.ts";
import { api, cid, ok, organizer } from "./helpers.ts";

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe("the public view of a 2,000-player event", () => {
  it("stays under its byte bounds: standings by player id, tiebreakers as printed", async () => {
    // The page bench's event (bench/page.bench.ts): 2,000 players, round 5 of 5 paired, four rounds of results.
    const file = swissEventFile(2000, 5, "View size · 2,000 players");
    const o = await organizer();
    const imported = await ok(api<CommandAnswer<"import-event">>("POST", "/api/events/import", { commandId: cid(), file }, { cookie: o.cookie }), 201);
    const res = await exports.default.fetch(`http://topcut.test/api/events/${imported.event.id}`);
    const text = await res.text();
    const v = JSON.parse(text) as { players: { id: string; name: string }[]; standings: Record<string, unknown>[] };
    expect(v.standings).toHaveLength(2000);
    // Measured when this test was written: the view 667,792 bytes (988,088 before: names in every
    // row and full fractions), its standings 221,237 (541,062 before). The bounds leave about 5%
    // for new fields; a name back in every row (~60 kB) or full-precision fractions (~100 kB)
    // break them.
    expect(bytes(JSON.stringify(v.standings))).toBeLessThan(235_000);
    expect(bytes(text)).toBeLessThan(705_000);
    // Names once, in the players list; each row refers to its player by id.
    const names = new Set(v.players.map((p) => p.name));
    expect(v.standings.every((r) => typeof r.player === "string" && !("name" in r) && !names.has(String(r.player)))).toBe(true);
  }, 120_000);
});
