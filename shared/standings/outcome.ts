// What a reported one-on-one result means for the two players: who won the
// match (if anyone) and the games each side is credited with. Every profile
// reads results through this one function so a flip, an intentional draw or
// an awarded match is interpreted in exactly one place.
import type { PairMatch, TwoPlayerResult } from "../model/types.ts";

export type PairOutcome =
  /** Played (or flipped) to a winner; `side` 0 = first player, 1 = second. */
  | { kind: "win"; side: 0 | 1; games: [number, number, number]; flip: boolean }
  /** A drawn game score without a flip: a match draw. */
  | { kind: "draw"; games: [number, number, number] }
  /** Agreed before or during the match; no games are credited. */
  | { kind: "intentional-draw" }
  /** No-show or penalty: `side` is awarded the match. */
  | { kind: "awarded"; side: 0 | 1 };

export function pairOutcome(match: PairMatch, result: TwoPlayerResult): PairOutcome {
  if ("intentionalDraw" in result) return { kind: "intentional-draw" };
  if ("awarded" in result) return { kind: "awarded", side: result.awarded === match.players[1] ? 1 : 0 };
  const games: [number, number, number] = [result.games[0], result.games[1], result.games[2]];
  if (games[0] > games[1]) return { kind: "win", side: 0, games, flip: false };
  if (games[1] > games[0]) return { kind: "win", side: 1, games, flip: false };
  // A drawn game score: a Chaos Orb flip, when reported, settles the match.
  if (result.flip !== undefined) {
    return { kind: "win", side: result.flip === match.players[1] ? 1 : 0, games, flip: true };
  }
  return { kind: "draw", games };
}
