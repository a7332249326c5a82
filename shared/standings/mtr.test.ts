// The current Magic Tournament Rules (profile "mtr", Appendix C as
// docs/rules.md states it), on events built by hand. Every expected value below was worked
// out by hand from the rules (the working is in the comments), never taken
// from the code: 3/1/0 match points; 3/1/0 game points; every percentage
// floored at exactly 1/3; a bye a 2-0 win in the player's own percentages and
// outside the opponents'; an intentional draw 0-0-3 (three unplayed games).
import { describe, expect, it } from "vitest";
import { computeStandings, pointsAfter } from "./index.ts";
import { beats, build, bye, drawn, games, intentionalDraw, row } from "../test-support/standings-builders.ts";

/** Six decimals, as the published standings print them. */
const six = (x: number | null | undefined) => (x ?? Number.NaN).toFixed(6);

// R1: A-B 2-1, C-D 2-0, E bye.  R2: A-C 2-0, E-B 2-1, D bye.  R3: A-E ID, D-B 2-0, C bye.
const event = build({
  rules: "mtr",
  players: ["a", "b", "c", "d", "e"],
  rounds: [
    [games("a", "b", [2, 1, 0]), beats("c", "d"), bye("e")],
    [beats("a", "c"), games("e", "b", [2, 1, 0]), bye("d")],
    [intentionalDraw("a", "e"), beats("d", "b"), bye("c")],
  ],
});

describe("mtr: match points and own percentages", () => {
  it("3 a win or bye, 1 a draw (intentional too), 0 a loss", () => {
    expect(Object.fromEntries(pointsAfter(event))).toEqual({ a: 7, b: 0, c: 6, d: 6, e: 7 });
  });

  it("MW%: points / (3 × matches), byes counted; 0 is floored to exactly 1/3", () => {
    // a 7/9, b 0/9 -> 1/3, c 6/9, d 6/9 (bye + win), e 7/9 (bye + win + ID)
    expect(row(event, "a").matchWin).toBe(7 / 9);
    expect(row(event, "b").matchWin).toBe(1 / 3);
    expect(six(row(event, "b").matchWin)).toBe("0.333333");
    expect(row(event, "c").matchWin).toBe(2 / 3);
    expect(row(event, "e").matchWin).toBe(7 / 9);
  });

  it("GW%: an intentional draw is three unplayed games worth 0; a bye is 2-0; own GW% floored at 1/3", () => {
    // a: 2-1 (3 games, 6) + 2-0 (2, 6) + ID (3, 0) = 12 / (3 × 8) = 1/2 (without the 0-0-3 it would be 12/15)
    expect(row(event, "a").gameWin).toBe(1 / 2);
    // e: bye (2, 6) + 2-1 (3, 6) + ID (3, 0) = 12 / 24 = 1/2
    expect(row(event, "e").gameWin).toBe(1 / 2);
    // c: 2-0 (2, 6) + 0-2 (2, 0) + bye (2, 6) = 12 / 18
    expect(row(event, "c").gameWin).toBe(2 / 3);
    // b: 1-2 (3, 3) + 1-2 (3, 3) + 0-2 (2, 0) = 6 / 24 = 0.25 -> 1/3
    expect(six(row(event, "b").gameWin)).toBe("0.333333");
  });
});

describe("mtr: opponents' percentages (byes left out, opponents floored at 1/3)", () => {
  const expected = {
    // a met b, c, e: OMW (1/3 + 6/9 + 7/9) / 3 = 16/27; OGW (1/3 + 2/3 + 1/2) / 3 = 1/2
    a: { omw: "0.592593", gw: "0.500000", ogw: "0.500000" },
    // b met a, e, d: OMW (7/9 + 7/9 + 6/9) / 3 = 20/27; OGW (1/2 + 1/2 + 2/3) / 3 = 5/9
    b: { omw: "0.740741", gw: "0.333333", ogw: "0.555556" },
    // c met d, a (the bye is left out): OMW (6/9 + 7/9) / 2 = 13/18; OGW (2/3 + 1/2) / 2 = 7/12
    c: { omw: "0.722222", gw: "0.666667", ogw: "0.583333" },
    // d met c, b: OMW (2/3 + 1/3) / 2 = 1/2; OGW (2/3 + 1/3) / 2 = 1/2 (with a 0.33 floor: 0.498333)
    d: { omw: "0.500000", gw: "0.666667", ogw: "0.500000" },
    // e met b, a: OMW (1/3 + 7/9) / 2 = 5/9; OGW (1/3 + 1/2) / 2 = 5/12
    e: { omw: "0.555556", gw: "0.500000", ogw: "0.416667" },
  };

  for (const [id, want] of Object.entries(expected)) {
    it(`${id}: OMW% ${want.omw}, GW% ${want.gw}, OGW% ${want.ogw}`, () => {
      const r = row(event, id);
      expect({ omw: six(r.tiebreakers.omw), gw: six(r.tiebreakers.gw), ogw: six(r.tiebreakers.ogw) }).toEqual(want);
    });
  }

  it("the exact values behind the six decimals", () => {
    expect(row(event, "a").tiebreakers.omw).toBe(16 / 27);
    expect(row(event, "d").tiebreakers.ogw).toBe(1 / 2);
    expect(row(event, "e").tiebreakers.ogw).toBe(5 / 12);
  });

  it("order: points, then OMW%, GW%, OGW%", () => {
    // 7 points: a (OMW 0.5926) over e (0.5556); 6 points: c (0.7222) over d (0.5); b last.
    expect(computeStandings(event).map((r) => [r.place, r.player, r.points])).toEqual([
      [1, "a", 7],
      [2, "e", 7],
      [3, "c", 6],
      [4, "d", 6],
      [5, "b", 0],
    ]);
  });
});

describe("mtr: level on every tiebreaker", () => {
  // R1: p-q 2-0, r-s 2-1.  R2: p-s 2-0, q-r 0-2 (q and s both 0 points).
  // q: MW 0 -> 1/3, opponents p (1), r (1/2): OMW 3/4; games 0-2, 0-2 -> GW 0 -> 1/3.
  // s: MW 0 -> 1/3, opponents r (1/2), p (1): OMW 3/4; games 1-2 (3 games, 3), 0-2 (2, 0): 3/15 = 1/5 -> 1/3.
  // Level on points, OMW% and (floored) GW% alike: OGW% decides.
  // q's opponents: p GW 12/12 = 1, r GW (6 + 6)/(3 × 5) = 4/5: OGW (1 + 4/5) / 2 = 9/10.
  // s's opponents: r 4/5, p 1: OGW 9/10 too -- dead even: they share 3rd place, registration order.
  const t = build({
    rules: "mtr",
    players: ["p", "q", "r", "s"],
    rounds: [
      [beats("p", "q"), games("r", "s", [2, 1, 0])],
      [beats("p", "s"), games("q", "r", [0, 2, 0])],
    ],
  });

  it("floored own GW% (0 and 1/5 both read 1/3) cannot separate; dead-even players share a place", () => {
    const s = computeStandings(t);
    expect(s.map((r) => [r.place, r.player])).toEqual([
      [1, "p"],
      [2, "r"],
      [3, "q"],
      [3, "s"],
    ]);
    expect(six(row(t, "q").tiebreakers.ogw)).toBe("0.900000");
    expect(six(row(t, "s").tiebreakers.ogw)).toBe("0.900000");
  });

  it("a drawn match is 1 point each; its drawn game is 1 game point", () => {
    const d = build({ rules: "mtr", players: ["x", "y"], rounds: [[drawn("x", "y", [1, 1, 1])]] });
    expect(pointsAfter(d).get("x")).toBe(1);
    // (3 + 1) / (3 × 3) = 4/9
    expect(row(d, "x").gameWin).toBe(4 / 9);
  });
});

describe("mtr: GW% and OGW% decide when OMW% is level", () => {
  // One round: p-r 2-0, q-s 2-1.
  // p and q: 3 points, each met a 0-point opponent (MW 0 -> 1/3): OMW 1/3 both.
  //   GW: p 6/6 = 1, q 6/9 = 2/3 -> p above q.
  // r and s: 0 points, OMW 1 both (p and q each won their match).
  //   GW: r 0/6 = 0 -> floored 1/3; s 3/9 = 1/3 exactly: level.
  //   OGW: r met p (GW 1), s met q (GW 2/3) -> r above s.
  const t = build({ rules: "mtr", players: ["p", "q", "r", "s"], rounds: [[beats("p", "r"), games("q", "s", [2, 1, 0])]] });

  it("p over q by GW% (1 against 0.666667); r over s by OGW% (1 against 0.666667) after the 1/3 floor levels their GW%", () => {
    expect(computeStandings(t).map((r) => [r.place, r.player, six(r.tiebreakers.omw), six(r.tiebreakers.gw), six(r.tiebreakers.ogw)])).toEqual([
      [1, "p", "0.333333", "1.000000", "0.333333"],
      [2, "q", "0.333333", "0.666667", "0.333333"],
      [3, "r", "1.000000", "0.333333", "1.000000"],
      [4, "s", "1.000000", "0.333333", "0.666667"],
    ]);
  });
});
