// Timer settings with the documents' defaults; an organizer's overrides merge
// over them. Round times: R-TIME-1 (50 minutes, quarter- and semifinals 90,
// finals untimed, never under 40); the Commander event gives its own 60
// minutes (R-CMD-4). Draft timing: R-TIME-3 (Magic booster, Rochester and
// multiplayer drafts) and R-DRAFT-3 (Dreamblade). Deck construction and
// registration: R-TIME-2.
import { z } from "zod";
import type { RoundStage, RulesProfileId } from "../model/types.ts";
import { profileOf, shortestRoundMinutes } from "../rules/profiles.ts";
import { type Outcome, type EventDayProblem, parseWith } from "./outcome.ts";

/** The required minimum time limit for any match (R-TIME-1); the dci-2009 and dreamblade profiles carry it. */
export const MINIMUM_ROUND_MINUTES = 40;

/** The floor a profile puts on round times (dci-2009 and dreamblade only; club and Commander have none), or null. */
export function minimumRoundMinutes(profile: RulesProfileId): number | null {
  return profileOf(profile).minimumRoundMinutes;
}

/** The message for a round time under the profile's floor. */
export function tooShortMessage(minutes: number, floor: number): string {
  return `${minutes} minutes is under the required minimum of ${floor} minutes for any match (Magic tournament rules, Appendix B, Dreamblade floor rules §340)`;
}

const Seconds = z.number().int().min(0).max(3600);
const Minutes = z
  .number()
  .int()
  .min(1)
  .max(24 * 60);
/** Cards remaining in the pack ("15") → seconds for that pick. A missing count has no timer (the last card). */
const PickTable = z.record(z.string().regex(/^[1-9]\d?$/, "a key is the number of cards left, 1 to 99"), Seconds);

// The profile's floor (40 minutes in dci-2009 and dreamblade, R-TIME-1) is checked by timerSettings, which knows the profile.
const RoundMinutes = z
  .number()
  .int()
  .min(1)
  .max(24 * 60);

export const RoundTimes = z.strictObject({
  swissMinutes: RoundMinutes,
  /** Single-elimination quarterfinals and semifinals. */
  playoffMinutes: RoundMinutes,
  /** Finals; null = no time limit. */
  finalMinutes: RoundMinutes.nullable(),
});
export type RoundTimes = z.infer<typeof RoundTimes>;

const Separate = z.strictObject({ kind: z.literal("separate"), registrationMinutes: Minutes, constructionMinutes: Minutes });
const Combined = z.strictObject({ kind: z.literal("combined"), minutes: Minutes });
const ConstructionOnly = z.strictObject({ kind: z.literal("construction"), constructionMinutes: Minutes });
export const LimitedTime = z.discriminatedUnion("kind", [Separate, Combined, ConstructionOnly]);
export type LimitedTime = z.infer<typeof LimitedTime>;

export const LIMITED_FORMATS = [
  "magic-sealed",
  "magic-draft",
  "magic-team-sealed",
  "magic-team-draft",
  "magic-multiplayer-draft",
  "dreamblade-sealed",
  "dreamblade-sealed-swap",
  "dreamblade-draft",
] as const;
export type LimitedFormat = (typeof LIMITED_FORMATS)[number];

export const TimerSettings = z.strictObject({
  rounds: RoundTimes,
  magicBoosterDraft: z.strictObject({
    pickSeconds: PickTable,
    /** Review after the first pack; each later review is longer by the increment. */
    firstReviewSeconds: Seconds,
    reviewIncrementSeconds: Seconds,
  }),
  rochesterDraft: z.strictObject({ reviewSeconds: Seconds, pickSeconds: Seconds }),
  multiplayerDraft: z.strictObject({
    /** Per booster size ("15", "14"): cards remaining → seconds. */
    pickSeconds: z.record(z.string().regex(/^[1-9]\d?$/), PickTable),
    /** Cards leaving the pack at each pick: the DCI multiplayer table (R-TIME-3) counts down by two. */
    cardsPerPick: z.number().int().min(1).max(4),
    reviewSeconds: Seconds,
  }),
  dreambladeDraft: z.strictObject({
    reviewSeconds: Seconds,
    pickSeconds: Seconds,
    /** The last miniature of a pack, with no choice left. */
    lastPickSeconds: Seconds,
    /**
     * Before each pack's review, the active player unbags the miniatures and
     * lays them out (R-DRAFT-3); 0: the timer waits for the judge.
     * Absent in settings stored before it existed: 60.
     */
    prepareSeconds: Seconds.optional(),
  }),
  limited: z.strictObject(Object.fromEntries(LIMITED_FORMATS.map((f) => [f, LimitedTime])) as Record<LimitedFormat, typeof LimitedTime>),
});
export type TimerSettings = z.infer<typeof TimerSettings>;

const MAGIC_ROUNDS: RoundTimes = { swissMinutes: 50, playoffMinutes: 90, finalMinutes: null };

const DEFAULT_ROUNDS: Record<RulesProfileId, RoundTimes> = {
  // The club rules set no times: the DCI recommendations (R-TIME-1).
  club: MAGIC_ROUNDS,
  "dci-2009": MAGIC_ROUNDS,
  // The current MTR and organizer-defined rules: the DCI's times, changed per event.
  mtr: MAGIC_ROUNDS,
  custom: MAGIC_ROUNDS,
  // R-TIME-1: Dreamblade recommends 50 minutes and sets nothing for playoffs, so the DCI's 90/untimed.
  dreamblade: MAGIC_ROUNDS,
  // R-CMD-4: every round is 60 minutes, the final round included.
  commander: { swissMinutes: 60, playoffMinutes: 60, finalMinutes: 60 },
};

const COMMON: Omit<TimerSettings, "rounds"> = {
  magicBoosterDraft: {
    pickSeconds: { "15": 40, "14": 40, "13": 35, "12": 30, "11": 25, "10": 25, "9": 20, "8": 20, "7": 15, "6": 10, "5": 10, "4": 5, "3": 5, "2": 5 },
    firstReviewSeconds: 30,
    reviewIncrementSeconds: 15,
  },
  rochesterDraft: { reviewSeconds: 20, pickSeconds: 5 },
  multiplayerDraft: {
    pickSeconds: {
      "15": { "15": 50, "13": 45, "11": 40, "9": 30, "7": 20, "5": 10, "3": 5 },
      "14": { "14": 50, "12": 45, "10": 40, "8": 30, "6": 20, "4": 10 },
    },
    cardsPerPick: 2,
    reviewSeconds: 60,
  },
  dreambladeDraft: { reviewSeconds: 45, pickSeconds: 10, lastPickSeconds: 0, prepareSeconds: 60 },
  limited: {
    "magic-sealed": { kind: "separate", registrationMinutes: 20, constructionMinutes: 30 },
    "magic-draft": { kind: "combined", minutes: 30 },
    "magic-team-sealed": { kind: "separate", registrationMinutes: 20, constructionMinutes: 60 },
    "magic-team-draft": { kind: "combined", minutes: 40 },
    "magic-multiplayer-draft": { kind: "combined", minutes: 40 },
    "dreamblade-sealed": { kind: "construction", constructionMinutes: 20 },
    "dreamblade-sealed-swap": { kind: "separate", registrationMinutes: 10, constructionMinutes: 20 },
    "dreamblade-draft": { kind: "construction", constructionMinutes: 20 },
  },
};

/** The documents' defaults for a rules profile (a fresh copy each call). */
export function defaultTimers(profile: RulesProfileId): TimerSettings {
  return structuredClone({ rounds: DEFAULT_ROUNDS[profile], ...COMMON });
}

/** Overrides: any part of the settings; objects merge key by key over the defaults. */
export const TimerOverrides = z.strictObject({
  // Any whole number here, so that a short time is refused by name rather than as a schema error.
  rounds: z
    .strictObject({
      swissMinutes: z.number().int().min(0).max(1440).optional(),
      playoffMinutes: z.number().int().min(0).max(1440).optional(),
      finalMinutes: z.number().int().min(0).max(1440).nullable().optional(),
    })
    .optional(),
  magicBoosterDraft: TimerSettings.shape.magicBoosterDraft.partial().optional(),
  rochesterDraft: TimerSettings.shape.rochesterDraft.partial().optional(),
  multiplayerDraft: TimerSettings.shape.multiplayerDraft.partial().optional(),
  dreambladeDraft: TimerSettings.shape.dreambladeDraft.partial().optional(),
  limited: z.partialRecord(z.enum(LIMITED_FORMATS), LimitedTime).optional(),
});
export type TimerOverrides = z.infer<typeof TimerOverrides>;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function deepMerge(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    // A limited-format entry is replaced whole: its kind decides its fields.
    out[k] = isPlainObject(v) && "kind" in v ? v : deepMerge(base[k], v);
  }
  return out;
}

/**
 * The settings for an event: the profile's defaults with the organizer's
 * overrides merged over them (pick tables key by key). Refuses a round time
 * under 40 minutes in the dci-2009 and dreamblade profiles, since no match may
 * be shorter there (R-TIME-1); club and commander set no floor.
 */
export function timerSettings(profile: RulesProfileId, overrides: unknown = {}): Outcome<TimerSettings> {
  const o = parseWith(TimerOverrides, overrides, "$.overrides");
  if (!o.ok) return o;
  const problems: EventDayProblem[] = [];
  const r = o.value.rounds ?? {};
  const floor = shortestRoundMinutes(profile);
  for (const key of ["swissMinutes", "playoffMinutes", "finalMinutes"] as const) {
    const v = r[key];
    if (typeof v === "number" && v < floor) {
      problems.push({
        code: "round-time-too-short",
        path: `$.overrides.rounds.${key}`,
        message: minimumRoundMinutes(profile) !== null ? tooShortMessage(v, floor) : `${v} minutes is too short: a round lasts at least 1 minute`,
        limit: floor,
      });
    }
  }
  if (problems.length) return { ok: false, problems };
  const merged = deepMerge(defaultTimers(profile), o.value);
  return parseWith(TimerSettings, merged, "$.overrides");
}

/**
 * The time limit of a round by its stage (the model's RoundStage): Swiss
 * rounds, playoff rounds and semifinals, or the final; null when untimed.
 */
export function roundTimeLimit(rounds: RoundTimes, stage: RoundStage = "swiss"): number | null {
  switch (stage) {
    case "swiss":
      return rounds.swissMinutes;
    case "playoff":
    case "semifinal":
      return rounds.playoffMinutes;
    case "final":
      return rounds.finalMinutes;
  }
}
