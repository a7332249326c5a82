// The settings of `npm run load` (scripts/load.ts), read once from the environment;
// a value out of range stops the benchmark with a message naming it.
export const base = new URL(process.env.TOPCUT_URL ?? "http://127.0.0.1:8787");
if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(base.hostname)) {
  console.error(`load: refusing ${base.origin}; this benchmark only runs against a local server (loopback).`);
  process.exit(2);
}

function bounded(name: string, fallback: number, max: number, min = 1): number {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`load: ${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
}

/** Many small events at once instead of one (0: one event). */
export const EVENTS = bounded("LOAD_EVENTS", 0, 2000, 0);
/** Players of the one event, or of each of the LOAD_EVENTS events. */
export const PLAYERS = Math.max(2, bounded("LOAD_PLAYERS", EVENTS ? 32 : 400, 8000) & ~1);
export const CONCURRENCY = bounded("LOAD_CONCURRENCY", 32, 128);
export const VIEWERS = bounded("LOAD_VIEWERS", 40, 200, 0);
export const SOCKETS = bounded("LOAD_SOCKETS", 100, 1000, 0);
export const ROUNDS = bounded("LOAD_ROUNDS", 1, 15);
export const FINISH = process.env.LOAD_FINISH === "1";
export const COMPARE = process.env.LOAD_COMPARE === undefined ? 0 : Math.max(2, bounded("LOAD_COMPARE", 100, 2000, 2) & ~1);
export const ROUND_LIMIT_MS = bounded("LOAD_ROUND_SECONDS", 120, 7200) * 1000;
/** Seconds to wait idle after the run before the last memory sample (an idle object's memory should come back). */
export const IDLE_SECONDS = bounded("LOAD_IDLE_SECONDS", 0, 3600, 0);
export const IMPORT = bounded("LOAD_IMPORT", 0, 28, 0);
/** Round 1 played live first, then the event exported and imported with the engine's IMPORT rounds after it. */
export const LIVE_FIRST = process.env.LOAD_LIVE_FIRST === "1";
/** The day-2 cut after this Swiss round (0: none): X-3 or better advance, confirmed as the organizer would. */
export const DAY_TWO = bounded("LOAD_DAY_TWO", 0, 29, 0);
/** Swiss rounds in all: the live first round, the imported ones, the live ones. */
export const SWISS_ROUNDS = (LIVE_FIRST ? 1 : 0) + IMPORT + ROUNDS;
if (SWISS_ROUNDS > 30 || (DAY_TWO > 0 && DAY_TWO >= SWISS_ROUNDS)) {
  console.error(`load: ${SWISS_ROUNDS} Swiss rounds in all (at most 30), and LOAD_DAY_TWO must come before the last`);
  process.exit(2);
}
/** One add-players command holds at most this many (shared/commands/schema.ts). */
export const PLAYERS_PER_REQUEST = 1000;
/** Viewers poll at most this often, as the web app refetches at most once a second while results stream in. */
export const POLL_MS = 1000;
