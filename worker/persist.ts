// D1 access of a tournament's Durable Object: load the latest state, find a
// command already answered, and write one command as a single atomic batch.
import { and, eq, gt, asc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Actor } from "../shared/commands/permissions.ts";
import { PlatformState, type What } from "../shared/commands/state.ts";
import type { Command } from "../shared/commands/schema.ts";
import { events, eventLog, staff } from "./db/schema.ts";
import { packJson, unpackJson } from "./pack.ts";

export interface Stored {
  state: PlatformState | null;
  seq: number;
}

export async function loadEvent(db: D1Database, eventId: string): Promise<Stored> {
  const row = await drizzle(db).select({ snapshot: events.snapshot, seq: events.seq }).from(events).where(eq(events.id, eventId)).get();
  if (!row) return { state: null, seq: 0 };
  return { state: PlatformState.parse(JSON.parse(await unpackJson(row.snapshot))), seq: row.seq };
}

/** The answer given to a commandId (as the text sent), with who sent it and the request's fingerprint. */
export async function priorAnswer(db: D1Database, eventId: string, commandId: string): Promise<{ status: number; answer: string; caller: string; fingerprint: string } | null> {
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
  return rows.map((r) => ({ seq: r.seq, what: JSON.parse(r.what) as What[] }));
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
  publicView: unknown;
  staffChanged: boolean;
  /** More statements for the same batch (e.g. the event's rating input once it is finished). */
  extra?: unknown[];
}

/** The log row, the read row and (when it changed) the staff mirror, in one transaction. */
export async function commit(db: D1Database, c: Commit): Promise<void> {
  const d = drizzle(db);
  const t = c.state.tournament;
  const row = {
    id: c.eventId,
    ownerId: c.state.ownerId,
    name: t.name,
    gameFormat: t.gameFormat,
    rules: t.rules,
    status: c.state.status,
    visibility: c.state.visibility,
    date: c.state.date,
    players: t.players.length,
    round: t.rounds.length,
    seq: c.seq,
    snapshot: await packJson(JSON.stringify(c.state)),
    publicView: await packJson(JSON.stringify(c.publicView)),
    createdAt: c.state.createdAt,
    updatedAt: c.at,
  };
  const { id: _id, createdAt: _created, ...update } = row;
  // An imported file can be megabytes: large commands are logged compressed too.
  const commandJson = JSON.stringify(c.command);
  const command = commandJson.length > 64 * 1024 ? await packJson(commandJson) : commandJson;
  const statements = [
    d.insert(eventLog).values({
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
    }),
    d.insert(events).values(row).onConflictDoUpdate({ target: events.id, set: update }),
  ];
  if (c.staffChanged) {
    statements.push(d.delete(staff).where(eq(staff.eventId, c.eventId)) as never);
    for (const s of c.state.staff) statements.push(d.insert(staff).values({ eventId: c.eventId, userId: s.userId, role: s.role }) as never);
  }
  if (c.extra) statements.push(...(c.extra as never[]));
  await d.batch(statements as [never, ...never[]]);
}

/** Deletes an event: its read row, staff mirror and log (the rating input goes with `extra`). */
export async function deleteEventRows(db: D1Database, eventId: string, extra: unknown[]): Promise<void> {
  const d = drizzle(db);
  const statements = [
    d.delete(events).where(eq(events.id, eventId)),
    d.delete(staff).where(eq(staff.eventId, eventId)),
    d.delete(eventLog).where(eq(eventLog.eventId, eventId)),
    ...(extra as never[]),
  ];
  await d.batch(statements as [never, ...never[]]);
}
