// The event's game format on the public pages in the reader's language. The
// Japanese names and the known formats (shared/ratings/format-labels.ts,
// about 1.4 KB gzipped) are a chunk of their own, fetched only for a Japanese
// reader, so the public event page's bundle (40 KB budget, scripts/build.mjs)
// carries only this. Until it is in, the format shows as stored.
import { createSignal } from "solid-js";
import { locale } from "./i18n.ts";

type Labels = typeof import("../../../../shared/ratings/format-labels.ts");
const [labels, setLabels] = createSignal<Labels>();
let asked = false;

/** Starts fetching the Japanese names for a Japanese reader (call while the page's data is on its way). */
export function warmFormatNames(): void {
  if (locale() !== "ja" || asked) return;
  asked = true;
  void import("../../../../shared/ratings/format-labels.ts").then(setLabels, () => {
    asked = false;
  });
}

/** The stored game format as the reader reads it ("Magic: Modern" → マジック：モダン in Japanese). */
export function formatName(stored: string): string {
  if (locale() !== "ja") return stored;
  const l = labels();
  if (l) return l.formatLabel(stored, "ja");
  warmFormatNames();
  return stored;
}
