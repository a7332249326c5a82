// Standings and points at a point of the Swiss: after the last complete
// round, the points going into each round, and records with byes.
import { describe, expect, it } from "vitest";
import { beats, build, bye, drawn, lateLoss, pod, unreported } from "../test-support/standings-builders.ts";
import { lastCompleteSwissRound, pointsBeforeRounds, standingsAfterRound, standingsSoFar } from "./progress.ts";
import { matchRecord, recordText } from "./record.ts";
import { computeStandings } from "./index.ts";

const players = ["a", "b", "c", "d", "e"];
// Round 1: a beats b, c beats d, e has the bye. Round 2: a beats c, e beats b, d has the bye.
const twoRounds = [
  [beats("a", "b"), beats("c", "d"), bye("e")],
  [beats("a", "c"), beats("e", "b"), bye("d")],
];

describe("lastCompleteSwissRound", () => {
  it("is the last round whose every match has its result", () => {
    expect(lastCompleteSwissRound(build({ rules: "club", players, rounds: [] }))).toBe(0);
    expect(lastCompleteSwissRound(build({ rules: "club", players, rounds: twoRounds }))).toBe(2);
    const open = build({ rules: "club", players, rounds: [twoRounds[0]!, [beats("a", "c"), unreported("e", "b"), bye("d")]] });
    expect(lastCompleteSwissRound(open)).toBe(1);
  });

  it("ignores playoff rounds", () => {
    const t = build({
      rules: "club",
      players: ["a", "b", "c", "d"],
      rounds: [[beats("a", "b"), beats("c", "d")], [unreported("a", "c")]],
      stages: { 2: "final" },
    });
    expect(lastCompleteSwissRound(t)).toBe(1);
  });
});

describe("standingsSoFar", () => {
  it("during an open round are the standings after the last complete round, so a loser in the open round does not climb", () => {
    // Round 2 open: a beat e (a has 6 live, e stays on 3), c vs d still playing, b has the bye.
    const t = build({
      rules: "club",
      players,
      rounds: [twoRounds[0]!, [beats("a", "e"), unreported("c", "d"), bye("b")]],
    });
    // Live, e (just lost) would already sit level with c, who is still playing, and b's bye counts.
    expect(computeStandings(t).find((r) => r.player === "b")!.points).toBe(3);
    const so = standingsSoFar(t);
    expect(so.after).toBe(1);
    const pts = Object.fromEntries(so.rows.map((r) => [r.player, r.points]));
    expect(pts).toEqual({ a: 3, b: 0, c: 3, d: 0, e: 3 });
    expect(so.rows).toEqual(standingsAfterRound(t, 1));
  });

  it("once every result is in, are the full standings", () => {
    const t = build({ rules: "club", players, rounds: twoRounds });
    expect(standingsSoFar(t)).toEqual({ after: 2, rows: computeStandings(t) });
  });

  it("does not mark a player dropped before the round they dropped after", () => {
    const t = build({ rules: "club", players, rounds: twoRounds, dropped: { b: 2 } });
    expect(standingsAfterRound(t, 1).find((r) => r.player === "b")!.dropped).toBe(false);
    expect(standingsAfterRound(t, 2).find((r) => r.player === "b")!.dropped).toBe(true);
  });
});

describe("pointsBeforeRounds", () => {
  it("gives every round the points its players brought into it, aligned with the players", () => {
    const t = build({ rules: "club", players, rounds: twoRounds });
    expect(pointsBeforeRounds(t)).toEqual({
      1: [0, 0, 0, 0, 0],
      2: [3, 0, 3, 0, 3],
    });
  });

  it("leaves playoff rounds out and counts Commander Points from 1000", () => {
    const t = build({
      rules: "club",
      players: ["a", "b", "c", "d"],
      rounds: [[beats("a", "b"), drawn("c", "d")], [unreported("a", "c")]],
      stages: { 2: "final" },
    });
    expect(Object.keys(pointsBeforeRounds(t))).toEqual(["1"]);
    const c = build({ rules: "commander", players: ["a", "b", "c", "d"], rounds: [[pod(["a", "b", "c", "d"], "a")], [pod(["a", "b", "c", "d"], null)]] });
    const before = pointsBeforeRounds(c);
    expect(before[1]).toEqual([1000, 1000, 1000, 1000]);
    expect(before[2]![0]).toBeGreaterThan(1000);
    expect(before[2]![1]).toBeLessThan(1000);
  });
});

describe("matchRecord", () => {
  it("counts a bye as a win: a bye and a loss is 1-1-0", () => {
    const t = build({ rules: "club", players, rounds: twoRounds });
    const d = computeStandings(t).find((r) => r.player === "d")!;
    expect(d.record).toEqual({ wins: 0, losses: 1, draws: 0, byes: 1 });
    expect(matchRecord(d.record)).toEqual({ wins: 1, losses: 1, draws: 0 });
    expect(recordText(d.record)).toBe("1-1-0");
  });

  it("keeps a late arrival's round-1 loss a loss", () => {
    const t = build({ rules: "club", players: ["a", "b", "c"], rounds: [[beats("a", "b"), lateLoss("c")]] });
    expect(recordText(computeStandings(t).find((r) => r.player === "c")!.record)).toBe("0-1-0");
  });
});
