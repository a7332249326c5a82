// The one check of a player's secret code, wherever one is given (a result
// report, confirm or dispute, a list, reading a table's waiting report): the
// attempt is counted before the code is looked at, and a right code gives its
// place back, so only wrong codes stay counted (worker/rate-limit.ts).
import { CommandError } from "../shared/commands/errors.ts";
import { playerForCode } from "../shared/commands/permissions.ts";
import type { PlatformState } from "../shared/commands/state.ts";
import { codeCounters, reserve } from "./rate-limit.ts";

/** The player whose code this is, or 403 wrong_code (429 past the event's code limits). */
export async function playerOfCode(db: D1Database, state: PlatformState, eventId: string, clientKey: string, code: string, now: number): Promise<string> {
  const attempt = await reserve(db, codeCounters(eventId, clientKey), now);
  const playerId = playerForCode(state, code);
  if (playerId === null) throw new CommandError("wrong_code", "This code is not a player code of this event.", "$.code");
  await attempt.release();
  return playerId;
}
