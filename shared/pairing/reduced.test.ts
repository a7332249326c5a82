// The reduced exact path (big score groups stood in for by virtual members)
// must cost exactly what the plain exact matching costs, on fields large
// enough to have big groups and messy enough to have forced rematches.
import { describe, expect, it } from "vitest";
import type { Tournament } from "../model/types.ts";
import { pairNextRound } from "./index.ts";
import { players, randomDrops, randomRound, reportAll, rng, tournament } from "../test-support/random-events.ts";

describe("reduced exact paths (one matching, and the chain of segments)", () => {
  it("costs the same as the whole-field exact matching (items 1-4) on 30 random fields", () => {
    const rnd = rng(99);
    let reducedRuns = 0;
    for (let trial = 0; trial < 30; trial++) {
      const n = 50 + Math.floor(rnd() * 110);
      let t: Tournament = tournament(`red-${trial}`, players(n));
      const rounds = 1 + Math.floor(rnd() * 3);
      for (let r = 0; r < rounds; r++) {
        if (rnd() < 0.5) t = { ...t, rounds: [...t.rounds, randomRound(t, rnd, 0.2)] };
        else {
          const res = pairNextRound(t);
          t = reportAll({ ...t, rounds: [...t.rounds, { number: res.round, matches: res.matches }] }, rnd, 0.2);
        }
        t = randomDrops(t, rnd, 0.05);
      }
      const exact = pairNextRound(t, { method: "exact" });
      const reduced = pairNextRound(t, { method: "reduced" });
      const chain = pairNextRound(t, { method: "chain" });
      expect((chain.certificate as { cost: unknown }).cost, `trial ${trial}`).toEqual((exact.certificate as { cost: unknown }).cost);
      // The default path (exact up to 96 players, the cascade above) is just as good.
      const auto = pairNextRound(t);
      expect((auto.certificate as { cost: unknown }).cost, `trial ${trial}`).toEqual((exact.certificate as { cost: unknown }).cost);
      expect(reduced.certificate).toHaveProperty("cost");
      expect((reduced.certificate as { cost: unknown }).cost, `trial ${trial}`).toEqual((exact.certificate as { cost: unknown }).cost);
      const ids = reduced.matches.flatMap((m) => m.players).sort();
      expect(ids).toEqual(
        t.players
          .filter((p) => p.dropped === null)
          .map((p) => p.id)
          .sort(),
      );
      if (reduced.certificate.path === "reduced") reducedRuns++;
    }
    expect(reducedRuns).toBeGreaterThan(15);
  });
});

import { makeField } from "./field.ts";
import { solveSwiss } from "./swiss.ts";

/** A synthetic field: big and small score groups, small groups full of earlier meetings. */
function hardField(seed: number) {
  const rnd = rng(seed);
  const cap = 1 + Math.floor(rnd() * 3); // most opponents per player
  const sizes: number[] = [];
  const groups = 3 + Math.floor(rnd() * 5);
  for (let k = 0; k < groups; k++) sizes.push(rnd() < 0.45 ? 6 * cap + 6 + Math.floor(rnd() * 20) : 1 + Math.floor(rnd() * 5));
  const points: number[] = [];
  let p = 3 * groups;
  for (const s of sizes) {
    for (let c = 0; c < s; c++) points.push(p);
    p -= 1 + Math.floor(rnd() * 3);
  }
  const n = points.length;
  const deg = new Array(n).fill(0);
  const meetings: Array<[number, number, number]> = [];
  const meet = (a: number, b: number) => {
    if (a === b || deg[a] >= cap || deg[b] >= cap || meetings.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) return;
    deg[a]++;
    deg[b]++;
    meetings.push([a, b, 1 + Math.floor(rnd() * cap)]);
  };
  // Small groups meet among themselves and with their neighbours; a few random meetings elsewhere.
  let at = 0;
  for (const s of sizes) {
    if (s < 6 * cap + 6) for (let a = at; a < at + s; a++) for (let b = a + 1; b < Math.min(n, at + s + 3); b++) if (rnd() < 0.8) meet(a, b);
    at += s;
  }
  for (let k = 0; k < n; k++) meet(Math.floor(rnd() * n), Math.floor(rnd() * n));
  const byes = points.map(() => (rnd() < 0.3 ? 1 : 0));
  const ids = points.map((_, i) => `s${i}`);
  return makeField({ round: cap + 1, ids, points, byes, meetings, pairKey: (i, j) => (Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(j + 1, 0x85ebca6b)) >>> 0 });
}

describe("reduced exact path on hard synthetic fields", () => {
  it("equals the whole-field exact matching where the cascade's lower bound is out of reach", () => {
    let hard = 0;
    let reducedRuns = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const f = hardField(seed);
      const exact = solveSwiss(f, "exact");
      const reduced = solveSwiss(f, "reduced");
      const chain = solveSwiss(f, "chain");
      expect(chain.certificate.cost, `seed ${seed}`).toEqual(exact.certificate.cost);
      expect(chain.certificate.path).toBe(reduced.certificate.path === "reduced" ? "chain" : "exact");
      expect(reduced.certificate.cost, `seed ${seed}`).toEqual(exact.certificate.cost);
      if (reduced.certificate.path === "reduced") reducedRuns++;
      else expect(reduced.certificate.path).toBe("exact"); // no group big enough to stand in for
      const seen = [...reduced.pairing.pairs.flat(), ...(reduced.pairing.bye >= 0 ? [reduced.pairing.bye] : [])].sort((a, b) => a - b);
      expect(seen).toEqual(f.ids.map((_, i) => i));
      const lb = exact.certificate.lowerBound;
      if (exact.certificate.cost.rematches > 0 || exact.certificate.cost.pairDown > lb.pairDown || exact.certificate.cost.byeHeight > lb.byeHeight) hard++;
      // auto: the cascade cannot certify these, so it must fall back and still be optimal.
      expect(solveSwiss(f, "cascade").certificate.cost).toEqual(exact.certificate.cost);
    }
    expect(hard).toBeGreaterThan(20);
    expect(reducedRuns).toBeGreaterThan(80);
  });
});

describe("many pairs crossing into a big group", () => {
  it("a top group whose players have all met each other pairs down entirely (chain and reduced)", () => {
    // 5 players on 12 points have played each other (r = 4); 31 on 9 points, 4 on 6 points; nobody else met.
    const points = [...new Array(5).fill(12), ...new Array(31).fill(9), ...new Array(4).fill(6)];
    const meetings: Array<[number, number, number]> = [];
    for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) meetings.push([a, b, 1 + ((a + b) % 4)]);
    const f = makeField({
      round: 5,
      ids: points.map((_, i) => `q${i}`),
      points,
      byes: points.map(() => 0),
      meetings,
      pairKey: (i, j) => ((i + 1) * 7919 + (j + 1) * 104729) >>> 0,
    });
    const exact = solveSwiss(f, "exact");
    expect(exact.certificate.cost).toEqual({ extraBye: 0, rematches: 0, byeHeight: 0, pairDown: 5 * 9 });
    for (const method of ["chain", "reduced", "auto"] as const) {
      const res = solveSwiss(f, method);
      expect(res.certificate.cost, method).toEqual(exact.certificate.cost);
    }
    expect(solveSwiss(f, "auto").certificate.path).toBe("exact"); // 40 players: the exact path anyway
    expect(solveSwiss(f, "chain").certificate.path).toBe("chain");
  });
});
