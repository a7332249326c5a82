// The exact path: one minimum-cost perfect matching over the whole field,
// the bye being a dummy vertex joined only to the players with the fewest
// byes (item 1 as a hard constraint). Items 2-5 are folded into one integer
// weight with mixed radices, each radix above the largest total the items
// below it can reach over a whole round, so the order is strictly
// lexicographic. The draw (item 5) gets as many bits as still fit below 2^50;
// on very large fields it gets none and the draw order of the vertices
// decides the remaining ties instead.
import { maxWeightMatching } from "./blossom.ts";
import { byeHeight, groupsOf, type SwissPairing } from "./cost.ts";
import type { Field } from "./field.ts";

const LIMIT = 2 ** 50;

/** One candidate pair of the matching, with its items 2-5. */
export interface LexEdge {
  a: number;
  b: number;
  rematch: 0 | 1;
  byeHeight: number;
  pairDown: number;
  /** The per-pair draw key, 0..2^32-1. */
  draw: number;
}

/**
 * Minimum-cost perfect matching of vertices 0..n-1 under the lexicographic
 * cost (rematches, bye height, pair-down, draw); `heights` bounds the bye
 * height (the number of score groups). Returns the mate of each vertex and
 * the number of draw bits that took part.
 */
export function lexMatching(n: number, edges: LexEdge[], heights: number): { mate: Int32Array; drawBits: number } {
  const P = Math.ceil(n / 2);
  let maxSq = 0;
  for (const e of edges) if (e.pairDown > maxSq) maxSq = e.pairDown;
  const S = P * maxSq + 1; // above any round's total pair-down cost
  const R = (heights + 1) * S; // above any round's (bye height, pair-down)
  if (2 * R * P >= LIMIT) throw new RangeError("field too large for exact integer weights");
  let bits = 20;
  while (bits > 0 && 2 * R * P * 2 ** bits >= LIMIT) bits--;
  const Dm = bits > 0 ? P * 2 ** bits : 1;
  const cost = (e: LexEdge) =>
    ((e.rematch * (heights + 1) + e.byeHeight) * S + e.pairDown) * Dm + (bits > 0 ? e.draw >>> (32 - bits) : 0);
  const top = 2 * R * Dm; // above every edge cost, so every weight is positive
  const from = new Int32Array(edges.length);
  const to = new Int32Array(edges.length);
  const weight = new Float64Array(edges.length);
  edges.forEach((e, k) => {
    from[k] = e.a;
    to[k] = e.b;
    weight[k] = top - cost(e);
  });
  return { mate: maxWeightMatching({ n, from, to, weight }, true), drawBits: bits };
}

export interface ExactResult extends SwissPairing {
  /** Bits of the per-pair draw that took part in the weight. */
  drawBits: number;
}

/** Pairs the whole field exactly. */
export function pairExact(f: Field): ExactResult {
  const n = f.ids.length;
  const g = groupsOf(f);
  const odd = n % 2 === 1;
  const edges: LexEdge[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const d = f.points[i]! - f.points[j]!;
      edges.push({ a: i, b: j, rematch: f.met(i, j) > 0 ? 1 : 0, byeHeight: 0, pairDown: d * d, draw: f.pairKey(i, j) });
    }
  if (odd) {
    const fewest = Math.min(...f.byes);
    for (let i = 0; i < n; i++) {
      if (f.byes[i] === fewest) edges.push({ a: i, b: n, rematch: 0, byeHeight: byeHeight(g, i), pairDown: 0, draw: f.pairKey(i, i) });
    }
  }
  const { mate, drawBits } = lexMatching(odd ? n + 1 : n, edges, g.totals.length);
  const pairs: Array<[number, number]> = [];
  let bye = -1;
  for (let a = 0; a < n; a++) {
    const b = mate[a]!;
    if (b === n) bye = a;
    else if (b > a) pairs.push([a, b]);
    else if (b < 0) throw new Error("internal: the exact matching left a player unpaired");
  }
  return { pairs, bye, drawBits };
}
