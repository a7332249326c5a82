// What the rating systems read and return. A rated event is plain data (JSON
// safe), so the platform can keep it beside a finished tournament and replay a
// pool without re-reading the tournaments.
import { z } from "zod";
import { idSchema } from "../model/input.ts";
import { PlayerId } from "../model/schema.ts";

/** The rating systems, one per rules document; an event is rated by its rules profile. */
export const RATING_SYSTEMS = ["club", "dci-2009", "dreamblade", "commander"] as const;
export type RatingSystem = (typeof RATING_SYSTEMS)[number];

export const ProfileId = idSchema("profile");

/** DCI K-values by event tier (R-RATE-2): casual 8, default 16, premier 48. */
export const DCI_K_VALUES = [8, 16, 24, 32, 40, 48] as const;
export const DciK = z.union([z.literal(8), z.literal(16), z.literal(24), z.literal(32), z.literal(40), z.literal(48)]);
export type DciK = z.infer<typeof DciK>;
export const DCI_TIER_NAMES: Record<DciK, string> = {
  8: "casual",
  16: "default",
  24: "K24",
  32: "K32",
  40: "K40",
  48: "premier",
};

/** A calendar date, or a date-time with a zone ("Z" or "+02:00"). */
export const FinishedAt = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, {
    message: 'must be an ISO date "2026-05-30" or date-time "2026-05-30T21:15:00+02:00"',
    abort: true,
  })
  .refine((s) => !Number.isNaN(Date.parse(s)) && validCalendarDate(s.slice(0, 10)), "is not a real date");

/** What the platform knows about a finished event that topcut/1 does not carry. */
export const EventMeta = z.strictObject({
  /** When the event was finished: ratings are applied in this order. */
  finishedAt: FinishedAt,
  /**
   * The event's own calendar date, as the organizer set it: seasons and day
   * boundaries read this, not the UTC day it finished (a US evening event on
   * 31 December counts in its own year). Defaults to finishedAt's date.
   */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date "2026-05-30"')
    .refine(validCalendarDate, "is not a real date")
    .optional(),
  /** Listed publicly; unlisted (private) events never count for `club`. */
  public: z.boolean(),
  /** The game format the event was created in; defaults to the tournament's. */
  gameFormat: z.string().min(1).max(80).optional(),
  /** DCI K-value of the event's tier; defaults to 16. Only `dci-2009` reads it. */
  k: DciK.optional(),
  /** Registration → profile; falls back to the player's `profile`, then the player id. */
  profiles: z.record(PlayerId, ProfileId).optional(),
  /** Dreamblade bonus rating points for Premier finishes, by player id. */
  bonus: z.record(PlayerId, z.number().int().min(0).max(10_000)).optional(),
});
export type EventMeta = z.infer<typeof EventMeta>;

const Round = z.number().int().min(1);
const Table = z.number().int().min(1);

/**
 * One rated match, by profile id. Open (unreported) matches are left out;
 * byes, awarded results and late-arrival losses are kept because Dreamblade
 * season points read byes, while the Elo systems skip all three.
 */
export const RatedMatch = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("pair"),
    round: Round,
    table: Table,
    players: z.tuple([ProfileId, ProfileId]),
    /** Score of players[0]: 1 win, 0.5 draw, 0 loss. */
    score: z.union([z.literal(1), z.literal(0.5), z.literal(0)]),
  }),
  z
    .strictObject({
      kind: z.literal("pod"),
      round: Round,
      table: Table,
      players: z.array(ProfileId).min(2).max(4),
      /** null: every player lost. */
      winner: ProfileId.nullable(),
    })
    .refine((m) => m.winner === null || m.players.includes(m.winner), { message: "the winner is not seated at this table", path: ["winner"] }),
  z.strictObject({ kind: z.literal("bye"), round: Round, player: ProfileId }),
  z.strictObject({ kind: z.literal("awarded"), round: Round, table: Table, winner: ProfileId, loser: ProfileId }),
  z.strictObject({ kind: z.literal("late-loss"), round: Round, player: ProfileId }),
]);
export type RatedMatch = z.infer<typeof RatedMatch>;

export const Person = z.strictObject({
  name: z.string(),
  country: z.string().optional(),
  region: z.string().optional(),
});
export type Person = z.infer<typeof Person>;

/** A finished event as the rating systems read it: plain JSON, safe to store and reload. */
export const RatedEvent = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string(),
  finishedAt: FinishedAt,
  /** The event's own calendar day (its date, else the first 10 characters of finishedAt): seasons compare this. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** finishedAt as epoch milliseconds (a date alone is midnight UTC): the replay order. */
  at: z.number().int(),
  gameFormat: z.string().min(1).max(80),
  system: z.enum(RATING_SYSTEMS),
  public: z.boolean(),
  /** "single-elimination" events are not Swiss events (club rates Swiss events only). */
  structure: z.enum(["swiss", "single-elimination"]),
  k: DciK,
  /** Matches in round order, then table order. */
  matches: z.array(RatedMatch),
  /** Bonus points by profile id (Dreamblade). */
  bonus: z.record(ProfileId, z.number().int().min(0)),
  /** Name, country and region as registered, by profile id. */
  people: z.record(ProfileId, Person),
});
export type RatedEvent = z.infer<typeof RatedEvent>;

export interface HistoryPoint {
  event: string;
  finishedAt: string;
  /** Rating after the event. */
  rating: number;
  /** Change over the event. */
  delta: number;
  /** Matches rated in this event. */
  matches: number;
}

export interface RatingRow {
  profile: string;
  rating: number;
  ratedMatches: number;
  provisional: boolean;
  lastEvent: { id: string; name: string; finishedAt: string; at: number } | null;
  /** One point per event the profile was rated in, oldest first. */
  history: HistoryPoint[];
  /** Commander only: the openskill belief behind the displayed rating. */
  skill?: { mu: number; sigma: number };
}

export interface SkippedEvent {
  event: string;
  reason: string;
}

export interface PoolRatings {
  system: RatingSystem;
  pool: string;
  /** Sorted by profile id. */
  rows: RatingRow[];
  /** Event ids applied, in replay order. */
  applied: string[];
  /** Events handed in that do not count, and why. */
  skipped: SkippedEvent[];
  /** Matches that could not be rated, e.g. a profile meeting itself after a merge. */
  notes: string[];
  /** People as last registered, by profile id (a fallback for names on leaderboards). */
  people: Record<string, Person>;
}

export type RatingResult<T> = { ok: true; value: T } | { ok: false; problems: { path: string; message: string }[] };

function validCalendarDate(day: string): boolean {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}
