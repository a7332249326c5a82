// drizzle-kit generate (npm run db:generate) writes SQL migrations for D1 into
// migrations/, applied by `wrangler d1 migrations apply DB`.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
