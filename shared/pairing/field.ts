// The field to pair: the active players with their points, byes and the
// pairs who already met (or shared a pod table), read from a tournament.
// Pairing works on indices 0..n-1 in draw order, never registration order.
import { activePlayers, isBye, isOpen, stageOf, swissRounds } from "../model/matches.ts";
import type { Tournament } from "../model/types.ts";
import { validateTournament } from "../model/validate.ts";
import { rulesOf } from "../rules/rules-of.ts";
import { pointsAfter } from "../standings/points.ts";
import { drawFor, type Draw } from "./draw.ts";
import { PairingError } from "./errors.ts";

export interface Field {
  /** The round being paired. */
  round: number;
  ids: string[];
  points: number[];
  byes: number[];
  /** Earliest round in which i and j met (0: never). */
  met(i: number, j: number): number;
  /** Everyone i met, as indices. */
  opponents: number[][];
  /** The per-pair draw key of i and j (0..2^32-1). */
  pairKey(i: number, j: number): number;
  /**
   * Draft pods (R-PAIR-6): each player's pod number, or null when the
   * event pairs without pods. A player without a pod gets a number of its own
   * below 0, so every pair of theirs is cross-pod.
   */
  pods: Int32Array | null;
}

/** 1 when i and j are paired across draft pods (always 0 without pods). */
export function crossPod(f: Field, i: number, j: number): 0 | 1 {
  return f.pods !== null && f.pods[i] !== f.pods[j] ? 1 : 0;
}

/** Builds a field from plain arrays (used by the engine and by tests). */
export function makeField(input: {
  round: number;
  ids: string[];
  points: number[];
  byes: number[];
  meetings: Array<[number, number, number]>; // i, j, round
  pairKey: (i: number, j: number) => number;
  /** Pod number per index (null: no pod); absent: the event has no pods. */
  pods?: Array<number | null>;
}): Field {
  const n = input.ids.length;
  const metRound = new Map<number, number>();
  const opponents: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b, r] of input.meetings) {
    if (a === b) continue;
    const key = a < b ? a * n + b : b * n + a;
    const prev = metRound.get(key);
    if (prev === undefined) {
      opponents[a]!.push(b);
      opponents[b]!.push(a);
      metRound.set(key, r);
    } else if (r < prev) metRound.set(key, r);
  }
  return {
    round: input.round,
    ids: input.ids,
    points: input.points,
    byes: input.byes,
    met: (i, j) => metRound.get(i < j ? i * n + j : j * n + i) ?? 0,
    opponents,
    pairKey: input.pairKey,
    pods: input.pods ? Int32Array.from(input.pods, (p, i) => p ?? -(i + 1)) : null,
  };
}

/** Refuses a tournament that cannot get a next Swiss/pod round. */
export function assertReadyToPair(t: Tournament): void {
  const v = validateTournament(t);
  if (!v.ok) {
    const p = v.problems[0]!;
    throw new PairingError(`the tournament data is invalid at ${p.path}: ${p.message}`);
  }
  for (const round of t.rounds) {
    if (stageOf(round) !== "swiss") {
      throw new PairingError(`round ${round.number} is a playoff round: Swiss pairing is over once the playoffs start`);
    }
    round.matches.forEach((m, k) => {
      if (isOpen(m)) {
        const where = "table" in m ? `table ${m.table}` : `match ${k + 1}`;
        throw new PairingError(
          `round ${round.number} is still open: ${where} (${m.players.join(" vs ")}) has no result; report it before pairing round ${t.rounds.length + 1}`,
        );
      }
    });
  }
  const plan = t.options.dayTwo;
  if (plan && !t.dayTwoCut && t.rounds.length >= plan.afterRound) {
    throw new PairingError(`day 2: confirm the day-2 cut after round ${plan.afterRound} before pairing round ${t.rounds.length + 1}`);
  }
  const active = activePlayers(t).length;
  const min = rulesOf(t).minPlayers;
  if (active < min) {
    throw new PairingError(`pairing needs at least ${min} active players; this event has ${active}`);
  }
}

/**
 * The draft pod of every player, or null when the event pairs without pods:
 * `pods` (the pairing option) when given, else the players' `pod` fields when
 * any player has one. Refuses pod numbers that are not whole numbers from 1;
 * ids of players no longer in the event (removed after seating) are ignored.
 */
export function podsOf(t: Tournament, pods?: Record<string, number>): Map<string, number> | null {
  if (pods === undefined) {
    if (!t.players.some((p) => p.pod !== undefined)) return null;
    return new Map(t.players.filter((p) => p.pod !== undefined).map((p) => [p.id, p.pod!]));
  }
  if (pods === null || typeof pods !== "object" || Array.isArray(pods)) {
    throw new PairingError('pods must map player ids to pod numbers, e.g. { "ann": 1, "bob": 2 }');
  }
  for (const [id, pod] of Object.entries(pods)) {
    if (typeof pod !== "number" || !Number.isInteger(pod) || pod < 1) {
      throw new PairingError(`pods.${id}: the pod must be a whole number from 1, not ${JSON.stringify(pod)}`);
    }
  }
  return new Map(Object.entries(pods));
}

/** Reads the field for the next round of t (call assertReadyToPair first). */
export function fieldOf(t: Tournament, pods?: Record<string, number>): { field: Field; draw: Draw } {
  const podOf = podsOf(t, pods);
  const round = t.rounds.length + 1;
  const draw = drawFor(t.id, round);
  // Draw order: the engine's input order never depends on registration.
  const ids = activePlayers(t)
    .map((p) => p.id)
    .map((id) => ({ id, key: draw.player(id) }))
    .sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : 1))
    .map((x) => x.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const pts = pointsAfter(t);
  const byes = new Array(ids.length).fill(0);
  const meetings: Array<[number, number, number]> = [];
  for (const r of swissRounds(t)) {
    for (const m of r.matches) {
      if (isBye(m)) {
        const i = index.get(m.players[0]);
        if (i !== undefined) byes[i]++;
        continue;
      }
      const seated = m.players.map((id) => index.get(id)).filter((i): i is number => i !== undefined);
      for (let a = 0; a < seated.length; a++) for (let b = a + 1; b < seated.length; b++) meetings.push([seated[a]!, seated[b]!, r.number]);
    }
  }
  const field = makeField({
    round,
    ids,
    points: ids.map((id) => pts.get(id) ?? 0),
    byes,
    meetings,
    pairKey: (i, j) => draw.pair(ids[i]!, ids[j]!),
    // Pods only when some active player has one (an empty map pairs as usual).
    ...(podOf && ids.some((id) => podOf.has(id)) ? { pods: ids.map((id) => podOf.get(id) ?? null) } : {}),
  });
  return { field, draw };
}
