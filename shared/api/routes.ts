// Every endpoint under /api, keyed "METHOD /path" with Hono's pattern, each
// with the body it takes and the answer it gives: one event's writes from the
// route table the Worker routes them by (commands/write-routes.ts), the rest
// listed here. The web app calls the API through these keys only
// (web/src/lib/net/endpoints.ts), so a renamed path, a changed body or a changed
// answer is a compile error at each caller; the OpenAPI document
// (worker/openapi/) must name exactly these endpoints and docs/api.md exactly
// the document's (worker/openapi/document.test.ts), and the Worker must serve
// exactly the document's (worker/test/openapi.test.ts). The bodies here are
// types; worker/openapi/bodies-agree.ts holds them to the zod schemas the
// handlers parse. The web app imports types only: no code of this file ships.
import type {
  CommandAnswer,
  EventListRow,
  FloorRead,
  ListRead,
  Me,
  MyEvents,
  ReportRead,
  RulesDeleted,
  RulesList,
  RulesSaved,
  StateRead,
} from "../commands/answers.ts";
import type { CommandOf, CommandType } from "../commands/schema.ts";
import type { ManageView, PlayerPageView, PublicView } from "../commands/views.ts";
import type { EventWriteRoute, EventWriteType } from "../commands/write-routes.ts";
import type { DeskAdmitted, DeskReplaced, DeskSaved, PoolList, PoolSaved, PublicDesk, Receipt, StaffDesk } from "../eventday/desk-answers.ts";
import type { RoundsCsvWarning } from "../model/rounds-csv.ts";
import type { CustomRules, Round, Tournament } from "../model/types.ts";
import type { PoolBoard, ProfileCreated, ProfileMerged, ProfilePage, ProfileSearch, RatingPoolList } from "../ratings/answers.ts";

/** One endpoint: its answer, its JSON body (`never`: none) and its query parameters (`never`: none). */
export interface Route<Answer, Body = never, Query = never> {
  answer: Answer;
  body: Body;
  query: Query;
}

/** Only the types matter; the value is the key list the document is held to. */
const route = <Answer, Body = never, Query = never>() => ({}) as Route<Answer, Body, Query>;

type WithCommandId<T> = T & { commandId: string };
/** An event command sent to a route of its own: its fields less `type`, and a commandId. */
type CommandBody<T extends CommandType> = WithCommandId<Omit<CommandOf<T>, "type">>;
type PlayerCode = { code: string };
type Credentials = { username: string; password: string };
type ViewForm = { rounds?: "all" | "latest" };
export type WebhookDelivery = { at: number; delivered: boolean; status: number | null; detail: string };
export type PushSubscriptionBody = {
  code: string;
  /** The browser's PushSubscription.toJSON(). */
  subscription: { endpoint?: string; expirationTime?: number | null; keys?: Record<string, string> };
  lang?: "en" | "ja";
};
export type ImportRoundsBody = {
  commandId: string;
  csv: string;
  name: string;
  gameFormat?: string;
  rules: string;
  customRules?: CustomRules;
  bestOf?: 1 | 3 | 5;
  draws?: "allowed" | "flip";
  drops?: Record<string, number | null>;
  visibility?: "public" | "unlisted";
};
export type DeskSettingsBody = {
  capacity?: number | null;
  poolId?: string | null;
  opensAt?: number | null;
  closesAt?: number | null;
  closed?: boolean;
  fee?: unknown;
};
type ApplyBody = { commandId?: string; name: string; reading?: string; category?: string; by?: "organizer" };
type PoolFields = { label: string; capacity: number };

/** Every endpoint but one event's writes, in the order of docs/api.md's sections. */
export const API_ROUTES = {
  "GET /health": route<{ ok: boolean; migrations: number }>(),
  "GET /openapi.json": route<unknown>(),
  "GET /docs": route<string>(),
  "POST /auth/signup": route<Me, Credentials>(),
  "POST /auth/signin": route<Me, Credentials>(),
  "POST /auth/signout": route<{ ok: true }, Record<string, never>>(),
  "GET /auth/me": route<Me>(),
  "GET /events": route<{ events: EventListRow[] }, never, { format?: string; status?: "live" | "upcoming" | "finished" }>(),
  "GET /my/events": route<MyEvents>(),
  "POST /events": route<CommandAnswer<"create-event">, CommandBody<"create-event">>(),
  "POST /events/import": route<CommandAnswer<"import-event">, CommandBody<"import-event">>(),
  "POST /events/import-rounds": route<CommandAnswer<"import-event"> & { warnings: RoundsCsvWarning[] }, ImportRoundsBody>(),
  "PUT /events/:id/card": route<{ etag: string }, { png: string }>(),
  "GET /events/:id": route<PublicView, never, ViewForm>(),
  "GET /events/:id/rounds/:n": route<Round>(),
  "GET /events/:id/views/:seq": route<PublicView, never, ViewForm>(),
  "GET /events/:id/manage": route<ManageView>(),
  "GET /events/:id/state": route<StateRead>(),
  "GET /events/:id/players/:pid": route<PlayerPageView>(),
  "POST /events/:id/rounds/:n/tables/:table/report/read": route<ReportRead, PlayerCode>(),
  "GET /events/:id/export": route<Tournament>(),
  "GET /events/:id/live": route<never, never, { since?: string }>(),
  "POST /events/:id/lists/read": route<ListRead, PlayerCode>(),
  "POST /events/:id/players/:pid/floor": route<FloorRead, PlayerCode>(),
  "GET /push/key": route<{ publicKey: string }>(),
  "POST /events/:id/players/:pid/push": route<{ subscribed: true }, PushSubscriptionBody>(),
  "DELETE /events/:id/players/:pid/push": route<{ subscribed: false }, { code: string; endpoint: string }>(),
  "GET /events/:id/webhook": route<{ url: string | null; last: WebhookDelivery | null }>(),
  "POST /events/:id/webhook/test": route<WebhookDelivery, Record<string, never>>(),
  "POST /invites/:token/accept": route<CommandAnswer<"accept-invite">, Record<string, never>>(),
  "POST /pools": route<PoolSaved, WithCommandId<PoolFields>>(),
  "GET /pools": route<PoolList>(),
  "PATCH /pools/:pid": route<PoolSaved, Partial<PoolFields>>(),
  "GET /events/:id/registration": route<PublicDesk>(),
  "PUT /events/:id/registration": route<DeskSaved, DeskSettingsBody>(),
  "POST /events/:id/registrations": route<Receipt, ApplyBody>(),
  "POST /events/:id/registrations/:rid/read": route<Receipt, { code?: string }>(),
  "POST /events/:id/registrations/:rid/withdraw": route<Receipt, { code?: string }>(),
  "GET /events/:id/registrations": route<StaffDesk>(),
  "GET /events/:id/registrations/:rid": route<Receipt>(),
  "POST /events/:id/registrations/:rid/paid": route<Receipt, { paid: boolean }>(),
  "PATCH /events/:id/registrations/:rid": route<Receipt, { category: string | null }>(),
  "POST /events/:id/registrations/admit": route<DeskAdmitted, WithCommandId<{ registrations?: string[] }>>(),
  "POST /events/:id/registrations/replace-no-shows": route<DeskReplaced, WithCommandId<Record<never, never>>>(),
  "GET /profiles": route<ProfileSearch, never, { q: string }>(),
  "POST /profiles": route<ProfileCreated, WithCommandId<{ name: string; country?: string; region?: string; externalId?: string }>>(),
  "POST /profiles/:id/merge": route<ProfileMerged, WithCommandId<{ into: string }>>(),
  "GET /profiles/:id": route<ProfilePage>(),
  "GET /ratings": route<RatingPoolList>(),
  "GET /ratings/:pool": route<PoolBoard, never, { country?: string; region?: string; active?: string }>(),
  "GET /rules-profiles": route<RulesList>(),
  "POST /rules-profiles": route<RulesSaved, WithCommandId<{ rules: CustomRules }>>(),
  "PUT /rules-profiles/:id": route<RulesSaved, { rules: CustomRules }>(),
  "DELETE /rules-profiles/:id": route<RulesDeleted>(),
};

/** The command's fields that its address carries: ":pid" is `playerId`, ":n" is `round`, ":table" is `table`. */
type AddressFields<P extends string> =
  | (P extends `${string}/:pid${string}` ? "playerId" : never)
  | (P extends `${string}/:n${string}` ? "round" : never)
  | (P extends `${string}/:table${string}` ? "table" : never);
type WriteKey<T extends EventWriteType> = `${EventWriteRoute<T>["method"]} ${EventWriteRoute<T>["path"]}`;
type WriteBody<T extends EventWriteType> = WithCommandId<Omit<CommandOf<T>, "type" | AddressFields<EventWriteRoute<T>["path"]>>> &
  (EventWriteRoute<T> extends { code: true } ? { code?: string } : unknown);

/** One event's writes, from their route table. A DELETE carries its commandId in the query, not a body. */
export type EventWriteRoutes = { [T in EventWriteType as WriteKey<T>]: Route<CommandAnswer<T>, WriteBody<T>> };

/** Every endpoint under /api. */
export type ApiRoutes = typeof API_ROUTES & EventWriteRoutes;
export type ApiKey = keyof ApiRoutes & string;
export type AnswerOf<K extends ApiKey> = ApiRoutes[K]["answer"];
export type BodyOf<K extends ApiKey> = ApiRoutes[K]["body"];
export type QueryOf<K extends ApiKey> = ApiRoutes[K]["query"];
export type MethodOf<K extends ApiKey> = K extends `${infer M} ${string}` ? M : never;
export type PathOf<K extends ApiKey> = K extends `${string} ${infer P}` ? P : never;

/** The names of a path's parameters ("/events/:id/players/:pid": "id" | "pid"). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The values an address is made of, one per parameter of its pattern. */
export type ParamsOf<K extends ApiKey> = { [N in ParamNames<PathOf<K>>]: string | number };
