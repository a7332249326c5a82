// Event structures: how many Swiss rounds, what follows them, what players see.
export { recommendedRounds, roundsForOneUnbeaten, MIN_SWISS_PLAYERS, CUTS, DREAMBLADE_PLAYOFF } from "./rounds.ts";
export type { Cut, RoundsQuery, RoundsRecommendation } from "./rounds.ts";
export { attendanceStructure, ATTENDANCE_MIN_PLAYERS } from "./attendance.ts";
export type { AttendanceStructure, QualifyingPlace } from "./attendance.ts";
export { standingsVisibility, swissFinished, structureOf } from "./visibility.ts";
export type { EventStructure, Visibility } from "./visibility.ts";
export { dayTwoPreview, confirmDayTwo, dayTwoPending, cutAtDayTwo, DayTwoError } from "./day-two.ts";
export type { DayTwoPreview } from "./day-two.ts";
