// Virtual members of big score groups, shared by the reduced exact path
// (reduced.ts) and its chain split (chain.ts): the vertices of a reduced
// matching, and the way back from its links to real players.
import { matchPool } from "./cascade.ts";
import type { Field } from "./field.ts";

/** A vertex of a reduced matching: a real player, one interchangeable member of big score group `group`, or the bye. */
export type Vertex = { kind: "player"; i: number } | { kind: "virtual"; group: number } | { kind: "bye" };

/**
 * Turns the links of a reduced matching back into real pairs. `members` are
 * the players of each score group, `bigs` the big groups (ascending) that
 * virtual members stood in for; `byeGroup`, when not -1, is a big group that
 * gives the bye without a link. The bye goes first (it needs a member with
 * the fewest byes), then outside players entering big groups (each takes the
 * first member they have not met), then pairs between two big groups; last,
 * each big group's remaining members pair among themselves without a
 * rematch. Throws when a step that docs/pairing.md proves possible fails.
 *
 * @example
 * // Player 0 links to a virtual member of big group 1: it gets a member of
 * // group 1 it has not met, and the rest of group 1 pairs inside the group.
 * realPairs(f, members, [1], [[{ kind: "player", i: 0 }, { kind: "virtual", group: 1 }]]);
 */
export function realPairs(
  f: Field,
  members: number[][],
  bigs: number[],
  links: Array<[Vertex, Vertex]>,
  byeGroup = -1,
): { pairs: Array<[number, number]>; bye: number } {
  const fewest = Math.min(...f.byes);
  const free = members.map((m, k) => (bigs.includes(k) ? new Set(m) : new Set<number>()));
  const take = (k: number, ok: (i: number) => boolean): number => {
    for (const i of free[k]!) {
      if (ok(i)) {
        free[k]!.delete(i);
        return i;
      }
    }
    throw new Error("internal: a big score group had no fitting member");
  };
  const pairs: Array<[number, number]> = [];
  let bye = byeGroup >= 0 ? take(byeGroup, (i) => f.byes[i] === fewest) : -1;
  const rank = ([x, y]: [Vertex, Vertex]) => (x.kind === "bye" || y.kind === "bye" ? 0 : x.kind === "player" || y.kind === "player" ? 1 : 2);
  const ordered = [...links].sort((p, q) => rank(p) - rank(q));
  for (const [va, vb] of ordered) {
    if (vb.kind === "bye") bye = va.kind === "player" ? va.i : take((va as { group: number }).group, (i) => f.byes[i] === fewest);
    else if (va.kind === "player" && vb.kind === "player") pairs.push([va.i, vb.i]);
    else if (va.kind === "player" && vb.kind === "virtual") pairs.push([va.i, take(vb.group, (i) => f.met(va.i, i) === 0)]);
    else if (va.kind === "virtual" && vb.kind === "player") pairs.push([vb.i, take(va.group, (i) => f.met(vb.i, i) === 0)]);
    else if (va.kind === "virtual" && vb.kind === "virtual" && va.group !== vb.group) {
      const x = take(va.group, () => true);
      pairs.push([x, take(vb.group, (i) => f.met(x, i) === 0)]);
    }
    // Two virtual members of one group: a pair inside the group, made below.
  }
  for (const k of bigs) {
    const rest = [...free[k]!].sort((a, b) => a - b); // draw order
    const inside = matchPool(f, rest);
    if (!inside) throw new Error("internal: a big score group could not pair its remaining members");
    pairs.push(...inside);
  }
  return { pairs, bye };
}
