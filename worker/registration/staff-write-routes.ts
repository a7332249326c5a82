// What the event's staff change at the desk: registration settings, fees
// paid, a registration's discount category, and admitting the accepted
// applicants as players (a command to the event's Durable Object). What D1
// keeps of them: store-writes.ts.
import { Hono } from "hono";
import { z } from "zod";
import { CommandId } from "../../shared/commands/routes.ts";
import type { DeskAdmitted, DeskEntry, DeskReplaced, DeskSaved } from "../../shared/eventday/desk-answers.ts";
import { checkInRequired } from "../../shared/commands/check-in.ts";
import { requireStatus } from "../../shared/commands/helpers.ts";
import { refuse } from "../../shared/commands/refusals.ts";
import { parseWith, readJsonObject } from "../http.ts";
import { fingerprintOf } from "../idempotency.ts";
import { textSchema } from "../../shared/model/input.ts";
import { DeskFee, findRegistration, settingsOf } from "./store.ts";
import { changeCategory, markPaid, recordAdmitted, recordReplaced, saveSettings, toAdmit } from "./store-writes.ts";
import { replacementPlan } from "./no-shows.ts";
import { readSnapshot } from "../stored.ts";
import { priorAnswer } from "../persist.ts";
import { deskView, eventOf, publicSettings, receiptOf } from "./store-reads.ts";
import type { CommandRequest } from "../object-rpc.ts";
import type { EventScope } from "../routes/event-scope.ts";
import { requireRole } from "./access.ts";

const Instant = z.number().int().min(0).max(8_640_000_000_000_000);
export const SettingsBody = z.strictObject({
  capacity: z.number().int().min(0).max(100_000).nullable().optional(),
  poolId: z.string().min(1).max(64).nullable().optional(),
  opensAt: Instant.nullable().optional(),
  closesAt: Instant.nullable().optional(),
  closed: z.boolean().optional(),
  fee: DeskFee.nullable().optional(),
});
export const PaidBody = z.strictObject({ paid: z.boolean() });
export const CategoryBody = z.strictObject({ category: textSchema("a category", 64).nullable() });
export const AdmitBody = z.strictObject({
  commandId: CommandId,
  /** Check in these accepted registrations only (one by one at the desk: a no-show is never admitted); all accepted when absent. */
  registrations: z.array(z.string().min(1).max(64)).min(1).max(1000).optional(),
});

export const ReplaceBody = z.strictObject({ commandId: CommandId });

/** The admit-registrations answer: the player each admitted registration became. */
export const AdmitAnswer = z.looseObject({ players: z.array(z.looseObject({ registration: z.string(), id: z.string() })) });
/** The same with `replacing`: which registrations gave their places and whose players went. */
export const ReplaceAnswer = AdmitAnswer.extend({ withdrawn: z.array(z.string()), removed: z.array(z.string()) });

export const deskWrites = new Hono<EventScope>();

deskWrites.put("/registration", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  const { user } = await requireRole(c, ev, "registration-settings");
  const body = parseWith(SettingsBody, await readJsonObject(c));
  await saveSettings(c.env.DB, ev.id, user.id, body);
  const d = await deskView(c.env.DB, ev.id);
  return c.json({ settings: publicSettings(d.settings, Date.now()), summary: d.summary } satisfies DeskSaved);
});

deskWrites.post("/registrations/:rid/paid", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  await requireRole(c, ev, "mark-paid");
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  const body = parseWith(PaidBody, await readJsonObject(c));
  await markPaid(c.env.DB, r, body.paid);
  return c.json(await receiptOf(c.env.DB, ev.id, r.id));
});

/** The discount category a registration pays by, or null for the full fee (staff at the desk): the fee owed is recomputed. */
deskWrites.patch("/registrations/:rid", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  await requireRole(c, ev, "change-category");
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  const body = parseWith(CategoryBody, await readJsonObject(c));
  await changeCategory(c.env.DB, await settingsOf(c.env.DB, ev.id), r, body.category);
  return c.json(await receiptOf(c.env.DB, ev.id, r.id));
});

/**
 * Admit: the accepted applicants become the event's players (one command to
 * the event's Durable Object), and registration closes. Done once, before
 * round 1; the command's id comes from the client so a retry is answered again.
 */
deskWrites.post("/registrations/admit", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  const { user } = await requireRole(c, ev, "admit");
  const body = parseWith(AdmitBody, await readJsonObject(c));
  const d = await deskView(c.env.DB, ev.id);
  const accepted = toAdmit(d.entries, body.registrations);
  const answer = await c.var.tournament.command({
    eventId: ev.id,
    commandId: body.commandId,
    command: {
      type: "admit-registrations",
      players: accepted.map(playerOf),
      // Checked in one by one at the desk: they are here (checked in, where the event asks for check-in).
      ...(body.registrations ? { present: true } : {}),
    },
    user: { userId: user.id, username: user.username },
    clientKey: "admit",
    // The request (not the list of accepted entries, which admitting changes): the owner's retry matches.
    fingerprint: await fingerprintOf("admit-registrations", body),
  } satisfies CommandRequest);
  if (answer.status !== 200) return refusedBy(answer);
  const result = AdmitAnswer.parse(JSON.parse(answer.body));
  await recordAdmitted(c.env.DB, d.settings, result.players, !body.registrations);
  return c.json({ admitted: result.players.length, players: result.players.map((p) => ({ registration: p.registration, id: p.id })) } satisfies DeskAdmitted);
});

/**
 * The check-in deadline (options.checkIn "required", before round 1): the
 * no-shows' registrations give their places to the waitlist. Their players are
 * removed and the waitlisted applicants who move up are admitted, checked in
 * (worker/registration/no-shows.ts), in one command; then the desk records it.
 */
deskWrites.post("/registrations/replace-no-shows", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  const { user } = await requireRole(c, ev, "admit");
  const body = parseWith(ReplaceBody, await readJsonObject(c));
  const state = await readSnapshot(ev.snapshot);
  if (!checkInRequired(state.tournament)) throw refuse("check-in-off", "This event does not ask players to check in.");
  requireStatus(state, ["registration"], "give no-shows' places to the waitlist");
  const now = Date.now();
  const plan = replacementPlan(await deskView(c.env.DB, ev.id), state, now);
  // Nothing to replace, unless this is a retry of a replacement made: the object answers that again (or refuses another caller).
  if (plan.withdraw.length === 0 && !(await priorAnswer(c.env.DB, ev.id, body.commandId))) {
    return c.json({ admitted: 0, players: [], withdrawn: [], removed: [] } satisfies DeskReplaced);
  }
  const answer = await c.var.tournament.command({
    eventId: ev.id,
    commandId: body.commandId,
    command: { type: "admit-registrations", players: plan.admit.map(playerOf), present: true, replacing: plan.withdraw.map((e) => e.id) },
    user: { userId: user.id, username: user.username },
    clientKey: "admit",
    // Its own request, never an admit's: a commandId reused across the two is a conflict.
    fingerprint: await fingerprintOf("admit-registrations", { ...body, replace: "no-shows" }),
  } satisfies CommandRequest);
  if (answer.status !== 200) return refusedBy(answer);
  const result = ReplaceAnswer.parse(JSON.parse(answer.body));
  await recordReplaced(c.env.DB, ev.id, result.withdrawn, result.players, now);
  const players = result.players.map((p) => ({ registration: p.registration, id: p.id }));
  return c.json({ admitted: players.length, players, withdrawn: result.withdrawn, removed: result.removed } satisfies DeskReplaced);
});

function playerOf(e: DeskEntry) {
  return { registration: e.id, name: e.name, ...(e.reading ? { reading: e.reading } : {}) };
}

/** The object's refusal as it answered it. */
function refusedBy(answer: { status: number; body: string; retryAfter?: number }): Response {
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (answer.retryAfter !== undefined) headers["retry-after"] = String(answer.retryAfter);
  return new Response(answer.body, { status: answer.status, headers });
}
