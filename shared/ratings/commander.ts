// Commander ratings across events (Topcut's own: the Commander event defines
// no rating; docs/ratings.md): every table is a free-for-all rated
// with openskill's Weng-Lin Plackett-Luce model, the winner ranked first and
// the other players tied behind; a table where everyone lost is a tie of all.
import { ordinal, rate } from "openskill";
import { Ledger } from "./ledger.ts";
import { selectPool } from "./pools.ts";
import type { PoolRatings, RatedEvent, RatingResult } from "./types.ts";

/**
 * openskill's defaults, spelled out so a library upgrade cannot move them
 * silently: mu 25, sigma 25/3, beta 25/6, tau 25/300 (sigma grows a little
 * before every table so ratings keep moving), Plackett-Luce, no sigma limit.
 * Display rating = ordinal = mu − 3 × sigma (0 for a newcomer).
 */
export const COMMANDER = {
  mu: 25,
  sigma: 25 / 3,
  beta: 25 / 6,
  tau: 25 / 300,
  z: 3,
} as const;

const OPTIONS = { mu: COMMANDER.mu, sigma: COMMANDER.sigma, beta: COMMANDER.beta, tau: COMMANDER.tau, z: COMMANDER.z };

/** The displayed Commander rating of a belief: mu − 3 sigma. */
export function commanderRating(skill: { mu: number; sigma: number }): number {
  return ordinal(skill, OPTIONS);
}

/**
 * Replays a commander pool. Tables of an event are applied round by round, in
 * table order; a one-on-one match in a commander event is a table of two.
 * Byes, awarded results and late-arrival losses are not rated.
 */
export function replayCommander(events: readonly RatedEvent[]): RatingResult<PoolRatings> {
  const selected = selectPool("commander", events);
  if (!selected.ok) return selected;
  const { pool, events: ordered, skipped } = selected.value;
  const ledger = new Ledger(commanderRating({ mu: COMMANDER.mu, sigma: COMMANDER.sigma }));
  for (const event of ordered) {
    ledger.beginEvent(event);
    for (const m of event.matches) {
      let players: string[];
      let rank: number[];
      if (m.kind === "pod") {
        players = m.players;
        rank = players.map((p) => (m.winner === null || p === m.winner ? 1 : 2));
      } else if (m.kind === "pair") {
        players = m.players;
        rank = m.score === 0.5 ? [1, 1] : m.score === 1 ? [1, 2] : [2, 1];
      } else continue;
      if (new Set(players).size !== players.length) {
        ledger.note(`round ${m.round} table ${m.table}: a profile sits twice at one table (merged profiles), not rated`);
        continue;
      }
      const entries = players.map((p) => ledger.touch(p));
      const before = entries.map((e) => [e.skill ?? { mu: COMMANDER.mu, sigma: COMMANDER.sigma }]);
      const after = rate(before, { ...OPTIONS, rank });
      entries.forEach((e, i) => {
        const skill = after[i]![0]!;
        e.skill = { mu: skill.mu, sigma: skill.sigma };
        e.rating = commanderRating(e.skill);
        e.ratedMatches++;
      });
    }
    ledger.endEvent();
  }
  return { ok: true, value: ledger.result("commander", pool, skipped, () => false) };
}
