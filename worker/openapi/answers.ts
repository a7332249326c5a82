// What the endpoints answer, as JSON Schema for the OpenAPI document. Where
// an answer is a zod schema, its own JSON Schema; where it is a TypeScript
// type only (shared/commands/answers.ts, views.ts, the desk's and ratings'
// answers), its top-level fields, checked against the type by the compiler
// (a field that is not the type's, or marked required while optional, does
// not compile), their shapes left to docs/api.md rather than written by hand.
import { z } from "zod";
import type {
  CommandAnswers,
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
} from "../../shared/commands/answers.ts";
import type { CommandType } from "../../shared/commands/schema.ts";
import { DeckCheck, Timer, WHAT } from "../../shared/commands/state.ts";
import type { ManageView, PlayerPageView, PublicView } from "../../shared/commands/views.ts";
import type { PoolList, PoolSaved, PublicDesk, Receipt, StaffDesk } from "../../shared/eventday/desk-answers.ts";
import { DayTwoCut, Penalty, Round, Tournament } from "../../shared/model/schema.ts";
import type { PoolBoard, ProfileCreated, ProfileMerged, ProfilePage, ProfileSearch, RatingPoolList } from "../../shared/ratings/answers.ts";
import { AdmitAnswer, ReplaceAnswer } from "../registration/staff-write-routes.ts";

export type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what it reads (`input`) or what it gives (`output`). */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _, ...out } = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" });
  // A recursive schema would carry $defs whose "#/$defs" refs mean the document's root in OpenAPI: none is expected.
  if ("$defs" in out) throw new Error("a schema with $defs cannot be inlined in the OpenAPI document");
  return out;
}

/** Each field of T, marked as the type has it. */
type Marks<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? "optional" : "required" };

/** An object's fields by name, required ones listed, each described by `schemas` where a zod schema exists (else any value). */
function object(description: string, marks: Record<string, "optional" | "required">, schemas: Record<string, JsonSchema> = {}): JsonSchema {
  const keys = Object.keys(marks);
  return {
    type: "object",
    description,
    properties: Object.fromEntries(keys.map((k) => [k, schemas[k] ?? {}])),
    required: keys.filter((k) => marks[k] === "required"),
  };
}

/** Every top-level field of T (the compiler checks the list is whole and each mark right). */
const all =
  <T>() =>
  (description: string, marks: Marks<T>, schemas: { [K in keyof T]?: JsonSchema } = {}) =>
    object(description, marks as Record<string, "optional" | "required">, schemas as Record<string, JsonSchema>);
/** Some top-level fields of T: a view that grows with the engine; the whole shape is in docs/api.md. */
const some =
  <T>() =>
  (description: string, marks: Partial<Marks<T>>, schemas: { [K in keyof T]?: JsonSchema } = {}) =>
    object(description, marks as Record<string, "optional" | "required">, schemas as Record<string, JsonSchema>);

const out = (s: z.ZodType) => jsonSchema(s, "output");
const list = (s: z.ZodType) => out(z.array(s));

/** The command answers' own fields, beside `seq` and `what` (shared/commands/answers.ts). */
const COMMAND_FIELDS: { [T in CommandType]?: Marks<CommandAnswers[T]> } = {
  "create-event": { event: "required" },
  "import-event": { event: "required" },
  "edit-event": { event: "required" },
  finish: {},
  "delete-event": { deleted: "required" },
  "add-players": { players: "required" },
  "import-players": { players: "required" },
  "late-entry": { players: "required" },
  "edit-player": {},
  "remove-player": {},
  "drop-player": {},
  "undrop-player": {},
  "set-bonus": { bonus: "required" },
  "start-round": { round: "required", noShows: "optional" },
  "repair-round": { round: "required" },
  "confirm-day-two": { dayTwoCut: "required" },
  "start-playoffs": { round: "required" },
  "next-playoff-round": { round: "required" },
  "report-result": { report: "required" },
  "confirm-result": { report: "required" },
  "dispute-result": { report: "required" },
  "set-result": { report: "required" },
  timer: { timer: "required" },
  "create-invite": { link: "required", token: "required", role: "required" },
  "accept-invite": { event: "required", role: "required" },
  "edit-event-day": { eventDay: "required" },
  "submit-list": { list: "required", flags: "required" },
  "unlock-list": { list: "required" },
  "seat-pods": { pods: "required" },
  "check-in": { playerId: "required", checkedIn: "required" },
  "undo-check-in": { playerId: "required", checkedIn: "required" },
  "arrive-late": {},
  "publish-round": { round: "required" },
  "call-judge": { call: "required" },
  "answer-judge-call": { call: "required" },
  "give-penalty": { penalty: "required" },
  "draw-deck-checks": { checks: "required" },
  "end-deck-check": { check: "required" },
};

/** Fields of command answers whose zod schema exists, by command (built when first asked: not at the Worker's start). */
const commandSchemas = (): { [T in CommandType]?: Record<string, JsonSchema> } => ({
  "start-round": { round: out(Round), noShows: out(z.array(z.string())) },
  "repair-round": { round: out(Round) },
  "confirm-day-two": { dayTwoCut: out(DayTwoCut) },
  "start-playoffs": { round: out(Round) },
  "next-playoff-round": { round: out(Round) },
  timer: { timer: out(Timer) },
  "give-penalty": { penalty: out(Penalty) },
  "draw-deck-checks": { checks: list(DeckCheck) },
  "end-deck-check": { check: out(DeckCheck) },
  "publish-round": { round: { type: "integer" } },
});

/** The answer to a command: the event's new `seq`, what changed, and the command's own fields. */
export function commandAnswer(type: CommandType): JsonSchema {
  const fields = COMMAND_FIELDS[type] as Record<string, "optional" | "required"> | undefined;
  const base = {
    seq: { type: "integer", description: "The event's new sequence number." },
    what: { type: "array", items: { enum: [...WHAT] }, description: "What changed." },
  };
  const own = fields ?? {};
  const schemas = commandSchemas()[type] ?? {};
  return {
    type: "object",
    description: `The answer to ${type} (shared/commands/answers.ts, CommandAnswers; docs/api.md).`,
    properties: { ...base, ...Object.fromEntries(Object.keys(own).map((k) => [k, schemas[k] ?? {}])) },
    required: ["seq", "what", ...Object.keys(own).filter((k) => own[k] === "required")],
    ...(fields === undefined ? { additionalProperties: true } : {}),
  };
}

const listRow = () =>
  all<EventListRow>()("One event of a list.", {
    id: "required",
    name: "required",
    gameFormat: "required",
    rules: "required",
    status: "required",
    date: "required",
    players: "required",
    round: "required",
  });

/** The named answers of the reads and the Worker's own writes (components.schemas). */
export const answerSchemas = () =>
  ({
    Health: { type: "object", properties: { ok: { type: "boolean" }, migrations: { type: "integer" } }, required: ["ok", "migrations"] },
    ImportedRounds: {
      type: "object",
      description:
        "The imported event (as import-event answers it) and the lines kept as recorded elsewhere though the match length forbids them (docs/format.md, Imported records).",
      properties: {
        seq: { type: "integer" },
        what: { type: "array", items: { type: "string" } },
        event: { type: "object", description: "The event's summary (docs/api.md)." },
        warnings: {
          type: "array",
          items: {
            type: "object",
            properties: { line: { type: "integer" }, players: { type: "array", items: { type: "string" } }, message: { type: "string" } },
            required: ["line", "players", "message"],
          },
        },
      },
      required: ["seq", "what", "event", "warnings"],
    },
    Me: all<Me>()("The signed-in account.", { user: "required" }, { user: out(z.object({ id: z.string(), username: z.string() })) }),
    SignedOut: { type: "object", properties: { ok: { const: true } }, required: ["ok"] },
    EventList: { type: "object", properties: { events: { type: "array", items: listRow() } }, required: ["events"] },
    MyEvents: all<MyEvents>()("The events you own or staff, each with your role.", { events: "required" }),
    PublicView: some<PublicView>()(
      "The public event view (docs/api.md, Public event view; shared/commands/views.ts publicView).",
      {
        seq: "required",
        event: "required",
        unpublished: "required",
        checkedIn: "required",
        players: "required",
        rounds: "required",
        standings: "required",
        standingsAfter: "required",
        pointsBefore: "required",
        bracket: "required",
        finalRanking: "required",
        timer: "required",
        notes: "required",
        reports: "required",
        corrections: "required",
        eventDay: "required",
      },
      { rounds: list(Round), timer: out(Timer) },
    ),
    ManageView: some<ManageView>()(
      "The public view with nothing hidden plus the staff's fields (docs/api.md, Organizer view; shared/commands/views.ts manageView).",
      {
        seq: "required",
        event: "required",
        role: "required",
        codes: "required",
        reports: "required",
        staff: "required",
        provisional: "required",
        cutPreview: "required",
        lateEntry: "required",
        bonus: "required",
        unpublished: "required",
        checkedIn: "required",
        judgeCalls: "required",
        penalties: "required",
        deckChecks: "required",
      },
      { rounds: list(Round), timer: out(Timer), penalties: list(Penalty), deckChecks: list(DeckCheck) },
    ),
    StateRead: all<StateRead>()("The state the console applies its queued writes to offline (docs/offline.md).", {
      seq: "required",
      actor: "required",
      state: "required",
    }),
    TournamentFile: { ...out(Tournament), description: "The event's topcut/1 file (docs/format.md)." },
    ViewRound: { ...out(Round), description: "One round as the public view has it (results removed while standings are hidden)." },
    PlayerPage: all<PlayerPageView>()("A player's public page: their matches.", { player: "required", matches: "required" }),
    ReportRead: all<ReportRead>()("Whose code it is and their table's waiting report (null: none).", { player: "required", report: "required" }),
    ListRead: all<ListRead>()("The player's own list (null: none handed in).", { player: "required", list: "required" }),
    FloorRead: some<FloorRead>()("The player's check-in, own penalties (no notes) and their table's latest judge call.", {
      player: "required",
      checkIn: "required",
      checkedIn: "required",
      penalties: "required",
      call: "required",
    }),
    PublicDesk: all<PublicDesk>()("The public registration form's data.", { event: "required", settings: "required", summary: "required" }),
    StaffDesk: all<StaffDesk>()("The registration desk (staff).", {
      settings: "required",
      summary: "required",
      entries: "required",
      rules: "required",
      may: "required",
      checkIn: "required",
    }),
    Receipt: all<Receipt>()("One registration's receipt.", {
      event: "required",
      registration: "required",
      playerCode: "required",
      currency: "required",
      code: "optional",
    }),
    DeskSaved: {
      type: "object",
      description: "The registration settings as saved and the summary.",
      properties: { settings: {}, summary: {} },
      required: ["settings", "summary"],
    },
    DeskAdmitted: { ...out(AdmitAnswer), description: "The player each admitted registration became." },
    DeskReplaced: { ...out(ReplaceAnswer), description: "The no-shows replaced by the waitlist." },
    PoolSaved: all<PoolSaved>()("A venue pool.", { pool: "required" }),
    PoolList: all<PoolList>()("Your venue pools, each with the events attached.", { pools: "required" }),
    RatingPoolList: all<RatingPoolList>()("The rating pools with rated players.", { pools: "required" }),
    PoolBoard: some<PoolBoard>()("A pool's leaderboard.", {
      pool: "required",
      label: "required",
      system: "required",
      countries: "required",
      ranked: "required",
      provisional: "required",
    }),
    ProfileSearch: all<ProfileSearch>()("Up to 20 profiles whose name starts with q.", { profiles: "required" }),
    ProfileCreated: all<ProfileCreated>()("The new profile.", { profile: "required" }),
    ProfileMerged: all<ProfileMerged>()("The kept profile and the pools replayed.", { profile: "required", replayed: "required" }),
    ProfilePage: all<ProfilePage>()("A profile with its ratings and rated events.", {
      profile: "required",
      mergedFrom: "optional",
      ratings: "required",
      events: "required",
    }),
    RulesList: all<RulesList>()("Your saved rules profiles and the presets.", { profiles: "required", presets: "required" }),
    RulesSaved: all<RulesSaved>()("A saved rules profile.", { profile: "required" }),
    RulesDeleted: all<RulesDeleted>()("The deleted profile's id.", { deleted: "required" }),
    InviteAccepted: commandAnswer("accept-invite"),
    CardSaved: { type: "object", properties: { etag: { type: "string" } }, required: ["etag"] },
    PushKey: {
      type: "object",
      properties: { publicKey: { type: "string", description: "base64url of the 65-byte VAPID public key" } },
      required: ["publicKey"],
    },
    // worker/routes/webhook.ts builds these inline: their fields as it writes them.
    WebhookStatus: {
      type: "object",
      description: "The event's webhook address (token hidden; null: none) and its last delivery (null: none yet).",
      properties: { url: {}, last: {} },
      required: ["url", "last"],
    },
    WebhookTest: {
      type: "object",
      description: "How the test message's delivery went.",
      properties: { at: { type: "integer" }, delivered: { type: "boolean" }, status: {}, detail: { type: "string" } },
      required: ["at", "delivered", "status", "detail"],
    },
    Subscribed: { type: "object", properties: { subscribed: { type: "boolean" } }, required: ["subscribed"] },
  }) satisfies Record<string, JsonSchema>;

export type AnswerName = keyof ReturnType<typeof answerSchemas>;
