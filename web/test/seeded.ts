// Seeded randomness for fixtures (who wins a table, which names), so a failure
// can be run again with the same draws: a failed test that drew any prints
// the seed, and TOPCUT_TEST_SEED=<seed> replays it. Each test draws from its
// own stream (the seed mixed with the test's name), so a test run alone with
// `-t` draws what it drew in the whole file. The server still draws its own
// pairings from the event's id (shared/pairing/draw.ts), which it chooses.
import { afterEach, beforeAll, expect } from "vitest";

const fromEnv = process.env.TOPCUT_TEST_SEED;
if (fromEnv !== undefined && !/^\d{1,10}$/.test(fromEnv)) throw new Error(`TOPCUT_TEST_SEED must be a whole number, not "${fromEnv}"`);
export const SEED = fromEnv !== undefined ? Number(fromEnv) >>> 0 : Math.floor(Math.random() * 2 ** 32);

/** Whether this file drew (a fixture built in beforeAll draws for every test of the file). */
let drew = false;

/**
 * For the calling test file: a failed test, when the file drew, prints the seed
 * (suite.ts calls this once per file; files share this module, `isolate: false`).
 */
export function printSeedOnFailure() {
  beforeAll(() => {
    drew = false;
  });
  afterEach((ctx) => {
    if (ctx.task.result?.state === "fail" && drew)
      console.error(`"${ctx.task.name}": this file's fixtures drew from seed ${SEED}; rerun with TOPCUT_TEST_SEED=${SEED}`);
  });
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small generator of numbers in [0, 1), plenty for test data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export interface Draw {
  /** A number in [0, 1). */
  (): number;
  /** One of `items`. */
  pick<T>(items: readonly T[]): T;
}

/** A stream of draws: this test's, or the named one (for a fixture built in beforeAll). */
export function fixtureRandom(label = expect.getState().currentTestName ?? ""): Draw {
  drew = true;
  const next = mulberry32(SEED ^ fnv1a(label));
  const draw = (() => next()) as Draw;
  draw.pick = (items) => items[Math.floor(next() * items.length)]!;
  return draw;
}
