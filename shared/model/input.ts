// What ids and texts may hold, in one place for the interchange format, the
// commands and the Worker's routes (docs/format.md, "Ids" and "Text").
//
// Ids end up in URLs, HTTP headers (ETags), D1 keys and JSON object keys, so
// they are plain: letters, digits, "-" and "_". Names, labels, readings and
// every other free text shown to people follow one text rule (text-rule.ts):
// nothing that can hide or disguise text on a screen or a printed slip, and
// never text that shows as nothing.
import { z } from "zod";
import { textProblem } from "./text-rule.ts";

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

// The text rule has no zod in it (text-rule.ts), so the browser can check a list before sending it.
export { textProblem };

/** Every schema made by textSchema or clearableTextSchema: a test walks the write schemas and finds each string without the rule. */
const TEXT_SCHEMAS = new WeakSet<z.ZodType>();

/** Whether `schema` is itself one made by textSchema or clearableTextSchema (not a wrapper of one). */
export function isTextSchema(schema: z.ZodType): boolean {
  return TEXT_SCHEMAS.has(schema);
}

function checked(what: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = value === "" ? null : textProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: `${what} ${problem}` });
  };
}

/**
 * Free text shown to people (a name, title, label, reading, reason): trimmed,
 * 1..max characters, nothing the text rule refuses (textProblem).
 *
 * @example textSchema("a pool's label", 200).parse("  Hall A ") // "Hall A"
 */
export function textSchema(what: string, max: number, empty = `${what} cannot be empty`) {
  const schema = z.string().trim().min(1, empty).max(max, `${what} is at most ${max} characters`).superRefine(checked(what));
  TEXT_SCHEMAS.add(schema);
  return schema;
}

/** Like textSchema, but "" is taken (it takes an optional value off, e.g. a player's country). */
export function clearableTextSchema(what: string, max: number) {
  const schema = z.string().trim().max(max, `${what} is at most ${max} characters`).superRefine(checked(what));
  TEXT_SCHEMAS.add(schema);
  return schema;
}
