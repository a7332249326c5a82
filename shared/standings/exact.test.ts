// Tiebreakers are compared as exact fractions. R-TB-1: on
// equal points the tiebreakers decide in a fixed order, and R-TB-6: players
// level on points and every tiebreaker share the place; every profile orders
// its tiebreakers the same way. Equal means equal as
// fractions: a float sum in another order must not split two players.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RulesProfileId, Tournament } from "../model/types.ts";
import { parseTournament } from "../model/validate.ts";
import { profileOf, type Tiebreaker } from "../rules/profiles.ts";
import { computeStandings } from "./index.ts";
import { compare, mean, ratio } from "./ratio.ts";
import { beats, build, withRecords, type M } from "../test-support/standings-builders.ts";

type Games = [number, number, number];
/** An opponent's MW% as "w/m": m matches (one of them the loss to the focus player), w won. */
type Mw = `${number}/${number}`;

/**
 * Pairs of opponent lists whose floored MW% (floor 0.33) have the same exact
 * sum but whose float sums (added in ascending order, as before) differ:
 * the cases floating point used to split. Found by enumeration, sizes 4 and 5.
 */
function splitPairs(size: number): [Mw[], Mw[]][] {
  const values: { key: Mw; exact: number; float: number }[] = [];
  // Exact values as whole numbers over 300 (lcm of 100 and 3·(1..5)/3).
  for (let m = 1; m <= size; m++)
    for (let w = 0; w < m; w++) values.push({ key: `${w}/${m}`, exact: Math.max(99, (w * 300) / m), float: Math.max(0.33, w / m) });
  const bySum = new Map<number, { keys: Mw[]; float: number }[]>();
  const pick = (from: number, chosen: typeof values) => {
    if (chosen.length === size) {
      const sum = chosen.reduce((acc, v) => acc + v.exact, 0);
      const float =
        chosen
          .map((v) => v.float)
          .sort((a, b) => a - b)
          .reduce((a, b) => a + b, 0) / size;
      bySum.set(sum, [...(bySum.get(sum) ?? []), { keys: chosen.map((v) => v.key), float }]);
      return;
    }
    for (let i = from; i < values.length; i++) pick(i, [...chosen, values[i]!]);
  };
  pick(0, []);
  const pairs: [Mw[], Mw[]][] = [];
  for (const group of bySum.values()) {
    for (const a of group) for (const b of group) if (a.float < b.float) pairs.push([a.keys, b.keys]);
  }
  return pairs;
}

const PAIRS = [...splitPairs(4), ...splitPairs(5)];

/**
 * X and Y both win every round (equal points); X beats the opponents of list
 * `xs`, Y those of `ys`, each opponent reaching its MW% against fillers. The
 * game scores of X's and Y's own matches decide GW% (the next tiebreaker).
 */
function focusEvent(rules: RulesProfileId, xs: Mw[], ys: Mw[], xScores: Games[], yScores: Games[]): Tournament {
  const nRounds = xs.length;
  const fixed: { round: number; match: M }[] = [];
  const records: Record<string, { w: number; l: number; d: number }> = {};
  const add = (focus: string, list: Mw[], scores: Games[]) =>
    list.forEach((mw, k) => {
      const [w, m] = mw.split("/").map(Number) as [number, number];
      const o = `${focus}o${k + 1}`;
      fixed.push({ round: k + 1, match: beats(focus, o, scores[k]) });
      records[o] = { w, l: m - w, d: 0 };
    });
  add("x", xs, xScores);
  add("y", ys, yScores);
  const profile = profileOf(rules);
  const oneGame = profile.kind === "one-on-one" && profile.singleGameMatches;
  const { players, rounds } = withRecords(nRounds, fixed, records, "f", oneGame ? [1, 0, 0] : [2, 0, 0]);
  return build({ rules, players, rounds, options: oneGame ? { bestOf: 1 } : {} });
}

/** `items` shuffled by Fisher-Yates with the draws in `picks`. */
function shuffled<T>(items: T[], picks: number[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1, k = 0; i > 0; i--, k++) {
    const j = picks[k % picks.length]! % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** The same event with its players and each round's matches in another order (ids unchanged). */
function permuted(t: Tournament, picks: number[]): Tournament {
  return parseTournament({ ...t, players: shuffled(t.players, picks), rounds: t.rounds.map((r) => ({ ...r, matches: shuffled(r.matches, picks) })) });
}

const placeOf = (t: Tournament) => new Map(computeStandings(t).map((r) => [r.player, r.place]));

describe("exact tiebreak comparison", () => {
  it("the enumerated opponent lists are equal as fractions (their float sums differ by construction)", () => {
    expect(PAIRS.length).toBeGreaterThan(0);
    for (const [xs, ys] of PAIRS) {
      const exact = (list: Mw[]) =>
        mean(
          list.map((k) => {
            const [w, m] = k.split("/").map(Number) as [number, number];
            return compare(ratio(w, m), ratio(33, 100)) < 0 ? ratio(33, 100) : ratio(w, m);
          }),
        );
      expect(compare(exact(xs), exact(ys))).toBe(0);
    }
  });

  it("a 4-round example: OMW% 0.4158333… both ways, so GW% decides (X always 2-0, Y 2-1 once)", () => {
    // X's opponents 0-1, 1-2, 1-2, 1-3; Y's 0-1, 1-3, 1-3, 2-3 (W/matches):
    // (0.33 + 1/2 + 1/2 + 1/3)/4 = (0.33 + 1/3 + 1/3 + 2/3)/4 exactly, but
    // the float sums are 0.41583333333333333 and 0.4158333333333333.
    const t = focusEvent(
      "dci-2009",
      ["0/1", "1/2", "1/2", "1/3"],
      ["0/1", "1/3", "1/3", "2/3"],
      [
        [2, 0, 0],
        [2, 0, 0],
        [2, 0, 0],
        [2, 0, 0],
      ],
      [
        [2, 1, 0],
        [2, 0, 0],
        [2, 0, 0],
        [2, 0, 0],
      ],
    );
    const s = computeStandings(t);
    const x = s.find((r) => r.player === "x")!;
    const y = s.find((r) => r.player === "y")!;
    expect(x.tiebreakers.omw).toBe(y.tiebreakers.omw);
    expect(x.gameWin).toBe(1);
    expect(y.gameWin).toBeCloseTo(8 / 9, 12);
    expect([x.place, y.place]).toEqual([1, 2]);
  });

  const score = fc.constantFrom<Games>([2, 0, 0], [2, 1, 0]);
  const scores = fc.array(score, { minLength: 5, maxLength: 5 });
  const arbitrary = fc.record({
    rules: fc.constantFrom<RulesProfileId>("club", "dci-2009", "dreamblade"),
    pair: fc.constantFrom(...PAIRS),
    swap: fc.boolean(),
    xScores: scores,
    yScores: scores,
    order: fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
  });

  it("property: equal fractions via different sums tie and fall through to the next tiebreaker", () => {
    fc.assert(
      fc.property(arbitrary, ({ rules, pair, swap, xScores, yScores }) => {
        const [xs, ys] = swap ? [pair[1], pair[0]] : pair;
        const oneGame = rules === "dreamblade";
        const one = (s: Games[]): Games[] => (oneGame ? s.map(() => [1, 0, 0]) : s);
        const t = focusEvent(rules, xs, ys, one(xScores), one(yScores));
        const s = computeStandings(t);
        const x = s.find((r) => r.player === "x")!;
        const y = s.find((r) => r.player === "y")!;
        expect(x.points).toBe(y.points);
        expect(
          s
            .slice(0, 2)
            .map((r) => r.player)
            .sort(),
        ).toEqual(["x", "y"]);
        const profile = profileOf(rules);
        const tbs: Tiebreaker[] = profile.kind === "one-on-one" ? profile.tiebreakers : [];
        const at = tbs.indexOf("omw");
        // Level on everything up to and including OMW% ...
        for (const tb of tbs.slice(0, at + 1)) expect(x.tiebreakers[tb]).toBe(y.tiebreakers[tb]);
        // ... so the first later tiebreaker that differs decides, or they share the place.
        const next = tbs.slice(at + 1).find((tb: Tiebreaker) => x.tiebreakers[tb] !== y.tiebreakers[tb]);
        if (next === undefined) {
          expect(x.place).toBe(y.place);
        } else {
          const [hi, lo] = x.tiebreakers[next]! > y.tiebreakers[next]! ? [x, y] : [y, x];
          expect(hi.place).toBe(1);
          expect(lo.place).toBe(2);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("property: permuting the input order never changes a place", () => {
    fc.assert(
      fc.property(arbitrary, ({ rules, pair, xScores, yScores, order }) => {
        const oneGame = rules === "dreamblade";
        const one = (s: Games[]): Games[] => (oneGame ? s.map(() => [1, 0, 0]) : s);
        const t = focusEvent(rules, pair[0], pair[1], one(xScores), one(yScores));
        expect(placeOf(permuted(t, order))).toEqual(placeOf(t));
      }),
      { numRuns: 300 },
    );
  });
});
