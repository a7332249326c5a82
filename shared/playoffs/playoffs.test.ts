import { describe, expect, it } from "vitest";
import type { PairMatch, PlayerId, Tournament } from "../model/types.ts";
import { parseTournament } from "../model/validate.ts";
import { computeStandings } from "../standings/index.ts";
import { beats, build, unreported, type M } from "../test-support/standings-builders.ts";
import { bracket, cutPlayers, finalRanking, nextPlayoffRound, startPlayoffs } from "./index.ts";

/** Sets a result on the open match at `table` of the latest round; the file is re-validated. */
function report(t: Tournament, table: number, result: PairMatch["result"]): Tournament {
  const rounds = t.rounds.map((r, i) =>
    i < t.rounds.length - 1 ? r : { ...r, matches: r.matches.map((m) => ("table" in m && m.table === table ? { ...m, result } : m)) },
  );
  return parseTournament({ ...t, rounds });
}

/** Reports every match of the latest round, the player chosen by `pick` winning 2-0. */
function playRound(t: Tournament, pick: (players: [PlayerId, PlayerId]) => PlayerId): Tournament {
  for (const m of t.rounds.at(-1)!.matches) {
    if (!("table" in m) || m.players.length !== 2) continue;
    const p = m.players as [PlayerId, PlayerId];
    t = report(t, m.table, { games: pick(p) === p[0] ? [2, 0, 0] : [0, 2, 0] });
  }
  return t;
}

const lastPairs = (t: Tournament) => t.rounds.at(-1)!.matches.map((m) => m.players);

/**
 * 16 players p01..p16, registered in reverse (p16 first). One Swiss round:
 * p01 beats p02, p03 beats p04, ...; all 2-0 except p15's 2-1. All 2-0
 * winners are dead even (OMW and OGW at the 0.33 floor, GW 1), so
 * registration order separates them; p15's GW of 6/9 puts it 8th.
 */
function topEight(extra: { dropped?: Record<string, number>; options?: Partial<Tournament["options"]> } = {}) {
  const players = Array.from({ length: 16 }, (_, i) => `p${String(i + 1).padStart(2, "0")}`);
  const registered = Object.fromEntries(players.map((id, i) => [id, 16 - i]));
  const round: M[] = [];
  for (let i = 0; i < 16; i += 2) round.push(beats(players[i]!, players[i + 1]!, i === 14 ? [2, 1, 0] : [2, 0, 0]));
  return build({ rules: "club", players, registered, rounds: [round], dropped: extra.dropped, options: { rounds: 1, cut: 8, ...extra.options } });
}

describe("the cut", () => {
  it("takes the top 8 by Swiss placing; dead-even players go by registration order", () => {
    const t = topEight();
    const rows = computeStandings(t);
    // Precondition: seven winners share first place, p15 is 8th.
    expect(rows.filter((r) => r.place === 1).map((r) => r.player)).toEqual(["p13", "p11", "p09", "p07", "p05", "p03", "p01"]);
    expect(cutPlayers(t)).toEqual(["p13", "p11", "p09", "p07", "p05", "p03", "p01", "p15"]);
  });

  it("skips a dropped player, who keeps their place in the standings", () => {
    const t = topEight({ dropped: { p13: 1 } });
    // p16 lost 1-2 to p15 (GW 1/3), ahead of the 0-2 losers: it takes the freed place.
    expect(cutPlayers(t)).toEqual(["p11", "p09", "p07", "p05", "p03", "p01", "p15", "p16"]);
    expect(computeStandings(t).find((r) => r.player === "p13")).toMatchObject({ place: 1, dropped: true });
  });

  it("refuses a cut larger than the active field, and an event without a cut", () => {
    const dropped = Object.fromEntries(["p01", "p02", "p03", "p04", "p05", "p06", "p07", "p08", "p09"].map((id) => [id, 1]));
    expect(() => cutPlayers(topEight({ dropped }))).toThrow("options.cut: a top-8 cut needs 8 active players, only 7 remain");
    expect(() => cutPlayers(topEight({ options: { cut: 0 } }))).toThrow("options.cut: this event has no playoffs (cut 0)");
  });
});

describe("a top-8 bracket from start to final ranking", () => {
  it("seeds 1v8, 4v5, 2v7, 3v6; winners of slots 1 and 2 meet; the ranking follows the bracket, then the Swiss", () => {
    let t = topEight();
    const swissBefore = computeStandings(t);
    t = startPlayoffs(t);
    const qf = t.rounds.at(-1)!;
    expect(qf).toMatchObject({ number: 2, stage: "playoff", seeds: ["p13", "p11", "p09", "p07", "p05", "p03", "p01", "p15"] });
    expect(qf.matches).toEqual([
      { table: 1, players: ["p13", "p15"], slot: 1 },
      { table: 2, players: ["p07", "p05"], slot: 2 },
      { table: 3, players: ["p11", "p01"], slot: 3 },
      { table: 4, players: ["p09", "p03"], slot: 4 },
    ]);
    parseTournament(t); // the appended round is valid topcut/1

    // Upsets in slots 1 and 4.
    t = report(t, 1, { games: [1, 2, 0] }); // p15 beats no. 1
    t = report(t, 2, { games: [2, 1, 0] });
    expect(() => nextPlayoffRound(t)).toThrow("round 2 table 3: the playoff match has no result yet");
    t = report(t, 3, { games: [2, 0, 0] });
    t = report(t, 4, { games: [0, 2, 0] }); // p03 beats p09
    t = nextPlayoffRound(t);
    expect(t.rounds.at(-1)).toEqual({
      number: 3,
      stage: "playoff",
      matches: [
        { table: 1, players: ["p07", "p15"], slot: 1 },
        { table: 2, players: ["p11", "p03"], slot: 2 },
      ],
    });
    t = report(t, 1, { games: [0, 2, 0] }); // p15
    t = report(t, 2, { awarded: "p11" });
    t = nextPlayoffRound(t);
    expect(lastPairs(t)).toEqual([["p11", "p15"]]);
    expect(() => finalRanking(t)).toThrow("the event is not finished: final (round 4) slot 1 has no winner yet");
    t = report(t, 1, { games: [1, 2, 0] });
    expect(() => nextPlayoffRound(t)).toThrow('round 4 was the final, won by "p15"; the playoffs are over');

    // Playoff matches never change the Swiss standings.
    expect(computeStandings(t)).toEqual(swissBefore);

    const ranking = finalRanking(t);
    expect(ranking.slice(0, 8).map((e) => [e.place, e.player, e.reason.kind])).toEqual([
      [1, "p15", "champion"],
      [2, "p11", "finalist"],
      // Semifinal losers by Swiss placing: p07 (seed 4) before p03 (seed 6).
      [3, "p07", "knocked-out"],
      [4, "p03", "knocked-out"],
      // Quarterfinal losers: p13 (seed 1), p09 (3), p05 (5), p01 (7).
      [5, "p13", "knocked-out"],
      [6, "p09", "knocked-out"],
      [7, "p05", "knocked-out"],
      [8, "p01", "knocked-out"],
    ]);
    expect(ranking[2]!.reason).toEqual({ kind: "knocked-out", round: 3, name: "semifinals" });
    expect(ranking[4]!.reason).toEqual({ kind: "knocked-out", round: 2, name: "quarterfinals" });
    // Everyone else by Swiss standing: p16 (lost 1-2) alone at 9, the 0-2 losers share 10.
    expect(ranking.slice(8).map((e) => [e.place, e.player, e.reason])).toEqual([
      [9, "p16", { kind: "swiss", swissPlace: 9 }],
      ...["p14", "p12", "p10", "p08", "p06", "p04", "p02"].map((id) => [10, id, { kind: "swiss", swissPlace: 10 }]),
    ]);
    expect(ranking).toHaveLength(16);

    const view = bracket(t);
    expect(view.champion).toBe("p15");
    expect(view.rounds.map((r) => [r.number, r.name])).toEqual([
      [2, "quarterfinals"],
      [3, "semifinals"],
      [4, "final"],
    ]);
    expect(view.rounds[0]!.slots[0]).toMatchObject({
      kind: "match",
      players: [
        { player: "p13", name: "P13", seed: 1 },
        { player: "p15", name: "P15", seed: 8 },
      ],
      winner: "p15",
    });
  });

  it("a dropped player keeps their Swiss place in the final ranking but is not in the bracket", () => {
    let t = startPlayoffs(topEight({ dropped: { p13: 1 } }));
    for (let r = 0; r < 3; r++) {
      t = playRound(t, ([a]) => a); // the better seed, listed first, wins
      if (r < 2) t = nextPlayoffRound(t);
    }
    const ranking = finalRanking(t);
    expect(ranking.slice(0, 2).map((e) => e.player)).toEqual(["p11", "p09"]);
    expect(ranking[8]).toEqual({ place: 9, player: "p13", name: "P13", reason: { kind: "swiss", swissPlace: 1 } });
  });
});

describe("brackets for every cut size", () => {
  /** 2n players; w1..wn each beat l1..ln 2-0, so the winners are dead even and seeded by registration. */
  function field(cut: 2 | 4 | 8 | 16) {
    const w = Array.from({ length: cut }, (_, i) => `w${i + 1}`);
    const l = Array.from({ length: cut }, (_, i) => `l${i + 1}`);
    return build({ rules: "dci-2009", players: [...w, ...l], rounds: [w.map((id, i) => beats(id, l[i]!))], options: { rounds: 1, cut } });
  }
  const expected: Record<number, string[][]> = {
    2: [["w1", "w2"]],
    4: [
      ["w1", "w4"],
      ["w2", "w3"],
    ],
    8: [
      ["w1", "w8"],
      ["w4", "w5"],
      ["w2", "w7"],
      ["w3", "w6"],
    ],
    16: [
      ["w1", "w16"],
      ["w8", "w9"],
      ["w4", "w13"],
      ["w5", "w12"],
      ["w2", "w15"],
      ["w7", "w10"],
      ["w3", "w14"],
      ["w6", "w11"],
    ],
  };
  it.each([2, 4, 8, 16] as const)("top %i: first round, then favourites meet best-v-worst every round and 1 v 2 in the final", (cut) => {
    let t = startPlayoffs(field(cut));
    expect(lastPairs(t)).toEqual(expected[cut]);
    const seed = (id: string) => Number(id.slice(1));
    let remaining = cut;
    for (;;) {
      const pairs = lastPairs(t) as [string, string][];
      expect(pairs.map(([a, b]) => seed(a) + seed(b))).toEqual(pairs.map(() => remaining + 1));
      t = playRound(t, ([a, b]) => (seed(a) < seed(b) ? a : b));
      if (remaining === 2) break;
      t = nextPlayoffRound(t);
      remaining /= 2;
    }
    expect(lastPairs(t)).toEqual([["w1", "w2"]]);
    expect(bracket(t).champion).toBe("w1");
    expect(
      finalRanking(t)
        .slice(0, cut)
        .map((e) => e.player),
    ).toEqual(Array.from({ length: cut }, (_, i) => `w${i + 1}`));
  });
});

describe("starting playoffs is refused when", () => {
  it("the Swiss is unfinished, already over, or the event has no cut", () => {
    const t = topEight({ options: { rounds: 2 } });
    expect(() => startPlayoffs(t)).toThrow("the Swiss is not over: 1 of 2 rounds paired (options.rounds)");
    const open = build({ rules: "club", players: ["a", "b", "c", "d"], rounds: [[beats("a", "b"), unreported("c", "d")]], options: { rounds: 1, cut: 2 } });
    expect(() => startPlayoffs(open)).toThrow("the Swiss is not over: round 1 table 2 has no result yet");
    const started = startPlayoffs(topEight());
    expect(() => startPlayoffs(started)).toThrow("the final stage has already started in round 2");
    expect(() => startPlayoffs(topEight({ options: { cut: 0 } }))).toThrow("a Swiss-only event has no playoffs");
    expect(() => nextPlayoffRound(topEight())).toThrow("the playoffs have not started");
  });

  it("a drawn playoff match blocks the next round with a clear error, and the view shows the problem", () => {
    let t = startPlayoffs(topEight());
    t = playRound(t, ([a]) => a);
    t = report(t, 2, { games: [1, 1, 0] });
    expect(() => nextPlayoffRound(t)).toThrow("playoff table 2 (p07 v p05): games 1-1 is a draw; a playoff match (best of 3) always has a winner");
    const slot = bracket(t).rounds[0]!.slots[1]!;
    expect(slot).toMatchObject({ kind: "match", winner: null, problem: expect.stringContaining("is a draw") });
  });

  it("playoffBestOf governs playoff results; Dreamblade refuses best of 5 (R-PO-2)", () => {
    let t = startPlayoffs(topEight({ options: { bestOf: 3, playoffBestOf: 5 } }));
    t = report(t, 1, { games: [3, 1, 0] });
    expect(bracket(t).rounds[0]!.slots[0]).toMatchObject({ winner: "p13" });
    const db = build({
      rules: "dreamblade",
      players: ["a", "b", "c", "d"],
      rounds: [[beats("a", "b", [1, 0, 0]), beats("c", "d", [1, 0, 0])]],
      options: { rounds: 1, cut: 2, bestOf: 1, playoffBestOf: 5 },
    });
    expect(() => startPlayoffs(db)).toThrow("Dreamblade playoffs are best of 1 or best two of three (Dreamblade floor rules §321), not best of 5");
  });
});

describe("pure single elimination (R-PO-3: first-round byes)", () => {
  function se(n: number) {
    const players = Array.from({ length: n }, (_, i) => `s${i + 1}`);
    return build({ rules: "club", players, rounds: [], options: { rounds: 1, structure: "single-elimination", bestOf: 3 } });
  }
  it.each([
    [5, ["s1", "s2", "s3"]],
    [6, ["s1", "s2"]],
    [7, ["s1"]],
    [12, ["s1", "s4", "s2", "s3"]],
  ])("%i players: byes for %j, then a power of two remains", (n, byes) => {
    let t = startPlayoffs(se(n));
    const first = t.rounds[0]!;
    expect(first.seeds).toEqual(Array.from({ length: n }, (_, i) => `s${i + 1}`));
    expect(first.matches.filter((m) => "bye" in m).map((m) => m.players[0])).toEqual(byes);
    // The lower seed wins every match: the bye holders meet upset winners.
    t = playRound(t, ([, b]) => b);
    t = nextPlayoffRound(t);
    const second = t.rounds[1]!.matches;
    expect(Math.log2(second.length * 2) % 1).toBe(0);
    for (const id of byes) expect(second.some((m) => m.players.includes(id))).toBe(true);
    while (t.rounds.at(-1)!.matches.length > 1) {
      t = playRound(t, ([a]) => a);
      t = nextPlayoffRound(t);
    }
    t = playRound(t, ([a]) => a);
    const ranking = finalRanking(t);
    expect(ranking).toHaveLength(n);
    expect(new Set(ranking.map((e) => e.player)).size).toBe(n);
    expect(ranking.map((e) => e.place)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });

  it("6 players by hand: byes to 1 and 2; 1 v 4 and 2 v 3 in the semifinals when favourites win", () => {
    let t = startPlayoffs(se(6));
    expect(t.rounds[0]!.matches).toEqual([
      { players: ["s1"], bye: true, slot: 1 },
      { table: 1, players: ["s4", "s5"], slot: 2 },
      { players: ["s2"], bye: true, slot: 3 },
      { table: 2, players: ["s3", "s6"], slot: 4 },
    ]);
    t = playRound(t, ([a]) => a);
    t = nextPlayoffRound(t);
    expect(lastPairs(t)).toEqual([
      ["s1", "s4"],
      ["s2", "s3"],
    ]);
    t = playRound(t, ([a]) => a);
    t = nextPlayoffRound(t);
    t = playRound(t, ([, b]) => b); // s2 wins the final
    expect(finalRanking(t).map((e) => [e.place, e.player, e.reason.kind])).toEqual([
      [1, "s2", "champion"],
      [2, "s1", "finalist"],
      [3, "s3", "knocked-out"],
      [4, "s4", "knocked-out"],
      [5, "s5", "knocked-out"],
      [6, "s6", "knocked-out"],
    ]);
  });

  it("a player who dropped before the start is not seeded and is ranked after the bracket", () => {
    const base = se(5);
    const t0 = parseTournament({ ...base, players: base.players.map((p) => (p.id === "s2" ? { ...p, dropped: 0 } : p)) });
    let t = startPlayoffs(t0);
    expect(t.rounds[0]!.seeds).toEqual(["s1", "s3", "s4", "s5"]);
    t = playRound(t, ([a]) => a);
    t = nextPlayoffRound(t);
    t = playRound(t, ([a]) => a);
    expect(finalRanking(t).at(-1)).toEqual({ place: 5, player: "s2", name: "S2", reason: { kind: "did-not-play" } });
  });

  it("refuses Swiss rounds in a single-elimination event", () => {
    const t = build({
      rules: "club",
      players: ["a", "b", "c", "d"],
      rounds: [[beats("a", "b"), beats("c", "d")]],
      options: { rounds: 1, structure: "single-elimination" },
    });
    expect(() => startPlayoffs(t)).toThrow("a single-elimination event has no Swiss rounds");
  });
});

describe("bracket view before and during the playoffs", () => {
  it("is empty before the playoffs and shows pending rounds with where their players come from", () => {
    expect(bracket(topEight()).rounds).toEqual([]);
    let t = startPlayoffs(topEight());
    t = report(t, 1, { games: [2, 0, 0] });
    const view = bracket(t);
    expect(view.rounds.map((r) => [r.number, r.name, r.slots.length])).toEqual([
      [2, "quarterfinals", 4],
      [null, "semifinals", 2],
      [null, "final", 1],
    ]);
    expect(view.rounds[1]!.slots[0]).toEqual({
      kind: "pending",
      slot: 1,
      players: [{ player: "p13", name: "P13", seed: 1 }],
      awaiting: ["winner of round 2 slot 2"],
    });
    expect(view.rounds[2]!.slots[0]).toMatchObject({ kind: "pending", awaiting: ["winner of semifinals slot 1", "winner of semifinals slot 2"] });
    expect(view.champion).toBeNull();
  });
});

describe("purity", () => {
  it("startPlayoffs and nextPlayoffRound return a new tournament and leave their input unchanged", () => {
    const t = topEight();
    const before = structuredClone(t);
    const started = startPlayoffs(t);
    expect(t).toEqual(before);
    expect(started.rounds).toHaveLength(2);
    const played = playRound(started, ([a]) => a);
    const playedBefore = structuredClone(played);
    nextPlayoffRound(played);
    expect(played).toEqual(playedBefore);
  });
});
