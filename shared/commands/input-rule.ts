// Which rule a refused field broke, as data beside the English sentence
// (the web app says "名前は120文字以内にしてください" in the reader's
// language from { kind: "max", of: "string", limit: 120 } and the path, as it
// does with pairing notes). Sent as `rule` in the error body of invalid_input.
import type { z } from "zod";

export interface InputRule {
  /** max / min: a limit (length, value or count); type: the wrong kind of value; value: not one of the allowed values; unknown-field; format; other. */
  kind: "max" | "min" | "type" | "value" | "unknown-field" | "format" | "other";
  /** What the limit counts: characters of a string, a number's value, items of a list. */
  of?: "string" | "number" | "array";
  limit?: number;
}

/** The rule of zod's first issue, for CommandError's details: `{ rule }`. */
export function inputRule(issue: z.core.$ZodIssue): { rule: InputRule } {
  const origin: unknown = "origin" in issue ? issue.origin : undefined;
  const of: Pick<InputRule, "of"> = origin === "string" || origin === "number" || origin === "array" ? { of: origin } : {};
  switch (issue.code) {
    case "too_big":
      return { rule: { kind: "max", ...of, ...(typeof issue.maximum === "number" ? { limit: issue.maximum } : {}) } };
    case "too_small":
      return { rule: { kind: "min", ...of, ...(typeof issue.minimum === "number" ? { limit: issue.minimum } : {}) } };
    case "invalid_type":
      return { rule: { kind: "type" } };
    case "invalid_value":
    case "invalid_union":
      return { rule: { kind: "value" } };
    case "unrecognized_keys":
      return { rule: { kind: "unknown-field" } };
    case "invalid_format":
      return { rule: { kind: "format" } };
    default:
      return { rule: { kind: "other" } };
  }
}
