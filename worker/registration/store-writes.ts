// The desk's changes in D1: settings, withdrawals, fees paid, a registration's
// discount category, and recording which player each admitted registration
// became. Who may make them is the routes' check (shared permission table);
// what they may hold is checked here.
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { CommandError } from "../../shared/commands/errors.ts";
import { refuse } from "../../shared/commands/refusals.ts";
import type { DeskEntry } from "../../shared/eventday/desk-answers.ts";
import { registrations, registrationSettings } from "../db/schema.ts";
import { runBatch } from "../db/batch.ts";
import { checkCategory } from "../../shared/eventday/fees.ts";
import { type DeskFee, feeRulesOf, feesOf, type Registration, type Settings, settingsOf } from "./store.ts";
import { ownPool } from "./pool-store.ts";

export interface SettingsChange {
  capacity?: number | null | undefined;
  poolId?: string | null | undefined;
  opensAt?: number | null | undefined;
  closesAt?: number | null | undefined;
  closed?: boolean | undefined;
  fee?: DeskFee | null | undefined;
}

/** Changes the given settings (absent ones stay); a pool must be the user's own, the deadline after the opening. */
export async function saveSettings(db: D1Database, eventId: string, userId: string, body: SettingsChange): Promise<void> {
  const current = await settingsOf(db, eventId);
  if (body.poolId) await ownPool(db, userId, body.poolId, "$.poolId");
  const next: Settings = {
    ...current,
    ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
    ...(body.poolId !== undefined ? { poolId: body.poolId } : {}),
    ...(body.opensAt !== undefined ? { opensAt: body.opensAt } : {}),
    ...(body.closesAt !== undefined ? { closesAt: body.closesAt } : {}),
    ...(body.closed !== undefined ? { closed: body.closed ? 1 : 0 } : {}),
    ...(body.fee !== undefined ? { feeRules: body.fee === null ? null : JSON.stringify(body.fee) } : {}),
    updatedAt: Date.now(),
  };
  if (next.opensAt !== null && next.closesAt !== null && next.closesAt <= next.opensAt) {
    throw new CommandError("invalid_input", "$.closesAt: the deadline must come after registration opens.", "$.closesAt");
  }
  const { eventId: _e, ...set } = next;
  await drizzle(db).insert(registrationSettings).values(next).onConflictDoUpdate({ target: registrationSettings.eventId, set }).run();
}

/** Withdraws a registration (once; a retry changes nothing). The waitlist moves up: status is always recomputed. */
export async function withdraw(db: D1Database, r: Registration): Promise<void> {
  if (r.playerId !== null) throw refuse("already-player", "You are already a player of the event: ask the organizer to drop you.");
  if (r.withdrawnAt === null) await drizzle(db).update(registrations).set({ withdrawnAt: Date.now() }).where(eq(registrations.id, r.id)).run();
}

export async function markPaid(db: D1Database, r: Registration, paid: boolean): Promise<void> {
  await drizzle(db)
    .update(registrations)
    .set({ paid: paid ? 1 : 0, paidAt: paid ? Date.now() : null })
    .where(eq(registrations.id, r.id))
    .run();
}

/**
 * Changes the discount category a registration pays by (a student without ID
 * pays the full fee); the fee owed is recomputed from it on every read. The
 * category must be one the event's discounts name, or null. A payment marked
 * for a smaller amount no longer covers a larger one: it is unmarked.
 */
export async function changeCategory(db: D1Database, settings: Settings, r: Registration, category: string | null): Promise<void> {
  const check = checkCategory(feeRulesOf(settings)?.discounts ?? [], category);
  if (!check.ok) throw new CommandError("invalid_input", `$.category: ${check.problems[0]!.message}.`, "$.category");
  const owed = (row: Registration) => feesOf(settings, [row])?.get(row.id)?.total ?? 0;
  const rises = owed({ ...r, category }) > owed(r);
  await drizzle(db)
    .update(registrations)
    .set({ category, ...(rises && r.paid === 1 ? { paid: 0, paidAt: null } : {}) })
    .where(eq(registrations.id, r.id))
    .run();
}

/** The entries to admit: the named ones (each must be accepted) or every accepted one, skipping those already players. */
export function toAdmit(entries: DeskEntry[], named: string[] | undefined): DeskEntry[] {
  const open = entries.filter((e) => e.status === "accepted" && e.playerId === null);
  named?.forEach((id, i) => {
    const entry = entries.find((e) => e.id === id);
    if (!entry) throw new CommandError("not_found", `There is no registration "${id}" for this event.`, `$.registrations[${i}]`);
    if (entry.status !== "accepted")
      throw refuse(
        "check-in-refused",
        `${entry.name} is ${entry.status === "waitlisted" ? "on the waitlist" : "withdrawn"}, so cannot be checked in.`,
        `$.registrations[${i}]`,
        { name: entry.name, status: entry.status },
      );
  });
  return named ? open.filter((e) => named.includes(e.id)) : open;
}

/**
 * Records the player each registration became. Admitting everyone closes
 * registration; checking in one by one leaves it as it is (others may still arrive).
 */
export async function recordAdmitted(
  db: D1Database,
  settings: Settings,
  players: { registration: string; id: string }[],
  closeRegistration: boolean,
): Promise<void> {
  const d = drizzle(db);
  const writes = players.map((p) => d.update(registrations).set({ playerId: p.id }).where(eq(registrations.id, p.registration)));
  const closed = closeRegistration ? 1 : settings.closed;
  const { eventId: _e, ...set } = { ...settings, closed, updatedAt: Date.now() };
  await d.batch([
    d
      .insert(registrationSettings)
      .values({ ...settings, closed, updatedAt: Date.now() })
      .onConflictDoUpdate({ target: registrationSettings.eventId, set }),
    ...writes,
  ]);
}

/**
 * The no-shows' registrations withdrawn (no longer anyone's player: theirs
 * were removed) and the newcomers recorded as the players they became, in
 * one batch; a retry writes the same again.
 */
export async function recordReplaced(db: D1Database, eventId: string, withdrawn: string[], players: { registration: string; id: string }[], now: number) {
  const d = drizzle(db);
  const mine = (id: string) => and(eq(registrations.eventId, eventId), eq(registrations.id, id));
  await runBatch(d, [
    ...withdrawn.map((id) =>
      d
        .update(registrations)
        .set({ withdrawnAt: sql`coalesce(${registrations.withdrawnAt}, ${now})`, playerId: null })
        .where(mine(id)),
    ),
    ...players.map((p) => d.update(registrations).set({ playerId: p.id }).where(mine(p.registration))),
  ]);
}
