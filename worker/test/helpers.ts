// HTTP-only helpers for the worker tests: every call goes through the
// Worker's fetch handler, exactly like a browser or the CLI would.
import { exports } from "cloudflare:workers";
import type { CommandAnswer, Me } from "../../shared/commands/answers.ts";
import type { ErrorCode } from "../../shared/commands/errors.ts";
import type { InputRule } from "../../shared/commands/input-rule.ts";
import type { About, Refusal } from "../../shared/commands/refusals.ts";
import type { ResultConflict } from "../../shared/commands/result-conflict.ts";
import type { ManageView, PublicView } from "../../shared/commands/views.ts";
import type { Match, Round, Tournament } from "../../shared/model/types.ts";

/** An HTTP answer; `body` is `unknown` unless the caller names its shape. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** The body of a refusal (CommandError.toBody): the rule a refused field broke, or the refusal's name and values, when there is one. */
export type Refused = {
  error: { code: ErrorCode; message: string; path: string; rule?: InputRule; reason?: Refusal; about?: About; conflict?: ResultConflict };
  /** A stale round's refusal carries the public view as it is now (worker/tournament-object.ts). */
  current?: PublicRead;
};

type KeysOf<U> = U extends unknown ? keyof U : never;
/** Each member of a union with the other members' fields as optional `undefined`: a test reads `m.table` of any match (a bye's is undefined). */
export type Loose<U, All extends PropertyKey = KeysOf<U>> = U extends unknown ? U & { [K in Exclude<All, keyof U>]?: undefined } : never;
/** A round as a test reads it: its matches loosely, and `resultIn` where a hidden result was entered (views.ts withoutResults). */
export type ReadRound = Omit<Round, "matches"> & { matches: (Loose<Match> & { resultIn?: true })[] };
/** The public view (GET /api/events/:id) as shared builds it, its matches read loosely. */
export type PublicRead = Omit<PublicView, "rounds"> & { rounds: ReadRound[] };
/** The staff view (GET /api/events/:id/manage) as shared builds it, its matches read loosely. */
export type ManageRead = Omit<ManageView, "rounds"> & { rounds: ReadRound[] };
/** The event's topcut/1 file (GET /api/events/:id/export): the tournament, its matches read loosely. */
export type FileRead = Omit<Tournament, "rounds"> & { rounds: ReadRound[] };
/** The answer to a command that makes a round (start-round, repair-round, start-playoffs, next-playoff-round), its matches read loosely. */
export type RoundAnswer = Omit<CommandAnswer<"start-round">, "round"> & { round: ReadRound };

let counter = 0;
export function cid(label = "cmd"): string {
  counter++;
  return `${label}-${counter}-${crypto.randomUUID()}`;
}

export async function api<T = unknown>(
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
  const res = await api<Me>(
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
    api<CommandAnswer<"create-event">>(
      "POST",
      "/api/events",
      { commandId: cid("create"), name: "Friday Night", gameFormat: "Modern", rules: "club", ...fields },
      { cookie },
    ),
    201,
  );
  return body.event.id;
}

export async function addPlayers(cookie: string, eventId: string, names: string[]) {
  const body = await ok(
    api<CommandAnswer<"add-players">>(
      "POST",
      `/api/events/${eventId}/players`,
      { commandId: cid("players"), players: names.map((name) => ({ name })) },
      { cookie },
    ),
  );
  return body.players;
}

/** The public view (GET /api/events/:id). */
export async function view(eventId: string): Promise<PublicRead> {
  return ok(api<PublicRead>("GET", `/api/events/${eventId}`));
}

/** The staff view (GET /api/events/:id/manage) as the cookie's holder reads it. */
export async function manage(eventId: string, cookie: string): Promise<ManageRead> {
  return ok(api<ManageRead>("GET", `/api/events/${eventId}/manage`, undefined, { cookie }));
}

/** The event's topcut/1 file (GET /api/events/:id/export). */
export async function exportEvent(cookie: string, eventId: string): Promise<FileRead> {
  return ok(api<FileRead>("GET", `/api/events/${eventId}/export`, undefined, { cookie }));
}

/** A table of round 1: its number and its players. */
export type SeatedTable = { table: number; players: string[] };

/**
 * An event in round 1 with `players` players, their codes, and a player's
 * requests from a client address (`CF-Connecting-IP`): read a table's waiting
 * report, report, confirm. For the rate-limit and guessing tests.
 */
export async function roundOneWithCodes(players: number) {
  const org = await organizer();
  const id = await createEvent(org.cookie);
  const added = await addPlayers(
    org.cookie,
    id,
    Array.from({ length: players }, (_, i) => `P${i + 1}`),
  );
  const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
  const codeOf = (playerId: string) => added.find((p) => p.id === playerId)!.code;
  // A bye has no table: only the tables people play at.
  const tables = r1.round.matches.filter((m) => m.table !== undefined) as SeatedTable[];
  const from = (ip: string) => ({ "cf-connecting-ip": ip });
  const at = (table: number, what: string) => `/api/events/${id}/rounds/1/tables/${table}/${what}`;
  const read = (table: number, code: string, ip: string) => api<Refused>("POST", at(table, "report/read"), { code }, { headers: from(ip) });
  const report = (table: number, code: string, ip: string) =>
    api<Refused>("POST", at(table, "report"), { commandId: cid(), code, result: { games: [2, 0, 0] } }, { headers: from(ip) });
  const confirm = (table: number, code: string, ip: string) => api<Refused>("POST", at(table, "confirm"), { commandId: cid(), code }, { headers: from(ip) });
  return { org, id, tables, codeOf, read, report, confirm };
}

/**
 * A live socket of the event (GET .../live as a WebSocket, from `since`), as a
 * staff member's when `cookie` is given; its messages collected as they come.
 */
export async function liveSocket(id: string, since?: number, cookie?: string) {
  const headers: Record<string, string> = { upgrade: "websocket" };
  if (cookie) headers.cookie = cookie;
  const q = since === undefined ? "" : `?since=${since}`;
  const res = await exports.default.fetch(`http://topcut.test/api/events/${id}/live${q}`, { headers });
  if (res.status !== 101) throw new Error(`the live socket answered ${res.status}`);
  const ws = res.webSocket!;
  const messages: { seq: number; what: string[] }[] = [];
  ws.accept();
  ws.addEventListener("message", (e) => {
    if (e.data !== "pong") messages.push(JSON.parse(e.data as string));
  });
  return { ws, messages };
}

/** Waits until `check()` holds (a hang detector, not a speed goal): throws naming `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 10_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
