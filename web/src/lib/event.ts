// Small read-only helpers over the event view: names, the current round, how
// a result reads. Rules (points, tiebreakers) come from the engine's profiles.
import { profileOf, type Tiebreaker } from "../../../shared/rules/profiles.ts";
import { rulesOf } from "../../../shared/rules/rules-of.ts";
import type { EventView, MatchResult, StandingRowView } from "./types.ts";
import type { Match } from "../../../shared/model/types.ts";
import { isSwiss, kindOf, latestRound, stageOf, swissRounds, type MatchView } from "../../../shared/model/matches.ts";
import { recordText } from "../../../shared/standings/record.ts";
import type { RankingEntry } from "../../../shared/playoffs/ranking.ts";

export { profileOf, isSwiss, kindOf, latestRound, stageOf, swissRounds };

/** The rules an event is scored under: its organizer's own (rules "custom") or the named profile. */
export const rulesOfEvent = (e: Pick<EventView["event"], "rules" | "customRules">) => rulesOf(e);
export type { Tiebreaker };

export type MatchKind = MatchView["kind"];

export function tableOf(m: Match): number | null {
  return "table" in m ? m.table : null;
}

export function resultOf(m: Match): MatchResult | undefined {
  return "result" in m ? (m.result as MatchResult | undefined) : undefined;
}

export function nameMap(v: EventView): Map<string, string> {
  return new Map(v.players.map((p) => [p.id, p.name]));
}

export function isDropped(d: number | null | boolean | undefined): boolean {
  return d !== null && d !== undefined && d !== false;
}

export function tiebreakerOf(row: StandingRowView, tb: Tiebreaker): number | undefined {
  return row.tiebreakers[tb];
}

export const rowPlayer = (row: StandingRowView): string => row.player;
export const rowRank = (row: StandingRowView): number => row.place;
export const pointsOfRow = (row: StandingRowView): number => row.points;

/** "3-1-0" (wins-losses-draws, a bye counted as a win, as the engine says it); commander tables have no record worth showing. */
export function rowRecord(row: StandingRowView): string {
  // The public view carries the text already; the staff view the counts.
  return typeof row.record === "string" ? row.record : recordText(row.record);
}

/** Whether the row's player has dropped (the public row says so only when they have). */
export const rowDropped = (row: StandingRowView): boolean => row.dropped === true;

/** The points each player brought into Swiss round `round` (the engine's pointsBefore); empty for playoff rounds or while hidden. */
export function pointsMap(v: EventView, round: number | undefined): Map<string, number> {
  const m = new Map<string, number>();
  const before = round === undefined ? undefined : v.pointsBefore?.[round];
  if (!before) return m;
  v.players.forEach((p, i) => {
    if (before[i] !== undefined) m.set(p.id, before[i]);
  });
  return m;
}

/** The games of a pair result read from one player's seat (seat 0 = the table's first player). */
export function gamesFor(result: MatchResult, seat: 0 | 1): [number, number, number] | null {
  if (!("games" in result)) return null;
  const [a, b, d] = result.games;
  return seat === 0 ? [a, b, d] : [b, a, d];
}

export function winnerOfPair(m: Match, result: MatchResult): string | null | "draw" {
  if ("winner" in result) return result.winner;
  if ("awarded" in result) return result.awarded;
  if ("intentionalDraw" in result) return "draw";
  const [a, b] = result.games;
  const players = m.players;
  if (a > b) return players[0]!;
  if (b > a) return players[1]!;
  if (result.flip) return result.flip;
  return "draw";
}

/**
 * Who advances from a semifinal or final table that ended without a winner
 * (R-CMD-5: the best qualifying rank still in the game), as the engine's bracket
 * view decided it; null in a Swiss round, with a winner, or with no bracket.
 */
export function advancerOf(v: Pick<EventView, "bracket">, round: number, table: number | null): string | null {
  for (const r of v.bracket?.rounds ?? []) {
    if (r.number !== round) continue;
    for (const s of r.slots) if (s.kind === "table" && s.table === table && s.decidedBy === "qualifying-rank") return s.winner;
  }
  return null;
}

export function pendingReport(v: EventView, round: number, table: number) {
  const reports = v.reports ?? [];
  return reports.find((r) => r.round === round && r.table === table && r.status !== "confirmed");
}

/** One row of the engine's final ranking (shared/playoffs/ranking.ts). */
export type RankingRow = RankingEntry;

/** The final ranking's rows (here, not in the lazy Bracket chunk: the player's page reads its place). */
export function rankingRows(v: EventView): RankingRow[] {
  return v.finalRanking ?? [];
}
