// Shapes of the ratings API (docs/api.md: /api/ratings, /api/profiles).
import type { LeaderboardRow } from "../../../../shared/ratings/index.ts";
import type { PoolBoard, ProfileInfo, ProfilePage, RatingPoolSummary } from "../../../../shared/ratings/answers.ts";

// None is written here: the Worker builds these shapes by shared/ratings/answers.ts.
export type { ProfileInfo };
/** One pool of GET /api/ratings. */
export type PoolSummary = RatingPoolSummary;
/** A leaderboard row as the engine ranks it (shared/ratings/leaderboard.ts). */
export type BoardRow = LeaderboardRow;
/** GET /api/ratings/:pool: the engine's leaderboard with the pool's name and the countries to filter by. */
export type Board = PoolBoard;
/** GET /api/profiles/:id. */
export type ProfilePageData = ProfilePage;

/** Where a pool's leaderboard lives. */
export const poolHref = (pool: string) => `/ratings/${encodeURIComponent(pool)}`;
export const profileHref = (id: string) => `/players/${encodeURIComponent(id)}`;
