// What ids and names may hold, in one place for the interchange format, the
// commands and the Worker's routes (docs/format.md, "Ids and names").
//
// Ids end up in URLs, HTTP headers (ETags), D1 keys and JSON object keys, so
// they are plain: letters, digits, "-" and "_". Names are free text shown to
// people, so they refuse what can hide or disguise text on a screen or a
// printed slip: control characters, lone surrogates, bidirectional overrides,
// and names that are empty once invisible characters are taken out.
import { z } from "zod";
import { nameProblem } from "./name-rules.ts";

/** Player, event and profile ids: 1-64 letters, digits, "-" or "_". */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Names every plain JavaScript object already answers to (__proto__,
 * constructor, toString, ...). Ids are keys of JSON objects (player codes,
 * bonus points, profile links, rating maps); as keys of a plain object these
 * would set the prototype or read an inherited function instead of a value,
 * silently losing a player's code or rating. Refused rather than audited map
 * by map: no generated id (p1, p2, ...; pf...; event ids) can be one of them.
 */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toString",
  "toLocaleString",
  "valueOf",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
]);

export function idSchema(what: "player" | "event" | "profile") {
  return z
    .string()
    .min(1, `a ${what} id cannot be empty`)
    .max(64, `a ${what} id is at most 64 characters`)
    .regex(ID_PATTERN, `a ${what} id uses only letters, digits, - and _`)
    .refine((id) => !RESERVED_IDS.has(id), { message: `this ${what} id is reserved (a name every JavaScript object has, like __proto__ or constructor)` });
}

// The name rules have no zod in them (name-rules.ts), so the browser can check a list before sending it.
export { nameProblem };

/** A name or title: trimmed, 1..max characters, nothing hidden (nameProblem). */
export function nameSchema(what: string, max: number, empty = `${what} cannot be empty`) {
  return z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `${what} is at most ${max} characters`)
    .superRefine((value, ctx) => {
      const problem = nameProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: `${what} ${problem}` });
    });
}
