// The Worker: Hono routes under /api; everything else is the static web app.
// Writes go to the tournament's Durable Object; reads come from D1.
import { Hono } from "hono";
import { CommandError } from "../shared/commands/errors.ts";
import { auth, currentUser } from "./auth.ts";
import type { Env } from "./env.ts";
import { errorResponse } from "./http.ts";
import { sameOriginJsonWrites } from "./csrf.ts";
import { commands, eventWrites } from "./routes/commands.ts";
import { eventScope, type EventScope } from "./routes/event-scope.ts";
import { eventReads, reads } from "./routes/reads.ts";
import { viewCache } from "./routes/view-cache.ts";
import { cardWrites } from "./routes/share-card.ts";
import { cardImage } from "./share-card.ts";
import { ratingRoutes } from "./routes/ratings.ts";
import { rulesProfileRoutes } from "./routes/rules-profiles.ts";
import { eventRegistration, registration } from "./registration/routes.ts";
import { securityHeaders } from "./security-headers.ts";
import { eventHtml } from "./pages/event-html.ts";
import { consoleHtml } from "./pages/console-html.ts";
import { deliverBatch, type DeliveryJob } from "./deliveries.ts";
import { pushKey, pushSubscribe } from "./routes/push.ts";
import { openApi } from "./routes/openapi.ts";
import { webhookRoutes } from "./routes/webhook.ts";
import { countedEnv, workerCounts } from "./d1-count.ts";
import { loadStats } from "./routes/load-stats.ts";

export { TournamentObject } from "./tournament-object.ts";

const app = new Hono<{ Bindings: Env }>();

// Event pages (/e/*): the static app with the event's link preview. Registered
// before the API's security headers, so they carry the pages' own (page-headers.ts).
// The event's link-preview card (og:image), an image, not a page.
app.get("/e/:id/card.png", (c) => cardImage(c.req.raw, c.env, c.req.param("id")));
app.get("/e/*", (c) => eventHtml(c.req.raw, c.env));
// Console pages (/manage/*): the static app, with preload links on an event's console.
app.get("/manage", (c) => consoleHtml(c.req.raw, c.env));
app.get("/manage/*", (c) => consoleHtml(c.req.raw, c.env));

app.use("*", securityHeaders());
// Writes are JSON from the app's own origin only (cross-site request forgery).
app.use("/api/*", sameOriginJsonWrites());

app.get("/api/health", async (c) => {
  const row = await c.env.DB.prepare("select count(*) as n from d1_migrations")
    .first<{ n: number }>()
    .catch(() => null);
  return c.json({ ok: true, migrations: row?.n ?? 0 });
});

app.route("/api/auth", auth);

// One event's routes: the id checked and its Durable Object found once (routes/event-scope.ts).
const event = new Hono<EventScope>();
event.use(eventScope);

// Live updates: the WebSocket is held by the tournament's Durable Object.
event.get("/live", async (c) => {
  const id = c.var.eventId;
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new CommandError("invalid_input", "Open this address as a WebSocket (Upgrade: websocket).", "");
  }
  const sinceText = c.req.query("since");
  if (sinceText !== undefined && !/^\d{1,12}$/.test(sinceText)) {
    throw new CommandError("invalid_input", "since is the last sequence number you saw (a whole number).", "since");
  }
  const exists = await c.env.DB.prepare("select 1 as x from events where id = ?").bind(id).first();
  if (!exists) throw new CommandError("not_found", "There is no such event.", "");
  const url = new URL("https://tournament/live");
  url.searchParams.set("eventId", id);
  if (sinceText !== undefined) url.searchParams.set("since", sinceText);
  // Who opens it: the object gives the event's staff the floor's changes too (judge calls, penalties, deck checks).
  const user = await currentUser(c);
  if (user) url.searchParams.set("user", user.id);
  return c.var.tournament.fetch(new Request(url, { headers: c.req.raw.headers }));
});
event.route("/", eventRegistration);
event.route("/", cardWrites);
event.route("/", eventWrites);
event.route("/", viewCache);
event.route("/", eventReads);
event.route("/", pushSubscribe);
event.route("/", webhookRoutes);

// Before the event's routes: /events/import and /events/import-rounds are not event ids.
app.route("/api", registration);
app.route("/api", commands);
app.route("/api", reads);
app.route("/api/events/:id", event);
app.route("/api", ratingRoutes);
app.route("/api", rulesProfileRoutes);
app.route("/api", pushKey);
app.route("/api", openApi);

app.all("/api/*", () => {
  throw new CommandError("not_found", "There is no such API endpoint.", "");
});

// Nothing escapes as a stack trace: every failure is the error shape.
app.onError((err) => {
  if (err instanceof CommandError) return errorResponse(err);
  console.error("unhandled", err);
  return errorResponse(new CommandError("internal", "Something went wrong on our side; nothing was changed."));
});

/** The routes themselves, for the test that holds the OpenAPI document to them (worker/test/openapi.test.ts). */
export { app };

export default {
  // The env's D1 is counted only under LOAD_STATS=on (worker/d1-count.ts); the
  // benchmark's counters are answered before the routes, as no part of the API.
  fetch: async (req: Request, env: Env, ctx: ExecutionContext) => {
    const counted = countedEnv(env, workerCounts);
    return (await loadStats(req, counted)) ?? app.fetch(req, counted, ctx);
  },
  // Push and webhook messages queued by the tournament objects (worker/deliveries.ts).
  queue: (batch: MessageBatch<DeliveryJob>, env: Env) => deliverBatch(batch, countedEnv(env, workerCounts)),
} satisfies ExportedHandler<Env, DeliveryJob>;
