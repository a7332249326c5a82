// The four rules profiles, one named object each. Every rule that differs
// between the source documents is a field here, never a condition scattered
// through the code. docs/rules.md states the rules (R-...) and each choice.
import type { RulesProfileId } from "../model/types.ts";

export type Tiebreaker =
  | "omw" // opponents' match-win percentage
  | "gw" // own game-win percentage
  | "ogw" // opponents' game-win percentage
  | "direct" // direct competition among the tied players (Dreamblade)
  | "oomw" // opponents' opponents' match-win percentage
  | "mw" // own match-win percentage
  | "buchholz" // full Buchholz: the sum of the opponents' points
  | "buchholz-median" // median Buchholz: the same without the highest and the lowest
  | "wins"; // number of match wins (byes and awarded wins included)

/** A percentage floor: a decimal (0.33 is 33/100) or an exact fraction "1/3". */
export type Floor = number | `${number}/${number}`;

/** How a bye counts outside its points. */
export type ByeInPercentages =
  | "excluded" // kept out of every percentage, yours and your opponents' (club)
  | "own-only"; // counts in your own MW%/GW% as a 2-0 win, ignored in your opponents' (DCI, Dreamblade)

export interface OneOnOneProfile {
  kind: "one-on-one";
  id: Exclude<RulesProfileId, "commander">;
  /** A custom profile's own name (rules "custom"). */
  name?: string;
  title: string;
  source: string;
  points: { win: number; draw: number; loss: number; bye: number };
  /** Game points: a won game 3, a drawn game 1 (unplayed games 0). */
  gamePoints: { win: number; draw: number };
  bye: ByeInPercentages;
  /** Games a bye is recorded as won (R-BYE-1: 2-0 in dci-2009 and club whatever the match length; 1-0 in Dreamblade's one-game matches). */
  byeGamesWon: number;
  /** Awarded (no-show, penalty) results and late-arrival losses: points only, outside percentages. */
  awardedInPercentages: boolean;
  /** Floor on a player's own MW% (null: none). */
  ownMatchWinFloor: Floor | null;
  /** Floor on a player's own GW% (absent or null: none; the current MTR floors it at 1/3). */
  ownGameWinFloor?: Floor | null;
  /** Floor on each opponent's MW% and GW% inside OMW%/OGW%/OOMW%. */
  opponentFloor: Floor;
  /** Unplayed games an intentional draw counts in GW% (worth 0 game points): the current MTR records 0-0-3; absent: 0. */
  intentionalDrawGames?: number;
  tiebreakers: Tiebreaker[];
  defaultDraws: "allowed" | "flip";
  /** Every match is a single game (Dreamblade 320). */
  singleGameMatches: boolean;
  minPlayers: number;
  /** The required minimum time limit of any match in minutes (R-TIME-1: 40); null: none (the club rules set none). */
  minimumRoundMinutes: number | null;
  /** Minutes of pregame procedures the clock can run before a round (R-TIME-4: 3); null: none. */
  pregameMinutes: number | null;
}

export interface PodProfile {
  kind: "pod";
  id: "commander";
  title: string;
  source: string;
  startingPoints: number;
  /** Percent of their points each loser loses, rounded up to a whole point (kept whole to avoid 1000 × 0.07 = 70.00000000000001). */
  lossPercent: number;
  /** A 3-player table's winner also gains what a phantom loser holding the lowest current points would lose. */
  phantomAtThreePlayerTables: boolean;
  tableSizes: { min: 3; max: 4 };
  minPlayers: number;
  /** The Commander event sets its own 60 minutes and no floor (R-CMD-4). */
  minimumRoundMinutes: null;
  pregameMinutes: null;
  /** R-CMD-4: play goes on until the stack is empty or 3 more minutes pass; then a table without a winner has none. */
  overtimeMinutes: number;
}

export type RulesProfile = OneOnOneProfile | PodProfile;

export const club: OneOnOneProfile = {
  kind: "one-on-one",
  id: "club",
  title: "Club Swiss",
  source: "002: Swiss rules of a club tournament app",
  points: { win: 3, draw: 1, loss: 0, bye: 3 },
  gamePoints: { win: 3, draw: 1 },
  bye: "excluded",
  byeGamesWon: 2,
  awardedInPercentages: false,
  ownMatchWinFloor: null,
  opponentFloor: 0.33,
  tiebreakers: ["omw", "gw", "ogw"],
  defaultDraws: "flip",
  singleGameMatches: false,
  minPlayers: 4,
  minimumRoundMinutes: null,
  pregameMinutes: null,
};

export const dci2009: OneOnOneProfile = {
  kind: "one-on-one",
  id: "dci-2009",
  title: "Magic DCI (2009)",
  source: "001: Magic DCI tournament rules, Appendix D",
  points: { win: 3, draw: 1, loss: 0, bye: 3 },
  gamePoints: { win: 3, draw: 1 },
  bye: "own-only",
  byeGamesWon: 2,
  awardedInPercentages: true,
  ownMatchWinFloor: 0.33,
  opponentFloor: 0.33,
  tiebreakers: ["omw", "gw", "ogw"],
  defaultDraws: "allowed",
  singleGameMatches: false,
  minPlayers: 4,
  minimumRoundMinutes: 40,
  pregameMinutes: null,
};

export const dreamblade: OneOnOneProfile = {
  kind: "one-on-one",
  id: "dreamblade",
  title: "Dreamblade DCI",
  source: "000: Dreamblade DCI floor rules, Appendix B",
  points: { win: 3, draw: 0, loss: 0, bye: 3 },
  gamePoints: { win: 3, draw: 1 },
  bye: "own-only",
  byeGamesWon: 1,
  awardedInPercentages: true,
  ownMatchWinFloor: 0.33,
  opponentFloor: 0.33,
  tiebreakers: ["direct", "omw", "oomw"],
  defaultDraws: "allowed",
  singleGameMatches: true,
  minPlayers: 4,
  minimumRoundMinutes: 40,
  pregameMinutes: 3,
};

/**
 * The current Magic Tournament Rules, Appendix C: dci-2009's points and order,
 * with every percentage (own and opponents', match and game) floored at
 * exactly one third, and an intentional draw recorded 0-0-3 (three unplayed
 * games, worth 0, counted as games in GW%).
 */
export const mtr: OneOnOneProfile = {
  ...dci2009,
  id: "mtr",
  title: "Magic Tournament Rules (current)",
  source: "Magic Tournament Rules, Appendix C (as summarized in docs/rules.md)",
  ownMatchWinFloor: "1/3",
  ownGameWinFloor: "1/3",
  opponentFloor: "1/3",
  intentionalDrawGames: 3,
};

export const commander: PodProfile = {
  kind: "pod",
  id: "commander",
  title: "Commander (multiplayer)",
  source: "003: a Japanese Commander event",
  startingPoints: 1000,
  lossPercent: 7,
  phantomAtThreePlayerTables: true,
  tableSizes: { min: 3, max: 4 },
  minPlayers: 4,
  minimumRoundMinutes: null,
  pregameMinutes: null,
  overtimeMinutes: 3,
};

export const PROFILES: Record<Exclude<RulesProfileId, "custom">, RulesProfile> = {
  club,
  mtr,
  "dci-2009": dci2009,
  dreamblade,
  commander,
};

/**
 * A named profile. "custom" has no fixed definition: this answers the
 * defaults a custom profile starts from (the MTR's); an event's own
 * definition is read with rulesOf.
 */
export function profileOf(id: RulesProfileId): RulesProfile {
  return id === "custom" ? mtr : PROFILES[id];
}

/**
 * The shortest round an event under profile `id` may time, in minutes: the
 * profile's floor (R-TIME-1: 40 in dci-2009, dreamblade and the MTR), else 1
 * (club and Commander set none, R-CMD-4; a round still lasts a minute).
 *
 * @example shortestRoundMinutes("commander") // 1
 */
export function shortestRoundMinutes(id: RulesProfileId): number {
  return profileOf(id).minimumRoundMinutes ?? 1;
}
