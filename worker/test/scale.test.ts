// A result is stored as its log row only and published (snapshot
// and public view) shortly after; the log rebuilds what an eviction lost; a
// view for a seq is served from the Workers Cache API; an 8,000-player event
// stays inside D1's limits.
import { env, evictDurableObject } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pairNextRound } from "../../shared/pairing/index.ts";
import type { Match, Tournament } from "../../shared/model/types.ts";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, manage, ok, organizer, view, type PublicRead, type Refused, type RoundAnswer } from "./helpers.ts";

const stubOf = (id: string) => env.TOURNAMENT.get(env.TOURNAMENT.idFromName(id));

async function row(id: string) {
  return (await env.DB.prepare("select seq, view_seq as viewSeq, snapshot, public_view as publicView from events where id = ?")
    .bind(id)
    .first<{ seq: number; viewSeq: number; snapshot: string; publicView: string }>())!;
}

async function until<T>(check: () => Promise<T | null | undefined | false>, what: string, ms = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function roundOne(names: number) {
  const org = await organizer();
  const id = await createEvent(org.cookie);
  await addPlayers(
    org.cookie,
    id,
    Array.from({ length: names }, (_, i) => `Player ${i + 1}`),
  );
  const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
  return { org, id, tables: r1.round.matches.filter((m) => m.table !== undefined) as { table: number }[] };
}

describe("results are logged, then published", () => {
  it("a result writes its log row and the seq; the snapshot and view follow, and a read right after sees it", async () => {
    const { org, id, tables } = await roundOne(8);
    const before = await row(id);
    const answer = await ok(
      api<CommandAnswer<"set-result">>(
        "PUT",
        `/api/events/${id}/rounds/1/tables/${tables[0]!.table}/result`,
        { commandId: cid(), result: { games: [2, 0, 0] } },
        { cookie: org.cookie },
      ),
    );
    expect(answer.seq).toBe(before.seq + 1);
    // A read waits for the publish rather than serving the view from before the result.
    const v = await view(id);
    expect(v.seq).toBe(answer.seq);
    expect(v.rounds[0]!.matches.find((m) => m.table === tables[0]!.table)!.result).toEqual({ games: [2, 0, 0] });
    const after = await until(async () => {
      const r = await row(id);
      return r.viewSeq === answer.seq && r;
    }, "the publish");
    expect(after.seq).toBe(answer.seq);
  });

  it("results stored but not yet published survive an eviction: the log after the snapshot is replayed", async () => {
    const { org, id, tables } = await roundOne(12);
    const start = await row(id);
    const code = (await manage(id, org.cookie)).codes;
    const r1 = (await view(id)).rounds[0]!.matches;
    const t2 = r1.find((m) => m.table === tables[1]!.table)!;
    await ok(
      api("PUT", `/api/events/${id}/rounds/1/tables/${tables[0]!.table}/result`, { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: org.cookie }),
    );
    await ok(
      api("POST", `/api/events/${id}/rounds/1/tables/${t2.table}/report`, { commandId: cid(), result: { games: [0, 2, 0] }, code: code[t2.players[0]!] }),
    );
    await ok(api("POST", `/api/events/${id}/rounds/1/tables/${t2.table}/confirm`, { commandId: cid(), code: code[t2.players[1]!] }));
    await until(async () => (await row(id)).viewSeq === start.seq + 3, "the publish");
    // As if the object had been evicted before publishing: the stored snapshot and view are the ones from before the results.
    await env.DB.prepare("update events set view_seq = ?, snapshot = ?, public_view = ? where id = ?")
      .bind(start.viewSeq, start.snapshot, start.publicView, id)
      .run();
    await evictDurableObject(stubOf(id));
    // The next command loads snapshot + log: the three results are there, and the object publishes them.
    await ok(
      api("PUT", `/api/events/${id}/rounds/1/tables/${tables[2]!.table}/result`, { commandId: cid(), result: { games: [1, 2, 0] } }, { cookie: org.cookie }),
    );
    const v = await view(id);
    expect(v.seq).toBe(start.seq + 4);
    const result = (table: number) => v.rounds[0]!.matches.find((m) => m.table === table)!.result;
    expect([result(tables[0]!.table), result(t2.table!), result(tables[2]!.table)]).toEqual([{ games: [2, 1, 0] }, { games: [0, 2, 0] }, { games: [1, 2, 0] }]);
    const staff = await manage(id, org.cookie);
    expect(staff.reports).toEqual([expect.objectContaining({ table: t2.table, status: "confirmed", by: t2.players[0] })]);
    // A read alone (no command) also brings the stored view up to date after an eviction.
    await env.DB.prepare("update events set view_seq = ?, snapshot = ?, public_view = ? where id = ?")
      .bind(start.viewSeq, start.snapshot, start.publicView, id)
      .run();
    await evictDurableObject(stubOf(id));
    expect((await view(id)).seq).toBe(start.seq + 4);
  });
});

describe("a view for a seq from the cache", () => {
  it("is served immutable, then from the Workers Cache API without D1; older seqs redirect to the stored one; later ones are 404", async () => {
    const { org, id, tables } = await roundOne(4);
    const first = await view(id);
    const answer = await ok(
      api<CommandAnswer<"set-result">>(
        "PUT",
        `/api/events/${id}/rounds/1/tables/${tables[0]!.table}/result`,
        { commandId: cid(), result: { games: [2, 0, 0] } },
        { cookie: org.cookie },
      ),
    );
    const url = `/api/events/${id}/views/${answer.seq}`;
    const res = await api<PublicRead>("GET", url);
    expect(res.status).toBe(200);
    expect(res.body.seq).toBe(answer.seq);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("etag")).toBe(`"${id}.${answer.seq}"`);
    expect((await api("GET", url, undefined, { headers: { "if-none-match": `"${id}.${answer.seq}"` } })).status).toBe(304);

    const older = await exports.default.fetch(`http://topcut.test/api/events/${id}/views/${first.seq}`, { redirect: "manual" });
    expect(older.status).toBe(302);
    expect(older.headers.get("location")).toBe(url);
    const later = await api<Refused>("GET", `/api/events/${id}/views/${answer.seq + 5}`);
    expect(later.status).toBe(404);
    expect(later.body.error).toMatchObject({ code: "not_found", path: "seq" });
    expect((await api<Refused>("GET", `/api/events/${id}/views/x1`)).body.error).toMatchObject({ code: "invalid_input", path: "seq" });

    // Once cached, the view no longer needs D1: even with the event's row gone it is answered.
    const cache = (caches as unknown as { default: Cache }).default;
    await until(() => cache.match(`http://topcut.test${url}`), "the cache entry");
    await env.DB.prepare("update events set id = ? where id = ?").bind(`${id}x`, id).run();
    try {
      const again = await api("GET", url);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(res.body);
      expect((await api("GET", `/api/events/${id}`)).status).toBe(404);
    } finally {
      await env.DB.prepare("update events set id = ? where id = ?").bind(id, `${id}x`).run();
    }
  });
});

/** An 8,000-player event after `rounds` Swiss rounds with results, and round `rounds + 1` paired. */
function bigEvent(players: number, rounds: number): Tournament {
  let t: Tournament = {
    format: "topcut/1",
    id: "big",
    name: "Regional Championship",
    gameFormat: "Standard",
    rules: "dci-2009",
    options: { draws: "allowed", bestOf: 3, rounds: rounds + 1, cut: 8 },
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player Number ${i + 1}`, registered: i + 1, dropped: null })),
    rounds: [],
  };
  for (let r = 1; r <= rounds + 1; r++) {
    const paired = pairNextRound(t);
    const matches = paired.matches.map(
      (m) => ("table" in m && m.players.length === 2 && r <= rounds ? { ...m, result: { games: [2, m.table % 3 === 0 ? 1 : 0, 0] } } : m) as Match,
    );
    t = { ...t, rounds: [...t.rounds, { number: paired.round, matches, notes: paired.notes }] };
  }
  return t;
}

describe("an 8,000-player event inside D1's limits", () => {
  it("imports 8 played rounds and the 9th paired; its row stays under 2 MB; results are small writes", async () => {
    const file = bigEvent(8000, 8);
    const o = await organizer();
    const imported = await ok(api<CommandAnswer<"import-event">>("POST", "/api/events/import", { commandId: cid(), file }, { cookie: o.cookie }), 201);
    const id = imported.event.id;
    const sizes = async () =>
      (await env.DB.prepare(
        "select length(snapshot) as snapshot, length(public_view) as publicView, length(snapshot) + length(public_view) + 500 as row from events where id = ?",
      )
        .bind(id)
        .first<{ snapshot: number; publicView: number; row: number }>())!;
    // D1: at most 2 MB per row (string, BLOB or row), and the SQL text under 100 KB: every value is a bound parameter.
    const s = await sizes();
    expect(s.row).toBeLessThan(2_000_000);
    const log = (await env.DB.prepare("select max(length(command) + length(answer)) as size from event_log where event_id = ?")
      .bind(id)
      .first<{ size: number }>())!;
    expect(log.size).toBeLessThan(2_000_000);
    const tables = (file.rounds[8]!.matches as { table?: number }[]).filter((m) => m.table !== undefined).slice(0, 20);
    await Promise.all(
      tables.map((m) =>
        ok(api("PUT", `/api/events/${id}/rounds/9/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: o.cookie })),
      ),
    );
    // Each result's write is its log row: a few hundred bytes, whatever the field.
    const results = (await env.DB.prepare(
      "select max(length(command) + length(answer) + length(what) + length(actor)) as size, count(*) as n from event_log where event_id = ? and seq > 1",
    )
      .bind(id)
      .first<{ size: number; n: number }>())!;
    expect(results.n).toBe(20);
    expect(results.size).toBeLessThan(1000);
    const v = await view(id);
    expect(v.seq).toBe(21);
    expect(v.standings).toHaveLength(8000);
    expect((await sizes()).row).toBeLessThan(2_000_000);
  }, 240_000);
});
