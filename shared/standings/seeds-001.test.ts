// Worked examples of the DCI 2009 rules (Appendix D; docs/rules.md R-SCORE-1,
// R-SCORE-2, R-TB-2, R-TB-3, R-TB-4, R-BYE-1), profile "dci-2009".
// Each example is rebuilt as a small tournament whose records match the text.
import { describe, expect, it } from "vitest";
import { pointsAfter } from "./index.ts";
import { beats, build, bye, drawn, games, row, seedFocusEvent, withRecords } from "../test-support/standings-builders.ts";

describe("DCI 2009 examples: match points (R-SCORE-1)", () => {
  it("A: 6-2-0 is 18 match points; B: 4-2-2 is 14", () => {
    const { players, rounds } = withRecords(8, [], { a: { w: 6, l: 2, d: 0 }, b: { w: 4, l: 2, d: 2 } });
    const t = build({ rules: "dci-2009", players, rounds });
    const points = pointsAfter(t);
    expect(points.get("a")).toBe(18);
    expect(points.get("b")).toBe(14);
    expect(row(t, "b").record).toEqual({ wins: 4, losses: 2, draws: 2, byes: 0 });
  });
});

describe("DCI 2009 examples: game points (R-SCORE-2, seen through GW% = game points / (3 × games played))", () => {
  const t = build({
    rules: "dci-2009",
    players: ["e", "e2", "f", "f2", "g", "g2"],
    rounds: [[games("e", "e2", [2, 0, 0]), games("f", "f2", [2, 1, 0]), games("g", "g2", [2, 0, 1])]],
  });
  it("E wins 2-0-0: 6 game points, her opponent 0", () => {
    expect(row(t, "e").gameWin).toBe(6 / (3 * 2));
    expect(row(t, "e2").gameWin).toBe(0);
  });
  it("F wins 2-1-0: 6 game points, her opponent 3", () => {
    expect(row(t, "f").gameWin).toBe(6 / (3 * 3));
    expect(row(t, "f2").gameWin).toBe(3 / (3 * 3));
  });
  it("G wins 2-0-1: 7 game points, his opponent 1 (the drawn game is worth 1)", () => {
    expect(row(t, "g").gameWin).toBe(7 / (3 * 3));
    expect(row(t, "g2").gameWin).toBe(1 / (3 * 3));
  });
});

describe("DCI 2009 examples: match-win percentage (R-TB-2)", () => {
  it("C: 5-2-1 over eight rounds is 16/24 = 0.667", () => {
    const { players, rounds } = withRecords(8, [], { c: { w: 5, l: 2, d: 1 } });
    const r = row(build({ rules: "dci-2009", players, rounds }), "c");
    expect(r.points).toBe(16);
    expect(r.matches).toBe(8);
    expect(r.matchWin).toBe(16 / 24);
  });
  it("D: 1-3-0 in four rounds then withdraws: 3/12 = 0.25 is raised to the 0.33 floor", () => {
    const { players, rounds } = withRecords(8, [], { d: { w: 1, l: 3, d: 0 } });
    const t = build({ rules: "dci-2009", players, rounds, dropped: { d: 4 } });
    const r = row(t, "d");
    expect(r.points).toBe(3);
    expect(r.matches).toBe(4);
    expect(r.matchWin).toBe(0.33);
    expect(r.dropped).toBe(true);
  });
  it("E: 3-2-0 including a first-round bye: 9/15 = 0.60", () => {
    const { players, rounds } = withRecords(5, [{ round: 1, match: bye("e") }], { e: { w: 2, l: 2, d: 0 } });
    const r = row(build({ rules: "dci-2009", players, rounds }), "e");
    expect(r.points).toBe(9);
    expect(r.matches).toBe(5);
    expect(r.record).toEqual({ wins: 2, losses: 2, draws: 0, byes: 1 });
    expect(r.matchWin).toBeCloseTo(0.6, 12);
  });
});

describe("DCI 2009 examples: game-win percentage (R-TB-3)", () => {
  it("H: 21 game points in 10 games is 0.7; I: 9 in 11 games is 0.2727, with no floor on one's own GW%", () => {
    // H's games by match: 2-0, 2-1, 1-2, 2-0. I's: 1-2, 1-2, 0-2, 1-2.
    const t = build({
      rules: "dci-2009",
      players: ["h", "i", "h1", "h2", "h3", "h4", "i1", "i2", "i3", "i4"],
      rounds: [
        [games("h", "h1", [2, 0, 0]), games("i", "i1", [1, 2, 0])],
        [games("h", "h2", [2, 1, 0]), games("i", "i2", [1, 2, 0])],
        [games("h", "h3", [1, 2, 0]), games("i", "i3", [0, 2, 0])],
        [games("h", "h4", [2, 0, 0]), games("i", "i4", [1, 2, 0])],
      ],
    });
    expect(row(t, "h").gameWin).toBe(21 / 30);
    expect(row(t, "i").gameWin).toBe(9 / 33);
    expect(row(t, "i").gameWin).toBeCloseTo(0.2727, 4);
  });
});

// The opponents of F and G are testing.ts SEED_OPPONENTS.
// Their MW% under dci-2009 (draw = 1 point), 1-3-1 = 4/15 raised to the floor.
const OPPONENT_MW = [12 / 24, 21 / 24, 0.33, 10 / 21, 18 / 24, 16 / 24, 13 / 24, 19 / 24];

describe("DCI 2009 examples: opponents' match-win percentage (R-TB-4)", () => {
  it("F (6-2-0): the mean of her eight opponents' MW% is 0.6164 (printed 0.62, rounded)", () => {
    const { players, rounds } = seedFocusEvent("f", [0, 1, 2, 3, 4, 5, 6, 7], null);
    const r = row(build({ rules: "dci-2009", players, rounds }), "f");
    expect(r.record).toEqual({ wins: 6, losses: 2, draws: 0, byes: 0 });
    const expected = OPPONENT_MW.reduce((s, x) => s + x, 0) / 8;
    expect(r.tiebreakers.omw).toBeCloseTo(expected, 12);
    expect(r.tiebreakers.omw).toBeCloseTo(0.6164, 4);
    expect(Math.round(r.tiebreakers.omw! * 100) / 100).toBe(0.62);
  });
  it("G (6-2-0 with a round-one bye): the bye round is ignored, mean of seven is 0.6330 (printed 0.63)", () => {
    const { players, rounds } = seedFocusEvent("g", [1, 2, 3, 4, 5, 6, 7], bye("g"));
    const r = row(build({ rules: "dci-2009", players, rounds }), "g");
    expect(r.record).toEqual({ wins: 5, losses: 2, draws: 0, byes: 1 });
    expect(r.points).toBe(18);
    const expected = OPPONENT_MW.slice(1).reduce((s, x) => s + x, 0) / 7;
    expect(r.tiebreakers.omw).toBeCloseTo(expected, 12);
    expect(Math.round(r.tiebreakers.omw! * 100) / 100).toBe(0.63);
  });
});

describe("DCI 2009 examples: byes (R-BYE-1)", () => {
  it("a bye is a 2-0 win in one's own MW% and GW%, but is no opponent in OMW%/OGW%", () => {
    const t = build({
      rules: "dci-2009",
      players: ["a", "b", "c"],
      rounds: [
        [bye("a"), beats("b", "c", [2, 1, 0])],
        [beats("b", "a", [2, 1, 0]), bye("c")],
      ],
    });
    const a = row(t, "a");
    expect(a.matches).toBe(2);
    expect(a.matchWin).toBe(3 / 6);
    expect(a.gameWin).toBe((6 + 3) / (3 * 5)); // bye 2-0, then 1-2
    // a's only opponent is b (6 of 6 points: MW% 1; 4-2 in games: GW% 12/18).
    expect(a.tiebreakers.omw).toBe(1);
    expect(a.tiebreakers.ogw).toBe(12 / 18);
    // b met a and c; a's MW% 0.5 includes a's bye, c's 3/6 includes c's bye.
    expect(row(t, "b").tiebreakers.omw).toBe((0.5 + 0.5) / 2);
    // A drawn match is worth 1 match point to each player in dci-2009.
    const d = build({ rules: "dci-2009", players: ["a", "b"], rounds: [[drawn("a", "b")]] });
    expect(pointsAfter(d).get("a")).toBe(1);
  });

  // R-BYE-1: in dci-2009 a bye is a 2-0 win, 3 match points and 6 game
  // points, whatever the match length.
  for (const bestOf of [1, 3, 5] as const) {
    it(`a bye is 6 game points in 2 games in best of ${bestOf}`, () => {
      const win: [number, number, number] = [Math.ceil(bestOf / 2), 0, 0];
      const t = build({
        rules: "dci-2009",
        players: ["a", "b", "c"],
        options: { bestOf },
        rounds: [
          [bye("a"), beats("b", "c", win)],
          [beats("b", "a", win), bye("c")],
        ],
      });
      const a = row(t, "a");
      // bye 2-0 (6 of 6), then a loss 0-n.
      expect(a.gameWin).toBe(6 / (3 * (2 + win[0])));
      expect(a.points).toBe(3);
    });
  }
});
