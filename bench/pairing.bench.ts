// Swiss pairing at 64, 256, 1,024 and 5,000 players, in a middle and a late
// round of realistic events (seeded random results with draws, and drops),
// against the npm package tournament-pairings (GPL; used here only as a
// benchmark, never copied) on the same fields up to 1,024 players.
// Goals (2-core machine): 1,024 players < 150 ms, 5,000 < 1 s.
import { Swiss } from "tournament-pairings";
import type { Tournament } from "../shared/model/types.ts";
import { costOf, type Cost } from "../shared/pairing/cost.ts";
import { fieldOf } from "../shared/pairing/field.ts";
import { pairNextRound } from "../shared/pairing/index.ts";
import { players, randomDrops, reportAll, rng, tournament } from "../shared/test-support/random-events.ts";
import { median, peakMemory, round1 } from "./harness.ts";

export const name = "pairing";

const SIZES = [64, 256, 1024, 5000];
const COMPARE_UP_TO = 1024;

/** Plays rounds 1..upTo-1 with Topcut pairings and random results (8% draws, 3% drops per round). */
function eventBefore(n: number, upTo: number, seed: number): Tournament {
  const rnd = rng(seed);
  let t = tournament(`bench-${n}-${seed}`, players(n));
  for (let r = 1; r < upTo; r++) {
    const res = pairNextRound(t);
    t = reportAll({ ...t, rounds: [...t.rounds, { number: res.round, matches: res.matches }] }, rnd, 0.08);
    t = randomDrops(t, rnd, 0.03);
  }
  return t;
}

const fmt = (c: Cost) => `${c.extraBye}/${c.rematches}/${c.byeHeight}/${c.pairDown}`;

/** The same field paired by tournament-pairings, scored with Topcut's items 1-4. */
function theirs(t: Tournament): { ms: number; cost: Cost } {
  const { field } = fieldOf(t);
  const input = field.ids.map((id, i) => ({
    id,
    score: field.points[i]!,
    receivedBye: field.byes[i]! > 0,
    avoid: field.opponents[i]!.map((j) => field.ids[j]!),
  }));
  const round = t.rounds.length + 1;
  let out: ReturnType<typeof Swiss> = [];
  const ms = median(() => (out = Swiss(input, round)), 3);
  const index = new Map(field.ids.map((id, i) => [id, i]));
  const pairs: Array<[number, number]> = [];
  let bye = -1;
  for (const m of out) {
    const a = m.player1 == null ? -1 : index.get(String(m.player1))!;
    const b = m.player2 == null ? -1 : index.get(String(m.player2))!;
    if (a >= 0 && b >= 0) pairs.push([a, b]);
    else bye = Math.max(a, b);
  }
  return { ms, cost: costOf(field, { pairs, bye }) };
}

export function run() {
  const rows: Record<string, unknown>[] = [];
  const fields: Array<{ n: number; r: number; t: Tournament; row: Record<string, unknown> }> = [];
  // Topcut first, so the peak RSS is ours and not the comparison's.
  for (const n of SIZES) {
    const rounds = Math.ceil(Math.log2(n)) + (n >= 1024 ? 1 : 0);
    for (const [stage, r] of [
      ["middle", Math.ceil(rounds / 2)],
      ["late", rounds - 1],
    ] as const) {
      const t = eventBefore(n, r, n * 31 + r);
      const active = t.players.filter((p) => p.dropped === null).length;
      const coldStart = performance.now();
      let res = pairNextRound(t);
      const coldMs = performance.now() - coldStart;
      for (let w = 0; w < 3; w++) pairNextRound(t); // let the JIT settle
      const ms = median(() => (res = pairNextRound(t)), n >= 5000 ? 5 : 7);
      const mem = peakMemory(() => pairNextRound(t));
      const cert = res.certificate as { path: string; cost: Cost };
      const row: Record<string, unknown> = {
        players: n,
        active,
        round: `${r} (${stage})`,
        "topcut ms": round1(ms),
        "first call ms": round1(coldMs),
        path: cert.path,
        "topcut 1/2/3/4": fmt(cert.cost),
        "peak RSS MB": mem.peakRssMB,
        "heap Δ MB": mem.heapUsedDeltaMB,
      };
      rows.push(row);
      fields.push({ n, r, t, row });
    }
  }
  // The fallback when the cascade cannot certify: the chain path (reduced, exact), forced, once.
  for (const { n, t, row } of fields) {
    if (n < 1024) continue;
    const start = performance.now();
    const res = pairNextRound(t, { method: "chain" });
    const cert = res.certificate as { cost: Cost; largestMatching?: number };
    row["chain-path ms"] = round1(performance.now() - start);
    row["chain largest"] = cert.largestMatching ?? "-";
    if (fmt(cert.cost) !== row["topcut 1/2/3/4"]) row["chain 1/2/3/4"] = fmt(cert.cost);
  }
  for (const { n, t, row } of fields) {
    if (n > COMPARE_UP_TO) continue;
    const other = theirs(t);
    row["t-p ms"] = round1(other.ms);
    row["t-p 1/2/3/4"] = fmt(other.cost);
  }
  return rows;
}
