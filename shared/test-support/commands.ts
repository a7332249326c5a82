// Shared by the command-layer tests: a deterministic context, one call to run a
// command as JSON, and the refusal a command is expected to throw.
import { applyCommand, parseCommand } from "../commands/apply.ts";
import type { CommandContext } from "../commands/context.ts";
import { CommandError } from "../commands/errors.ts";
import type { Actor } from "../commands/permissions.ts";
import type { PlatformState } from "../commands/state.ts";

export const OWNER: Actor = { role: "owner", userId: "u1", username: "olga" };
export const ORGANIZER: Actor = { role: "organizer", userId: "u1", username: "olga" };
export const MINUTE = 60_000;

/** A context at `now` whose join codes and tokens count up (CODE22…, t1…), so runs repeat exactly. */
export function context(actor: Actor, now = 1_000_000): CommandContext {
  let n = 0;
  return { actor, now, eventId: "abcdefghijkl", freshCode: () => `CODE${String(++n).padStart(2, "2")}`, freshToken: () => `t${++n}` };
}

/** Parses `command` and applies it to `state` as `actor` (the owner by default). */
export function run(state: PlatformState | null, command: unknown, actor: Actor = OWNER, now?: number) {
  return applyCommand(state, parseCommand(command), context(actor, now));
}

/** The CommandError `fn` throws; fails the test when it throws nothing or something else. */
export function refused(fn: () => unknown): CommandError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CommandError) return e;
    throw e;
  }
  throw new Error("expected a CommandError");
}

/** The code and path of the CommandError `fn` throws. */
export function refusal(fn: () => unknown): { code: string; path: string } {
  const e = refused(fn);
  return { code: e.code, path: e.path };
}
