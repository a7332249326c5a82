import { describe, expect, it } from "vitest";
import { pairNextRound } from "./index.ts";
import { assertComplete, bruteOptimum, costs, facts, read } from "../test-support/pairing-brute-force.ts";
import { players, randomDrops, randomRound, reportAll, rng, tournament } from "../test-support/random-events.ts";

describe("Swiss pairing is optimal on items 1-4 (brute force over every pairing)", () => {
  for (const method of ["auto", "cascade"] as const) {
    it(`random small fields, path ${method}`, () => {
      const rnd = rng(method === "auto" ? 2026 : 77);
      let checked = 0;
      let withRematch = 0;
      let byeUp = 0;
      for (let trial = 0; trial < 260; trial++) {
        const n = 4 + Math.floor(rnd() * 9); // 4..12
        let t = tournament(`bf-${method}-${trial}`, players(n));
        const rounds = 1 + Math.floor(rnd() * 5);
        for (let r = 0; r < rounds; r++) {
          // Mix engine rounds and random rounds: random ones create forced rematches.
          if (rnd() < 0.5) t = { ...t, rounds: [...t.rounds, randomRound(t, rnd)] };
          else {
            const res = pairNextRound(t);
            t = reportAll({ ...t, rounds: [...t.rounds, { number: res.round, matches: res.matches }] }, rnd, 0.15);
          }
          if (rnd() < 0.3) t = randomDrops(t, rnd, 0.12);
          if (t.players.filter((p) => p.dropped === null).length < 4) break;
        }
        if (t.players.filter((p) => p.dropped === null).length < 4) continue;
        const res = pairNextRound(t, { method });
        assertComplete(t, res.matches);
        const F = facts(t);
        const { pairs, bye } = read(res.matches);
        const got = costs(F, pairs, bye);
        const opt = bruteOptimum(F);
        expect(got, `trial ${trial}`).toEqual(opt);
        if ("cost" in res.certificate) expect(res.certificate.cost).toEqual({ extraBye: got[0]!, rematches: got[1]!, byeHeight: got[2]!, pairDown: got[3]! });
        checked++;
        if (opt[1]! > 0) withRematch++;
        if (opt[2]! > 0) byeUp++;
      }
      expect(checked).toBeGreaterThan(200);
      // The sample really exercises forced rematches and raised byes.
      expect(withRematch).toBeGreaterThan(10);
      expect(byeUp).toBeGreaterThan(3);
    });
  }
});
