// The public view's standings rows: players by id, numbers as the
// pages print them, rounded from the exact fractions; the ranking itself
// stays exact (index.ts).
import { describe, expect, it } from "vitest";
import { computeStandings } from "./index.ts";
import { ratio } from "./ratio.ts";
import { roundShown, shownStandings } from "./shown.ts";
import { beats, build, bye, games, intentionalDraw } from "../test-support/standings-builders.ts";

describe("roundShown", () => {
  it("rounds the exact fraction half up, where its float would round down", () => {
    // 13333/20000 is 0.66665 exactly; its float is just under (0.66665.toFixed(4) is "0.6666").
    expect(roundShown(ratio(13333, 20000), 4)).toBe(0.6667);
    expect(roundShown(ratio(1, 3), 4)).toBe(0.3333);
    expect(roundShown(ratio(2, 3), 4)).toBe(0.6667);
    expect(roundShown(ratio(1, 32), 4)).toBe(0.0313);
    expect(roundShown(ratio(7, 2), 3)).toBe(3.5);
    expect(roundShown(ratio(1, 1), 4)).toBe(1);
  });
});

describe("shownStandings", () => {
  // The event of mtr.test.ts: R1 A-B 2-1, C-D 2-0, E bye; R2 A-C 2-0, E-B 2-1, D bye; R3 A-E ID, D-B 2-0, C bye; B dropped after R3.
  const event = build({
    rules: "mtr",
    players: ["a", "b", "c", "d", "e"],
    rounds: [
      [games("a", "b", [2, 1, 0]), beats("c", "d"), bye("e")],
      [beats("a", "c"), games("e", "b", [2, 1, 0]), bye("d")],
      [intentionalDraw("a", "e"), beats("d", "b"), bye("c")],
    ],
    dropped: { b: 3 },
  });
  const exact = computeStandings(event);
  const shown = shownStandings(exact);

  it("keep the order, places and points; name players by id only; the record as printed", () => {
    expect(shown.map((r) => [r.player, r.place, r.points])).toEqual(exact.map((r) => [r.player, r.place, r.points]));
    expect(shown.find((r) => r.player === "a")).toMatchObject({ record: "2-0-1" });
    for (const r of shown)
      expect(Object.keys(r).sort()).toEqual(["place", "player", "points", "record", "tiebreakers", ...(r.player === "b" ? ["dropped"] : [])].sort());
    expect(shown.find((r) => r.player === "b")!.dropped).toBe(true);
  });

  it("carry each percentage as printed: four decimals of the fraction (59.26%), from the hand-worked OMW% of mtr.test.ts", () => {
    const omw = Object.fromEntries(shown.map((r) => [r.player, r.tiebreakers.omw]));
    // a 16/27 = 0.592593, b 20/27 = 0.740741, c 13/18 = 0.722222, d 1/2, e 5/9 = 0.555556 (mtr.test.ts).
    expect(omw).toEqual({ a: 0.5926, b: 0.7407, c: 0.7222, d: 0.5, e: 0.5556 });
    expect(Object.keys(shown[0]!.tiebreakers)).toEqual(Object.keys(exact[0]!.tiebreakers));
  });
});
