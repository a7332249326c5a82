// Name search as people type at a venue: case, accents and punctuation do not
// matter ("obrien" finds "O'Brien, Jack", "jose" finds "José"), nor do letters
// accent stripping leaves alone ("overgaard" finds "Øvergaard", "strasse"
// finds "Straße"), nor the order of the words typed ("sato hana" finds
// "Hana Sato"). A player's reading (furigana) is searched beside the name, so
// "やまだ" finds "山田 花子"; katakana read as hiragana (ヤマダ is やまだ), but
// kana keep their voicing marks (ガ is not カ); full-width letters read as ASCII.

/** Latin letters that are not a base letter plus an accent, so NFKD keeps them: folded as a reader types them on a plain keyboard. */
const LETTERS: Record<string, string> = {
  ø: "o",
  æ: "ae",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  œ: "oe",
  ı: "i",
  ħ: "h",
  ŧ: "t",
  ĸ: "k",
  ŋ: "n",
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");
/** Katakana ァ..ヶ, each 0x60 above its hiragana. */
const KATAKANA = /[\u30a1-\u30f6]/g;
const hiragana = (c: string) => String.fromCharCode(c.charCodeAt(0) - 0x60);

/** The form a name is compared in: NFKC, Latin accents off, letters folded, lower case, katakana as hiragana, no punctuation, symbols or spaces. */
export function searchKey(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(LETTER, (c) => LETTERS[c]!)
    .replace(KATAKANA, hiragana)
    .replace(/[\p{P}\p{S}\s]/gu, "");
}

/**
 * What a player is found by: the name's key and the reading's, apart ("|"
 * never survives searchKey, so no typed word spans the two). Made once per
 * player per view, never per keystroke.
 */
export function playerKey(name: string, reading?: string): string {
  return reading ? `${searchKey(name)}|${searchKey(reading)}` : searchKey(name);
}

/** The words typed, each as searchKey (spaces and commas part them; a word of punctuation alone is no word). */
export function queryWords(query: string): string[] {
  return query
    .split(/[\s,、，]+/u)
    .map(searchKey)
    .filter((w) => w !== "");
}

/** Does a player's key (playerKey) hold every word typed, in any order? No words match nothing. */
export function keyMatches(key: string, words: readonly string[]): boolean {
  return words.length > 0 && words.every((w) => key.includes(w));
}

/** Does `name` (or its reading) hold every word typed? An empty query matches nothing. */
export function nameMatches(name: string, query: string, reading?: string): boolean {
  return keyMatches(playerKey(name, reading), queryWords(query));
}
