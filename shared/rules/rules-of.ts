// The rules an event is scored and paired under: a named profile,
// or an organizer's definition (rules "custom") turned into the same
// OneOnOneProfile shape, so standings, pairing and the pages read one thing.
// Kept apart from custom.ts (validation, presets) so the public pages load
// only this.
import type { CustomRules, RulesProfileId } from "../model/types.ts";
import { mtr, profileOf, type OneOnOneProfile, type RulesProfile } from "./profiles.ts";

/** The profile a custom definition describes (assumes customRulesProblems found none). */
export function customProfile(def: CustomRules): OneOnOneProfile {
  return {
    ...mtr,
    id: "custom",
    name: def.name,
    title: def.name,
    source: "organizer-defined",
    points: { ...def.points },
    bye: def.byeInOwnPercentages ? "own-only" : "excluded",
    // A bye is a 2-0 win (1-0 when every match is one game).
    byeGamesWon: def.bestOf === 1 ? 1 : 2,
    awardedInPercentages: true,
    ownMatchWinFloor: def.floors.ownMatchWin,
    ownGameWinFloor: def.floors.ownGameWin,
    opponentFloor: def.floors.opponents,
    intentionalDrawGames: 0,
    tiebreakers: [...def.tiebreakers],
    defaultDraws: def.draws,
    singleGameMatches: def.bestOf === 1,
  };
}

/** The rules an event is scored and paired under: its own definition (rules "custom") or the named profile. */
export function rulesOf(t: { rules: RulesProfileId; customRules?: CustomRules | undefined }): RulesProfile {
  if (t.rules === "custom" && t.customRules) return customProfile(t.customRules);
  return profileOf(t.rules);
}
