// The order name lists are read in: by a player's reading (furigana) where
// the organizer gave one, else by the name (あいうえお順 beside A-Z), case and
// accents aside, numbers in number order. One collator per list: a language
// made per comparison (localeCompare) is slow on a 2,000-player field.

/** What a name is sorted by: its reading when there is one. */
export const orderKey = (name: string, reading?: string): string => reading || name;

/** Compares two orderKeys in `locale`'s order. Make one per list, not per comparison. */
export function nameOrder(locale?: string): (a: string, b: string) => number {
  return new Intl.Collator(locale, { sensitivity: "base", numeric: true }).compare;
}
