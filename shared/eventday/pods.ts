// Draft pods: how many players sit at each drafting table, and who sits where
// by the seeded draw. Dreamblade (R-DRAFT-1): pods of 3 to 5, as many
// pods of 4 as possible (9 players: a 4 and a 5, never three 3s). Magic (no
// pod rule in its source, R-DRAFT-4): pods of at most 8, as even as possible. Swiss rounds of a
// draft event pair within pods first (R-PAIR-6): `podMembership` gives
// the pairing engine each player's pod.
import { seededShuffle } from "./prng.ts";
import { type Outcome, ok, refuse } from "./outcome.ts";

export type DraftGame = "dreamblade" | "magic";

/**
 * Dreamblade pod sizes for `players`, largest first, or null when no split into
 * pods of 3 to 5 exists (1, 2; 0 has no pods at all). Maximizing pods of 4
 * leaves a remainder of 0 (all 4s), 1 (one 5), 2 (two 3s) or 3 (one 3): each is
 * the only split with that many 4s, because any other mix of 3s and 5s that
 * fills the same remainder costs more 4s.
 */
export function dreambladePodSizes(players: number): number[] | null {
  if (!Number.isInteger(players) || players < 3) return null;
  const rest = players % 4;
  const extra = rest === 0 ? [] : rest === 1 ? [5] : rest === 2 ? [3, 3] : [3];
  const fours = (players - extra.reduce((s, n) => s + n, 0)) / 4;
  if (fours < 0) return null;
  const sizes = [...Array<number>(fours).fill(4), ...extra];
  return sizes.sort((a, b) => b - a);
}

/** Magic pod sizes: the fewest pods of at most `maxPod` (8), sizes differing by at most one, largest first. Null under 2 players. */
export function magicPodSizes(players: number, maxPod = 8): number[] | null {
  if (!Number.isInteger(players) || players < 2 || !Number.isInteger(maxPod) || maxPod < 2) return null;
  const pods = Math.ceil(players / maxPod);
  const small = Math.floor(players / pods);
  const big = players % pods;
  return Array.from({ length: pods }, (_, i) => (i < big ? small + 1 : small));
}

export function podSizes(game: DraftGame, players: number): number[] | null {
  return game === "dreamblade" ? dreambladePodSizes(players) : magicPodSizes(players);
}

/** "rule": the game's pod sizes (R-DRAFT-1 for Dreamblade); "one": everyone in one pod. */
export type PodMode = "rule" | "one";

export interface Pod {
  /** 1 = the first pod. */
  pod: number;
  /** Players by seat, seat 1 first (seat 1 is the first active player, R-DRAFT-2). Seats run clockwise. */
  seats: string[];
}

/**
 * Seats `players` in pods by the seeded draw: the players are shuffled with
 * the seed, then dealt in order into the pods (largest first), seat 1 first.
 * The same players and seed always give the same seating, whatever order the
 * players were listed in. `mode: "one"` seats the whole field in one pod.
 */
export function seatPods(game: DraftGame, players: readonly string[], seed: string | number, mode: PodMode = "rule"): Outcome<Pod[]> {
  const unique = new Set(players);
  if (unique.size !== players.length) {
    const dup = players.find((p, i) => players.indexOf(p) !== i);
    return refuse("invalid", `$.players[${players.lastIndexOf(dup as string)}]`, `player "${dup}" is listed twice`);
  }
  // One table for the whole field is the organizer's choice (a small club draft); it still needs 2 players.
  const sizes = mode === "one" ? (players.length >= 2 ? [players.length] : null) : podSizes(game, players.length);
  if (!sizes) {
    const rule = game === "dreamblade" ? "Dreamblade pods hold 3 to 5 players (Dreamblade floor rules §630)" : "a Magic draft needs at least 2 players";
    return refuse("pod-size-impossible", "$.players", `${players.length} players cannot be seated in draft pods: ${rule}`);
  }
  // Sorted first so the listing order of the input never changes the draw.
  const drawn = seededShuffle(
    [...players].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    seed,
  );
  const pods: Pod[] = [];
  let at = 0;
  sizes.forEach((size, i) => {
    pods.push({ pod: i + 1, seats: drawn.slice(at, at + size) });
    at += size;
  });
  return ok(pods);
}

/**
 * Each player's pod number, for the pairing engine: Swiss rounds of a draft
 * event pair players of the same pod first (R-PAIR-6).
 */
export function podMembership(pods: readonly Pod[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of pods) for (const player of p.seats) out[player] = p.pod;
  return out;
}
