// D1, the record of every event, written behind the tournament object: the
// log rows the object acknowledged since the last write, the `events` row at
// the latest seq with its snapshot and public view (in parts when large:
// worker/parts.ts), and the staff mirror when it changed. Written in
// batches, idempotent by seq: a write repeated after a crash changes nothing.
import { eq, sql } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type { PlatformState } from "../shared/commands/state.ts";
import type { Statement } from "./db/batch.ts";
import { eventLog, events, staff } from "./db/schema.ts";
import type { LogRow } from "./object-storage.ts";
import { packJson } from "./pack.ts";
import { isPartsRef, PART_CHARS, storeText } from "./parts.ts";

/** D1 accepts 100 bound parameters per statement: 12 columns a row, 8 rows an insert. */
const ROWS_PER_INSERT = 8;
/** Statements per D1 batch (one transaction each): a large backlog goes in several. */
const STATEMENTS_PER_BATCH = 50;

export interface RecordWrite {
  eventId: string;
  /** Log rows not yet in D1, oldest first. */
  rows: LogRow[];
  /** The state at the last row's seq (or later), and its public view, as stored (packJson). */
  seq: number;
  state: PlatformState;
  packedState: string;
  packedView: string;
  at: number;
  /** The event's staff changed since D1 last had them: rewrite the mirror. */
  staffChanged: boolean;
  /** D1 may hold parts of an earlier snapshot or view (false: the last write's fitted their rows). */
  earlierParts: boolean;
  /** More statements for the last batch (a finished event's rating input). */
  extra?: Statement[];
}

/** Writes the record; resolves once D1 has all of it. */
export async function writeRecord(db: D1Database, r: RecordWrite): Promise<{ statements: number; parts: boolean }> {
  const d = drizzle(db);
  const statements: Statement[] = [];
  for (let i = 0; i < r.rows.length; i += ROWS_PER_INSERT) statements.push(...(await logInsert(d, r.eventId, r.rows.slice(i, i + ROWS_PER_INSERT))));
  // The event's row and its parts go last and together: a reader that sees the new seq finds every row before it.
  const row = eventRow(d, r);
  const last = [...row.statements, ...(r.staffChanged ? staffMirror(d, r.eventId, r.state) : []), ...(r.extra ?? [])];
  const firsts = statements;
  let sent = 0;
  while (firsts.length > STATEMENTS_PER_BATCH) {
    const chunk = firsts.splice(0, STATEMENTS_PER_BATCH);
    await d.batch(chunk as [Statement, ...Statement[]]);
    sent += chunk.length;
  }
  const final = [...firsts, ...last];
  await d.batch(final as [Statement, ...Statement[]]);
  return { statements: sent + final.length, parts: row.parts };
}

async function logInsert(d: DrizzleD1Database, eventId: string, rows: LogRow[]): Promise<Statement[]> {
  const extra: Statement[] = [];
  const values = [];
  for (const r of rows) {
    // An imported file can be megabytes: a large command is stored compressed, and in parts past a row.
    let command = r.command.length > 64 * 1024 ? await packJson(r.command) : r.command;
    if (command.length > PART_CHARS) {
      const stored = storeText(d, eventId, "command", r.seq, command);
      extra.push(...stored.statements);
      command = stored.value;
    }
    values.push({
      eventId,
      seq: r.seq,
      commandId: r.commandId,
      actor: r.actor,
      at: r.at,
      command,
      what: r.what,
      status: r.status,
      answer: r.answer,
      caller: r.caller,
      fingerprint: r.fingerprint,
      drawn: r.drawn,
    });
  }
  // Written again after a crash: the object's row is the one that counts.
  const insert = d
    .insert(eventLog)
    .values(values)
    .onConflictDoUpdate({
      target: [eventLog.eventId, eventLog.seq],
      set: {
        commandId: sql`excluded.command_id`,
        actor: sql`excluded.actor`,
        at: sql`excluded.at`,
        command: sql`excluded.command`,
        what: sql`excluded.what`,
        status: sql`excluded.status`,
        answer: sql`excluded.answer`,
        caller: sql`excluded.caller`,
        fingerprint: sql`excluded.fingerprint`,
        drawn: sql`excluded.drawn`,
      },
    });
  return [...extra, insert];
}

function eventRow(d: DrizzleD1Database, { eventId, seq, state, at, ...r }: RecordWrite): { statements: Statement[]; parts: boolean } {
  const snapshot = storeText(d, eventId, "snapshot", seq, r.packedState, r.earlierParts);
  const publicView = storeText(d, eventId, "view", seq, r.packedView, r.earlierParts);
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
    snapshot: snapshot.value,
    publicView: publicView.value,
    createdAt: state.createdAt,
    updatedAt: at,
  };
  const { id: _id, createdAt: _created, ...update } = row;
  return {
    statements: [
      ...snapshot.statements,
      ...publicView.statements,
      d
        .insert(events)
        .values(row)
        // Never back to an older seq, whatever order writes arrive in.
        .onConflictDoUpdate({ target: events.id, set: update, setWhere: sql`${events.seq} <= ${seq}` }),
    ],
    parts: isPartsRef(snapshot.value) || isPartsRef(publicView.value),
  };
}

function staffMirror(d: DrizzleD1Database, eventId: string, state: PlatformState): Statement[] {
  return [d.delete(staff).where(eq(staff.eventId, eventId)), ...state.staff.map((s) => d.insert(staff).values({ eventId, userId: s.userId, role: s.role }))];
}
