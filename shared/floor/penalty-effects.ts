// What a penalty does to the match it was given in (docs/eventday.md,
// "Penalties"). A game loss is a game the opponent has won: the match's
// result must give the opponent at least that many games. A match loss or a
// disqualification decides a one-on-one match for the opponent, and at a
// multiplayer table the penalized player cannot be its winner.
import type { Match, Penalty, Tournament } from "../model/types.ts";
import type { AnyResult } from "../commands/state.ts";

/** The penalties that bear on a match: given in its round to one of its players. */
export function penaltiesAt(t: Tournament, round: number, match: Match): Penalty[] {
  return (t.penalties ?? []).filter((p) => p.round === round && match.players.includes(p.player) && p.penalty !== "warning");
}

const name = (t: Tournament, id: string) => t.players.find((p) => p.id === id)?.name ?? id;

/**
 * Why `result` cannot stand at `match` of round `round` given its penalties,
 * or null. `path` is where in the result the problem is.
 *
 * @example penaltyProblem(t, 2, match, { games: [2, 0, 0] })
 * // { message: "Ann Lee's game loss (a penalty) is a game won by Ben Ode: Ben Ode has at least 1 game.", path: "$.result.games" }
 */
export function penaltyProblem(t: Tournament, round: number, match: Match, result: AnyResult): { message: string; path: string } | null {
  const given = penaltiesAt(t, round, match);
  if (given.length === 0) return null;
  if ("winner" in result) {
    const out = given.find((p) => p.player === result.winner);
    return out
      ? { message: `${name(t, out.player)} cannot win this table: they have a ${out.penalty.replace("-", " ")} (a penalty).`, path: "$.result.winner" }
      : null;
  }
  if (match.players.length !== 2) return null;
  const decided = given.find((p) => p.penalty === "match-loss" || p.penalty === "disqualification");
  if (decided) {
    const other = match.players.find((id) => id !== decided.player)!;
    if ("awarded" in result && result.awarded === other) return null;
    return {
      message: `${name(t, decided.player)} has a ${decided.penalty === "match-loss" ? "match loss" : "disqualification"} (a penalty): the match is ${name(t, other)}'s.`,
      path: "$.result",
    };
  }
  if (!("games" in result)) return null;
  for (const [seat, player] of match.players.entries()) {
    const lost = given.filter((p) => p.player === player && p.penalty === "game-loss").length;
    const otherGames = result.games[1 - seat]!;
    if (lost > otherGames) {
      const other = match.players[1 - seat]!;
      return {
        message: `${name(t, player)}'s game loss${lost > 1 ? "es" : ""} (a penalty) ${lost > 1 ? "are games" : "is a game"} won by ${name(t, other)}: ${name(t, other)} has at least ${lost} game${lost > 1 ? "s" : ""}.`,
        path: "$.result.games",
      };
    }
  }
  return null;
}
