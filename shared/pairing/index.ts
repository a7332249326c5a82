// Pairing the next round: one-on-one Swiss (R-PAIR-2's priority order, exact
// on items 1-4, certified) or Commander pod tables (R-CMD-6). Pure and deterministic:
// the same tournament always gives the same round. See docs/pairing.md.
import type { Match, PairingNote, Tournament } from "../model/types.ts";
import { rulesOf } from "../rules/rules-of.ts";
import { assertReadyToPair, fieldOf } from "./field.ts";
import { explainPods, layOutPods, solvePods, STARTS, type PodCertificate } from "./pods.ts";
import { explainSwiss, layOutSwiss, PODS_UP_TO, solveSwiss, type SwissCertificate, type SwissMethod } from "./swiss.ts";

export { PairingError } from "./errors.ts";
export { addLateArrival, lateArrivalOptions, type LateArrivalMode, type LateArrivalOptions } from "./late.ts";
export { podSizes } from "./pods.ts";
export type { SwissCertificate, PodCertificate, SwissMethod };
export { PODS_UP_TO };
export type { Cost } from "./cost.ts";

export interface PairingResult {
  round: number;
  /** Tables 1..n in order, the bye last without a table; pod tables in seat order, seat A first. */
  matches: Match[];
  /** Every bent rule, with the players involved. */
  notes: PairingNote[];
  /** Which path ran and why the result is optimal. */
  certificate: SwissCertificate | PodCertificate;
}

export interface PairOptions {
  /** Commander: "random" (default: the event's option, else random) or "points". */
  podPairing?: "random" | "points";
  /** Swiss: force a path (tests and benchmarks); "auto" picks by field size. */
  method?: SwissMethod;
  /**
   * Swiss draft events: each player's draft pod (e.g. `podMembership` of
   * shared/eventday). Pairs stay within pods unless a cross-pod pair avoids a
   * second bye or a rematch (R-PAIR-6; docs/pairing.md). Default: the
   * players' `pod` fields when any player has one, else no pods.
   */
  pods?: Record<string, number>;
}

/**
 * Pairs the next round of t. Throws a PairingError when it cannot: a match of
 * an earlier round has no result, fewer active players than the profile's
 * minimum (4), playoffs already started, or invalid data.
 */
export function pairNextRound(t: Tournament, options: PairOptions = {}): PairingResult {
  assertReadyToPair(t);
  const read = fieldOf(t, options.pods);
  const { draw } = read;
  let field = read.field;
  const notes: PairingNote[] = [];
  if (field.pods && field.ids.length > PODS_UP_TO && rulesOf(t).kind !== "pod") {
    // Only the exact matching weighs pods, and past this size it takes too long.
    field = { ...field, pods: null };
    notes.push({
      kind: "info",
      players: [],
      text: `draft pods not used: pairing within pods handles at most ${PODS_UP_TO} active players and this round has ${read.field.ids.length}; paired as one Swiss field`,
    });
  }
  if (field.round > t.options.rounds) {
    notes.push({
      kind: "info",
      players: [],
      text: `round ${field.round} is beyond the ${t.options.rounds} planned Swiss round(s)`,
    });
  }
  if (rulesOf(t).kind === "pod") {
    const mode = options.podPairing ?? t.options.podPairing ?? "random";
    const s = solvePods(field, draw, mode);
    return {
      round: field.round,
      matches: layOutPods(field, s),
      notes: [...explainPods(t, field, s), ...notes],
      certificate: {
        path: "pods-local-search",
        mode,
        repeats: s.repeats,
        proof: s.repeats === 0 ? "no-repeats" : "local-optimum",
        starts: mode === "points" ? 1 : STARTS,
      },
    };
  }
  const { pairing, certificate } = solveSwiss(field, options.method);
  return {
    round: field.round,
    matches: layOutSwiss(field, pairing),
    notes: [...explainSwiss(t, field, pairing), ...notes],
    certificate,
  };
}
