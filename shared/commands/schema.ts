// Every change to a tournament is one of these commands (a discriminated
// union on `type`). Strict objects: an unknown field is refused, with its path.
import { z } from "zod";
import { clearableTextSchema, textSchema } from "../model/input.ts";
import { CustomRules, Options, PlayerId, RulesProfileId } from "../model/schema.ts";
import { CalendarDate } from "../eventday/time.ts";
import { DciK, ProfileId } from "../ratings/types.ts";
import { AnyResult, InviteRole, Visibility } from "./state.ts";
import { EventDaySettings, ListBody } from "./eventday-schema.ts";
import { AnswerJudgeCall, ArriveLate, CallJudge, CheckIn, DrawDeckChecks, EndDeckCheck, GivePenalty, PublishRound, UndoCheckIn } from "./floor-schema.ts";

const RoundNo = z.number().int().min(1).max(100);
const TableNo = z.number().int().min(1).max(10_000);
const Name = textSchema("a name", 120);
const EventName = textSchema("an event's name", 200, "an event needs a name");
const GameFormat = textSchema("a game format", 80);
/** A real calendar day: 2026-13-45 is refused. */
const DateStr = CalendarDate;
/** No match is timed under 40 minutes (R-TIME-1). */
// The 40-minute floor of dci-2009 and dreamblade is the profile's (checked by create-event and edit-event).
const RoundMinutes = z.number().int().min(1, "a round lasts at least 1 minute").max(600);
/** `profile`: the rating profile this registration links to (docs/ratings.md). */
const Extra = {
  country: clearableTextSchema("a country", 64).optional(),
  region: clearableTextSchema("a region", 64).optional(),
  profile: ProfileId.optional(),
  /** The name's reading (furigana), used to sort name lists; "" takes it off (edit-player). */
  reading: clearableTextSchema("a reading", 120).optional(),
};

export const NewPlayer = z.strictObject({ name: Name, ...Extra });
export const PartialOptions = Options.partial();

export const CreateEvent = z.strictObject({
  type: z.literal("create-event"),
  name: EventName,
  gameFormat: GameFormat,
  rules: RulesProfileId,
  /** With rules "custom": the organizer's profile (docs/rules.md), e.g. one of their saved profiles. */
  customRules: CustomRules.optional(),
  options: PartialOptions.optional(),
  visibility: Visibility.optional(),
  date: DateStr.nullable().optional(),
  roundMinutes: RoundMinutes.optional(),
  /** DCI K-value of the event's tier (dci-2009 ratings): 8 casual ... 48 premier; default 16. */
  dciK: DciK.optional(),
});
export const EditEvent = z.strictObject({
  type: z.literal("edit-event"),
  name: EventName.optional(),
  gameFormat: GameFormat.optional(),
  rules: RulesProfileId.optional(),
  customRules: CustomRules.optional(),
  options: PartialOptions.optional(),
  visibility: Visibility.optional(),
  date: DateStr.nullable().optional(),
  roundMinutes: RoundMinutes.optional(),
  dciK: DciK.optional(),
  /** Where the event's news is posted (Discord's webhook form, or an allowed host: worker/webhooks/hosts.ts); null takes it off. */
  webhookUrl: z
    .string()
    .max(2048, "a webhook URL is at most 2048 characters")
    .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), "a webhook URL is an https address")
    .nullable()
    .optional(),
});
export const ImportEvent = z.strictObject({
  type: z.literal("import-event"),
  /** A topcut/1 file; checked by the model's validateTournament. */
  file: z.unknown(),
  visibility: Visibility.optional(),
});
export const AddPlayers = z.strictObject({ type: z.literal("add-players"), players: z.array(NewPlayer).min(1).max(1000) });
export const ImportPlayers = z.strictObject({ type: z.literal("import-players"), csv: z.string().min(1).max(200_000) });
export const EditPlayer = z.strictObject({ type: z.literal("edit-player"), playerId: PlayerId, name: Name.optional(), ...Extra });
export const RemovePlayer = z.strictObject({ type: z.literal("remove-player"), playerId: PlayerId });
export const DropPlayer = z.strictObject({ type: z.literal("drop-player"), playerId: PlayerId });
/** Takes a drop back, until the next round is paired (a drop entered by mistake). */
export const UndropPlayer = z.strictObject({ type: z.literal("undrop-player"), playerId: PlayerId });
export const LateEntry = z.strictObject({ type: z.literal("late-entry"), name: Name, mode: z.enum(["play-bye", "loss"]), ...Extra });
export const StartRound = z.strictObject({ type: z.literal("start-round"), round: RoundNo });
export const RepairRound = z.strictObject({ type: z.literal("repair-round"), round: RoundNo });
/**
 * The result the sender saw at the table when entering theirs (null: none), so a
 * result entered on another phone meanwhile is refused, not replaced (result_conflict).
 * Staff only; absent, nothing is checked.
 */
const AsSeen = AnyResult.nullable().optional();
export const ReportResult = z.strictObject({ type: z.literal("report-result"), round: RoundNo, table: TableNo, result: AnyResult, asSeen: AsSeen });
export const ConfirmResult = z.strictObject({ type: z.literal("confirm-result"), round: RoundNo, table: TableNo });
export const DisputeResult = z.strictObject({ type: z.literal("dispute-result"), round: RoundNo, table: TableNo });
export const SetResult = z.strictObject({
  type: z.literal("set-result"),
  round: RoundNo,
  table: TableNo,
  /** null takes the result off a table of the current round again (the console's undo), until the next round is paired. */
  result: AnyResult.nullable(),
  /** Required to change a result of an earlier (closed) Swiss round: a stale client is refused instead. */
  correction: z.literal(true).optional(),
  asSeen: AsSeen,
});
export const StartPlayoffs = z.strictObject({ type: z.literal("start-playoffs") });
/** Confirms the day-2 cut (options.dayTwo) once its round is complete: who advances is the engine's, not the body's. */
export const ConfirmDayTwo = z.strictObject({ type: z.literal("confirm-day-two") });
export const NextPlayoffRound = z.strictObject({ type: z.literal("next-playoff-round"), round: RoundNo });
export const Finish = z.strictObject({ type: z.literal("finish") });
export const TimerCommand = z.strictObject({
  type: z.literal("timer"),
  /** "pregame": the Dreamblade pregame procedures (R-TIME-4, 3 minutes) on the clock; the round's clock follows on its own. */
  action: z.enum(["start", "pause", "resume", "extend", "pregame"]),
  minutes: z.number().int().min(1).max(600).optional(),
  table: TableNo.optional(),
});
/** Sent by the Durable Object's alarm, never over HTTP. */
export const TimerExpire = z.strictObject({ type: z.literal("timer-expire"), round: z.number().int().min(0) });
export const CreateInvite = z.strictObject({ type: z.literal("create-invite"), role: InviteRole });
export const AcceptInvite = z.strictObject({ type: z.literal("accept-invite"), token: z.string().min(1).max(200) });

/** The owner deletes the event (and it leaves its rating pool). */
export const DeleteEvent = z.strictObject({ type: z.literal("delete-event") });
/** Dreamblade bonus rating points for a Premier finish (R-RATE-3), set by the organizers. */
export const SetBonus = z.strictObject({ type: z.literal("set-bonus"), playerId: PlayerId, points: z.number().int().min(0).max(10_000) });

/** Event-day settings (organizers): list policy, legality kind, timer overrides, draft; null clears one. */
export const EditEventDay = z.strictObject({
  type: z.literal("edit-event-day"),
  listPolicy: EventDaySettings.shape.listPolicy.unwrap().nullable().optional(),
  listKind: EventDaySettings.shape.listKind.unwrap().nullable().optional(),
  timers: EventDaySettings.shape.timers.unwrap().nullable().optional(),
  draft: EventDaySettings.shape.draft.unwrap().nullable().optional(),
  pairWithinPods: z.boolean().nullable().optional(),
});
/** A deck or warband list, handed in by the player (code) or recorded by staff for a player; locked once in. */
export const SubmitList = z.strictObject({ type: z.literal("submit-list"), playerId: PlayerId.optional(), ...ListBody });
/** Staff unlock a received list to correct it; the reason is kept and shown to the player. */
export const UnlockList = z.strictObject({
  type: z.literal("unlock-list"),
  playerId: PlayerId,
  reason: textSchema("an unlock's reason", 300, "say why the list is unlocked"),
});
/** Seats the active players in draft pods by the seeded draw (R-DRAFT-1). */
export const SeatPods = z.strictObject({
  type: z.literal("seat-pods"),
  seed: z.string().min(1).max(100).optional(),
  /** "rule": pods by the game's rule (R-DRAFT-1 for Dreamblade); "one": the whole field at one table. */
  mode: z.enum(["rule", "one"]).optional(),
});
/** Sent by the Worker: accepted pre-registrations become the event's players. */
export const AdmitRegistrations = z.strictObject({
  type: z.literal("admit-registrations"),
  players: z.array(z.strictObject({ registration: z.string().min(1).max(64), name: Name, reading: Extra.reading })).max(2000),
  /** Admitted in person (one by one at the door): they count as checked in where the event asks for check-in. */
  present: z.boolean().optional(),
  /** Registrations whose places these take (no-shows at the check-in deadline): their players are removed, unless they checked in meanwhile. */
  replacing: z.array(z.string().min(1).max(64)).max(2000).optional(),
});

export const Command = z.discriminatedUnion("type", [
  CreateEvent,
  EditEvent,
  ImportEvent,
  AddPlayers,
  ImportPlayers,
  EditPlayer,
  RemovePlayer,
  DropPlayer,
  UndropPlayer,
  LateEntry,
  StartRound,
  RepairRound,
  ReportResult,
  ConfirmResult,
  DisputeResult,
  SetResult,
  StartPlayoffs,
  ConfirmDayTwo,
  NextPlayoffRound,
  Finish,
  TimerCommand,
  TimerExpire,
  CreateInvite,
  AcceptInvite,
  EditEventDay,
  SubmitList,
  UnlockList,
  SeatPods,
  AdmitRegistrations,
  DeleteEvent,
  SetBonus,
  CheckIn,
  UndoCheckIn,
  ArriveLate,
  PublishRound,
  CallJudge,
  AnswerJudgeCall,
  GivePenalty,
  DrawDeckChecks,
  EndDeckCheck,
]);

export type Command = z.infer<typeof Command>;
export type CommandType = Command["type"];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
