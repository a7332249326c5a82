// Test support: an independent reading of R-PAIR-2's items 1-4 (not the engine's
// code) and a brute force over every pairing of a small field.
import { expect } from "vitest";
import type { Match, Tournament } from "../model/types.ts";
import { pointsAfter } from "../standings/points.ts";

/** Items 1-4 [extraBye, rematches, byeHeight, pairDown]; with draft pods [extraBye, rematches, crossPod, byeHeight, pairDown]. */
export type Tuple = number[];
export interface Facts {
  ids: string[];
  points: Map<string, number>;
  byes: Map<string, number>;
  met: Map<string, number>;
  /** Draft pods (players missing from the map have none); absent: no pods. */
  pods?: Map<string, number>;
}
const pairName = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
export function facts(t: Tournament, pods?: Record<string, number>): Facts {
  const ids = t.players.filter((p) => p.dropped === null).map((p) => p.id);
  const points = pointsAfter(t);
  const byes = new Map(ids.map((id) => [id, 0]));
  const met = new Map<string, number>();
  for (const r of t.rounds)
    for (const m of r.matches) {
      if ("bye" in m) byes.set(m.players[0], (byes.get(m.players[0]) ?? 0) + 1);
      else if (m.players.length === 2) {
        const k = pairName(m.players[0]!, m.players[1]!);
        if (!met.has(k)) met.set(k, r.number);
      }
    }
  const podMap = pods
    ? new Map(Object.entries(pods))
    : t.players.some((p) => p.pod !== undefined)
      ? new Map(t.players.filter((p) => p.pod !== undefined).map((p) => [p.id, p.pod!]))
      : undefined;
  return podMap ? { ids, points, byes, met, pods: podMap } : { ids, points, byes, met };
}
export function costs(F: Facts, pairs: Array<[string, string]>, bye: string | null): Tuple {
  const fewest = Math.min(...F.ids.map((id) => F.byes.get(id)!));
  const totals = [...new Set(F.ids.map((id) => F.points.get(id)!))];
  let rem = 0;
  let cross = 0;
  let sq = 0;
  for (const [a, b] of pairs) {
    if (F.met.has(pairName(a, b))) rem++;
    // In one pod only when both have a pod and it is the same one.
    if (F.pods && (F.pods.get(a) === undefined || F.pods.get(a) !== F.pods.get(b))) cross++;
    sq += (F.points.get(a)! - F.points.get(b)!) ** 2;
  }
  const extra = bye !== null && F.byes.get(bye)! > fewest ? 1 : 0;
  const height = bye === null ? 0 : totals.filter((p) => p < F.points.get(bye)!).length;
  return F.pods ? [extra, rem, cross, height, sq] : [extra, rem, height, sq];
}
const less = (a: Tuple, b: Tuple) => {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! < b[k]!;
  return false;
};
/** The best items 1-4 over EVERY pairing (and every bye), by enumeration. */
export function bruteOptimum(F: Facts, byeFilter: (id: string) => boolean = () => true): Tuple {
  let best: Tuple = (F.pods ? [0, 0, 0, 0, 0] : [0, 0, 0, 0]).map(() => Infinity);
  const byeChoices = F.ids.length % 2 === 1 ? F.ids.filter(byeFilter) : [null];
  for (const bye of byeChoices) {
    const rest = F.ids.filter((id) => id !== bye);
    const pairs: Array<[string, string]> = [];
    const go = (left: string[]) => {
      if (left.length === 0) {
        const c = costs(F, pairs, bye);
        if (less(c, best)) best = c;
        return;
      }
      const [a, ...others] = left;
      for (let k = 0; k < others.length; k++) {
        pairs.push([a!, others[k]!]);
        go(others.filter((_, j) => j !== k));
        pairs.pop();
      }
    };
    go(rest);
  }
  return best;
}
export function read(matches: Match[]): { pairs: Array<[string, string]>; bye: string | null } {
  const pairs: Array<[string, string]> = [];
  let bye: string | null = null;
  for (const m of matches) {
    if ("bye" in m) bye = m.players[0];
    else pairs.push([m.players[0]!, m.players[1]!]);
  }
  return { pairs, bye };
}
export function assertComplete(t: Tournament, matches: Match[]) {
  const active = t.players
    .filter((p) => p.dropped === null)
    .map((p) => p.id)
    .sort();
  const seen = matches.flatMap((m) => m.players).sort();
  expect(seen).toEqual(active);
  const tables = matches.filter((m) => "table" in m).map((m) => (m as { table: number }).table);
  expect(tables).toEqual(tables.map((_, k) => k + 1));
  if (matches.some((m) => "bye" in m)) expect("bye" in matches[matches.length - 1]!).toBe(true);
}
