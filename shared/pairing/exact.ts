// The exact path: one minimum-cost perfect matching over the whole field,
// the bye being a dummy vertex joined only to the players with the fewest
// byes (item 1 as a hard constraint). Items 2-5 are folded into one integer
// weight with mixed radices, each radix above the largest total the items
// below it can reach over a whole round, so the order is strictly
// lexicographic. The draw (item 5) gets as many bits as still fit below 2^50;
// on very large fields it gets none and the draw order of the vertices
// decides the remaining ties instead.
//
// Large fields are matched on a sparse graph first (pairs within two score
// groups of each other, and every bye edge) and then certified on the
// complete graph with the matching's duals: a pair left out whose slack is
// not negative could not have made the pairing cheaper. Pairs that fail the
// check are added and the matching is run again.
import { maxWeightMatching } from "./blossom.ts";
import { byeHeight, groupsOf, type SwissPairing } from "./cost.ts";
import { crossPod, type Field } from "./field.ts";

const LIMIT = 2 ** 50;

/** One candidate pair of the matching, with its items 2-5. */
export interface LexEdge {
  a: number;
  b: number;
  rematch: 0 | 1;
  /** Draft events: 1 for a pair across pods (ranks right below the rematch). */
  crossPod?: 0 | 1;
  byeHeight: number;
  pairDown: number;
  /** The per-pair draw key, 0..2^32-1. */
  draw: number;
}

/** The radices of one matching: n vertices, the largest pair-down of any pair, the number of score groups. */
export interface LexScale {
  S: number;
  heights: number;
  /** Above any round's number of cross-pod pairs (1 without pods: the item is always 0). */
  C: number;
  Dm: number;
  bits: number;
  top: number;
}

export function lexScale(n: number, maxSq: number, heights: number, pods = false): LexScale {
  const P = Math.ceil(n / 2);
  const S = P * maxSq + 1; // above any round's total pair-down cost
  const C = pods ? P + 1 : 1; // above any round's number of cross-pod pairs
  const R = C * (heights + 1) * S; // above any round's (cross-pod, bye height, pair-down)
  if (2 * R * P >= LIMIT) throw new RangeError("field too large for exact integer weights");
  let bits = 20;
  while (bits > 0 && 2 * R * P * 2 ** bits >= LIMIT) bits--;
  const Dm = bits > 0 ? P * 2 ** bits : 1;
  return { S, heights, C, Dm, bits, top: 2 * R * Dm }; // top: above every edge cost
}

/** The matching weight of a pair: higher is better. */
export function lexWeight(s: LexScale, e: Omit<LexEdge, "a" | "b">): number {
  const cost =
    (((e.rematch * s.C + (e.crossPod ?? 0)) * (s.heights + 1) + e.byeHeight) * s.S + e.pairDown) * s.Dm + (s.bits > 0 ? e.draw >>> (32 - s.bits) : 0);
  return s.top - cost;
}

/**
 * Minimum-cost perfect matching of vertices 0..n-1 under the lexicographic
 * cost (rematches, bye height, pair-down, draw); `heights` bounds the bye
 * height (the number of score groups). Returns the mate of each vertex and
 * the number of draw bits that took part.
 */
export function lexMatching(n: number, edges: LexEdge[], heights: number, scale?: LexScale, duals?: Float64Array): { mate: Int32Array; drawBits: number } {
  let maxSq = 0;
  for (const e of edges) if (e.pairDown > maxSq) maxSq = e.pairDown;
  const s = scale ?? lexScale(n, maxSq, heights);
  const from = new Int32Array(edges.length);
  const to = new Int32Array(edges.length);
  const weight = new Float64Array(edges.length);
  edges.forEach((e, k) => {
    from[k] = e.a;
    to[k] = e.b;
    weight[k] = lexWeight(s, e);
  });
  return { mate: maxWeightMatching({ n, from, to, weight }, true, duals), drawBits: s.bits };
}

export interface ExactResult extends SwissPairing {
  /** Bits of the per-pair draw that took part in the weight. */
  drawBits: number;
  /** Pairs in the last matching run, and how many runs the dual check needed (sparse path). */
  edges: number;
  rounds: number;
}

/** Score groups apart within which pairs are in the first sparse graph. */
const SPARSE_REACH = 2;
/** Fields up to this size use the complete graph directly. */
const DENSE_UP_TO = 160;

/** Pairs the whole field exactly. `dense` forces the complete graph (tests). */
export function pairExact(f: Field, dense = f.ids.length <= DENSE_UP_TO): ExactResult {
  const n = f.ids.length;
  const g = groupsOf(f);
  const H = g.totals.length;
  const odd = n % 2 === 1;
  const N = odd ? n + 1 : n;
  const span = g.totals[0]! - g.totals[H - 1]!;
  const scale = lexScale(N, span * span, H, f.pods !== null);
  const fewest = Math.min(...f.byes);
  const edgeOf = (i: number, j: number): LexEdge => {
    const d = f.points[i]! - f.points[j]!;
    return {
      a: i,
      b: j,
      rematch: f.met(i, j) > 0 ? 1 : 0,
      crossPod: crossPod(f, i, j),
      byeHeight: 0,
      pairDown: d * d,
      draw: f.pairKey(i, j),
    };
  };
  const byeEdges: LexEdge[] = [];
  if (odd) {
    for (let i = 0; i < n; i++) {
      if (f.byes[i] === fewest) byeEdges.push({ a: i, b: n, rematch: 0, byeHeight: byeHeight(g, i), pairDown: 0, draw: f.pairKey(i, i) });
    }
  }
  // Draft events: the first graph holds every pair of pod-mates and a band of
  // partners near in the standings (then the dual check over every pair).
  const band = f.pods !== null && !dense ? podBandGraph(f, g.groupOf) : null;
  const inGraph = band
    ? (i: number, j: number) => band[i < j ? i * n + j : j * n + i] === 1
    : (i: number, j: number) => dense || Math.abs(g.groupOf[i]! - g.groupOf[j]!) <= SPARSE_REACH;
  const edges: LexEdge[] = [...byeEdges];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (inGraph(i, j)) edges.push(edgeOf(i, j));
  const members: number[][] = g.totals.map(() => []);
  for (let i = 0; i < n; i++) members[g.groupOf[i]!]!.push(i);
  const added = new Set<number>();
  const duals = new Float64Array(N);
  for (let run = 1; ; run++) {
    const { mate } = lexMatching(N, edges, H, scale, duals);
    const perfect = Array.from({ length: N }, (_, v) => mate[v]! >= 0).every(Boolean);
    const violations: LexEdge[] = [];
    if (!dense && perfect) {
      // The dual check over every pair left out, group by group first: the
      // best weight a pair of groups can have ignores rematch and draw.
      const minDual = g.totals.map(() => Infinity);
      for (let i = 0; i < n; i++) minDual[g.groupOf[i]!] = Math.min(minDual[g.groupOf[i]!]!, duals[i]!);
      for (let a = 0; a < H; a++) {
        // With pods, pairs of near groups can be missing too (cross-pod pairs outside the band).
        for (let b = band ? a : a + SPARSE_REACH + 1; b < H; b++) {
          const d = g.totals[a]! - g.totals[b]!;
          const best = lexWeight(scale, { rematch: 0, byeHeight: 0, pairDown: d * d, draw: 0 });
          if (minDual[a]! + minDual[b]! - 2 * best >= 0) continue;
          for (const i of members[a]!) {
            for (const j of members[b]!) {
              if (a === b && j <= i) continue;
              const key = i < j ? i * n + j : j * n + i;
              if (added.has(key) || (band && band[key] === 1)) continue;
              const e = edgeOf(Math.min(i, j), Math.max(i, j));
              if (duals[i]! + duals[j]! - 2 * lexWeight(scale, e) < 0) {
                violations.push(e);
                added.add(key);
              }
            }
          }
        }
      }
    }
    if (perfect && violations.length === 0) {
      const pairs: Array<[number, number]> = [];
      let bye = -1;
      for (let a = 0; a < n; a++) {
        const b = mate[a]!;
        if (b === n) bye = a;
        else if (b > a) pairs.push([a, b]);
      }
      return { pairs, bye, drawBits: scale.bits, edges: edges.length, rounds: run };
    }
    if (!perfect) {
      // Cannot happen on the complete graph; on a sparse one, add every pair.
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          if (!inGraph(i, j) && !added.has(i * n + j)) {
            added.add(i * n + j);
            edges.push(edgeOf(i, j));
          }
        }
      }
    } else for (const e of violations) edges.push(e);
  }
}

/** Partners each player gets in the first graph of a draft event, beyond the pod-mates. */
const POD_BAND = 12;

/**
 * The first graph of a large draft event, as an n×n upper-triangle bitmap:
 * every pair of pod-mates, and each player with the next POD_BAND players in
 * standings order (score group, then draw order), whatever their pods. The
 * dual check then adds whatever pair could still improve the matching.
 */
function podBandGraph(f: Field, groupOf: Int32Array): Uint8Array {
  const n = f.ids.length;
  const has = new Uint8Array(n * n);
  const mark = (i: number, j: number) => {
    if (i !== j) has[i < j ? i * n + j : j * n + i] = 1;
  };
  const byPod = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const mates = byPod.get(f.pods![i]!) ?? [];
    for (const j of mates) mark(i, j);
    mates.push(i);
    byPod.set(f.pods![i]!, mates);
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => groupOf[x]! - groupOf[y]! || x - y);
  for (let p = 0; p < n; p++) for (let q = p + 1; q <= p + POD_BAND && q < n; q++) mark(order[p]!, order[q]!);
  return has;
}
