// The interchange format "topcut/1": the engine's input, the export/import
// format and the CLI's input. This zod schema is the model; TypeScript types
// are derived from it (see ./types.ts). Documented in docs/format.md.
import { z } from "zod";
import { clearableTextSchema, idSchema, textSchema } from "./input.ts";
import { RULES_PROFILE_IDS } from "./profile-ids.ts";
import { INFRACTION_IDS, PENALTIES } from "./penalties.ts";

export { RULES_PROFILE_IDS };
export const RulesProfileId = z.enum(RULES_PROFILE_IDS);

/** The two readings of the Commander event's rounding (R-CMD-1); the first is the default. */
export const COMMANDER_ROUNDINGS = ["per-loss", "on-total"] as const;

/** The tiebreakers a custom profile may order (docs/rules.md). */
export const TIEBREAKERS = ["omw", "gw", "ogw", "oomw", "direct", "buchholz-median", "buchholz", "wins"] as const;

/** A percentage floor: a decimal from 0 to 1 with at most 4 places (0.33 is 33/100), or an exact fraction "1/3". */
export const Floor = z.union([
  z.number().min(0).max(1),
  z.string().regex(/^[0-9]{1,4}\/[1-9][0-9]{0,3}$/, 'a fraction such as "1/3"') as z.ZodType<`${number}/${number}`>,
]);

const Points = z.number().int().min(0).max(1000);

/**
 * An organizer-defined profile (rules "custom"): one-on-one Swiss composed of
 * the engine's parts. shared/rules/custom.ts explains every refused combination.
 */
export const CustomRules = z.strictObject({
  name: textSchema("a rules profile's name", 80),
  points: z.strictObject({ win: Points, draw: Points, loss: Points, bye: Points }),
  /** In order; the next one only separates players level on all before it. */
  tiebreakers: z.array(z.enum(TIEBREAKERS)).max(TIEBREAKERS.length),
  floors: z.strictObject({
    /** Each opponent's MW% and GW% inside OMW%, OGW% and OOMW%. */
    opponents: Floor,
    /** The player's own MW% and GW% (null: none). */
    ownMatchWin: Floor.nullable(),
    ownGameWin: Floor.nullable(),
  }),
  /** A bye counts in the player's own MW% and GW% as a 2-0 win (never in the opponents'). */
  byeInOwnPercentages: z.boolean(),
  bestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  draws: z.enum(["allowed", "flip"]),
  /** How many Swiss rounds to recommend: ceil(log2 players), the DCI table (R-ROUNDS-3), or a fixed number. */
  rounds: z.discriminatedUnion("rule", [
    z.strictObject({ rule: z.literal("log2") }),
    z.strictObject({ rule: z.literal("table") }),
    z.strictObject({ rule: z.literal("fixed"), rounds: z.number().int().min(1).max(30) }),
  ]),
});

/** Letters, digits, - and _ (shared/model/input.ts): ids travel in URLs, headers and JSON keys. */
export const PlayerId = idSchema("player");

/** Games of a one-on-one match: [won by the first player, won by the second, drawn]. */
export const GameScore = z.tuple([z.number().int().min(0).max(9), z.number().int().min(0).max(9), z.number().int().min(0).max(9)]);

export const GamesResult = z.strictObject({
  games: GameScore,
  /** The winner of a Chaos Orb flip that settled a drawn game score. */
  flip: PlayerId.optional(),
});
export const IntentionalDrawResult = z.strictObject({ intentionalDraw: z.literal(true) });
/** A no-show or penalty result: the named player is awarded the match. */
export const AwardedResult = z.strictObject({ awarded: PlayerId });
/** A multiplayer (pod) table: the winner, or null when every player lost. */
export const PodResult = z.strictObject({
  winner: PlayerId.nullable(),
  /**
   * Players knocked out before time was called (optional). A final table with
   * no winner goes to the best-ranked player not listed here (R-CMD-5).
   */
  eliminated: z.array(PlayerId).optional(),
});

export const TwoPlayerResult = z.union([GamesResult, IntentionalDrawResult, AwardedResult]);

const TableNumber = z.number().int().min(1);

/** A one-on-one match. Without a result it is still being played. */
export const PairMatch = z.strictObject({
  table: TableNumber,
  players: z.tuple([PlayerId, PlayerId]),
  result: TwoPlayerResult.optional(),
  /** Playoff bracket position (1 = the top match of the round), absent in Swiss. */
  slot: z.number().int().min(1).optional(),
});

/** A multiplayer table of 3 or 4, players in seat order (seat A first). */
export const PodTable = z.strictObject({
  table: TableNumber,
  players: z.array(PlayerId).min(3).max(4),
  result: PodResult.optional(),
  slot: z.number().int().min(1).optional(),
});

export const Bye = z.strictObject({
  players: z.tuple([PlayerId]),
  bye: z.literal(true),
  /** Bracket position of a first-round bye in single elimination, absent in Swiss. */
  slot: z.number().int().min(1).optional(),
});
/** A late arrival's round-one loss: 0 points, outside all percentages. */
export const LateLoss = z.strictObject({ players: z.tuple([PlayerId]), loss: z.literal(true) });

export const Match = z.union([Bye, LateLoss, PairMatch, PodTable]);

export const PairingNote = z.strictObject({
  kind: z.enum(["pair-down", "rematch", "bye-above-bottom", "second-bye", "late-arrival", "info", "cross-pod", "pod-bye"]),
  players: z.array(PlayerId),
  text: textSchema("a pairing note", 2000),
  /** Point totals of the players involved, in the order of `players`. */
  points: z.array(z.number()).optional(),
  /** For a rematch: the round in which they met before. */
  earlierRound: z.number().int().optional(),
  /**
   * For a pair-down: why. "odd-group": their point group had an odd number of
   * players; "rematch": every player left in their group was one they had
   * already met; "pods": pairing within the draft pods. Absent: another rule.
   */
  reason: z.enum(["odd-group", "rematch", "pods"]).optional(),
});

export const RoundStage = z.enum(["swiss", "playoff", "semifinal", "final"]);

export const Round = z.strictObject({
  number: z.number().int().min(1),
  /** Absent means "swiss". */
  stage: RoundStage.optional(),
  matches: z.array(Match),
  notes: z.array(PairingNote).optional(),
  /**
   * The first playoff or final-stage round records who advanced, best
   * qualifying rank first (seed 1 first), so later drops cannot reseed.
   */
  seeds: z.array(PlayerId).optional(),
  /**
   * "imported": played and scored on another platform (a rounds file). Its
   * game scores stand as recorded there, even one the match length cannot
   * have (a warning, not a refusal); a result entered here is checked as always.
   */
  recorded: z.literal("imported").optional(),
});

export const Player = z.strictObject({
  id: PlayerId,
  name: textSchema("a player's name", 120),
  /** How the name is read (furigana, e.g. やまだ はなこ), optional: name lists sort by it (あいうえお順). */
  reading: textSchema("a reading", 120).optional(),
  /** Registration order, 1 = first; separates dead-even players at a cut. */
  registered: z.number().int().min(1),
  /** Last round played before dropping (0: before round 1); null while active. */
  dropped: z.number().int().min(0).nullable(),
  country: clearableTextSchema("a country", 64).optional(),
  region: clearableTextSchema("a region", 64).optional(),
  /** Link to a rating profile (issue: ratings), optional. */
  profile: idSchema("profile").optional(),
  /** Draft pod (1 = the first), for Limited events: Swiss rounds pair within pods first (R-PAIR-6). */
  pod: z.number().int().min(1).optional(),
});

/**
 * Who advances to day 2 (docs/playoffs.md, "Two-day events"): everyone with at
 * least `atLeast` points, everyone with at most `maxLosses` match losses, or
 * the top `count` by place (dead-even players separated by registration order).
 */
export const DayTwoAdvance = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("points"), atLeast: z.number().int("a whole number of points").min(0).max(100_000) }),
  z.strictObject({ kind: z.literal("record"), maxLosses: z.number().int("a whole number of losses").min(0).max(30) }),
  z.strictObject({ kind: z.literal("top"), count: z.number().int("a whole number of players").min(2).max(10_000) }),
]);

/** A Swiss "day 2": after round `afterRound` only the players `advance` names play on. */
export const DayTwo = z.strictObject({
  afterRound: z.number().int("a round number").min(1, "day 2 starts after round 1 at the earliest").max(29),
  advance: DayTwoAdvance,
});

/** The confirmed day-2 cut: who advanced after which round; everyone else keeps their day-1 standing. */
export const DayTwoCut = z.strictObject({
  afterRound: z.number().int().min(1).max(29),
  advanced: z.array(PlayerId),
});

export const Options = z.strictObject({
  draws: z.enum(["allowed", "flip"]),
  bestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  /** Planned number of Swiss rounds. */
  rounds: z.number().int().min(1).max(30),
  cut: z.union([z.literal(0), z.literal(2), z.literal(4), z.literal(8), z.literal(16)]),
  /** Playoff matches: best of 1, 3 or 5; defaults to bestOf. */
  playoffBestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]).optional(),
  /** How a late arrival joins during round 1. */
  lateArrival: z.enum(["play-bye", "loss"]).optional(),
  /** Commander tables: a random draw avoiding repeat pairs (default) or by Commander Points. */
  podPairing: z.enum(["random", "points"]).optional(),
  /**
   * Commander Points: which reading of "Points are rounded up" (003) applies,
   * fixed once round 1 is paired. "per-loss" (default): each 7% lost is rounded
   * up and the winner gains the sum; "on-total": the losses are exact and each
   * player's new total is rounded up. docs/rules.md R-CMD-1.
   */
  commanderRounding: z.enum(COMMANDER_ROUNDINGS).optional(),
  /** Event structure; "attendance" adapts to the final field (R-CMD-3). */
  structure: z.enum(["swiss", "swiss-cut", "single-elimination", "attendance"]).optional(),
  /** Hide points and results from players while Swiss rounds run. */
  hiddenStandings: z.boolean().optional(),
  /** "required": round 1 seats only the players who checked in; the others are dropped as no-shows (default "off"). */
  checkIn: z.enum(["off", "required"]).optional(),
  /** "manual": a paired round reaches players only once staff publish it (default "auto": at pairing). */
  publishPairings: z.enum(["auto", "manual"]).optional(),
  /** A Swiss day 2: a cut after a round, then Swiss rounds for those who advanced (docs/playoffs.md). */
  dayTwo: DayTwo.optional(),
});

/** A penalty given at the event (shared/model/penalties.ts, docs/eventday.md "Penalties"). */
export const Penalty = z.strictObject({
  /** "k1", "k2", ... in the order given. */
  id: z.string().regex(/^k[1-9][0-9]{0,5}$/, 'a penalty id such as "k1"'),
  player: PlayerId,
  /** The round it was given in (0: before round 1 was paired). */
  round: z.number().int().min(0).max(100),
  infraction: z.enum(INFRACTION_IDS),
  /** The infraction's name when it is "other" (and only then). */
  infractionText: textSchema("an infraction's name", 120).optional(),
  penalty: z.enum(PENALTIES),
  /** The judge's note: staff and the export only, never a player's page or a public answer. */
  note: textSchema("a penalty's note", 1000).optional(),
  /** Epoch ms. */
  at: z.number().int().min(0),
  /** The staff member who gave it (username). */
  by: textSchema("a staff member's name", 64).optional(),
});

export const Tournament = z.strictObject({
  format: z.literal("topcut/1"),
  id: idSchema("event"),
  name: textSchema("an event's name", 200),
  gameFormat: textSchema("a game format", 80),
  rules: RulesProfileId,
  /** The definition of rules "custom" (and only then). */
  customRules: CustomRules.optional(),
  options: Options,
  players: z.array(Player),
  rounds: z.array(Round),
  /** Penalties given, oldest first (absent: none). */
  penalties: z.array(Penalty).optional(),
  /** The day-2 cut once the organizer confirmed it (options.dayTwo); absent before. */
  dayTwoCut: DayTwoCut.optional(),
});
