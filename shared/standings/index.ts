// Swiss standings for every rules profile: placing, points, record and every
// tiebreaker of the profile, unrounded. Playoff rounds never count.
import type { PlayerId, Tournament } from "../model/types.ts";
import { profileOf, type OneOnOneProfile, type PodProfile, type Tiebreaker } from "../rules/profiles.ts";
import { aggregateCommander } from "./commander.ts";
import { aggregateSwiss } from "./swiss.ts";
import { directCompetition, percentages } from "./tiebreakers.ts";

export { pointsAfter } from "./points.ts";
export { commanderLoss } from "./commander.ts";

export interface StandingRow {
  player: PlayerId;
  name: string;
  registered: number;
  /** 1-based; dead-even players share a place (competition ranking 1,2,2,4). */
  place: number;
  points: number;
  record: { wins: number; losses: number; draws: number; byes: number };
  /** Matches counted in MW% (commander: tables played). */
  matches: number;
  /** Every tiebreaker of the profile, unrounded. */
  tiebreakers: Partial<Record<Tiebreaker, number>>;
  /** Own MW% (with the profile's own floor) and GW%, whether or not they break ties; null for commander. */
  matchWin: number | null;
  gameWin: number | null;
  dropped: boolean;
}

/** Swiss standings, ordered by place, then registration order. Playoff rounds (stage playoff/semifinal/final) never count. */
export function computeStandings(t: Tournament): StandingRow[] {
  const profile = profileOf(t.rules);
  return profile.kind === "pod" ? podStandings(t, profile) : oneOnOneStandings(t, profile);
}

/** Player indices in registration order (ties in `registered` keep file order). */
function registrationOrder(t: Tournament): number[] {
  return t.players.map((_, i) => i).sort((x, y) => t.players[x]!.registered - t.players[y]!.registered || x - y);
}

function oneOnOneStandings(t: Tournament, profile: OneOnOneProfile): StandingRow[] {
  const a = aggregateSwiss(t, profile);
  const need = new Set(profile.tiebreakers);
  const pct = percentages(a, profile, need);
  const direct = new Float64Array(t.players.length);
  const keyOf: Record<Tiebreaker, Float64Array> = {
    omw: pct.omw,
    gw: pct.gw,
    ogw: pct.ogw,
    oomw: pct.oomw,
    mw: pct.mw,
    direct,
  };
  const keys: Float64Array[] = [a.points];

  // Sort by points, then refine each run of players still level by the next
  // tiebreaker. A stable sort keeps registration order among dead-even players.
  const order = registrationOrder(t);
  order.sort((x, y) => a.points[y]! - a.points[x]!);
  for (const tb of profile.tiebreakers) {
    const key = keyOf[tb];
    forEachLevelRun(order, keys, (run) => {
      if (tb === "direct") {
        // Direct competition is a property of the group of tied players.
        for (const [i, s] of directCompetition(run, a)) direct[i] = s;
      }
    });
    keys.push(key);
    forEachLevelRun(order, keys.slice(0, -1), (run, start) => {
      run.sort((x, y) => key[y]! - key[x]!);
      for (let k = 0; k < run.length; k++) order[start + k] = run[k]!;
    });
  }

  const places = competitionPlaces(order, keys);
  return order.map((i, k) => {
    const tiebreakers: Partial<Record<Tiebreaker, number>> = {};
    for (const tb of profile.tiebreakers) tiebreakers[tb] = keyOf[tb][i]!;
    return standingRow(t, i, places[k]!, {
      points: a.points[i]!,
      record: { wins: a.wins[i]!, losses: a.losses[i]!, draws: a.draws[i]!, byes: a.byes[i]! },
      matches: a.mwMatches[i]!,
      tiebreakers,
      matchWin: pct.mw[i]!,
      gameWin: pct.gw[i]!,
    });
  });
}

function podStandings(t: Tournament, profile: PodProfile): StandingRow[] {
  const a = aggregateCommander(t, profile);
  const order = registrationOrder(t);
  order.sort((x, y) => a.points[y]! - a.points[x]!);
  const places = competitionPlaces(order, [a.points]);
  return order.map((i, k) =>
    standingRow(t, i, places[k]!, {
      points: a.points[i]!,
      record: { wins: a.wins[i]!, losses: a.losses[i]!, draws: 0, byes: a.byes[i]! },
      matches: a.tables[i]!,
      tiebreakers: {},
      matchWin: null,
      gameWin: null,
    }),
  );
}

/** Player i's row: who they are and their place around the profile's numbers (key order as in StandingRow). */
function standingRow(t: Tournament, i: number, place: number, numbers: Omit<StandingRow, "player" | "name" | "registered" | "place" | "dropped">): StandingRow {
  const p = t.players[i]!;
  return { player: p.id, name: p.name, registered: p.registered, place, ...numbers, dropped: p.dropped !== null };
}

function level(x: number, y: number, keys: Float64Array[]): boolean {
  for (const key of keys) if (key[x] !== key[y]) return false;
  return true;
}

/** Calls fn for every maximal run (length ≥ 2) of `order` level on all `keys`. */
function forEachLevelRun(order: number[], keys: Float64Array[], fn: (run: number[], start: number) => void) {
  let start = 0;
  for (let k = 1; k <= order.length; k++) {
    if (k < order.length && level(order[k - 1]!, order[k]!, keys)) continue;
    if (k - start >= 2) fn(order.slice(start, k), start);
    start = k;
  }
}

/** 1,2,2,4: a player level with the one above on every key shares that place. */
function competitionPlaces(order: number[], keys: Float64Array[]): number[] {
  const places: number[] = [];
  order.forEach((i, k) => {
    places.push(k > 0 && level(order[k - 1]!, i, keys) ? places[k - 1]! : k + 1);
  });
  return places;
}
