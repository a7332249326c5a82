// A staff correction of a closed round's result is public: the view lists it
// (where, when, what the table had and has), so a player's page and the notes
// of the rounds paired before it can say so.
import { describe, expect, it } from "vitest";
import { ORGANIZER, run } from "../test-support/commands.ts";
import { publicView } from "./views.ts";
import { correctedAfterPairing, correctionOf } from "./corrections.ts";
import type { PlatformState } from "./state.ts";

function event(rules = "club", names = ["Ann", "Bob", "Cat", "Dan"]): PlatformState {
  const s = run(null, { type: "create-event", name: "Club night", gameFormat: "Modern", rules }, ORGANIZER).state;
  return run(s, { type: "add-players", players: names.map((name) => ({ name })) }).state;
}

/** Every table of the current round gets `result`. */
function finishRound(s: PlatformState, result: object): PlatformState {
  const r = s.tournament.rounds.at(-1)!;
  for (const m of r.matches) if ("table" in m) s = run(s, { type: "set-result", round: r.number, table: m.table, result }).state;
  return s;
}

describe("corrections of closed rounds in the public view", () => {
  it("lists a correction with before, after, when and how many rounds were paired then", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    s = finishRound(s, { games: [1, 2, 0] });
    s = run(s, { type: "start-round", round: 2 }).state;
    expect(publicView(s, 1).corrections).toEqual([]);
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 1, 0] }, correction: true }, undefined, 5_000_000).state;
    const list = publicView(s, 2).corrections;
    expect(list).toEqual([{ round: 1, table: 1, at: 5_000_000, before: { games: [1, 2, 0] }, after: { games: [2, 1, 0] }, paired: 2 }]);
    // Round 2 was paired before it; round 1's other table and a round 3 paired afterwards were not touched.
    expect(correctedAfterPairing(list, 2)).toEqual(list);
    expect(correctedAfterPairing(list, 1)).toEqual([]);
    expect(correctedAfterPairing(list, 3)).toEqual([]);
    expect(correctionOf(list, 1, 1)).toEqual(list[0]);
    expect(correctionOf(list, 1, 2)).toBeNull();
  });

  it("does not list a result of the current round, nor a correction to the same result", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    s = finishRound(s, { games: [2, 0, 0] });
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [0, 2, 0] } }).state;
    s = run(s, { type: "start-round", round: 2 }).state;
    s = run(s, { type: "set-result", round: 1, table: 2, result: { games: [2, 0, 0] }, correction: true }).state;
    expect(publicView(s, 1).corrections).toEqual([]);
  });

  it("lists a correction made after the event finished", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    s = finishRound(s, { games: [2, 0, 0] });
    s = run(s, { type: "finish" }).state;
    s = run(s, { type: "set-result", round: 1, table: 2, result: { intentionalDraw: true }, correction: true }).state;
    expect(publicView(s, 1).corrections).toMatchObject([{ round: 1, table: 2, before: { games: [2, 0, 0] }, after: { intentionalDraw: true }, paired: 1 }]);
  });

  it("while results are hidden (R-CMD-2) says where and when, not the results", () => {
    let s = run(event("commander", ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]), { type: "start-round", round: 1 }).state;
    for (const m of s.tournament.rounds[0]!.matches)
      if ("table" in m) s = run(s, { type: "set-result", round: 1, table: m.table, result: { winner: m.players[0]! } }).state;
    s = run(s, { type: "start-round", round: 2 }).state;
    const m = s.tournament.rounds[0]!.matches[0]! as { table: number; players: string[] };
    s = run(s, { type: "set-result", round: 1, table: m.table, result: { winner: m.players[1]! }, correction: true }).state;
    expect(publicView(s, 1).corrections).toEqual([{ round: 1, table: m.table, at: 1_000_000, paired: 2 }]);
    expect(s.corrections).toHaveLength(1);
  });
});
