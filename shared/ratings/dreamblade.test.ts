import { describe, expect, it } from "vitest";
import { replayDreamblade, type DreambladeRatings } from "./dreamblade.ts";
import { awarded, bye, draw, event, late, win } from "../test-support/rating-builders.ts";
import type { RatedEvent } from "./types.ts";

const seasons = [
  { id: "2026-H1", from: "2026-01-01", to: "2026-06-30" },
  { id: "2026-H2", from: "2026-07-01", to: "2026-12-31" },
];
function replay(events: RatedEvent[]): DreambladeRatings {
  const r = replayDreamblade(events, seasons);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}
/** Two more players, so an event of a and b reaches R-MIN-1's four participants. */
const FIELD = [win("f1", "f2")];
/** Season points by profile, the FIELD players left out. */
const points = (d: DreambladeRatings, season: string) =>
  Object.fromEntries(
    d.seasons
      .find((s) => s.season.id === season)!
      .ratings.rows.filter((r) => !r.profile.startsWith("f"))
      .map((r) => [r.profile, r.rating]),
  );

describe("dreamblade season points (R-RATE-3)", () => {
  it("gives 2 per win, 1 per loss, 1 per draw, 2 per bye, plus bonus points", () => {
    const e = event(
      {
        id: "e1",
        rules: "dreamblade",
        gameFormat: "Dreamblade Constructed",
        rounds: [[win("a", "b"), bye("c"), late("d")], [win("c", "a"), awarded("b", "d", "b")], [draw("a", "b")]],
      },
      { finishedAt: "2026-03-01", bonus: { a: 5 } },
    );
    const d = replay([e]);
    // a: win 2 + loss 1 + draw 1 + bonus 5 = 9; b: loss 1 + awarded (counted like a bye) 2 + draw 1 = 4;
    // c: bye 2 + win 2 = 4; d: a late-arrival loss and a no-show: nothing played, no points.
    expect(points(d, "2026-H1")).toEqual({ a: 9, b: 4, c: 4 });
    const a = d.seasons[0]!.ratings.rows.find((r) => r.profile === "a")!;
    expect(a.ratedMatches).toBe(3);
    expect(a.history).toEqual([{ event: "e1", finishedAt: "2026-03-01", rating: 9, delta: 9, matches: 3 }]);
  });

  it("one rating for every Dreamblade format (R-RATE-3): Constructed and Limited share the pool", () => {
    const c = event({ id: "c", rules: "dreamblade", gameFormat: "Dreamblade Constructed", rounds: [[win("a", "b"), ...FIELD]] }, { finishedAt: "2026-03-01" });
    const l = event({ id: "l", rules: "dreamblade", gameFormat: "Dreamblade Limited", rounds: [[win("a", "b"), ...FIELD]] }, { finishedAt: "2026-03-02" });
    expect(points(replay([c, l]), "2026-H1")).toEqual({ a: 4, b: 2 });
  });

  it("a match on a season's last day counts in it; the next day starts the next season from zero", () => {
    // 23:30 at UTC-5 is already 1 July in UTC; the event's own calendar day (30 June) decides.
    const last = event({ id: "last", rules: "dreamblade", rounds: [[win("a", "b"), ...FIELD]] }, { finishedAt: "2026-06-30T23:30:00-05:00" });
    const first = event({ id: "first", rules: "dreamblade", rounds: [[win("b", "a"), ...FIELD]] }, { finishedAt: "2026-07-01" });
    const before = event({ id: "old", rules: "dreamblade", rounds: [[win("b", "a"), ...FIELD]] }, { finishedAt: "2025-12-31" });
    const d = replay([first, last, before]);
    expect(points(d, "2026-H1")).toEqual({ a: 2, b: 1 });
    expect(points(d, "2026-H2")).toEqual({ a: 1, b: 2 });
    expect(d.seasons.map((s) => s.ratings.applied)).toEqual([["last"], ["first"]]);
    expect(d.skipped).toEqual([{ event: "old", reason: "finished on 2025-12-31, outside every season" }]);
  });

  it("R-MIN-1: an event with fewer than four participants did not occur and is not rated, however it got there", () => {
    // R-MIN-1: below four participants a Dreamblade event is not sanctioned
    // and is left out of the ratings.
    const three = event(
      {
        id: "three",
        rules: "dreamblade",
        rounds: [
          [win("a", "b"), bye("c")],
          [win("c", "a"), bye("b")],
        ],
      },
      { finishedAt: "2026-03-01" },
    );
    // A no-show given an awarded loss did not take part either.
    const noShow = event({ id: "noshow", rules: "dreamblade", rounds: [[win("a", "b"), awarded("c", "d", "c")]] }, { finishedAt: "2026-03-02" });
    const four = event({ id: "four", rules: "dreamblade", rounds: [[win("a", "b"), ...FIELD]] }, { finishedAt: "2026-03-03" });
    const d = replay([three, noShow, four]);
    expect(d.seasons[0]!.ratings.applied).toEqual(["four"]);
    expect(points(d, "2026-H1")).toEqual({ a: 2, b: 1 });
    expect(d.skipped).toEqual([
      { event: "three", reason: "fewer than 4 players took part: the event did not occur (Dreamblade floor rules §310)" },
      { event: "noshow", reason: "fewer than 4 players took part: the event did not occur (Dreamblade floor rules §310)" },
    ]);
  });

  it("the event's own date decides its season, not the UTC instant it finished", () => {
    // Finished 30 June 2026 at 21:30 in New York = 1 July 01:30 UTC, stored as UTC by the platform.
    const evening = event(
      { id: "ny", rules: "dreamblade", rounds: [[win("a", "b"), ...FIELD]] },
      { finishedAt: "2026-07-01T01:30:00.000Z", date: "2026-06-30" },
    );
    expect(evening.day).toBe("2026-06-30");
    const d = replay([evening]);
    expect(d.seasons.map((s) => s.ratings.applied)).toEqual([["ny"], []]);
  });

  it("rejects overlapping or malformed seasons with a path", () => {
    const e = event({ id: "e", rules: "dreamblade", rounds: [[win("a", "b"), ...FIELD]] }, { finishedAt: "2026-03-01" });
    const overlap = replayDreamblade([e], [seasons[0], { id: "x", from: "2026-06-30", to: "2026-09-01" }]);
    expect(overlap).toEqual({ ok: false, problems: [{ path: "$seasons", message: 'seasons "2026-H1" and "x" overlap on 2026-06-30' }] });
    const backwards = replayDreamblade([e], [{ id: "x", from: "2026-06-30", to: "2026-01-01" }]);
    expect(backwards).toEqual({ ok: false, problems: [{ path: "$seasons[0].to", message: "a season ends on or after the day it starts" }] });
    const bad = replayDreamblade([e], [{ id: "x", from: "30/06/2026", to: "2026-07-01" }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]!.path).toBe("$seasons[0].from");
  });
});
