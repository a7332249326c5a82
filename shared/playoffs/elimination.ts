// One-on-one single elimination: the first bracket round from the seeds, and
// each next round from the winners (winner of slot 1 meets winner of slot 2).
import type { Bye, PairMatch, PlayerId, Round, Tournament } from "../model/types.ts";
import { viewMatch } from "../model/matches.ts";
import { firstBracketRound, isBracketSize } from "./seeding.ts";
import { playoffWinner, type PlayoffBestOf } from "./result.ts";

/**
 * A pure single-elimination event's first round for players in seed order:
 * the bracket is the next power of two and the top seeds get first-round
 * byes (R-PO-3). `roundNumber` is the round's number in
 * the tournament. The round records the seeds.
 *
 * @example singleEliminationBracket(["a", "b", "c", "d", "e"], 1).matches
 * // a, b and c have byes (slots 1, 3, 4); d v e at table 1 in slot 2
 */
export function singleEliminationBracket(seeded: readonly PlayerId[], roundNumber: number): Round {
  if (!Number.isInteger(roundNumber) || roundNumber < 1) {
    throw new Error(`round number: expected a whole number from 1, got ${String(roundNumber)}`);
  }
  return { number: roundNumber, stage: "playoff", matches: firstBracketRound(seeded), seeds: [...seeded] };
}

/** The winner of every slot of a bracket round; throws when one is missing. */
export function slotWinners(round: Round, bestOf: PlayoffBestOf, flips = false): Map<number, PlayerId> {
  const winners = new Map<number, PlayerId>();
  round.matches.forEach((match, m) => {
    const view = viewMatch(match);
    const slot = "slot" in match ? match.slot : undefined;
    const where = `round ${round.number} match ${m + 1}`;
    if (slot === undefined) throw new Error(`${where}: a bracket match needs a slot (its bracket position)`);
    if (winners.has(slot)) throw new Error(`${where}: slot ${slot} is used twice`);
    let winner: PlayerId | null;
    if (view.kind === "bye") winner = view.match.players[0];
    else if (view.kind === "pair") winner = playoffWinner(view.match, bestOf, flips);
    else throw new Error(`${where}: a one-on-one bracket has no ${view.kind === "pod" ? "multiplayer tables" : "late losses"}`);
    if (winner === null) {
      throw new Error(`round ${round.number} table ${(view.match as PairMatch).table}: the playoff match has no result yet`);
    }
    winners.set(slot, winner);
  });
  const size = winners.size;
  if (!isBracketSize(size * 2)) throw new Error(`round ${round.number}: a bracket round has 1, 2, 4, 8, ... slots, not ${size}`);
  for (let s = 1; s <= size; s++) {
    if (!winners.has(s)) throw new Error(`round ${round.number}: slot ${s} is missing (slots are 1-${size})`);
  }
  return winners;
}

/**
 * The next bracket round after `last` (every match decided): the winners of
 * slots 2k-1 and 2k meet in slot k at table k, the better seed listed first.
 */
export function nextBracketRound(t: Tournament, last: Round, seeds: readonly PlayerId[], bestOf: PlayoffBestOf): Round {
  const winners = slotWinners(last, bestOf, t.options.draws === "flip");
  if (winners.size === 1) {
    throw new Error(`round ${last.number} was the final, won by "${winners.get(1)}"; the playoffs are over`);
  }
  const seedOf = (id: PlayerId) => {
    const i = seeds.indexOf(id);
    return i < 0 ? Number.POSITIVE_INFINITY : i;
  };
  const matches: Array<PairMatch | Bye> = [];
  for (let k = 1; k <= winners.size / 2; k++) {
    const pair = [winners.get(2 * k - 1)!, winners.get(2 * k)!].sort((x, y) => seedOf(x) - seedOf(y)) as [PlayerId, PlayerId];
    matches.push({ table: k, players: pair, slot: k });
  }
  return { number: t.rounds.length + 1, stage: "playoff", matches };
}
