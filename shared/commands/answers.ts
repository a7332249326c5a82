// What each command answers over HTTP, besides `seq` and `what` (docs/api.md).
// Declared once here, from the engine's own types and the functions that build
// the parts, so the Worker, the web app, the CLI and the tests read one shape
// and a changed answer is a compile error wherever it is read.
import type { CustomRules, DayTwoCut, Round, RulesProfileId } from "../model/types.ts";
import type { LegalityFlag } from "../eventday/legality.ts";
import type { ListRecord } from "../eventday/lists.ts";
import type { Pod } from "../eventday/pods.ts";
import type { eventSummary } from "./event.ts";
import type { eventDayPublic } from "./eventday.ts";
import type { Actor } from "./permissions.ts";
import type { CommandType } from "./schema.ts";
import type { DeckCheck, EventStatus, InviteRole, PlatformState, Report, StaffRole, Timer, What } from "./state.ts";
import type { PendingReport, PlayerFloor } from "./views.ts";
import type { CallAnswer } from "./judge-calls.ts";
import type { Penalty } from "../model/types.ts";

/** The event as a command that changed it answers it (and as lists and views carry it). */
export type EventSummary = ReturnType<typeof eventSummary>;
/** The public view's event-day part (docs/eventday.md). */
export type EventDayPublic = ReturnType<typeof eventDayPublic>;

/** Where a table's result stands after a result command: "open" once a result was taken back. */
export type ReportAnswer = { round: number; table: number; status: Report["status"] | "open" };
/** A registered player with their secret code (add-players, import-players, late-entry). */
export type AddedPlayer = { id: string; name: string; code: string };
/** Nothing besides `seq` and `what`. */
type Nothing = Record<never, never>;

export type CommandAnswers = {
  "create-event": { event: EventSummary };
  "import-event": { event: EventSummary };
  "edit-event": { event: EventSummary };
  finish: Nothing;
  "delete-event": { deleted: true };
  "add-players": { players: AddedPlayer[] };
  "import-players": { players: AddedPlayer[] };
  "late-entry": { players: AddedPlayer[] };
  "edit-player": Nothing;
  "remove-player": Nothing;
  "drop-player": Nothing;
  "undrop-player": Nothing;
  "set-bonus": { bonus: Record<string, number> };
  /** `noShows`: the players dropped at round 1 for not checking in (options.checkIn "required"). */
  "start-round": { round: Round; noShows?: string[] };
  "repair-round": { round: Round };
  "confirm-day-two": { dayTwoCut: DayTwoCut };
  "start-playoffs": { round: Round };
  "next-playoff-round": { round: Round };
  "report-result": { report: ReportAnswer };
  "confirm-result": { report: ReportAnswer };
  "dispute-result": { report: ReportAnswer };
  "set-result": { report: ReportAnswer };
  timer: { timer: Timer };
  "timer-expire": { timer: Timer };
  "create-invite": { link: string; token: string; role: InviteRole };
  "accept-invite": { event: { id: string; name: string }; role: StaffRole };
  "edit-event-day": { eventDay: EventDayPublic };
  "submit-list": { list: ListRecord; flags: LegalityFlag[] | null };
  "unlock-list": { list: ListRecord };
  "seat-pods": { pods: Pod[] };
  /** With `replacing`: the registrations that gave their places (`withdrawn`) and the no-shows' players removed. */
  "admit-registrations": { players: { registration: string; id: string; code: string }[]; withdrawn?: string[]; removed?: string[] };
  "check-in": { playerId: string; checkedIn: boolean };
  "undo-check-in": { playerId: string; checkedIn: boolean };
  "arrive-late": Nothing;
  "publish-round": { round: number };
  "call-judge": { call: CallAnswer };
  "answer-judge-call": { call: CallAnswer };
  "give-penalty": { penalty: Penalty };
  "draw-deck-checks": { checks: DeckCheck[] };
  "end-deck-check": { check: DeckCheck };
};

/** The answer's own fields for one command type (applyCommand's `answer`). */
export type AnswerOf<T extends CommandType> = CommandAnswers[T];

/** The HTTP body a command is answered with: the event's new seq, what changed, and the command's own fields. */
export type CommandAnswer<T extends CommandType> = { seq: number; what: What[] } & CommandAnswers[T];

/** One event of a list (GET /api/events, GET /api/my/events with the caller's `role`): the events row's public columns. */
export type EventListRow = {
  id: string;
  name: string;
  gameFormat: string;
  rules: RulesProfileId;
  status: EventStatus;
  date: string | null;
  /** Players registered (before round 1, with the registrations not yet admitted). */
  players: number;
  round: number;
};

/** POST /api/events/:id/rounds/:n/tables/:table/report/read: the caller's player id and their table's waiting report. */
export type ReportRead = { player: string; report: PendingReport | null };
/** POST /api/events/:id/players/:pid/floor: the player's check-in, own penalties (no notes) and their table's latest judge call. */
export type FloorRead = { player: string } & PlayerFloor;
/** POST /api/events/:id/lists/read: the caller's player id and their own list. */
export type ListRead = { player: string; list: ListRecord | null };

/** GET /api/my/events: the events the signed-in user is staff of, each with their role. */
export type MyEvents = { events: (EventListRow & { role: StaffRole })[] };

/** POST /api/auth/signup and signin, GET /api/auth/me: the signed-in account. */
export type Me = { user: { id: string; username: string } };

/** GET /api/events/:id/state (staff): the state commands apply to, for the console to apply its queued changes offline. */
export type StateRead = { seq: number; actor: Actor; state: PlatformState };

/** An organizer's saved rules (GET, POST and PUT /api/rules-profiles). */
export type SavedRules = { id: string; name: string; rules: CustomRules; updatedAt: number };
/** GET /api/rules-profiles: the organizer's saved rules, newest first, and the presets built from the same parts. */
export type RulesList = { profiles: SavedRules[]; presets: { key: string; rules: CustomRules }[] };
/** POST /api/rules-profiles and PUT /api/rules-profiles/:id. */
export type RulesSaved = { profile: SavedRules };
/** DELETE /api/rules-profiles/:id. */
export type RulesDeleted = { deleted: string };
