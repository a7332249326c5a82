// What a tournament object reads from D1, the record: an event it has not
// stored itself yet (one from before objects kept their own log), a logged
// answer, and the event's deletion. What it writes is worker/record.ts.
import { and, asc, eq, gt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { PlatformState } from "../shared/commands/state.ts";
import { runBatch, type Statement } from "./db/batch.ts";
import { eventLog, eventParts, events, pushSubscriptions, staff } from "./db/schema.ts";
import { replayTail } from "./log-replay.ts";
import type { LogRow } from "./object-storage.ts";
import { unpackJson } from "./pack.ts";
import { readStoredText, readWhole } from "./parts.ts";
import { readSnapshot } from "./stored.ts";

export interface Stored {
  state: PlatformState | null;
  seq: number;
  /** The seq of the stored snapshot and view (below seq when logged results came after them). */
  viewSeq: number;
}

/** Log rows read at a time when an object adopts an event (D1 answers at most 50 MB a query). */
const PAGE = 1000;

/** The state at D1's latest seq: the stored snapshot and the logged commands after it, replayed. */
export async function loadEvent(db: D1Database, eventId: string): Promise<Stored> {
  const row = await readWhole(db, eventId, ["snapshot"], () =>
    drizzle(db).select({ snapshot: events.snapshot, seq: events.seq, viewSeq: events.viewSeq }).from(events).where(eq(events.id, eventId)).get(),
  );
  if (!row) return { state: null, seq: 0, viewSeq: 0 };
  const snapshot = await readSnapshot(row.snapshot);
  if (row.viewSeq >= row.seq) return { state: snapshot, seq: row.seq, viewSeq: row.viewSeq };
  const tail = await recordedLog(db, eventId, row.viewSeq);
  const replayed = await replayTail(eventId, snapshot, row.viewSeq, tail);
  return { state: replayed.state ?? snapshot, seq: replayed.seq, viewSeq: row.viewSeq };
}

/** The event's log rows in D1 after `after`, oldest first, each command as its JSON text. */
export async function recordedLog(db: D1Database, eventId: string, after = 0): Promise<LogRow[]> {
  const out: LogRow[] = [];
  for (let from = after; ; ) {
    const rows = await drizzle(db)
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventId, eventId), gt(eventLog.seq, from)))
      .orderBy(asc(eventLog.seq))
      .limit(PAGE)
      .all();
    for (const r of rows) {
      const stored = await readStoredText(db, eventId, r.command);
      if (stored === null) throw new Error(`event ${eventId}, seq ${r.seq}: its command's parts are missing`);
      const { eventId: _event, ...row } = r;
      out.push({ ...row, command: await unpackJson(stored) });
    }
    if (rows.length < PAGE) return out;
    from = rows[rows.length - 1]!.seq;
  }
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

/** Deletes an event: its read row and parts, staff mirror and log (the rating input goes with `extra`). */
export async function deleteEventRows(db: D1Database, eventId: string, extra: Statement[]): Promise<void> {
  const d = drizzle(db);
  await runBatch(d, [
    d.delete(events).where(eq(events.id, eventId)),
    d.delete(eventParts).where(eq(eventParts.eventId, eventId)),
    d.delete(staff).where(eq(staff.eventId, eventId)),
    d.delete(eventLog).where(eq(eventLog.eventId, eventId)),
    // The phones that followed its players: personal, and of no use without the event.
    d.delete(pushSubscriptions).where(eq(pushSubscriptions.eventId, eventId)),
    ...extra,
  ]);
}
