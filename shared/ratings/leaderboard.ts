// A pool's public leaderboard: established players ranked, provisional
// players listed apart, with country/region and recent-activity filters.
import { z } from "zod";
import { jsonPath } from "../model/validate.ts";
import { FinishedAt, type Person, type PoolRatings, type RatingResult, type RatingSystem } from "./types.ts";

export const LeaderboardOptions = z
  .strictObject({
    /** Profile directory (names, country, region); falls back to the pool's registrations. */
    profiles: z.record(z.string(), z.strictObject({ name: z.string(), country: z.string().optional(), region: z.string().optional() })).optional(),
    country: z.string().min(1).optional(),
    /** A region within `country`. */
    region: z.string().min(1).optional(),
    /** Keep players whose last rated event finished within this many months before `now`. */
    activeMonths: z.number().int().min(1).max(600).optional(),
    now: FinishedAt.optional(),
  })
  .refine((o) => o.region === undefined || o.country !== undefined, { message: "a region is chosen within a country", path: ["region"] })
  .refine((o) => o.activeMonths === undefined || o.now !== undefined, { message: "the active filter needs `now`", path: ["now"] });
export type LeaderboardOptions = z.input<typeof LeaderboardOptions>;

export interface LeaderboardRow {
  /** 1-based; players with the same rating share a rank (1, 1, 3). */
  rank: number;
  profile: string;
  name: string;
  country?: string;
  region?: string;
  rating: number;
  /** The rating as shown: whole points, Commander to one decimal. */
  shown: string;
  provisional: boolean;
  ratedMatches: number;
  lastEvent: { id: string; name: string; finishedAt: string } | null;
}

export interface Leaderboard {
  ranked: LeaderboardRow[];
  /** Provisional players, ranked among themselves. */
  provisional: LeaderboardRow[];
}

/**
 * Ranks a replayed pool. Filters compare country and region case-insensitively;
 * "active" keeps players whose last rated event is at or after `now` minus N
 * calendar months.
 */
export function leaderboard(ratings: PoolRatings, options: unknown = {}): RatingResult<Leaderboard> {
  const parsed = LeaderboardOptions.safeParse(options);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => ({ path: `$options${jsonPath(i.path).slice(1)}`, message: i.message })) };
  }
  const o = parsed.data;
  const same = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
  const cutoff = o.activeMonths !== undefined && o.now !== undefined ? monthsBefore(o.now, o.activeMonths) : null;
  const rows: LeaderboardRow[] = [];
  for (const r of ratings.rows) {
    const person: Person = o.profiles?.[r.profile] ?? ratings.people[r.profile] ?? { name: r.profile };
    if (o.country !== undefined && !same(person.country, o.country)) continue;
    if (o.region !== undefined && !same(person.region, o.region)) continue;
    if (cutoff !== null && (r.lastEvent === null || r.lastEvent.at < cutoff)) continue;
    const row: LeaderboardRow = {
      rank: 0,
      profile: r.profile,
      name: person.name,
      rating: r.rating,
      shown: shownRating(ratings.system, r.rating),
      provisional: r.provisional,
      ratedMatches: r.ratedMatches,
      lastEvent: r.lastEvent && { id: r.lastEvent.id, name: r.lastEvent.name, finishedAt: r.lastEvent.finishedAt },
    };
    if (person.country !== undefined) row.country = person.country;
    if (person.region !== undefined) row.region = person.region;
    rows.push(row);
  }
  return { ok: true, value: { ranked: ranked(rows.filter((r) => !r.provisional)), provisional: ranked(rows.filter((r) => r.provisional)) } };
}

/** How a rating is printed: whole points, Commander's ordinal to one decimal. */
export function shownRating(system: RatingSystem, rating: number): string {
  return system === "commander" ? rating.toFixed(1) : String(Math.round(rating));
}

function ranked(rows: LeaderboardRow[]): LeaderboardRow[] {
  rows.sort((a, b) => b.rating - a.rating || (a.profile < b.profile ? -1 : a.profile > b.profile ? 1 : 0));
  rows.forEach((r, i) => {
    r.rank = i > 0 && rows[i - 1]!.rating === r.rating ? rows[i - 1]!.rank : i + 1;
  });
  return rows;
}

/** `now` minus N calendar months, as epoch ms (the day is clamped: 31 March − 1 month = 28/29 February). */
export function monthsBefore(now: string, months: number): number {
  const at = Date.parse(now.length === 10 ? `${now}T00:00:00Z` : now);
  const d = new Date(at);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() - months;
  const target = new Date(Date.UTC(y, m, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}
