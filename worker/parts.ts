// Values too large for one D1 row, stored in parts (event_parts). D1 refuses a
// row, string or BLOB over 2,000,000 bytes; an 8,000-player event of 15
// rounds has a compressed view and snapshot near 1 MB each. A value longer
// than INLINE_CHARS is cut into parts of at most PART_CHARS, and its column
// holds a reference to them: the row stays small whatever the field.
import { and, asc, eq, lt } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type { Statement } from "./db/batch.ts";
import { eventParts } from "./db/schema.ts";

/** At most this many characters (ASCII: bytes) per part: 2.5 times under D1's 2,000,000-byte row limit. */
export const PART_CHARS = 800_000;
/** Longer values go in parts: the events row holds two (snapshot and view) and stays under 1 MB. */
export const INLINE_CHARS = 400_000;

export type PartKind = "snapshot" | "view" | "command";

const REF = /^parts:(snapshot|view|command):(\d+):(\d+)$/;

export function isPartsRef(value: string): boolean {
  return value.startsWith("parts:");
}

/** Cuts `text` into pieces of at most `size` characters (never an empty list). */
export function cut(text: string, size = PART_CHARS): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length === 0 ? [""] : out;
}

/**
 * The column value for `text` and the statements that store it: the text
 * itself when it fits a row, else a reference and its parts. A snapshot or
 * view replaces the event's earlier parts of its kind (readers that still hold
 * the old reference read the row again: readStoredText).
 */
export function storeText(
  d: DrizzleD1Database,
  eventId: string,
  kind: PartKind,
  seq: number,
  text: string,
  /** The event may have earlier parts of this kind (false: the last write of it fitted its row, so there are none to delete). */
  earlierParts = true,
): { value: string; statements: Statement[] } {
  const statements: Statement[] = [];
  if (kind !== "command" && earlierParts)
    statements.push(d.delete(eventParts).where(and(eq(eventParts.eventId, eventId), eq(eventParts.kind, kind), lt(eventParts.seq, seq))));
  if (text.length <= INLINE_CHARS) return { value: text, statements };
  const parts = cut(text);
  parts.forEach((data, part) => {
    statements.push(
      d
        .insert(eventParts)
        .values({ eventId, kind, seq, part, data })
        .onConflictDoUpdate({ target: [eventParts.eventId, eventParts.kind, eventParts.seq, eventParts.part], set: { data } }),
    );
  });
  return { value: `parts:${kind}:${seq}:${parts.length}`, statements };
}

/**
 * The text a column holds: itself, or its parts joined. Null when the parts
 * are gone (a later publish replaced them after the row was read): read the
 * row again.
 */
export async function readStoredText(db: D1Database, eventId: string, value: string): Promise<string | null> {
  if (!isPartsRef(value)) return value;
  const m = REF.exec(value);
  if (!m) throw new Error(`stored value reference does not read: ${value.slice(0, 40)}`);
  const [, kind, seq, count] = m;
  const rows = await drizzle(db)
    .select({ part: eventParts.part, data: eventParts.data })
    .from(eventParts)
    .where(and(eq(eventParts.eventId, eventId), eq(eventParts.kind, kind!), eq(eventParts.seq, Number(seq))))
    .orderBy(asc(eventParts.part))
    .all();
  if (rows.length !== Number(count) || rows.some((r, i) => r.part !== i)) return null;
  return rows.map((r) => r.data).join("");
}

/**
 * Reads a row whose named text columns may be in parts, and gives it with
 * those columns whole. A publish between reading the row and its parts makes
 * the row be read again (the newer row is as good an answer).
 */
export async function readWhole<R, K extends keyof R & string>(
  db: D1Database,
  eventId: string,
  columns: readonly K[],
  read: () => Promise<R | undefined>,
): Promise<R | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await read();
    if (!row) return undefined;
    const whole = { ...row };
    let gone = false;
    for (const column of columns) {
      const value = row[column];
      if (typeof value !== "string") continue;
      const text = await readStoredText(db, eventId, value);
      if (text === null) gone = true;
      else (whole as Record<string, unknown>)[column] = text;
    }
    if (!gone) return whole;
  }
  throw new Error(`event ${eventId}: its stored parts kept changing while read`);
}
