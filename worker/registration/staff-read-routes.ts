// What the event's staff read at the desk: every registration, and one receipt.
import { Hono } from "hono";
import { CommandError } from "../../shared/commands/errors.ts";
import { mayAct } from "../../shared/commands/permissions.ts";
import type { StaffDesk } from "../../shared/eventday/desk-answers.ts";
import { findRegistration } from "./store.ts";
import { deskView, eventOf, publicSettings, receiptOf } from "./store-reads.ts";
import type { EventScope } from "../routes/event-scope.ts";
import { requireRole } from "./access.ts";
import { deskCheckIn } from "./no-shows.ts";
import { readSnapshot } from "../stored.ts";

export const deskReads = new Hono<EventScope>();

/** Staff: every registration with status, waitlist position, fee owed and paid; the event's rules; what the reader may change. */
deskReads.get("/registrations", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  const { role } = await requireRole(c, ev, "list-registrations");
  const d = await deskView(c.env.DB, ev.id);
  const may = {
    cancel: mayAct(role, "withdraw-for"),
    category: mayAct(role, "change-category"),
    settings: mayAct(role, "registration-settings"),
    register: mayAct(role, "register-player"),
    admit: mayAct(role, "admit"),
  };
  const checkIn = deskCheckIn(d, await readSnapshot(ev.snapshot), Date.now());
  return c.json({
    settings: publicSettings(d.settings, Date.now()),
    summary: d.summary,
    entries: d.entries,
    rules: ev.rules,
    may,
    checkIn,
  } satisfies StaffDesk);
});

/** A receipt for staff. The applicant reads theirs with POST .../read: a code in a URL ends up in logs, history and Referer headers. */
deskReads.get("/registrations/:rid", async (c) => {
  if (c.req.query("code") !== undefined) {
    throw new CommandError("invalid_input", "code: a receipt code never goes in the address; send it in the body of POST .../registrations/:rid/read.", "code");
  }
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  const r = await findRegistration(c.env.DB, ev.id, c.req.param("rid"));
  await requireRole(c, ev, "list-registrations");
  return c.json(await receiptOf(c.env.DB, ev.id, r.id), 200, { "cache-control": "no-store" });
});
