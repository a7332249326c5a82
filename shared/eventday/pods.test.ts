import { describe, expect, it } from "vitest";
import { dreambladePodSizes, magicPodSizes, podMembership, seatPods } from "./pods.ts";

/** Independent oracle: every split of n into pods of 3, 4 and 5, by brute force. */
function splits(n: number): Array<{ threes: number; fours: number; fives: number }> {
  const out = [];
  for (let fives = 0; 5 * fives <= n; fives++) {
    for (let fours = 0; 5 * fives + 4 * fours <= n; fours++) {
      const rest = n - 5 * fives - 4 * fours;
      if (rest % 3 === 0) out.push({ threes: rest / 3, fours, fives });
    }
  }
  return out;
}

const count = (sizes: number[], k: number) => sizes.filter((s) => s === k).length;

describe("Dreamblade pods of 3 to 5, as many 4s as possible (R-DRAFT-1)", () => {
  it("seats 9 players as a 4 and a 5, never three 3s", () => {
    expect(dreambladePodSizes(9)).toEqual([5, 4]);
  });

  it("gives these splits for small fields", () => {
    expect([3, 4, 5, 6, 7, 8, 10, 11, 13, 14].map(dreambladePodSizes)).toEqual([
      [3],
      [4],
      [5],
      [3, 3],
      [4, 3],
      [4, 4],
      [4, 3, 3],
      [4, 4, 3],
      [5, 4, 4],
      [4, 4, 3, 3],
    ]);
  });

  for (let n = 3; n <= 40; n++) {
    it(`splits ${n} players legally with the most pods of 4`, () => {
      const sizes = dreambladePodSizes(n);
      expect(sizes).not.toBeNull();
      const s = sizes as number[];
      expect(s.reduce((a, b) => a + b, 0)).toBe(n);
      for (const size of s) expect(size === 3 || size === 4 || size === 5).toBe(true);
      const all = splits(n);
      const best = Math.max(...all.map((x) => x.fours));
      expect(count(s, 4)).toBe(best);
      // The best split is unique, so "maximize pods of 4" decides it entirely.
      expect(all.filter((x) => x.fours === best)).toEqual([{ threes: count(s, 3), fours: best, fives: count(s, 5) }]);
      expect(s).toEqual([...s].sort((a, b) => b - a));
    });
  }

  it("has no pods for 0, 1 or 2 players (no split into pods of 3 to 5 exists)", () => {
    for (const n of [0, 1, 2]) {
      expect(dreambladePodSizes(n)).toBeNull();
      expect(splits(n).filter((x) => x.threes + x.fours + x.fives > 0)).toEqual([]);
    }
    expect(dreambladePodSizes(-1)).toBeNull();
    expect(dreambladePodSizes(4.5)).toBeNull();
  });
});

describe("Magic pods of up to 8, as even as possible", () => {
  it("gives these splits", () => {
    expect([2, 7, 8, 9, 16, 17, 24, 25, 40].map((n) => magicPodSizes(n))).toEqual([
      [2],
      [7],
      [8],
      [5, 4],
      [8, 8],
      [6, 6, 5],
      [8, 8, 8],
      [7, 6, 6, 6],
      [8, 8, 8, 8, 8],
    ]);
  });

  for (let n = 3; n <= 40; n++) {
    it(`splits ${n} players into the fewest pods of at most 8, sizes within one`, () => {
      const s = magicPodSizes(n) as number[];
      expect(s.reduce((a, b) => a + b, 0)).toBe(n);
      expect(s.length).toBe(Math.ceil(n / 8));
      expect(Math.max(...s)).toBeLessThanOrEqual(8);
      expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
    });
  }

  it("has no pod for fewer than 2 players", () => {
    expect(magicPodSizes(1)).toBeNull();
    expect(magicPodSizes(0)).toBeNull();
  });
});

describe("seating by the seeded draw", () => {
  const players = Array.from({ length: 13 }, (_, i) => `p${i + 1}`);

  it("seats every player once, in pods of the computed sizes", () => {
    const out = seatPods("dreamblade", players, "event-42");
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.map((p) => p.seats.length)).toEqual([5, 4, 4]);
    expect(out.value.map((p) => p.pod)).toEqual([1, 2, 3]);
    expect(out.value.flatMap((p) => p.seats).sort()).toEqual([...players].sort());
  });

  it("gives the same seating for the same seed, whatever order the players are listed in", () => {
    const a = seatPods("magic", players, 7);
    const b = seatPods("magic", [...players].reverse(), 7);
    expect(a).toEqual(b);
  });

  it("gives different seatings for different seeds", () => {
    const seatings = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(seatPods("dreamblade", players, `seed-${i}`))));
    expect(seatings.size).toBe(20);
  });

  it("refuses fields that cannot be seated and duplicate players", () => {
    expect(seatPods("dreamblade", ["a", "b"], 1)).toEqual({
      ok: false,
      problems: [
        {
          code: "pod-size-impossible",
          path: "$.players",
          message: "2 players cannot be seated in draft pods: Dreamblade pods hold 3 to 5 players (Dreamblade floor rules §630)",
        },
      ],
    });
    const dup = seatPods("magic", ["a", "b", "a"], 1);
    expect(dup.ok ? null : dup.problems[0]?.path).toBe("$.players[2]");
  });

  it("tells the pairing engine each player's pod (R-PAIR-6)", () => {
    expect(
      podMembership([
        { pod: 1, seats: ["a", "b", "c", "d"] },
        { pod: 2, seats: ["e", "f", "g"] },
      ]),
    ).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 2, f: 2, g: 2 });
  });
});
