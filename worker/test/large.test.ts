// A large event: 2,000 players and 11 Swiss rounds. Its state and public view
// together are over D1's 2 MB row limit as plain JSON; stored compressed they
// fit, and the event keeps working.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pairNextRound } from "../../shared/pairing/index.ts";
import type { Match, Tournament } from "../../shared/model/types.ts";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { api, cid, exportEvent, ok, organizer, view } from "./helpers.ts";

function bigEvent(players: number, rounds: number): Tournament {
  let t: Tournament = {
    format: "topcut/1",
    id: "big",
    name: "Grand Prix",
    gameFormat: "Limited",
    rules: "dci-2009",
    options: { draws: "allowed", bestOf: 3, rounds, cut: 8 },
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player Number ${i + 1}`, registered: i + 1, dropped: null })),
    rounds: [],
  };
  for (let r = 1; r <= rounds; r++) {
    const paired = pairNextRound(t);
    const matches: Match[] = paired.matches.map(
      (m) => ("table" in m && m.players.length === 2 ? { ...m, result: { games: [2, m.table % 3 === 0 ? 1 : 0, 0] } } : m) as Match,
    );
    t = { ...t, rounds: [...t.rounds, { number: paired.round, matches, notes: paired.notes }] };
  }
  return t;
}

describe("a 2,000-player event", () => {
  it("imports, takes a correction and serves its views, stored under D1's row limit", async () => {
    const file = bigEvent(2000, 11);
    const o = await organizer();
    const imported = await ok(api<CommandAnswer<"import-event">>("POST", "/api/events/import", { commandId: cid(), file }, { cookie: o.cookie }), 201);
    const id = imported.event.id;
    const table = (file.rounds[10]!.matches[0] as { table: number }).table;
    await ok(api("PUT", `/api/events/${id}/rounds/11/tables/${table}/result`, { commandId: cid(), result: { games: [1, 2, 0] } }, { cookie: o.cookie }));
    const v = await view(id);
    expect(v.standings).toHaveLength(2000);
    expect(JSON.stringify(v).length).toBeGreaterThan(1_000_000);
    const row = await env.DB.prepare("select length(snapshot) + length(public_view) as size from events where id = ?").bind(id).first<{ size: number }>();
    expect(row!.size).toBeLessThan(1_000_000);
    const logged = await env.DB.prepare("select length(command) as size from event_log where event_id = ? and seq = 1").bind(id).first<{ size: number }>();
    expect(logged!.size).toBeLessThan(JSON.stringify(file).length / 4);
    const back = await exportEvent(o.cookie, id);
    expect(back.rounds[10]!.matches[0]!.result).toEqual({ games: [1, 2, 0] });
    expect(back.players).toEqual(file.players);
  }, 120_000);
});
