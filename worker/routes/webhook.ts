// The event's webhook from the console (organizers): where it points (its
// token hidden), how its last delivery went, and a test message sent now.
// Its address is set with the event's other settings (PATCH /api/events/:id
// webhookUrl); what it is told, and when, is worker/deliveries.ts.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { CommandError } from "../../shared/commands/errors.ts";
import { maskedWebhook, testWebhookMessage } from "../../shared/notify/webhook.ts";
import { webhookDeliveries } from "../db/schema.ts";
import { eventOf } from "../registration/store-reads.ts";
import { readSnapshot } from "../stored.ts";
import { postWebhook, recordDelivery } from "../webhooks/send.ts";
import type { EventScope } from "./event-scope.ts";
import { requireRole } from "../registration/access.ts";

export const webhookRoutes = new Hono<EventScope>();

webhookRoutes.get("/webhook", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  await requireRole(c, ev, "webhook");
  const state = await readSnapshot(ev.snapshot);
  const last = await drizzle(c.env.DB).select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, ev.id)).get();
  return c.json(
    {
      url: state.webhook ? maskedWebhook(state.webhook.url) : null,
      last: last ? { at: last.at, delivered: last.ok === 1, status: last.status, detail: last.detail } : null,
    },
    200,
    { "cache-control": "no-store" },
  );
});

webhookRoutes.post("/webhook/test", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  await requireRole(c, ev, "webhook");
  const state = await readSnapshot(ev.snapshot);
  if (!state.webhook) throw new CommandError("not_found", "This event has no webhook address: set one first.", "$.webhookUrl");
  const outcome = await postWebhook(state.webhook.url, testWebhookMessage(state, `${new URL(c.req.url).origin}/e/${ev.id}`));
  const at = Date.now();
  await recordDelivery(c.env.DB, ev.id, outcome, at);
  return c.json({ at, delivered: outcome.kind === "delivered", status: outcome.status, detail: outcome.kind === "refused" ? outcome.detail : "" }, 200, {
    "cache-control": "no-store",
  });
});
