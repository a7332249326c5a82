// Correcting an earlier round: what the console says will change before staff confirm.
import { describe, expect, it } from "vitest";
import { beats, build } from "../test-support/standings-builders.ts";
import { correctionEffect } from "./correction.ts";

const players = ["a", "b", "c", "d"];
// Round 1: a beats b, c beats d. Round 2: a beats c, b beats d. Round 3 paired from those points.
const rounds = [
  [beats("a", "b"), beats("c", "d")],
  [beats("a", "c"), beats("b", "d")],
  [beats("a", "d"), beats("b", "c")],
];

describe("correctionEffect", () => {
  it("names the players whose points and places move, and the later rounds that keep their pairings", () => {
    const t = build({ rules: "club", players, rounds });
    // Round 1 table 1 was entered the wrong way round: b beat a.
    const effect = correctionEffect(t, 1, 1, { games: [0, 2, 0] });
    expect(effect.laterRounds).toEqual([2, 3]);
    const a = effect.changes.find((c) => c.player === "a")!;
    const b = effect.changes.find((c) => c.player === "b")!;
    expect(a.points).toEqual([9, 6]);
    expect(b.points).toEqual([6, 9]);
    expect(a.place).toEqual([1, 2]);
    expect(b.place).toEqual([2, 1]);
    // c and d keep their points; whoever keeps points and place is not listed.
    for (const c of effect.changes) expect(c.points[0] !== c.points[1] || c.place[0] !== c.place[1]).toBe(true);
    expect(effect.changes.filter((c) => c.player === "c" || c.player === "d").every((c) => c.points[0] === c.points[1])).toBe(true);
  });

  it("in Dreamblade a corrected win turned draw takes 3 points and gives none (R-SCORE-1: a Dreamblade draw is worth 0)", () => {
    const t = build({ rules: "dreamblade", players, rounds: [[beats("a", "b", [1, 0, 0]), beats("c", "d", [1, 0, 0])]], options: { bestOf: 1 } });
    const effect = correctionEffect(t, 1, 1, { games: [0, 0, 1] });
    expect(effect.laterRounds).toEqual([]);
    expect(effect.changes.find((c) => c.player === "a")!.points).toEqual([3, 0]);
    expect(effect.changes.find((c) => c.player === "b")).toBeUndefined();
  });

  it("the same result changes nothing", () => {
    const t = build({ rules: "club", players, rounds });
    expect(correctionEffect(t, 2, 2, { games: [2, 0, 0] }).changes).toEqual([]);
  });

  it("refuses a table the round does not have", () => {
    const t = build({ rules: "club", players, rounds });
    expect(() => correctionEffect(t, 1, 9, { games: [2, 0, 0] })).toThrow(/no table 9/);
  });
});
