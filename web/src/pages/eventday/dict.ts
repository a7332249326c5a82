// Strings of the event-day pages (registration, lists, pods, draft timer),
// English and Japanese. They live in the lazy event-day chunks, not in the
// app's main dictionaries, so the public event page's budget stays as it was.
import { locale } from "../../lib/i18n/i18n.ts";
import { fmtNumber, withPlural } from "../../lib/i18n/i18n.ts";

import { registrationEn, registrationJa } from "./strings/registration.ts";
import { listsEn, listsJa } from "./strings/lists.ts";
import { draftEn, draftJa } from "./strings/draft.ts";

const en = { ...registrationEn, ...listsEn, ...draftEn };

export type EdKey = keyof typeof en;

const ja: Record<EdKey, string> = { ...registrationJa, ...listsJa, ...draftJa };

/** The event-day string for \`key\` in the current language, with {name} placeholders filled in. */
export function tx(key: EdKey, given?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key] ?? en[key];
  if (!given) return s;
  const vars = withPlural(given);
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}
