// A refusal the outbox kept, in the reader's language (issue 21 item 7): in
// Japanese from its code, path and the named refusal's values (error-ja.ts),
// never the server's English; in English the server's own sentence, as
// ErrorBox shows it. Console code only: error-ja stays out of the public pages.
import { errorJa } from "../error-ja.ts";
import { locale } from "../i18n.ts";
import type { Refused } from "./outbox.ts";

export function refusedWords(r: Refused): string {
  return locale() === "ja" ? errorJa(r.code, r.path, r) : r.message;
}
