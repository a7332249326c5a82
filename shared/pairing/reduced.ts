// The exact path for large fields that the cascade could not certify. Big
// score groups (see bigGroups in chain.ts) are replaced by 2r+3 or 2r+4 interchangeable "virtual" members, then
// the reduced field is matched exactly (exact.ts) and the virtual members are
// turned back into real ones. Why this is exact (docs/pairing.md has the
// long form):
// - In an optimal pairing at most r+1 pairs enter a big group from above (two
//   such pairs whose outside players have not met could be re-paired as
//   outside-outside and inside-inside, strictly cheaper on item 4, the rest of
//   the group re-paired without rematches by Dirac's theorem) and at most r+1
//   from below, plus perhaps the bye: 2r+3 virtual members, with the group's
//   parity, can stand for every such optimal pairing, so the reduced optimum
//   is no worse than the true one.
// - Back in the real field, every outside player crossing into a big group
//   finds a member they have not met (the group has far more than r), and
//   the group's remaining members, at least 2r+2, pair among themselves
//   without a rematch (Dirac again): the real pairing costs exactly what the
//   reduced one does. Both facts are checked while building the result.
import { byeHeight, costOf, groupsOf, type Cost, type SwissPairing } from "./cost.ts";
import { bigGroups } from "./chain.ts";
import { lexMatching, type LexEdge } from "./exact.ts";
import type { Field } from "./field.ts";
import { realPairs, type Vertex } from "./virtual.ts";

export interface ReducedResult extends SwissPairing {
  drawBits: number;
  /** Vertices of the reduced matching. */
  size: number;
  /** Score groups stood in for by virtual members. */
  bigGroups: number;
  /** Items 1-4 of the reduced optimum (equal to the real pairing's). */
  reducedCost: Cost;
}

/** Returns null when no group is big enough to reduce (use the plain exact path). */
export function pairReduced(f: Field): ReducedResult | null {
  const n = f.ids.length;
  const g = groupsOf(f);
  const r = f.opponents.reduce((m, o) => Math.max(m, o.length), 0);
  const members: number[][] = g.totals.map(() => []);
  for (let i = 0; i < n; i++) members[g.groupOf[i]!]!.push(i);
  const bigList = bigGroups(f, members, r);
  const bigSet = new Set(bigList);
  const big = members.map((_, k) => bigSet.has(k));
  if (!big.some(Boolean)) return null;
  const fewest = Math.min(...f.byes);

  const vertices: Vertex[] = [];
  for (let k = 0; k < members.length; k++) {
    if (!big[k]) for (const i of members[k]!) vertices.push({ kind: "player", i });
    else {
      const size = members[k]!.length;
      const v = 2 * r + 3 + ((2 * r + 3 - size) & 1); // parity of the real group
      for (let c = 0; c < v; c++) vertices.push({ kind: "virtual", group: k });
    }
  }
  if (n % 2 === 1) vertices.push({ kind: "bye" });
  const N = vertices.length;
  const pointsOf = (v: Vertex) => (v.kind === "player" ? f.points[v.i]! : v.kind === "virtual" ? g.totals[v.group]! : 0);
  const edges: LexEdge[] = [];
  const byeLinked = new Set<number>();
  for (let a = 0; a < N; a++) {
    const va = vertices[a]!;
    for (let b = a + 1; b < N; b++) {
      const vb = vertices[b]!;
      if (vb.kind === "bye") {
        if (va.kind === "player" && f.byes[va.i] === fewest) {
          edges.push({ a, b, rematch: 0, byeHeight: byeHeight(g, va.i), pairDown: 0, draw: f.pairKey(va.i, va.i) });
        } else if (va.kind === "virtual" && !byeLinked.has(va.group) && members[va.group]!.some((i) => f.byes[i] === fewest)) {
          // Virtual members are interchangeable: one of them is enough to stand for the bye.
          byeLinked.add(va.group);
          edges.push({ a, b, rematch: 0, byeHeight: g.totals.length - 1 - va.group, pairDown: 0, draw: 0 });
        }
        continue;
      }
      const d = pointsOf(va) - pointsOf(vb);
      const rematch = va.kind === "player" && vb.kind === "player" && f.met(va.i, vb.i) > 0 ? 1 : 0;
      const draw = va.kind === "player" && vb.kind === "player" ? f.pairKey(va.i, vb.i) : 0;
      edges.push({ a, b, rematch, byeHeight: 0, pairDown: d * d, draw });
    }
  }
  const { mate, drawBits } = lexMatching(N, edges, g.totals.length);

  // The reduced optimum's items 1-4.
  const reducedCost: Cost = { extraBye: 0, rematches: 0, byeHeight: 0, pairDown: 0 };
  const links: Array<[number, number]> = [];
  for (let a = 0; a < N; a++) {
    const b = mate[a]!;
    if (b < 0) throw new Error("internal: the reduced matching is not perfect");
    if (b < a) continue;
    links.push([a, b]);
    const va = vertices[a]!;
    const vb = vertices[b]!;
    if (vb.kind === "bye") {
      reducedCost.byeHeight = va.kind === "player" ? byeHeight(g, va.i) : g.totals.length - 1 - (va as { group: number }).group;
    } else {
      const d = pointsOf(va) - pointsOf(vb);
      reducedCost.pairDown += d * d;
      if (va.kind === "player" && vb.kind === "player" && f.met(va.i, vb.i) > 0) reducedCost.rematches++;
    }
  }

  // Back to real players (virtual.ts): the bye first (it needs a player with
  // the fewest byes), then outside players entering big groups, then big-big pairs.
  const result = realPairs(
    f,
    members,
    bigList,
    links.map(([x, y]): [Vertex, Vertex] => [vertices[x]!, vertices[y]!]),
  );
  const real = costOf(f, result, g);
  if (real.rematches !== reducedCost.rematches || real.byeHeight !== reducedCost.byeHeight || real.pairDown !== reducedCost.pairDown) {
    throw new Error("internal: the real pairing does not cost what the reduced one did");
  }
  return { ...result, drawBits, size: N, bigGroups: big.filter(Boolean).length, reducedCost };
}
