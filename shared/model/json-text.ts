// JSON text as the platform reads it, the same everywhere (request bodies, an
// imported file sent as text, the CLI): one leading UTF-8 byte-order mark is
// ignored (editors on Windows write one), and nesting deeper than
// MAX_JSON_DEPTH is refused before parsing, so a hostile document of a few
// thousand brackets never reaches code that walks it recursively.

/** No topcut/1 file or command body comes close (a result sits about 7 levels deep). */
export const MAX_JSON_DEPTH = 64;

export type JsonText = { ok: true; value: unknown } | { ok: false; problem: "syntax" | "depth"; message: string };

/** The deepest nesting of arrays and objects in the text (brackets inside strings do not count); one pass, no recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}

export function parseJsonText(text: string): JsonText {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    return { ok: false, problem: "depth", message: `JSON nested more than ${MAX_JSON_DEPTH} levels deep is refused` };
  }
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (err) {
    return { ok: false, problem: "syntax", message: err instanceof Error ? err.message : String(err) };
  }
}
