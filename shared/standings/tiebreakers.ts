// The percentages behind the tiebreakers, from the aggregates. Every mean is
// summed in ascending order so equal multisets give bit-identical values:
// renaming or reordering players never changes a tiebreaker or a placing.
import type { OneOnOneProfile, Tiebreaker } from "../rules/profiles.ts";
import type { SwissAggregates } from "./swiss.ts";

export interface Percentages {
  /** Own MW%, with the profile's own floor (if any). */
  mw: Float64Array;
  /** Own MW% before any floor; opponents' floors apply to this. */
  mwRaw: Float64Array;
  gw: Float64Array;
  omw: Float64Array;
  ogw: Float64Array;
  oomw: Float64Array;
}

function meanSorted(values: number[]): number {
  if (values.length === 0) return 0;
  values.sort((x, y) => x - y);
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

export function percentages(a: SwissAggregates, profile: OneOnOneProfile, need: ReadonlySet<Tiebreaker>): Percentages {
  const n = a.points.length;
  const mwRaw = new Float64Array(n);
  const mw = new Float64Array(n);
  const gw = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const m = a.mwMatches[i]!;
    // X in "points / (X × matches)" is the points of a match win.
    mwRaw[i] = m > 0 ? a.mwPoints[i]! / (profile.points.win * m) : 0;
    mw[i] = profile.ownMatchWinFloor === null ? mwRaw[i]! : Math.max(profile.ownMatchWinFloor, mwRaw[i]!);
    const g = a.games[i]!;
    gw[i] = g > 0 ? a.gamePoints[i]! / (profile.gamePoints.win * g) : 0; // own GW%: no floor
  }
  const floor = profile.opponentFloor;
  const omw = new Float64Array(n);
  const ogw = new Float64Array(n);
  const oomw = new Float64Array(n);
  const wantOgw = need.has("ogw");
  for (let i = 0; i < n; i++) {
    const opp = a.opponents[i]!;
    omw[i] = meanSorted(opp.map((j) => Math.max(floor, mwRaw[j]!)));
    if (wantOgw) ogw[i] = meanSorted(opp.map((j) => Math.max(floor, gw[j]!)));
  }
  if (need.has("oomw")) {
    // OOMW%: the mean of the opponents' OMW% (each already floored per opponent).
    for (let i = 0; i < n; i++) oomw[i] = meanSorted(a.opponents[i]!.map((j) => omw[j]!));
  }
  return { mw, mwRaw, gw, omw, ogw, oomw };
}

/**
 * Direct competition (000): among a group of tied players, 1 for the player
 * who played every other one of them and won every match they played
 * against each other; 0 for everyone else (and for a group of one).
 */
export function directCompetition(group: number[], a: SwissAggregates): Map<number, number> {
  const score = new Map<number, number>();
  for (const i of group) score.set(i, 0);
  if (group.length < 2) return score;
  const members = new Set(group);
  for (const i of group) {
    const beaten = new Set(a.beat[i]!.filter((j) => members.has(j)));
    const lostToMember = a.lostTo[i]!.some((j) => members.has(j));
    // A draw against a member also disqualifies: each one must have been defeated.
    const drewMember = a.drew[i]!.some((j) => members.has(j));
    if (!lostToMember && !drewMember && beaten.size === group.length - 1) score.set(i, 1);
  }
  return score;
}
