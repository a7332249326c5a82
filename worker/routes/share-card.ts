// PUT /api/events/:id/card: the console's drawing of the event's link-preview
// card (worker/share-card.ts), from the organizers (the shared permission table).
import { Hono } from "hono";
import { eventOf } from "../registration/store-reads.ts";
import { readJsonObject } from "../http.ts";
import { CARD_BODY_LIMIT, storeCard } from "../share-card.ts";
import type { EventScope } from "./event-scope.ts";
import { requireRole } from "../registration/access.ts";

export const cardWrites = new Hono<EventScope>();

cardWrites.put("/card", async (c) => {
  const ev = await eventOf(c.env.DB, c.var.eventId, c.var.tournament);
  await requireRole(c, ev, "share-card");
  return c.json(await storeCard(c.env.DB, ev.id, await readJsonObject(c, CARD_BODY_LIMIT)));
});
