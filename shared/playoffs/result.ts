// Who wins a playoff match or a final table. Playoffs always have a winner:
// no draws; a flip only where the event settles draws by flip (R-SCORE-3); a final table without a winner at time goes to the
// best-ranked player still in the game (R-CMD-5).
import type { PairMatch, PlayerId, PodTable } from "../model/types.ts";

export type PlayoffBestOf = 1 | 3 | 5;

/**
 * The winner of a one-on-one playoff match, or null while it has no result.
 * A games result needs a winner: more games won than the opponent and at most
 * ceil(bestOf / 2) (2-0, 2-1 or a 1-0-1 at time in a best of 3; 3-x in a best
 * of 5). An awarded match goes to the awarded player. Intentional draws and
 * drawn game scores are refused: a playoff match always has a winner, so the
 * result must be entered again. With `flips` (an event in flip mode, R-SCORE-3:
 * the flip settles a drawn game score and the match gets a winner) a
 * flip settles a drawn game score here too; otherwise a flip is refused.
 *
 * @example playoffWinner({ table: 1, players: ["ann", "bob"], result: { games: [1, 2, 0] } }, 3) // "bob"
 */
export function playoffWinner(match: PairMatch, bestOf: PlayoffBestOf, flips = false): PlayerId | null {
  const where = `playoff table ${match.table} (${match.players[0]} v ${match.players[1]})`;
  const result = match.result;
  if (result === undefined) return null;
  if ("awarded" in result) {
    if (!match.players.includes(result.awarded)) {
      throw new Error(`${where}: the match is awarded to "${result.awarded}", who is not playing at this table`);
    }
    return result.awarded;
  }
  if ("intentionalDraw" in result) {
    throw new Error(`${where}: a playoff match cannot be drawn; report the winner`);
  }
  const [a, b] = result.games;
  const need = Math.ceil(bestOf / 2);
  if (result.flip !== undefined) {
    if (!flips) throw new Error(`${where}: this event allows draws, so a playoff match is not settled by a flip; play on until one player wins`);
    if (a !== b) throw new Error(`${where}: a flip settles a drawn game score only (games ${a}-${b})`);
    if (!match.players.includes(result.flip)) throw new Error(`${where}: the flip is won by "${result.flip}", who is not playing at this table`);
    if (Math.max(a, b) >= need) throw new Error(`${where}: games ${a}-${b} is impossible in a best of ${bestOf} (the match ends at ${need} won games)`);
    return result.flip;
  }
  if (a === b) {
    throw new Error(`${where}: games ${a}-${b} is a draw; a playoff match (best of ${bestOf}) always has a winner`);
  }
  if (Math.max(a, b) > need) {
    throw new Error(`${where}: games ${a}-${b} is impossible in a best of ${bestOf} (the match ends at ${need} won games)`);
  }
  return a > b ? match.players[0] : match.players[1];
}

/** How a final table's winner was decided. */
export type TableDecision = "result" | "qualifying-rank";

/**
 * The winner of a multiplayer final or semifinal table, or null while it has
 * no result. With `winner: null` (no winner at time) the table goes to the
 * player with the best qualifying ranking among those not eliminated
 * (R-CMD-5). `ranking`
 * lists the table's players best first; seats follow it, so without
 * eliminations this is seat A.
 *
 * @example finalTableWinner({ table: 1, players: ["a", "b", "c", "d"], result: { winner: null, eliminated: ["a"] } }, ["a", "b", "c", "d"])
 * // { player: "b", decidedBy: "qualifying-rank" }
 */
export function finalTableWinner(table: PodTable, ranking: readonly PlayerId[]): { player: PlayerId; decidedBy: TableDecision } | null {
  const where = `final-stage table ${table.table}`;
  const result = table.result;
  if (result === undefined) return null;
  const seated = new Set(table.players);
  for (const id of result.eliminated ?? []) {
    if (!seated.has(id)) throw new Error(`${where}: eliminated player "${id}" is not playing at this table`);
  }
  if (result.winner !== null) {
    if (!seated.has(result.winner)) throw new Error(`${where}: winner "${result.winner}" is not playing at this table`);
    if (result.eliminated?.includes(result.winner)) {
      throw new Error(`${where}: winner "${result.winner}" is also listed as eliminated`);
    }
    return { player: result.winner, decidedBy: "result" };
  }
  const out = new Set(result.eliminated ?? []);
  const best = ranking.find((id) => seated.has(id) && !out.has(id));
  if (best === undefined) {
    throw new Error(`${where}: no winner and every player is eliminated; one player must still be in the game`);
  }
  return { player: best, decidedBy: "qualifying-rank" };
}
