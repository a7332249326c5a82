// Rate limits: counters per key and fixed time window in D1 (docs/platform.md,
// "Rate limits", has the threat model and the arithmetic). Every attempt takes
// its place with statements that count and return the new count (INSERT ...
// ON CONFLICT DO UPDATE ... RETURNING), and the decision is made on that
// count: parallel requests cannot all pass a check made before any of them
// was counted.
//
// Two kinds of counter:
// - a target's (the table whose players' codes are guessed, a receipt, a
//   username): refuses before the secret is looked at once past its limit, so
//   guessing one target stays bounded whatever the number of addresses. Only
//   the target's own holders share it: a guesser exhausts what they attack.
// - a shared one (a client address, which a whole venue may share): counts
//   wrong secrets and answers them 429 past its limit, but never refuses a
//   right secret, so an honest player is accepted whatever others at their
//   address did.
// Secrets give every place back when they are right; a refused attempt gives
// back its own place too, so a refusal leaves no trace. Uses (sign-ups,
// applications) stay counted when they were made (or refused by the rules
// as a taken username is) and are given back when nothing happened.
import { CommandError } from "../shared/commands/errors.ts";

export interface Limit {
  /** Attempts that may stay counted per window. */
  max: number;
  windowMs: number;
  /** "Too many <what>; try again in ..." */
  what: string;
}

export type Counter = { kind: "target"; key: string; limit: Limit } | { kind: "shared"; key: string; limit: Limit };

const MINUTE = 60_000;

/** Wrong player codes at one table of one round (its 2-4 players' codes are what a guess there is compared with). */
export const CODE_PER_TABLE: Limit = { max: 10, windowMs: 10 * MINUTE, what: "wrong player codes for this table" };
/** Wrong player codes on an event's deck lists (a list names no table: a guess is compared with every code of the event). */
export const CODE_FOR_LISTS: Limit = { max: 10, windowMs: 10 * MINUTE, what: "wrong player codes for this event's lists" };
/** Wrong player codes for one player (their check-in, their own floor read): only that player's code is compared. */
export const CODE_PER_PLAYER: Limit = { max: 10, windowMs: 10 * MINUTE, what: "wrong player codes for this player" };
/** Wrong player codes from one client address for one event: answered 429 past this, while right codes still pass. */
export const CODE_PER_ADDRESS: Limit = { max: 40, windowMs: 10 * MINUTE, what: "wrong player codes from this address" };
/** Wrong codes for one registration receipt. */
export const RECEIPT_CODE_PER_RECEIPT: Limit = { max: 10, windowMs: 10 * MINUTE, what: "wrong codes for this registration" };
/** Wrong receipt codes from one client address for one event (shared: right codes still pass). */
export const RECEIPT_CODE_PER_ADDRESS: Limit = { max: 40, windowMs: 10 * MINUTE, what: "wrong registration codes from this address" };
/** Wrong passwords for one username from one address (without this username's device cookie). */
export const PASSWORD_PER_USER_ADDRESS: Limit = { max: 10, windowMs: 15 * MINUTE, what: "wrong passwords" };
/** Wrong passwords for one username from all addresses together (without its device cookie): the bound on guessing one account. */
export const PASSWORD_PER_USER: Limit = { max: 100, windowMs: 15 * MINUTE, what: "wrong passwords for this username" };
/** Wrong passwords sent with one device cookie: the owner's own phone has a budget no guesser elsewhere can spend. */
export const PASSWORD_PER_DEVICE: Limit = { max: 10, windowMs: 15 * MINUTE, what: "wrong passwords from this device" };
/** Wrong passwords from one address, whatever the username (shared: a right password still passes). */
export const PASSWORD_PER_ADDRESS: Limit = { max: 50, windowMs: 15 * MINUTE, what: "wrong passwords from this address" };
/** Every sign-up costs a 100,000-iteration hash; a taken username counts too, so usernames cannot be listed without bound. */
export const SIGNUP_LIMIT: Limit = { max: 20, windowMs: 60 * MINUTE, what: "sign-ups from this address" };
/**
 * Public registration applications per client address and event: enough for
 * a family or a club signing up from one phone or one venue Wi-Fi, not for a
 * script filling an event with fake names.
 */
export const APPLY_LIMIT: Limit = { max: 20, windowMs: 60 * MINUTE, what: "applications to this event from this address" };

/** Where a player code is compared: one table of a round, one player (a check-in, their floor read), or (a deck list) the whole event. */
export type CodeTarget = { kind: "table"; round: number; table: number } | { kind: "player"; playerId: string } | { kind: "lists" };

function targetCounter(eventId: string, target: CodeTarget): Counter {
  switch (target.kind) {
    case "table":
      return { kind: "target", key: `code-table:${eventId}:${target.round}:${target.table}`, limit: CODE_PER_TABLE };
    case "player":
      return { kind: "target", key: `code-player:${eventId}:${target.playerId}`, limit: CODE_PER_PLAYER };
    case "lists":
      return { kind: "target", key: `code-lists:${eventId}`, limit: CODE_FOR_LISTS };
  }
}

export function codeCounters(eventId: string, target: CodeTarget, address: string): Counter[] {
  return [targetCounter(eventId, target), { kind: "shared", key: `code-addr:${eventId}:${address}`, limit: CODE_PER_ADDRESS }];
}

export function receiptCounters(eventId: string, registrationId: string, address: string): Counter[] {
  return [
    { kind: "target", key: `receipt:${eventId}:${registrationId}`, limit: RECEIPT_CODE_PER_RECEIPT },
    { kind: "shared", key: `receipt-addr:${eventId}:${address}`, limit: RECEIPT_CODE_PER_ADDRESS },
  ];
}

/** A sign-in's counters: with a valid device cookie of this username, the device's own budget; else the username's. */
export function passwordCounters(username: string, address: string, device: string | null): Counter[] {
  const user = encodeURIComponent(username);
  const shared: Counter = { kind: "shared", key: `pw-addr:${address}`, limit: PASSWORD_PER_ADDRESS };
  if (device !== null) return [{ kind: "target", key: `pw-device:${device}`, limit: PASSWORD_PER_DEVICE }, shared];
  return [
    { kind: "target", key: `pw-user-addr:${user}:${address}`, limit: PASSWORD_PER_USER_ADDRESS },
    { kind: "target", key: `pw-user:${user}`, limit: PASSWORD_PER_USER },
    shared,
  ];
}

export function signupCounters(address: string): Counter[] {
  return [{ kind: "target", key: `signup:${address}`, limit: SIGNUP_LIMIT }];
}

export function applyCounters(eventId: string, address: string): Counter[] {
  return [{ kind: "target", key: `apply:${eventId}:${address}`, limit: APPLY_LIMIT }];
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

export interface Taken {
  key: string;
  window: number;
}

/**
 * Where counters are kept: D1 for counters across events (passwords, sign-ups,
 * receipts), or a tournament object's own storage for its player codes (its
 * commands run one at a time, so counting there is as atomic as D1's batch).
 */
export interface Tally {
  /** Counts one attempt per place: each new count, in order. */
  count(taken: readonly Taken[]): Promise<number[]>;
  giveBack(taken: readonly Taken[]): Promise<void>;
}

/** Counters in D1's rate_limits table, each counted with one INSERT ... RETURNING in one batch. */
export function d1Tally(db: D1Database): Tally {
  return {
    async count(taken) {
      const statements = taken.flatMap((t) => [
        db
          .prepare(
            'INSERT INTO rate_limits (key, "window", count) VALUES (?, ?, 1) ON CONFLICT (key, "window") DO UPDATE SET count = count + 1 RETURNING count',
          )
          .bind(t.key, t.window),
        // Past windows of this key are of no further use.
        db.prepare('DELETE FROM rate_limits WHERE key = ? AND "window" < ?').bind(t.key, t.window),
      ]);
      const results = await db.batch<{ count: number }>(statements);
      return taken.map((_, i) => results[i * 2]?.results[0]?.count ?? Number.POSITIVE_INFINITY);
    },
    async giveBack(taken) {
      if (taken.length === 0) return;
      await db.batch(
        taken.map((t) => db.prepare('UPDATE rate_limits SET count = count - 1 WHERE key = ? AND "window" = ? AND count > 0').bind(t.key, t.window)),
      );
    },
  };
}

/** Counts one attempt against every counter: each new count, in the counters' order. */
async function count(tally: Tally, counters: Counter[], now: number): Promise<{ taken: Taken[]; counts: number[] }> {
  const taken = counters.map((c) => ({ key: c.key, window: windowOf(c.limit, now) }));
  return { taken, counts: await tally.count(taken) };
}

/** The first counter of `kinds` whose count is past its limit. */
function firstPast(counters: Counter[], counts: number[], kinds: Counter["kind"][]): Counter | undefined {
  return counters.find((c, i) => kinds.includes(c.kind) && counts[i]! > c.limit.max);
}

/** Places taken by one use; give them back when the use did not happen. */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * A use (a sign-up, an application): counted before the work, refused with
 * 429 (leaving no trace) past any counter's limit. Otherwise the use may go
 * on; release() gives the places back when nothing was made.
 */
export async function reserve(tally: Tally, counters: Counter[], now: number): Promise<Reservation> {
  const { taken, counts } = await count(tally, counters, now);
  const past = firstPast(counters, counts, ["target", "shared"]);
  if (past) {
    await tally.giveBack(taken);
    throw new RateLimited(past.limit.what, secondsLeft(past.limit, now));
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await tally.giveBack(taken);
    },
  };
}

/**
 * Checks a secret under its counters. Counted first (so a burst of guesses
 * cannot all be checked before any is counted); a target past its limit
 * refuses before `check` runs. `check` gives what the secret opens, or null
 * for a wrong secret. A right secret gives every place back and is answered
 * whatever the shared counters say; a wrong one stays counted and is `wrong()`,
 * or 429 where a shared counter is past its limit.
 */
export async function checkSecret<T>(
  tally: Tally,
  counters: Counter[],
  now: number,
  check: () => Promise<T | null> | T | null,
  wrong: () => CommandError,
): Promise<T> {
  const { taken, counts } = await count(tally, counters, now);
  const locked = firstPast(counters, counts, ["target"]);
  if (locked) {
    await tally.giveBack(taken);
    throw new RateLimited(locked.limit.what, secondsLeft(locked.limit, now));
  }
  let opened: T | null;
  try {
    opened = await check();
  } catch (e) {
    // The check itself failed (not found, not allowed): no guess was judged.
    await tally.giveBack(taken);
    throw e;
  }
  if (opened !== null) {
    await tally.giveBack(taken);
    return opened;
  }
  const busy = firstPast(counters, counts, ["shared"]);
  if (busy) throw new RateLimited(busy.limit.what, secondsLeft(busy.limit, now));
  throw wrong();
}
