// What correcting the result of an earlier Swiss round changes, said before
// staff confirm it: the players whose points or place move, and the later
// rounds that keep their pairings (a correction never re-pairs: docs/api.md).
import type { PlayerId, PodResult, Tournament, TwoPlayerResult } from "../model/types.ts";
import { computeStandings } from "./index.ts";
import { isSwiss } from "../model/matches.ts";

type AnyResult = TwoPlayerResult | PodResult;

export interface CorrectionChange {
  player: PlayerId;
  /** Swiss points before and after the correction. */
  points: [number, number];
  /** Place in the standings before and after. */
  place: [number, number];
}

export interface CorrectionEffect {
  /** Players whose points or place change, in the corrected standings' order. */
  changes: CorrectionChange[];
  /** Swiss rounds paired after the corrected one: their pairings stay as they are. */
  laterRounds: number[];
}

/** The tournament with one table's result replaced (no validation: the command validates). */
function replaced(t: Tournament, roundNo: number, table: number, result: AnyResult): Tournament {
  const round = t.rounds.find((r) => r.number === roundNo);
  if (!round || !round.matches.some((m) => "table" in m && m.table === table)) {
    throw new RangeError(`Round ${roundNo} has no table ${table}.`);
  }
  const matches = round.matches.map((m) => ("table" in m && m.table === table ? ({ ...m, result } as typeof m) : m));
  return { ...t, rounds: t.rounds.map((r) => (r === round ? { ...r, matches } : r)) };
}

/**
 * The effect of setting `result` at `table` of Swiss round `roundNo`: the
 * standings are computed with and without it (every tiebreaker of the
 * profile, so an opponent's OMW% moving someone's place shows too).
 */
export function correctionEffect(t: Tournament, roundNo: number, table: number, result: AnyResult): CorrectionEffect {
  const before = computeStandings(t);
  const after = computeStandings(replaced(t, roundNo, table, result));
  const was = new Map(before.map((r) => [r.player, r]));
  const changes: CorrectionChange[] = [];
  for (const row of after) {
    const old = was.get(row.player);
    if (!old) continue;
    if (old.points !== row.points || old.place !== row.place) {
      changes.push({ player: row.player, points: [old.points, row.points], place: [old.place, row.place] });
    }
  }
  const laterRounds = t.rounds.filter((r) => r.number > roundNo && isSwiss(r)).map((r) => r.number);
  return { changes, laterRounds };
}
