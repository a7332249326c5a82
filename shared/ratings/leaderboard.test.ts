import { describe, expect, it } from "vitest";
import { replayClub } from "./elo.ts";
import { leaderboard, monthsBefore, type Leaderboard } from "./leaderboard.ts";
import { draw, event, win } from "../test-support/rating-builders.ts";
import type { PoolRatings } from "./types.ts";

// p–q and r–s play ten rounds: a win in round 1, then nine draws. p and r end
// level (same sequence), as do q and s. n and m play once, later: provisional.
const tenRounds = [[win("p", "q"), win("r", "s")], ...Array.from({ length: 9 }, () => [draw("p", "q"), draw("r", "s")])];
const e1 = event(
  {
    id: "e1",
    rounds: tenRounds,
    players: {
      p: { country: "NL", region: "Utrecht" },
      q: { country: "NL", region: "Groningen" },
      r: { country: "DE" },
      s: { country: "nl", region: "utrecht" },
    },
  },
  { finishedAt: "2025-06-01" },
);
const e2 = event({ id: "e2", rounds: [[win("n", "m")]] }, { finishedAt: "2026-05-01" });
const pool: PoolRatings = (() => {
  const r = replayClub([e1, e2]);
  if (!r.ok) throw new Error("replay failed");
  return r.value;
})();

function board(options: unknown): Leaderboard {
  const r = leaderboard(pool, options);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}
const ranks = (rows: { rank: number; profile: string }[]) => rows.map((r) => `${r.rank} ${r.profile}`);

describe("leaderboard", () => {
  it("ranks established players, lists provisional players apart, level ratings share a rank", () => {
    const b = board({});
    expect(ranks(b.ranked)).toEqual(["1 p", "1 r", "3 q", "3 s"]);
    expect(ranks(b.provisional)).toEqual(["1 n", "2 m"]);
    expect(b.provisional[0]).toEqual({
      rank: 1,
      profile: "n",
      name: "N",
      rating: 1524,
      shown: "1524",
      provisional: true,
      ratedMatches: 1,
      lastEvent: { id: "e2", name: "Event e2", finishedAt: "2026-05-01" },
    });
    expect(b.ranked[0]).toMatchObject({ ratedMatches: 10, provisional: false, country: "NL", region: "Utrecht" });
  });

  it("filters by country, then region within it, ignoring case", () => {
    expect(ranks(board({ country: "nl" }).ranked)).toEqual(["1 p", "2 q", "2 s"]);
    expect(ranks(board({ country: "NL", region: "UTRECHT" }).ranked)).toEqual(["1 p", "2 s"]);
    expect(board({ country: "NL" }).provisional).toEqual([]); // n and m registered without a country
  });

  it("the profile directory overrides registration names and places", () => {
    const b = board({ profiles: { r: { name: "Rosa", country: "NL", region: "Utrecht" } }, country: "NL", region: "Utrecht" });
    expect(b.ranked.map((r) => [r.rank, r.name])).toEqual([
      [1, "P"],
      [1, "Rosa"],
      [3, "S"],
    ]);
  });

  it("keeps players active in the last N months before now", () => {
    expect(ranks(board({ activeMonths: 6, now: "2026-05-31" }).ranked)).toEqual([]);
    expect(ranks(board({ activeMonths: 6, now: "2026-05-31" }).provisional)).toEqual(["1 n", "2 m"]);
    // Twelve months before 1 June 2026 is 1 June 2025, the day e1 finished: still active.
    expect(board({ activeMonths: 12, now: "2026-06-01" }).ranked).toHaveLength(4);
    expect(board({ activeMonths: 12, now: "2026-06-02" }).ranked).toHaveLength(0);
  });

  it("counts calendar months, clamping to the month's last day", () => {
    expect(new Date(monthsBefore("2026-03-31", 1)).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(new Date(monthsBefore("2024-03-31T12:00:00Z", 1)).toISOString()).toBe("2024-02-29T12:00:00.000Z");
    expect(new Date(monthsBefore("2026-01-15", 13)).toISOString()).toBe("2024-12-15T00:00:00.000Z");
  });

  it("says what is wrong with the options", () => {
    expect(leaderboard(pool, { region: "Utrecht" })).toEqual({
      ok: false,
      problems: [{ path: "$options.region", message: "a region is chosen within a country" }],
    });
    expect(leaderboard(pool, { activeMonths: 6 })).toEqual({
      ok: false,
      problems: [{ path: "$options.now", message: "the active filter needs `now`" }],
    });
    const bad = leaderboard(pool, { activeMonths: 0, now: "yesterday" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.path).sort()).toEqual(["$options.activeMonths", "$options.now"]);
  });
});
