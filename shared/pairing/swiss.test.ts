import { describe, expect, it } from "vitest";
import type { Match, Tournament } from "../model/types.ts";
import { pointsAfter } from "../standings/points.ts";
import { pairNextRound, PairingError } from "./index.ts";
import { players, randomDrops, randomRound, reportAll, rng, tournament } from "./testkit.ts";

// --- An independent reading of items 1-4 (not the engine's code) ---
type Tuple = [number, number, number, number];
interface Facts {
  ids: string[];
  points: Map<string, number>;
  byes: Map<string, number>;
  met: Map<string, number>;
}
const pairName = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
function facts(t: Tournament): Facts {
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
  return { ids, points, byes, met };
}
function costs(F: Facts, pairs: Array<[string, string]>, bye: string | null): Tuple {
  const fewest = Math.min(...F.ids.map((id) => F.byes.get(id)!));
  const totals = [...new Set(F.ids.map((id) => F.points.get(id)!))];
  let rem = 0;
  let sq = 0;
  for (const [a, b] of pairs) {
    if (F.met.has(pairName(a, b))) rem++;
    sq += (F.points.get(a)! - F.points.get(b)!) ** 2;
  }
  const extra = bye !== null && F.byes.get(bye)! > fewest ? 1 : 0;
  const height = bye === null ? 0 : totals.filter((p) => p < F.points.get(bye)!).length;
  return [extra, rem, height, sq];
}
const less = (a: Tuple, b: Tuple) => {
  for (let k = 0; k < 4; k++) if (a[k] !== b[k]) return a[k]! < b[k]!;
  return false;
};
/** The best items 1-4 over EVERY pairing (and every bye), by enumeration. */
function bruteOptimum(F: Facts): Tuple {
  let best: Tuple = [Infinity, Infinity, Infinity, Infinity];
  const byeChoices = F.ids.length % 2 === 1 ? F.ids : [null];
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
function read(matches: Match[]): { pairs: Array<[string, string]>; bye: string | null } {
  const pairs: Array<[string, string]> = [];
  let bye: string | null = null;
  for (const m of matches) {
    if ("bye" in m) bye = m.players[0];
    else pairs.push([m.players[0]!, m.players[1]!]);
  }
  return { pairs, bye };
}
function assertComplete(t: Tournament, matches: Match[]) {
  const active = t.players.filter((p) => p.dropped === null).map((p) => p.id).sort();
  const seen = matches.flatMap((m) => m.players).sort();
  expect(seen).toEqual(active);
  const tables = matches.filter((m) => "table" in m).map((m) => (m as { table: number }).table);
  expect(tables).toEqual(tables.map((_, k) => k + 1));
  if (matches.some((m) => "bye" in m)) expect("bye" in matches[matches.length - 1]!).toBe(true);
}

describe("Swiss pairing is optimal on items 1-4 (brute force over every pairing)", () => {
  for (const method of ["auto", "cascade"] as const) {
    it(`random small fields, path ${method}`, () => {
      const rnd = rng(method === "auto" ? 2026 : 77);
      let checked = 0;
      let withRematch = 0;
      let byeUp = 0;
      for (let trial = 0; trial < 260; trial++) {
        const n = 4 + Math.floor(rnd() * 9); // 4..12
        let t = tournament(`bf-${method}-${trial}`, players(n));
        const rounds = 1 + Math.floor(rnd() * 5);
        for (let r = 0; r < rounds; r++) {
          // Mix engine rounds and random rounds: random ones create forced rematches.
          if (rnd() < 0.5) t = { ...t, rounds: [...t.rounds, randomRound(t, rnd)] };
          else {
            const res = pairNextRound(t);
            t = reportAll({ ...t, rounds: [...t.rounds, { number: res.round, matches: res.matches }] }, rnd, 0.15);
          }
          if (rnd() < 0.3) t = randomDrops(t, rnd, 0.12);
          if (t.players.filter((p) => p.dropped === null).length < 4) break;
        }
        if (t.players.filter((p) => p.dropped === null).length < 4) continue;
        const res = pairNextRound(t, { method });
        assertComplete(t, res.matches);
        const F = facts(t);
        const { pairs, bye } = read(res.matches);
        const got = costs(F, pairs, bye);
        const opt = bruteOptimum(F);
        expect(got, `trial ${trial}`).toEqual(opt);
        if ("cost" in res.certificate) expect(res.certificate.cost).toEqual({ extraBye: got[0], rematches: got[1], byeHeight: got[2], pairDown: got[3] });
        checked++;
        if (opt[1] > 0) withRematch++;
        if (opt[2] > 0) byeUp++;
      }
      expect(checked).toBeGreaterThan(200);
      // The sample really exercises forced rematches and raised byes.
      expect(withRematch).toBeGreaterThan(10);
      expect(byeUp).toBeGreaterThan(3);
    });
  }
});
