// The platform state of one tournament: the interchange-format Tournament plus
// what the format does not hold (status, visibility, staff, player codes,
// result reports awaiting confirmation, the round timer, open invites).
import { z } from "zod";
import { PlayerId, PodResult, Tournament, TwoPlayerResult } from "../model/schema.ts";
import { ListRecord } from "../eventday/lists.ts";
import { EventDaySettings } from "./eventday-schema.ts";
import { DciK } from "../ratings/types.ts";

/** "did-not-occur": a Dreamblade event closed below the participation minimum (R-MIN-1). */
export const EventStatus = z.enum(["registration", "swiss", "playoffs", "finished", "did-not-occur"]);
export const Visibility = z.enum(["public", "unlisted"]);
export const StaffRole = z.enum(["owner", "co-organizer", "judge"]);
export const InviteRole = z.enum(["co-organizer", "judge"]);
/** What a command changed (the live message). "floor": a staff-only part (judge calls, penalties, deck checks): staff and the caller re-read. */
export const WHAT = ["players", "pairings", "results", "standings", "timer", "event", "floor"] as const;
export const What = z.enum(WHAT);

export const AnyResult = z.union([TwoPlayerResult, PodResult]);

export const Report = z.strictObject({
  round: z.number().int().min(1),
  table: z.number().int().min(1),
  result: AnyResult,
  /** The player who reported it. */
  by: PlayerId,
  status: z.enum(["unconfirmed", "confirmed", "disputed"]),
  disputedBy: PlayerId.optional(),
});

export const Timer = z.strictObject({
  /** The round the clock belongs to (0: no round yet). */
  round: z.number().int().min(0),
  state: z.enum(["idle", "running", "paused", "ended"]),
  /** Epoch ms the round ends, while running. */
  endsAt: z.number().optional(),
  /** Time left, while paused. */
  remainingMs: z.number().optional(),
  /** The round's full length including whole-round extensions (for a progress bar). */
  durationMs: z.number().optional(),
  /** Extra minutes for single tables (judge time extensions), by table number. */
  extensions: z.record(z.string(), z.number()),
  /**
   * What the clock counts (absent: the round). "pregame": the three minutes
   * of pregame procedures (R-TIME-4), then the round's clock starts; "overtime":
   * the Commander event's three more minutes after the round's time (R-CMD-4), then every table
   * without a winner ends with no winner.
   */
  phase: z.enum(["pregame", "overtime"]).optional(),
});

/**
 * A staff correction of a closed round's result (set-result with
 * `correction: true`). Results are public, so the public view lists these:
 * players see that their result changed, and the notes of the rounds paired
 * before it (`paired`: how many rounds were paired then) say they were paired
 * from the earlier result.
 */
export const Correction = z.strictObject({
  round: z.number().int().min(1),
  table: z.number().int().min(1),
  /** Epoch ms of the correction. */
  at: z.number(),
  before: AnyResult.nullable(),
  after: AnyResult,
  paired: z.number().int().min(1),
});

/**
 * A player's call for a judge at their table: "open" until staff say they
 * heard it ("heard": a judge is on the way), then "closed". Staff only: never
 * in a public answer; the caller reads their own (docs/eventday.md).
 */
export const JudgeCall = z.strictObject({
  /** "c1", "c2", ... in the order called. */
  id: z.string(),
  round: z.number().int().min(1),
  table: z.number().int().min(1),
  /** Epoch ms of the call. */
  at: z.number(),
  /** The player who called. */
  by: PlayerId,
  status: z.enum(["open", "heard", "closed"]),
  /** The staff member who answered it last (username), and when. */
  answeredBy: z.string().optional(),
  answeredAt: z.number().optional(),
});

/**
 * A table drawn for a deck check: its players' decks are checked while the
 * table waits; when the check ends staff give the table its time back
 * (`extension`, minutes, added to the table's clock).
 */
export const DeckCheck = z.strictObject({
  round: z.number().int().min(1),
  table: z.number().int().min(1),
  /** The players seated there (a check is never repeated on a player unless staff ask for repeats). */
  players: z.array(PlayerId),
  /** Epoch ms it was drawn. */
  at: z.number(),
  /** The seed of the draw that chose it (recorded, so the draw can be shown to be the draw). */
  seed: z.string(),
  status: z.enum(["checking", "done"]),
  /** Minutes given back to the table when the check ended. */
  extension: z.number().int().min(0).optional(),
  endedAt: z.number().optional(),
});

export const StaffMember = z.strictObject({ userId: z.string(), username: z.string(), role: StaffRole });

export const PlatformState = z.strictObject({
  tournament: Tournament,
  status: EventStatus,
  visibility: Visibility,
  date: z.string().nullable(),
  roundMinutes: z.number().int().min(1).max(600),
  ownerId: z.string(),
  /** Everyone with a role, the owner first. */
  staff: z.array(StaffMember),
  /** Secret per-player codes for self-reporting (never public). */
  codes: z.record(z.string(), z.string()),
  /** Self-reported results of the current round that are not yet results. */
  reports: z.array(Report),
  timer: Timer,
  /** Open single-use staff invites by token. */
  invites: z.record(z.string(), z.strictObject({ role: InviteRole, createdBy: z.string() })),
  createdAt: z.number(),
  /** Event-day settings: list policy, legality kind, timers, draft, pods (optional: older states lack it). */
  eventDay: EventDaySettings.optional(),
  /** Deck/warband lists by player id; a received list is locked (R-LIST-1). */
  lists: z.record(z.string(), ListRecord).optional(),
  /** Pre-registrations admitted as players: registration id → player id. */
  admitted: z.record(z.string(), z.string()).optional(),
  /** DCI K-value of the event's tier (dci-2009 ratings); absent: 16. Optional so older states parse. */
  dciK: DciK.optional(),
  /** Dreamblade bonus rating points for Premier finishes, by player id. */
  bonus: z.record(PlayerId, z.number().int().min(0)).optional(),
  /** Corrections of closed rounds' results, oldest first (optional: older states lack it). */
  corrections: z.array(Correction).optional(),
  /** Players who checked in (options.checkIn "required"), in the order they did. */
  checkedIn: z.array(PlayerId).optional(),
  /** The round paired but not yet published (options.publishPairings "manual"); absent when every paired round is public. */
  unpublished: z.number().int().min(1).optional(),
  /** Judge calls, oldest first. */
  judgeCalls: z.array(JudgeCall).optional(),
  /** Tables drawn for deck checks, oldest first. */
  deckChecks: z.array(DeckCheck).optional(),
  /** Where the event's news is posted (a secret address: only its host and the end of its token are ever shown). */
  webhook: z.strictObject({ url: z.string() }).optional(),
});

export type EventStatus = z.infer<typeof EventStatus>;
export type Visibility = z.infer<typeof Visibility>;
export type StaffRole = z.infer<typeof StaffRole>;
export type InviteRole = z.infer<typeof InviteRole>;
export type What = z.infer<typeof What>;
export type AnyResult = z.infer<typeof AnyResult>;
export type Report = z.infer<typeof Report>;
export type Timer = z.infer<typeof Timer>;
export type StaffMember = z.infer<typeof StaffMember>;
export type Correction = z.infer<typeof Correction>;
export type JudgeCall = z.infer<typeof JudgeCall>;
export type DeckCheck = z.infer<typeof DeckCheck>;
export type PlatformState = z.infer<typeof PlatformState>;
