// Bracket layout: which seeds meet in the first round, and where byes go.
// Pure functions over seed numbers and seeded player lists.
import type { Bye, PairMatch, PlayerId } from "../model/types.ts";

/** A power of two is a valid bracket size. */
export function isBracketSize(size: number): boolean {
  return Number.isInteger(size) && size >= 2 && (size & (size - 1)) === 0;
}

/** The smallest bracket (a power of two, at least 2) that holds `players`. */
export function bracketSizeFor(players: number): number {
  let size = 2;
  while (size < players) size *= 2;
  return size;
}

/**
 * The seeds in bracket order for a bracket of `size` (a power of two): match k
 * of the first round (slot k, 1-based) is seeds[2k-2] against seeds[2k-1].
 * Built by doubling: every seed s of the smaller bracket is paired with
 * size + 1 - s, so no. 1 meets the lowest seed, nos. 1 and 2 sit in opposite
 * halves (they can only meet in the final) and, while favourites win, every
 * round pairs the best remaining seed with the worst.
 *
 * @example bracketSeedOrder(8) // [1, 8, 4, 5, 2, 7, 3, 6]: 1v8, 4v5, 2v7, 3v6
 */
export function bracketSeedOrder(size: number): number[] {
  if (!isBracketSize(size)) {
    throw new Error(`bracket size: expected a power of two (2, 4, 8, 16, ...), got ${String(size)}`);
  }
  let order = [1, 2];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((s) => [s, next + 1 - s]);
  }
  return order;
}

/**
 * The first bracket round for players listed in seed order (no. 1 first).
 * The bracket is the next power of two; the missing lowest seeds are empty
 * places, so the top seeds get first-round byes (R-PO-3: byes so that only
 * two undefeated players meet in the last round). Matches
 * list the better seed first and sit at tables 1, 2, ... in slot order.
 *
 * @example firstBracketRound(["a", "b", "c"])
 * // [{ players: ["a"], bye: true, slot: 1 }, { table: 1, players: ["b", "c"], slot: 2 }]
 */
export function firstBracketRound(seeded: readonly PlayerId[]): Array<PairMatch | Bye> {
  if (seeded.length < 2) {
    throw new Error(`bracket: a single-elimination bracket needs at least 2 players, got ${seeded.length}`);
  }
  const unique = new Set(seeded);
  if (unique.size !== seeded.length) throw new Error("bracket: a player is seeded twice");
  const order = bracketSeedOrder(bracketSizeFor(seeded.length));
  const matches: Array<PairMatch | Bye> = [];
  let table = 0;
  for (let k = 0; k < order.length / 2; k++) {
    const high = seeded[order[2 * k]! - 1];
    const low = seeded[order[2 * k + 1]! - 1];
    // The doubling puts the better seed first in every pair.
    if (high === undefined) throw new Error("bracket: internal error, a top seed is missing");
    if (low === undefined) matches.push({ players: [high], bye: true, slot: k + 1 });
    else matches.push({ table: ++table, players: [high, low], slot: k + 1 });
  }
  return matches;
}
