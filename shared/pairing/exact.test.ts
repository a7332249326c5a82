// The sparse exact matching (pairs within two score groups, certified on the
// complete graph by its duals) against the complete-graph matching.
import { describe, expect, it } from "vitest";
import { costOf } from "./cost.ts";
import { pairExact } from "./exact.ts";
import { makeField, type Field } from "./field.ts";
import { rng } from "../test-support/random-events.ts";

function field(seed: number, extra?: (points: number[], meetings: Array<[number, number, number]>) => void): Field {
  const rnd = rng(seed);
  const n = 161 + Math.floor(rnd() * 80);
  const points = Array.from({ length: n }, () => Math.floor(rnd() * 10));
  const meetings: Array<[number, number, number]> = [];
  for (let k = 0; k < n * 2; k++) meetings.push([Math.floor(rnd() * n), Math.floor(rnd() * n), 1 + Math.floor(rnd() * 4)]);
  extra?.(points, meetings);
  return makeField({
    round: 5,
    ids: points.map((_, i) => `e${i}`),
    points,
    byes: points.map(() => (rnd() < 0.5 ? 1 : 0)),
    meetings,
    pairKey: (i, j) => (Math.imul(Math.min(i, j) + 1, 0x9e3779b1) ^ Math.imul(Math.max(i, j) + 7, 0x85ebca6b)) >>> 0,
  });
}

describe("sparse exact matching", () => {
  it("costs what the complete-graph matching costs (items 1-4), on 8 random fields of 161-240 players", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const f = field(seed);
      const sparse = pairExact(f);
      const dense = pairExact(f, true);
      expect(costOf(f, sparse), `seed ${seed}`).toEqual(costOf(f, dense));
      expect(sparse.edges).toBeLessThan(dense.edges);
    }
  });

  it("adds the pairs its dual check finds, when the best partner is further than two groups away", () => {
    // The only player on 12 points has met everyone on 9 and 8 (and there is
    // nobody on 11 or 10): the best partner is on 7 points, three groups down.
    const f = field(42, (points, meetings) => {
      points[0] = 12;
      for (let i = 1; i < points.length; i++) if (points[i] === 9 || points[i] === 8) meetings.push([0, i, 1]);
    });
    const sparse = pairExact(f);
    expect(sparse.rounds).toBeGreaterThan(1);
    expect(costOf(f, sparse)).toEqual(costOf(f, pairExact(f, true)));
    const partner = sparse.pairs.find((p) => p.includes(0))!;
    expect(f.met(partner[0], partner[1])).toBe(0);
  });
});
