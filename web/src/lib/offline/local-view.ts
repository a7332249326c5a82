// The console's view with its waiting changes applied on the phone (docs/offline.md): the kept state plus the outbox, through the shared
// command layer (applyQueued) and the same staff view the server computes
// (manageView). A lazy chunk: the engine is not part of the console's first
// load; the service worker precaches it like every chunk.
import { applyQueued, type QueuedRequest } from "../../../../shared/commands/offline.ts";
import { manageView } from "../../../../shared/commands/views.ts";
import { isStaffRole } from "../../../../shared/commands/permissions.ts";
import { CommandError } from "../../../../shared/commands/errors.ts";
import type { ManageView, Round } from "../types.ts";
import type { KeptState } from "./local-state.ts";
import type { Refused } from "./outbox.ts";

/** What is shown that the server does not have yet, for the marks on screen. */
export interface Unsent {
  /** Changes applied. */
  count: number;
  /** "round:table" of results entered on the phone. */
  tables: Set<string>;
  /** Players dropped, taken back, renamed or added on the phone. */
  players: Set<string>;
  /** Players added on the phone: no code until the server answers. */
  withoutCode: Set<string>;
  /** Rounds paired on the phone. */
  rounds: Set<number>;
}

export interface LocalView {
  view: ManageView;
  unsent: Unsent;
  /**
   * The first waiting change the engine refuses here (the ones after it are not
   * shown either): its code and fields, worded in the reader's language (refused-words.ts).
   */
  refused: Refused | null;
}

/**
 * The kept state with the waiting requests applied, as the staff view. Null
 * when there is nothing to apply or the kept state is not staff's.
 */
export function localView(kept: KeptState, waiting: readonly QueuedRequest[]): LocalView | null {
  if (waiting.length === 0 || !isStaffRole(kept.actor.role)) return null;
  const applied = applyQueued({ eventId: kept.eventId, state: kept.state, actor: kept.actor }, waiting);
  const before = new Set(kept.state.tournament.players.map((p) => p.id));
  const unsent: Unsent = {
    count: applied.commands.length,
    tables: new Set(),
    players: new Set(),
    withoutCode: new Set(applied.withoutCode),
    rounds: new Set(),
  };
  for (const c of applied.commands) {
    if (c.type === "set-result") unsent.tables.add(`${c.round}:${c.table}`);
    else if (c.type === "drop-player" || c.type === "undrop-player" || c.type === "edit-player") unsent.players.add(c.playerId);
    else if (c.type === "start-round") unsent.rounds.add(c.round);
  }
  for (const p of applied.state.tournament.players) if (!before.has(p.id)) unsent.players.add(p.id);
  const view: ManageView = manageView(applied.state, kept.seq, kept.actor.role);
  return { view, unsent, refused: applied.refused ? refusedHere(applied.refused.error) : null };
}

/** The engine's refusal as the server would send it: code, path and the named refusal's fields. */
function refusedHere(e: Error): Refused {
  if (e instanceof CommandError) return { ...e.details, code: e.code, message: e.message, path: e.path };
  // Not a refusal of the rules (a bug): said generically, never as the engine's English.
  return { code: "not_allowed_now", message: e.message };
}

/**
 * A new change checked on the phone before it is queued, behind the ones
 * waiting: the engine's refusal (as the server would answer), or the round it
 * pairs (a start-round, kept to compare with the server's).
 */
export function checkNew(kept: KeptState, waiting: readonly QueuedRequest[], next: QueuedRequest): { refused: CommandError | null; round?: Round } {
  const earlier = applyQueued({ eventId: kept.eventId, state: kept.state, actor: kept.actor }, waiting);
  // An earlier change refused here: this one cannot be judged on the phone; the server will.
  if (earlier.refused) return { refused: null };
  const applied = applyQueued({ eventId: kept.eventId, state: earlier.state, actor: kept.actor }, [next]);
  if (applied.refused) {
    const e = applied.refused.error;
    return { refused: e instanceof CommandError ? e : null };
  }
  const command = applied.commands[0];
  if (command?.type === "start-round") return { refused: null, round: applied.state.tournament.rounds.find((r) => r.number === command.round) as Round };
  return { refused: null };
}
