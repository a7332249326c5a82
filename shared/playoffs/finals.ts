// The multiplayer final stage of the attendance structure (R-CMD-3): one final
// table, or two semifinal tables whose winners join places 1 and 2.
import type { PlayerId, PodTable, Round, Tournament } from "../model/types.ts";
import { viewMatch } from "../model/matches.ts";
import { attendanceStructure, type AttendanceStructure } from "../structure/attendance.ts";
import { finalTableWinner } from "./result.ts";

/** Participants who decide the structure: everyone who did not drop before round 1. */
export function attendanceOf(t: Tournament): number {
  return t.players.filter((p) => p.dropped !== 0).length;
}

/** The structure this event plays, from its attendance. */
export function attendanceStructureOf(t: Tournament): AttendanceStructure {
  return attendanceStructure(attendanceOf(t));
}

function table(number: number, players: PlayerId[], slot: number): PodTable {
  return { table: number, players, slot };
}

/**
 * The first final-stage round for an attendance event, from the qualifying
 * ranking (active players, best first). Seats follow the ranking (seat A =
 * best). 8-16 players: the final table of places 1-4. 17+: the semifinal
 * tables of places 3,6,7,10 and 4,5,8,9.
 */
export function firstFinalStageRound(t: Tournament, ranking: readonly PlayerId[]): Round {
  const structure = attendanceStructureOf(t);
  const number = t.rounds.length + 1;
  const need = (n: number) => {
    if (ranking.length < n) {
      throw new Error(
        `finals: ${structure.players} players play ${structure.kind === "final-table" ? "a final table of the top 4" : "semifinals of places 3-10"}, but only ${ranking.length} active players remain`,
      );
    }
  };
  switch (structure.kind) {
    case "swiss-only":
      throw new Error(`finals: ${structure.players} players play 4 Swiss rounds only (Commander event rules); the Swiss standings are the final ranking`);
    case "final-table": {
      need(4);
      const seats = structure.final.seats.map((place) => ranking[place - 1]!);
      return { number, stage: "final", matches: [table(1, seats, 1)], seeds: ranking.slice(0, 4) };
    }
    case "semifinals-and-final": {
      need(10);
      const matches = structure.semifinals.map((places, i) =>
        table(
          i + 1,
          places.map((p) => ranking[p - 1]!),
          i + 1,
        ),
      );
      return { number, stage: "semifinal", matches, seeds: ranking.slice(0, 10) };
    }
  }
}

/** Winners of a semifinal round's tables, by slot; throws while one is undecided. */
export function semifinalWinners(round: Round, seeds: readonly PlayerId[]): PlayerId[] {
  const bySlot = new Map<number, PlayerId>();
  round.matches.forEach((match, m) => {
    const view = viewMatch(match);
    if (view.kind !== "pod") throw new Error(`round ${round.number} match ${m + 1}: a semifinal of the attendance structure is a table of 4`);
    const slot = view.match.slot ?? m + 1;
    const won = finalTableWinner(view.match, seeds);
    if (won === null) throw new Error(`round ${round.number} table ${view.match.table}: the semifinal table has no result yet`);
    bySlot.set(slot, won.player);
  });
  return [...bySlot.keys()].sort((a, b) => a - b).map((s) => bySlot.get(s)!);
}

/**
 * The final table after the semifinals: places 1 and 2, then the two
 * semifinal winners in qualifying order; seats follow that order.
 */
export function finalAfterSemifinals(t: Tournament, semifinal: Round, seeds: readonly PlayerId[]): Round {
  if (semifinal.stage === "final") {
    const won = finalTableWinner(semifinal.matches[0] as PodTable, seeds);
    throw new Error(`round ${semifinal.number} was the final table${won ? `, won by "${won.player}"` : ""}; the event has no further round`);
  }
  const winners = semifinalWinners(semifinal, seeds);
  if (winners.length !== 2) throw new Error(`round ${semifinal.number}: expected two semifinal tables, found ${winners.length}`);
  const rank = (id: PlayerId) => seeds.indexOf(id);
  const seats = [seeds[0]!, seeds[1]!, ...winners.sort((a, b) => rank(a) - rank(b))];
  return { number: t.rounds.length + 1, stage: "final", matches: [table(1, seats, 1)] };
}
