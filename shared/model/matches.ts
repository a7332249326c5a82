// The format spells match kinds as fields (bye: true, loss: true, 2 or 3-4
// players); the engine reads them through this one discriminated view.
import type { Bye, LateLoss, Match, PairMatch, PlayerId, PodTable, Round, Tournament } from "./types.ts";

export type MatchView =
  | { kind: "bye"; match: Bye }
  | { kind: "late-loss"; match: LateLoss }
  | { kind: "pair"; match: PairMatch }
  | { kind: "pod"; match: PodTable };

/** The kind of a match alone (the web app names and styles tables by it). */
export function kindOf(match: Match): MatchView["kind"] {
  if ("bye" in match) return "bye";
  if ("loss" in match) return "late-loss";
  return match.players.length === 2 ? "pair" : "pod";
}

export function viewMatch(match: Match): MatchView {
  if ("bye" in match) return { kind: "bye", match };
  if ("loss" in match) return { kind: "late-loss", match };
  if (match.players.length === 2) return { kind: "pair", match: match as PairMatch };
  return { kind: "pod", match: match as PodTable };
}

export function isBye(match: Match): match is Bye {
  return "bye" in match;
}

export function isLateLoss(match: Match): match is LateLoss {
  return "loss" in match;
}

/** Has this match still to be reported? Byes and late losses never wait. */
export function isOpen(match: Match): boolean {
  return !("bye" in match) && !("loss" in match) && match.result === undefined;
}

/** A round's stage (absent: "swiss"); "swiss" too before round 1 (no round). */
export function stageOf(round: Pick<Round, "stage"> | undefined): "swiss" | "playoff" | "semifinal" | "final" {
  return round?.stage ?? "swiss";
}

export function isSwiss(round: Pick<Round, "stage">): boolean {
  return stageOf(round) === "swiss";
}

/** The Swiss rounds only: playoff matches never change the Swiss standings. */
export function swissRounds(t: Pick<Tournament, "rounds">): Round[] {
  return t.rounds.filter(isSwiss);
}

/** The round paired last (the one being played or just finished); undefined before round 1. */
export function latestRound(t: Pick<Tournament, "rounds">): Round | undefined {
  return t.rounds[t.rounds.length - 1];
}

/**
 * Active players: registered, not dropped, and not cut at a confirmed day-2
 * cut (those keep their standing but play no more; docs/playoffs.md).
 */
export function activePlayers(t: Tournament) {
  const out = cutAtDayTwo(t);
  return t.players.filter((p) => p.dropped === null && !out.has(p.id));
}

/** The players a confirmed day-2 cut left out (empty before it is confirmed, or without one). */
export function cutAtDayTwo(t: Pick<Tournament, "players" | "dayTwoCut">): Set<PlayerId> {
  if (!t.dayTwoCut) return new Set();
  const advanced = new Set(t.dayTwoCut.advanced);
  return new Set(t.players.filter((p) => !advanced.has(p.id)).map((p) => p.id));
}
