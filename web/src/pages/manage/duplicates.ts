// What the console calls a duplicate name when players are added (typed,
// pasted or from a CSV): one already registered, or one earlier in the same
// list, compared as name search compares (lib/search.ts: case, accents,
// punctuation and spacing aside). Two people may share a name, so a duplicate
// is never refused: it is left out unless the organizer chooses to add it.
import { searchKey } from "../../lib/search.ts";

/** Why a name is a duplicate: a player of that name is registered, or the list names it earlier. */
export type DuplicateOf = "registered" | "listed";

/** The names already registered, in the form names are compared in. */
export function registeredKeys(players: readonly { name: string }[]): Set<string> {
  return new Set(players.map((p) => searchKey(p.name)));
}

/** Is `name` already registered (`registered` from registeredKeys)? */
export function isRegistered(registered: ReadonlySet<string>, name: string): boolean {
  return registered.has(searchKey(name));
}

/** The duplicates of a list to add, by index in the list; the first of a name twice in the list is not one. */
export function duplicatesIn(registered: ReadonlySet<string>, names: readonly string[]): Map<number, DuplicateOf> {
  const out = new Map<number, DuplicateOf>();
  const seen = new Set<string>();
  names.forEach((name, i) => {
    const k = searchKey(name);
    if (registered.has(k)) out.set(i, "registered");
    else if (seen.has(k)) out.set(i, "listed");
    seen.add(k);
  });
  return out;
}
