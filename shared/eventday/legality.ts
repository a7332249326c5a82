// Checks a deck or warband list against a format's legality data on an event
// date, and flags every problem: nothing is silently accepted. Sets are legal
// in Limited from their release day and in Constructed two weeks later
// (R-LEGAL-1); banned entries and the Constructed size and
// copy limits (R-LEGAL-2) are flagged with the path of the offending line.
import { FormatLegality, type SetRelease } from "./legality-data.ts";
import { DeckList } from "./lists.ts";
import { CalendarDate, addDays } from "./time.ts";
import { type Outcome, ok, parseWith } from "./outcome.ts";

export type LegalityCode =
  | "missing-set"
  | "unknown-set"
  | "not-yet-legal"
  | "banned"
  | "too-many-copies"
  | "too-many"
  | "empty"
  | "wrong-size"
  // The event's flags of a list it cannot check (shared/commands/eventday.ts): no date yet, or a stored list that does not read.
  | "no-date"
  | "unreadable";

export interface LegalityFlag {
  code: LegalityCode;
  /** JSON path into the list, e.g. "$.main[3]". */
  path: string;
  message: string;
  /** The values the message names (card, set, dates, counts), so a client can say it in its reader's language. */
  about?: Record<string, string | number>;
}

export type ListKind = "constructed" | "limited";

/** Lower case, trademark signs and punctuation dropped: "Baxar's War ™" and "baxars-war" meet. */
export function normalizeName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[™®'’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function findSet(data: FormatLegality, set: string): SetRelease | undefined {
  const key = normalizeName(set);
  return data.sets.find((s) => normalizeName(s.code) === key || normalizeName(s.name) === key);
}

/** The first day a set is legal for a kind of event. */
export function legalFrom(data: FormatLegality, set: SetRelease, kind: ListKind): string {
  if (kind === "limited") return set.release;
  return set.constructed ?? addDays(set.release, data.constructedDelayDays);
}

/**
 * Every problem of `list` for an event of `kind` on `eventDate` (the venue's
 * calendar day): entries without a set or with an unknown one, sets not yet
 * legal that day, banned entries, too many copies of one name, too many
 * entries, an empty main list. An empty array means the list is legal.
 */
export function checkList(formatData: FormatLegality, list: unknown, kind: ListKind, eventDate: unknown): Outcome<LegalityFlag[]> {
  // The data may come from an organizer, so it is checked like any input.
  const fd = parseWith(FormatLegality, formatData, "$.data");
  if (!fd.ok) return fd;
  const data = fd.value;
  if (kind !== "constructed" && kind !== "limited")
    return { ok: false, problems: [{ code: "invalid", path: "$.kind", message: 'a list is checked for "constructed" or "limited" events' }] };
  const l = parseWith(DeckList, list, "$.list");
  if (!l.ok) return l;
  const d = parseWith(CalendarDate, eventDate, "$.eventDate");
  if (!d.ok) return d;
  const date = d.value;
  const rules = data[kind];
  const flags: LegalityFlag[] = [];
  const copies = new Map<string, { name: string; count: number; path: string }>();
  let size = 0;
  const sections: Array<["main" | "sideboard", typeof l.value.main]> = [
    ["main", l.value.main],
    ["sideboard", l.value.sideboard ?? []],
  ];
  for (const [section, entries] of sections) {
    entries.forEach((e, i) => {
      const path = `$.${section}[${i}]`;
      if (section === "main") size += e.count;
      const nameKey = normalizeName(e.name);
      const seen = copies.get(nameKey);
      copies.set(nameKey, { name: e.name, count: (seen?.count ?? 0) + e.count, path: seen?.path ?? path });
      const set = e.set === undefined ? undefined : findSet(data, e.set);
      if (e.set === undefined) {
        flags.push({
          code: "missing-set",
          path,
          message: `"${e.name}" names no set, so its legality on ${date} cannot be checked`,
          about: { name: e.name, date },
        });
      } else if (!set) {
        flags.push({
          code: "unknown-set",
          path,
          message: `"${e.name}": set "${e.set}" is not in the ${data.title} set list`,
          about: { name: e.name, set: e.set, game: data.title },
        });
      } else {
        const from = legalFrom(data, set, kind);
        if (date < from) {
          flags.push({
            code: "not-yet-legal",
            path,
            message: `"${e.name}" (${set.name}) is legal in ${kind} events from ${from}, not on ${date} (Dreamblade floor rules §130)`,
            about: { name: e.name, set: set.name, kind, from, date },
          });
        }
      }
      // Without a set, a banned name is flagged too: it may be the banned printing.
      const ban = rules.banned.find(
        (b) => normalizeName(b.name) === nameKey && (b.set === undefined || e.set === undefined || normalizeName(b.set) === normalizeName(set?.name ?? e.set)),
      );
      if (ban) {
        const what = `"${e.name}"${ban.set ? ` (${ban.set})` : ""}`;
        const maybe = ban.set !== undefined && e.set === undefined ? " may be the banned printing: it" : "";
        flags.push({
          code: "banned",
          path,
          message: `${what}${maybe} is banned in ${data.title} ${kind} events${ban.source ? ` (${ban.source})` : ""}`,
          about: { name: e.name, game: data.title, kind },
        });
      }
    });
  }
  if (rules.maxCopies !== undefined) {
    for (const c of copies.values()) {
      if (c.count > rules.maxCopies) {
        flags.push({
          code: "too-many-copies",
          path: c.path,
          message: `${c.count} copies of "${c.name}": at most ${rules.maxCopies} in ${kind} events`,
          about: { name: c.name, count: c.count, max: rules.maxCopies, kind },
        });
      }
    }
  }
  if (rules.maxSize !== undefined && size > rules.maxSize) {
    flags.push({
      code: "too-many",
      path: "$.main",
      message: `${size} in the list: at most ${rules.maxSize} in ${kind} events`,
      about: { size, max: rules.maxSize, kind },
    });
  }
  if (l.value.main.length === 0) flags.push({ code: "empty", path: "$.main", message: "the list is empty", about: {} });
  return ok(flags);
}
