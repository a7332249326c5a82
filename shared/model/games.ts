// Which game scores a match of a given length can end with. A match of best
// of N ends as soon as one player has won ceil(N/2) games, so nobody wins
// more, and two players cannot both reach it. Fewer is allowed: a match that
// reaches its time limit ends with the games played (R-SCORE-2: unfinished
// games are draws; a 1-0-1 best of three is a win), and drawn games do not count
// towards N, so draws are not bounded here.
import type { Options, Round } from "./types.ts";
import { isSwiss } from "./matches.ts";

/** The match length of a round: Swiss rounds play options.bestOf, playoff rounds options.playoffBestOf (default bestOf). */
export function matchLength(options: Options, round: Pick<Round, "stage">): 1 | 3 | 5 {
  return isSwiss(round) ? options.bestOf : (options.playoffBestOf ?? options.bestOf);
}

/** Why `games` cannot be the score of a best-of-`bestOf` match, or null when it can. */
export function gameScoreProblem(games: readonly [number, number, number], bestOf: 1 | 3 | 5): string | null {
  const need = Math.ceil(bestOf / 2);
  const [a, b] = games;
  if (Math.max(a, b) > need) return `games ${a}-${b} cannot happen in a best of ${bestOf}: the match ends when a player has won ${need}`;
  if (a === need && b === need) return `games ${a}-${b} cannot happen in a best of ${bestOf}: only one player can win ${need} game${need === 1 ? "" : "s"}`;
  return null;
}
