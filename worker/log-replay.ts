// Rebuilds the state after the stored snapshot from the logged commands that
// followed it. Only commands that drew no randomness are left unpublished
// (results: worker/tournament-object.ts), so applying each again with its
// logged actor and time gives exactly the state it answered from.
import { applyCommand, parseCommand } from "../shared/commands/apply.ts";
import type { PlatformState } from "../shared/commands/state.ts";
import { unpackJson } from "./pack.ts";
import { readActor } from "./stored.ts";

export interface LoggedCommand {
  seq: number;
  actor: string;
  at: number;
  command: string;
}

function noRandomness(): never {
  throw new Error("a command that draws randomness is always published with its log row; it cannot be replayed");
}

export async function replayTail(
  eventId: string,
  snapshot: PlatformState,
  snapshotSeq: number,
  tail: LoggedCommand[],
): Promise<{ state: PlatformState; seq: number }> {
  let state = snapshot;
  let seq = snapshotSeq;
  for (const row of tail) {
    const command = parseCommand(JSON.parse(await unpackJson(row.command)));
    const actor = readActor(row.actor);
    state = applyCommand(state, command, { actor, now: row.at, eventId, freshCode: noRandomness, freshToken: noRandomness }).state;
    seq = row.seq;
  }
  return { state, seq };
}
