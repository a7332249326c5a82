// Write routes: each turns an HTTP request into one Command and sends it to
// the tournament's Durable Object, which answers after D1 confirmed.
import { Hono, type Context } from "hono";
import { EVENT_WRITE_ROUTES, readWriteBody, routeParams } from "../../shared/commands/routes.ts";
import type { CommandType } from "../../shared/commands/schema.ts";
import { CommandError } from "../../shared/commands/errors.ts";
import { parseJsonText } from "../../shared/model/json-text.ts";
import { authorize } from "../../shared/commands/permissions.ts";
import { currentUser, requireUser, type User } from "../auth.ts";
import { eventIdFor, sha256Hex } from "../crypto.ts";
import type { Env } from "../env.ts";
import { MAX_IMPORT_BODY, clientKey, objectAnswer, readJsonObject, requireEventId } from "../http.ts";
import { fingerprintOf } from "../idempotency.ts";
import type { CommandRequest } from "../object-rpc.ts";
import { linkProfiles } from "../ratings/link.ts";
import { roundsImportBody } from "./rules-profiles.ts";
import { tournamentOf, type EventScope } from "./event-scope.ts";
import { webhookUrlProblem } from "../webhooks/hosts.ts";

interface Route {
  type: CommandType;
  /** Values from the URL, merged into the command (refused if also in the body). */
  params?: Record<string, unknown>;
  /** The body may carry a player's `code`. */
  code?: boolean;
  /** Body size limit. */
  limit?: number;
}

/**
 * Splits the body into commandId, code and the command's own fields, and
 * validates them. Any route's context: the top-level writes' or an event's.
 */
async function buildRequest<E extends { Bindings: Env }>(
  c: Context<E>,
  eventId: string | null,
  route: Route,
  user: User | null,
  body: Record<string, unknown>,
) {
  // Read as the console's outbox reads a queued write (shared/commands/routes.ts).
  const read = readWriteBody(route.type, route.code === true, route.params ?? {}, body);
  // Registrations naming a rating profile: it must exist; a merged one becomes the kept profile.
  const command = await linkProfiles(c.env.DB, read.command);
  const id = eventId ?? (user ? await eventIdFor(user.id, read.commandId) : null);
  if (id === null) throw new CommandError("unauthenticated", "Sign in as an organizer to do this.");
  const req: CommandRequest = {
    eventId: id,
    commandId: read.commandId,
    command,
    user: user ? { userId: user.id, username: user.username } : null,
    clientKey: clientKey(c),
    // The request as sent (not as linked to profiles): a retry matches even if a profile was merged since.
    fingerprint: await fingerprintOf(route.type, read.sent),
  };
  if (read.code !== undefined) req.code = read.code;
  req.origin = new URL(c.req.url).origin;
  // An event's webhook may point only where this server allows (worker/webhooks/hosts.ts).
  if (command.type === "edit-event" && typeof command.webhookUrl === "string") {
    const problem = webhookUrlProblem(command.webhookUrl, c.env.WEBHOOK_EXTRA_HOSTS);
    if (problem) throw new CommandError("invalid_input", `$.webhookUrl: the webhook address ${problem}.`, "$.webhookUrl");
  }
  return req;
}

/**
 * Who is asking is settled before the request is judged: an anonymous caller
 * gets 401 whatever the address and body, unless the route takes a player
 * code (then the body must carry one).
 */
function refuseAnonymous(user: User | null, route: Route, body?: Record<string, unknown>): void {
  if (user === null && (!route.code || (body !== undefined && body.code === undefined))) authorize({ role: "anonymous" }, route.type);
}

/** Sends the write as `user` (null: anonymous) to the event's object. */
async function send<E extends { Bindings: Env }>(
  c: Context<E>,
  eventId: string | null,
  route: Route,
  user: User | null,
  given?: Record<string, unknown>,
): Promise<Response> {
  refuseAnonymous(user, route);
  const body = given ?? (await readJsonObject(c, route.limit));
  refuseAnonymous(user, route, body);
  const req = await buildRequest(c, eventId, route, user, body);
  return objectAnswer(await tournamentOf(c.env, req.eventId).command(req));
}

/** Creating and importing events, accepting invites. */
export const commands = new Hono<{ Bindings: Env }>();
/** One event's writes, under /api/events/:id (worker/routes/event-scope.ts). */
export const eventWrites = new Hono<EventScope>();

// Creating and importing need a session, checked before the body (which may be a large file) is read.
commands.post("/events", async (c) => send(c, null, { type: "create-event" }, await requireUser(c)));
commands.post("/events/import", async (c) => {
  const user = await requireUser(c);
  const body = await readJsonObject(c, MAX_IMPORT_BODY);
  // A file sent as JSON text is read here, by the body's rules (byte-order mark, depth), before it reaches the object.
  if (typeof body.file === "string") {
    const file = parseJsonText(body.file);
    if (!file.ok) throw new CommandError("invalid_input", file.problem === "depth" ? `$.file: ${file.message}.` : "The file is not valid JSON.", "$.file");
    body.file = file.value;
  }
  return send(c, null, { type: "import-event" }, user, body);
});
// A rounds file from another platform: the engine turns it into a topcut/1 file, imported as above.
commands.post("/events/import-rounds", async (c) => {
  const user = await requireUser(c);
  const { body, warnings } = await roundsImportBody(c);
  const answer = await send(c, null, { type: "import-event" }, user, body);
  if (!answer.ok) return answer;
  // The lines the other platform accepted that could not be entered here, imported as recorded.
  return new Response(JSON.stringify({ ...(await answer.json<Record<string, unknown>>()), warnings }), { status: answer.status, headers: answer.headers });
});
// Every write of one event, by the table the console's outbox reads its queue with.
for (const route of EVENT_WRITE_ROUTES) {
  eventWrites.on(route.method, route.path.slice("/events/:id".length) || "/", async (c) => {
    const eventId = c.var.eventId;
    const user = await currentUser(c);
    refuseAnonymous(user, { type: route.type, code: route.code === true });
    const params = routeParams(c.req.param() as Record<string, string>);
    const r: Route = { type: route.type, params, code: route.code === true };
    if (route.method !== "DELETE") return send(c, eventId, r, user);
    // A DELETE has no body: its commandId comes in the query.
    const body: Record<string, unknown> = {};
    const commandId = c.req.query("commandId");
    if (commandId !== undefined) body.commandId = commandId;
    return send(c, eventId, r, user, body);
  });
}

commands.post("/invites/:token/accept", async (c) => {
  const token = c.req.param("token") ?? "";
  const eventId = token.slice(0, 12);
  if (token.length > 200 || token[12] !== "-") throw new CommandError("not_found", "This invite link is unknown or has already been used.", "");
  requireEventId(eventId);
  const user = await requireUser(c);
  // One commandId per (invite, user): a retry gets the same answer; another user finds the invite used.
  const commandId = `accept:${(await sha256Hex(`${token}:${user.id}`)).slice(0, 40)}`;
  return send(c, eventId, { type: "accept-invite" }, user, { commandId, token });
});
