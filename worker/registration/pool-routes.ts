// Venue pools (an organizer's own): one capacity across the events of a day and venue.
import { Hono } from "hono";
import { z } from "zod";
import { CommandId } from "../../shared/commands/routes.ts";
import { textSchema } from "../../shared/model/input.ts";
import type { PoolList, PoolSaved } from "../../shared/eventday/desk-answers.ts";
import { answerOnce } from "../account-writes.ts";
import { requireUser } from "../auth.ts";
import type { Env } from "../env.ts";
import { parseWith, readJsonObject } from "../http.ts";
import { requireOwner } from "../routes/ownership.ts";
import { editPool, newPool, ownPool, poolsOf } from "./pool-store.ts";

export const PoolBody = z.strictObject({
  commandId: CommandId,
  label: textSchema("a pool's label", 200, "a pool needs a label"),
  capacity: z.number().int().min(0).max(100_000),
});
export const PoolEdit = z.strictObject({ label: textSchema("a pool's label", 200).optional(), capacity: z.number().int().min(0).max(100_000).optional() });

export const venuePools = new Hono<{ Bindings: Env }>();

venuePools.post("/pools", async (c) => {
  const user = await requireUser(c);
  const sent = await readJsonObject(c);
  const body = parseWith(PoolBody, sent);
  return answerOnce(c.env.DB, { what: "create-pool", userId: user.id, commandId: body.commandId, body: sent }, async () => {
    const { pool, statement } = await newPool(c.env.DB, user.id, body);
    return { statements: [statement], status: 201, answer: { pool } satisfies PoolSaved };
  });
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
  // Pools are never deleted: gone between the two statements cannot happen, but is refused as any pool not found.
  return c.json({ pool: requireOwner(saved, user.id, "venue pool") } satisfies PoolSaved);
});
