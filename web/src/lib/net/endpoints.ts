// Every HTTP call of the web app outside the console's runner, by name. Each
// goes through the shared table of endpoints (shared/api/routes.ts): the key
// "METHOD /path" builds the address from its parameters, the body is the
// table's body for it and the answer its answer type, so a renamed route, a
// changed body or a changed answer is a compile error at each caller. Types
// only from shared: no engine code in the bundle.
import { command, get, getOrNull } from "./api.ts";
import type { AnswerOf, ApiKey, BodyOf, MethodOf, ParamsOf } from "../../../../shared/api/routes.ts";
import type { CommandOf, CommandType } from "../../../../shared/commands/schema.ts";
import type { EventView, ManageView, PlayerPageView } from "../types.ts";
import type { CustomRules } from "../../../../shared/model/types.ts";

export type { WebhookDelivery } from "../../../../shared/api/routes.ts";

/** A command's body: its fields less `type` and those the address gives. */
export type Body<T extends CommandType, FromAddress extends string = never> = Omit<CommandOf<T>, "type" | FromAddress>;

type Reads = { [K in ApiKey]: MethodOf<K> extends "GET" ? K : never }[ApiKey];
type Writes = Exclude<ApiKey, Reads>;
/** What a caller gives: the body less the commandId, which command() adds (and keeps across retries). */
type Sent<K extends ApiKey> = Omit<BodyOf<K>, "commandId">;

/** The address of `key` under /api with its parameters filled in, each encoded. */
function address<K extends ApiKey>(key: K, params: ParamsOf<K>, query = ""): string {
  const path = key
    .slice(key.indexOf(" ") + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name])));
  return query ? `${path}?${query}` : path;
}
const read = <K extends Reads, A = AnswerOf<K>>(key: K, params: ParamsOf<K>, query?: string, opts?: { fresh?: boolean }) =>
  get<A>(address(key, params, query), opts);
/** Reads and answers that carry a code or a password: never a commandId (they change nothing, or are keyed otherwise). */
const plain = { noCommandId: true } as const;
const send = <K extends Writes>(key: K, params: ParamsOf<K>, body: Sent<K>, opts?: Parameters<typeof command>[3]) =>
  command<AnswerOf<K>>(
    key.slice(0, key.indexOf(" ")) as MethodOf<K> & Parameters<typeof command>[0],
    address(key, params),
    body as Record<string, unknown>,
    opts,
  );
const none = {};

// Events
export const listEvents = (format?: string) => read("GET /events", none, format ? `format=${encodeURIComponent(format)}` : "");
export const myEvents = () => read("GET /my/events", none);
export const publicView = (id: string) => read<"GET /events/:id", EventView>("GET /events/:id", { id });
export const staffView = (id: string, opts: { fresh?: boolean } = {}) => read<"GET /events/:id/manage", ManageView>("GET /events/:id/manage", { id }, "", opts);
export const playerPage = (id: string, pid: string) => read<"GET /events/:id/players/:pid", PlayerPageView>("GET /events/:id/players/:pid", { id, pid });
export const createEvent = (body: Body<"create-event">, commandId: string) => send("POST /events", none, body, { commandId });
/** A topcut/1 file as its text: the server reads it by the body's rules. */
export const importEvent = (file: string) => send("POST /events/import", none, { file });
/** A rounds file of another platform, scored under a profile (worker/routes/rules-profiles.ts reads the body). */
export const importRounds = (body: Sent<"POST /events/import-rounds">, commandId: string) => send("POST /events/import-rounds", none, body, { commandId });

/** The event's topcut/1 file, from the server (never the offline copy). */
export const exportFile = (id: string) => read("GET /events/:id/export", { id }, "", { fresh: true });
/** The event's link-preview card: a 1200x630 PNG, as base64. */
export const saveCard = (id: string, png: string) => send("PUT /events/:id/card", { id }, { png }, plain);

// A player's table, with their code
type Table = { id: string; n: number; table: number };
const at = (id: string, round: number, n: number): Table => ({ id, n: round, table: n });
export const readReport = (id: string, round: number, n: number, code: string) =>
  send("POST /events/:id/rounds/:n/tables/:table/report/read", at(id, round, n), { code }, plain);
export const reportResult = (id: string, round: number, n: number, code: string, result: Sent<"POST /events/:id/rounds/:n/tables/:table/report">["result"]) =>
  send("POST /events/:id/rounds/:n/tables/:table/report", at(id, round, n), { code, result });
export const confirmResult = (id: string, round: number, n: number, code: string) =>
  send("POST /events/:id/rounds/:n/tables/:table/confirm", at(id, round, n), { code });
export const disputeResult = (id: string, round: number, n: number, code: string) =>
  send("POST /events/:id/rounds/:n/tables/:table/dispute", at(id, round, n), { code });

// The competitive floor, from the player's page with their code
export const checkIn = (id: string, pid: string, code: string) => send("POST /events/:id/players/:pid/check-in", { id, pid }, { code });
/** What only the player reads with their code: checked in, their penalties, their table's judge call. */
export const playerFloor = (id: string, pid: string, code: string) => send("POST /events/:id/players/:pid/floor", { id, pid }, { code }, plain);
export const callJudge = (id: string, round: number, n: number, code: string) =>
  send("POST /events/:id/rounds/:n/tables/:table/judge", at(id, round, n), { code });

// Notifications on the player's phone (Web Push), with their code
export const pushKey = () => read("GET /push/key", none);
export const subscribePush = (id: string, pid: string, body: Sent<"POST /events/:id/players/:pid/push">) =>
  send("POST /events/:id/players/:pid/push", { id, pid }, body, plain);
export const unsubscribePush = (id: string, pid: string, body: Sent<"DELETE /events/:id/players/:pid/push">) =>
  send("DELETE /events/:id/players/:pid/push", { id, pid }, body, plain);

// The event's webhook (organizers): its last delivery, a test message
export const webhookStatus = (id: string) => read("GET /events/:id/webhook", { id });
export const testWebhook = (id: string) => send("POST /events/:id/webhook/test", { id }, {}, plain);

// Lists and draft
export const readList = (id: string, code: string) => send("POST /events/:id/lists/read", { id }, { code }, plain);
/** A player hands in their list with their code; staff record one for `playerId` without it. */
export const submitList = (id: string, body: Sent<"POST /events/:id/lists">) => send("POST /events/:id/lists", { id }, body);
export const unlockList = (id: string, pid: string, reason: string) => send("POST /events/:id/lists/:pid/unlock", { id, pid }, { reason });
export const editEventDay = (id: string, body: Sent<"PUT /events/:id/event-day">) => send("PUT /events/:id/event-day", { id }, body);
export const seatPods = (id: string, body: Sent<"POST /events/:id/pods">) => send("POST /events/:id/pods", { id }, body);

// Registration desk (worker/registration/routes.ts)
const registration = (id: string, rid: string) => ({ id, rid });
export const publicDesk = (id: string) => read("GET /events/:id/registration", { id });
export const staffDesk = (id: string) => read("GET /events/:id/registrations", { id });
export const apply = (id: string, body: { name: string; reading?: string; category?: string }) => send("POST /events/:id/registrations", { id }, body);
export const register = (id: string, body: { name: string; reading?: string; by: "organizer"; category?: string }) =>
  send("POST /events/:id/registrations", { id }, body);
export const readReceipt = (id: string, rid: string, code: string) => send("POST /events/:id/registrations/:rid/read", registration(id, rid), { code }, plain);
export const withdraw = (id: string, rid: string, code: string) => send("POST /events/:id/registrations/:rid/withdraw", registration(id, rid), { code }, plain);
/** Staff cancel a registration (the withdrawal, without the applicant's code): the waitlist moves up. */
export const cancelRegistration = (id: string, rid: string) => send("POST /events/:id/registrations/:rid/withdraw", registration(id, rid), {}, plain);
/** The discount category a registration pays by (null: the full fee). */
export const changeCategory = (id: string, rid: string, category: string | null) =>
  send("PATCH /events/:id/registrations/:rid", registration(id, rid), { category }, plain);
export const markPaid = (id: string, rid: string, paid: boolean) => send("POST /events/:id/registrations/:rid/paid", registration(id, rid), { paid }, plain);
/** Admits the accepted registrations (all of them without `registrations`). */
export const admit = (id: string, registrations?: string[]) => send("POST /events/:id/registrations/admit", { id }, registrations ? { registrations } : {});
/** The check-in deadline: the no-shows' places go to the waitlist (those who move up are admitted, checked in). */
export const replaceNoShows = (id: string) => send("POST /events/:id/registrations/replace-no-shows", { id }, {});
export const editDesk = (id: string, body: Sent<"PUT /events/:id/registration">) => send("PUT /events/:id/registration", { id }, body, plain);
export const pools = () => read("GET /pools", none);
export const createPool = (body: Sent<"POST /pools">) => send("POST /pools", none, body);
export const editPool = (poolId: string, body: Sent<"PATCH /pools/:pid">) => send("PATCH /pools/:pid", { pid: poolId }, body, plain);

// Ratings and profiles
export const ratingPools = () => read("GET /ratings", none);
/** A pool's leaderboard; `query` is the filter's search string ("country=JP&active=6"). */
export const leaderboard = (pool: string, query = "") => read("GET /ratings/:pool", { pool }, query);
export const profilePage = (profile: string) => read("GET /profiles/:id", { id: profile });
export const findProfiles = (q: string) => read("GET /profiles", none, `q=${encodeURIComponent(q)}`);
export const createProfile = (name: string) => send("POST /profiles", none, { name });
export const mergeProfile = (duplicate: string, into: string) => send("POST /profiles/:id/merge", { id: duplicate }, { into });

// The organizer's own rules
export const rulesProfiles = () => read("GET /rules-profiles", none);
export const saveRules = (rules: CustomRules, id?: string) =>
  id ? send("PUT /rules-profiles/:id", { id }, { rules }, plain) : send("POST /rules-profiles", none, { rules });
export const deleteRules = (id: string) => send("DELETE /rules-profiles/:id", { id }, {}, plain);

// Accounts and staff
export const me = () => getOrNull<AnswerOf<"GET /auth/me">>(address("GET /auth/me", none));
export const signIn = (mode: "signin" | "signup", username: string, password: string) => send(`POST /auth/${mode}`, none, { username, password }, plain);
export const signOut = () => send("POST /auth/signout", none, {}, plain);
export const acceptInvite = (token: string) => send("POST /invites/:token/accept", { token }, {}, plain);
