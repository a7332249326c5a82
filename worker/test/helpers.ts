// HTTP-only helpers for the worker tests: every call goes through the
// Worker's fetch handler, exactly like a browser or the CLI would.
import { exports } from "cloudflare:workers";
import type { ErrorCode } from "../../shared/commands/errors.ts";

/** An HTTP answer; `body` is `unknown` unless the caller names its shape. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** The body of a refusal (CommandError.toBody). */
export type Refused = { error: { code: ErrorCode; message: string; path: string } };

let counter = 0;
export function cid(label = "cmd"): string {
  counter++;
  return `${label}-${counter}-${crypto.randomUUID()}`;
}

export async function api<T = any>(
  method: string,
  path: string,
  body?: unknown,
  opts: { cookie?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  let payload: string | undefined = opts.raw;
  if (body !== undefined) {
    payload = JSON.stringify(body);
  }
  // Every write is JSON (worker/csrf.ts); a test that sends another type (or none: "") says so.
  if ((payload !== undefined || method !== "GET") && headers["content-type"] === undefined) headers["content-type"] = "application/json";
  const res = await exports.default.fetch(`http://topcut.test${path}`, { method, headers, body: payload });
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

let users = 0;
/** Signs up a fresh organizer and returns the session cookie. */
export async function organizer(name = "org"): Promise<{ cookie: string; id: string; username: string }> {
  users++;
  const username = `${name}${users}${Math.floor(Math.random() * 1e6)}`.slice(0, 32);
  // Each test organizer signs up from its own address (sign-ups are rate-limited per address).
  const res = await api(
    "POST",
    "/api/auth/signup",
    { username, password: "correct horse battery" },
    { headers: { "cf-connecting-ip": `10.0.${users % 250}.${Math.floor(Math.random() * 250)}` } },
  );
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  const setCookie = res.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0]!;
  return { cookie, id: res.body.user.id, username };
}

export async function ok<T>(p: Promise<Answer<T>>, status = 200): Promise<T> {
  const res = await p;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createEvent(cookie: string, fields: Record<string, unknown> = {}) {
  const body = await ok(
    api("POST", "/api/events", { commandId: cid("create"), name: "Friday Night", gameFormat: "Modern", rules: "club", ...fields }, { cookie }),
    201,
  );
  return body.event.id as string;
}

export async function addPlayers(cookie: string, eventId: string, names: string[]) {
  const body = await ok(api("POST", `/api/events/${eventId}/players`, { commandId: cid("players"), players: names.map((name) => ({ name })) }, { cookie }));
  return body.players as { id: string; name: string; code: string }[];
}

export async function view(eventId: string) {
  return ok(api("GET", `/api/events/${eventId}`));
}

export async function exportEvent(cookie: string, eventId: string) {
  return ok(api("GET", `/api/events/${eventId}/export`, undefined, { cookie }));
}
