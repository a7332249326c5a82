// The registration desk's D1 side: venue pools, an event's registration
// settings, applications, and the allocation the engine computes from them.
// Status (accepted / waitlisted, position) is never stored; it is always
// allocateRegistrations over every application of the event's pool, so no
// interleaving of concurrent requests can put a pool over capacity. The
// insert stamps applied_at as max(now, latest + 1) inside one SQL statement
// (D1 runs statements one at a time), so an application stored later always
// ranks later: the receipt an applicant got is never taken back by an
// application that was still in flight. docs/eventday.md, "Platform".
import { and, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { CommandError } from "../../shared/commands/errors.ts";
import { allocateRegistrations, computeFees, type Allocation, type PlayerFees } from "../../shared/eventday/index.ts";
import { DeskFee, type DeskEntry } from "../../shared/eventday/desk-answers.ts";

// The fee schema is shared (the desk's answers carry it); staff-write-routes.ts reads bodies with it.
export { DeskFee };
import { registrations, registrationSettings, venuePools } from "../db/schema.ts";

export type Settings = typeof registrationSettings.$inferSelect;
export type Registration = typeof registrations.$inferSelect;
export type Pool = typeof venuePools.$inferSelect;

export function defaultSettings(eventId: string): Settings {
  return { eventId, capacity: null, poolId: null, opensAt: null, closesAt: null, closed: 0, feeRules: null, updatedAt: 0 };
}

export async function settingsOf(db: D1Database, eventId: string): Promise<Settings> {
  const row = await drizzle(db).select().from(registrationSettings).where(eq(registrationSettings.eventId, eventId)).get();
  return row ?? defaultSettings(eventId);
}

export async function poolOf(db: D1Database, poolId: string): Promise<Pool | null> {
  return (await drizzle(db).select().from(venuePools).where(eq(venuePools.id, poolId)).get()) ?? null;
}

/** The events whose applications compete with this event's: the event alone, or every event of its pool. */
export async function domainOf(db: D1Database, settings: Settings): Promise<{ events: Settings[]; pool: Pool | null }> {
  if (settings.poolId === null) return { events: [settings], pool: null };
  const pool = await poolOf(db, settings.poolId);
  const rows = await drizzle(db).select().from(registrationSettings).where(eq(registrationSettings.poolId, settings.poolId)).all();
  const events = rows.some((r) => r.eventId === settings.eventId) ? rows : [...rows, settings];
  return { events, pool };
}

function registrationEvent(s: Settings, pool: Pool | null) {
  return {
    id: s.eventId,
    capacity: s.capacity,
    ...(pool && s.poolId === pool.id ? { pool: pool.id } : {}),
    ...(s.opensAt !== null ? { opensAt: s.opensAt } : {}),
    ...(s.closesAt !== null ? { closesAt: s.closesAt } : {}),
    ...(s.closed ? { closed: true } : {}),
  };
}

/** The engine's input for a domain: events, pool, applications (player = registration id). */
export function registrationState(events: Settings[], pool: Pool | null, rows: Registration[]) {
  return {
    events: events.map((s) => registrationEvent(s, pool)),
    pools: pool ? [{ id: pool.id, capacity: pool.capacity, label: pool.label }] : [],
    applications: rows.map((r) => ({
      player: r.id,
      events: [r.eventId],
      appliedAt: r.appliedAt,
      ...(r.withdrawnAt !== null ? { withdrawnAt: r.withdrawnAt } : {}),
      by: r.by === "organizer" ? ("organizer" as const) : ("player" as const),
    })),
  };
}

export function allocate(events: Settings[], pool: Pool | null, rows: Registration[]): Allocation {
  const a = allocateRegistrations(registrationState(events, pool, rows));
  if (!a.ok) throw new CommandError("internal", `Registration data is inconsistent: ${a.problems[0]!.message}.`);
  return a.value;
}

export async function rowsOf(db: D1Database, eventIds: string[]): Promise<Registration[]> {
  return drizzle(db).select().from(registrations).where(inArray(registrations.eventId, eventIds)).all();
}

/** Inserts an application with the monotone stamp and reads the domain back, in one D1 transaction. */
export async function insertApplication(
  db: D1Database,
  row: {
    id: string;
    eventId: string;
    name: string;
    reading: string | null;
    category: string | null;
    now: number;
    by: "player" | "organizer";
    codeHash: string;
    caller: string;
    fingerprint: string;
  },
  domainEvents: string[],
): Promise<Registration[]> {
  const d = drizzle(db);
  const { now, ...fields } = row;
  // Stamped inside the statement: later than every application stored before it.
  const appliedAt = sql<number>`max(${now}, coalesce((SELECT max(${registrations.appliedAt}) FROM ${registrations}), 0) + 1)`;
  const insert = d
    .insert(registrations)
    .values({ ...fields, appliedAt, paid: 0 })
    .onConflictDoNothing();
  const read = d.select().from(registrations).where(inArray(registrations.eventId, domainEvents));
  const [, rows] = await d.batch([insert, read]);
  return rows;
}

export async function findRegistration(db: D1Database, eventId: string, id: string): Promise<Registration> {
  const row = await drizzle(db)
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.id, id)))
    .get();
  if (!row) throw new CommandError("not_found", "There is no such registration for this event.", "");
  return row;
}

export function feeRulesOf(settings: Settings): DeskFee | null {
  if (settings.feeRules === null) return null;
  const parsed = DeskFee.safeParse(JSON.parse(settings.feeRules));
  return parsed.success ? parsed.data : null;
}

/** What each registration owes for this event (engine: computeFees); null without a fee. */
export function feesOf(settings: Settings, rows: Registration[]): Map<string, PlayerFees> | null {
  const fee = feeRulesOf(settings);
  if (!fee) return null;
  const rules = { currency: fee.currency, events: [{ event: settings.eventId, fee: fee.fee }], discounts: fee.discounts };
  const players = rows.map((r) => ({ player: r.id, events: [settings.eventId], categories: r.category ? [r.category] : [] }));
  const computed = computeFees(rules, players);
  if (!computed.ok) throw new CommandError("internal", `Fee rules are inconsistent: ${computed.problems[0]!.message}.`);
  return new Map(computed.value.map((p) => [p.player, p]));
}

/** One registration as staff and (its own) applicant see it. */
export function entryOf(r: Registration, allocation: Allocation, fees: Map<string, PlayerFees> | null): DeskEntry {
  const entry = allocation.entries.find((e) => e.player === r.id && e.event === r.eventId);
  const status = entry?.status ?? "withdrawn";
  // A withdrawn registration owes nothing (its receipt shows no fee).
  const fee = status === "withdrawn" ? null : (fees?.get(r.id)?.events[0] ?? null);
  return {
    id: r.id,
    name: r.name,
    reading: r.reading,
    category: r.category,
    appliedAt: r.appliedAt,
    withdrawnAt: r.withdrawnAt,
    by: r.by,
    status,
    position: entry && entry.status === "waitlisted" ? entry.position : null,
    full: entry && entry.status === "waitlisted" ? entry.full : null,
    fee: fee
      ? { fee: fee.fee, owed: fee.owed, discount: fee.discount ? fee.discount.label || fee.discount.id : null, discountId: fee.discount?.id ?? null }
      : null,
    paid: r.paid === 1,
    playerId: r.playerId,
  };
}
