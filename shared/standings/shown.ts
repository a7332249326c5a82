// Standings as the public pages print them: a 2,000-player event's
// public view carried every row's name and full-precision fractions, 541 kB
// of its 988 kB. Ranking stays exact (index.ts compares fractions); only the
// wire form of the public view carries these display values.
import type { Tiebreaker } from "../rules/profiles.ts";
import type { StandingRow } from "./index.ts";
import type { Ratio } from "./ratio.ts";
import { recordText } from "./record.ts";

/** One public standings row: the player by id (the name is in the view's players), numbers as printed. */
export interface ShownStandingRow {
  player: string;
  place: number;
  points: number;
  /** "3-1-0": wins-losses-draws, byes counted as wins (record.ts). */
  record: string;
  /** Percentages as fractions with 4 decimals (66.67% is 0.6667), the others with 3: what the pages print. */
  tiebreakers: Partial<Record<Tiebreaker, number>>;
  /** Present only for a dropped player. */
  dropped?: true;
  /** Present only for a player cut at the day-2 cut: the round after which they were cut. */
  cutAfter?: number;
}

/** A copy of a row (re-placed or marked) keeps the exact tiebreakers of the row it copies. */
export function copyExact(from: StandingRow, to: StandingRow): StandingRow {
  const fractions = exact.get(from);
  if (fractions) exact.set(to, fractions);
  return to;
}

/** Percentages print with two decimals of a percent (fmtPercent), other tiebreakers with up to three (fmtNumber). */
const PERCENT = new Set<Tiebreaker>(["omw", "gw", "ogw", "oomw", "mw"]);

/**
 * The exact fractions behind each row's tiebreakers, kept beside the row (not
 * in it: a row is JSON in the staff view) so the shown value is rounded from
 * the fraction, not from its float.
 */
const exact = new WeakMap<StandingRow, Partial<Record<Tiebreaker, Ratio>>>();

/** Records the exact tiebreakers of a row computeStandings made. */
export function rememberExact(row: StandingRow, tiebreakers: Partial<Record<Tiebreaker, Ratio>>): void {
  exact.set(row, tiebreakers);
}

/**
 * `r` rounded half up to `places` decimals, exactly (bigint arithmetic on the
 * fraction): 13333/20000 (0.66665) is 0.6667, which its float could miss.
 * Tiebreakers are never negative.
 */
export function roundShown(r: Ratio, places: number): number {
  const scale = 10n ** BigInt(places);
  const q = (2n * r.n * scale + r.d) / (2n * r.d);
  return Number(q) / Number(scale);
}

/** A number without its fraction (a float from elsewhere), rounded to `places` decimals. */
function roundFloat(x: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(x * scale) / scale;
}

/** The row as the public view carries it. */
export function shownRow(row: StandingRow): ShownStandingRow {
  const fractions = exact.get(row);
  const tiebreakers: Partial<Record<Tiebreaker, number>> = {};
  for (const [tb, value] of Object.entries(row.tiebreakers) as [Tiebreaker, number][]) {
    const places = PERCENT.has(tb) ? 4 : 3;
    const r = fractions?.[tb];
    tiebreakers[tb] = r ? roundShown(r, places) : roundFloat(value, places);
  }
  return {
    player: row.player,
    place: row.place,
    points: row.points,
    record: recordText(row.record),
    tiebreakers,
    ...(row.dropped ? { dropped: true as const } : {}),
    ...(row.cutAfter !== undefined ? { cutAfter: row.cutAfter } : {}),
  };
}

/** Every row as the public view carries it, in the same order. */
export function shownStandings(rows: readonly StandingRow[]): ShownStandingRow[] {
  return rows.map(shownRow);
}
