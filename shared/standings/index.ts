// Swiss standings for every rules profile: placing, points, record and every
// tiebreaker of the profile, unrounded. Playoff rounds never count.
import type { PlayerId, Tournament } from "../model/types.ts";
import type { OneOnOneProfile, PodProfile, Tiebreaker } from "../rules/profiles.ts";
import { rulesOf } from "../rules/rules-of.ts";
import { aggregateCommander } from "./commander.ts";
import { aggregateSwiss } from "./swiss.ts";
import { compare, ratio, toNumber, ZERO, type Ratio } from "./ratio.ts";
import { directCompetition, percentages } from "./tiebreakers.ts";
import { rememberExact } from "./shown.ts";
import { withDayTwoCut } from "./day-two.ts";

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
  /** Only for a player cut at a confirmed day-2 cut: the round after which they were cut (they rank below everyone who advanced). */
  cutAfter?: number;
}

/** Swiss standings, ordered by place, then registration order. Playoff rounds (stage playoff/semifinal/final) never count. */
export function computeStandings(t: Tournament): StandingRow[] {
  const profile = rulesOf(t);
  return withDayTwoCut(t, profile.kind === "pod" ? podStandings(t, profile) : oneOnOneStandings(t, profile));
}

/** Player indices in registration order (ties in `registered` keep file order). */
function registrationOrder(t: Tournament): number[] {
  return t.players.map((_, i) => i).sort((x, y) => t.players[x]!.registered - t.players[y]!.registered || x - y);
}

function oneOnOneStandings(t: Tournament, profile: OneOnOneProfile): StandingRow[] {
  const a = aggregateSwiss(t, profile);
  const need = new Set(profile.tiebreakers);
  const pct = percentages(a, profile, need);
  const direct: Ratio[] = t.players.map(() => ZERO);
  const keyOf: Record<Tiebreaker, Ratio[]> = {
    omw: pct.omw,
    gw: pct.gw,
    ogw: pct.ogw,
    oomw: pct.oomw,
    mw: pct.mw,
    direct,
    buchholz: pct.buchholz,
    "buchholz-median": pct.buchholzMedian,
    // Match wins: byes and awarded wins are wins.
    wins: t.players.map((_, i) => ratio(a.wins[i]! + a.byes[i]!, 1)),
  };
  const points = Array.from(a.points, (p) => ratio(p, 1));
  const keys: Ratio[][] = [points];

  // Sort by points, then refine each run of players still level by the next
  // tiebreaker. A stable sort keeps registration order among dead-even players.
  // Every comparison is exact (ratio.ts): values equal as fractions are level.
  const order = registrationOrder(t);
  order.sort((x, y) => compare(points[y]!, points[x]!));
  for (const tb of profile.tiebreakers) {
    const key = keyOf[tb];
    if (tb === "direct") {
      // Direct competition is a property of the group of tied players.
      forEachLevelRun(order, keys, (run) => {
        for (const [i, s] of directCompetition(run, a)) direct[i] = ratio(s, 1);
      });
    }
    forEachLevelRun(order, keys, (run, start) => {
      run.sort((x, y) => compare(key[y]!, key[x]!));
      for (let k = 0; k < run.length; k++) order[start + k] = run[k]!;
    });
    keys.push(key);
  }

  const places = competitionPlaces(order, keys);
  return order.map((i, k) => {
    const tiebreakers: Partial<Record<Tiebreaker, number>> = {};
    const fractions: Partial<Record<Tiebreaker, Ratio>> = {};
    for (const tb of profile.tiebreakers) {
      fractions[tb] = keyOf[tb][i]!;
      tiebreakers[tb] = toNumber(fractions[tb]);
    }
    const row = standingRow(t, i, places[k]!, {
      points: a.points[i]!,
      record: { wins: a.wins[i]!, losses: a.losses[i]!, draws: a.draws[i]!, byes: a.byes[i]! },
      matches: a.mwMatches[i]!,
      tiebreakers,
      matchWin: toNumber(pct.mw[i]!),
      gameWin: toNumber(pct.gw[i]!),
    });
    // The public view rounds what it shows from these (shown.ts).
    rememberExact(row, fractions);
    return row;
  });
}

function podStandings(t: Tournament, profile: PodProfile): StandingRow[] {
  const a = aggregateCommander(t, profile);
  const points = Array.from(a.points, (p) => ratio(p, 1));
  const order = registrationOrder(t);
  order.sort((x, y) => compare(points[y]!, points[x]!));
  const places = competitionPlaces(order, [points]);
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

function level(x: number, y: number, keys: Ratio[][]): boolean {
  for (const key of keys) if (compare(key[x]!, key[y]!) !== 0) return false;
  return true;
}

/** Calls fn for every maximal run (length ≥ 2) of `order` level on all `keys`. */
function forEachLevelRun(order: number[], keys: Ratio[][], fn: (run: number[], start: number) => void) {
  let start = 0;
  for (let k = 1; k <= order.length; k++) {
    if (k < order.length && level(order[k - 1]!, order[k]!, keys)) continue;
    if (k - start >= 2) fn(order.slice(start, k), start);
    start = k;
  }
}

/** 1,2,2,4: a player level with the one above on every key shares that place. */
function competitionPlaces(order: number[], keys: Ratio[][]): number[] {
  const places: number[] = [];
  order.forEach((i, k) => {
    places.push(k > 0 && level(order[k - 1]!, i, keys) ? places[k - 1]! : k + 1);
  });
  return places;
}
