// What a person's name may not hold, without zod: the schemas (input.ts), the
// CSV reader and the console's list preview share it.

/** C0 and C1 control characters (tab and line breaks included) and DEL. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** Surrogates not paired into one character (with the u flag a valid pair is one code point and does not match). */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
/** Embeddings, overrides and isolates: they reorder the text after them (Trojan Source). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;
/** What shows as nothing: spaces, format characters (zero-width spaces and joiners, marks, BOM, soft hyphen), fillers, variation selectors. */
const INVISIBLE = /[\s\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0]/gu;

/** Why a name is refused, or null. */
export function nameProblem(name: string): string | null {
  if (CONTROL.test(name)) return "cannot hold control characters (tabs, line breaks, ...)";
  if (LONE_SURROGATE.test(name)) return "holds a broken character (a lone UTF-16 surrogate)";
  if (BIDI_CONTROL.test(name)) return "cannot hold bidirectional override or isolate characters";
  if (name.replace(INVISIBLE, "") === "") return "cannot be empty or only invisible characters";
  return null;
}
