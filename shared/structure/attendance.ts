// The attendance-based structure of the Commander event (R-CMD-3): the format is
// fixed by the number of participants once the field is known.

/** A place in the qualifying (Swiss) ranking, 1 = best. */
export type QualifyingPlace = number;

export type AttendanceStructure =
  | { kind: "swiss-only"; players: number; swissRounds: 4; reason: string }
  | { kind: "final-table"; players: number; swissRounds: 4; final: { seats: QualifyingPlace[] }; reason: string }
  | {
      kind: "semifinals-and-final";
      players: number;
      swissRounds: 4;
      /** Two tables of places 3-10, balanced like a bracket (3,6,7,10 and 4,5,8,9). */
      semifinals: [QualifyingPlace[], QualifyingPlace[]];
      /** Places 1 and 2 wait at the final table for the two semifinal winners. */
      final: { direct: [1, 2] };
      reason: string;
    };

export const ATTENDANCE_MIN_PLAYERS = 6;

/**
 * The event structure R-CMD-3 prescribes for a field of `players` participants:
 * 6-7 players play 4 Swiss rounds only; 8-16 play 4 Swiss rounds, then the top
 * 4 play one final table; 17 or more play 4 Swiss rounds, then places 3-10
 * play two semifinal tables of 4 whose winners join places 1 and 2 at the
 * final table. Places 3-10 are split like a bracket (3,6,7,10 and 4,5,8,9) so
 * the two tables are equally strong; the source does not say how. Seats at every
 * table follow the qualifying ranking (seat A = best). Fewer than 6 players
 * are refused: R-CMD-3 has no format for them.
 *
 * @example attendanceStructure(12)
 * // { kind: "final-table", players: 12, swissRounds: 4, final: { seats: [1, 2, 3, 4] }, reason: "Commander event rules: 8-16 players ..." }
 */
export function attendanceStructure(players: number): AttendanceStructure {
  if (!Number.isInteger(players) || players < 0) {
    throw new Error(`players: expected a whole number of players, got ${String(players)}`);
  }
  if (players < ATTENDANCE_MIN_PLAYERS) {
    throw new Error(
      `players: the attendance structure (Commander event rules) starts at ${ATTENDANCE_MIN_PLAYERS} players, got ${players}; choose plain Swiss instead`,
    );
  }
  if (players <= 7) {
    return { kind: "swiss-only", players, swissRounds: 4, reason: "Commander event rules: 6-7 players play 4 Swiss rounds only" };
  }
  if (players <= 16) {
    return {
      kind: "final-table",
      players,
      swissRounds: 4,
      final: { seats: [1, 2, 3, 4] },
      reason: "Commander event rules: 8-16 players play 4 Swiss rounds, then the top 4 play the final table",
    };
  }
  return {
    kind: "semifinals-and-final",
    players,
    swissRounds: 4,
    semifinals: [
      [3, 6, 7, 10],
      [4, 5, 8, 9],
    ],
    final: { direct: [1, 2] },
    reason:
      "Commander event rules: 17 or more players play 4 Swiss rounds, then places 3-10 play two semifinal tables whose winners join places 1 and 2 at the final table",
  };
}
