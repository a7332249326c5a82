// Penalties (docs/eventday.md, "Penalties"): staff record an infraction and
// its penalty for a player. A warning is recorded only. A game loss is a game
// the opponent has won in the player's match of that round (the result must
// count it: shared/floor/penalty-effects.ts). A match loss gives a one-on-one
// match to the opponent at once. A disqualification drops the player and, like
// a match loss, gives the opponent their open match. The player's match must
// still be open for a game or match loss: given after the match, it applies
// to the next one (give it for the next round).
import { viewMatch } from "../model/matches.ts";
import type { Penalty, Round, Tournament } from "../model/types.ts";
import type { Applied, CommandContext } from "./context.ts";
import { CommandError } from "./errors.ts";
import { findPlayer } from "./helpers.ts";
import { withResult } from "./results.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState, What } from "./state.ts";
import { refuse } from "./refusals.ts";

const LABEL = { warning: "warning", "game-loss": "game loss", "match-loss": "match loss", disqualification: "disqualification" } as const;

/** The player's table in a round: its index and match (none: a bye, a late arrival's loss or not seated). */
function seatOf(round: Round, player: string) {
  const index = round.matches.findIndex((m) => m.players.includes(player));
  return index < 0 ? null : { index, match: round.matches[index]! };
}

export function givePenalty(state: PlatformState, cmd: CommandOf<"give-penalty">, ctx: CommandContext): Applied<"give-penalty"> {
  const t = state.tournament;
  if (state.status === "finished" || state.status === "did-not-occur") throw refuse("event-finished", "The event is finished.");
  const player = findPlayer(t, cmd.player, "$.player");
  if (cmd.round > t.rounds.length) throw new CommandError("not_found", `Round ${cmd.round} has not been paired yet.`, "$.round");
  if ((cmd.infraction === "other") !== (cmd.infractionText !== undefined)) {
    throw new CommandError("invalid_input", '$.infractionText: name the infraction when it is "other" (and only then).', "$.infractionText");
  }
  const by = "username" in ctx.actor ? ctx.actor.username : undefined;
  const penalty: Penalty = {
    id: `k${(t.penalties?.length ?? 0) + 1}`,
    player: cmd.player,
    round: cmd.round,
    infraction: cmd.infraction,
    ...(cmd.infractionText !== undefined ? { infractionText: cmd.infractionText } : {}),
    penalty: cmd.penalty,
    ...(cmd.note !== undefined ? { note: cmd.note } : {}),
    at: ctx.now,
    ...(by !== undefined ? { by } : {}),
  };
  let tournament: Tournament = { ...t, penalties: [...(t.penalties ?? []), penalty] };
  const what: What[] = ["floor"];
  if (cmd.penalty === "game-loss" || cmd.penalty === "match-loss" || cmd.penalty === "disqualification") {
    const round = cmd.round === 0 ? undefined : t.rounds[cmd.round - 1];
    const seat = round ? seatOf(round, cmd.player) : null;
    const open =
      seat !== null &&
      (viewMatch(seat.match).kind === "pair" || viewMatch(seat.match).kind === "pod") &&
      !("result" in seat.match && seat.match.result !== undefined);
    if (!open && cmd.penalty !== "disqualification") {
      throw refuse(
        "penalty-no-open-match",
        `${player.name} has no match being played in round ${cmd.round}: a ${LABEL[cmd.penalty]} given now applies to their next match (give it for round ${cmd.round + 1} once it is paired).`,
        "$.round",
        { name: player.name, round: cmd.round, penalty: cmd.penalty },
      );
    }
    if (open && seat && cmd.penalty !== "game-loss" && seat.match.players.length === 2) {
      // The match is decided for the opponent (checked by the model, a playoff match too).
      const other = seat.match.players.find((id) => id !== cmd.player)!;
      tournament = withResult(tournament, cmd.round, (seat.match as { table: number }).table, { awarded: other });
      what.push("results", "standings");
    }
    if (cmd.penalty === "disqualification" && player.dropped === null) {
      tournament = { ...tournament, players: tournament.players.map((p) => (p.id === cmd.player ? { ...p, dropped: t.rounds.length } : p)) };
      what.push("players", "standings");
    }
  }
  // A result decided here replaces any report waiting at the table.
  const decided = what.includes("results");
  const reports = decided ? state.reports.filter((r) => !(r.round === cmd.round && seatedTogether(t, r.round, r.table, cmd.player))) : state.reports;
  return { state: { ...state, tournament, reports }, what: [...new Set(what)], answer: { penalty } };
}

function seatedTogether(t: Tournament, round: number, table: number, player: string): boolean {
  return t.rounds[round - 1]?.matches.some((m) => "table" in m && m.table === table && m.players.includes(player)) ?? false;
}

/** A player's penalties as they read them on their page: no judge's note, no judge's name. */
export function ownPenalties(t: Tournament, playerId: string) {
  return (t.penalties ?? []).filter((k) => k.player === playerId).map(({ note: _note, by: _by, ...shown }) => shown);
}
