// Organizer-defined profiles (rules "custom"): a one-on-one Swiss
// composed of the engine's parts. customProfile turns the definition in the
// topcut/1 file into the same OneOnOneProfile the named profiles are, so
// standings, pairing and the CLI read it through one path; customRulesProblems
// says why a combination is refused. docs/rules.md documents both presets.
import type { CustomRules } from "../model/types.ts";
import type { Floor } from "./profiles.ts";

export { customProfile, rulesOf } from "./rules-of.ts";

/** Each refused combination by name, so a client words it in its reader's language (web/src/pages/manage/rules-refusal.ts). */
export type RulesProblemCode =
  | "points-range"
  | "win-zero"
  | "draw-not-below-win"
  | "loss-above-draw"
  | "bye-above-win"
  | "bye-in-own-not-win"
  | "no-tiebreakers"
  | "tiebreaker-twice"
  | "floor-range"
  | "floor-places";

export interface RulesProblem {
  /** JSON path inside the definition, from "$" (the definition itself). */
  path: string;
  message: string;
  code: RulesProblemCode;
  /** The values the sentence names (points, a tiebreaker, a floor as written). */
  about: Record<string, string | number>;
}

const POINTS = ["win", "draw", "loss", "bye"] as const;
const FLOORS = ["opponents", "ownMatchWin", "ownGameWin"] as const;
const FLOOR_WORDS: Record<(typeof FLOORS)[number], string> = {
  opponents: "the opponents' floor",
  ownMatchWin: "the own match-win floor",
  ownGameWin: "the own game-win floor",
};

/** Why a floor cannot be exact, or null. */
function floorProblem(key: (typeof FLOORS)[number], floor: Floor): RulesProblem | null {
  const path = `$.floors.${key}`;
  const about = { floor: key, value: String(floor) };
  if (typeof floor === "number") {
    return Math.abs(floor * 10_000 - Math.round(floor * 10_000)) > 1e-9
      ? { path, code: "floor-places", about, message: `${floor} has more than 4 decimal places; write a fraction such as "1/3"` }
      : null;
  }
  const [n, d] = floor.split("/").map(Number) as [number, number];
  return n > d ? { path, code: "floor-range", about, message: `${floor} is more than 1: a percentage floor is between 0 and 1` } : null;
}

/**
 * The parts a definition's numbers must keep before it is read at all, on
 * the raw input: points whole numbers 0-1000, decimal floors from 0 to 1.
 * Said in plain words, where a schema would only name a
 * bound; [] when the numbers are in range (or not numbers: the schema says so).
 */
export function customRulesRangeProblems(raw: unknown): RulesProblem[] {
  const out: RulesProblem[] = [];
  if (raw === null || typeof raw !== "object") return out;
  const def = raw as { points?: unknown; floors?: unknown };
  const points = (def.points ?? {}) as Record<string, unknown>;
  for (const part of POINTS) {
    const v = points[part];
    if (typeof v === "number" && (!Number.isInteger(v) || v < 0 || v > 1000))
      out.push({
        path: `$.points.${part}`,
        code: "points-range",
        about: { part, value: v },
        message: `points for a ${part} must be a whole number from 0 to 1000, not ${v}`,
      });
  }
  const floors = (def.floors ?? {}) as Record<string, unknown>;
  for (const key of FLOORS) {
    const v = floors[key];
    // A fraction above 1 passes the schema and is refused below (floorProblem).
    if (typeof v === "number" && (v < 0 || v > 1))
      out.push({
        path: `$.floors.${key}`,
        code: "floor-range",
        about: { floor: key, value: String(v) },
        message: `${FLOOR_WORDS[key]} must be a fraction from 0 to 1, like 0.33 or 1/3, not ${v}`,
      });
  }
  return out;
}

/** Every combination the engine refuses, each with its reason; [] when the definition is usable. */
export function customRulesProblems(def: CustomRules): RulesProblem[] {
  const out: RulesProblem[] = customRulesRangeProblems(def);
  const { win, draw, loss, bye } = def.points;
  if (win === 0)
    out.push({ path: "$.points.win", code: "win-zero", about: {}, message: "a win must be worth points: match-win percentages divide by a win's points" });
  if (draw >= win && win > 0)
    out.push({
      path: "$.points.draw",
      code: "draw-not-below-win",
      about: { draw, win },
      message: `a draw (${draw}) must be worth less than a win (${win}), or winning would not rank above drawing`,
    });
  if (loss > draw)
    out.push({ path: "$.points.loss", code: "loss-above-draw", about: { loss, draw }, message: `a loss (${loss}) cannot be worth more than a draw (${draw})` });
  if (bye > win)
    out.push({
      path: "$.points.bye",
      code: "bye-above-win",
      about: { bye, win },
      message: `a bye (${bye}) cannot be worth more than a win (${win}): nobody may gain by not playing`,
    });
  if (def.byeInOwnPercentages && bye !== win) {
    const score = def.bestOf === 1 ? "1-0" : "2-0";
    out.push({
      path: "$.byeInOwnPercentages",
      code: "bye-in-own-not-win",
      about: { score, win, bye },
      message: `a bye counted in the player's own percentages is a match won ${score}, so it must be worth a win's points (${win}), not ${bye}`,
    });
  }
  // Players level on points would share their places, and a cut could not choose among them (R-TB-1).
  if (def.tiebreakers.length === 0)
    out.push({
      path: "$.tiebreakers",
      code: "no-tiebreakers",
      about: {},
      message: "choose at least one tiebreaker: without one, players level on points share their place and a cut cannot choose among them",
    });
  def.tiebreakers.forEach((tb, i) => {
    const first = def.tiebreakers.indexOf(tb);
    if (first !== i)
      out.push({
        path: `$.tiebreakers[${i}]`,
        code: "tiebreaker-twice",
        about: { tiebreaker: tb, first: first + 1, n: i + 1 },
        message: `"${tb}" is already tiebreaker ${first + 1}: a second time can never separate anyone`,
      });
  });
  for (const key of FLOORS) {
    const floor = def.floors[key];
    const problem = floor === null ? null : floorProblem(key, floor);
    if (problem && !out.some((p) => p.path === problem.path)) out.push(problem);
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
