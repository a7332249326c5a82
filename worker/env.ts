// The bindings wrangler.toml gives the Worker.
export interface Env {
  DB: D1Database;
  TOURNAMENT: DurableObjectNamespace;
  ASSETS: Fetcher;
}
