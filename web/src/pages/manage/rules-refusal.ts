// A refused rules definition in the reader's language, naming the field by
// the label the form shows it under: from the engine's problem (its name and
// values, shared/rules/custom.ts) or, for a value the schema refused, from
// the path alone. Never the raw path or the validator's words.
import type { RulesProblemCode } from "../../../../shared/rules/custom.ts";
import { ApiError } from "../../lib/net/api.ts";
import { rt, type RulesKey } from "./rules-strings.ts";

type About = Record<string, string | number>;

const POINT_LABELS: Record<string, RulesKey> = { win: "rules.win", draw: "rules.draw", loss: "rules.loss", bye: "rules.bye" };
const FLOOR_LABELS: Record<string, RulesKey> = {
  opponents: "rules.floorOpponents",
  ownMatchWin: "rules.floorOwnMatch",
  ownGameWin: "rules.floorOwnGame",
};
/** The form's input for each part of the definition (the field a refusal marks). */
const INPUTS: Record<string, string> = {
  "points.win": "win",
  "points.draw": "draw",
  "points.loss": "loss",
  "points.bye": "bye",
  "floors.opponents": "floorOpponents",
  "floors.ownMatchWin": "floorOwnMatch",
  "floors.ownGameWin": "floorOwnGame",
  byeInOwnPercentages: "byeInOwn",
  tiebreakers: "tb0",
  name: "name",
  "rounds.rounds": "fixedRounds",
};

/** "points.win" of "$.rules.points.win" (or of "$.points.win", the engine's own path). */
function partOf(path: string): string {
  return path.replace(/^\$(\.rules)?\.?/, "");
}

/** A label without the hint in parentheses ("Own match-win % (empty: none)" → "Own match-win %"). */
const label = (key: RulesKey) => rt(key).replace(/\s*[（(][^）)]*[）)]\s*$/, "");

const not = (v: string | number | undefined) => (v === undefined || v === "" ? "" : rt("refuse.not", { value: String(v) }));

/** The sentence for one of the engine's problems; `part` is its path inside the definition. */
export function rulesProblemText(code: RulesProblemCode, about: About, part: string): string {
  const [head, key] = part.split(".") as [string, string | undefined];
  switch (code) {
    case "points-range":
      return rt("refuse.pointsRange", { label: label(POINT_LABELS[String(about.part ?? key)] ?? "rules.points"), value: not(about.value) });
    case "floor-range":
      return rt("refuse.floorRange", { label: label(FLOOR_LABELS[String(about.floor ?? key)] ?? "rules.floors"), value: not(about.value) });
    case "floor-places":
      return rt("refuse.floorPlaces", { label: label(FLOOR_LABELS[String(about.floor ?? key)] ?? "rules.floors"), value: String(about.value ?? "") });
    case "win-zero":
      return rt("refuse.winZero");
    case "draw-not-below-win":
      return rt("refuse.drawNotBelowWin", about);
    case "loss-above-draw":
      return rt("refuse.lossAboveDraw", about);
    case "bye-above-win":
      return rt("refuse.byeAboveWin", about);
    case "bye-in-own-not-win":
      return rt("refuse.byeInOwn", about);
    case "no-tiebreakers":
      return rt("refuse.noTiebreakers");
    case "tiebreaker-twice":
      return rt("refuse.tiebreakerTwice", about);
    default:
      return head === "name" ? rt("refuse.name") : rt("refuse.field", { label: head });
  }
}

/** A value the schema refused, said by the field's label (no engine problem came with it). */
function schemaText(part: string): string {
  const [head, key = ""] = part.split(".") as [string, string | undefined];
  if (head === "name") return rt("refuse.name");
  if (head === "points" && POINT_LABELS[key]) return rt("refuse.pointsRange", { label: label(POINT_LABELS[key]!), value: "" });
  if (head === "floors" && FLOOR_LABELS[key]) return rt("refuse.floorRange", { label: label(FLOOR_LABELS[key]!), value: "" });
  if (head === "tiebreakers") return rt("refuse.field", { label: label("rules.tiebreakers") });
  if (head === "rounds") return rt("refuse.field", { label: label("rules.fixedRounds") });
  return rt("refuse.field", { label: head });
}

export interface RulesRefusal {
  text: string;
  /** The form input the refusal is about (its name attribute), if one. */
  input: string | null;
}

/** The rules form's refusal in the reader's language, or null for another error (ErrorBox says those). */
export function rulesRefusal(e: unknown): RulesRefusal | null {
  if (!(e instanceof ApiError) || e.code !== "invalid_input" || !e.path.startsWith("$.rules")) return null;
  const body = (e.body as { error?: { rulesProblem?: RulesProblemCode; about?: About } } | undefined)?.error ?? {};
  const part = partOf(e.path);
  const text = body.rulesProblem ? rulesProblemText(body.rulesProblem, body.about ?? {}, part) : schemaText(part);
  const input = INPUTS[part.replace(/\[\d+\]$/, "")] ?? null;
  const tb = /^tiebreakers\[(\d+)\]$/.exec(part);
  return { text, input: tb ? `tb${tb[1]}` : input };
}
