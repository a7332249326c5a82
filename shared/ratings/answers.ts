// What the ratings and profile routes answer (worker/routes/ratings.ts,
// docs/api.md: /api/ratings, /api/profiles). Declared once here from the
// engine's own types, so the Worker builds and the web app reads one shape.
import type { Leaderboard } from "./leaderboard.ts";
import type { HistoryPoint, Person, RatingSystem } from "./types.ts";

/** A profile as anyone reads it; `externalId` only for its creator and the staff of events that registered it. */
export type ProfileInfo = Person & { id: string; externalId?: string };

/** One pool of GET /api/ratings (pools with rated players only). */
export type RatingPoolSummary = { pool: string; label: string; system: RatingSystem; players: number };

/** GET /api/ratings/:pool: the engine's leaderboard with the pool's name and the countries to filter by. */
export type PoolBoard = Leaderboard & { pool: string; label: string; system: RatingSystem; countries: string[] };

/** A profile's standing in one pool (GET /api/profiles/:id). */
export type ProfileRating = {
  pool: string;
  label: string;
  system: RatingSystem;
  rating: number;
  /** As the leaderboard shows it: whole points, Commander to one decimal. */
  shown: string;
  rank: number;
  provisional: boolean;
  ratedMatches: number;
  history: HistoryPoint[];
};

/** A public event the profile was rated in, newest first. */
export type RatedEventLink = { id: string; name: string; gameFormat: string; rules: string; date: string | null; finishedAt: string };

/** GET /api/profiles/:id; `mergedFrom` when the address named a profile merged into this one. */
export type ProfilePage = { profile: ProfileInfo; mergedFrom?: string; ratings: ProfileRating[]; events: RatedEventLink[] };

/** GET /api/ratings. */
export type RatingPoolList = { pools: RatingPoolSummary[] };
/** GET /api/profiles?q=. */
export type ProfileSearch = { profiles: ProfileInfo[] };
/** POST /api/profiles. */
export type ProfileCreated = { profile: ProfileInfo };
/** POST /api/profiles/:id/merge: the kept profile and the pools replayed. */
export type ProfileMerged = { profile: ProfileInfo; replayed: string[] };
