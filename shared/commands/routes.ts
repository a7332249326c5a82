// The write addresses of one event and how a request becomes a Command: the
// Worker routes by this table (worker/routes/commands.ts) and the console's
// outbox reads its queued requests with it (web/src/lib/offline/local.ts), so
// a change made offline is applied on the phone exactly as the server will
// parse it (docs/offline.md).
import { z } from "zod";
import { parseCommand } from "./apply.ts";
import { CommandError } from "./errors.ts";
import type { Command, CommandType } from "./schema.ts";
import { EVENT_WRITE_ROUTES, type WriteRoute } from "./write-routes.ts";

// The table itself is data with no engine code (write-routes.ts): the console builds its requests from it.
export { EVENT_WRITE_ROUTES, type WriteMethod, type WriteRoute } from "./write-routes.ts";

/** A write's address read against the table: the route and the address's raw values by name. */
export interface MatchedRoute {
  route: WriteRoute;
  eventId: string;
  values: Record<string, string>;
}

/**
 * Finds the route of a write by method and path (under /api, no query).
 *
 * @example matchWriteRoute("PUT", "/events/k3v9q2m7x1bd/rounds/2/tables/5/result")
 * // { route: { type: "set-result", ... }, eventId: "k3v9q2m7x1bd", values: { id: "k3v9q2m7x1bd", n: "2", table: "5" } }
 */
export function matchWriteRoute(method: string, path: string): MatchedRoute | null {
  const parts = path.split("/");
  for (const route of EVENT_WRITE_ROUTES) {
    if (route.method !== method) continue;
    const pattern = route.path.split("/");
    if (pattern.length !== parts.length) continue;
    const values: Record<string, string> = {};
    const fits = pattern.every((seg, i) => {
      if (!seg.startsWith(":")) return seg === parts[i];
      if (parts[i] === "") return false;
      try {
        values[seg.slice(1)] = decodeURIComponent(parts[i]!);
      } catch {
        return false;
      }
      return true;
    });
    if (fits) return { route, eventId: values.id!, values };
  }
  return null;
}

/** A round or table number from an address: 1 to 999999, else `invalid_input` at `path`. */
export function positiveInt(text: string, path: string): number {
  const n = Number(text);
  if (!/^\d{1,6}$/.test(text) || !Number.isSafeInteger(n) || n < 1) {
    throw new CommandError("invalid_input", `${path}: "${text}" is not a positive whole number.`, path);
  }
  return n;
}

/** The address's values as command fields: a player id, a round and table as numbers (refused if not). */
export function routeParams(values: Record<string, string | undefined>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (values.pid !== undefined) params.playerId = values.pid;
  if (values.n !== undefined) params.round = positiveInt(values.n, "$.round");
  if (values.table !== undefined) params.table = positiveInt(values.table, "$.table");
  return params;
}

/** The client's id of one user action, on every write (the Worker's other writes take the same: pools, profiles, rules, registrations). */
export const CommandId = z
  .string("a commandId is a text (e.g. crypto.randomUUID())")
  .min(8, "a commandId has at least 8 characters")
  .max(100, "a commandId has at most 100 characters");
const Code = z.string().trim().min(1).max(20);

/** One write read: its commandId, the player code if any, the Command, and the fields as sent (for the fingerprint). */
export interface WriteBody {
  commandId: string;
  code?: string;
  command: Command;
  /** The body's own fields plus the address's values, as sent: what a retry must repeat. */
  sent: Record<string, unknown>;
}

/**
 * Splits a write's body into commandId, code and the command's own fields,
 * merges the address's values and parses the Command. Throws `invalid_input`
 * naming the field: a missing commandId, a code where none is taken, a field
 * that is given in the address.
 *
 * @example readWriteBody("set-result", false, { round: 2, table: 5 }, { commandId: "c-123456", result: { games: [2, 0, 0] } }).command
 * // { type: "set-result", round: 2, table: 5, result: { games: [2, 0, 0] } }
 */
export function readWriteBody(type: CommandType, takesCode: boolean, params: Record<string, unknown>, body: Record<string, unknown>): WriteBody {
  const { commandId, code, ...fields } = body;
  const parsedId = CommandId.safeParse(commandId);
  if (!parsedId.success) {
    const message = commandId === undefined ? "every write carries a commandId (e.g. crypto.randomUUID())" : parsedId.error.issues[0]!.message;
    throw new CommandError("invalid_input", `$.commandId: ${message}.`, "$.commandId");
  }
  let playerCode: string | undefined;
  if (code !== undefined) {
    if (!takesCode)
      throw new CommandError(
        "invalid_input",
        "The body: unknown field(s): code (player codes are taken only when reporting, confirming or disputing a result).",
        "$.code",
      );
    const parsedCode = Code.safeParse(code);
    if (!parsedCode.success) throw new CommandError("invalid_input", "$.code: a player code is a short text.", "$.code");
    playerCode = parsedCode.data;
  }
  for (const key of ["type", ...Object.keys(params)]) {
    if (key in fields)
      throw new CommandError("invalid_input", `The body: unknown field(s): ${key}${key === "type" ? "" : " (it is given in the address)"}.`, `$.${key}`);
  }
  const command = parseCommand({ ...fields, type, ...params });
  return { commandId: parsedId.data, ...(playerCode !== undefined ? { code: playerCode } : {}), command, sent: { ...fields, ...params } };
}

/**
 * A whole request as the console queues it (method, address under /api with
 * a DELETE's commandId in the query, JSON body text) read as the Worker reads
 * it. Null for an address that is no event write.
 */
export function readWriteRequest(method: string, url: string, body: string | null): (WriteBody & { eventId: string }) | null {
  const [pathWithApi, query = ""] = url.split("?", 2) as [string, string?];
  const path = pathWithApi.startsWith("/api/") ? pathWithApi.slice(4) : pathWithApi;
  const matched = matchWriteRoute(method, path);
  if (!matched) return null;
  let fields: Record<string, unknown> = {};
  if (method === "DELETE") {
    const commandId = new URLSearchParams(query).get("commandId");
    if (commandId !== null) fields.commandId = commandId;
  } else if (body !== null) {
    const parsed: unknown = JSON.parse(body);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new CommandError("bad_json", "The body is not a JSON object.", "$");
    fields = parsed as Record<string, unknown>;
  }
  const read = readWriteBody(matched.route.type, matched.route.code === true, routeParams(matched.values), fields);
  return { ...read, eventId: matched.eventId };
}
