// Shared helpers for benchmarks (bench/*.bench.ts). Benchmarks print medians;
// they are not tests and never fail on speed.

/** Median wall time in milliseconds of `times` runs of fn, after one warm-up run. */
export function median(fn: () => unknown, times = 7): number {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const mid = samples.length >> 1;
  return samples.length % 2 ? samples[mid]! : (samples[mid - 1]! + samples[mid]!) / 2;
}

/** Async variant of median for benchmarks that await. */
export async function medianAsync(fn: () => Promise<unknown>, times = 7): Promise<number> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const mid = samples.length >> 1;
  return samples.length % 2 ? samples[mid]! : (samples[mid - 1]! + samples[mid]!) / 2;
}

export interface MemoryReport<T> {
  value: T;
  /** The process's peak resident set size after fn, in MB (a high-water mark over the whole run so far). */
  peakRssMB: number;
  /** How far the peak RSS rose while fn ran, in MB (0 when an earlier peak was higher). */
  peakRssGrowthMB: number;
  /** Heap in use after fn minus before, in MB (what fn's result keeps alive, roughly). */
  heapUsedDeltaMB: number;
}

const MB = 1024 * 1024;

/** Runs fn once and reports memory: peak RSS (process high-water mark) and heap growth. */
export function peakMemory<T>(fn: () => T): MemoryReport<T> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const rssBefore = process.resourceUsage().maxRSS * 1024;
  const heapBefore = process.memoryUsage().heapUsed;
  const value = fn();
  const heapAfter = process.memoryUsage().heapUsed;
  const rssAfter = process.resourceUsage().maxRSS * 1024;
  return {
    value,
    peakRssMB: round1(rssAfter / MB),
    peakRssGrowthMB: round1((rssAfter - rssBefore) / MB),
    heapUsedDeltaMB: round1((heapAfter - heapBefore) / MB),
  };
}

export const round1 = (x: number) => Math.round(x * 10) / 10;

/** mulberry32: a tiny seeded PRNG (uniform in [0, 1)), so every run builds the same synthetic data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
