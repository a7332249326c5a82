// Worked examples of the Dreamblade rules (Appendix B and sections 320/330;
// docs/rules.md R-SCORE-1, R-SCORE-5, R-TB-4, R-TB-5), profile "dreamblade": one game per match, a draw is
// worth 0, tiebreakers direct competition, OMW%, OOMW%.
import { describe, expect, it } from "vitest";
import { computeStandings, pointsAfter } from "./index.ts";
import { beats, build, bye, drawn, intentionalDraw, lateLoss, row, seedFocusEvent, withRecords, type M } from "../test-support/standings-builders.ts";
const win = (a: string, b: string) => beats(a, b, [1, 0, 0]);

describe("Dreamblade rules' examples: match points (R-SCORE-1)", () => {
  it("A: 6-2-0 is 18 match points; B: 4-2-2 is 12, a draw being worth 0 (330)", () => {
    const { players, rounds } = withRecords(8, [], { a: { w: 6, l: 2, d: 0 }, b: { w: 4, l: 2, d: 2 } });
    const points = pointsAfter(build({ rules: "dreamblade", players, rounds }));
    expect(points.get("a")).toBe(18);
    expect(points.get("b")).toBe(12);
  });
  it("an intentional draw has the same result as playing to a draw: 0 points each", () => {
    const t = build({ rules: "dreamblade", players: ["a", "b", "c", "d"], rounds: [[intentionalDraw("a", "b"), drawn("c", "d", [0, 0, 1])]] });
    expect([...pointsAfter(t).values()]).toEqual([0, 0, 0, 0]);
    expect(row(t, "a").record).toEqual({ wins: 0, losses: 0, draws: 1, byes: 0 });
    expect(row(t, "a").matches).toBe(1); // counted in MW% as a match worth 0
  });
  it("a bye is a won match worth 3 that counts in one's own MW%", () => {
    const t = build({
      rules: "dreamblade",
      players: ["a", "b", "c"],
      rounds: [
        [bye("a"), win("b", "c")],
        [win("b", "a"), bye("c")],
      ],
    });
    expect(row(t, "a").points).toBe(3);
    expect(row(t, "a").matchWin).toBe(3 / 6);
    // b's OMW%: a (3/6) and c (bye 3 + loss 0 over 2 matches = 0.5).
    expect(row(t, "b").tiebreakers.omw).toBe(0.5);
  });
});

// The opponents are testing.ts SEED_OPPONENTS.
// Dreamblade MW%: draws worth 0; 1-3-1 is 3/15 = 0.2, raised to the floor.
const MW = [12 / 24, 21 / 24, 0.33, 9 / 21, 18 / 24, 15 / 24, 12 / 24, 18 / 24];

function eventAround(focus: string, opponents: number[], first: M | null) {
  const { players, rounds } = seedFocusEvent(focus, opponents, first, win);
  return build({ rules: "dreamblade", players, rounds });
}

describe("Dreamblade rules' examples: opponents' match-win percentage (R-TB-4)", () => {
  it("F (6-2-0): 0.5948 by the rule; the printed 0.5963 cannot be reproduced", () => {
    const r = row(eventAround("f", [0, 1, 2, 3, 4, 5, 6, 7], null), "f");
    expect(r.points).toBe(18);
    expect(r.tiebreakers.omw).toBeCloseTo(MW.reduce((s, x) => s + x, 0) / 8, 12);
    expect(r.tiebreakers.omw).toBeCloseTo(0.5948, 4);
    // The printed 0.5963 is what one gets after rounding each opponent's MW%
    // to two decimals first (.50 .88 .33 .43 .75 .63 .50 .75 → 0.59625); the
    // rule averages the unrounded percentages, and so do we.
    expect(r.tiebreakers.omw).not.toBeCloseTo(0.5963, 4);
  });
  it("G (6-2-0 with a round-one bye): the bye round is ignored; 0.6084, printed 0.61", () => {
    const r = row(eventAround("g", [1, 2, 3, 4, 5, 6, 7], bye("g")), "g");
    expect(r.points).toBe(18);
    expect(r.record.byes).toBe(1);
    expect(r.tiebreakers.omw).toBeCloseTo(MW.slice(1).reduce((s, x) => s + x, 0) / 7, 12);
    expect(Math.round(r.tiebreakers.omw! * 100) / 100).toBe(0.61);
  });
});

describe("Dreamblade rules' examples: direct competition (R-TB-5)", () => {
  it("first example: A played and defeated B and C, so A ranks above them even with a lower OMW%", () => {
    // Four rounds; A, B and C finish on 9 points. A's round-one loss is a late
    // arrival's (outside percentages); A beats B, C and a winless player f0.
    // B and C beat players who finish 2-2, so their OMW% is higher than A's.
    const fixed: { round: number; match: M }[] = [
      { round: 1, match: lateLoss("a") },
      { round: 2, match: win("a", "b") },
      { round: 3, match: win("a", "c") },
      { round: 4, match: win("a", "f0") },
      { round: 1, match: win("b", "y1") },
      { round: 3, match: win("b", "y2") },
      { round: 4, match: win("b", "y3") },
      { round: 1, match: win("c", "z1") },
      { round: 2, match: win("c", "z2") },
      { round: 4, match: win("c", "z3") },
    ];
    const two = { w: 2, l: 2, d: 0 };
    const { players, rounds } = withRecords(4, fixed, { y1: two, y2: two, y3: two, z1: two, z2: two, z3: two });
    const standings = computeStandings(build({ rules: "dreamblade", players, rounds }));
    const top = standings.slice(0, 3);
    expect(top.map((r) => [r.player, r.points, r.tiebreakers.direct])).toEqual([
      ["a", 9, 1],
      ["b", 9, 0],
      ["c", 9, 0],
    ]);
    expect(top[1]!.tiebreakers.omw!).toBeGreaterThan(top[0]!.tiebreakers.omw!);
    expect(top.map((r) => r.place)).toEqual([1, 2, 2]); // b and c: level on everything
  });
  it("second example: A beat B but never met C, so nobody scores 1", () => {
    const t = build({
      rules: "dreamblade",
      players: ["a", "b", "c", "x", "y", "w"],
      rounds: [
        [win("a", "b"), win("c", "x")],
        [win("y", "a"), win("b", "w"), win("x", "c")],
      ],
    });
    for (const id of ["a", "b", "c"]) {
      expect(row(t, id).points).toBe(3);
      expect(row(t, id).tiebreakers.direct).toBe(0);
    }
  });
  it("a draw against a tied player is not a defeat", () => {
    const t = build({ rules: "dreamblade", players: ["a", "b"], rounds: [[drawn("a", "b", [0, 0, 1])]] });
    expect(computeStandings(t).map((r) => r.tiebreakers.direct)).toEqual([0, 0]);
  });
});

describe("Dreamblade rules' examples: opponents' opponents' match-win percentage (R-TB-4)", () => {
  // The printed example (player A, 0.6368) cannot be rebuilt as a tournament:
  // A must be one of the five opponents of each of B-F, so A's five-round
  // record would have to appear in every list, and no record does. Its
  // figure is the plain mean of the 25 listed MW% after rounding each to two
  // decimals (unrounded: 0.6371). We test the rule instead: OOMW% is the
  // mean of the opponents' OMW%, on a four-player round robin.
  it("is the mean of the opponents' OMW%", () => {
    const t = build({
      rules: "dreamblade",
      players: ["a", "b", "c", "d"],
      rounds: [
        [win("a", "b"), win("c", "d")],
        [win("a", "c"), win("b", "d")],
        [win("a", "d"), win("c", "b")],
      ],
    });
    // MW%: a 1, b 1/3, c 2/3, d 0 → 0.33.
    const omw = { a: (1 / 3 + 2 / 3 + 0.33) / 3, b: (1 + 0.33 + 2 / 3) / 3, c: (0.33 + 1 + 1 / 3) / 3, d: (2 / 3 + 1 / 3 + 1) / 3 };
    for (const [id, v] of Object.entries(omw)) expect(row(t, id).tiebreakers.omw).toBeCloseTo(v, 12);
    expect(row(t, "a").tiebreakers.oomw).toBeCloseTo((omw.b + omw.c + omw.d) / 3, 12);
    expect(row(t, "d").tiebreakers.oomw).toBeCloseTo((omw.a + omw.b + omw.c) / 3, 12);
    expect(computeStandings(t).map((r) => r.player)).toEqual(["a", "c", "b", "d"]);
  });
});
