// An application to an event: idempotent by the client's commandId (a retry
// from the same caller gets the same receipt and code), rate-limited for the
// public form, and judged by the engine (capacity, pool, window, waitlist).
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { CommandError } from "../../shared/commands/errors.ts";
import { refuse } from "../../shared/commands/refusals.ts";
import type { Receipt } from "../../shared/eventday/desk-answers.ts";
import { validateApplication } from "../../shared/eventday/index.ts";
import { registrations } from "../db/schema.ts";
import { fingerprintOf, idempotencyConflict } from "../idempotency.ts";
import { applyCounters, d1Tally, reserve } from "../rate-limit.ts";
import { domainOf, insertApplication, registrationState, rowsOf, settingsOf } from "./store.ts";
import type { SecretSettings } from "../secret.ts";
import { codeHash, receiptFor } from "./receipt-code.ts";
import { receiptOf } from "./store-reads.ts";

export interface Application {
  commandId: string;
  name: string;
  reading?: string | undefined;
  category?: string | null | undefined;
  by?: "player" | "organizer" | undefined;
}

/**
 * Stores the application (or answers its retry). `caller` is who may get the
 * receipt again; `clientKey` counts public applications against APPLY_LIMIT.
 */
export async function apply(
  db: D1Database,
  ev: { id: string; status: string },
  body: Application,
  who: { caller: string; clientKey: string },
  secret: SecretSettings,
): Promise<{ receipt: Receipt; created: boolean }> {
  const by = body.by ?? "player";
  if (ev.status !== "registration") throw refuse("registration-over", "Registration is over: the event has started.");
  const { id, code } = await receiptFor(secret, ev.id, body.commandId);
  const { commandId: _id, ...fields } = body;
  const fingerprint = await fingerprintOf("apply", { ...fields, by });
  const existing = await drizzle(db)
    .select({ id: registrations.id, caller: registrations.caller, fingerprint: registrations.fingerprint })
    .from(registrations)
    .where(eq(registrations.id, id))
    .get();
  if (existing) {
    // The receipt (and its code) goes again only to the same caller for the same application.
    if (existing.caller !== who.caller || existing.fingerprint !== fingerprint) throw idempotencyConflict();
    return { receipt: { ...(await receiptOf(db, ev.id, id)), code }, created: false };
  }
  // A retry of a stored application (above) is answered even at the limit; only new public applications count.
  const now = Date.now();
  const use = by === "player" ? await reserve(d1Tally(db), applyCounters(ev.id, who.clientKey), now) : null;

  const settings = await settingsOf(db, ev.id);
  const domain = await domainOf(db, settings);
  const eventIds = domain.events.map((e) => e.eventId);
  const state = registrationState(domain.events, domain.pool, await rowsOf(db, eventIds));
  const check = validateApplication(state, { player: id, events: [ev.id], appliedAt: now, by });
  if (!check.ok) {
    await use?.release();
    const p = check.problems[0]!;
    if (p.code === "registration-closed" || p.code === "registration-not-open") throw refuse(p.code, `Registration refused: ${p.message}.`);
    throw new CommandError("invalid_input", `Registration refused: ${p.message}.`, p.path);
  }
  await insertApplication(
    db,
    {
      id,
      eventId: ev.id,
      name: body.name,
      reading: body.reading || null,
      category: body.category ?? null,
      now,
      by,
      codeHash: await codeHash(secret, code),
      caller: who.caller,
      fingerprint,
    },
    eventIds,
  );
  return { receipt: { ...(await receiptOf(db, ev.id, id)), code }, created: true };
}
