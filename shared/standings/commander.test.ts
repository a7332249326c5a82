// Commander Points (R-CMD-1): start 1000, each loser loses 7% rounded up, the
// winner gains the sum lost, plus a phantom loser at 3-player tables.
import { describe, expect, it } from "vitest";
import { commander } from "../rules/profiles.ts";
import { commanderLoss, computeStandings, pointsAfter } from "./index.ts";
import { build, bye, lateLoss, pod } from "../test-support/standings-builders.ts";

const seven = ["a", "b", "c", "d", "e", "f", "g"];

describe("commander points", () => {
  it("rounds 7% up to a whole point", () => {
    expect(commanderLoss(commander, 1000)).toBe(70); // not 71: no floating-point 70.00000000000001
    expect(commanderLoss(commander, 930)).toBe(66); // 65.1
    expect(commanderLoss(commander, 1210)).toBe(85); // 84.7
    expect(commanderLoss(commander, 1)).toBe(1);
    expect(commanderLoss(commander, 0)).toBe(0);
  });

  it("R-CMD-1's rounding, read per loss (the default): each loss is rounded up on its own", () => {
    // A loser at 930 pays ceil(65.1) = 66 and ends on 864; the winner gains the
    // sum of the rounded losses (3 × 66 = 198), not the rounded sum of the
    // exact ones (ceil(195.3) = 196).
    const t = build({ rules: "commander", players: ["a", "b", "c", "d"], rounds: [[pod(["a", "b", "c", "d"], "a")], [pod(["a", "b", "c", "d"], "a")]] });
    expect(Object.fromEntries(pointsAfter(t, 1))).toEqual({ a: 1210, b: 930, c: 930, d: 930 });
    expect(Object.fromEntries(pointsAfter(t))).toEqual({ a: 1408, b: 864, c: 864, d: 864 });
  });

  it("a 4-player table: three losers lose 70 each, the winner gains 210", () => {
    const t = build({ rules: "commander", players: ["a", "b", "c", "d"], rounds: [[pod(["a", "b", "c", "d"], "b")]] });
    expect(Object.fromEntries(pointsAfter(t))).toEqual({ a: 930, b: 1210, c: 930, d: 930 });
  });

  it("a 3-player table: the winner also gains what a phantom loser at the lowest current points would lose", () => {
    const t = build({
      rules: "commander",
      players: seven,
      rounds: [
        [pod(["a", "b", "c", "d"], "a"), pod(["e", "f", "g"], null)],
        [pod(["a", "b", "e"], "b"), pod(["c", "d", "f", "g"], "c")],
      ],
    });
    // Round 1: a 1210; b, c, d 930; the table with no winner costs e, f, g 70 each.
    expect(Object.fromEntries(pointsAfter(t, 1))).toEqual({ a: 1210, b: 930, c: 930, d: 930, e: 930, f: 930, g: 930 });
    // Round 2, lowest current points 930. Table 1 (3 players): a loses 85,
    // e loses 66, the phantom 66: b gains 217. Table 2: c gains 3 × 66.
    const after = Object.fromEntries(pointsAfter(t));
    expect(after).toEqual({ a: 1125, b: 1147, c: 1128, d: 864, e: 864, f: 864, g: 864 });
    const s = computeStandings(t);
    expect(s.map((r) => [r.player, r.place, r.points])).toEqual([
      ["b", 1, 1147],
      ["c", 2, 1128],
      ["a", 3, 1125],
      ["d", 4, 864],
      ["e", 4, 864],
      ["f", 4, 864],
      ["g", 4, 864],
    ]);
    expect(s[0]!.record).toEqual({ wins: 1, losses: 1, draws: 0, byes: 0 });
    expect(s[0]!.matches).toBe(2);
    expect(s[0]!.tiebreakers).toEqual({});
  });

  it("the phantom reads the lowest points as the round began, including dropped players", () => {
    // h took a late arrival's loss in round 1 (930) and dropped; in round 2
    // the phantom at a 3-player table holds h's 930, not the 1000 of the table.
    const t = build({
      rules: "commander",
      players: ["a", "b", "c", "h"],
      dropped: { h: 1 },
      rounds: [[lateLoss("h"), bye("a"), bye("b"), bye("c")], [pod(["a", "b", "c"], "a")]],
    });
    expect(Object.fromEntries(pointsAfter(t))).toEqual({ a: 1000 + 70 + 70 + 66, b: 930, c: 930, h: 930 });
  });

  it("a bye leaves the points alone; a late arrival's loss costs 7% and pays no one", () => {
    const t = build({ rules: "commander", players: ["a", "b"], rounds: [[bye("a"), lateLoss("b")]] });
    expect(Object.fromEntries(pointsAfter(t))).toEqual({ a: 1000, b: 930 });
    const s = computeStandings(t);
    expect(s.map((r) => [r.player, r.record.byes, r.record.losses])).toEqual([
      ["a", 1, 0],
      ["b", 0, 1],
    ]);
  });

  it("unreported tables and playoff rounds change nothing", () => {
    const t = build({
      rules: "commander",
      players: ["a", "b", "c", "d"],
      rounds: [[{ players: ["a", "b", "c", "d"] }], [pod(["a", "b", "c", "d"], "a")]],
      stages: { 2: "final" },
    });
    expect([...pointsAfter(t).values()]).toEqual([1000, 1000, 1000, 1000]);
    expect(computeStandings(t).every((r) => r.place === 1)).toBe(true);
  });
});
