// A rules profile's name in the reader's language (no English in the Japanese
// UI). The engine's title is English; the words are public strings ("profile."
// in dict/public-keys.ts) because the event page names the profile. An
// organizer's own rules keep their name. Its description: lib/i18n/profile-about-words.ts.
import { t } from "./i18n.ts";
import type { Key } from "./dict/en.ts";

const NAMED = ["club", "dci-2009", "mtr", "dreamblade", "commander"];

/** The profile's name; a profile this build has no words for keeps the engine's title. */
export function profileName(id: string, title: string): string {
  return NAMED.includes(id) ? t(`profile.${id}` as Key) : title;
}
