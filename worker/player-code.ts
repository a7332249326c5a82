// The one check of a player's secret code, wherever one is given (a result
// report, confirm or dispute, a list, reading a table's waiting report). At a
// table only that table's codes are compared; the attempt is counted against
// the table and the client's address before the code is looked at, and a
// right code gives every place back (worker/rate-limit.ts).
import { playerAtTableForCode, playerForCode } from "../shared/commands/permissions.ts";
import { refuse } from "../shared/commands/refusals.ts";
import { CommandError } from "../shared/commands/errors.ts";
import type { Command } from "../shared/commands/schema.ts";
import type { PlatformState } from "../shared/commands/state.ts";
import { type CodeTarget, checkSecret, codeCounters } from "./rate-limit.ts";

/** The player whose code this is at `target`, or 401 (429 past the table's limit, or for a wrong code past the address's). */
export async function playerOfCode(
  db: D1Database,
  state: PlatformState,
  eventId: string,
  clientKey: string,
  code: string,
  target: CodeTarget,
  now: number,
): Promise<string> {
  return checkSecret(
    db,
    codeCounters(eventId, target, clientKey),
    now,
    () => (target.kind === "table" ? playerAtTableForCode(state, code, target.round, target.table) : playerForCode(state, code)),
    () =>
      target.kind === "table"
        ? refuse("not-your-table", `Your code is not for a player at table ${target.table} of round ${target.round}.`, "$.code", {
            table: target.table,
            round: target.round,
          })
        : new CommandError("wrong_code", "This code is not a player code of this event.", "$.code"),
  );
}

/** What a command sent with a code is about: its table, or (a deck list) the event's lists. */
export function codeTargetOf(command: Command): CodeTarget {
  return "round" in command && "table" in command && typeof command.round === "number" && typeof command.table === "number"
    ? { kind: "table", round: command.round, table: command.table }
    : { kind: "lists" };
}
