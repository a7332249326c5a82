// The applicant's side of the desk: the public registration page, the form
// (also the organizer's entry with by: "organizer"), and the applicant's own
// receipt and withdrawal by personal code. The rules are the engine's
// (shared/eventday); D1: store.ts and its neighbours.
import { Hono } from "hono";
import { z } from "zod";
import { CommandId } from "../../shared/commands/routes.ts";
import type { PublicDesk, Receipt } from "../../shared/eventday/desk-answers.ts";
import { clearableTextSchema, textSchema } from "../../shared/model/input.ts";
import { currentUser } from "../auth.ts";
import { clientKey, parseWith, readJsonObject } from "../http.ts";
import { apply } from "./apply.ts";
import { findRegistration } from "./store.ts";
import { withdraw } from "./store-writes.ts";
import { deskView, eventOf, publicSettings, receiptOf } from "./store-reads.ts";
import type { EventScope } from "../routes/event-scope.ts";
import { requireCodeOrRole, requireRole } from "./access.ts";

export const Apply = z.strictObject({
  commandId: CommandId,
  name: textSchema("a name", 120),
  /** The name's reading (furigana), optional: the player's reading once admitted (name lists sort by it). */
  reading: clearableTextSchema("a reading", 120).optional(),
  category: textSchema("a category", 64).nullable().optional(),
  /** "organizer": entered by the organizer (may be outside the registration window). */
  by: z.enum(["player", "organizer"]).optional(),
});
export const CodeBody = z.strictObject({ code: z.string().trim().min(1).max(40).optional() });

export const publicRegistration = new Hono<EventScope>();

publicRegistration.get("/registration", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  const d = await deskView(c.env.DB, ev.id);
  return c.json({
    event: { id: ev.id, name: ev.name, status: ev.status, date: ev.date },
    settings: publicSettings(d.settings, Date.now()),
    summary: d.summary,
  } satisfies PublicDesk);
});

/** Apply: anyone for an open event (the public form); organizers with by: "organizer" at any time. */
publicRegistration.post("/registrations", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  const body = parseWith(Apply, await readJsonObject(c));
  if (body.by === "organizer") await requireRole(c, ev, "register-player");
  const organizer = body.by === "organizer" ? await currentUser(c) : null;
  const caller = organizer ? `user:${organizer.id}` : `client:${clientKey(c)}`;
  const { receipt, created } = await apply(c.env.DB, ev, body, { caller, clientKey: clientKey(c) }, c.env);
  return c.json(receipt satisfies Receipt, created ? 201 : 200);
});

/** The applicant reads their receipt with its personal code in the body (read-only: changes and logs nothing); staff may send {}. */
publicRegistration.post("/registrations/:rid/read", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  const body = parseWith(CodeBody, await readJsonObject(c));
  await requireCodeOrRole(c, ev, r, body.code, "list-registrations");
  return c.json(await receiptOf(c.env.DB, ev.id, r.id), 200, { "cache-control": "no-store" });
});

/** Withdraw: the applicant with their code, or an organizer. The waitlist moves up (recomputed). */
publicRegistration.post("/registrations/:rid/withdraw", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  const body = parseWith(CodeBody, await readJsonObject(c));
  await requireCodeOrRole(c, ev, r, body.code, "withdraw-for");
  await withdraw(c.env.DB, r);
  return c.json(await receiptOf(c.env.DB, ev.id, r.id));
});
