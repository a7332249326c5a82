// The one rule for free text that people read: every name, label, reading,
// reason and card name the API stores (docs/format.md, "Text"). No zod here,
// so the browser can check a pasted list before sending it; the schemas
// wrap it in textSchema (input.ts).
//
// It refuses what can hide, disguise or break text on a screen, a printed
// slip, a CSV export or a log line, and text that shows as nothing at all.
// It never refuses a script: kana, kanji, Hangul, Arabic, Hebrew, accents
// written as combining marks, emoji with joiners, skin tones and variation
// selectors all pass inside text that shows something.

/** One class of characters the rule refuses, with the reason given in the 400 answer. */
interface Refused {
  chars: RegExp;
  problem: string;
}

const REFUSED: readonly Refused[] = [
  // C0, DEL and C1: NUL, tab, line feed, carriage return, escape (terminal colours), NEL. No stored field is multi-line.
  { chars: /\p{Cc}/u, problem: "cannot hold control characters (tabs, line breaks, ...)" },
  // Line and paragraph separators break a line like a line feed does, and end a line in JavaScript source.
  { chars: /[\u2028\u2029]/u, problem: "cannot hold line or paragraph separators (U+2028, U+2029)" },
  // With the u flag a valid pair is one code point and does not match: only halves of a broken pair do.
  { chars: /[\ud800-\udfff]/u, problem: "holds a broken character (a lone UTF-16 surrogate)" },
  // Embeddings, overrides and isolates reorder the text after them (Trojan Source); the marks are invisible and move the characters beside them.
  {
    chars: /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u,
    problem: "cannot hold bidirectional control characters (overrides, isolates, direction marks)",
  },
  // Invisible ASCII hidden in tags (tag smuggling); a flag emoji's tag sequence is taken out before this test.
  { chars: /[\u{e0000}-\u{e007f}]/u, problem: "cannot hold tag characters (U+E0000-U+E007F) outside a flag emoji" },
  // Never text: U+FDD0-FDEF and the last two code points of every plane, U+FFFE and U+FFFF among them.
  { chars: /\p{Noncharacter_Code_Point}/u, problem: "cannot hold noncharacters (U+FDD0-U+FDEF, U+FFFE, U+FFFF and their kin in every plane)" },
  // Interlinear annotation anchors hide the annotation between them from most renderers.
  { chars: /[\ufff9-\ufffb]/u, problem: "cannot hold interlinear annotation characters (U+FFF9-U+FFFB)" },
];

/** A subdivision flag (England, Scotland, Wales): the black flag, tag letters or digits, the cancel tag (Unicode emoji tag sequence). */
const FLAG_TAG_SEQUENCE = /\u{1f3f4}[\u{e0030}-\u{e0039}\u{e0061}-\u{e007a}]{1,6}\u{e007f}/gu;

/**
 * What shows as nothing on its own: spaces, format characters (zero-width
 * spaces and joiners, BOM, soft hyphen), the default-ignorable fillers
 * (Hangul fillers, variation selectors, ...), the braille blank, and
 * combining marks, which only ever decorate the character before them.
 */
const SHOWS_NOTHING = /[\s\p{Z}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * Why a text is refused, as the end of a sentence that starts with the
 * field ("a name cannot hold ..."), or null when it is fine. The caller trims
 * and bounds the length; "" is refused like any text that shows nothing
 * (the fields where "" takes a value off do not ask).
 *
 * @example textProblem("山田 太郎") // null
 * @example textProblem("Ann\u202egnp.exe") // "cannot hold bidirectional control characters (overrides, isolates, direction marks)"
 * @example textProblem("\u0301\u0301") // "cannot be empty or only invisible characters and combining marks"
 */
export function textProblem(text: string): string | null {
  const flagsOut = text.replace(FLAG_TAG_SEQUENCE, "\u{1f3f4}");
  for (const { chars, problem } of REFUSED) if (chars.test(flagsOut)) return problem;
  if (flagsOut.replace(SHOWS_NOTHING, "") === "") return "cannot be empty or only invisible characters and combining marks";
  return null;
}
