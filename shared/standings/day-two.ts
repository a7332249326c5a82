// Standings after a confirmed day-2 cut: making day 2 ranks above not making
// it (as reaching the playoffs does), so every player who advanced stands
// above every player cut, each group in its own Swiss order. The cut players
// keep their rows, marked with the round after which they were cut.
import { cutAtDayTwo } from "../model/matches.ts";
import type { Tournament } from "../model/types.ts";
import type { StandingRow } from "./index.ts";
import { copyExact } from "./shown.ts";

/** `rows` (in standings order) with the advanced players first and competition places recounted in each group. */
export function withDayTwoCut(t: Tournament, rows: StandingRow[]): StandingRow[] {
  const cut = t.dayTwoCut;
  if (!cut) return rows;
  const out = cutAtDayTwo(t);
  const ordered = [...rows.filter((r) => !out.has(r.player)), ...rows.filter((r) => out.has(r.player))];
  const before = new Map(rows.map((r) => [r, r.place]));
  const result: StandingRow[] = [];
  ordered.forEach((row, k) => {
    const prev = ordered[k - 1];
    // Dead-even players were neighbours before and stay neighbours within their group: they still share a place.
    const shares = prev !== undefined && out.has(prev.player) === out.has(row.player) && before.get(prev) === row.place;
    const place = shares ? result[k - 1]!.place : k + 1;
    const marked: StandingRow = out.has(row.player) ? { ...row, place, cutAfter: cut.afterRound } : place === row.place ? row : { ...row, place };
    result.push(marked === row ? row : copyExact(row, marked));
  });
  return result;
}
