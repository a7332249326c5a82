// Setting up an event through the HTTP API (what the console does), so a test
// about pages can start from a running event without clicking through it.
import { expect } from "vitest";
import type { APIRequestContext } from "playwright-core";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import type { ManageView } from "../../shared/commands/views.ts";
import { eventWrite, type EventWriteType, type WriteFields } from "../../shared/commands/write-routes.ts";

type KeysOf<U> = U extends unknown ? keyof U : never;
/** Each member of a union with the other members' fields as optional `undefined`: a test reads `m.table` of any match (a bye's is undefined). */
type Loose<U, All extends PropertyKey = KeysOf<U>> = U extends unknown ? U & { [K in Exclude<All, keyof U>]?: undefined } : never;
type StaffRound = ManageView["rounds"][number];

/** An event as a test set it up: the staff view (GET /api/events/:id/manage) as shared builds it, with its id; its matches read loosely. */
export type Fixture = Omit<ManageView, "rounds"> & {
  id: string;
  rounds: (Omit<StaffRound, "matches"> & { matches: Loose<StaffRound["matches"][number]>[] })[];
};

let n = 0;
const cmd = () => `test-${Date.now()}-${++n}-${Math.random().toString(36).slice(2)}`;
/** A fresh commandId, for a request with `send` that needs one (an application, admitting). */
export const commandId = cmd;

async function ok(res: { status(): number; text(): Promise<string> }, what: string) {
  if (res.status() >= 300) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

/**
 * Each test file is one client address (browser.ts, launch), so its sign-ups
 * count against that address's budget (worker/rate-limit.ts SIGNUP_LIMIT, 20
 * an hour): a 429 here means this file signs up too many organizers.
 */
export async function signUp(req: APIRequestContext, username: string) {
  const res = await req.post("/api/auth/signup", { data: { username, password: "correct horse battery" } });
  if (res.status() === 429)
    throw new Error(`signup ${username}: 429 ${await res.text()} (this test file signs up more organizers than one address may per hour)`);
  await ok(res, "signup");
}

export async function createEvent(
  req: APIRequestContext,
  body: { name: string; gameFormat: string; rules: string; options?: Record<string, unknown>; date?: string },
  names: string[],
  rounds = 0,
): Promise<Fixture> {
  const created = await req.post("/api/events", { data: { commandId: cmd(), ...body } });
  await ok(created, "create event");
  const id = ((await created.json()) as CommandAnswer<"create-event">).event.id;
  if (names.length) await ok(await req.post(`/api/events/${id}/players`, { data: { commandId: cmd(), players: names.map((name) => ({ name })) } }), "players");
  for (let r = 1; r <= rounds; r++) await ok(await req.post(`/api/events/${id}/rounds`, { data: { commandId: cmd(), round: r } }), `round ${r}`);
  return manage(req, id);
}

export async function manage(req: APIRequestContext, id: string): Promise<Fixture> {
  const res = await req.get(`/api/events/${id}/manage`);
  expect(res.status()).toBe(200);
  return { id, ...((await res.json()) as Omit<Fixture, "id">) };
}

/**
 * One command of an event through the API, built from the route table the
 * console uses (shared/commands/write-routes.ts): a fresh commandId, the
 * command's own fields; a refusal throws with the server's words.
 *
 * @example const { pods } = await write(org.request, e.id, "seat-pods", { seed: "timer" });
 */
export async function write<T extends EventWriteType>(req: APIRequestContext, eventId: string, type: T, fields: WriteFields<T>): Promise<CommandAnswer<T>> {
  const { method, path, body } = eventWrite(type, fields);
  const url = `/api/events/${eventId}${path}`;
  const res = method === "DELETE" ? await req.delete(`${url}?commandId=${cmd()}`) : await req.fetch(url, { method, data: { commandId: cmd(), ...body } });
  await ok(res, url);
  return (await res.json()) as CommandAnswer<T>;
}

/** A request with a JSON body that is no event command (the registration desk's settings, pools): throws with the server's words unless 2xx. */
export async function send(req: APIRequestContext, method: "post" | "put" | "patch", path: string, data: Record<string, unknown>): Promise<unknown> {
  const res = await req[method](path, { data });
  await ok(res, path);
  return res.json();
}

export async function putResult(req: APIRequestContext, id: string, round: number, table: number, result: unknown) {
  await ok(await req.put(`/api/events/${id}/rounds/${round}/tables/${table}/result`, { data: { commandId: cmd(), result } }), "result");
}

/** The event's topcut/1 file (GET /export): a fixture built once, to import as often as tests need a fresh copy. */
export async function exportEvent(req: APIRequestContext, id: string): Promise<unknown> {
  const res = await req.get(`/api/events/${id}/export`);
  await ok(res, "export");
  return res.json();
}

/** A new event from a topcut/1 file: its own id and player codes, the file's players, rounds and results. */
export async function importEvent(req: APIRequestContext, file: unknown): Promise<Fixture> {
  const res = await req.post("/api/events/import", { data: { commandId: cmd(), file } });
  await ok(res, "import");
  return manage(req, ((await res.json()) as CommandAnswer<"import-event">).event.id);
}

/** A round's tables, in table number order (byes and late losses have none). */
export function tablesOf(e: Fixture, round: number): { table: number; players: string[] }[] {
  return (e.rounds[round - 1]!.matches.filter((m) => m.table !== undefined) as { table: number; players: string[] }[]).sort((a, b) => a.table - b.table);
}
