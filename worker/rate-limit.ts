// Counters of failures (wrong passwords, wrong player codes) or uses
// (sign-ups, public registration applications) per key and
// fixed time window in D1. At the limit, further attempts get 429 until the
// window ends, even with the right secret.
import { and, eq, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { CommandError } from "../shared/commands/errors.ts";
import { rateLimits } from "./db/schema.ts";

export interface Limit {
  /** Failures allowed per window. */
  max: number;
  windowMs: number;
  what: string;
}

export const PASSWORD_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000, what: "wrong passwords" };
export const CODE_LIMIT: Limit = { max: 20, windowMs: 10 * 60_000, what: "wrong player codes" };
/** Every sign-up costs a 100,000-iteration hash: a client gets a few per hour. */
export const SIGNUP_LIMIT: Limit = { max: 20, windowMs: 60 * 60_000, what: "sign-ups from this address" };
/**
 * Public registration applications per client address and event: enough for
 * a family or a club signing up from one phone or one venue Wi-Fi, not for a
 * script filling an event with fake names.
 */
export const APPLY_LIMIT: Limit = { max: 20, windowMs: 60 * 60_000, what: "applications to this event from this address" };

function windowOf(limit: Limit, now: number): number {
  return Math.floor(now / limit.windowMs);
}

/** Throws 429 when any key has used up its failures in the current window. */
export async function checkLimit(db: D1Database, keys: string[], limit: Limit, now: number): Promise<void> {
  const d = drizzle(db);
  const window = windowOf(limit, now);
  for (const key of keys) {
    const row = await d.select({ count: rateLimits.count }).from(rateLimits).where(and(eq(rateLimits.key, key), eq(rateLimits.window, window))).get();
    if (row && row.count >= limit.max) {
      const wait = Math.ceil(((window + 1) * limit.windowMs - now) / 60_000);
      throw new CommandError("rate_limited", `Too many ${limit.what}; try again in ${wait} minute${wait === 1 ? "" : "s"}.`, "");
    }
  }
}

/** Counts one failure (or, for sign-ups, one use) against each key. */
export async function recordFailure(db: D1Database, keys: string[], limit: Limit, now: number): Promise<void> {
  const d = drizzle(db);
  const window = windowOf(limit, now);
  await d.batch(
    keys.flatMap((key) => [
      d.insert(rateLimits).values({ key, window, count: 1 }).onConflictDoUpdate({ target: [rateLimits.key, rateLimits.window], set: { count: sql`${rateLimits.count} + 1` } }),
      // Past windows of this key are of no further use.
      d.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.window, window))),
    ]) as [never, ...never[]],
  );
}
