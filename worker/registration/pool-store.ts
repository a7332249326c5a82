// Venue pools: one capacity shared by the events of a day and venue, each an organizer's own.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { sha256Hex } from "../crypto.ts";
import { requireOwner } from "../routes/ownership.ts";
import { registrationSettings, venuePools } from "../db/schema.ts";
import { type Pool, poolOf } from "./store.ts";

/**
 * The statement that creates the pool and the pool it makes. Its id derives
 * from the owner and commandId, so a retry that reaches the insert (one made
 * before answers were kept) fails on the id instead of making a second pool.
 */
export async function newPool(db: D1Database, ownerId: string, body: { commandId: string; label: string; capacity: number }) {
  const pool: Pool = {
    id: `v${(await sha256Hex(`pool:${ownerId}:${body.commandId}`)).slice(0, 15)}`,
    ownerId,
    label: body.label,
    capacity: body.capacity,
    createdAt: Date.now(),
  };
  return { pool, statement: drizzle(db).insert(venuePools).values(pool) };
}

/** The owner's pools, each with the events attached to it. */
export async function poolsOf(db: D1Database, ownerId: string) {
  const pools = await drizzle(db).select().from(venuePools).where(eq(venuePools.ownerId, ownerId)).all();
  const attached = await drizzle(db).select({ eventId: registrationSettings.eventId, poolId: registrationSettings.poolId }).from(registrationSettings).all();
  return pools.map((p) => ({ ...p, events: attached.filter((a) => a.poolId === p.id).map((a) => a.eventId) }));
}

/** The pool if it is the user's, else refused as none (routes/ownership.ts); `at`: the body field that names it. */
export async function ownPool(db: D1Database, userId: string, poolId: string, at = ""): Promise<Pool> {
  return requireOwner(await poolOf(db, poolId), userId, "venue pool", at);
}

export async function editPool(db: D1Database, pool: Pool, change: { label?: string | undefined; capacity?: number | undefined }): Promise<Pool | null> {
  await drizzle(db).update(venuePools).set(change).where(eq(venuePools.id, pool.id)).run();
  return poolOf(db, pool.id);
}
