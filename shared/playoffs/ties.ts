// Dead-even players at the lines the final stage draws. Commander Points have
// no tiebreakers (R-CMD-1) and any profile can leave players level on
// everything, so a cut or a seed may have to separate players the standings
// cannot: registration order decides (R-TB-6), and the organizer, the
// bracket and the players are told so rather than left to guess.
import type { PlayerId, Tournament } from "../model/types.ts";
import { computeStandings } from "../standings/index.ts";
import { attendanceStructureOf } from "./finals.ts";
import { finalStageRounds } from "./qualify.ts";
import { structureOf } from "../structure/visibility.ts";

/** A group of dead-even players whose order the final stage needed, as settled. */
export interface SettledTie {
  /** The place they share in the standings. */
  place: number;
  /** The points they share (match points; Commander Points). */
  points: number;
  /** In the order the rule gave them: registered first goes ahead. */
  players: PlayerId[];
  /** How many of them made the final stage; the rest are out. */
  advancing: number;
  /** The rule that settled it: R-TB-6, registered first goes ahead. */
  rule: "R-TB-6";
}

/**
 * How many players the final stage takes: the cut, or the attendance
 * structure's qualifiers (4 at a final table, 10 with semifinals); once it
 * started, the seeds it recorded. 0 without a final stage.
 *
 * @example qualifierCount(t) // 8 for a top-8 cut
 */
export function qualifierCount(t: Tournament): number {
  const seeds = finalStageRounds(t)[0]?.seeds;
  if (seeds) return seeds.length;
  switch (structureOf(t)) {
    case "swiss-cut":
      return t.options.cut;
    case "attendance": {
      const structure = attendanceStructureOf(t);
      return structure.kind === "final-table" ? 4 : structure.kind === "semifinals-and-final" ? 10 : 0;
    }
    default:
      return 0;
  }
}

/**
 * Every group of dead-even active players with at least one member among the
 * `qualifiers` best: their order decides who advances (a group across the
 * line) or their seeds (seats and bracket slots follow the seeds). Groups
 * below the line are nobody's business here. [] when no tie mattered.
 *
 * @example settledTies(t, 4) // [{ place: 3, points: 1000, players: ["kai", "lee", "mo"], advancing: 2, rule: "R-TB-6" }]
 */
export function settledTies(t: Tournament, qualifiers: number): SettledTie[] {
  if (qualifiers <= 0) return [];
  const ranking = computeStandings(t)
    .filter((row) => !row.dropped && row.cutAfter === undefined)
    .sort((x, y) => x.place - y.place || x.registered - y.registered);
  const ties: SettledTie[] = [];
  for (let start = 0; start < ranking.length && start < qualifiers; ) {
    let end = start + 1;
    while (end < ranking.length && ranking[end]!.place === ranking[start]!.place) end++;
    if (end - start > 1) {
      const group = ranking.slice(start, end);
      ties.push({
        place: group[0]!.place,
        points: group[0]!.points,
        players: group.map((r) => r.player),
        advancing: Math.min(end, qualifiers) - start,
        rule: "R-TB-6",
      });
    }
    start = end;
  }
  return ties;
}
