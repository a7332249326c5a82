// Rebuilds the state after a checkpoint from the logged commands that
// followed it. Each command is applied again with its logged actor and time,
// and the codes and tokens it drew are given back in the order it drew them,
// so the replay gives exactly the state it answered from.
import { applyCommand, parseCommand } from "../shared/commands/apply.ts";
import type { PlatformState } from "../shared/commands/state.ts";
import { unpackJson } from "./pack.ts";
import { readActor } from "./stored.ts";

export interface LoggedCommand {
  seq: number;
  actor: string;
  at: number;
  command: string;
  /** JSON array of the codes and tokens drawn, or null (older rows: results only, which draw none). */
  drawn?: string | null;
}

export async function replayTail(
  eventId: string,
  snapshot: PlatformState | null,
  snapshotSeq: number,
  tail: LoggedCommand[],
): Promise<{ state: PlatformState | null; seq: number }> {
  let state = snapshot;
  let seq = snapshotSeq;
  for (const row of tail) {
    const command = parseCommand(JSON.parse(await unpackJson(row.command)));
    const actor = readActor(row.actor);
    const drawn: unknown = row.drawn ? JSON.parse(row.drawn) : [];
    const given = Array.isArray(drawn) ? drawn.map(String) : [];
    const next = (): string => {
      const value = given.shift();
      if (value === undefined) throw new Error(`event ${eventId}, seq ${row.seq}: the command draws more codes than its log row kept`);
      return value;
    };
    state = applyCommand(state, command, { actor, now: row.at, eventId, freshCode: next, freshToken: next }).state;
    seq = row.seq;
  }
  return { state, seq };
}
