// The one check of a player's secret code, wherever one is given (a result
// report, confirm or dispute, a judge call, a check-in, a list, reading a
// table's waiting report or one's own floor). At a table only that table's
// codes are compared, for a player only theirs; the attempt is counted against
// that target and the client's address before the code is looked at, and a
// right code gives every place back (worker/rate-limit.ts).
import { playerAtTableForCode, playerForCode } from "../shared/commands/permissions.ts";
import { refuse } from "../shared/commands/refusals.ts";
import { CommandError } from "../shared/commands/errors.ts";
import { findPlayer } from "../shared/commands/helpers.ts";
import type { Command } from "../shared/commands/schema.ts";
import type { PlatformState } from "../shared/commands/state.ts";
import { type CodeTarget, checkSecret, codeCounters, type Tally } from "./rate-limit.ts";

/**
 * The player whose code this is at `target`, or 401 (429 past the target's
 * limit, or for a wrong code past the address's). Counted in the event's own
 * object (`tally`): every code check of an event goes through it.
 */
export async function playerOfCode(
  tally: Tally,
  state: PlatformState,
  eventId: string,
  clientKey: string,
  code: string,
  target: CodeTarget,
  now: number,
): Promise<string> {
  return checkSecret(
    tally,
    codeCounters(eventId, target, clientKey),
    now,
    () => holderAt(state, code, target),
    () => wrongCode(state, target),
  );
}

/** Whose code this is at the target, or null; a target that does not exist (or is not public yet) is refused before any code is compared. */
function holderAt(state: PlatformState, code: string, target: CodeTarget): string | null {
  switch (target.kind) {
    case "table":
      // A round staff have not published has no tables a code can find: a player learns nothing of its pairings by trying.
      if (state.unpublished === target.round) {
        throw refuse("round-unpublished", `Round ${target.round}'s pairings are not published yet.`, "$.round", { round: target.round });
      }
      return playerAtTableForCode(state, code, target.round, target.table);
    case "player": {
      findPlayer(state.tournament, target.playerId, "");
      const own = state.codes[target.playerId];
      return own !== undefined && own === code.trim().toUpperCase() ? target.playerId : null;
    }
    case "lists":
      return playerForCode(state, code);
  }
}

function wrongCode(state: PlatformState, target: CodeTarget): CommandError {
  switch (target.kind) {
    case "table":
      return refuse("not-your-table", `Your code is not for a player at table ${target.table} of round ${target.round}.`, "$.code", {
        table: target.table,
        round: target.round,
      });
    case "player": {
      // Any other code, another player's included, is answered alike: a guess says nothing about whose it is.
      const name = state.tournament.players.find((p) => p.id === target.playerId)?.name ?? target.playerId;
      return new CommandError("wrong_code", `This is not ${name}'s player code.`, "$.code");
    }
    case "lists":
      return new CommandError("wrong_code", "This code is not a player code of this event.", "$.code");
  }
}

/** What a command sent with a code is about: its table, its player (a check-in), or (a deck list) the event's lists. */
export function codeTargetOf(command: Command): CodeTarget {
  if (command.type === "check-in") return { kind: "player", playerId: command.playerId };
  return "round" in command && "table" in command && typeof command.round === "number" && typeof command.table === "number"
    ? { kind: "table", round: command.round, table: command.table }
    : { kind: "lists" };
}
