// Shapes of the ratings API (docs/api.md: /api/ratings, /api/profiles).
import type { HistoryPoint, RatingSystem } from "../../../../shared/ratings/types.ts";

export interface PoolSummary {
  pool: string;
  label: string;
  system: RatingSystem;
  players: number;
}

export interface BoardRow {
  rank: number;
  profile: string;
  name: string;
  country?: string;
  region?: string;
  rating: number;
  shown: string;
  provisional: boolean;
  ratedMatches: number;
  lastEvent: { id: string; name: string; finishedAt: string } | null;
}

export interface Board {
  pool: string;
  label: string;
  system: RatingSystem;
  countries: string[];
  ranked: BoardRow[];
  provisional: BoardRow[];
}

export interface ProfileInfo {
  id: string;
  name: string;
  country?: string;
  region?: string;
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
