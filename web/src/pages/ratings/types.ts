// Shapes of the ratings API (docs/api.md: /api/ratings, /api/profiles).
import type { HistoryPoint, Leaderboard, LeaderboardRow, Person, RatingSystem } from "../../../../shared/ratings/index.ts";

export interface PoolSummary {
  pool: string;
  label: string;
  system: RatingSystem;
  players: number;
}

/** A leaderboard row as the engine ranks it (shared/ratings/leaderboard.ts). */
export type BoardRow = LeaderboardRow;

/** GET /api/ratings/:pool: the engine's leaderboard with the pool's name and the countries to filter by. */
export interface Board extends Leaderboard {
  pool: string;
  label: string;
  system: RatingSystem;
  countries: string[];
}

export interface ProfileInfo extends Person {
  id: string;
  externalId?: string;
}

export interface ProfilePageData {
  profile: ProfileInfo;
  mergedFrom?: string;
  ratings: {
    pool: string;
    label: string;
    system: RatingSystem;
    rating: number;
    shown: string;
    rank: number;
    provisional: boolean;
    ratedMatches: number;
    history: HistoryPoint[];
  }[];
  events: { id: string; name: string; gameFormat: string; rules: string; date: string | null; finishedAt: string }[];
}

/** Where a pool's leaderboard lives. */
export const poolHref = (pool: string) => `/ratings/${encodeURIComponent(pool)}`;
export const profileHref = (id: string) => `/players/${encodeURIComponent(id)}`;
