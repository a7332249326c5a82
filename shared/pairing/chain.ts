// The reduced exact path, split at the big score groups (see reduced.ts and
// docs/pairing.md). No pair of an optimal pairing jumps over a big group,
// and at most r+1 pairs enter one from each side, so the field is a chain:
// segments of small groups joined by big groups. Each segment is matched
// exactly on its own, with r+1 or r+2 virtual members of the big group above
// and below it (the count's parity fixes the parity of the pairs crossing
// into that group); a dynamic programme over the chain picks the parities and
// the place of the bye so that every big group keeps an even remainder.
// Segments are small, so this is fast where one reduced matching of the whole
// field is not.
import { byeHeight, costOf, groupsOf, type Cost, type SwissPairing } from "./cost.ts";
import { lexMatching, type LexEdge } from "./exact.ts";
import type { Field } from "./field.ts";
import { realPairs, type Vertex } from "./virtual.ts";

type Tuple = [number, number, number]; // rematches, bye height, pair-down

const add = (a: Tuple, b: Tuple): Tuple => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const less = (a: Tuple, b: Tuple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

interface SegmentSolution {
  cost: Tuple;
  links: Array<[Vertex, Vertex]>;
}

export interface ChainResult extends SwissPairing {
  /** Segments between big groups, and the largest matching solved. */
  segments: number;
  largest: number;
  bigGroups: number;
  drawBits: number;
}

/**
 * The score groups big enough to stand in for (indices into `members`):
 * at least max(2r + 4d + 7, 3r + 6) players, where r is the most opponents
 * any active player has had and d the most any member has had inside the
 * group — enough for every exchange argument in docs/pairing.md.
 */
export function bigGroups(f: Field, members: number[][], r: number): number[] {
  const out: number[] = [];
  members.forEach((m, k) => {
    if (m.length < 3 * r + 6) return;
    const inGroup = new Set(m);
    let d = 0;
    for (const i of m) {
      let c = 0;
      for (const j of f.opponents[i]!) if (inGroup.has(j)) c++;
      d = Math.max(d, c);
    }
    if (m.length >= 2 * r + 4 * d + 7) out.push(k);
  });
  return out;
}

/** Returns null when no group is big enough (use the whole-field exact path). */
export function pairChain(f: Field): ChainResult | null {
  const n = f.ids.length;
  const g = groupsOf(f);
  const r = f.opponents.reduce((m, o) => Math.max(m, o.length), 0);
  const members: number[][] = g.totals.map(() => []);
  for (let i = 0; i < n; i++) members[g.groupOf[i]!]!.push(i);
  const bigs = bigGroups(f, members, r);
  if (bigs.length === 0) return null;
  const fewest = Math.min(...f.byes);
  const odd = n % 2 === 1;
  const H = g.totals.length;

  // Segment j lies between bigs[j-1] (above) and bigs[j] (below).
  const segments: number[][] = [];
  for (let j = 0; j <= bigs.length; j++) {
    const from = j === 0 ? 0 : bigs[j - 1]! + 1;
    const to = j === bigs.length ? H : bigs[j]!;
    const players: number[] = [];
    for (let k = from; k < to; k++) players.push(...members[k]!);
    segments.push(players);
  }
  let largest = 0;
  let drawBits = 32;

  const memo = new Map<string, SegmentSolution | null>();
  function solveSegment(j: number, pu: number, pl: number, byeHere: boolean): SegmentSolution | null {
    const key = `${j}|${pu}|${pl}|${byeHere ? 1 : 0}`;
    if (!memo.has(key)) memo.set(key, solveSegmentNow(j, pu, pl, byeHere));
    return memo.get(key)!;
  }
  function solveSegmentNow(j: number, pu: number, pl: number, byeHere: boolean): SegmentSolution | null {
    const above = j > 0 ? bigs[j - 1]! : -1;
    const below = j < bigs.length ? bigs[j]! : -1;
    const ku = above < 0 ? 0 : r + 1 + ((r + 1 + pu) & 1);
    const kl = below < 0 ? 0 : r + 1 + ((r + 1 + pl) & 1);
    if ((above < 0 && pu) || (below < 0 && pl)) return null;
    const vs: Vertex[] = segments[j]!.map((i) => ({ kind: "player", i }));
    for (let c = 0; c < ku; c++) vs.push({ kind: "virtual", group: above });
    for (let c = 0; c < kl; c++) vs.push({ kind: "virtual", group: below });
    if (byeHere) vs.push({ kind: "bye" });
    const N = vs.length;
    if (N % 2 === 1) return null;
    if (N === 0) return { cost: [0, 0, 0], links: [] };
    largest = Math.max(largest, N);
    const pts = (v: Vertex) => (v.kind === "player" ? f.points[v.i]! : v.kind === "virtual" ? g.totals[v.group]! : 0);
    const edges: LexEdge[] = [];
    for (let a = 0; a < N; a++) {
      const va = vs[a]!;
      for (let b = a + 1; b < N; b++) {
        const vb = vs[b]!;
        if (vb.kind === "bye") {
          if (va.kind === "player" && f.byes[va.i] === fewest) {
            edges.push({ a, b, rematch: 0, byeHeight: byeHeight(g, va.i), pairDown: 0, draw: f.pairKey(va.i, va.i) });
          }
          continue;
        }
        const d = pts(va) - pts(vb);
        const both = va.kind === "player" && vb.kind === "player";
        edges.push({ a, b, rematch: both && f.met(va.i, vb.i) > 0 ? 1 : 0, byeHeight: 0, pairDown: d * d, draw: both ? f.pairKey(va.i, vb.i) : 0 });
      }
    }
    const { mate, drawBits: bits } = lexMatching(N, edges, H);
    drawBits = Math.min(drawBits, bits);
    const cost: Tuple = [0, 0, 0];
    const links: Array<[Vertex, Vertex]> = [];
    for (let a = 0; a < N; a++) {
      const b = mate[a]!;
      if (b < 0) return null; // e.g. the bye has nobody with the fewest byes here
      if (b < a) continue;
      const va = vs[a]!;
      const vb = vs[b]!;
      links.push([va, vb]);
      if (vb.kind === "bye") cost[1] += byeHeight(g, (va as { i: number }).i);
      else {
        const d = pts(va) - pts(vb);
        cost[2] += d * d;
        if (va.kind === "player" && vb.kind === "player" && f.met(va.i, vb.i) > 0) cost[0]++;
      }
    }
    return { cost, links };
  }

  // DP over the chain. After segment j the state is the parity of the pairs
  // leaving bigs[j] downwards (set by what entered it and the bye) and
  // whether the bye is placed; each state keeps its cheapest history.
  interface Node {
    seg: SegmentSolution;
    byeBig: boolean;
    prev: Node | null;
  }
  type Entry = { cost: Tuple; pu: number; bye: boolean; node: Node | null };
  let frontier: Entry[] = [{ cost: [0, 0, 0], pu: 0, bye: false, node: null }];
  for (let j = 0; j < segments.length; j++) {
    const last = j === bigs.length;
    const next = new Map<string, Entry>();
    for (const st of frontier) {
      for (const pl of last ? [0] : [0, 1]) {
        for (const byeSeg of odd && !st.bye ? [false, true] : [false]) {
          const seg = solveSegment(j, st.pu, pl, byeSeg);
          if (!seg) continue;
          const G = last ? -1 : bigs[j]!;
          const byeBigOptions = [false];
          if (!last && odd && !st.bye && !byeSeg && members[G]!.some((i) => f.byes[i] === fewest)) byeBigOptions.push(true);
          for (const byeBig of byeBigOptions) {
            let cost = add(st.cost, seg.cost);
            if (byeBig) cost = add(cost, [0, H - 1 - G, 0]);
            const pu = last ? 0 : (members[G]!.length - pl - (byeBig ? 1 : 0)) & 1;
            const bye = st.bye || byeSeg || byeBig;
            const key = `${pu}|${bye ? 1 : 0}`;
            const old = next.get(key);
            if (!old || less(cost, old.cost) < 0) next.set(key, { cost, pu, bye, node: { seg, byeBig, prev: st.node } });
          }
        }
      }
    }
    frontier = [...next.values()];
  }
  const end = frontier.find((s) => s.bye === odd && s.pu === 0);
  if (!end) return null;

  // Walk back, collecting links and the big group that takes the bye.
  const links: Array<[Vertex, Vertex]> = [];
  let byeGroup = -1;
  let segIndex = segments.length - 1;
  for (let node = end.node; node; node = node.prev, segIndex--) {
    links.push(...node.seg.links);
    if (node.byeBig) byeGroup = bigs[segIndex]!;
  }

  // Back to real players (virtual.ts).
  const result = realPairs(f, members, bigs, links, byeGroup);
  const real: Cost = costOf(f, result, g);
  const want = end.cost;
  if (real.rematches !== want[0] || real.byeHeight !== want[1] || real.pairDown !== want[2]) {
    throw new Error("internal: the real pairing does not cost what the chain did");
  }
  return { ...result, segments: segments.length, largest, bigGroups: bigs.length, drawBits };
}
