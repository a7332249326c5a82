// Draw or flip (R-SCORE-3) decides scoring. With a flip,
// the default, a drawn game score is settled by the flip and the match gets a
// winner with 3 points, the games still counting as played (1-1 stays 1-1 in
// GW%); with draws allowed both get 1 point.
import { describe, expect, it } from "vitest";
import { validateTournament } from "../model/validate.ts";
import { computeStandings } from "../standings/index.ts";
import type { PlatformState } from "./state.ts";
import { refused, run } from "../test-support/commands.ts";
import { manageView } from "./views.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;

function round1(draws: "flip" | "allowed", cut: 0 | 2 = 0): PlatformState {
  let s = run(null, { type: "create-event", name: "Club night", gameFormat: "Old School", rules: "club", options: { draws, rounds: 2, cut } }, ORG).state;
  s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan"].map((name) => ({ name })) }).state;
  return run(s, { type: "start-round", round: 1 }).state;
}
const tablesOf = (s: PlatformState, round: number) =>
  s.tournament.rounds[round - 1]!.matches.filter((m) => "table" in m) as { table: number; players: [string, string] }[];

describe("draw or flip (R-SCORE-3)", () => {
  it("flip mode (the club default): a drawn game score without the flip's winner is refused, by the model and the platform", () => {
    const s = round1("flip");
    expect(s.tournament.options.draws).toBe("flip");
    const [m] = tablesOf(s, 1);
    const e = refused(() => run(s, { type: "set-result", round: 1, table: m!.table, result: { games: [1, 1, 0] } }));
    expect([e.code, e.status, e.path]).toEqual(["invalid_input", 400, "$.result.flip"]);
    expect(e.message).toMatch(/settles draws with a flip: a drawn game score \(1-1\) needs the flip's winner/);
    // A player's self-report is checked the same way.
    const r = refused(() =>
      run(s, { type: "report-result", round: 1, table: m!.table, result: { games: [1, 1, 1] } }, { role: "player", playerId: m!.players[0] }),
    );
    expect(r.path).toBe("$.result.flip");
    const file = structuredClone(s.tournament);
    (file.rounds[0]!.matches[0] as { result?: unknown }).result = { games: [0, 0, 3] };
    const v = validateTournament(file);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.problems[0]!.path).toBe("$.rounds[0].matches[0].result.flip");
  });

  it("flip mode: the flip's winner gets 3 points and the games count as played (1-1 in GW%)", () => {
    let s = round1("flip");
    const [m, other] = tablesOf(s, 1);
    const [a, b] = m!.players;
    s = run(s, { type: "set-result", round: 1, table: m!.table, result: { games: [1, 1, 0], flip: b } }).state;
    s = run(s, { type: "set-result", round: 1, table: other!.table, result: { games: [2, 0, 0] } }).state;
    const rows = computeStandings(s.tournament);
    const row = (id: string) => rows.find((r) => r.player === id)!;
    expect([row(b).points, row(a).points]).toEqual([3, 0]);
    expect([row(b).gameWin, row(a).gameWin]).toEqual([0.5, 0.5]);
  });

  it("draws allowed: a flip is refused (it used to score as a win); the drawn score is 1 point each", () => {
    let s = round1("allowed");
    const [m] = tablesOf(s, 1);
    const [a, b] = m!.players;
    const e = refused(() => run(s, { type: "set-result", round: 1, table: m!.table, result: { games: [1, 1, 0], flip: a } }));
    expect([e.code, e.path]).toEqual(["invalid_input", "$.result.flip"]);
    expect(e.message).toMatch(/allows draws/);
    s = run(s, { type: "set-result", round: 1, table: m!.table, result: { games: [1, 1, 0] } }).state;
    const rows = computeStandings(s.tournament);
    expect([a, b].map((id) => rows.find((r) => r.player === id)!.points)).toEqual([1, 1]);
  });

  it("a flip-mode club event's playoffs: a flip settles a drawn playoff match (the club's own way of breaking a tie)", () => {
    let s = round1("flip", 2);
    for (const round of [1, 2]) {
      if (round === 2) s = run(s, { type: "start-round", round: 2 }).state;
      for (const m of tablesOf(s, round)) s = run(s, { type: "set-result", round, table: m.table, result: { games: [2, 0, 0] } }).state;
    }
    s = run(s, { type: "start-playoffs" }).state;
    const final = tablesOf(s, 3)[0]!;
    const [, second] = final.players;
    // Still no draw in a playoff: a drawn score needs the flip.
    expect(refused(() => run(s, { type: "set-result", round: 3, table: final.table, result: { games: [1, 1, 0] } })).path).toBe("$.result.flip");
    s = run(s, { type: "set-result", round: 3, table: final.table, result: { games: [1, 1, 0], flip: second } }).state;
    expect((manageView(s, 1, "owner").bracket as { champion: string | null }).champion).toBe(second);
  });

  it("draws allowed: a playoff match is never settled by a flip", () => {
    let s = round1("allowed", 2);
    for (const round of [1, 2]) {
      if (round === 2) s = run(s, { type: "start-round", round: 2 }).state;
      for (const m of tablesOf(s, round)) s = run(s, { type: "set-result", round, table: m.table, result: { games: [2, 0, 0] } }).state;
    }
    s = run(s, { type: "start-playoffs" }).state;
    const final = tablesOf(s, 3)[0]!;
    const e = refused(() => run(s, { type: "set-result", round: 3, table: final.table, result: { games: [1, 1, 0], flip: final.players[0] } }));
    expect(e.path).toBe("$.result.flip");
  });
});
