// What the event's staff change at the desk: registration settings, fees
// paid, a registration's discount category, and admitting the accepted
// applicants as players (a command to the event's Durable Object). Rules and
// storage: worker/registration/.
import { Hono } from "hono";
import { z } from "zod";
import { CommandId } from "../../shared/commands/routes.ts";
import type { DeskAdmitted, DeskSaved } from "../../shared/eventday/desk-answers.ts";
import { parseWith, readJsonObject } from "../http.ts";
import { fingerprintOf } from "../idempotency.ts";
import { textSchema } from "../../shared/model/input.ts";
import { DeskFee, findRegistration, settingsOf } from "../registration/desk.ts";
import { changeCategory, markPaid, recordAdmitted, saveSettings, toAdmit } from "../registration/desk-writes.ts";
import { deskView, eventOf, publicSettings, receiptOf } from "../registration/view.ts";
import type { CommandRequest } from "../tournament-object.ts";
import type { EventScope } from "./event-scope.ts";
import { requireRole } from "./registration-access.ts";

const Instant = z.number().int().min(0).max(8_640_000_000_000_000);
export const SettingsBody = z.strictObject({
  capacity: z.number().int().min(0).max(100_000).nullable().optional(),
  poolId: z.string().min(1).max(64).nullable().optional(),
  opensAt: Instant.nullable().optional(),
  closesAt: Instant.nullable().optional(),
  closed: z.boolean().optional(),
  fee: DeskFee.nullable().optional(),
});
const PaidBody = z.strictObject({ paid: z.boolean() });
const CategoryBody = z.strictObject({ category: textSchema("a category", 64).nullable() });
const AdmitBody = z.strictObject({
  commandId: CommandId,
  /** Check in these accepted registrations only (one by one at the desk: a no-show is never admitted); all accepted when absent. */
  registrations: z.array(z.string().min(1).max(64)).min(1).max(1000).optional(),
});

/** The admit-registrations answer: the player each admitted registration became. */
const AdmitAnswer = z.looseObject({ players: z.array(z.looseObject({ registration: z.string(), id: z.string() })) });

export const deskWrites = new Hono<EventScope>();

deskWrites.put("/registration", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId);
  const { user } = await requireRole(c, ev, "registration-settings");
  const body = parseWith(SettingsBody, await readJsonObject(c));
  await saveSettings(c.env.DB, ev.id, user.id, body);
  const d = await deskView(c.env.DB, ev.id);
  return c.json({ settings: publicSettings(d.settings, Date.now()), summary: d.summary } satisfies DeskSaved);
});

deskWrites.post("/registrations/:rid/paid", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId);
  await requireRole(c, ev, "mark-paid");
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  const body = parseWith(PaidBody, await readJsonObject(c));
  await markPaid(c.env.DB, r, body.paid);
  return c.json(await receiptOf(c.env.DB, ev.id, r.id));
});

/** The discount category a registration pays by, or null for the full fee (staff at the desk): the fee owed is recomputed. */
deskWrites.patch("/registrations/:rid", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId);
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
  const ev = await eventOf(c.env.DB, c.var.eventId);
  const { user } = await requireRole(c, ev, "admit");
  const body = parseWith(AdmitBody, await readJsonObject(c));
  const d = await deskView(c.env.DB, ev.id);
  const accepted = toAdmit(d.entries, body.registrations);
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
  await recordAdmitted(c.env.DB, d.settings, result.players, !body.registrations);
  return c.json({ admitted: result.players.length, players: result.players.map((p) => ({ registration: p.registration, id: p.id })) } satisfies DeskAdmitted);
});
