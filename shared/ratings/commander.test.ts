import { describe, expect, it } from "vitest";
import { COMMANDER, commanderRating, replayCommander } from "./commander.ts";
import { event, pod, win } from "../test-support/rating-builders.ts";
import type { PoolRatings, RatedEvent } from "./types.ts";

function replay(events: RatedEvent[]): PoolRatings {
  const r = replayCommander(events);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}
const row = (p: PoolRatings, profile: string) => p.rows.find((r) => r.profile === profile)!;

describe("commander ratings (openskill, Plackett-Luce)", () => {
  it("a newcomer's displayed rating is mu - 3 sigma = 25 - 3 x 25/3 = 0", () => {
    expect(commanderRating({ mu: COMMANDER.mu, sigma: COMMANDER.sigma })).toBeCloseTo(0, 12);
    expect(commanderRating({ mu: 30, sigma: 2 })).toBe(24);
  });

  it("the winner rises, the losers fall, and losers tied behind are treated alike", () => {
    const p = replay([
      event({ id: "e1", rules: "commander", gameFormat: "Commander", rounds: [[pod(["a", "b", "c", "d"], "c")]] }, { finishedAt: "2026-04-01" }),
    ]);
    const [a, b, c, d] = ["a", "b", "c", "d"].map((x) => row(p, x));
    expect(c!.skill!.mu).toBeGreaterThan(25);
    expect(c!.rating).toBeGreaterThan(0);
    for (const loser of [a!, b!, d!]) {
      expect(loser.skill!.mu).toBeLessThan(25);
      expect(loser.rating).toBeLessThan(0);
      expect(loser.skill).toEqual(a!.skill); // seat order does not matter among the tied losers
      expect(loser.rating).toBe(commanderRating(loser.skill!));
    }
    expect(p.rows.every((r) => r.ratedMatches === 1)).toBe(true);
  });

  it("a table where everybody lost is a tie of all: symmetric, nobody's mu moves", () => {
    const p = replay([event({ id: "e1", rules: "commander", gameFormat: "Commander", rounds: [[pod(["a", "b", "c"], null)]] }, { finishedAt: "2026-04-01" })]);
    const skills = p.rows.map((r) => r.skill!);
    expect(new Set(skills.map((s) => JSON.stringify(s))).size).toBe(1);
    expect(skills[0]!.mu).toBeCloseTo(25, 12);
    expect(skills[0]!.sigma).toBeLessThan(COMMANDER.sigma); // but everybody is known a little better
  });

  it("beating a stronger table gains more than beating a weaker one", () => {
    // w1 beats three players who each won a table before; w2 beats three who each lost one.
    const e1 = event(
      {
        id: "e1",
        rules: "commander",
        gameFormat: "Commander",
        rounds: [[pod(["s1", "x1", "x2"], "s1"), pod(["s2", "x3", "x4"], "s2"), pod(["s3", "x5", "x6"], "s3"), pod(["w1", "w2", "y1"], null)]],
      },
      { finishedAt: "2026-04-01" },
    );
    const e2 = event(
      { id: "e2", rules: "commander", gameFormat: "Commander", rounds: [[pod(["w1", "s1", "s2", "s3"], "w1"), pod(["w2", "x1", "x3", "x5"], "w2")]] },
      { finishedAt: "2026-04-08" },
    );
    const p = replay([e1, e2]);
    expect(row(p, "w1").history[1]!.delta).toBeGreaterThan(row(p, "w2").history[1]!.delta);
  });

  it("replays deterministically and rates a one-on-one match as a table of two", () => {
    const e1 = event(
      { id: "e1", rules: "commander", gameFormat: "Commander", rounds: [[pod(["a", "b", "c", "d"], "a")], [win("b", "c")]] },
      { finishedAt: "2026-04-01" },
    );
    const first = replay([e1]);
    expect(replay([e1])).toEqual(first);
    expect(row(first, "b").ratedMatches).toBe(2);
    expect(row(first, "b").skill!.mu).toBeGreaterThan(row(first, "d").skill!.mu);
  });
});
