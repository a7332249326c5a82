// The objective of R-PAIR-2 (the priority order), items 1-4, as numbers, and a
// lower bound on them that certifies a pairing optimal when it is reached.
import { crossPod, type Field } from "./field.ts";

export interface SwissPairing {
  pairs: Array<[number, number]>;
  /** Index of the bye receiver, -1 when the field is even. */
  bye: number;
}

/** Items 1-4, compared in this order (lower is better). */
export interface Cost {
  /** 1: the bye went to someone with more byes than the fewest (0 or 1). */
  extraBye: number;
  /** 2: pairs who already met. */
  rematches: number;
  /** 2b, draft events only (R-PAIR-6): pairs across draft pods. Absent without pods. */
  crossPod?: number;
  /** 3: distinct point totals among active players below the bye receiver's. */
  byeHeight: number;
  /** 4: sum over pairs of (points difference)^2. */
  pairDown: number;
}

export function compareCost(a: Cost, b: Cost): number {
  return a.extraBye - b.extraBye || a.rematches - b.rematches || (a.crossPod ?? 0) - (b.crossPod ?? 0) || a.byeHeight - b.byeHeight || a.pairDown - b.pairDown;
}

/** Score groups: distinct point totals, highest first, and each player's group. */
export interface Groups {
  totals: number[];
  groupOf: Int32Array;
}

export function groupsOf(f: Field): Groups {
  const totals = [...new Set(f.points)].sort((a, b) => b - a);
  const at = new Map(totals.map((p, g) => [p, g]));
  const groupOf = new Int32Array(f.ids.length);
  f.points.forEach((p, i) => (groupOf[i] = at.get(p)!));
  return { totals, groupOf };
}

/** Height of a bye given to player i: 0 in the bottom group. */
export function byeHeight(g: Groups, i: number): number {
  return g.totals.length - 1 - g.groupOf[i]!;
}

export function minByes(f: Field): number {
  return f.byes.reduce((m, b) => Math.min(m, b), Infinity);
}

export function costOf(f: Field, p: SwissPairing, g: Groups = groupsOf(f)): Cost {
  let rematches = 0;
  let cross = 0;
  let pairDown = 0;
  for (const [a, b] of p.pairs) {
    if (f.met(a, b) > 0) rematches++;
    cross += crossPod(f, a, b);
    const d = f.points[a]! - f.points[b]!;
    pairDown += d * d;
  }
  const bye = p.bye;
  return {
    extraBye: bye >= 0 && f.byes[bye]! > minByes(f) ? 1 : 0,
    rematches,
    ...(f.pods ? { crossPod: cross } : {}),
    byeHeight: bye >= 0 ? byeHeight(g, bye) : 0,
    pairDown,
  };
}

/**
 * No pairing can cost less than this: no rematch, the bye in the lowest group
 * holding a player with the fewest byes, and one crossing of every boundary
 * between score groups with an odd number of players above it (a pair from
 * group a down to group c costs (a-c)^2, at least the sum of the squared gaps
 * it crosses).
 */
export function lowerBound(f: Field, g: Groups = groupsOf(f)): Cost & { byeGroup: number } {
  const n = f.ids.length;
  let byeGroup = -1;
  if (n % 2 === 1) {
    const fewest = minByes(f);
    for (let i = 0; i < n; i++) if (f.byes[i] === fewest && g.groupOf[i]! > byeGroup) byeGroup = g.groupOf[i]!;
  }
  const size = new Array(g.totals.length).fill(0);
  for (let i = 0; i < n; i++) size[g.groupOf[i]!]++;
  if (byeGroup >= 0) size[byeGroup]--;
  let above = 0;
  let pairDown = 0;
  for (let k = 0; k + 1 < g.totals.length; k++) {
    above += size[k];
    if (above % 2 === 1) {
      const gap = g.totals[k]! - g.totals[k + 1]!;
      pairDown += gap * gap;
    }
  }
  return {
    extraBye: 0,
    rematches: 0,
    ...(f.pods ? { crossPod: crossPodBound(f) } : {}),
    byeHeight: byeGroup >= 0 ? g.totals.length - 1 - byeGroup : 0,
    pairDown,
    byeGroup,
  };
}

/**
 * Draft pods: every pod left with an odd number of players sends at least one
 * of them to another pod, and one cross-pod pair serves two such pods; the bye
 * can even out one pod. So at least floor(odd pods / 2) cross-pod pairs.
 */
export function crossPodBound(f: Field): number {
  if (!f.pods) return 0;
  const size = new Map<number, number>();
  for (const p of f.pods) size.set(p, (size.get(p) ?? 0) + 1);
  let odd = 0;
  for (const s of size.values()) odd += s % 2;
  return Math.floor(odd / 2);
}
