// Organizer-defined profiles: the two presets on events built by
// hand (expected values worked out by hand in the comments), pairing points,
// the definition travelling in the topcut/1 file, and every refusal.
import { describe, expect, it } from "vitest";
import type { CustomRules } from "../model/types.ts";
import { validateTournament } from "../model/validate.ts";
import { computeStandings, pointsAfter } from "../standings/index.ts";
import { beats, build, bye, drawn, row } from "../test-support/standings-builders.ts";
import { recommendedRounds } from "../structure/rounds.ts";
import { customRulesProblems, PRESETS } from "./custom.ts";

const win = (a: string, b: string) => beats(a, b, [1, 0, 0]);

describe("preset 'buchholz': win 2, draw 1, bye 2; median Buchholz, Buchholz, direct encounter, wins", () => {
  // R1: a-b 1-0, c-d drawn, e bye.  R2: a-c 1-0, b-e 1-0, d bye.  R3: e-a 1-0, b-d 1-0, c bye.
  const t = build({
    rules: "custom",
    customRules: PRESETS.buchholz,
    players: ["a", "b", "c", "d", "e"],
    rounds: [
      [win("a", "b"), drawn("c", "d", [0, 0, 1]), bye("e")],
      [win("a", "c"), win("b", "e"), bye("d")],
      [win("e", "a"), win("b", "d"), bye("c")],
    ],
  });

  it("pairs and ranks on its own points", () => {
    // a 2+2+0, b 0+2+2, c 1+0+2, d 1+2+0, e 2+0+2
    expect(Object.fromEntries(pointsAfter(t))).toEqual({ a: 4, b: 4, c: 3, d: 3, e: 4 });
  });

  it("Buchholz sums the opponents' points (byes are no opponent); median drops the highest and the lowest", () => {
    // a met b 4, c 3, e 4: full 11, median 4.  e met b 4, a 4: full 8, median 8 (fewer than 3 opponents: nothing dropped).
    expect(row(t, "a").tiebreakers).toEqual({ "buchholz-median": 4, buchholz: 11, direct: 1, wins: 2 });
    expect(row(t, "b").tiebreakers).toEqual({ "buchholz-median": 4, buchholz: 11, direct: 0, wins: 2 });
    expect(row(t, "e").tiebreakers["buchholz-median"]).toBe(8);
    // c met d 3 and a 4; a bye is a win.
    expect(row(t, "c").tiebreakers).toEqual({ "buchholz-median": 7, buchholz: 7, direct: 0, wins: 1 });
  });

  it("order: e (median 8); a over b by direct encounter; c and d level on everything share 4th", () => {
    expect(computeStandings(t).map((r) => [r.place, r.player])).toEqual([
      [1, "e"],
      [2, "a"],
      [3, "b"],
      [4, "c"],
      [4, "d"],
    ]);
  });
});

describe("preset 'omw-25': opponents' win percentage floored at 25%, then opponents' opponents'", () => {
  // R1: a-b 1-0, c-d 1-0.  R2: a-c 1-0, b-d 1-0.
  const t = build({
    rules: "custom",
    customRules: PRESETS["omw-25"],
    players: ["a", "b", "c", "d"],
    rounds: [
      [win("a", "b"), win("c", "d")],
      [win("a", "c"), win("b", "d")],
    ],
  });
  it("an opponent without a win counts 25%", () => {
    // d met c (1/2) and b (1/2): OMW 1/2.  b met a (1) and d (0 -> 0.25): OMW 0.625.
    expect(row(t, "d").tiebreakers.omw).toBe(0.5);
    expect(row(t, "b").tiebreakers.omw).toBe(0.625);
    // OOMW of b: the OMW of a (met b 1/2 and c 1/2: 0.5) and of d (0.5): 0.5
    expect(row(t, "b").tiebreakers.oomw).toBe(0.5);
    // own MW% floored at 25% too
    expect(row(t, "d").matchWin).toBe(0.25);
  });
  it("b and c: OMW (1 + 0.25) / 2 = 0.625 each, OOMW (0.5 + 0.5) / 2 each: dead even, they share 2nd", () => {
    expect(computeStandings(t).map((r) => [r.place, r.player])).toEqual([
      [1, "a"],
      [2, "b"],
      [2, "c"],
      [4, "d"],
    ]);
  });
});

describe("the definition is part of the topcut/1 file", () => {
  const file = (over: Partial<CustomRules> = {}, options: Record<string, unknown> = {}) => ({
    format: "topcut/1",
    id: "e1",
    name: "Club night",
    gameFormat: "Any",
    rules: "custom",
    customRules: { ...PRESETS.buchholz, ...over },
    options: { draws: "allowed", bestOf: 1, rounds: 3, cut: 0, ...options },
    players: [],
    rounds: [],
  });
  const problems = (v: unknown) => {
    const r = validateTournament(v);
    return r.ok ? [] : r.problems;
  };

  it("a valid definition passes; rules custom without one, or a definition under other rules, is refused", () => {
    expect(problems(file())).toEqual([]);
    const { customRules: _, ...without } = file();
    expect(problems(without)).toEqual([{ path: "$.customRules", message: expect.stringContaining('rules "custom" need their definition') }]);
    expect(problems({ ...file(), rules: "club" })).toEqual([{ path: "$.customRules", message: expect.stringContaining('only rules "custom"') }]);
  });

  it("the event's best-of and draw rule are the definition's", () => {
    expect(problems(file({}, { bestOf: 3 }))).toEqual([{ path: "$.options.bestOf", message: expect.stringContaining("best of 1, not 3") }]);
    expect(problems(file({}, { draws: "flip" }))).toEqual([{ path: "$.options.draws", message: expect.stringContaining('draws "allowed", not "flip"') }]);
  });

  it("an unknown tiebreaker or a malformed floor is named by path", () => {
    const bad = problems(file({ tiebreakers: ["omw", "sonneborn" as never] }));
    expect(bad[0]!.path).toBe("$.customRules.tiebreakers[1]");
    expect(problems(file({ floors: { opponents: "one third" as never, ownMatchWin: null, ownGameWin: null } }))[0]!.path).toBe(
      "$.customRules.floors.opponents",
    );
  });
});

describe("validation explains every refused combination", () => {
  const base = PRESETS.buchholz;
  const at = (def: CustomRules) => customRulesProblems(def).map((p) => [p.path, p.message]);

  it("the presets are valid", () => {
    expect(at(PRESETS.buchholz)).toEqual([]);
    expect(at(PRESETS["omw-25"])).toEqual([]);
  });
  it("a win worth nothing", () => {
    expect(at({ ...base, points: { win: 0, draw: 0, loss: 0, bye: 0 } })).toEqual([["$.points.win", expect.stringContaining("a win must be worth points")]]);
  });
  it("a draw worth a win or more", () => {
    expect(at({ ...base, points: { win: 2, draw: 2, loss: 0, bye: 2 } })).toEqual([
      ["$.points.draw", expect.stringContaining("a draw (2) must be worth less than a win (2)")],
    ]);
  });
  it("a loss worth more than a draw", () => {
    expect(at({ ...base, points: { win: 3, draw: 0, loss: 1, bye: 3 } })).toEqual([["$.points.loss", "a loss (1) cannot be worth more than a draw (0)"]]);
  });
  it("a bye worth more than a win", () => {
    expect(at({ ...base, points: { win: 2, draw: 1, loss: 0, bye: 3 } })).toEqual([
      ["$.points.bye", expect.stringContaining("a bye (3) cannot be worth more than a win (2)")],
    ]);
  });
  it("a bye in own percentages (a 2-0 win) worth less than a win", () => {
    expect(at({ ...base, bestOf: 3, byeInOwnPercentages: true, points: { win: 3, draw: 1, loss: 0, bye: 1 } })).toEqual([
      ["$.byeInOwnPercentages", expect.stringContaining("is a match won 2-0, so it must be worth a win's points (3), not 1")],
    ]);
  });
  it("a tiebreaker twice", () => {
    expect(at({ ...base, tiebreakers: ["omw", "gw", "omw"] })).toEqual([["$.tiebreakers[2]", expect.stringContaining('"omw" is already tiebreaker 1')]]);
  });
  it("a floor above 1 or with more than 4 decimals", () => {
    expect(at({ ...base, floors: { opponents: "4/3", ownMatchWin: 0.33333, ownGameWin: null } })).toEqual([
      ["$.floors.opponents", expect.stringContaining("4/3 is more than 1")],
      ["$.floors.ownMatchWin", expect.stringContaining('more than 4 decimal places; write a fraction such as "1/3"')],
    ]);
  });
});

describe("the recommended rounds rule", () => {
  it("log2, the DCI table (R-ROUNDS-3), or a fixed number", () => {
    expect(recommendedRounds({ players: 20, rules: "custom", customRules: PRESETS.buchholz }).rounds).toBe(5);
    expect(recommendedRounds({ players: 20, rules: "custom", customRules: { ...PRESETS.buchholz, rounds: { rule: "table" } }, cut: 4 }).rounds).toBe(6);
    expect(recommendedRounds({ players: 20, rules: "custom", customRules: { ...PRESETS.buchholz, rounds: { rule: "fixed", rounds: 4 } } }).rounds).toBe(4);
    expect(recommendedRounds({ players: 20, rules: "mtr" }).rounds).toBe(5);
  });
});
