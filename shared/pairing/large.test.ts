// A 1,024-player event paired for 8 rounds: every round certified optimal
// on items 1-4, every pair-down explained. (Speed is the benchmark's job.)
import { describe, expect, it } from "vitest";
import { pointsAfter } from "../standings/points.ts";
import { pairNextRound } from "./index.ts";
import { players, randomDrops, reportAll, rng, tournament } from "../test-support/random-events.ts";

describe("a large event", () => {
  it("pairs 1,024 players for 8 rounds, each round certified and explained", () => {
    const rnd = rng(1024);
    let t = tournament("large", players(1024));
    for (let r = 1; r <= 8; r++) {
      const res = pairNextRound(t);
      const cert = res.certificate as { path: string; proof: string; cost: { rematches: number; pairDown: number }; lowerBound: { pairDown: number } };
      expect(["cascade", "cascade→chain"]).toContain(cert.path);
      if (cert.path === "cascade") expect(cert.cost).toEqual(cert.lowerBound);
      expect(cert.cost.rematches).toBe(0);
      const pts = pointsAfter(t);
      const downs = res.matches.filter((m) => "table" in m && pts.get(m.players[0]!) !== pts.get(m.players[1]!));
      expect(res.notes.filter((n) => n.kind === "pair-down")).toHaveLength(downs.length);
      const sq = downs.reduce((s, m) => s + (pts.get(m.players[0]!)! - pts.get(m.players[1]!)!) ** 2, 0);
      expect(sq).toBe(cert.cost.pairDown);
      t = reportAll({ ...t, rounds: [...t.rounds, { number: res.round, matches: res.matches }] }, rnd, 0.1);
      t = randomDrops(t, rnd, 0.03);
    }
  });
});
