// Organizer-defined profiles (rules "custom", issue 19): a one-on-one Swiss
// composed of the engine's parts. customProfile turns the definition in the
// topcut/1 file into the same OneOnOneProfile the named profiles are, so
// standings, pairing and the CLI read it through one path; customRulesProblems
// says why a combination is refused. docs/rules.md documents both presets.
import type { CustomRules } from "../model/types.ts";
import type { Floor } from "./profiles.ts";

export { customProfile, rulesOf } from "./rules-of.ts";

export interface RulesProblem {
  /** JSON path inside the definition, from "$" (the definition itself). */
  path: string;
  message: string;
}

/** Why a floor cannot be exact, or null. */
function floorProblem(floor: Floor): string | null {
  if (typeof floor === "number") {
    return Math.abs(floor * 10_000 - Math.round(floor * 10_000)) > 1e-9 ? `${floor} has more than 4 decimal places; write a fraction such as "1/3"` : null;
  }
  const [n, d] = floor.split("/").map(Number) as [number, number];
  return n > d ? `${floor} is more than 1: a percentage floor is between 0 and 1` : null;
}

/** Every combination the engine refuses, each with its reason; [] when the definition is usable. */
export function customRulesProblems(def: CustomRules): RulesProblem[] {
  const out: RulesProblem[] = [];
  const { win, draw, loss, bye } = def.points;
  if (win === 0) out.push({ path: "$.points.win", message: "a win must be worth points: match-win percentages divide by a win's points" });
  if (draw >= win && win > 0)
    out.push({ path: "$.points.draw", message: `a draw (${draw}) must be worth less than a win (${win}), or winning would not rank above drawing` });
  if (loss > draw) out.push({ path: "$.points.loss", message: `a loss (${loss}) cannot be worth more than a draw (${draw})` });
  if (bye > win) out.push({ path: "$.points.bye", message: `a bye (${bye}) cannot be worth more than a win (${win}): nobody may gain by not playing` });
  if (def.byeInOwnPercentages && bye !== win) {
    out.push({
      path: "$.byeInOwnPercentages",
      message: `a bye counted in the player's own percentages is a match won ${def.bestOf === 1 ? "1-0" : "2-0"}, so it must be worth a win's points (${win}), not ${bye}`,
    });
  }
  def.tiebreakers.forEach((tb, i) => {
    if (def.tiebreakers.indexOf(tb) !== i)
      out.push({
        path: `$.tiebreakers[${i}]`,
        message: `"${tb}" is already tiebreaker ${def.tiebreakers.indexOf(tb) + 1}: a second time can never separate anyone`,
      });
  });
  const floors = [
    ["opponents", def.floors.opponents],
    ["ownMatchWin", def.floors.ownMatchWin],
    ["ownGameWin", def.floors.ownGameWin],
  ] as const;
  for (const [key, floor] of floors) {
    const problem = floor === null ? null : floorProblem(floor);
    if (problem) out.push({ path: `$.floors.${key}`, message: problem });
  }
  return out;
}

/**
 * Two profiles built from the parts, as examples (docs/rules.md). Neither is
 * any organization's official rules.
 */
export const PRESETS: Record<"omw-25" | "buchholz", CustomRules> = {
  // A single-game event whose order is opponents' win percentage with a 25%
  // floor, then opponents' opponents' win percentage.
  "omw-25": {
    name: "Best of one, OMW% floored at 25%",
    points: { win: 3, draw: 1, loss: 0, bye: 3 },
    tiebreakers: ["omw", "oomw"],
    floors: { opponents: 0.25, ownMatchWin: 0.25, ownGameWin: null },
    byeInOwnPercentages: false,
    bestOf: 1,
    draws: "allowed",
    rounds: { rule: "log2" },
  },
  // Chess-style scoring doubled to whole points (win 2, draw 1), Buchholz first.
  buchholz: {
    name: "Buchholz Swiss",
    points: { win: 2, draw: 1, loss: 0, bye: 2 },
    tiebreakers: ["buchholz-median", "buchholz", "direct", "wins"],
    floors: { opponents: 0, ownMatchWin: null, ownGameWin: null },
    byeInOwnPercentages: false,
    bestOf: 1,
    draws: "allowed",
    rounds: { rule: "log2" },
  },
};
