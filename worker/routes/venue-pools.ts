// Venue pools (an organizer's own): one capacity across the events of a day and venue.
import { Hono } from "hono";
import { z } from "zod";
import { CommandError } from "../../shared/commands/errors.ts";
import { CommandId } from "../../shared/commands/routes.ts";
import type { PoolList, PoolSaved } from "../../shared/eventday/desk-answers.ts";
import { requireUser } from "../auth.ts";
import type { Env } from "../env.ts";
import { parseWith, readJsonObject } from "../http.ts";
import { createPool, editPool, ownPool, poolsOf } from "../registration/pools.ts";

const PoolBody = z.strictObject({
  commandId: CommandId,
  label: z.string().trim().min(1, "a pool needs a label").max(200),
  capacity: z.number().int().min(0).max(100_000),
});
const PoolEdit = z.strictObject({ label: z.string().trim().min(1).max(200).optional(), capacity: z.number().int().min(0).max(100_000).optional() });

export const venuePools = new Hono<{ Bindings: Env }>();

venuePools.post("/pools", async (c) => {
  const user = await requireUser(c);
  const body = parseWith(PoolBody, await readJsonObject(c));
  return c.json({ pool: await createPool(c.env.DB, user.id, body) } satisfies PoolSaved, 201);
});

venuePools.get("/pools", async (c) => {
  const user = await requireUser(c);
  return c.json({ pools: await poolsOf(c.env.DB, user.id) } satisfies PoolList);
});

venuePools.patch("/pools/:pid", async (c) => {
  const user = await requireUser(c);
  const pool = await ownPool(c.env.DB, user.id, c.req.param("pid"));
  const body = parseWith(PoolEdit, await readJsonObject(c));
  const saved = await editPool(c.env.DB, pool, body);
  // Pools are never deleted: gone between the two statements cannot happen, but is said plainly.
  if (!saved) throw new CommandError("not_found", "There is no such pool of yours.", "");
  return c.json({ pool: saved } satisfies PoolSaved);
});
