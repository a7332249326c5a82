// D1 access of a tournament's Durable Object: load the latest state, find a
// command already answered, write one command as a single atomic batch, and
// publish (snapshot and public view) the state a run of results led to.
import { and, eq, gt, asc, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Actor } from "../shared/commands/permissions.ts";
import type { PlatformState, What } from "../shared/commands/state.ts";
import type { Command } from "../shared/commands/schema.ts";
import { runBatch, type Statement } from "./db/batch.ts";
import { pushSubscriptions, events, eventLog, staff } from "./db/schema.ts";
import { replayTail } from "./log-replay.ts";
import { packJson } from "./pack.ts";
import { readSnapshot, readWhat } from "./stored.ts";

export interface Stored {
  state: PlatformState | null;
  seq: number;
  /** The seq of the stored snapshot and view (below seq while results wait to be published). */
  viewSeq: number;
}

/** The state at the latest seq: the stored snapshot and the logged commands after it, replayed. */
export async function loadEvent(db: D1Database, eventId: string): Promise<Stored> {
  const row = await drizzle(db)
    .select({ snapshot: events.snapshot, seq: events.seq, viewSeq: events.viewSeq })
    .from(events)
    .where(eq(events.id, eventId))
    .get();
  if (!row) return { state: null, seq: 0, viewSeq: 0 };
  const snapshot = await readSnapshot(row.snapshot);
  if (row.viewSeq >= row.seq) return { state: snapshot, seq: row.seq, viewSeq: row.viewSeq };
  const tail = await drizzle(db)
    .select({ seq: eventLog.seq, actor: eventLog.actor, at: eventLog.at, command: eventLog.command })
    .from(eventLog)
    .where(and(eq(eventLog.eventId, eventId), gt(eventLog.seq, row.viewSeq)))
    .orderBy(asc(eventLog.seq))
    .all();
  const replayed = await replayTail(eventId, snapshot, row.viewSeq, tail);
  return { state: replayed.state, seq: replayed.seq, viewSeq: row.viewSeq };
}

/** The answer given to a commandId (as the text sent), with who sent it and the request's fingerprint. */
export async function priorAnswer(
  db: D1Database,
  eventId: string,
  commandId: string,
): Promise<{ status: number; answer: string; caller: string; fingerprint: string } | null> {
  const row = await drizzle(db)
    .select({ status: eventLog.status, answer: eventLog.answer, caller: eventLog.caller, fingerprint: eventLog.fingerprint })
    .from(eventLog)
    .where(and(eq(eventLog.eventId, eventId), eq(eventLog.commandId, commandId)))
    .get();
  return row ?? null;
}

export async function commandIds(db: D1Database, eventId: string): Promise<string[]> {
  const rows = await drizzle(db).select({ id: eventLog.commandId }).from(eventLog).where(eq(eventLog.eventId, eventId)).all();
  return rows.map((r) => r.id);
}

export async function changesSince(db: D1Database, eventId: string, since: number, limit: number) {
  const rows = await drizzle(db)
    .select({ seq: eventLog.seq, what: eventLog.what })
    .from(eventLog)
    .where(and(eq(eventLog.eventId, eventId), gt(eventLog.seq, since)))
    .orderBy(asc(eventLog.seq))
    .limit(limit)
    .all();
  return rows.map((r) => ({ seq: r.seq, what: readWhat(r.what) }));
}

export interface Commit {
  eventId: string;
  seq: number;
  commandId: string;
  actor: Actor;
  /** callerOf(actor) and the request's fingerprint (worker/idempotency.ts): a retry must match both. */
  caller: string;
  fingerprint: string;
  at: number;
  command: Command;
  what: What[];
  status: number;
  answer: unknown;
  state: PlatformState;
  /** The view at this seq: written with the snapshot. Absent for a result, whose snapshot and view wait for the next publish (its log row is enough to rebuild it). */
  publicView?: unknown;
  staffChanged: boolean;
  /** More statements for the same batch (e.g. the event's rating input once it is finished). */
  extra?: Statement[];
}

/**
 * The log row, the read row and (when it changed) the staff mirror, in one
 * transaction. Without a view (a result) the read row only moves its seq: the
 * write costs the same at 8,000 players as at 100 (docs/scale.md).
 */
export async function commit(db: D1Database, c: Commit): Promise<void> {
  const d = drizzle(db);
  const statements: Statement[] = [d.insert(eventLog).values(await logRow(c))];
  if (c.publicView === undefined) statements.push(d.update(events).set({ seq: c.seq, updatedAt: c.at }).where(eq(events.id, c.eventId)));
  else statements.push(...(await readRow(d, c.eventId, c.seq, c.state, c.publicView, c.at)));
  if (c.staffChanged) {
    statements.push(d.delete(staff).where(eq(staff.eventId, c.eventId)));
    for (const s of c.state.staff) statements.push(d.insert(staff).values({ eventId: c.eventId, userId: s.userId, role: s.role }));
  }
  if (c.extra) statements.push(...c.extra);
  await runBatch(d, statements);
}

/** Stores the snapshot and view at `seq` (a publish), unless a later one is already stored. */
export async function publish(db: D1Database, eventId: string, seq: number, state: PlatformState, view: unknown, at: number): Promise<void> {
  const d = drizzle(db);
  await d
    .update(events)
    .set({ viewSeq: seq, snapshot: await packJson(JSON.stringify(state)), publicView: await packJson(JSON.stringify(view)), updatedAt: at })
    .where(and(eq(events.id, eventId), lt(events.viewSeq, seq)));
}

async function logRow(c: Commit) {
  // An imported file can be megabytes: large commands are logged compressed too.
  const commandJson = JSON.stringify(c.command);
  const command = commandJson.length > 64 * 1024 ? await packJson(commandJson) : commandJson;
  return {
    eventId: c.eventId,
    seq: c.seq,
    commandId: c.commandId,
    actor: JSON.stringify(c.actor),
    at: c.at,
    command,
    what: JSON.stringify(c.what),
    status: c.status,
    answer: JSON.stringify(c.answer),
    caller: c.caller,
    fingerprint: c.fingerprint,
  };
}

async function readRow(d: ReturnType<typeof drizzle>, eventId: string, seq: number, state: PlatformState, view: unknown, at: number) {
  const t = state.tournament;
  const row = {
    id: eventId,
    ownerId: state.ownerId,
    name: t.name,
    gameFormat: t.gameFormat,
    rules: t.rules,
    status: state.status,
    visibility: state.visibility,
    date: state.date,
    players: t.players.length,
    round: t.rounds.length,
    seq,
    viewSeq: seq,
    snapshot: await packJson(JSON.stringify(state)),
    publicView: await packJson(JSON.stringify(view)),
    createdAt: state.createdAt,
    updatedAt: at,
  };
  const { id: _id, createdAt: _created, ...update } = row;
  // In an array: a drizzle query is a thenable, and returning it from an async function would run it.
  return [d.insert(events).values(row).onConflictDoUpdate({ target: events.id, set: update })];
}

/** Deletes an event: its read row, staff mirror and log (the rating input goes with `extra`). */
export async function deleteEventRows(db: D1Database, eventId: string, extra: Statement[]): Promise<void> {
  const d = drizzle(db);
  await runBatch(d, [
    d.delete(events).where(eq(events.id, eventId)),
    d.delete(staff).where(eq(staff.eventId, eventId)),
    d.delete(eventLog).where(eq(eventLog.eventId, eventId)),
    // The phones that followed its players: personal, and of no use without the event.
    d.delete(pushSubscriptions).where(eq(pushSubscriptions.eventId, eventId)),
    ...extra,
  ]);
}
