// Write routes: each turns an HTTP request into one Command and sends it to
// the tournament's Durable Object, which answers after D1 confirmed.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { parseCommand } from "../../shared/commands/apply.ts";
import { CommandError } from "../../shared/commands/errors.ts";
import { parseJsonText } from "../../shared/model/json-text.ts";
import { currentUser, requireUser } from "../auth.ts";
import { eventIdFor, sha256Hex } from "../crypto.ts";
import type { Env } from "../env.ts";
import { MAX_IMPORT_BODY, clientKey, readJsonObject, requireEventId } from "../http.ts";
import { fingerprintOf } from "../idempotency.ts";
import type { CommandRequest } from "../tournament-object.ts";
import { linkProfiles } from "../ratings/link.ts";
import { roundsImportBody } from "./rules-profiles.ts";

type C = Context<{ Bindings: Env }>;

const CommandId = z.string().min(8, "a commandId has at least 8 characters").max(100, "a commandId has at most 100 characters");
const Code = z.string().trim().min(1).max(20);

interface Route {
  type: string;
  /** Values from the URL, merged into the command (refused if also in the body). */
  params?: Record<string, unknown>;
  /** The body may carry a player's `code`. */
  code?: boolean;
  /** Body size limit. */
  limit?: number;
}

function intParam(c: C, name: string, path: string): number {
  const text = c.req.param(name) ?? "";
  const n = Number(text);
  if (!/^\d{1,6}$/.test(text) || !Number.isSafeInteger(n) || n < 1) {
    throw new CommandError("invalid_input", `${path}: "${text}" is not a positive whole number.`, path);
  }
  return n;
}

function stub(env: Env, eventId: string) {
  return env.TOURNAMENT.get(env.TOURNAMENT.idFromName(eventId));
}

/** Splits the body into commandId, code and the command's own fields, and validates them. */
async function buildRequest(c: C, eventId: string | null, route: Route, body: Record<string, unknown>) {
  const { commandId, code, ...fields } = body;
  const parsedId = CommandId.safeParse(commandId);
  if (!parsedId.success) {
    const message = commandId === undefined ? "every write carries a commandId (e.g. crypto.randomUUID())" : parsedId.error.issues[0]!.message;
    throw new CommandError("invalid_input", `$.commandId: ${message}.`, "$.commandId");
  }
  let playerCode: string | undefined;
  if (code !== undefined) {
    if (!route.code) throw new CommandError("invalid_input", "The body: unknown field(s): code (player codes are taken only when reporting, confirming or disputing a result).", "$.code");
    const parsedCode = Code.safeParse(code);
    if (!parsedCode.success) throw new CommandError("invalid_input", "$.code: a player code is a short text.", "$.code");
    playerCode = parsedCode.data;
  }
  for (const key of ["type", ...Object.keys(route.params ?? {})]) {
    if (key in fields) throw new CommandError("invalid_input", `The body: unknown field(s): ${key}${key === "type" ? "" : " (it is given in the address)"}.`, `$.${key}`);
  }
  // Registrations naming a rating profile: it must exist; a merged one becomes the kept profile.
  const command = await linkProfiles(c.env.DB, parseCommand({ ...fields, type: route.type, ...route.params }));
  const user = await currentUser(c);
  const id = eventId ?? (user ? await eventIdFor(user.id, parsedId.data) : null);
  if (id === null) throw new CommandError("unauthenticated", "Sign in as an organizer to do this.");
  const req: CommandRequest = {
    eventId: id,
    commandId: parsedId.data,
    command,
    user: user ? { userId: user.id, username: user.username } : null,
    clientKey: clientKey(c),
    // The request as sent (not as linked to profiles): a retry matches even if a profile was merged since.
    fingerprint: await fingerprintOf(route.type, { ...fields, ...route.params }),
  };
  if (playerCode !== undefined) req.code = playerCode;
  return req;
}

async function send(c: C, eventId: string | null, route: Route, body?: Record<string, unknown>): Promise<Response> {
  const req = await buildRequest(c, eventId, route, body ?? (await readJsonObject(c, route.limit)));
  const answer = await stub(c.env, req.eventId).command(req);
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (answer.retryAfter !== undefined) headers["retry-after"] = String(answer.retryAfter);
  return new Response(answer.body, { status: answer.status, headers });
}

export const commands = new Hono<{ Bindings: Env }>();

commands.post("/events", (c) => send(c, null, { type: "create-event" }));
commands.post("/events/import", async (c) => {
  const body = await readJsonObject(c, MAX_IMPORT_BODY);
  // A file sent as JSON text is read here, by the body's rules (byte-order mark, depth), before it reaches the object.
  if (typeof body.file === "string") {
    const file = parseJsonText(body.file);
    if (!file.ok) throw new CommandError("invalid_input", file.problem === "depth" ? `$.file: ${file.message}.` : "The file is not valid JSON.", "$.file");
    body.file = file.value;
  }
  return send(c, null, { type: "import-event" }, body);
});
// A rounds file from another platform: the engine turns it into a topcut/1 file, imported as above (issue 19).
commands.post("/events/import-rounds", async (c) => send(c, null, { type: "import-event" }, await roundsImportBody(c)));
commands.patch("/events/:id", (c) => send(c, requireEventId(c.req.param("id")), { type: "edit-event" }));
commands.post("/events/:id/players", (c) => send(c, requireEventId(c.req.param("id")), { type: "add-players" }));
commands.post("/events/:id/players/import", (c) => send(c, requireEventId(c.req.param("id")), { type: "import-players" }));
commands.patch("/events/:id/players/:pid", (c) => send(c, requireEventId(c.req.param("id")), { type: "edit-player", params: { playerId: c.req.param("pid") } }));
commands.delete("/events/:id/players/:pid", (c) => {
  const body: Record<string, unknown> = {};
  const commandId = c.req.query("commandId");
  if (commandId !== undefined) body.commandId = commandId;
  return send(c, requireEventId(c.req.param("id")), { type: "remove-player", params: { playerId: c.req.param("pid") } }, body);
});
commands.post("/events/:id/players/:pid/drop", (c) => send(c, requireEventId(c.req.param("id")), { type: "drop-player", params: { playerId: c.req.param("pid") } }));
commands.post("/events/:id/players/:pid/undrop", (c) => send(c, requireEventId(c.req.param("id")), { type: "undrop-player", params: { playerId: c.req.param("pid") } }));
commands.post("/events/:id/late-entry", (c) => send(c, requireEventId(c.req.param("id")), { type: "late-entry" }));
commands.post("/events/:id/rounds", (c) => send(c, requireEventId(c.req.param("id")), { type: "start-round" }));
commands.post("/events/:id/rounds/:n/repair", (c) => send(c, requireEventId(c.req.param("id")), { type: "repair-round", params: { round: intParam(c, "n", "$.round") } }));

const tableRoute = (type: string, code: boolean) => (c: C) =>
  send(c, requireEventId(c.req.param("id") ?? ""), { type, code, params: { round: intParam(c, "n", "$.round"), table: intParam(c, "table", "$.table") } });
commands.post("/events/:id/rounds/:n/tables/:table/report", tableRoute("report-result", true));
commands.post("/events/:id/rounds/:n/tables/:table/confirm", tableRoute("confirm-result", true));
commands.post("/events/:id/rounds/:n/tables/:table/dispute", tableRoute("dispute-result", true));
commands.put("/events/:id/rounds/:n/tables/:table/result", tableRoute("set-result", false));

commands.post("/events/:id/playoffs", (c) => send(c, requireEventId(c.req.param("id")), { type: "start-playoffs" }));
commands.post("/events/:id/playoffs/next", (c) => send(c, requireEventId(c.req.param("id")), { type: "next-playoff-round" }));
commands.delete("/events/:id", (c) => {
  const body: Record<string, unknown> = {};
  const commandId = c.req.query("commandId");
  if (commandId !== undefined) body.commandId = commandId;
  return send(c, requireEventId(c.req.param("id")), { type: "delete-event" }, body);
});
commands.put("/events/:id/players/:pid/bonus", (c) => send(c, requireEventId(c.req.param("id")), { type: "set-bonus", params: { playerId: c.req.param("pid") } }));
commands.post("/events/:id/finish", (c) => send(c, requireEventId(c.req.param("id")), { type: "finish" }));
commands.post("/events/:id/timer", (c) => send(c, requireEventId(c.req.param("id")), { type: "timer" }));
commands.put("/events/:id/event-day", (c) => send(c, requireEventId(c.req.param("id")), { type: "edit-event-day" }));
commands.post("/events/:id/lists", (c) => send(c, requireEventId(c.req.param("id")), { type: "submit-list", code: true }));
commands.post("/events/:id/pods", (c) => send(c, requireEventId(c.req.param("id")), { type: "seat-pods" }));
commands.post("/events/:id/lists/:pid/unlock", (c) => send(c, requireEventId(c.req.param("id")), { type: "unlock-list", params: { playerId: c.req.param("pid") } }));
commands.post("/events/:id/invites", (c) => send(c, requireEventId(c.req.param("id")), { type: "create-invite" }));

commands.post("/invites/:token/accept", async (c) => {
  const token = c.req.param("token") ?? "";
  const eventId = token.slice(0, 12);
  if (token.length > 200 || token[12] !== "-") throw new CommandError("not_found", "This invite link is unknown or has already been used.", "");
  requireEventId(eventId);
  const user = await requireUser(c);
  // One commandId per (invite, user): a retry gets the same answer; another user finds the invite used.
  const commandId = `accept:${(await sha256Hex(`${token}:${user.id}`)).slice(0, 40)}`;
  return send(c, eventId, { type: "accept-invite" }, { commandId, token });
});
