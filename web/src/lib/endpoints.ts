// Every HTTP call of the web app outside the console's runner, by name: the
// address is built here once, the body is the command's own fields (its zod
// schema in shared/commands/schema.ts, less what the address says) and the
// answer is the shared type. A changed route, body or answer is a compile
// error at each caller. Types only from shared: no engine code in the bundle.
import { command, get, getOrNull } from "./api.ts";
import type { CommandOf, CommandType } from "../../../shared/commands/schema.ts";
import type { CommandAnswer, EventListRow, ListRead, Me, MyEvents, ReportRead, RulesDeleted, RulesList, RulesSaved } from "../../../shared/commands/answers.ts";
import type { EventView, ManageView, PlayerPageView } from "./types.ts";
import type { PlayerFloor } from "../../../shared/commands/views.ts";
import type { DeskAdmitted, DeskReplaced, DeskSaved, PoolList, PoolSaved, PublicDesk, Receipt, StaffDesk } from "../../../shared/eventday/desk-answers.ts";
import type { PoolBoard, ProfileCreated, ProfileMerged, ProfilePage, ProfileSearch, RatingPoolList } from "../../../shared/ratings/answers.ts";
import type { CustomRules } from "../../../shared/model/types.ts";

/** A command's body: its fields less `type` and those the address gives. */
export type Body<T extends CommandType, FromAddress extends string = never> = Omit<CommandOf<T>, "type" | FromAddress>;

const at = (id: string) => `/events/${encodeURIComponent(id)}`;
const table = (id: string, round: number, n: number) => `${at(id)}/rounds/${round}/tables/${n}`;
/** Reads and answers that carry a code or a password: never a commandId (they change nothing, or are keyed otherwise). */
const plain = { noCommandId: true } as const;

// Events
export const listEvents = (format?: string) => get<{ events: EventListRow[] }>(format ? `/events?format=${encodeURIComponent(format)}` : "/events");
export const myEvents = () => get<MyEvents>("/my/events");
export const publicView = (id: string) => get<EventView>(at(id));
export const staffView = (id: string, opts: { fresh?: boolean } = {}) => get<ManageView>(`${at(id)}/manage`, opts);
export const playerPage = (id: string, pid: string) => get<PlayerPageView>(`${at(id)}/players/${encodeURIComponent(pid)}`);
export const createEvent = (body: Body<"create-event">, commandId: string) => command<CommandAnswer<"create-event">>("POST", "/events", body, { commandId });
/** A topcut/1 file as its text: the server reads it by the body's rules. */
export const importEvent = (file: string) => command<CommandAnswer<"import-event">>("POST", "/events/import", { file });
/** A rounds file of another platform, scored under a profile (worker/routes/rules-profiles.ts reads the body). */
export const importRounds = (
  body: { csv: string; name: string; gameFormat?: string; rules: string; customRules?: CustomRules; drops?: Record<string, number | null> },
  commandId: string,
) => command<CommandAnswer<"import-event">>("POST", "/events/import-rounds", body, { commandId });

// A player's table, with their code
export const readReport = (id: string, round: number, n: number, code: string) =>
  command<ReportRead>("POST", `${table(id, round, n)}/report/read`, { code }, plain);
export const reportResult = (id: string, round: number, n: number, code: string, result: Body<"report-result", "round" | "table">["result"]) =>
  command<CommandAnswer<"report-result">>("POST", `${table(id, round, n)}/report`, { code, result });
export const confirmResult = (id: string, round: number, n: number, code: string) =>
  command<CommandAnswer<"confirm-result">>("POST", `${table(id, round, n)}/confirm`, { code });
export const disputeResult = (id: string, round: number, n: number, code: string) =>
  command<CommandAnswer<"dispute-result">>("POST", `${table(id, round, n)}/dispute`, { code });

// The competitive floor, from the player's page with their code
export const checkIn = (id: string, pid: string, code: string) =>
  command<CommandAnswer<"check-in">>("POST", `${at(id)}/players/${encodeURIComponent(pid)}/check-in`, { code });
/** What only the player reads with their code: checked in, their penalties, their table's judge call. */
export const playerFloor = (id: string, pid: string, code: string) =>
  command<PlayerFloor>("POST", `${at(id)}/players/${encodeURIComponent(pid)}/floor`, { code }, plain);
export const callJudge = (id: string, round: number, n: number, code: string) =>
  command<CommandAnswer<"call-judge">>("POST", `${table(id, round, n)}/judge`, { code });

// Notifications on the player's phone (Web Push), with their code
export const pushKey = () => get<{ publicKey: string }>("/push/key");
export const subscribePush = (id: string, pid: string, body: { code: string; subscription: PushSubscriptionJSON; lang: "en" | "ja" }) =>
  command<{ subscribed: true }>("POST", `${at(id)}/players/${encodeURIComponent(pid)}/push`, body, plain);
export const unsubscribePush = (id: string, pid: string, body: { code: string; endpoint: string }) =>
  command<{ subscribed: false }>("DELETE", `${at(id)}/players/${encodeURIComponent(pid)}/push`, body, plain);

// The event's webhook (organizers): its last delivery, a test message
export type WebhookDelivery = { at: number; delivered: boolean; status: number | null; detail: string };
export const webhookStatus = (id: string) => get<{ url: string | null; last: WebhookDelivery | null }>(`${at(id)}/webhook`);
export const testWebhook = (id: string) => command<WebhookDelivery>("POST", `${at(id)}/webhook/test`, {}, plain);

// Lists and draft
export const readList = (id: string, code: string) => command<ListRead>("POST", `${at(id)}/lists/read`, { code }, plain);
/** A player hands in their list with their code; staff record one for `playerId` without it. */
export const submitList = (id: string, body: Body<"submit-list"> & { code?: string }) => command<CommandAnswer<"submit-list">>("POST", `${at(id)}/lists`, body);
export const unlockList = (id: string, pid: string, reason: string) =>
  command<CommandAnswer<"unlock-list">>("POST", `${at(id)}/lists/${encodeURIComponent(pid)}/unlock`, { reason });
export const editEventDay = (id: string, body: Body<"edit-event-day">) => command<CommandAnswer<"edit-event-day">>("PUT", `${at(id)}/event-day`, body);
export const seatPods = (id: string, body: Body<"seat-pods">) => command<CommandAnswer<"seat-pods">>("POST", `${at(id)}/pods`, body);

// Registration desk (worker/registration/routes.ts)
export const publicDesk = (id: string) => get<PublicDesk>(`${at(id)}/registration`);
export const staffDesk = (id: string) => get<StaffDesk>(`${at(id)}/registrations`);
export const apply = (id: string, body: { name: string; reading?: string; category?: string }) => command<Receipt>("POST", `${at(id)}/registrations`, body);
export const register = (id: string, body: { name: string; reading?: string; by: "organizer"; category?: string }) =>
  command<Receipt>("POST", `${at(id)}/registrations`, body);
export const readReceipt = (id: string, rid: string, code: string) =>
  command<Receipt>("POST", `${at(id)}/registrations/${encodeURIComponent(rid)}/read`, { code }, plain);
export const withdraw = (id: string, rid: string, code: string) =>
  command<Receipt>("POST", `${at(id)}/registrations/${encodeURIComponent(rid)}/withdraw`, { code }, plain);
/** Staff cancel a registration (the withdrawal, without the applicant's code): the waitlist moves up. */
export const cancelRegistration = (id: string, rid: string) =>
  command<Receipt>("POST", `${at(id)}/registrations/${encodeURIComponent(rid)}/withdraw`, {}, plain);
/** The discount category a registration pays by (null: the full fee). */
export const changeCategory = (id: string, rid: string, category: string | null) =>
  command<Receipt>("PATCH", `${at(id)}/registrations/${encodeURIComponent(rid)}`, { category }, plain);
export const markPaid = (id: string, rid: string, paid: boolean) =>
  command<Receipt>("POST", `${at(id)}/registrations/${encodeURIComponent(rid)}/paid`, { paid }, plain);
/** Admits the accepted registrations (all of them without `registrations`). */
export const admit = (id: string, registrations?: string[]) =>
  command<DeskAdmitted>("POST", `${at(id)}/registrations/admit`, registrations ? { registrations } : {});
/** The check-in deadline: the no-shows' places go to the waitlist (those who move up are admitted, checked in). */
export const replaceNoShows = (id: string) => command<DeskReplaced>("POST", `${at(id)}/registrations/replace-no-shows`, {});
export const editDesk = (id: string, body: Record<string, unknown>) => command<DeskSaved>("PUT", `${at(id)}/registration`, body, plain);
export const pools = () => get<PoolList>("/pools");
export const createPool = (body: { label: string; capacity: number }) => command<PoolSaved>("POST", "/pools", body);
export const editPool = (poolId: string, body: { label: string; capacity: number }) =>
  command<PoolSaved>("PATCH", `/pools/${encodeURIComponent(poolId)}`, body, plain);

// Ratings and profiles
export const ratingPools = () => get<RatingPoolList>("/ratings");
/** A pool's leaderboard; `query` is the filter's search string ("country=JP&active=6"). */
export const leaderboard = (pool: string, query = "") => get<PoolBoard>(`/ratings/${encodeURIComponent(pool)}${query ? `?${query}` : ""}`);
export const profilePage = (profile: string) => get<ProfilePage>(`/profiles/${profile}`);
export const findProfiles = (q: string) => get<ProfileSearch>(`/profiles?q=${encodeURIComponent(q)}`);
export const createProfile = (name: string) => command<ProfileCreated>("POST", "/profiles", { name });
export const mergeProfile = (duplicate: string, into: string) => command<ProfileMerged>("POST", `/profiles/${encodeURIComponent(duplicate)}/merge`, { into });

// The organizer's own rules
export const rulesProfiles = () => get<RulesList>("/rules-profiles");
export const saveRules = (rules: CustomRules, id?: string) =>
  id ? command<RulesSaved>("PUT", `/rules-profiles/${id}`, { rules }, plain) : command<RulesSaved>("POST", "/rules-profiles", { rules });
export const deleteRules = (id: string) => command<RulesDeleted>("DELETE", `/rules-profiles/${id}`, {}, plain);

// Accounts and staff
export const me = () => getOrNull<Me>("/auth/me");
export const signIn = (mode: "signin" | "signup", username: string, password: string) => command<Me>("POST", `/auth/${mode}`, { username, password }, plain);
export const signOut = () => command<unknown>("POST", "/auth/signout", {}, plain);
export const acceptInvite = (token: string) => command<CommandAnswer<"accept-invite">>("POST", `/invites/${encodeURIComponent(token)}/accept`, {}, plain);
