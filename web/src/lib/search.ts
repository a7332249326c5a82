// Name search as people type at a venue: case, accents and punctuation do not
// matter ("obrien" finds "O'Brien, Jack", "jose" finds "José"), Japanese kana
// keep their voicing marks (ガ is not カ), full-width letters read as ASCII.

/** The form a name is compared in: NFKC, Latin accents off, lower case, no punctuation, symbols or spaces. */
export function searchKey(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]/gu, "");
}

/** Does `name` contain what was typed (both read as searchKey)? An empty query matches nothing. */
export function nameMatches(name: string, query: string): boolean {
  const q = searchKey(query);
  return q !== "" && searchKey(name).includes(q);
}
