// A result is written to D1 shortly after its answer (the object's own
// storage acknowledged it: worker/test/object-storage.test.ts); a view for a
// seq is served from the Workers Cache API; the largest event (8,000 players,
// 15 rounds) imports, runs and exports with no D1 row near its limits.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pairNextRound } from "../../shared/pairing/index.ts";
import type { Match, Tournament } from "../../shared/model/types.ts";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, ok, organizer, view, type PublicRead, type Refused, type RoundAnswer } from "./helpers.ts";

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

describe("results are answered, then written to D1", () => {
  it("a read right after a result sees it; D1 follows with the log row and the view", async () => {
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

describe("the largest event: 8,000 players, 15 rounds", () => {
  it("imports (a file over 4 MB), runs and exports with every D1 row under 1 MB; the view and snapshot go in parts", async () => {
    const file = bigEvent(8000, 14);
    const text = JSON.stringify(file);
    expect(text.length).toBeGreaterThan(4 * 1024 * 1024);
    const o = await organizer();
    const imported = await ok(api<CommandAnswer<"import-event">>("POST", "/api/events/import", { commandId: cid(), file }, { cookie: o.cookie }), 201);
    const id = imported.event.id;
    // D1 refuses a row over 2,000,000 bytes: none comes within half of it, whatever the field.
    const largest = async () =>
      (await env.DB.prepare(
        `select
           (select length(snapshot) + length(public_view) + 500 from events where id = ?1) as eventRow,
           (select max(length(data)) from event_parts where event_id = ?1) as part,
           (select count(*) from event_parts where event_id = ?1 and kind in ('snapshot', 'view')) as parts,
           (select max(length(command) + length(answer) + length(what) + length(actor) + 200) from event_log where event_id = ?1) as logRow`,
      )
        .bind(id)
        .first<{ eventRow: number; part: number; parts: number; logRow: number }>())!;
    const s = await largest();
    expect(s.parts).toBeGreaterThan(2);
    for (const size of [s.eventRow, s.part, s.logRow]) expect(size).toBeLessThan(1_000_000);

    const tables = (file.rounds[14]!.matches as { table?: number }[]).filter((m) => m.table !== undefined).slice(0, 20);
    await Promise.all(
      tables.map((m) =>
        ok(api("PUT", `/api/events/${id}/rounds/15/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: o.cookie })),
      ),
    );
    const v = await view(id);
    expect(v.seq).toBe(21);
    expect(v.standings).toHaveLength(8000);
    expect(v.rounds).toHaveLength(15);
    // Each result's log row is a few hundred bytes, whatever the field.
    const results = (await env.DB.prepare(
      "select max(length(command) + length(answer) + length(what) + length(actor)) as size, count(*) as n from event_log where event_id = ? and seq > 1",
    )
      .bind(id)
      .first<{ size: number; n: number }>())!;
    expect(results).toEqual({ size: expect.any(Number), n: 20 });
    expect(results.size).toBeLessThan(1000);
    const after = await largest();
    for (const size of [after.eventRow, after.part]) expect(size).toBeLessThan(1_000_000);

    // The public page's first view and the export read the parts back.
    const page = await exports.default.fetch(`http://topcut.test/e/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Regional Championship");
    const back = await ok(
      api<{ players: unknown[]; rounds: { matches: { table?: number; result?: unknown }[] }[] }>("GET", `/api/events/${id}/export`, undefined, {
        cookie: o.cookie,
      }),
    );
    expect(back.players).toEqual(file.players);
    expect(back.rounds).toHaveLength(15);
    expect(back.rounds[14]!.matches.find((m) => m.table === tables[0]!.table)!.result).toEqual({ games: [2, 0, 0] });
  }, 400_000);
});
