import { describe, expect, it } from "vitest";
import { below, createRng, seedToUint32, seededShuffle } from "./prng.ts";

describe("the seeded draw", () => {
  it("hashes seeds with FNV-1a (published test vectors)", () => {
    expect(seedToUint32("")).toBe(0x811c9dc5);
    expect(seedToUint32("a")).toBe(0xe40c292c);
    expect(seedToUint32("foobar")).toBe(0xbf9cf968);
  });

  it("repeats the same sequence for the same seed, and another for another seed", () => {
    const a = createRng("s");
    const b = createRng("s");
    const c = createRng("t");
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(xs);
    expect(createRng(1)()).not.toBe(createRng("1")());
  });

  it("shuffles into a permutation without touching the input", () => {
    const input = Object.freeze(["a", "b", "c", "d", "e", "f"]);
    const out = seededShuffle(input, "x");
    expect([...out].sort()).toEqual([...input]);
    expect(input).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("puts each item in each place about equally often over many seeds", () => {
    const n = 5;
    const runs = 20000;
    const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let s = 0; s < runs; s++) {
      seededShuffle([0, 1, 2, 3, 4], `seed-${s}`).forEach((item, place) => counts[item]![place]!++);
    }
    // Expected 4000 per cell; binomial sd ≈ 57, so ±400 is 7 sd: deterministic seeds, no flakiness.
    for (const row of counts) for (const c of row) expect(Math.abs(c - runs / n)).toBeLessThan(400);
  });

  it("draws whole numbers below n and refuses a bad n", () => {
    const rng = createRng(3);
    for (let i = 0; i < 1000; i++) {
      const x = below(rng, 7);
      expect(Number.isInteger(x) && x >= 0 && x < 7).toBe(true);
    }
    expect(() => below(rng, 0)).toThrow(RangeError);
  });
});
