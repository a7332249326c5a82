// The percentages behind the tiebreakers, from the aggregates, as exact
// fractions (ratio.ts): equal values are equal whatever order they were
// summed in, so renaming or reordering players never changes a placing.
import type { Floor, OneOnOneProfile, Tiebreaker } from "../rules/profiles.ts";
import { max, mean, ratio, ZERO, type Ratio } from "./ratio.ts";
import type { SwissAggregates } from "./swiss.ts";

export interface Percentages {
  /** Own MW%, with the profile's own floor (if any). */
  mw: Ratio[];
  /** Own MW% before any floor; opponents' floors apply to this. */
  mwRaw: Ratio[];
  gw: Ratio[];
  omw: Ratio[];
  ogw: Ratio[];
  oomw: Ratio[];
  /** Sum of the opponents' points, and the same without the highest and the lowest. */
  buchholz: Ratio[];
  buchholzMedian: Ratio[];
}

/** A floor as the exact fraction it names: 0.33 is 33/100, "1/3" is one third. */
export function exactFloor(floor: Floor): Ratio {
  if (typeof floor === "string") {
    const [n, d] = floor.split("/").map(Number) as [number, number];
    return ratio(n, d);
  }
  const scale = 10_000;
  return ratio(Math.round(floor * scale), scale);
}

/** Full Buchholz and median Buchholz (without the highest and the lowest score, once each, when there are 3 or more opponents). */
function buchholz(a: SwissAggregates): { full: Ratio[]; median: Ratio[] } {
  const full: Ratio[] = [];
  const median: Ratio[] = [];
  for (const opp of a.opponents) {
    const scores = opp.map((j) => a.points[j]!).sort((x, y) => x - y);
    const sum = scores.reduce((s, x) => s + x, 0);
    full.push(ratio(sum, 1));
    median.push(ratio(scores.length >= 3 ? sum - scores[0]! - scores[scores.length - 1]! : sum, 1));
  }
  return { full, median };
}

export function percentages(a: SwissAggregates, profile: OneOnOneProfile, need: ReadonlySet<Tiebreaker>): Percentages {
  const n = a.points.length;
  const ownFloor = profile.ownMatchWinFloor === null ? null : exactFloor(profile.ownMatchWinFloor);
  // Own GW%: no floor in dci-2009, club and dreamblade (R-TB-3); the current MTR floors it at 1/3.
  const ownGwFloor = profile.ownGameWinFloor == null ? null : exactFloor(profile.ownGameWinFloor);
  const mwRaw: Ratio[] = [];
  const mw: Ratio[] = [];
  const gw: Ratio[] = [];
  const gwRaw: Ratio[] = [];
  for (let i = 0; i < n; i++) {
    const m = a.mwMatches[i]!;
    // X in "points / (X × matches)" is the points of a match win.
    mwRaw.push(m > 0 ? ratio(a.mwPoints[i]!, profile.points.win * m) : ZERO);
    mw.push(ownFloor === null ? mwRaw[i]! : max(ownFloor, mwRaw[i]!));
    const g = a.games[i]!;
    const ownGw = g > 0 ? ratio(a.gamePoints[i]!, profile.gamePoints.win * g) : ZERO;
    gwRaw.push(ownGw);
    gw.push(ownGwFloor === null ? ownGw : max(ownGwFloor, ownGw));
  }
  const floor = exactFloor(profile.opponentFloor);
  const flooredMw = mwRaw.map((v) => max(floor, v));
  const omw = a.opponents.map((opp) => mean(opp.map((j) => flooredMw[j]!)));
  const ogw = need.has("ogw") ? a.opponents.map((opp) => mean(opp.map((j) => max(floor, gwRaw[j]!)))) : mw.map(() => ZERO);
  // OOMW%, read as the average of averages (R-TB-4): the mean of the opponents'
  // OMW% (each already floored per opponent), not one mean over every opponent's
  // opponent pooled; the two differ when the opponents met different numbers of players.
  const oomw = need.has("oomw") ? a.opponents.map((opp) => mean(opp.map((j) => omw[j]!))) : mw.map(() => ZERO);
  const b = need.has("buchholz") || need.has("buchholz-median") ? buchholz(a) : { full: mw.map(() => ZERO), median: mw.map(() => ZERO) };
  return { mw, mwRaw, gw, omw, ogw, oomw, buchholz: b.full, buchholzMedian: b.median };
}

/**
 * Direct competition (R-TB-5): among a group of tied players, 1 for the player
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
