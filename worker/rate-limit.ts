// Rate limits: counters per key and fixed time window in D1 (docs/platform.md,
// "Rate limits", has the arithmetic). Every attempt takes its place with ONE
// statement that counts and returns the new count (INSERT ... ON CONFLICT DO
// UPDATE ... RETURNING), and the decision is made on that count: parallel
// requests cannot all pass a check made before any of them was counted.
// - Secrets (passwords, player codes): every attempt is counted before the
//   secret is checked; a right secret gives its place back, so only failures
//   stay counted.
// - Uses (sign-ups, public applications): counted before the work; given back
//   when nothing was created.
// Counters are taken in order (narrowest first); a refusal gives back the
// places taken before it, so one blocked address does not use up the wider
// budget of the event or the username.
import { CommandError } from "../shared/commands/errors.ts";

export interface Limit {
  /** Attempts that may stay counted per window. */
  max: number;
  windowMs: number;
  /** "Too many <what>; try again in ..." */
  what: string;
}

export interface Counter {
  key: string;
  limit: Limit;
}

const MINUTE = 60_000;

/** Wrong player codes from one client address for one event: above a venue's typos (issue 11: 20 must not lock a venue). */
export const CODE_PER_ADDRESS: Limit = { max: 40, windowMs: 10 * MINUTE, what: "wrong player codes from this address" };
/** Wrong player codes for one event from all addresses together: the bound on guessing (docs/platform.md). */
export const CODE_PER_EVENT: Limit = { max: 150, windowMs: 10 * MINUTE, what: "wrong player codes for this event" };
/** Wrong passwords for one username from one address. */
export const PASSWORD_PER_USER_ADDRESS: Limit = { max: 10, windowMs: 15 * MINUTE, what: "wrong passwords" };
/** Wrong passwords from one address, whatever the username (guessing across accounts). */
export const PASSWORD_PER_ADDRESS: Limit = { max: 50, windowMs: 15 * MINUTE, what: "wrong passwords from this address" };
/** Wrong passwords for one username from all addresses: much higher, so the owner can still sign in from elsewhere. */
export const PASSWORD_PER_USER: Limit = { max: 100, windowMs: 15 * MINUTE, what: "wrong passwords for this username" };
/** Every sign-up costs a 100,000-iteration hash: a client gets a few per hour (a browser test run signs up about 10). */
export const SIGNUP_LIMIT: Limit = { max: 20, windowMs: 60 * MINUTE, what: "sign-ups from this address" };
/**
 * Public registration applications per client address and event: enough for
 * a family or a club signing up from one phone or one venue Wi-Fi, not for a
 * script filling an event with fake names.
 */
export const APPLY_LIMIT: Limit = { max: 20, windowMs: 60 * MINUTE, what: "applications to this event from this address" };

export function codeCounters(eventId: string, address: string): Counter[] {
  return [
    { key: `code-addr:${eventId}:${address}`, limit: CODE_PER_ADDRESS },
    { key: `code-event:${eventId}`, limit: CODE_PER_EVENT },
  ];
}

export function passwordCounters(username: string, address: string): Counter[] {
  const user = encodeURIComponent(username);
  return [
    { key: `pw-user-addr:${user}:${address}`, limit: PASSWORD_PER_USER_ADDRESS },
    { key: `pw-addr:${address}`, limit: PASSWORD_PER_ADDRESS },
    { key: `pw-user:${user}`, limit: PASSWORD_PER_USER },
  ];
}

/** A 429 with the real wait: the Retry-After header (seconds) and the message say the same. */
export class RateLimited extends CommandError {
  readonly retryAfter: number;
  constructor(what: string, retryAfter: number) {
    const minutes = Math.ceil(retryAfter / 60);
    const wait = retryAfter < 60 ? `${retryAfter} second${retryAfter === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
    super("rate_limited", `Too many ${what}; try again in ${wait}.`, "");
    this.retryAfter = retryAfter;
  }
}

function windowOf(limit: Limit, now: number): number {
  return Math.floor(now / limit.windowMs);
}

/** Whole seconds until the window of `now` ends (at least 1). */
export function secondsLeft(limit: Limit, now: number): number {
  return Math.max(1, Math.ceil(((windowOf(limit, now) + 1) * limit.windowMs - now) / 1000));
}

/** Places taken by one attempt; give them back when the attempt should not count. */
export interface Reservation {
  release(): Promise<void>;
}

interface Taken {
  key: string;
  window: number;
}

async function giveBack(db: D1Database, taken: Taken[]): Promise<void> {
  if (taken.length === 0) return;
  await db.batch(taken.map((t) => db.prepare('UPDATE rate_limits SET count = count - 1 WHERE key = ? AND "window" = ? AND count > 0').bind(t.key, t.window)));
}

/**
 * Counts one attempt against each counter in turn (one atomic statement
 * each) and throws 429 at the first whose new count is past its limit,
 * giving back the places already taken. Otherwise the attempt may go on.
 */
export async function reserve(db: D1Database, counters: Counter[], now: number): Promise<Reservation> {
  const taken: Taken[] = [];
  for (const { key, limit } of counters) {
    const window = windowOf(limit, now);
    const [counted] = await db.batch<{ count: number }>([
      db
        .prepare('INSERT INTO rate_limits (key, "window", count) VALUES (?, ?, 1) ON CONFLICT (key, "window") DO UPDATE SET count = count + 1 RETURNING count')
        .bind(key, window),
      // Past windows of this key are of no further use.
      db.prepare('DELETE FROM rate_limits WHERE key = ? AND "window" < ?').bind(key, window),
    ]);
    const count = counted?.results[0]?.count ?? Number.POSITIVE_INFINITY;
    if (count > limit.max) {
      await giveBack(db, taken);
      throw new RateLimited(limit.what, secondsLeft(limit, now));
    }
    taken.push({ key, window });
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await giveBack(db, taken);
    },
  };
}
