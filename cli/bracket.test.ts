// `topcut bracket` and `topcut rounds` as real processes.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scratch, topcut } from "./testkit.ts";

const { dir, file } = scratch("topcut-bracket-");

const players = ["a", "b", "c", "d", "e", "f", "g", "h"].map((id, i) => ({ id, name: id.toUpperCase(), registered: i + 1, dropped: null }));
// One Swiss round, every winner 2-0: a, c, e, g are dead even and seeded by
// registration. Top 4: a v g and c v e; g and c reach the final; c wins it.
const swiss = {
  number: 1,
  matches: [
    { table: 1, players: ["a", "b"], result: { games: [2, 0, 0] } },
    { table: 2, players: ["c", "d"], result: { games: [2, 0, 0] } },
    { table: 3, players: ["e", "f"], result: { games: [2, 0, 0] } },
    { table: 4, players: ["g", "h"], result: { games: [2, 0, 0] } },
  ],
};
const semifinals = {
  number: 2,
  stage: "playoff",
  seeds: ["a", "c", "e", "g"],
  matches: [
    { table: 1, players: ["a", "g"], slot: 1, result: { games: [1, 2, 0] } },
    { table: 2, players: ["c", "e"], slot: 2, result: { games: [2, 0, 0] } },
  ],
};
const final = (result?: unknown) => ({
  number: 3,
  stage: "playoff",
  matches: [{ table: 1, players: ["c", "g"], slot: 1, ...(result ? { result } : {}) }],
});
const event = (rounds: unknown[]) => ({
  format: "topcut/1",
  id: "top4",
  name: "Top 4 night",
  gameFormat: "Old School",
  rules: "club",
  options: { draws: "allowed", bestOf: 3, rounds: 1, cut: 4 },
  players,
  rounds,
});

describe("topcut bracket FILE", () => {
  it("prints the bracket and the final ranking of a finished event", () => {
    const r = topcut("bracket", file("done.json", event([swiss, semifinals, final({ games: [2, 1, 0] })])));
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ id: "top4", structure: "swiss-cut", bestOf: 3, champion: "c", finished: true });
    expect(out.rounds.map((x: { number: number; name: string }) => [x.number, x.name])).toEqual([
      [2, "semifinals"],
      [3, "final"],
    ]);
    expect(out.rounds[0].slots[0]).toEqual({
      kind: "match",
      slot: 1,
      table: 1,
      players: [
        { player: "a", name: "A", seed: 1 },
        { player: "g", name: "G", seed: 4 },
      ],
      result: { games: [1, 2, 0] },
      winner: "g",
    });
    expect(out.ranking.map((e: { place: number; player: string }) => [e.place, e.player])).toEqual([
      [1, "c"],
      [2, "g"],
      [3, "a"], // semifinal losers by Swiss placing: a (seed 1) before e (seed 3)
      [4, "e"],
      [5, "b"], // the Swiss losers are dead even and share 5th
      [5, "d"],
      [5, "f"],
      [5, "h"],
    ]);
    expect(out.ranking[2].reason).toEqual({ kind: "knocked-out", round: 2, name: "semifinals" });
  });

  it("a running event: the bracket with the final pending, no ranking yet", () => {
    const r = topcut("bracket", file("running.json", event([swiss, semifinals, final()])));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      finished: false,
      ranking: null,
      champion: null,
      unfinished: "the event is not finished: final (round 3) slot 1 has no winner yet",
    });

    const notStarted = JSON.parse(topcut("bracket", file("swiss.json", event([swiss]))).stdout);
    expect(notStarted).toMatchObject({ rounds: [], finished: false, unfinished: "the event is not finished: the playoffs have not started" });
  });

  it("errors go to stderr with exit 2 and nothing on stdout", () => {
    const cases: Array<[string[], string]> = [
      [["bracket", file("drawn.json", event([swiss, semifinals, final({ games: [1, 1, 0] })]))], "games 1-1 is a draw"],
      [["bracket", file("flip.json", event([swiss, semifinals, final({ games: [1, 1, 0], flip: "c" })]))], "not settled by a flip"],
      [["bracket", file("bad.json", "{ not json")], ""],
      [["bracket", join(dir, "missing.json")], ""],
      [["bracket"], ""],
      [["bracket", "--top", "x.json"], "unknown option --top"],
    ];
    for (const [args, message] of cases) {
      const r = topcut(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stdout, args.join(" ")).toBe("");
      expect(r.stderr, args.join(" ")).toContain("topcut bracket: ");
      expect(r.stderr).toContain(message);
    }
  });
});

describe("topcut rounds", () => {
  it("prints the recommendation with its reason", () => {
    const r = topcut("rounds", "--players", "227", "--rules", "dci-2009", "--cut", "2");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      players: 227,
      rules: "dci-2009",
      cut: 2,
      rounds: 11,
      base: 9,
      extra: 2,
      reason: "Magic tournament rules, Appendix F: 227-409 players → 9 rounds; +2 for a top-2 cut",
      playoff: null,
    });
    // R-PO-2: Dreamblade's recommendation carries the top-4 playoff.
    expect(JSON.parse(topcut("rounds", "--players", "12", "--rules", "dreamblade").stdout).playoff).toMatchObject({ cut: 4 });
    expect(JSON.parse(topcut("rounds", "--players", "17").stdout)).toMatchObject({ rules: "club", cut: 0, rounds: 5 });
  });

  it("commander shows the attendance structure for the field (R-CMD-3)", () => {
    const out = JSON.parse(topcut("rounds", "--players", "12", "--rules", "commander").stdout);
    expect(out).toMatchObject({ rounds: 4, attendance: { kind: "final-table", final: { seats: [1, 2, 3, 4] } } });
  });

  it("refusals go to stderr with exit 2 and nothing on stdout", () => {
    const cases: Array<[string[], string]> = [
      [["--players", "3"], 'Swiss needs at least 4 players, got 3 (Dreamblade floor rules §310: an event below the minimum "did not occur")'],
      [["--players", "6", "--cut", "8"], "a top-8 cut needs at least 8 players"],
      [["--players", "20", "--cut", "3"], "cut: expected 0, 2, 4, 8 or 16, got 3"],
      [["--players", "20", "--rules", "chess"], '--rules needs one of club, dci-2009, dreamblade, commander, mtr, custom, got "chess"'],
      [["--players", "many"], '--players needs a whole number, got "many"'],
      [["--cut", "4"], "--players N is required"],
      [["--players", "8", "--top", "4"], 'unknown argument "--top"'],
    ];
    for (const [args, message] of cases) {
      const r = topcut("rounds", ...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/^topcut rounds: /);
      expect(r.stderr).toContain(message);
    }
  });
});
