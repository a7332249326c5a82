// The bindings wrangler.toml gives the Worker.
import type { TournamentObject } from "./tournament-object.ts";

export interface Env {
  DB: D1Database;
  TOURNAMENT: DurableObjectNamespace<TournamentObject>;
  ASSETS: Fetcher;
  /** Optional JSON array of Dreamblade seasons [{ id, from, to }] (docs/ratings.md); default: calendar years. */
  DREAMBLADE_SEASONS?: string;
  /** "true" only behind a proxy of ours that sets X-Forwarded-For (worker/client-address.ts); otherwise CF-Connecting-IP alone. */
  TRUST_X_FORWARDED_FOR?: string;
  /** Extra origins (space or comma separated) whose pages may write, for a deployment behind other host names (worker/csrf.ts). */
  ALLOWED_ORIGINS?: string;
  /** The deployment's secret key (a wrangler secret, at least 32 characters): receipts and device cookies are keyed by it (worker/secret.ts). */
  TOPCUT_SECRET?: string;
}
