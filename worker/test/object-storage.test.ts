// A tournament object acknowledges a command once its own SQLite storage has
// it; D1, the record, is written behind. Here the write to D1 is held, so the
// object's storage is all there is: the answers, a kill, a replay of what was
// drawn, and an event D1 had before objects kept their own log.
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import type { TournamentObject } from "../tournament-object.ts";
import type { StateRead } from "../../shared/commands/answers.ts";
import { packJson } from "../pack.ts";
import { writeRecord } from "../record.ts";
import { api, cid, manage, ok, roundOneWithCodes, view } from "./helpers.ts";
import { holdRecord, objectSql, recorded, stubOf } from "./object-helpers.ts";

async function whenRecorded(id: string, seq: number) {
  const start = Date.now();
  for (;;) {
    const r = await recorded(id);
    if (r.seq >= seq) return r;
    if (Date.now() - start > 20_000) throw new Error(`D1 never reached seq ${seq} (at ${r.seq})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** D1's copy once it has every command answered so far (a read waits for the write behind). */
async function recordedNow(id: string) {
  const seq = (await view(id)).seq;
  return whenRecorded(id, seq);
}

/** Code-attempt counters of this event kept in D1 (they belong in the object). */
async function d1CodeCounters(id: string): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from rate_limits where key like ?").bind(`code-%:${id}:%`).first<{ n: number }>();
  return row!.n;
}

describe("a command is acknowledged from the object's own storage", () => {
  it("answers results (staff and self-reported) with D1 untouched, then writes them behind, once each", async () => {
    const e = await roundOneWithCodes(8);
    const paired = await recordedNow(e.id);
    await holdRecord(e.id, true);
    const [t1, t2, t3] = e.tables;
    const set = (table: number, games: [number, number, number]) =>
      ok(
        api<CommandAnswer<"set-result">>(
          "PUT",
          `/api/events/${e.id}/rounds/1/tables/${table}/result`,
          { commandId: cid(), result: { games } },
          { cookie: e.org.cookie },
        ),
      );
    const a1 = await set(t1!.table, [2, 0, 0]);
    const a2 = await set(t2!.table, [0, 2, 0]);
    expect((await e.report(t3!.table, e.codeOf(t3!.players[0]!), "10.0.0.1")).status).toBe(200);
    const confirmed = await e.confirm(t3!.table, e.codeOf(t3!.players[1]!), "10.0.0.2");
    expect(confirmed.status).toBe(200);
    expect([a1.seq, a2.seq]).toEqual([paired.seq + 1, paired.seq + 2]);
    // D1 has none of it yet, not even the code checks' counters: the object kept them all.
    expect(await recorded(e.id)).toEqual(paired);
    expect(await d1CodeCounters(e.id)).toBe(0);
    const logged = await objectSql<{ seq: number }>(e.id, "SELECT seq FROM log WHERE seq > ? ORDER BY seq", paired.seq);
    expect(logged.map((r) => r.seq)).toEqual([paired.seq + 1, paired.seq + 2, paired.seq + 3, paired.seq + 4]);

    await holdRecord(e.id, false);
    // A read waits for the write behind, and sees every result.
    const v = await view(e.id);
    expect(v.seq).toBe(paired.seq + 4);
    const result = (table: number) => v.rounds[0]!.matches.find((m) => m.table === table)!.result;
    expect([result(t1!.table), result(t2!.table), result(t3!.table)]).toEqual([{ games: [2, 0, 0] }, { games: [0, 2, 0] }, { games: [2, 0, 0] }]);
    const after = await recorded(e.id);
    expect(after).toEqual({ seq: paired.seq + 4, viewSeq: paired.seq + 4, logRows: paired.logRows + 4 });
  });

  it("loses nothing it answered across a kill: the new instance replays its log, and D1 gets every row once", async () => {
    const e = await roundOneWithCodes(10);
    const paired = await recordedNow(e.id);
    await holdRecord(e.id, true);
    const ids = e.tables.slice(0, 4).map(() => cid());
    const answers = [];
    for (const [i, t] of e.tables.slice(0, 4).entries()) {
      answers.push(
        await ok(
          api<CommandAnswer<"set-result">>(
            "PUT",
            `/api/events/${e.id}/rounds/1/tables/${t.table}/result`,
            { commandId: ids[i], result: { games: [2, 1, 0] } },
            { cookie: e.org.cookie },
          ),
        ),
      );
    }
    expect(await recorded(e.id)).toEqual(paired);
    // Killed before any of it reached D1 (memory and the held write are gone; the storage stays).
    await evictDurableObject(stubOf(e.id));
    const v = await view(e.id);
    expect(v.seq).toBe(paired.seq + 4);
    for (const t of e.tables.slice(0, 4)) expect(v.rounds[0]!.matches.find((m) => m.table === t.table)!.result).toEqual({ games: [2, 1, 0] });
    // A retry after the kill is answered from the object's log, as the first time.
    const again = await api<CommandAnswer<"set-result">>(
      "PUT",
      `/api/events/${e.id}/rounds/1/tables/${e.tables[1]!.table}/result`,
      { commandId: ids[1], result: { games: [2, 1, 0] } },
      { cookie: e.org.cookie },
    );
    expect(again.body).toEqual(answers[1]);
    const rows = await env.DB.prepare("select seq from event_log where event_id = ? order by seq").bind(e.id).all<{ seq: number }>();
    expect(rows.results.map((r) => r.seq)).toEqual(Array.from({ length: paired.seq + 4 }, (_, i) => i + 1));
  });

  it("replays a command that drew a token (a deck check's draw) to the same tables", async () => {
    const e = await roundOneWithCodes(16);
    await recordedNow(e.id);
    await holdRecord(e.id, true);
    const drawn = await ok(
      api<CommandAnswer<"draw-deck-checks">>("POST", `/api/events/${e.id}/rounds/1/deck-checks`, { commandId: cid(), count: 3 }, { cookie: e.org.cookie }),
    );
    const [row] = await objectSql<{ drawn: string | null }>(e.id, "SELECT drawn FROM log WHERE seq = ?", drawn.seq);
    expect(JSON.parse(row!.drawn!)).toHaveLength(1);
    await evictDurableObject(stubOf(e.id));
    const staff = await manage(e.id, e.org.cookie);
    expect(staff.seq).toBe(drawn.seq);
    expect(staff.deckChecks.map((d) => d.table).sort()).toEqual(drawn.checks.map((c) => c.table).sort());
  });
});

describe("an event D1 had before objects kept their own log", () => {
  it("is adopted: its snapshot and the logged results after it are replayed, old answers stay answered, and it goes on", async () => {
    const e = await roundOneWithCodes(8);
    const paired = await recordedNow(e.id);
    const start = await env.DB.prepare("select snapshot, public_view as publicView from events where id = ?")
      .bind(e.id)
      .first<{ snapshot: string; publicView: string }>();
    const firstId = cid();
    const first = await ok(
      api<CommandAnswer<"set-result">>(
        "PUT",
        `/api/events/${e.id}/rounds/1/tables/${e.tables[0]!.table}/result`,
        { commandId: firstId, result: { games: [2, 0, 0] } },
        { cookie: e.org.cookie },
      ),
    );
    await ok(
      api(
        "PUT",
        `/api/events/${e.id}/rounds/1/tables/${e.tables[1]!.table}/result`,
        { commandId: cid(), result: { games: [0, 2, 1] } },
        { cookie: e.org.cookie },
      ),
    );
    await whenRecorded(e.id, paired.seq + 2);
    // As the earlier code left it: the events row's snapshot and view before the results, its seq after them, log rows without drawn values,
    // and an object that never stored anything of its own.
    await env.DB.prepare("update events set view_seq = ?, snapshot = ?, public_view = ? where id = ?")
      .bind(paired.seq, start!.snapshot, start!.publicView, e.id)
      .run();
    await env.DB.prepare("update event_log set drawn = null where event_id = ?").bind(e.id).run();
    await runInDurableObject<TournamentObject, void>(stubOf(e.id), (_instance, state) => {
      for (const table of ["log", "blobs", "marks", "code_attempts"]) state.storage.sql.exec(`DELETE FROM ${table}`);
    });
    await evictDurableObject(stubOf(e.id));

    const v = await view(e.id);
    expect(v.seq).toBe(paired.seq + 2);
    expect(v.rounds[0]!.matches.find((m) => m.table === e.tables[1]!.table)!.result).toEqual({ games: [0, 2, 1] });
    const retry = await api(
      "PUT",
      `/api/events/${e.id}/rounds/1/tables/${e.tables[0]!.table}/result`,
      { commandId: firstId, result: { games: [2, 0, 0] } },
      { cookie: e.org.cookie },
    );
    expect(retry.body).toEqual(first);
    expect(await objectSql<{ n: number }>(e.id, "SELECT count(*) AS n FROM log")).toEqual([{ n: paired.seq + 2 }]);
    const next = await ok(
      api<CommandAnswer<"set-result">>(
        "PUT",
        `/api/events/${e.id}/rounds/1/tables/${e.tables[2]!.table}/result`,
        { commandId: cid(), result: { games: [1, 2, 0] } },
        { cookie: e.org.cookie },
      ),
    );
    expect(next.seq).toBe(paired.seq + 3);
    expect((await view(e.id)).seq).toBe(paired.seq + 3);
    expect(await recorded(e.id)).toEqual({ seq: paired.seq + 3, viewSeq: paired.seq + 3, logRows: paired.seq + 3 });
  });
});

describe("D1's record", () => {
  it("never goes back to an older seq, whatever order two writes arrive in", async () => {
    const e = await roundOneWithCodes(4);
    const at = await recordedNow(e.id);
    const { state } = await ok(api<StateRead>("GET", `/api/events/${e.id}/state`, undefined, { cookie: e.org.cookie }));
    const write = async (seq: number) =>
      writeRecord(env.DB, {
        eventId: e.id,
        rows: [],
        seq,
        state: state as never,
        packedState: await packJson(JSON.stringify(state)),
        packedView: await packJson(JSON.stringify({ seq })),
        at: Date.now(),
        staffChanged: false,
        earlierParts: false,
      });
    await write(at.seq + 2);
    await write(at.seq + 1);
    expect((await recorded(e.id)).seq).toBe(at.seq + 2);
    const stored = await env.DB.prepare("select public_view as v from events where id = ?").bind(e.id).first<{ v: string }>();
    expect(stored!.v).toBe(await packJson(JSON.stringify({ seq: at.seq + 2 })));
  });
});
