// The seeded draw: a small PRNG written for Topcut, so that the same seed
// always seats the same pods (on the Worker, in the browser and in the CLI).
// A seed string is hashed to 32 bits (FNV-1a); the generator is a Weyl
// sequence (step 0x9E3779B9, the 32-bit golden ratio) passed through the
// murmur3 32-bit finalizer, which mixes every input bit into every output bit.

/** Hashes a seed (string or integer) to an unsigned 32-bit number. */
export function seedToUint32(seed: string | number): number {
  const text = typeof seed === "number" ? `#${seed}` : seed;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator of unsigned 32-bit numbers, deterministic from its seed. */
export function createRng(seed: string | number): () => number {
  let state = seedToUint32(seed);
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A uniform whole number in [0, n): rejection sampling keeps it unbiased. */
export function below(rng: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`below(n): n must be a whole number in 1..2^32, got ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = rng();
    if (x < limit) return x % n;
  }
}

/** A new array with the items in a seeded random order (Fisher-Yates). */
export function seededShuffle<T>(items: readonly T[], seed: string | number): T[] {
  const out = items.slice();
  const rng = createRng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
