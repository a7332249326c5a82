// Where a rule document reads two ways (docs/rules.md, "Two readings"), worked
// examples that tell the readings apart. Every expected value is worked out by
// hand in the comments, never taken from the code under test.
import { describe, expect, it } from "vitest";
import { commander } from "../rules/profiles.ts";
import type { CommanderRounding } from "../model/types.ts";
import { commanderLoss, computeStandings, pointsAfter } from "./index.ts";
import { beats, build, bye, pod } from "../test-support/standings-builders.ts";

describe("R-CMD-1 'Points are rounded up': per loss or on the total", () => {
  // Seven players. Round 1: table 1 [a b c d] won by a; table 2 [e f g] has no winner.
  // Round 2: table 1 [a b e] (three players: the phantom) won by b; table 2 [c d f g] won by c.
  const event = (rounding?: CommanderRounding) =>
    build({
      rules: "commander",
      players: ["a", "b", "c", "d", "e", "f", "g"],
      options: rounding ? { commanderRounding: rounding } : {},
      rounds: [
        [pod(["a", "b", "c", "d"], "a"), pod(["e", "f", "g"], null)],
        [pod(["a", "b", "e"], "b"), pod(["c", "d", "f", "g"], "c")],
      ],
    });

  it("round 1 scores the same under both: 7% of 1000 is exactly 70", () => {
    // a: 1000 + 3 × 70 = 1210; b, c, d: 930; e, f, g (no winner): 930 each.
    const after1 = { a: 1210, b: 930, c: 930, d: 930, e: 930, f: 930, g: 930 };
    expect(Object.fromEntries(pointsAfter(event("per-loss"), 1))).toEqual(after1);
    expect(Object.fromEntries(pointsAfter(event("on-total"), 1))).toEqual(after1);
  });

  it("per loss (Topcut's default): each amount lost is rounded up, the winner gains their sum", () => {
    // Round 2; the lowest holding as it begins is 930 (the phantom's).
    //   table 1: a loses ceil(7% × 1210 = 84.7) = 85 → 1125; e loses ceil(65.1) = 66 → 864;
    //            the phantom ceil(65.1) = 66; b gains 85 + 66 + 66 = 217 → 1147.
    //   table 2: d, f, g lose ceil(65.1) = 66 → 864; c gains 3 × 66 = 198 → 1128.
    // Places: b 1147, c 1128, a 1125, then d e f g level on 864.
    for (const t of [event(), event("per-loss")]) {
      expect(Object.fromEntries(pointsAfter(t))).toEqual({ a: 1125, b: 1147, c: 1128, d: 864, e: 864, f: 864, g: 864 });
      expect(computeStandings(t).map((r) => [r.player, r.place])).toEqual([
        ["b", 1],
        ["c", 2],
        ["a", 3],
        ["d", 4],
        ["e", 4],
        ["f", 4],
        ["g", 4],
      ]);
    }
  });

  it("on the total: the amounts lost are exact and every player's new total is rounded up", () => {
    // Round 2, phantom at 930 again.
    //   table 1: a 1210 − 84.7 = 1125.3 → 1126; e 930 − 65.1 = 864.9 → 865;
    //            b 930 + (84.7 + 65.1 + 65.1 = 214.9) = 1144.9 → 1145.
    //   table 2: d, f, g 930 − 65.1 = 864.9 → 865; c 930 + 3 × 65.1 = 1125.3 → 1126.
    // Places: b 1145, then a and c level on 1126 (per loss, c was above a), then d e f g on 865.
    const t = event("on-total");
    expect(Object.fromEntries(pointsAfter(t))).toEqual({ a: 1126, b: 1145, c: 1126, d: 865, e: 865, f: 865, g: 865 });
    expect(computeStandings(t).map((r) => [r.player, r.place])).toEqual([
      ["b", 1],
      ["a", 2],
      ["c", 2],
      ["d", 4],
      ["e", 4],
      ["f", 4],
      ["g", 4],
    ]);
  });

  it("what one loser loses under each reading", () => {
    // per loss: ceil(7% of p); on the total: p − ceil(p − 7% of p) = floor(7% of p).
    expect([1000, 930, 1210, 1].map((p) => commanderLoss(commander, p, "per-loss"))).toEqual([70, 66, 85, 1]);
    expect([1000, 930, 1210, 1].map((p) => commanderLoss(commander, p, "on-total"))).toEqual([70, 65, 84, 0]);
    expect(commanderLoss(commander, 930)).toBe(66); // the default is per loss
  });

  it("a table nobody wins and a two-player match follow the reading too", () => {
    // Two rounds of [a b c] without a winner: 1000 → 930 → per loss 930 − ceil(65.1) = 864,
    // on the total ceil(864.9) = 865.
    const noWinner = (rounding: CommanderRounding) =>
      build({
        rules: "commander",
        players: ["a", "b", "c"],
        options: { commanderRounding: rounding },
        rounds: [[pod(["a", "b", "c"], null)], [pod(["a", "b", "c"], null)]],
      });
    expect([...pointsAfter(noWinner("per-loss")).values()]).toEqual([864, 864, 864]);
    expect([...pointsAfter(noWinner("on-total")).values()]).toEqual([865, 865, 865]);
    // A one-on-one match in a Commander event is a table of two: round 1 a beats b (b 930, a 1070);
    // round 2 b beats a: a loses 7% of 1070 = 74.9.
    //   per loss: a 1070 − 75 = 995, b 930 + 75 = 1005;  on the total: a ceil(995.1) = 996, b ceil(1004.9) = 1005.
    const pair = (rounding: CommanderRounding) =>
      build({ rules: "commander", players: ["a", "b"], options: { commanderRounding: rounding }, rounds: [[beats("a", "b")], [beats("b", "a")]] });
    expect(Object.fromEntries(pointsAfter(pair("per-loss")))).toEqual({ a: 995, b: 1005 });
    expect(Object.fromEntries(pointsAfter(pair("on-total")))).toEqual({ a: 996, b: 1005 });
  });
});

describe("R-TB-4 OOMW%: the average of the opponents' OMW%, not the average over all their opponents", () => {
  // The Dreamblade rules: "the average match-win percentage of all the opponents that each of a
  // player's opponents faced". Averaging each opponent's opponents first and then those averages
  // (Topcut) and averaging the whole pooled list of opponents' opponents agree when every opponent
  // met as many players (the rules' own example); here byes make the counts differ, and the two
  // readings crown different winners.
  //
  // Seven players, three rounds of one-game matches (win 3, bye 3 counted in one's own MW%):
  //   round 1: d bye; b beats g; e beats c; a beats f
  //   round 2: b bye; g beats e; f beats d; a beats c
  //   round 3: c bye; a beats g; b beats d; e beats f
  const win = (x: string, y: string) => beats(x, y, [1, 0, 0]);
  const t = build({
    rules: "dreamblade",
    players: ["a", "b", "c", "d", "e", "f", "g"],
    options: { bestOf: 1 },
    rounds: [
      [bye("d"), win("b", "g"), win("e", "c"), win("a", "f")],
      [bye("b"), win("g", "e"), win("f", "d"), win("a", "c")],
      [bye("c"), win("a", "g"), win("b", "d"), win("e", "f")],
    ],
  });
  // Points: a 9 (3 wins), b 9 (2 wins, a bye), e 6, c d f g 3 each.
  // a and b are level on 9 and never met: direct competition 0 for both.
  // MW% over 3 matches each: a 1, b 1, e 2/3, c d f g 1/3 (above the 0.33 floor, so unchanged).
  // Opponents (byes left out): a: f c g · b: g d · c: e a · d: f b · e: c g f · f: a d e · g: b e a.
  // OMW%: a (1/3 + 1/3 + 1/3)/3 = 1/3 · b (1/3 + 1/3)/2 = 1/3: level again.
  //       c (2/3 + 1)/2 = 5/6 · d (1/3 + 1)/2 = 2/3 · f (1 + 1/3 + 2/3)/3 = 2/3 · g (1 + 2/3 + 1)/3 = 8/9.
  // OOMW%, average of the opponents' OMW% (Topcut):
  //   a (OMW f + OMW c + OMW g)/3 = (2/3 + 5/6 + 8/9)/3 = (12 + 15 + 16)/18/3 = 43/54 ≈ 0.7963
  //   b (OMW g + OMW d)/2 = (8/9 + 2/3)/2 = 14/18 = 7/9 = 42/54 ≈ 0.7778   → a first, b second.
  // OOMW%, average over all opponents' opponents (the other reading):
  //   a: f's a d e, c's e a, g's b e a → (1 + 1/3 + 2/3 + 2/3 + 1 + 1 + 2/3 + 1)/8 = (19/3)/8 = 19/24 ≈ 0.7917
  //   b: g's b e a, d's f b → (1 + 2/3 + 1 + 1/3 + 1)/5 = 4/5 = 0.8   → b would be first.
  it("a and b are level on points, direct competition and OMW%", () => {
    const [first, second] = computeStandings(t);
    for (const r of [first!, second!]) {
      expect(r.points).toBe(9);
      expect(r.tiebreakers.direct).toBe(0);
      expect(r.tiebreakers.omw).toBeCloseTo(1 / 3, 12);
    }
  });

  it("Topcut applies the average of averages: a (43/54) above b (7/9)", () => {
    const rows = computeStandings(t);
    const of = (id: string) => rows.find((r) => r.player === id)!;
    expect(of("a").tiebreakers.oomw).toBeCloseTo(43 / 54, 12);
    expect(of("b").tiebreakers.oomw).toBeCloseTo(7 / 9, 12);
    // Not the pooled reading's figures.
    expect(of("a").tiebreakers.oomw).not.toBeCloseTo(19 / 24, 4);
    expect(of("b").tiebreakers.oomw).not.toBeCloseTo(4 / 5, 4);
    expect(rows.slice(0, 2).map((r) => [r.player, r.place])).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
  });
});
