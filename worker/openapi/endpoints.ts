// Every endpoint the Worker serves under /api, as data for the OpenAPI
// document: the event writes come from the route table the Worker routes by
// (shared/commands/write-routes.ts) and their bodies from the commands' zod
// schemas; the other endpoints name the zod schemas their handlers parse.
// worker/test/openapi.test.ts checks this list against the Worker's routes.
import { z } from "zod";
import { CommandId, EVENT_WRITE_ROUTES, type WriteRoute } from "../../shared/commands/routes.ts";
import { Command, type CommandType } from "../../shared/commands/schema.ts";
import { Credentials, SignIn } from "../auth.ts";
import { CardBody } from "../share-card.ts";
import { AdmitBody, CategoryBody, PaidBody, ReplaceBody, SettingsBody } from "../routes/desk-writes.ts";
import { Subscribe, Unsubscribe } from "../routes/push.ts";
import { Filters, Merge, NewProfile } from "../routes/ratings.ts";
import { CodeBody as PlayerCodeBody } from "../routes/reads.ts";
import { Apply, CodeBody as ReceiptCodeBody } from "../routes/registration-public.ts";
import { ChangedRules, ImportRounds, NewRules } from "../routes/rules-profiles.ts";
import { PoolBody, PoolEdit } from "../routes/venue-pools.ts";
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

/** Tag and summary of each event write; a command not listed here is documented under Events by its type. */
const WRITES: Partial<Record<CommandType, [tag: string, summary: string, callers?: readonly Caller[]]>> = {
  "edit-event": ["Events", "Change the event's name, options, rules or date"],
  "delete-event": ["Events", "Delete the event (owner)"],
  "add-players": ["Players", "Register players"],
  "import-players": ["Players", "Register players from CSV or pasted names"],
  "edit-player": ["Players", "Change a player's name, country, region or reading"],
  "remove-player": ["Players", "Remove a player before round 1"],
  "drop-player": ["Players", "Drop a player"],
  "undrop-player": ["Players", "Take a drop back"],
  "set-bonus": ["Ratings", "Set a player's Dreamblade bonus rating points"],
  "late-entry": ["Players", "Add a late arrival"],
  "start-round": ["Rounds", "Pair and start the next Swiss round"],
  "repair-round": ["Rounds", "Cancel the current round and pair it again"],
  "report-result": ["Results", "Report a table's result (staff: final; player: waits for confirmation)", ["session", "code"]],
  "confirm-result": ["Results", "Confirm a table's waiting report", ["session", "code"]],
  "dispute-result": ["Results", "Dispute a table's waiting report", ["session", "code"]],
  "set-result": ["Results", "Enter, correct or take back a table's result (staff)"],
  "start-playoffs": ["Playoffs", "Cut to the top players and pair the first playoff round"],
  "next-playoff-round": ["Playoffs", "Pair the next playoff round"],
  finish: ["Playoffs", "Finish the event (it is rated)"],
  timer: ["Timer", "Start, pause, resume, extend the round's clock, or run the pregame"],
  "edit-event-day": ["Event day", "Change the event-day settings (lists, timers, draft)"],
  "submit-list": ["Event day", "Hand in a deck or warband list", ["session", "code"]],
  "seat-pods": ["Event day", "Seat the players in draft pods"],
  "unlock-list": ["Event day", "Unlock a received list so staff can correct it"],
  "create-invite": ["Staff", "Invite a co-organizer or judge"],
  "check-in": ["Floor", "Check a player in (the player with their code, or staff)", ["session", "code"]],
  "undo-check-in": ["Floor", "Take a check-in back"],
  "arrive-late": ["Floor", "Seat a no-show who arrives during round 1"],
  "publish-round": ["Floor", "Publish a round paired by hand"],
  "call-judge": ["Floor", "Call a judge to the table (a player, with their code)", ["code"]],
  "answer-judge-call": ["Floor", "Answer a judge call: heard or closed"],
  "give-penalty": ["Floor", "Give a penalty"],
  "draw-deck-checks": ["Floor", "Draw tables of the current round for deck checks"],
  "end-deck-check": ["Floor", "End a deck check and give the table its minutes"],
};

function eventWrite(route: WriteRoute): Endpoint {
  const [tag, summary, callers] = WRITES[route.type] ?? ["Events", `The ${route.type} command`];
  const del = route.method === "DELETE";
  return {
    method: route.method,
    path: route.path,
    tag,
    summary,
    callers: callers ?? ["session"],
    ...(del ? { query: z.object({ commandId: CommandId }) } : { body: commandBody(route.type, route.path, route.code === true) }),
    command: route.type,
    ok: { status: 200 },
    refuses: true,
  };
}

const ETAG = { "304": "Not modified: the If-None-Match matches the ETag." };
const eventCommand = (type: CommandType) => commandBody(type, "", false);

/** Everything but the event writes, in the order of docs/api.md. */
const others = (): Endpoint[] => [
  { method: "GET", path: "/health", tag: "Meta", summary: "Health and applied migrations", callers: ["none"], ok: { status: 200, answer: "Health" } },
  {
    method: "GET",
    path: "/openapi.json",
    tag: "Meta",
    summary: "This document (OpenAPI 3.1)",
    callers: ["none"],
    ok: { status: 200, description: "The OpenAPI document." },
  },
  {
    method: "GET",
    path: "/docs",
    tag: "Meta",
    summary: "This document as a page for people",
    callers: ["none"],
    ok: { status: 200, media: "text/html", description: "An HTML page listing every endpoint." },
  },
  {
    method: "POST",
    path: "/auth/signup",
    tag: "Auth",
    summary: "Sign up (sets the session cookie)",
    callers: ["none"],
    body: Credentials,
    ok: { status: 201, answer: "Me" },
  },
  {
    method: "POST",
    path: "/auth/signin",
    tag: "Auth",
    summary: "Sign in (sets the session cookie)",
    callers: ["none"],
    body: SignIn,
    ok: { status: 200, answer: "Me" },
  },
  {
    method: "POST",
    path: "/auth/signout",
    tag: "Auth",
    summary: "Sign out (clears the cookie)",
    callers: ["none"],
    body: z.strictObject({}),
    ok: { status: 200, answer: "SignedOut" },
  },
  { method: "GET", path: "/auth/me", tag: "Auth", summary: "The signed-in account", callers: ["session"], ok: { status: 200, answer: "Me" } },
  {
    method: "GET",
    path: "/events",
    tag: "Lists",
    summary: "Public events, newest first",
    callers: ["none"],
    query: z.object({ format: z.string().max(80).optional(), status: z.enum(["live", "upcoming", "finished"]).optional() }),
    ok: { status: 200, answer: "EventList" },
  },
  { method: "GET", path: "/my/events", tag: "Lists", summary: "The events you own or staff", callers: ["session"], ok: { status: 200, answer: "MyEvents" } },
  {
    method: "POST",
    path: "/events",
    tag: "Events",
    summary: "Create an event",
    callers: ["session"],
    body: eventCommand("create-event"),
    command: "create-event",
    ok: { status: 201 },
    refuses: true,
  },
  {
    method: "POST",
    path: "/events/import",
    tag: "Export and import",
    summary: "Import a topcut/1 file as a new event",
    callers: ["session"],
    body: eventCommand("import-event"),
    command: "import-event",
    ok: { status: 201 },
    refuses: true,
  },
  {
    method: "POST",
    path: "/events/import-rounds",
    tag: "Export and import",
    summary: "Import another platform's rounds file as a new event",
    callers: ["session"],
    body: ImportRounds,
    command: "import-event",
    ok: { status: 201, answer: "ImportedRounds" },
    refuses: true,
  },
  {
    method: "PUT",
    path: "/events/:id/card",
    tag: "Events",
    summary: "Store the event's link-preview card (PNG)",
    callers: ["session"],
    body: CardBody,
    ok: { status: 200, answer: "CardSaved" },
  },
  {
    method: "GET",
    path: "/events/:id",
    tag: "Views",
    summary: "The public event view",
    callers: ["none"],
    ok: { status: 200, answer: "PublicView" },
    also: ETAG,
  },
  {
    method: "GET",
    path: "/events/:id/views/:seq",
    tag: "Views",
    summary: "The public view at exactly that seq (immutable)",
    callers: ["none"],
    ok: { status: 200, answer: "PublicView" },
    also: { "302": "An older seq: redirected to the stored view.", ...ETAG },
  },
  {
    method: "GET",
    path: "/events/:id/manage",
    tag: "Views",
    summary: "The organizer view (staff)",
    callers: ["session"],
    ok: { status: 200, answer: "ManageView" },
    also: ETAG,
  },
  {
    method: "GET",
    path: "/events/:id/state",
    tag: "Views",
    summary: "The event's state for the offline console (staff)",
    callers: ["session"],
    ok: { status: 200, answer: "StateRead" },
    also: ETAG,
  },
  {
    method: "GET",
    path: "/events/:id/players/:pid",
    tag: "Players",
    summary: "A player's public page",
    callers: ["none"],
    ok: { status: 200, answer: "PlayerPage" },
    also: ETAG,
  },
  {
    method: "POST",
    path: "/events/:id/rounds/:n/tables/:table/report/read",
    tag: "Results",
    summary: "A player reads their table's waiting report",
    callers: ["code"],
    body: PlayerCodeBody,
    ok: { status: 200, answer: "ReportRead" },
  },
  {
    method: "GET",
    path: "/events/:id/export",
    tag: "Export and import",
    summary: "The event's topcut/1 file (staff)",
    callers: ["session"],
    ok: { status: 200, answer: "TournamentFile" },
  },
  {
    method: "GET",
    path: "/events/:id/live",
    tag: "Views",
    summary: "Live updates over a WebSocket",
    callers: ["none"],
    query: z.object({
      since: z
        .string()
        .regex(/^\d{1,12}$/)
        .optional(),
    }),
    ok: { status: 101, description: "Switching protocols: a WebSocket of { seq, what } messages (docs/api.md, Live updates)." },
  },
  {
    method: "POST",
    path: "/events/:id/lists/read",
    tag: "Event day",
    summary: "A player reads their own list",
    callers: ["code"],
    body: PlayerCodeBody,
    ok: { status: 200, answer: "ListRead" },
  },
  {
    method: "POST",
    path: "/events/:id/players/:pid/floor",
    tag: "Floor",
    summary: "A player reads their check-in, penalties and judge call",
    callers: ["code"],
    body: PlayerCodeBody,
    ok: { status: 200, answer: "FloorRead" },
  },
  { method: "GET", path: "/push/key", tag: "Push", summary: "The VAPID public key", callers: ["none"], ok: { status: 200, answer: "PushKey" } },
  {
    method: "POST",
    path: "/events/:id/players/:pid/push",
    tag: "Push",
    summary: "Subscribe a phone to the player's notifications",
    callers: ["code"],
    body: Subscribe,
    ok: { status: 201, answer: "Subscribed" },
  },
  {
    method: "DELETE",
    path: "/events/:id/players/:pid/push",
    tag: "Push",
    summary: "Unsubscribe a phone",
    callers: ["code"],
    body: Unsubscribe,
    ok: { status: 200, answer: "Subscribed" },
  },
  {
    method: "GET",
    path: "/events/:id/webhook",
    tag: "Events",
    summary: "The event's webhook and its last delivery (organizers)",
    callers: ["session"],
    ok: { status: 200, answer: "WebhookStatus" },
  },
  {
    method: "POST",
    path: "/events/:id/webhook/test",
    tag: "Events",
    summary: "Send a test message to the event's webhook (organizers)",
    callers: ["session"],
    ok: { status: 200, answer: "WebhookTest" },
  },
  {
    method: "POST",
    path: "/invites/:token/accept",
    tag: "Staff",
    summary: "Accept a staff invite",
    callers: ["session"],
    ok: { status: 200, answer: "InviteAccepted" },
  },
  {
    method: "POST",
    path: "/pools",
    tag: "Registration",
    summary: "Create a venue pool",
    callers: ["session"],
    body: PoolBody,
    ok: { status: 201, answer: "PoolSaved" },
  },
  { method: "GET", path: "/pools", tag: "Registration", summary: "Your venue pools", callers: ["session"], ok: { status: 200, answer: "PoolList" } },
  {
    method: "PATCH",
    path: "/pools/:pid",
    tag: "Registration",
    summary: "Change a venue pool",
    callers: ["session"],
    body: PoolEdit,
    ok: { status: 200, answer: "PoolSaved" },
  },
  {
    method: "GET",
    path: "/events/:id/registration",
    tag: "Registration",
    summary: "The registration form's settings and summary",
    callers: ["none"],
    ok: { status: 200, answer: "PublicDesk" },
  },
  {
    method: "PUT",
    path: "/events/:id/registration",
    tag: "Registration",
    summary: "Change the registration settings",
    callers: ["session"],
    body: SettingsBody,
    ok: { status: 200, answer: "DeskSaved" },
  },
  {
    method: "POST",
    path: "/events/:id/registrations",
    tag: "Registration",
    summary: "Apply (anyone while open; organizers at any time)",
    callers: ["none", "session"],
    body: Apply,
    ok: { status: 201, answer: "Receipt", description: "The receipt (200 for a retry)." },
    refuses: true,
  },
  {
    method: "POST",
    path: "/events/:id/registrations/:rid/read",
    tag: "Registration",
    summary: "Read a receipt (the applicant's code, or staff)",
    callers: ["code", "session"],
    body: ReceiptCodeBody,
    ok: { status: 200, answer: "Receipt" },
  },
  {
    method: "POST",
    path: "/events/:id/registrations/:rid/withdraw",
    tag: "Registration",
    summary: "Withdraw a registration",
    callers: ["code", "session"],
    body: ReceiptCodeBody,
    ok: { status: 200, answer: "Receipt" },
    refuses: true,
  },
  {
    method: "GET",
    path: "/events/:id/registrations",
    tag: "Registration",
    summary: "The registration desk (staff)",
    callers: ["session"],
    ok: { status: 200, answer: "StaffDesk" },
  },
  {
    method: "GET",
    path: "/events/:id/registrations/:rid",
    tag: "Registration",
    summary: "A receipt (staff)",
    callers: ["session"],
    ok: { status: 200, answer: "Receipt" },
  },
  {
    method: "POST",
    path: "/events/:id/registrations/:rid/paid",
    tag: "Registration",
    summary: "Mark a registration paid or unpaid",
    callers: ["session"],
    body: PaidBody,
    ok: { status: 200, answer: "Receipt" },
  },
  {
    method: "PATCH",
    path: "/events/:id/registrations/:rid",
    tag: "Registration",
    summary: "Change a registration's discount category",
    callers: ["session"],
    body: CategoryBody,
    ok: { status: 200, answer: "Receipt" },
  },
  {
    method: "POST",
    path: "/events/:id/registrations/admit",
    tag: "Registration",
    summary: "Admit the accepted applicants as players",
    callers: ["session"],
    body: AdmitBody,
    ok: { status: 200, answer: "DeskAdmitted" },
    refuses: true,
  },
  {
    method: "POST",
    path: "/events/:id/registrations/replace-no-shows",
    tag: "Registration",
    summary: "Give the no-shows' places to the waitlist",
    callers: ["session"],
    body: ReplaceBody,
    ok: { status: 200, answer: "DeskReplaced" },
    refuses: true,
  },
  {
    method: "GET",
    path: "/profiles",
    tag: "Ratings",
    summary: "Search profiles by name",
    callers: ["none"],
    query: z.object({ q: z.string().min(1).max(60) }),
    ok: { status: 200, answer: "ProfileSearch" },
    also: ETAG,
  },
  {
    method: "POST",
    path: "/profiles",
    tag: "Ratings",
    summary: "Create a profile",
    callers: ["session"],
    body: NewProfile,
    ok: { status: 201, answer: "ProfileCreated" },
  },
  {
    method: "POST",
    path: "/profiles/:id/merge",
    tag: "Ratings",
    summary: "Merge a duplicate profile into another",
    callers: ["session"],
    body: Merge,
    ok: { status: 200, answer: "ProfileMerged" },
  },
  {
    method: "GET",
    path: "/profiles/:id",
    tag: "Ratings",
    summary: "A profile with its ratings",
    callers: ["none"],
    ok: { status: 200, answer: "ProfilePage" },
    also: ETAG,
  },
  {
    method: "GET",
    path: "/ratings",
    tag: "Ratings",
    summary: "The rating pools",
    callers: ["none"],
    ok: { status: 200, answer: "RatingPoolList" },
    also: ETAG,
  },
  {
    method: "GET",
    path: "/ratings/:pool",
    tag: "Ratings",
    summary: "A pool's leaderboard",
    callers: ["none"],
    query: Filters,
    ok: { status: 200, answer: "PoolBoard" },
    also: ETAG,
  },
  {
    method: "GET",
    path: "/rules-profiles",
    tag: "Rules profiles",
    summary: "Your saved rules and the presets",
    callers: ["session"],
    ok: { status: 200, answer: "RulesList" },
  },
  {
    method: "POST",
    path: "/rules-profiles",
    tag: "Rules profiles",
    summary: "Save a rules profile",
    callers: ["session"],
    body: NewRules,
    ok: { status: 201, answer: "RulesSaved" },
  },
  {
    method: "PUT",
    path: "/rules-profiles/:id",
    tag: "Rules profiles",
    summary: "Change a saved rules profile",
    callers: ["session"],
    body: ChangedRules,
    ok: { status: 200, answer: "RulesSaved" },
  },
  {
    method: "DELETE",
    path: "/rules-profiles/:id",
    tag: "Rules profiles",
    summary: "Delete a saved rules profile",
    callers: ["session"],
    ok: { status: 200, answer: "RulesDeleted" },
  },
];

/** Every endpoint under /api (built when first asked: not at the Worker's start). */
export const endpoints = (): Endpoint[] => [...others(), ...EVENT_WRITE_ROUTES.map(eventWrite)];
