// Points after a given Swiss round: the number pairing groups players by.
import type { PlayerId, Tournament } from "../model/types.ts";
import { rulesOf } from "../rules/rules-of.ts";
import { aggregateCommander } from "./commander.ts";
import { aggregateSwiss } from "./swiss.ts";

/** Swiss points of every player in t.players (0 if none), counting the Swiss rounds (stage absent or "swiss")
 *  numbered 1..throughRound (default: all), reported results only. For "commander" these are Commander Points (start 1000). */
export function pointsAfter(t: Tournament, throughRound?: number): Map<PlayerId, number> {
  const profile = rulesOf(t);
  const points = profile.kind === "pod" ? aggregateCommander(t, profile, throughRound).points : aggregateSwiss(t, profile, throughRound).points;
  const out = new Map<PlayerId, number>();
  t.players.forEach((p, i) => out.set(p.id, points[i]!));
  return out;
}
