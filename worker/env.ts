// The bindings wrangler.toml gives the Worker.
import type { TournamentObject } from "./tournament-object.ts";

export interface Env {
  DB: D1Database;
  TOURNAMENT: DurableObjectNamespace<TournamentObject>;
  ASSETS: Fetcher;
}
