// The Worker: Hono routes under /api; everything else is the static web app.
import { Hono } from "hono";
import type { Env } from "./env.ts";

export { TournamentObject } from "./tournament-object.ts";

const app = new Hono<{ Bindings: Env }>();

app.get("/api/health", async (c) => {
  const row = await c.env.DB.prepare("select count(*) as n from d1_migrations").first<{ n: number }>().catch(() => null);
  return c.json({ ok: true, migrations: row?.n ?? 0 });
});

export default app;
