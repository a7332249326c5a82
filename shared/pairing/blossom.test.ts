import { describe, expect, it } from "vitest";
import { maxWeightMatching } from "./blossom.ts";

// A small seeded generator for test data only (the engine never uses it).
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Best (size, weight) over every matching, by brute force. */
function bruteBest(n: number, w: (number | null)[][], maxCard: boolean): [number, number] {
  let best: [number, number] = [0, 0];
  const used = new Array(n).fill(false);
  const go = (v: number, size: number, weight: number) => {
    while (v < n && used[v]) v++;
    if (v >= n) {
      const better = maxCard ? size > best[0] || (size === best[0] && weight > best[1]) : weight > best[1];
      if (better) best = [size, weight];
      return;
    }
    used[v] = true;
    go(v + 1, size, weight); // v stays single
    for (let u = v + 1; u < n; u++) {
      const e = w[v]![u];
      if (!used[u] && e != null) {
        used[u] = true;
        go(v + 1, size + 1, weight + e);
        used[u] = false;
      }
    }
    used[v] = false;
  };
  go(0, 0, 0);
  return best;
}

describe("maxWeightMatching", () => {
  it("matches brute force on 600 random graphs (sparse and dense, with and without max cardinality)", () => {
    const rnd = lcg(7);
    for (let trial = 0; trial < 600; trial++) {
      const n = 1 + Math.floor(rnd() * 10);
      const density = 0.2 + rnd() * 0.8;
      const maxCard = trial % 2 === 0;
      const w: (number | null)[][] = Array.from({ length: n }, () => new Array(n).fill(null));
      const from: number[] = [];
      const to: number[] = [];
      const weight: number[] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (rnd() < density) {
            const x = Math.floor(rnd() * (trial % 3 === 0 ? 4 : 100));
            w[i]![j] = w[j]![i] = x;
            from.push(i);
            to.push(j);
            weight.push(x);
          }
      const mate = maxWeightMatching({ n, from, to, weight }, maxCard);
      let size = 0;
      let total = 0;
      for (let v = 0; v < n; v++) {
        const u = mate[v]!;
        if (u >= 0) {
          expect(mate[u]).toBe(v);
          expect(w[v]![u]).not.toBeNull();
          if (v < u) {
            size++;
            total += w[v]![u]!;
          }
        }
      }
      const [bs, bw] = bruteBest(n, w, maxCard);
      if (maxCard) expect([size, total]).toEqual([bs, bw]);
      else expect(total).toBe(bw);
    }
  });

  it("matches an exact subset DP on 24 random graphs of 14-18 vertices", () => {
    const rnd = lcg(2027);
    for (let trial = 0; trial < 24; trial++) {
      const n = 14 + (trial % 5);
      const w: number[][] = Array.from({ length: n }, () => new Array(n).fill(-1));
      const from: number[] = [];
      const to: number[] = [];
      const weight: number[] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (rnd() < 0.5) {
            const x = Math.floor(rnd() * 1000);
            w[i]![j] = w[j]![i] = x;
            from.push(i);
            to.push(j);
            weight.push(x);
          }
      // best[mask] = max (size, weight) of a matching inside mask, as size * 2^20 + weight.
      const best = new Float64Array(1 << n);
      for (let mask = 1; mask < 1 << n; mask++) {
        const v = 31 - Math.clz32(mask & -mask);
        const rest = mask & ~(1 << v);
        let b = best[rest]!;
        for (let u = v + 1; u < n; u++) {
          if (rest & (1 << u) && w[v]![u]! >= 0) b = Math.max(b, best[rest & ~(1 << u)]! + 2 ** 20 + w[v]![u]!);
        }
        best[mask] = b;
      }
      const mate = maxWeightMatching({ n, from, to, weight }, true);
      let got = 0;
      for (let v = 0; v < n; v++) if (mate[v]! > v) got += 2 ** 20 + w[v]![mate[v]!]!;
      expect(got, `trial ${trial}`).toBe(best[(1 << n) - 1]);
    }
  });

  it("returns no matching for a graph without edges", () => {
    expect([...maxWeightMatching({ n: 3, from: [], to: [], weight: [] })]).toEqual([-1, -1, -1]);
  });
});
