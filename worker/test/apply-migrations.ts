// Runs before the worker tests: applies migrations/ to the test D1, as
// `wrangler d1 migrations apply --local` does for `npm start`.
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
