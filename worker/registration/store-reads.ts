// What the desk shows, read from D1: the event, the desk (settings, pool,
// every entry with status and fee) and one registration's receipt.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { CommandError } from "../../shared/commands/errors.ts";
import type { DeskSettings, DeskSummary, Receipt } from "../../shared/eventday/desk-answers.ts";
import { events } from "../db/schema.ts";
import { readWhole } from "../parts.ts";
import { readSnapshot } from "../stored.ts";
import { allocate, domainOf, entryOf, feeRulesOf, feesOf, rowsOf, settingsOf, type Settings } from "./store.ts";

/**
 * The event's row (its snapshot holds the staff roles and player codes), or
 * not_found. With the event's object, the snapshot holds every command it has
 * answered (it waits while the object writes what is pending to D1).
 */
export async function eventOf(db: D1Database, eventId: string, tournament?: { publishedAt(eventId: string, seq: number): Promise<number> }) {
  const read = () =>
    drizzle(db)
      .select({
        id: events.id,
        name: events.name,
        rules: events.rules,
        status: events.status,
        visibility: events.visibility,
        date: events.date,
        seq: events.viewSeq,
        snapshot: events.snapshot,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .get();
  let row = await readWhole(db, eventId, ["snapshot"], read);
  if (!row) throw new CommandError("not_found", "There is no such event.", "");
  if (tournament && row.seq < (await tournament.publishedAt(eventId, Number.MAX_SAFE_INTEGER))) row = await readWhole(db, eventId, ["snapshot"], read);
  if (!row) throw new CommandError("not_found", "There is no such event.", "");
  return row;
}

/** The desk of one event: settings, allocation, entries in application order, summary. */
export async function deskView(db: D1Database, eventId: string) {
  const settings = await settingsOf(db, eventId);
  const domain = await domainOf(db, settings);
  const rows = await rowsOf(
    db,
    domain.events.map((e) => e.eventId),
  );
  const allocation = allocate(domain.events, domain.pool, rows);
  const mine = rows.filter((r) => r.eventId === settings.eventId);
  const fees = feesOf(settings, mine);
  const entries = mine.map((r) => entryOf(r, allocation, fees)).sort((a, b) => a.appliedAt - b.appliedAt || (a.id < b.id ? -1 : 1));
  const ev = allocation.events[settings.eventId]!;
  const pool = domain.pool
    ? { id: domain.pool.id, label: domain.pool.label, capacity: domain.pool.capacity, used: allocation.pools[domain.pool.id]?.used ?? 0 }
    : null;
  const summary: DeskSummary = { capacity: ev.capacity, accepted: ev.accepted.length, waitlisted: ev.waitlist.length, pool };
  return { settings, allocation, entries, summary, domain, rows };
}

/** The settings as anyone may read them, with whether registration is open at `now`. */
export function publicSettings(s: Settings, now: number): DeskSettings {
  const open = !s.closed && (s.opensAt === null || now >= s.opensAt) && (s.closesAt === null || now < s.closesAt);
  return { capacity: s.capacity, poolId: s.poolId, opensAt: s.opensAt, closesAt: s.closesAt, closed: s.closed === 1, open, fee: feeRulesOf(s) };
}

/** One registration's receipt: its entry, and its player code once admitted. */
export async function receiptOf(db: D1Database, eventId: string, id: string): Promise<Receipt> {
  const d = await deskView(db, eventId);
  const entry = d.entries.find((e) => e.id === id);
  if (!entry) throw new CommandError("not_found", "There is no such registration for this event.", "");
  let playerCode: string | null = null;
  if (entry.playerId !== null) {
    const state = await readSnapshot((await eventOf(db, eventId)).snapshot);
    playerCode = state.codes[entry.playerId] ?? null;
  }
  return { event: eventId, registration: entry, playerCode, currency: feeRulesOf(d.settings)?.currency ?? null };
}
