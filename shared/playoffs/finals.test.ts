// The Commander attendance structure (R-CMD-3) run end to end. One Swiss round of 4-player
// (and 3-player) tables keeps the qualifying ranking obvious: every table
// winner has 1210 Commander Points (a 3-player table counts a phantom loser),
// every loser 930, and dead-even players go by registration order.
import { describe, expect, it } from "vitest";
import type { PodResult, Tournament } from "../model/types.ts";
import { parseTournament } from "../model/validate.ts";
import { computeStandings } from "../standings/index.ts";
import { build, pod, beats, type M } from "../test-support/standings-builders.ts";
import { bracket, finalRanking, nextPlayoffRound, qualifyingRanking, startPlayoffs } from "./index.ts";

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, "0")}`);

/** Tables of the given sizes in player order; the first player at each table wins. */
function event(players: string[], sizes: number[], extra: { registered?: Record<string, number>; dropped?: Record<string, number> } = {}) {
  const round: M[] = [];
  let k = 0;
  for (const size of sizes) {
    const seated = players.slice(k, k + size);
    round.push(pod(seated, seated[0]!));
    k += size;
  }
  return build({ rules: "commander", players, rounds: [round], ...extra, options: { rounds: 1, structure: "attendance" } });
}

function reportTable(t: Tournament, table: number, result: PodResult): Tournament {
  const rounds = t.rounds.map((r, i) =>
    i < t.rounds.length - 1 ? r : { ...r, matches: r.matches.map((m) => ("table" in m && m.table === table ? { ...m, result } : m)) },
  );
  return parseTournament({ ...t, rounds });
}

describe("6-7 players: Swiss only", () => {
  it.each([
    [6, [3, 3]],
    [7, [4, 3]],
  ])("%i players: no finals; the Swiss standings are the final ranking", (n, sizes) => {
    const t = event(ids("a", n), sizes);
    expect(() => startPlayoffs(t)).toThrow(`finals: ${n} players play 4 Swiss rounds only (Commander event rules); the Swiss standings are the final ranking`);
    const ranking = finalRanking(t);
    expect(ranking.map((e) => e.player)).toEqual(computeStandings(t).map((r) => r.player));
    expect(ranking[0]).toEqual({ place: 1, player: "a01", name: "A01", reason: { kind: "swiss", swissPlace: 1 } });
    expect(bracket(t).rounds).toEqual([]);
  });
});

describe("8-16 players: the top 4 at one final table", () => {
  it("8 players: seats follow the qualifying ranking; a dropped player is skipped", () => {
    // Registered in reverse: among the 930-point losers a08 is first, then a07, a06 (dropped), a04.
    const players = ids("a", 8);
    const registered = Object.fromEntries(players.map((id, i) => [id, 8 - i]));
    const t0 = event(players, [4, 4], { registered, dropped: { a06: 1 } });
    expect(qualifyingRanking(t0).slice(0, 4)).toEqual(["a05", "a01", "a08", "a07"]);
    let t = startPlayoffs(t0);
    expect(t.rounds.at(-1)).toEqual({
      number: 2,
      stage: "final",
      seeds: ["a05", "a01", "a08", "a07"],
      matches: [{ table: 1, players: ["a05", "a01", "a08", "a07"], slot: 1 }],
    });
    t = reportTable(t, 1, { winner: "a08" });
    expect(() => nextPlayoffRound(t)).toThrow('round 2 was the final table, won by "a08"; the event has no further round');
    expect(
      finalRanking(t)
        .slice(0, 5)
        .map((e) => [e.place, e.player, e.reason.kind]),
    ).toEqual([
      [1, "a08", "champion"],
      [2, "a05", "finalist"],
      [3, "a01", "finalist"],
      [4, "a07", "finalist"],
      [5, "a06", "swiss"], // dropped: keeps Swiss place 3 but ranks after the finalists
    ]);
  });

  it("16 players: the four table winners; no winner at time → the best-ranked player not eliminated", () => {
    let t = startPlayoffs(event(ids("b", 16), [4, 4, 4, 4]));
    expect(t.rounds.at(-1)!.matches).toEqual([{ table: 1, players: ["b01", "b05", "b09", "b13"], slot: 1 }]);
    t = reportTable(t, 1, { winner: null, eliminated: ["b01"] });
    const view = bracket(t);
    expect(view.champion).toBe("b05");
    expect(view.rounds).toHaveLength(1);
    expect(view.rounds[0]).toMatchObject({ name: "final table", stage: "final", slots: [{ kind: "table", winner: "b05", decidedBy: "qualifying-rank" }] });
    expect(
      finalRanking(t)
        .slice(0, 4)
        .map((e) => e.player),
    ).toEqual(["b05", "b01", "b09", "b13"]);
  });

  it("17 registered but one dropped before round 1: 16 participants play the final-table format", () => {
    const players = ids("c", 17);
    const t = event(players.slice(0, 16), [4, 4, 4, 4]);
    const withDrop = parseTournament({
      ...t,
      players: [...t.players, { id: "c17", name: "C17", registered: 17, dropped: 0 }],
    });
    expect(startPlayoffs(withDrop).rounds.at(-1)!.stage).toBe("final");
  });
});

describe("17+ players: semifinal tables of places 3-10, winners join 1 and 2", () => {
  it("17 players (tables 4,4,3,3,3), registered in reverse, through to the final ranking", () => {
    const players = ids("c", 17);
    const registered = Object.fromEntries(players.map((id, i) => [id, 17 - i]));
    let t = event(players, [4, 4, 3, 3, 3], { registered });
    expect(qualifyingRanking(t).slice(0, 10)).toEqual(["c15", "c12", "c09", "c05", "c01", "c17", "c16", "c14", "c13", "c11"]);
    t = startPlayoffs(t);
    expect(t.rounds.at(-1)).toEqual({
      number: 2,
      stage: "semifinal",
      seeds: ["c15", "c12", "c09", "c05", "c01", "c17", "c16", "c14", "c13", "c11"],
      matches: [
        { table: 1, players: ["c09", "c17", "c16", "c11"], slot: 1 }, // places 3, 6, 7, 10
        { table: 2, players: ["c05", "c01", "c14", "c13"], slot: 2 }, // places 4, 5, 8, 9
      ],
    });
    const pendingView = bracket(t);
    expect(pendingView.rounds.map((r) => [r.number, r.name])).toEqual([
      [2, "semifinal tables"],
      [null, "final table"],
    ]);
    expect(pendingView.rounds[1]!.slots[0]).toMatchObject({
      kind: "pending",
      players: [
        { player: "c15", seed: 1 },
        { player: "c12", seed: 2 },
      ],
      awaiting: ["winner of round 2 slot 1", "winner of round 2 slot 2"],
    });

    // Table 1 has no winner at time and c09 was knocked out: c17 (place 6) wins it.
    t = reportTable(t, 1, { winner: null, eliminated: ["c09"] });
    expect(() => nextPlayoffRound(t)).toThrow("round 2 table 2: the semifinal table has no result yet");
    t = reportTable(t, 2, { winner: "c13" });
    t = nextPlayoffRound(t);
    // Seats: places 1 and 2, then the winners by qualifying rank (6 before 9).
    expect(t.rounds.at(-1)).toEqual({ number: 3, stage: "final", matches: [{ table: 1, players: ["c15", "c12", "c17", "c13"], slot: 1 }] });
    t = reportTable(t, 1, { winner: null }); // nobody won at time: seat A, place 1
    expect(bracket(t).champion).toBe("c15");
    const ranking = finalRanking(t);
    expect(ranking.map((e) => [e.place, e.player, e.reason.kind])).toEqual([
      [1, "c15", "champion"],
      [2, "c12", "finalist"],
      [3, "c17", "finalist"],
      [4, "c13", "finalist"],
      // Semifinal losers by qualifying rank: places 3, 4, 5, 7, 8, 10.
      [5, "c09", "knocked-out"],
      [6, "c05", "knocked-out"],
      [7, "c01", "knocked-out"],
      [8, "c16", "knocked-out"],
      [9, "c14", "knocked-out"],
      [10, "c11", "knocked-out"],
      // Everyone else: all 930-point losers, dead even, share 11th.
      ...["c10", "c08", "c07", "c06", "c04", "c03", "c02"].map((id) => [11, id, "swiss"]),
    ]);
  });

  it("40 players: the ten table winners; semifinals 3,6,7,10 and 4,5,8,9", () => {
    let t = startPlayoffs(event(ids("d", 40), Array(10).fill(4)));
    const winners = Array.from({ length: 10 }, (_, i) => `d${String(i * 4 + 1).padStart(2, "0")}`);
    expect(t.rounds.at(-1)!.seeds).toEqual(winners);
    expect(t.rounds.at(-1)!.matches.map((m) => m.players)).toEqual([
      ["d09", "d21", "d25", "d37"],
      ["d13", "d17", "d29", "d33"],
    ]);
    t = reportTable(t, 1, { winner: "d37" });
    t = reportTable(t, 2, { winner: "d13" });
    t = nextPlayoffRound(t);
    expect(t.rounds.at(-1)!.matches[0]!.players).toEqual(["d01", "d05", "d13", "d37"]);
    t = reportTable(t, 1, { winner: "d37" });
    const ranking = finalRanking(t);
    expect(ranking.slice(0, 4).map((e) => e.player)).toEqual(["d37", "d01", "d05", "d13"]);
    expect(ranking).toHaveLength(40);
    expect(() => nextPlayoffRound(t)).toThrow('round 3 was the final table, won by "d37"');
  });

  it("refuses finals when too few active players remain", () => {
    const players = ids("e", 17);
    const dropped = Object.fromEntries(players.slice(0, 8).map((id) => [id, 1]));
    expect(() => startPlayoffs(event(players, [4, 4, 3, 3, 3], { dropped }))).toThrow(
      "finals: 17 players play semifinals of places 3-10, but only 9 active players remain",
    );
  });
});

describe("structure and rules must fit", () => {
  it("attendance needs multiplayer rules; a one-on-one bracket needs one-on-one rules", () => {
    const oneOnOne = build({
      rules: "club",
      players: ids("f", 8),
      rounds: [[beats("f01", "f02"), beats("f03", "f04"), beats("f05", "f06"), beats("f07", "f08")]],
      options: { rounds: 1, structure: "attendance" },
    });
    expect(() => startPlayoffs(oneOnOne)).toThrow('the attendance structure (Commander event rules) has multiplayer tables; rules "club" are one-on-one');
    const t = event(ids("g", 8), [4, 4]);
    const cut = parseTournament({ ...t, options: { ...t.options, structure: "swiss-cut", cut: 4 } });
    expect(() => startPlayoffs(cut)).toThrow("multiplayer (commander) events have no one-on-one bracket");
  });
});
