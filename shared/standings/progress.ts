// Standings and points as they stood at a point of the Swiss: what a public
// page shows while a round is still being played (the last complete round),
// and the points each player brought into every round of the history.
import { isOpen, stageOf } from "../model/matches.ts";
import type { Tournament } from "../model/types.ts";
import { computeStandings, type StandingRow } from "./index.ts";
import { pointsAfter } from "./points.ts";

/** The highest Swiss round whose matches all have their results, counting from round 1 (0: none yet). */
export function lastCompleteSwissRound(t: Tournament): number {
  let last = 0;
  for (const r of [...t.rounds].filter((x) => stageOf(x) === "swiss").sort((a, b) => a.number - b.number)) {
    if (r.matches.some(isOpen)) break;
    last = r.number;
  }
  return last;
}

/**
 * The Swiss standings as they stood after round `n` (0: before round 1, every
 * player level). A player who dropped later is not marked dropped yet.
 */
export function standingsAfterRound(t: Tournament, n: number): StandingRow[] {
  const rounds = t.rounds.filter((r) => stageOf(r) === "swiss" && r.number <= n);
  const players = t.players.map((p) => (p.dropped !== null && p.dropped > n ? { ...p, dropped: null } : p));
  // Before the day-2 cut was made, nobody had been cut yet.
  const { dayTwoCut, ...rest } = t;
  return computeStandings({ ...rest, players, rounds, ...(dayTwoCut && dayTwoCut.afterRound <= n ? { dayTwoCut } : {}) });
}

/**
 * The standings a player should read now: after the last complete Swiss round,
 * so results trickling in during a round never put a player who has already
 * lost above players still playing. `after` says which round they follow.
 */
export function standingsSoFar(t: Tournament): { after: number; rows: StandingRow[] } {
  const swiss = t.rounds.filter((r) => stageOf(r) === "swiss");
  const after = lastCompleteSwissRound(t);
  const latest = swiss.reduce((m, r) => Math.max(m, r.number), 0);
  return { after, rows: after === latest ? computeStandings(t) : standingsAfterRound(t, after) };
}

/**
 * The points each player brought into every Swiss round: for round r, the
 * points after rounds 1..r-1, aligned with `t.players` (the numbers pairing
 * grouped that round by). Keyed by round number; playoff rounds are left out.
 */
export function pointsBeforeRounds(t: Tournament): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const r of t.rounds) {
    if (stageOf(r) !== "swiss") continue;
    const points = pointsAfter(t, r.number - 1);
    out[r.number] = t.players.map((p) => points.get(p.id) ?? 0);
  }
  return out;
}
