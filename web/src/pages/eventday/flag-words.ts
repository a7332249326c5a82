// A legality flag in the reader's language from its code and fields; the engine's own sentence (English) only for a flag without fields.
import type { LegalityFlag } from "../../../../shared/eventday/legality.ts";
import { tx, type EdKey } from "./dict.ts";

const KINDS: Record<string, EdKey> = { constructed: "ed.kind.constructed", limited: "ed.kind.limited" };

export function flagText(f: LegalityFlag): string {
  if (!f.about) return f.message;
  const kind = typeof f.about.kind === "string" && KINDS[f.about.kind] ? tx(KINDS[f.about.kind]!) : (f.about.kind ?? "");
  return tx(`ed.flag.${f.code}` as EdKey, { ...f.about, kind });
}
