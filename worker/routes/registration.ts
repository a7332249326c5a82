// Pre-registration routes: venue pools, an event's registration settings and
// fees, applications (public form, organizer entry), receipts, withdrawals,
// marking fees paid, and admitting the accepted applicants as players. The
// rules (capacity, pools, waitlist, deadline, fees) are the engine's
// (shared/eventday); who may do what is the shared permission table
// (STAFF_ACTIONS in shared/commands/permissions.ts), for the roles of the
// event's own state.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { CODE_ALPHABET } from "../../shared/commands/context.ts";
import { CommandError } from "../../shared/commands/errors.ts";
import { CommandId } from "../../shared/commands/routes.ts";
import { actorFor, isStaffRole, mayAct, type StaffAction } from "../../shared/commands/permissions.ts";
import type { StaffRole } from "../../shared/commands/state.ts";
import { validateApplication } from "../../shared/eventday/index.ts";
import { nameSchema } from "../../shared/model/input.ts";
import { currentUser, requireUser, type User } from "../auth.ts";
import { sha256Hex } from "../crypto.ts";
import { events, registrations, registrationSettings, venuePools } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { clientKey, parseWith, readJsonObject } from "../http.ts";
import { APPLY_LIMIT, reserve } from "../rate-limit.ts";
import { fingerprintOf, idempotencyConflict } from "../idempotency.ts";
import {
  allocate,
  domainOf,
  entryOf,
  DeskFee,
  feeRulesOf,
  feesOf,
  findRegistration,
  insertApplication,
  poolOf,
  registrationState,
  rowsOf,
  settingsOf,
  type Settings,
} from "../registration/desk.ts";
import { readSnapshot } from "../stored.ts";
import type { CommandRequest } from "../tournament-object.ts";
import type { EventScope } from "./event-scope.ts";
import type { DeskAdmitted, DeskSaved, DeskSettings, DeskSummary, PublicDesk, Receipt, StaffDesk } from "../../shared/eventday/desk-answers.ts";
import { refuse } from "../../shared/commands/refusals.ts";

type C = Context<EventScope>;
const Category = z.string().trim().min(1).max(64);
const Apply = z.strictObject({
  commandId: CommandId,
  name: nameSchema("a name", 120),
  /** The name's reading (furigana), optional: the player's reading once admitted (name lists sort by it). */
  reading: z.string().trim().max(120).optional(),
  category: Category.nullable().optional(),
  /** "organizer": entered by the organizer (may be outside the registration window). */
  by: z.enum(["player", "organizer"]).optional(),
});
const Instant = z.number().int().min(0).max(8_640_000_000_000_000);
const SettingsBody = z.strictObject({
  capacity: z.number().int().min(0).max(100_000).nullable().optional(),
  poolId: z.string().min(1).max(64).nullable().optional(),
  opensAt: Instant.nullable().optional(),
  closesAt: Instant.nullable().optional(),
  closed: z.boolean().optional(),
  fee: DeskFee.nullable().optional(),
});
const PoolBody = z.strictObject({
  commandId: CommandId,
  label: z.string().trim().min(1, "a pool needs a label").max(200),
  capacity: z.number().int().min(0).max(100_000),
});
const PoolEdit = z.strictObject({ label: z.string().trim().min(1).max(200).optional(), capacity: z.number().int().min(0).max(100_000).optional() });
const CodeBody = z.strictObject({ code: z.string().trim().min(1).max(40).optional() });
const PaidBody = z.strictObject({ paid: z.boolean() });
const AdmitBody = z.strictObject({
  commandId: CommandId,
  /** Check in these accepted registrations only (one by one at the desk: a no-show is never admitted); all accepted when absent. */
  registrations: z.array(z.string().min(1).max(64)).min(1).max(1000).optional(),
});

/** The admit-registrations answer: the player each admitted registration became. */
const AdmitAnswer = z.looseObject({ players: z.array(z.looseObject({ registration: z.string(), id: z.string() })) });

/** Derived from the client's commandId, so a retried application gets the same receipt and code (8 characters of the player codes' alphabet). */
async function receiptFor(eventId: string, commandId: string): Promise<{ id: string; code: string }> {
  const digest = await sha256Hex(`registration:${eventId}:${commandId}`);
  const id = `r${digest.slice(0, 15)}`;
  const bytes = await sha256Hex(`receipt-code:${eventId}:${commandId}`);
  let code = "";
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[parseInt(bytes.slice(i * 2, i * 2 + 2), 16) % CODE_ALPHABET.length];
  return { id, code };
}

async function codeHash(code: string): Promise<string> {
  return sha256Hex(`receipt:${code.trim().toUpperCase()}`);
}

async function eventRow(c: C) {
  const row = await drizzle(c.env.DB)
    .select({ id: events.id, name: events.name, status: events.status, visibility: events.visibility, date: events.date, snapshot: events.snapshot })
    .from(events)
    .where(eq(events.id, c.var.eventId))
    .get();
  if (!row) throw new CommandError("not_found", "There is no such event.", "");
  return row;
}

/** The signed-in user's staff role in the event's own state, or a 401/403 (the shared table decides). */
async function requireRole(c: C, ev: { snapshot: string }, what: StaffAction): Promise<{ user: User; role: StaffRole }> {
  const user = await requireUser(c);
  const { role } = actorFor(await readSnapshot(ev.snapshot), { userId: user.id, username: user.username });
  if (!isStaffRole(role)) throw refuse("staff-only", "Only the event's staff can do this.");
  if (!mayAct(role, what)) throw refuse("role-may-not", `A${role === "owner" ? "n" : ""} ${role} may not do this here.`, "", { role });
  return { user, role };
}

/** The desk of one event: settings, pool, every entry with status and fee. */
async function desk(c: C, eventId: string) {
  const settings = await settingsOf(c.env.DB, eventId);
  const domain = await domainOf(c.env.DB, settings);
  const rows = await rowsOf(
    c.env.DB,
    domain.events.map((e) => e.eventId),
  );
  return deskOf(settings, domain, rows);
}

function deskOf(settings: Settings, domain: Awaited<ReturnType<typeof domainOf>>, rows: Awaited<ReturnType<typeof rowsOf>>) {
  const allocation = allocate(domain.events, domain.pool, rows);
  const mine = rows.filter((r) => r.eventId === settings.eventId);
  const fees = feesOf(settings, mine);
  const entries = mine.map((r) => entryOf(r, allocation, fees)).sort((a, b) => a.appliedAt - b.appliedAt || (a.id < b.id ? -1 : 1));
  const ev = allocation.events[settings.eventId]!;
  const pool = domain.pool
    ? { id: domain.pool.id, label: domain.pool.label, capacity: domain.pool.capacity, used: allocation.pools[domain.pool.id]?.used ?? 0 }
    : null;
  const summary: DeskSummary = { capacity: ev.capacity, accepted: ev.accepted.length, waitlisted: ev.waitlist.length, pool };
  return { settings, allocation, entries, summary };
}

function publicSettings(s: Settings, now: number): DeskSettings {
  const open = !s.closed && (s.opensAt === null || now >= s.opensAt) && (s.closesAt === null || now < s.closesAt);
  return { capacity: s.capacity, poolId: s.poolId, opensAt: s.opensAt, closesAt: s.closesAt, closed: s.closed === 1, open, fee: feeRulesOf(s) };
}

async function receipt(c: C, eventId: string, id: string): Promise<Receipt> {
  const d = await desk(c, eventId);
  const entry = d.entries.find((e) => e.id === id);
  if (!entry) throw new CommandError("not_found", "There is no such registration for this event.", "");
  let playerCode: string | null = null;
  if (entry.playerId !== null) {
    const state = await readSnapshot((await eventRow(c)).snapshot);
    playerCode = state.codes[entry.playerId] ?? null;
  }
  return { event: eventId, registration: entry, playerCode, currency: feeRulesOf(d.settings)?.currency ?? null };
}

/** Venue pools (an organizer's own). */
export const registration = new Hono<{ Bindings: Env }>();
/** One event's desk, under /api/events/:id (worker/routes/event-scope.ts). */
export const eventRegistration = new Hono<EventScope>();

/* ---------- venue pools (one capacity across events of a day and venue) ---------- */

registration.post("/pools", async (c) => {
  const user = await requireUser(c);
  const body = parseWith(PoolBody, await readJsonObject(c));
  const id = `v${(await sha256Hex(`pool:${user.id}:${body.commandId}`)).slice(0, 15)}`;
  await drizzle(c.env.DB)
    .insert(venuePools)
    .values({ id, ownerId: user.id, label: body.label, capacity: body.capacity, createdAt: Date.now() })
    .onConflictDoNothing();
  const pool = await poolOf(c.env.DB, id);
  if (!pool || pool.ownerId !== user.id) throw refuse("pool-id-taken", "This pool id is taken; retry with a new commandId.", "$.commandId");
  return c.json({ pool }, 201);
});

registration.get("/pools", async (c) => {
  const user = await requireUser(c);
  const pools = await drizzle(c.env.DB).select().from(venuePools).where(eq(venuePools.ownerId, user.id)).all();
  const attached = await drizzle(c.env.DB)
    .select({ eventId: registrationSettings.eventId, poolId: registrationSettings.poolId })
    .from(registrationSettings)
    .all();
  return c.json({ pools: pools.map((p) => ({ ...p, events: attached.filter((a) => a.poolId === p.id).map((a) => a.eventId) })) });
});

registration.patch("/pools/:pid", async (c) => {
  const user = await requireUser(c);
  const pool = await poolOf(c.env.DB, c.req.param("pid"));
  if (!pool || pool.ownerId !== user.id) throw new CommandError("not_found", "There is no such pool of yours.", "");
  const body = parseWith(PoolEdit, await readJsonObject(c));
  await drizzle(c.env.DB).update(venuePools).set(body).where(eq(venuePools.id, pool.id)).run();
  return c.json({ pool: await poolOf(c.env.DB, pool.id) });
});

/* ---------- an event's desk ---------- */

eventRegistration.get("/registration", async (c) => {
  const ev = await eventRow(c);
  const d = await desk(c, ev.id);
  return c.json({
    event: { id: ev.id, name: ev.name, status: ev.status, date: ev.date },
    settings: publicSettings(d.settings, Date.now()),
    summary: d.summary,
  } satisfies PublicDesk);
});

eventRegistration.put("/registration", async (c) => {
  const ev = await eventRow(c);
  const { user } = await requireRole(c, ev, "registration-settings");
  const body = parseWith(SettingsBody, await readJsonObject(c));
  const current = await settingsOf(c.env.DB, ev.id);
  if (body.poolId) {
    const pool = await poolOf(c.env.DB, body.poolId);
    if (!pool || pool.ownerId !== user.id) throw new CommandError("invalid_input", "$.poolId: no such venue pool of yours.", "$.poolId");
  }
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
  await drizzle(c.env.DB).insert(registrationSettings).values(next).onConflictDoUpdate({ target: registrationSettings.eventId, set }).run();
  const d = await desk(c, ev.id);
  return c.json({ settings: publicSettings(d.settings, Date.now()), summary: d.summary } satisfies DeskSaved);
});

/** Apply: anyone for an open event (the public form); organizers with by: "organizer" at any time. */
eventRegistration.post("/registrations", async (c) => {
  const ev = await eventRow(c);
  const body = parseWith(Apply, await readJsonObject(c));
  const by = body.by ?? "player";
  if (by === "organizer") await requireRole(c, ev, "register-player");
  if (ev.status !== "registration") throw refuse("registration-over", "Registration is over: the event has started.");
  const { id, code } = await receiptFor(ev.id, body.commandId);
  // The receipt (and its code) goes again only to the same caller for the same application.
  const organizer = by === "organizer" ? await currentUser(c) : null;
  const caller = organizer ? `user:${organizer.id}` : `client:${clientKey(c)}`;
  const { commandId: _id, ...fields } = body;
  const fingerprint = await fingerprintOf("apply", { ...fields, by });
  const existing = await drizzle(c.env.DB)
    .select({ id: registrations.id, caller: registrations.caller, fingerprint: registrations.fingerprint })
    .from(registrations)
    .where(eq(registrations.id, id))
    .get();
  if (existing) {
    if (existing.caller !== caller || existing.fingerprint !== fingerprint) throw idempotencyConflict();
    return c.json({ ...(await receipt(c, ev.id, id)), code } satisfies Receipt, 200);
  }
  // A retry of a stored application (above) is answered even at the limit; only new public applications count.
  const now = Date.now();
  const use = by === "player" ? await reserve(c.env.DB, [{ key: `apply:${ev.id}:${clientKey(c)}`, limit: APPLY_LIMIT }], now) : null;

  const settings = await settingsOf(c.env.DB, ev.id);
  const domain = await domainOf(c.env.DB, settings);
  const eventIds = domain.events.map((e) => e.eventId);
  const state = registrationState(domain.events, domain.pool, await rowsOf(c.env.DB, eventIds));
  const check = validateApplication(state, { player: id, events: [ev.id], appliedAt: now, by });
  if (!check.ok) {
    await use?.release();
    const p = check.problems[0]!;
    const closed = p.code === "registration-closed" || p.code === "registration-not-open";
    throw new CommandError(closed ? "not_allowed_now" : "invalid_input", `Registration refused: ${p.message}.`, closed ? "" : p.path);
  }
  await insertApplication(
    c.env.DB,
    {
      id,
      eventId: ev.id,
      name: body.name,
      reading: body.reading || null,
      category: body.category ?? null,
      now,
      by,
      codeHash: await codeHash(code),
      caller,
      fingerprint,
    },
    eventIds,
  );
  return c.json({ ...(await receipt(c, ev.id, id)), code } satisfies Receipt, 201);
});

/** A receipt for staff. The applicant reads theirs with POST .../read: a code in a URL ends up in logs, history and Referer headers. */
eventRegistration.get("/registrations/:rid", async (c) => {
  if (c.req.query("code") !== undefined) {
    throw new CommandError("invalid_input", "code: a receipt code never goes in the address; send it in the body of POST .../registrations/:rid/read.", "code");
  }
  const ev = await eventRow(c);
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  await requireRole(c, ev, "list-registrations");
  return c.json(await receipt(c, ev.id, r.id), 200, { "cache-control": "no-store" });
});

/** The applicant reads their receipt with its personal code in the body (read-only: changes and logs nothing); staff may send {}. */
eventRegistration.post("/registrations/:rid/read", async (c) => {
  const ev = await eventRow(c);
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  const body = parseWith(CodeBody, await readJsonObject(c));
  if (body.code === undefined || (await codeHash(body.code)) !== r.codeHash) {
    if (body.code !== undefined && !(await currentUser(c))) throw new CommandError("wrong_code", "This is not the code of this registration.", "$.code");
    await requireRole(c, ev, "list-registrations");
  }
  return c.json(await receipt(c, ev.id, r.id), 200, { "cache-control": "no-store" });
});

/** Withdraw: the applicant with their code, or an organizer. The waitlist moves up (recomputed). */
eventRegistration.post("/registrations/:rid/withdraw", async (c) => {
  const ev = await eventRow(c);
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  const body = parseWith(CodeBody, await readJsonObject(c));
  if (body.code === undefined || (await codeHash(body.code)) !== r.codeHash) {
    if (body.code !== undefined && !(await currentUser(c))) throw new CommandError("wrong_code", "This is not the code of this registration.", "$.code");
    await requireRole(c, ev, "withdraw-for");
  }
  if (r.playerId !== null) throw refuse("already-player", "You are already a player of the event: ask the organizer to drop you.");
  if (r.withdrawnAt === null) await drizzle(c.env.DB).update(registrations).set({ withdrawnAt: Date.now() }).where(eq(registrations.id, r.id)).run();
  return c.json(await receipt(c, ev.id, r.id));
});

/** Staff: every registration with status, waitlist position, fee owed and paid. */
eventRegistration.get("/registrations", async (c) => {
  const ev = await eventRow(c);
  await requireRole(c, ev, "list-registrations");
  const d = await desk(c, ev.id);
  return c.json({ settings: publicSettings(d.settings, Date.now()), summary: d.summary, entries: d.entries } satisfies StaffDesk);
});

eventRegistration.post("/registrations/:rid/paid", async (c) => {
  const ev = await eventRow(c);
  await requireRole(c, ev, "mark-paid");
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  const body = parseWith(PaidBody, await readJsonObject(c));
  await drizzle(c.env.DB)
    .update(registrations)
    .set({ paid: body.paid ? 1 : 0, paidAt: body.paid ? Date.now() : null })
    .where(eq(registrations.id, r.id))
    .run();
  return c.json(await receipt(c, ev.id, r.id));
});

/**
 * Admit: the accepted applicants become the event's players (one command to
 * the event's Durable Object), and registration closes. Done once, before
 * round 1; the command's id comes from the client so a retry is answered again.
 */
eventRegistration.post("/registrations/admit", async (c) => {
  const ev = await eventRow(c);
  const { user } = await requireRole(c, ev, "admit");
  const body = parseWith(AdmitBody, await readJsonObject(c));
  const d = await desk(c, ev.id);
  const open = d.entries.filter((e) => e.status === "accepted" && e.playerId === null);
  body.registrations?.forEach((id, i) => {
    const entry = d.entries.find((e) => e.id === id);
    if (!entry) throw new CommandError("not_found", `There is no registration "${id}" for this event.`, `$.registrations[${i}]`);
    if (entry.status !== "accepted")
      throw refuse(
        "check-in-refused",
        `${entry.name} is ${entry.status === "waitlisted" ? "on the waitlist" : "withdrawn"}, so cannot be checked in.`,
        `$.registrations[${i}]`,
        { name: entry.name, status: entry.status },
      );
  });
  const accepted = body.registrations ? open.filter((e) => body.registrations!.includes(e.id)) : open;
  const req: CommandRequest = {
    eventId: ev.id,
    commandId: body.commandId,
    command: {
      type: "admit-registrations",
      players: accepted.map((e) => ({ registration: e.id, name: e.name, ...(e.reading ? { reading: e.reading } : {}) })),
    },
    user: { userId: user.id, username: user.username },
    clientKey: "admit",
    // The request (not the list of accepted entries, which admitting changes): the owner's retry matches.
    fingerprint: await fingerprintOf("admit-registrations", body),
  };
  const answer = await c.var.tournament.command(req);
  if (answer.status !== 200) {
    const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
    if (answer.retryAfter !== undefined) headers["retry-after"] = String(answer.retryAfter);
    return new Response(answer.body, { status: answer.status, headers });
  }
  const result = AdmitAnswer.parse(JSON.parse(answer.body));
  const db = drizzle(c.env.DB);
  const writes = result.players.map((p) => db.update(registrations).set({ playerId: p.id }).where(eq(registrations.id, p.registration)));
  // Admitting everyone closes registration; checking in one by one leaves it as it is (others may still arrive).
  const closed = body.registrations ? d.settings.closed : 1;
  const { eventId: _e, ...set } = { ...d.settings, closed, updatedAt: Date.now() };
  await db.batch([
    db
      .insert(registrationSettings)
      .values({ ...d.settings, closed, updatedAt: Date.now() })
      .onConflictDoUpdate({ target: registrationSettings.eventId, set }),
    ...writes,
  ]);
  return c.json({ admitted: result.players.length, players: result.players.map((p) => ({ registration: p.registration, id: p.id })) } satisfies DeskAdmitted);
});
