// The standings as a CSV other tools read: place, name, points, record, OMW%,
// GW%, OGW% (the columns tournament software and spreadsheets expect), then
// the profile's own tiebreakers that are not among them (OOMW%, H2H,
// Buchholz, Wins ...) in the profile's order; a Commander event adds the
// tables played. Numbers as the standings pages print them (shown.ts).
import type { Tournament } from "../model/types.ts";
import type { Tiebreaker } from "../rules/profiles.ts";
import { rulesOf } from "../rules/rules-of.ts";
import { computeStandings, type StandingRow } from "../standings/index.ts";
import { shownRow } from "../standings/shown.ts";
import { csvText } from "./csv-record.ts";

const COMMON: readonly Tiebreaker[] = ["omw", "gw", "ogw"];
const HEADERS: Record<Tiebreaker, string> = {
  omw: "OMW%",
  gw: "GW%",
  ogw: "OGW%",
  oomw: "OOMW%",
  mw: "MW%",
  direct: "H2H",
  buchholz: "Buchholz",
  "buchholz-median": "Median Buchholz",
  wins: "Wins",
};
const PERCENT = new Set<Tiebreaker>(["omw", "gw", "ogw", "oomw", "mw"]);

/** 0.5926 as "59.26%": a fraction the standings round to 4 decimals, printed with two decimals of a percent. */
export function percentCell(fraction: number): string {
  const n = Math.round(fraction * 10_000);
  return `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, "0")}%`;
}

/** Standings rows (default: the event's Swiss standings) as CSV text with a header line. */
export function standingsCsv(t: Tournament, rows: readonly StandingRow[] = computeStandings(t)): string {
  const profile = rulesOf(t);
  const own = profile.kind === "one-on-one" ? profile.tiebreakers.filter((tb) => !COMMON.includes(tb)) : [];
  const header = ["place", "name", "points", "record", ...COMMON.map((tb) => HEADERS[tb]), ...own.map((tb) => HEADERS[tb])];
  if (profile.kind === "pod") header.push("tables");
  const records = rows.map((row) => {
    const shown = shownRow(row);
    const cell = (tb: Tiebreaker): string | number => {
      const value = shown.tiebreakers[tb];
      if (value === undefined) return "";
      return PERCENT.has(tb) ? percentCell(value) : value;
    };
    // Own GW% is known in every one-on-one event, a tiebreaker or not.
    const gw = shown.tiebreakers.gw === undefined && row.gameWin !== null ? percentCell(row.gameWin) : cell("gw");
    const fields: (string | number)[] = [row.place, row.name, row.points, shown.record, cell("omw"), gw, cell("ogw"), ...own.map(cell)];
    if (profile.kind === "pod") fields.push(row.matches);
    return fields;
  });
  return csvText([header, ...records]);
}
