// The console's changes made offline, applied on the phone with the command
// layer the Durable Object runs (docs/offline.md): each queued
// request is read as the Worker reads it (routes.ts) and applied to the last
// state the phone read, so results, drops, late arrivals, standings and the
// next round's pairing show at once. Pure: time comes with each request.
import { applyCommand } from "./apply.ts";
import type { CommandError } from "./errors.ts";
import type { Actor } from "./permissions.ts";
import { readWriteRequest } from "./routes.ts";
import type { Command } from "./schema.ts";
import type { PlatformState } from "./state.ts";
import type { Match, Round } from "../model/types.ts";

/** A request as the outbox keeps it. */
export interface QueuedRequest {
  method: string;
  /** Under /api, a DELETE's commandId in the query. */
  url: string;
  body: string | null;
  /** Epoch ms it was made: the command's `now` (it stamps times, never a pairing). */
  queuedAt: number;
}

/** What the phone last read of one event: the state the Durable Object applies commands to. */
export interface BaseState {
  eventId: string;
  state: PlatformState;
  /** Who the phone's user is in this event (their staff role), as the server said. */
  actor: Actor;
}

export interface LocalResult {
  state: PlatformState;
  /** The commands applied, in order (one per request). */
  commands: Command[];
  /** Players added on the phone: their code comes from the server (random there, unknown here). */
  withoutCode: string[];
  /** The first request the engine refused (it and everything after it are not applied), or null. */
  refused: { index: number; error: CommandError | Error } | null;
}

/** Codes drawn on the phone start with this (not in CODE_ALPHABET), and are removed from the state. */
const PLACEHOLDER = "~";

/**
 * Applies queued requests, oldest first, to the phone's last state. A code a
 * command draws (a late arrival's) cannot match the server's random one: it is
 * left out, and the player is listed in `withoutCode`. Player ids, pairings
 * and standings are the server's (they draw no randomness; the seeded draw
 * depends on the event id, the round and the players).
 *
 * @example applyQueued(base, [{ method: "PUT", url: "/api/events/k3v9q2m7x1bd/rounds/2/tables/1/result", body: '{"result":{"games":[2,0,0]},"commandId":"…"}', queuedAt: 1 }]).state
 */
export function applyQueued(base: BaseState, requests: readonly QueuedRequest[]): LocalResult {
  let state = base.state;
  const commands: Command[] = [];
  let drawn = 0;
  for (let index = 0; index < requests.length; index++) {
    const q = requests[index]!;
    try {
      const read = readWriteRequest(q.method, q.url, q.body);
      if (!read || read.eventId !== base.eventId) throw new Error(`${q.method} ${q.url} is no change of this event the phone can apply.`);
      state = applyCommand(state, read.command, {
        actor: base.actor,
        now: q.queuedAt,
        eventId: base.eventId,
        freshCode: () => `${PLACEHOLDER}${++drawn}`,
        freshToken: () => `${PLACEHOLDER}${++drawn}`,
      }).state;
      commands.push(read.command);
    } catch (e) {
      return { ...withoutPlaceholders(state), commands, refused: { index, error: e as Error } };
    }
  }
  return { ...withoutPlaceholders(state), commands, refused: null };
}

function withoutPlaceholders(state: PlatformState): { state: PlatformState; withoutCode: string[] } {
  const withoutCode = Object.keys(state.codes).filter((id) => state.codes[id]!.startsWith(PLACEHOLDER));
  if (withoutCode.length === 0) return { state, withoutCode };
  const codes = Object.fromEntries(Object.entries(state.codes).filter(([, c]) => !c.startsWith(PLACEHOLDER)));
  return { state: { ...state, codes }, withoutCode };
}

/** One seat of a round: a table, or a player's bye or late loss. */
export interface RoundChange {
  /** The table's number, or null for a bye or a late arrival's loss. */
  table: number | null;
  kind: "table" | "bye" | "loss";
  /** Players there in the round paired on the phone (empty: no such table/seat there). */
  before: string[];
  /** Players there in the server's round. */
  after: string[];
}

const seatKey = (m: Match): string => ("table" in m ? `t${m.table}` : "bye" in m ? `b${m.players[0]}` : `l${m.players[0]}`);

/**
 * What differs between the round paired on the phone and the server's round
 * of the same number: each table whose players (or seats) differ, and each
 * bye or late loss that one has and the other has not. Empty: identical.
 *
 * @example roundChanges(local, server) // [{ table: 2, kind: "table", before: ["p1", "p4"], after: ["p1", "p6"] }]
 */
export function roundChanges(before: Round, after: Round): RoundChange[] {
  const index = (r: Round) => new Map(r.matches.map((m) => [seatKey(m), m] as const));
  const a = index(before);
  const b = index(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  const changes: RoundChange[] = [];
  for (const key of keys) {
    const x = a.get(key);
    const y = b.get(key);
    const xs = x?.players ?? [];
    const ys = y?.players ?? [];
    if (xs.length === ys.length && xs.every((p, i) => p === ys[i])) continue;
    const m = (x ?? y)!;
    changes.push({ table: "table" in m ? m.table : null, kind: "table" in m ? "table" : "bye" in m ? "bye" : "loss", before: [...xs], after: [...ys] });
  }
  // Tables first by number, then byes and losses.
  return changes.sort((p, q) => (p.table ?? Infinity) - (q.table ?? Infinity));
}
