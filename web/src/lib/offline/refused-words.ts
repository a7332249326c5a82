// A refusal the outbox kept, in the reader's language: in
// Japanese from its code, path and the named refusal's values (error-ja.ts,
// a chunk fetched once the reader's language is Japanese: error-ja-chunk.ts),
// never the server's English; in English the server's own sentence, as
// ErrorBox shows it.
import { errorJaChunk } from "../i18n/error-ja-chunk.ts";
import { locale } from "../i18n/i18n.ts";
import type { Refused } from "./outbox.ts";

/** Reactive: in Japanese "…" for the moment until the sentences are in (the console's HTML preloads them for a Japanese reader). */
export function refusedWords(r: Refused): string {
  if (locale() !== "ja") return r.message;
  const ja = errorJaChunk();
  return ja ? ja.errorJa(r.code, r.path, r) : "…";
}
