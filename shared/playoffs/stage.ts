// Starting and advancing the final stage of an event, whatever its structure:
// a seeded bracket after the Swiss, a pure single-elimination event, or the
// multiplayer finals of the attendance structure.
import type { Round, Tournament } from "../model/types.ts";
import { activePlayers, isOpen, swissRounds } from "../model/matches.ts";
import { rulesOf } from "../rules/rules-of.ts";
import { structureOf } from "../structure/visibility.ts";
import { cutPlayers, finalStageRounds, playoffBestOf, qualifyingRanking, seedsOf } from "./qualify.ts";
import { nextBracketRound, singleEliminationBracket } from "./elimination.ts";
import { finalAfterSemifinals, firstFinalStageRound } from "./finals.ts";

function append(t: Tournament, round: Round): Tournament {
  return { ...t, rounds: [...t.rounds, round] };
}

/** Throws unless every planned Swiss round is paired and reported. */
function requireSwissOver(t: Tournament): void {
  const swiss = swissRounds(t);
  if (swiss.length < t.options.rounds) {
    throw new Error(`the Swiss is not over: ${swiss.length} of ${t.options.rounds} rounds paired (options.rounds)`);
  }
  for (const round of swiss) {
    const open = round.matches.find(isOpen);
    if (open) {
      throw new Error(`the Swiss is not over: round ${round.number} table ${"table" in open ? open.table : "?"} has no result yet`);
    }
  }
}

/**
 * Appends the first round after the Swiss (or, for a pure single-elimination
 * event, the first round). "swiss-cut": the top options.cut active players by
 * Swiss placing in a seeded bracket (1v8, 4v5, 2v7, 3v6 for a top 8), stage
 * "playoff". "single-elimination": every active player seeded by registration
 * order, top seeds with byes when the field is not a power of two.
 * "attendance": the Commander final table or semifinal tables (R-CMD-3), seats by qualifying
 * ranking. The round records its seeds. Throws, changing nothing, when the
 * Swiss is unfinished, the final stage has already started or the event has
 * no final stage.
 *
 * @example startPlayoffs(t).rounds.at(-1)
 * // { number: 6, stage: "playoff", seeds: [...8 ids], matches: [{ table: 1, players: [seed1, seed8], slot: 1 }, ...] }
 */
export function startPlayoffs(t: Tournament): Tournament {
  const started = finalStageRounds(t)[0];
  if (started) throw new Error(`the final stage has already started in round ${started.number}`);
  const structure = structureOf(t);
  const profile = rulesOf(t);
  switch (structure) {
    case "swiss":
      throw new Error("options.structure: a Swiss-only event has no playoffs (set options.cut to 2, 4, 8 or 16)");
    case "swiss-cut": {
      if (profile.kind === "pod") {
        throw new Error('options.structure: multiplayer (commander) events have no one-on-one bracket; use structure "attendance"');
      }
      requireSwissOver(t);
      playoffBestOf(t);
      const seeds = cutPlayers(t);
      return append(t, singleEliminationBracket(seeds, t.rounds.length + 1));
    }
    case "single-elimination": {
      if (profile.kind === "pod") {
        throw new Error("options.structure: single elimination is one-on-one; commander events use the attendance structure");
      }
      if (swissRounds(t).length > 0) {
        throw new Error("options.structure: a single-elimination event has no Swiss rounds, but round 1 is a Swiss round");
      }
      playoffBestOf(t);
      const seeds = [...activePlayers(t)].sort((a, b) => a.registered - b.registered).map((p) => p.id);
      return append(t, singleEliminationBracket(seeds, t.rounds.length + 1));
    }
    case "attendance": {
      if (profile.kind !== "pod") {
        throw new Error(`options.structure: the attendance structure (Commander event rules) has multiplayer tables; rules "${t.rules}" are one-on-one`);
      }
      requireSwissOver(t);
      return append(t, firstFinalStageRound(t, qualifyingRanking(t)));
    }
  }
}

/**
 * After the latest final-stage round is fully reported, appends the next one:
 * in a bracket the winners of slots 1 and 2 meet in slot 1, of 3 and 4 in
 * slot 2, and so on (better seed first); in the attendance structure the two
 * semifinal winners join places 1 and 2 at the final table. Throws when a
 * result is missing or invalid (a drawn playoff match), or after the final.
 *
 * @example nextPlayoffRound(t).rounds.at(-1)!.matches // [{ table: 1, players: [seed1, seed4], slot: 1 }, { table: 2, players: [seed2, seed3], slot: 2 }]
 */
export function nextPlayoffRound(t: Tournament): Tournament {
  const stage = finalStageRounds(t);
  const last = stage.at(-1);
  if (!last) throw new Error("the playoffs have not started; start them first");
  if (t.rounds.at(-1) !== last) throw new Error(`round ${t.rounds.at(-1)!.number} is a Swiss round after the playoffs began`);
  const seeds = seedsOf(t);
  if (structureOf(t) === "attendance") return append(t, finalAfterSemifinals(t, last, seeds));
  return append(t, nextBracketRound(t, last, seeds, playoffBestOf(t)));
}
