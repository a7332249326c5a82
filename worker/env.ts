// The bindings wrangler.toml gives the Worker.
import type { TournamentObject } from "./tournament-object.ts";
import type { DeliveryJob } from "./deliveries.ts";

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
  /** Push and webhook messages to send, queued by the tournament object after a command (worker/deliveries.ts). */
  PUSH_QUEUE?: Queue<DeliveryJob>;
  /** The VAPID key pair (wrangler secrets): the application server key (65-byte P-256 point) and its private scalar, base64url. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** VAPID "sub": who runs this deployment (mailto: or https). */
  PUSH_SUBJECT?: string;
  /** Push endpoints allowed beyond the browsers' push services: comma separated host:port (worker/push/hosts.ts). */
  PUSH_EXTRA_HOSTS?: string;
  /** Webhook addresses allowed beyond Discord's: comma separated host:port (worker/webhooks/hosts.ts). */
  WEBHOOK_EXTRA_HOSTS?: string;
  /** "on" only for the load benchmark (`LOAD_STATS=on npm start`): D1 statements are counted and GET /api/_load-stats answers (worker/d1-count.ts). */
  LOAD_STATS?: string;
}
