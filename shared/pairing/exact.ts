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

export interface ExactResult extends SwissPairing {
  /** Bits of the per-pair draw that took part in the weight. */
  drawBits: number;
}

/** Pairs the players `members` (indices into f) exactly; all of them when omitted. */
export function pairExact(f: Field, members?: number[]): ExactResult {
  const vs = members ?? f.ids.map((_, i) => i);
  const n = vs.length;
  const g = groupsOf(f);
  const odd = n % 2 === 1;
  const P = Math.ceil(n / 2);
  const H = g.totals.length;
  let maxSq = 0;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const d = f.points[vs[a]!]! - f.points[vs[b]!]!;
      if (d * d > maxSq) maxSq = d * d;
    }
  const S = P * maxSq + 1; // above any round's total pair-down cost
  const R = (H + 1) * S; // above any round's (bye height, pair-down)
  let bits = 20;
  while (bits > 0 && 2 * R * P * 2 ** bits >= LIMIT) bits--;
  if (2 * R >= LIMIT) throw new RangeError("field too large for exact integer weights");
  const Dm = bits > 0 ? P * 2 ** bits : 1;
  const drawOf = (i: number, j: number) => (bits > 0 ? f.pairKey(i, j) >>> (32 - bits) : 0);
  const cost = (rem: number, height: number, sq: number, draw: number) => ((rem * (H + 1) + height) * S + sq) * Dm + draw;
  const top = cost(1, H, maxSq, bits > 0 ? 2 ** bits - 1 : 0) + 1;

  const from: number[] = [];
  const to: number[] = [];
  const weight: number[] = [];
  for (let a = 0; a < n; a++) {
    const i = vs[a]!;
    for (let b = a + 1; b < n; b++) {
      const j = vs[b]!;
      const d = f.points[i]! - f.points[j]!;
      from.push(a);
      to.push(b);
      weight.push(top - cost(f.met(i, j) > 0 ? 1 : 0, 0, d * d, drawOf(i, j)));
    }
  }
  if (odd) {
    let fewest = Infinity;
    for (const i of vs) fewest = Math.min(fewest, f.byes[i]!);
    for (let a = 0; a < n; a++) {
      const i = vs[a]!;
      if (f.byes[i] !== fewest) continue;
      from.push(a);
      to.push(n);
      weight.push(top - cost(0, byeHeight(g, i), 0, drawOf(i, i)));
    }
  }
  const mate = maxWeightMatching({ n: odd ? n + 1 : n, from, to, weight }, true);
  const pairs: Array<[number, number]> = [];
  let bye = -1;
  for (let a = 0; a < n; a++) {
    const b = mate[a]!;
    if (b === n) bye = vs[a]!;
    else if (b > a) pairs.push([vs[a]!, vs[b]!]);
    else if (b < 0) throw new Error("internal: the exact matching left a player unpaired");
  }
  return { pairs, bye, drawBits: bits };
}


