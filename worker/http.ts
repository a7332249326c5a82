// HTTP plumbing shared by the routes: reading a bounded JSON body, the error
// shape, reading input with a schema, ETags, and the client key used for
// rate limiting.
import type { Context } from "hono";
import type { z } from "zod";
import { CommandError } from "../shared/commands/errors.ts";
import { inputRule } from "../shared/commands/input-rule.ts";
import { jsonPath } from "../shared/model/validate.ts";
import { clientAddress } from "./client-address.ts";
import { RateLimited } from "./rate-limit.ts";
import { parseJsonText } from "../shared/model/json-text.ts";

export const MAX_BODY = 256 * 1024;
/** Imported event files may be larger than a command: twice the largest event's file (8,000 players, 15 rounds: about 5 MB). */
export const MAX_IMPORT_BODY = 10 * 1024 * 1024;

export function errorResponse(e: CommandError, extra: Record<string, unknown> = {}): Response {
  const headers: Record<string, string> = {};
  if (e instanceof RateLimited) headers["retry-after"] = String(e.retryAfter);
  return Response.json({ ...e.toBody(), ...extra }, { status: e.status, headers });
}

/** A tournament object's answer ({ status, body, retryAfter }) as the HTTP response. */
export function objectAnswer(answer: { status: number; body: string; retryAfter?: number }, extra: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", ...extra };
  if (answer.retryAfter !== undefined) headers["retry-after"] = String(answer.retryAfter);
  return new Response(answer.body, { status: answer.status, headers });
}

/** Reads the body as bytes, refusing more than `limit` without buffering it all. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function tooLarge(limit: number): CommandError {
  return new CommandError("too_large", `The request body is larger than ${Math.round(limit / 1024)} KB.`, "$");
}

/**
 * The JSON object body of a write; refuses empty, non-JSON, too deeply nested,
 * non-object and oversize bodies. The content type was checked for every write
 * (worker/csrf.ts), so an empty body is an error too: send {} when there is
 * nothing to say.
 */
export async function readJsonObject(c: Context, limit = MAX_BODY): Promise<Record<string, unknown>> {
  const bytes = await readLimited(c.req.raw, limit);
  if (bytes.byteLength === 0) throw new CommandError("bad_json", "The request body is empty: send a JSON object ({} when there is nothing to say).", "$");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new CommandError("bad_json", "The request body is not valid UTF-8 text.", "$");
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    if (parsed.problem === "depth") throw new CommandError("invalid_input", `The body: ${parsed.message}.`, "$");
    throw new CommandError("bad_json", "The request body is not valid JSON.", "$");
  }
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new CommandError("invalid_input", "The request body must be a JSON object.", "$");
  }
  return value as Record<string, unknown>;
}

/**
 * The value read by a schema, or 400 invalid_input naming the first problem
 * and where: a body field by its JSON path ("$.players[2].name"), a query
 * parameter by its name ("active"). Every route's input errors read alike.
 */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, from: "body" | "query" = "body"): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const unknown = issue.code === "unrecognized_keys";
  const at = unknown ? [...issue.path, issue.keys[0]!] : issue.path;
  // A refused key of a record (a drop's player name) says why, not only that the key is invalid.
  const inner = issue.code === "invalid_key" ? issue.issues[0]?.message : undefined;
  const message = unknown ? `unknown ${from === "body" ? "field" : "parameter"}(s): ${issue.keys.join(", ")}` : (inner ?? issue.message);
  const path = from === "body" ? jsonPath(at) : String(at[0] ?? "");
  throw new CommandError("invalid_input", `${path === "$" ? "The body" : path}: ${message}.`, path, inputRule(issue));
}

/** Who is calling, for rate limits: the client address (worker/client-address.ts). */
export function clientKey(c: Context): string {
  return clientAddress(c.req.raw.headers, (c.env ?? {}) as { TRUST_X_FORWARDED_FOR?: string });
}

export const EVENT_ID = /^[a-z0-9]{12}$/;

export function requireEventId(id: string): string {
  if (!EVENT_ID.test(id)) throw new CommandError("not_found", "There is no such event.", "");
  return id;
}

/** Whether the request's If-None-Match holds this ETag (weak or strong) or is "*". */
export function etagMatches(c: Context, etag: string): boolean {
  const header = c.req.header("if-none-match");
  if (!header) return false;
  return header.split(",").some((t) => t.trim() === "*" || t.trim().replace(/^W\//, "") === etag);
}

/** A JSON answer with its ETag: a client that holds it gets a 304 and the body is not even made. */
export async function withEtag(c: Context, etag: string, body: () => string | Promise<string>, cacheControl = "private, no-cache"): Promise<Response> {
  const headers = { etag, "cache-control": cacheControl };
  if (etagMatches(c, etag)) return new Response(null, { status: 304, headers });
  return new Response(await body(), { status: 200, headers: { ...headers, "content-type": "application/json; charset=utf-8" } });
}
