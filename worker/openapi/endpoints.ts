// Every endpoint the Worker serves under /api, as data for the OpenAPI
// document: the event writes come from the route table the Worker routes by
// (shared/commands/write-routes.ts) and their bodies from the commands' zod
// schemas; the other endpoints name the zod schemas their handlers parse.
// worker/test/openapi.test.ts checks this list against the Worker's routes.
import { z } from "zod";
import { CommandId, EVENT_WRITE_ROUTES, type WriteRoute } from "../../shared/commands/routes.ts";
import type { CommandType } from "../../shared/commands/schema.ts";
import { Credentials, SignIn } from "../auth.ts";
import { CardBody } from "../share-card.ts";
import { Subscribe, Unsubscribe } from "../routes/push.ts";
import { CodeBody as PlayerCodeBody } from "../routes/reads.ts";
import { ImportRounds } from "../routes/rules-profiles.ts";
import { commandBody, ETAG, eventCommand, type Caller, type Endpoint } from "./endpoint.ts";
import { deskAndAccountEndpoints } from "./desk-endpoints.ts";

export type { Caller, Endpoint, Method } from "./endpoint.ts";
export { commandBody } from "./endpoint.ts";

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
  "confirm-day-two": ["Rounds", "Confirm the day-2 cut: who advances after round N (options.dayTwo)"],
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

/** Everything but the event writes and the registration, ratings and rules-profile endpoints (desk-endpoints.ts), in the order of docs/api.md. */
/** `?rounds=latest`: the slim view, with only the latest round's (and the playoff rounds') matches (docs/api.md). */
const ViewFormQuery = z.object({
  rounds: z.enum(["all", "latest"]).optional().describe("latest: earlier Swiss rounds come without their matches (matchesOmitted: true)."),
});

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
    query: ViewFormQuery,
    ok: { status: 200, answer: "PublicView" },
    also: ETAG,
  },
  {
    method: "GET",
    path: "/events/:id/rounds/:n",
    tag: "Views",
    summary: "One round as the public view has it",
    callers: ["none"],
    ok: { status: 200, answer: "ViewRound" },
    also: ETAG,
  },
  {
    method: "GET",
    path: "/events/:id/views/:seq",
    tag: "Views",
    summary: "The public view at exactly that seq (immutable)",
    callers: ["none"],
    query: ViewFormQuery,
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
];

/** Every endpoint under /api (built when first asked: not at the Worker's start). */
export const endpoints = (): Endpoint[] => [...others(), ...deskAndAccountEndpoints(), ...EVENT_WRITE_ROUTES.map(eventWrite)];
