// One endpoint as the OpenAPI document describes it, and the pieces the
// endpoint lists (endpoints.ts, desk-endpoints.ts) share: a command's body as
// sent, the ETag answer.
import { z } from "zod";
import { CommandId } from "../../shared/commands/routes.ts";
import { Command, type CommandType } from "../../shared/commands/schema.ts";
import type { AnswerName } from "./answers.ts";

/** Who may call: a signed-in organizer (the session cookie), a player (their code in the body), or anyone. */
export type Caller = "session" | "code" | "none";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  method: Method;
  /** Hono's pattern under /api ("/events/:id"). */
  path: string;
  tag: string;
  summary: string;
  /** Any one of these callers is enough; the roles beyond that are in docs/api.md and docs/platform.md. */
  callers: readonly Caller[];
  /** The JSON body, as the handler parses it. */
  body?: z.ZodType;
  /** Query parameters, as the handler reads them. */
  query?: z.ZodObject;
  /** The command behind an event write (its answer is the command's). */
  command?: CommandType;
  ok: { status: number; answer?: AnswerName; media?: string; description?: string };
  /** Other answers than the errors: a 304 to a matching If-None-Match, a redirect. */
  also?: Record<string, string>;
  /** Refusals of the rules (422) besides bad input. */
  refuses?: boolean;
}

const commandSchema = (type: CommandType) => Command.options.find((o) => o.shape.type.value === type);
/** The command's own fields that the address carries, not the body. */
const ADDRESS = { pid: "playerId", n: "round", table: "table" } as const;

/** A command's body as sent: its fields less `type` and those in the address, plus commandId (and a player's code where taken). */
export function commandBody(type: CommandType, path: string, code: boolean): z.ZodObject {
  const schema = commandSchema(type);
  if (!schema) throw new Error(`no schema for command ${type}`);
  const mask: Record<string, true> = { type: true };
  for (const [param, field] of Object.entries(ADDRESS)) if (path.includes(`/:${param}`) && field in schema.shape) mask[field] = true;
  const fields = (schema as z.ZodObject).omit(mask);
  return fields.extend({
    commandId: CommandId,
    ...(code ? { code: z.string().trim().min(1).max(20).optional().describe("The player's code: a player acting at their own table or for themselves.") } : {}),
  });
}

export const ETAG = { "304": "Not modified: the If-None-Match matches the ETag." };
/** An event command's body sent to a route of its own (not the route table's). */
export const eventCommand = (type: CommandType) => commandBody(type, "", false);
