// Every route under /api/events/:id is one sub-app (worker/index.ts): this
// middleware checks the id once (a malformed id is as absent as a missing
// event) and gives the handlers the id and the tournament's Durable Object.
import { createMiddleware } from "hono/factory";
import type { Env } from "../env.ts";
import { requireEventId } from "../http.ts";

/** The one lookup of a tournament's Durable Object: one object per event id. */
export function tournamentOf(env: Env, eventId: string) {
  return env.TOURNAMENT.get(env.TOURNAMENT.idFromName(eventId));
}

export interface EventScope {
  Bindings: Env;
  Variables: { eventId: string; tournament: ReturnType<typeof tournamentOf> };
}

export const eventScope = createMiddleware<EventScope>(async (c, next) => {
  const eventId = requireEventId(c.req.param("id") ?? "");
  c.set("eventId", eventId);
  c.set("tournament", tournamentOf(c.env, eventId));
  await next();
});
