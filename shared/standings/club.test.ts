// The club profile (club rules; R-BYE-1, R-TB-2): byes, awarded results and late losses are points
// only; flips give a winner while the games still count; 0.33 floor inside
// OMW%/OGW% only; dead-even players share a place.
import { describe, expect, it } from "vitest";
import { computeStandings, pointsAfter } from "./index.ts";
import { awarded, beats, build, bye, drawn, games, intentionalDraw, lateLoss, row, unreported } from "../test-support/standings-builders.ts";

describe("club scoring", () => {
  it("a bye is 3 points recorded 2-0 and kept out of every percentage, the player's and the opponents'", () => {
    const t = build({
      rules: "club",
      players: ["a", "b", "c"],
      rounds: [
        [bye("a"), beats("b", "c", [2, 1, 0])],
        [beats("a", "b", [2, 1, 0]), bye("c")],
      ],
    });
    const a = row(t, "a");
    expect(a.points).toBe(6);
    expect(a.record).toEqual({ wins: 1, losses: 0, draws: 0, byes: 1 });
    expect(a.matches).toBe(1);
    expect(a.matchWin).toBe(1); // 3 / (3 × 1): the bye is not a counted match
    expect(a.gameWin).toBe(6 / 9); // 2-1 only; the bye's 2-0 is not counted
    // b's opponents: c (lost their only counted match → 0, floored to 0.33) and a (1).
    expect(row(t, "b").tiebreakers.omw).toBe((0.33 + 1) / 2);
    // c's only counted match is the loss to b: MW% 0, GW% 3/9; the bye adds nothing.
    expect(row(t, "c").matchWin).toBe(0);
    expect(row(t, "c").gameWin).toBe(3 / 9);
  });

  it("an awarded result and a late arrival's loss count in points only", () => {
    const t = build({
      rules: "club",
      players: ["gus", "hal", "jon", "kim", "lea"],
      rounds: [[awarded("gus", "hal"), lateLoss("jon"), beats("kim", "lea")]],
    });
    expect(row(t, "gus").points).toBe(3);
    expect(row(t, "gus").matches).toBe(0);
    expect(row(t, "gus").tiebreakers.omw).toBe(0); // no counted opponent
    expect(row(t, "jon").points).toBe(0);
    expect(row(t, "jon").record).toEqual({ wins: 0, losses: 1, draws: 0, byes: 0 });
    expect(row(t, "jon").matches).toBe(0);
    // hal's awarded loss is no counted match either; kim's opponent lea is.
    expect(row(t, "hal").matches).toBe(0);
    expect(row(t, "kim").tiebreakers.omw).toBe(0.33);
  });

  it("a flip settles a drawn game score: 3 points to the flip winner, 1-1 still 1-1 in GW%", () => {
    const t = build({ rules: "club", players: ["cat", "dan"], options: { draws: "flip" }, rounds: [[games("cat", "dan", [1, 1, 0], "cat")]] });
    expect(row(t, "cat").points).toBe(3);
    expect(row(t, "dan").points).toBe(0);
    expect(row(t, "cat").record.wins).toBe(1);
    expect(row(t, "dan").record.losses).toBe(1);
    expect(row(t, "cat").gameWin).toBe(0.5);
    expect(row(t, "dan").gameWin).toBe(0.5);
  });

  it("with draws allowed a drawn game score gives both 1 point", () => {
    const t = build({ rules: "club", players: ["cat", "dan"], rounds: [[drawn("cat", "dan")]] });
    expect([...pointsAfter(t).values()]).toEqual([1, 1]);
  });

  it("an intentional draw is a counted match worth 1 point with no games", () => {
    const t = build({ rules: "club", players: ["eve", "fay"], rounds: [[intentionalDraw("eve", "fay")]] });
    const eve = row(t, "eve");
    expect(eve.points).toBe(1);
    expect(eve.matches).toBe(1);
    expect(eve.matchWin).toBe(1 / 3);
    expect(eve.gameWin).toBe(0);
    expect(eve.tiebreakers.omw).toBe(1 / 3);
  });

  it("opponents count at least 0.33 in OMW% and OGW%, but one's own GW% has no floor", () => {
    const t = build({ rules: "club", players: ["a", "b"], rounds: [[beats("a", "b")], [beats("a", "b")]] });
    expect(row(t, "a").tiebreakers.omw).toBe(0.33);
    expect(row(t, "a").tiebreakers.ogw).toBe(0.33);
    expect(row(t, "b").gameWin).toBe(0);
    expect(row(t, "b").tiebreakers.gw).toBe(0);
  });

  it("orders by points, OMW%, GW%, OGW%", () => {
    // p and q both beat a 0-point opponent and lose to an unbeaten one: same
    // points and OMW%; p wins 2-0 and loses 1-2, q wins 2-1 and loses 0-2.
    const t = build({
      rules: "club",
      players: ["q", "p", "u1", "u2", "z1", "z2"],
      rounds: [
        [beats("p", "z1", [2, 0, 0]), beats("q", "z2", [2, 1, 0]), beats("u1", "u2")],
        [beats("u1", "p", [2, 1, 0]), beats("u2", "q", [2, 0, 0]), beats("z1", "z2")],
      ],
    });
    const s = computeStandings(t);
    const p = s.find((r) => r.player === "p")!;
    const q = s.find((r) => r.player === "q")!;
    expect(p.points).toBe(q.points);
    expect(p.tiebreakers.omw).not.toBe(q.tiebreakers.omw); // u1 is 2-0, u2 1-1
    expect(p.tiebreakers.omw).toBe((0.5 + 1) / 2); // z1 1-1, u1 2-0
    expect(q.tiebreakers.omw).toBe(83 / 200); // z2 0-2, u2 1-1: exactly (0.33 + 0.5) / 2
    expect(s.indexOf(p)).toBeLessThan(s.indexOf(q));
  });

  it("GW% breaks a tie on points and OMW%, then OGW%", () => {
    // Mirror-image events: p and q each beat one 0-point player and lose to one 3-point player.
    const t = build({
      rules: "club",
      players: ["q", "p", "u1", "u2", "z1", "z2"],
      rounds: [
        [beats("p", "z1", [2, 0, 0]), beats("q", "z2", [2, 1, 0]), beats("u1", "u2")],
        [beats("u1", "p", [2, 1, 0]), beats("u2", "q", [2, 1, 0]), beats("z1", "z2")],
        [beats("z2", "u1"), beats("u2", "z1")],
      ],
    });
    const s = computeStandings(t);
    const p = s.find((r) => r.player === "p")!;
    const q = s.find((r) => r.player === "q")!;
    expect(p.points).toBe(q.points);
    expect(p.tiebreakers.omw).toBe(q.tiebreakers.omw);
    expect(p.tiebreakers.gw).toBe((6 + 3) / 15);
    expect(q.tiebreakers.gw).toBe((6 + 3) / 18);
    expect(s.indexOf(p)).toBeLessThan(s.indexOf(q));
    expect(p.place).toBeLessThan(q.place);
  });

  it("dead-even players share the place and are listed in registration order; the next place skips", () => {
    const t = build({
      rules: "club",
      players: ["a", "b", "x", "y", "w"],
      registered: { b: 1, a: 2, x: 3, y: 4, w: 5 },
      rounds: [[beats("a", "x"), beats("b", "y"), bye("w")]],
    });
    const s = computeStandings(t);
    expect(s.map((r) => [r.player, r.place])).toEqual([
      ["b", 1],
      ["a", 1],
      ["w", 3], // 3 points but no counted match: OMW% 0
      ["x", 4],
      ["y", 4],
    ]);
  });

  it("a dropped player keeps matches and place, flagged dropped", () => {
    const t = build({
      rules: "club",
      players: ["a", "b", "c", "d"],
      dropped: { a: 1 },
      rounds: [[beats("a", "b"), beats("c", "d")], [beats("b", "d")]],
    });
    const a = row(t, "a");
    expect(a.dropped).toBe(true);
    expect(a.points).toBe(3);
    expect(a.matches).toBe(1);
    // b's opponents still include the dropped a (MW% 1) next to d (0 → 0.33).
    expect(row(t, "b").tiebreakers.omw).toBe((1 + 0.33) / 2);
    // a (opponent b at 3/6) still places between b and c (opponent d at 0.33).
    expect(computeStandings(t).map((r) => [r.player, r.place])).toEqual([
      ["b", 1],
      ["a", 2],
      ["c", 3],
      ["d", 4],
    ]);
  });

  it("playoff rounds and unreported matches never count", () => {
    const swiss = [
      [beats("a", "b"), beats("c", "d")],
      [beats("a", "c"), unreported("b", "d")],
    ];
    const t = build({ rules: "club", players: ["a", "b", "c", "d"], rounds: swiss });
    const withPlayoff = build({
      rules: "club",
      players: ["a", "b", "c", "d"],
      rounds: [...swiss, [beats("c", "a")], [beats("d", "b")]],
      stages: { 3: "semifinal", 4: "final" },
    });
    expect(computeStandings(withPlayoff)).toEqual(computeStandings(t));
    expect(row(t, "b").matches).toBe(1);
    expect(row(t, "d").record).toEqual({ wins: 0, losses: 1, draws: 0, byes: 0 });
  });

  it("pointsAfter counts rounds 1..throughRound only", () => {
    const t = build({ rules: "club", players: ["a", "b"], rounds: [[beats("a", "b")], [beats("b", "a")], [drawn("a", "b")]] });
    expect(Object.fromEntries(pointsAfter(t, 0))).toEqual({ a: 0, b: 0 });
    expect(Object.fromEntries(pointsAfter(t, 1))).toEqual({ a: 3, b: 0 });
    expect(Object.fromEntries(pointsAfter(t, 2))).toEqual({ a: 3, b: 3 });
    expect(Object.fromEntries(pointsAfter(t))).toEqual({ a: 4, b: 4 });
  });
});
