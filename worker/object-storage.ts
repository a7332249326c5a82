// A tournament object's own storage (SQLite-backed Durable Object,
// ctx.storage.sql): the command log it acknowledges from, its latest state
// checkpoint, and what it has recorded in D1 so far. Every call is
// synchronous, so the writes of one command commit together before its answer
// leaves the object (the output gate). D1 is written behind it (worker/record.ts).
import { cut } from "./parts.ts";

/** One accepted command, as logged (JSON columns as text). */
export interface LogRow {
  seq: number;
  commandId: string;
  actor: string;
  at: number;
  /** The command's JSON text. */
  command: string;
  what: string;
  status: number;
  answer: string;
  caller: string;
  fingerprint: string;
  /** The codes and tokens the command drew, in order (JSON array), or null. */
  drawn: string | null;
}

/** What the object has done so far, beyond its log. */
export interface Marks {
  eventId: string | null;
  /** The seq of the stored state checkpoint (0: none). */
  checkpoint: number;
  /** D1 has the log rows, snapshot and public view up to this seq. */
  recorded: number;
  /** D1 may hold parts of the event's snapshot or view (worker/parts.ts). */
  parts: boolean;
}

/** Below SQLite's row limit in a Durable Object (2 MB), with room to spare. */
const BLOB_PART = 1_000_000;

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS log (
    seq INTEGER PRIMARY KEY, command_id TEXT NOT NULL UNIQUE, actor TEXT NOT NULL, at INTEGER NOT NULL,
    command TEXT NOT NULL, what TEXT NOT NULL, status INTEGER NOT NULL, answer TEXT NOT NULL,
    caller TEXT NOT NULL, fingerprint TEXT NOT NULL, drawn TEXT)`,
  "CREATE TABLE IF NOT EXISTS blobs (kind TEXT NOT NULL, seq INTEGER NOT NULL, part INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY (kind, seq, part))",
  "CREATE TABLE IF NOT EXISTS marks (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
  'CREATE TABLE IF NOT EXISTS code_attempts (key TEXT NOT NULL, "window" INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (key, "window"))',
];

type Row = Record<string, SqlStorageValue>;

export class ObjectStorage {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of SCHEMA) sql.exec(statement);
  }

  marks(): Marks {
    const m = new Map(
      this.sql
        .exec<{ key: string; value: string }>("SELECT key, value FROM marks")
        .toArray()
        .map((r) => [r.key, r.value]),
    );
    return {
      eventId: m.get("eventId") ?? null,
      checkpoint: Number(m.get("checkpoint") ?? 0),
      recorded: Number(m.get("recorded") ?? 0),
      parts: m.get("parts") !== "0",
    };
  }

  mark(key: keyof Marks | "origin", value: string | number | boolean): void {
    if (typeof value === "boolean") value = value ? 1 : 0;
    this.sql.exec("INSERT INTO marks (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", key, String(value));
  }

  origin(): string | null {
    return this.sql.exec<{ value: string }>("SELECT value FROM marks WHERE key = 'origin'").toArray()[0]?.value ?? null;
  }

  /** Appends a log row; a command too long for one row keeps its text in blobs. */
  append(row: LogRow): void {
    let command = row.command;
    if (command.length > BLOB_PART) {
      const parts = cut(command, BLOB_PART);
      parts.forEach((data, part) => this.sql.exec("INSERT INTO blobs (kind, seq, part, data) VALUES ('command', ?, ?, ?)", row.seq, part, data));
      command = `parts:command:${row.seq}:${parts.length}`;
    }
    this.sql.exec(
      "INSERT INTO log (seq, command_id, actor, at, command, what, status, answer, caller, fingerprint, drawn) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      row.seq,
      row.commandId,
      row.actor,
      row.at,
      command,
      row.what,
      row.status,
      row.answer,
      row.caller,
      row.fingerprint,
      row.drawn,
    );
  }

  /** The last logged seq (0: none). */
  lastSeq(): number {
    return Number(this.sql.exec<{ seq: number | null }>("SELECT max(seq) AS seq FROM log").one().seq ?? 0);
  }

  /** The answer logged for a commandId, if any. */
  answerTo(commandId: string): { status: number; answer: string; caller: string; fingerprint: string } | null {
    const row = this.sql
      .exec<{ status: number; answer: string; caller: string; fingerprint: string }>(
        "SELECT status, answer, caller, fingerprint FROM log WHERE command_id = ?",
        commandId,
      )
      .toArray()[0];
    return row ?? null;
  }

  /** Log rows after `seq`, oldest first, at most `limit`. */
  rowsAfter(seq: number, limit: number): LogRow[] {
    return this.sql
      .exec<Row>("SELECT * FROM log WHERE seq > ? ORDER BY seq LIMIT ?", seq, limit)
      .toArray()
      .map((r) => this.logRow(r));
  }

  /** The change lists after `seq` (a socket's catch-up), at most `limit`. */
  changesAfter(seq: number, limit: number): { seq: number; what: string }[] {
    return this.sql.exec<{ seq: number; what: string }>("SELECT seq, what FROM log WHERE seq > ? ORDER BY seq LIMIT ?", seq, limit).toArray();
  }

  /** The state checkpoint (gzip-compressed JSON) at its seq. */
  checkpoint(): { seq: number; packed: Uint8Array } | null {
    const seq = this.marks().checkpoint;
    if (seq === 0) return null;
    const parts = this.sql.exec<{ data: ArrayBuffer }>("SELECT data FROM blobs WHERE kind = 'state' AND seq = ? ORDER BY part", seq).toArray();
    if (parts.length === 0) return null;
    return { seq, packed: join(parts.map((p) => new Uint8Array(p.data))) };
  }

  /** Replaces the checkpoint with the state at `seq`. */
  putCheckpoint(seq: number, packed: Uint8Array): void {
    this.sql.exec("DELETE FROM blobs WHERE kind = 'state'");
    for (let i = 0, part = 0; i < packed.length || part === 0; i += BLOB_PART, part++) {
      this.sql.exec("INSERT INTO blobs (kind, seq, part, data) VALUES ('state', ?, ?, ?)", seq, part, packed.slice(i, i + BLOB_PART).buffer);
    }
    this.mark("checkpoint", seq);
  }

  /** Forgets everything (the event was deleted); the tables stay, empty. */
  clear(): void {
    for (const table of ["log", "blobs", "marks", "code_attempts"]) this.sql.exec(`DELETE FROM ${table}`);
  }

  /** Bytes of this object's storage (the SQLite file). */
  size(): number {
    return this.sql.databaseSize;
  }

  /** The attempt counters of player codes (worker/rate-limit.ts), kept here: they are this event's. */
  countAttempt(key: string, window: number): number {
    const row = this.sql
      .exec<{ count: number }>(
        'INSERT INTO code_attempts (key, "window", count) VALUES (?, ?, 1) ON CONFLICT (key, "window") DO UPDATE SET count = count + 1 RETURNING count',
        key,
        window,
      )
      .one();
    this.sql.exec('DELETE FROM code_attempts WHERE key = ? AND "window" < ?', key, window);
    return row.count;
  }

  giveBackAttempt(key: string, window: number): void {
    this.sql.exec('UPDATE code_attempts SET count = count - 1 WHERE key = ? AND "window" = ? AND count > 0', key, window);
  }

  private logRow(r: Row): LogRow {
    let command = String(r.command);
    const ref = /^parts:command:(\d+):(\d+)$/.exec(command);
    if (ref) {
      const parts = this.sql.exec<{ data: string }>("SELECT data FROM blobs WHERE kind = 'command' AND seq = ? ORDER BY part", Number(ref[1])).toArray();
      command = parts.map((p) => p.data).join("");
    }
    return {
      seq: Number(r.seq),
      commandId: String(r.command_id),
      actor: String(r.actor),
      at: Number(r.at),
      command,
      what: String(r.what),
      status: Number(r.status),
      answer: String(r.answer),
      caller: String(r.caller),
      fingerprint: String(r.fingerprint),
      drawn: r.drawn === null ? null : String(r.drawn),
    };
  }
}

function join(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
