// The only door from the command layer into the engine's rules. Engine
// functions throw plain Errors when the rules refuse something (an open round,
// too few players, a draw in the playoffs); here they become 422 answers.
import type { PairMatch, Player, Round, Tournament } from "../model/types.ts";
import { addLateArrival, pairNextRound } from "../pairing/index.ts";
import type { BracketView, RankingEntry, SettledTie } from "../playoffs/index.ts";
import {
  bracket,
  cutPlayers,
  finalRanking,
  finalStageRounds,
  nextPlayoffRound,
  playoffWinner,
  qualifierCount,
  settledTies,
  startPlayoffs,
} from "../playoffs/index.ts";
import { computeStandings } from "../standings/index.ts";
import { pointsBeforeRounds, standingsSoFar } from "../standings/progress.ts";
import { standingsVisibility } from "../structure/index.ts";
import { structureOf } from "../structure/visibility.ts";
import { CommandError } from "./errors.ts";
import { isSwiss } from "../model/matches.ts";
import { refuse } from "./refusals.ts";

function refusing<T>(what: string, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof CommandError) throw e;
    let message = e instanceof Error ? e.message : String(e);
    // The engine's messages name their topic ("late arrival: ..."); said once: "Cannot add a late arrival: the field is closed ...".
    const topic = /^([a-z][a-z -]*): ([\s\S]*)$/.exec(message);
    if (topic && what.includes(topic[1]!)) message = topic[2]!;
    throw refuse("engine-refused", `Cannot ${what}: ${message}`);
  }
}

/** The tournament with its next Swiss round paired by the engine (notes kept); draft events pair within pods (R-PAIR-6). */
export function withNextRound(t: Tournament, pods: Record<string, number> | null = null): { tournament: Tournament; round: Round } {
  return refusing("pair the next round", () => {
    const paired = pairNextRound(t, pods ? { pods } : {});
    const round: Round = { number: paired.round, matches: paired.matches, notes: paired.notes };
    return { tournament: { ...t, rounds: [...t.rounds, round] }, round };
  });
}

export function withLateArrival(t: Tournament, player: Player, mode: "play-bye" | "loss"): Tournament {
  return refusing("add a late arrival", () => addLateArrival(t, player, mode));
}

export function withPlayoffsStarted(t: Tournament): Tournament {
  return refusing("start the playoffs", () => startPlayoffs(t));
}

export function withNextPlayoffRound(t: Tournament): Tournament {
  return refusing("pair the next playoff round", () => nextPlayoffRound(t));
}

/** Refuses a playoff result without a winner (draws, flips, impossible scores). */
export function checkPlayoffResult(match: PairMatch, t: Tournament): void {
  const bestOf = t.options.playoffBestOf ?? t.options.bestOf;
  refusing("accept this playoff result", () => playoffWinner(match, bestOf, t.options.draws === "flip"));
}

/**
 * Standings for the views, or null if the engine cannot compute them: a view
 * must never block an event (every command stores a fresh view).
 */
export function standingsOf(t: Tournament) {
  try {
    return computeStandings(t);
  } catch {
    return null;
  }
}

/** Standings after the last complete Swiss round, or null if the engine cannot compute them. */
export function standingsSoFarOf(t: Tournament) {
  try {
    return standingsSoFar(t);
  } catch {
    return null;
  }
}

/** The points each player brought into every Swiss round, or null if the engine cannot compute them. */
export function pointsBeforeOf(t: Tournament) {
  try {
    return pointsBeforeRounds(t);
  } catch {
    return null;
  }
}

/**
 * Who would advance, seed 1 first, if the playoffs started now: the seeds the
 * engine's startPlayoffs records, or while the Swiss still runs the top of the
 * current standings (a provisional cut line). Null without a cut, once the
 * playoffs started, or when the engine cannot tell.
 */
export function cutPreviewOf(t: Tournament): string[] | null {
  if (finalStageRounds(t).length > 0 || qualifiersOf(t) === 0) return null;
  try {
    const seeds = finalStageRounds(startPlayoffs(t))[0]?.seeds;
    if (seeds) return seeds;
  } catch {
    // Not startable yet (Swiss not over): the provisional cut below.
  }
  try {
    return structureOf(t) === "swiss-cut" ? cutPlayers(t) : null;
  } catch {
    return null;
  }
}

/** How many the final stage takes; 0 where the engine cannot tell (an attendance event under its minimum). */
function qualifiersOf(t: Tournament): number {
  try {
    return qualifierCount(t);
  } catch {
    return 0;
  }
}

/**
 * Dead-even players the cut or the seeds of the final stage must separate,
 * as registration order settles them (R-TB-6): the console says so before
 * the final stage starts. Null once it started (the bracket says it then) or
 * when the engine cannot tell.
 */
export function cutTiesOf(t: Tournament): SettledTie[] | null {
  if (finalStageRounds(t).length > 0) return null;
  try {
    const qualifiers = qualifiersOf(t);
    return qualifiers === 0 ? null : settledTies(t, qualifiers);
  } catch {
    return null;
  }
}

export function standingsVisible(t: Tournament): boolean {
  return standingsVisibility(t).visible;
}

/** Bracket and final ranking when they exist; null otherwise (never throws). */
export function bracketOf(t: Tournament): BracketView | null {
  if (!t.rounds.some((r) => !isSwiss(r))) return null;
  try {
    return bracket(t);
  } catch {
    return null;
  }
}

export function finalRankingOf(t: Tournament): RankingEntry[] | null {
  try {
    return finalRanking(t);
  } catch {
    return null;
  }
}
