// Elo for one-on-one matches: `club` (R-RATE-1) and `dci-2009` (R-RATE-2).
// Both players of a match are updated from their pre-match ratings; matches are
// applied in replay order (finish time, event id, round, table), which is the
// order of play R-RATE-2 asks for. Within a round every player
// plays once, so per-match and per-round updating give the same numbers.
import { Ledger } from "./ledger.ts";
import { selectPool } from "./pools.ts";
import type { PoolRatings, RatedEvent, RatingResult } from "./types.ts";

/** R-RATE-2: the chance that a player rated `r` beats one rated `opponent`. */
export function winProbability(r: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - r) / 400));
}

/** R-RATE-2: new = old + K × (score − probability), score 1 / 0.5 / 0. */
export function eloUpdate(r: number, opponent: number, score: 1 | 0.5 | 0, k: number): number {
  return r + k * (score - winProbability(r, opponent));
}

/** Club rating constants; docs/ratings.md explains the choice. */
export const CLUB = {
  start: 1500,
  /** K once a player has ten rated matches. */
  k: 32,
  /** K while provisional (fewer than ten rated matches before the match). */
  provisionalK: 48,
  /** Provisional under this many rated matches (R-RATE-1). */
  provisionalUnder: 10,
} as const;

export const DCI = { start: 1600 } as const;

interface EloRules {
  system: "club" | "dci-2009";
  start: number;
  /** K for one player in one match of an event, from their rated matches so far. */
  k(event: RatedEvent, ratedMatches: number): number;
  provisionalUnder: number;
}

const clubRules: EloRules = {
  system: "club",
  start: CLUB.start,
  k: (_e, n) => (n < CLUB.provisionalUnder ? CLUB.provisionalK : CLUB.k),
  provisionalUnder: CLUB.provisionalUnder,
};

const dciRules: EloRules = {
  system: "dci-2009",
  start: DCI.start,
  k: (e) => e.k,
  provisionalUnder: 0,
};

/**
 * Replays a club pool: public Swiss events of one game format, decided
 * matches only (a winner, or a draw between two players); byes, awarded
 * results and late-arrival losses leave ratings untouched.
 */
export function replayClub(events: readonly RatedEvent[]): RatingResult<PoolRatings> {
  return replayElo(clubRules, events);
}

/** Replays a dci-2009 pool: Elo from 1600 with each event's K-value. */
export function replayDci(events: readonly RatedEvent[]): RatingResult<PoolRatings> {
  return replayElo(dciRules, events);
}

function replayElo(rules: EloRules, events: readonly RatedEvent[]): RatingResult<PoolRatings> {
  const selected = selectPool(rules.system, events);
  if (!selected.ok) return selected;
  const { pool, events: ordered, skipped } = selected.value;
  const ledger = new Ledger(rules.start);
  for (const event of ordered) {
    ledger.beginEvent(event);
    for (const m of event.matches) {
      if (m.kind !== "pair") continue; // byes, awarded results, late losses, pods: not rated
      const [pa, pb] = m.players;
      if (pa === pb) {
        ledger.note(`round ${m.round} table ${m.table}: ${pa} met itself (merged profiles), not rated`);
        continue;
      }
      const a = ledger.touch(pa);
      const b = ledger.touch(pb);
      const ra = a.rating;
      const rb = b.rating;
      a.rating = eloUpdate(ra, rb, m.score, rules.k(event, a.ratedMatches));
      b.rating = eloUpdate(rb, ra, (1 - m.score) as 1 | 0.5 | 0, rules.k(event, b.ratedMatches));
      a.ratedMatches++;
      b.ratedMatches++;
    }
    ledger.endEvent();
  }
  return { ok: true, value: ledger.result(rules.system, pool, skipped, (e) => e.ratedMatches < rules.provisionalUnder) };
}
