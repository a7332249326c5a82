// A rules profile's name and description in the reader's language (issue 21:
// no English in the Japanese UI). The engine's title is English; the words are
// public strings ("profile." in dict/public-keys.ts) because the event page's
// rules section names the profile. An organizer's own rules keep their name.
import { t } from "./i18n.ts";
import type { Key } from "./dict/en.ts";

const NAMED = ["club", "dci-2009", "mtr", "dreamblade", "commander"];

/** The profile's name; a profile this build has no words for keeps the engine's title. */
export function profileName(id: string, title: string): string {
  return NAMED.includes(id) ? t(`profile.${id}` as Key) : title;
}

/** One plain sentence on the profile ("" for one this build has no words for). */
export function profileAbout(id: string): string {
  return NAMED.includes(id) ? t(`profile.${id}.about` as Key) : "";
}
