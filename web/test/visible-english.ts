// The check of the Japanese browser tests: English words a
// Japanese reader sees on a page.
import type { Page } from "playwright-core";

/**
 * Names, not English: the app's name, the language menu's "English", CSV
 * column names the organizer types. (Known game formats read in Japanese: not here.)
 */
const NOT_ENGLISH = new Set(["Topcut", "English", "name", "reading", "country", "region"]);

/**
 * Runs of three or more Latin letters in the rendered text (closed <details>
 * are not rendered), less the names above and words in capitals (CSV, QR,
 * players' codes). Callers poll it: a page may show a stored game format as typed
 * ("Modern") until the Japanese names are in (web/src/lib/i18n/format-name.ts).
 */
export async function visibleEnglish(page: Page): Promise<string[]> {
  // Addresses (the TV shows the event's) are not words.
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\S*\/\S*/g, "");
  // Words in capitals only are players' secret codes (their alphabet is capitals and digits), not English.
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !NOT_ENGLISH.has(w) && !/^[A-Z]+$/.test(w));
}
