// Playoffs and final stages: seeded single-elimination brackets after the
// Swiss, pure single-elimination events, the Commander multiplayer finals (R-CMD-3), the
// bracket view and the final ranking. Documented in docs/playoffs.md.
export { bracketSeedOrder, bracketSizeFor, firstBracketRound, isBracketSize } from "./seeding.ts";
export { playoffWinner, finalTableWinner } from "./result.ts";
export type { PlayoffBestOf, TableDecision } from "./result.ts";
export { qualifyingRanking, cutPlayers, seedsOf, finalStageRounds, playoffBestOf } from "./qualify.ts";
export { singleEliminationBracket } from "./elimination.ts";
export { attendanceOf, attendanceStructureOf } from "./finals.ts";
export { qualifierCount, settledTies } from "./ties.ts";
export type { SettledTie } from "./ties.ts";
export { startPlayoffs, nextPlayoffRound } from "./stage.ts";
export { bracket, bracketRoundName } from "./view.ts";
export type { BracketView, BracketRound, BracketSlot, SeededPlayer } from "./view.ts";
export { finalRanking, UnfinishedEventError } from "./ranking.ts";
export type { RankingEntry, RankingReason } from "./ranking.ts";
