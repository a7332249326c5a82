// The one-tap scores offered for a match: the common game scores of the
// event's best-of, plus a draw. Always in table order (first player first).
import type { MatchResult, Options } from "../lib/types.ts";

export interface ScoreChoice {
  /** Games won by the first player, by the second, drawn. */
  games: [number, number, number];
  label: string;
}

export function commonScores(bestOf: Options["bestOf"]): ScoreChoice[] {
  const need = Math.ceil(bestOf / 2);
  const out: ScoreChoice[] = [];
  for (let lose = 0; lose < need; lose++) out.push({ games: [need, lose, 0], label: `${need}–${lose}` });
  for (let lose = need - 1; lose >= 0; lose--) out.push({ games: [lose, need, 0], label: `${lose}–${need}` });
  return out;
}

/** A drawn match: one drawn game in a best-of-one, otherwise the games split evenly (1–1, 2–2). */
export function drawScore(bestOf: Options["bestOf"]): [number, number, number] {
  const k = Math.floor(bestOf / 2);
  return bestOf === 1 ? [0, 0, 1] : [k, k, 0];
}

/** Flips a score read from the second seat into table order. */
export function fromSeat(games: [number, number, number], seat: 0 | 1): [number, number, number] {
  return seat === 0 ? games : [games[1], games[0], games[2]];
}

export function gamesResult(games: [number, number, number], flip?: string): MatchResult {
  return flip ? { games, flip } : { games };
}
