// Validation: every problem names its JSON path; a valid file passes untouched.
import { describe, expect, it } from "vitest";
import { parseTournament, TournamentError, validateTournament } from "./validate.ts";

function event(rules: string, rounds: unknown[], extra: Record<string, unknown> = {}) {
  return {
    format: "topcut/1",
    id: "v",
    name: "Validation",
    gameFormat: "Test",
    rules,
    options: { draws: "allowed", bestOf: 3, rounds: 3, cut: 0 },
    players: ["a", "b", "c", "d"].map((id, i) => ({ id, name: id, registered: i + 1, dropped: null })),
    rounds,
    ...extra,
  };
}

const problems = (v: unknown) => {
  const r = validateTournament(v);
  return r.ok ? [] : r.problems;
};

describe("validateTournament", () => {
  it("accepts a valid event and returns it unchanged", () => {
    const value = event("club", [
      {
        number: 1,
        matches: [
          { table: 1, players: ["a", "b"], result: { games: [2, 1, 0] } },
          { players: ["c"], bye: true },
        ],
      },
    ]);
    const r = validateTournament(value);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.tournament).toEqual(value);
  });

  it("names the path of schema problems", () => {
    expect(problems({ ...event("club", []), rules: "poker" })).toEqual([{ path: "$.rules", message: expect.stringContaining("expected one of") }]);
    expect(problems(event("club", [{ number: 1, matches: [{ table: 1, players: ["a", "b"], result: { games: [2, 1] } }] }]))[0]!.path).toMatch(
      /^\$\.rounds\[0\]\.matches\[0\]/,
    );
  });

  it("names the path of cross-check problems", () => {
    expect(problems(event("club", [{ number: 1, matches: [{ table: 1, players: ["a", "zed"] }] }]))).toEqual([
      { path: "$.rounds[0].matches[0].players[1]", message: 'unknown player "zed"' },
    ]);
    expect(problems(event("club", [{ number: 1, matches: [{ table: 1, players: ["a", "b"], result: { games: [2, 0, 0], flip: "a" } }] }]))).toEqual([
      { path: "$.rounds[0].matches[0].result.flip", message: "a flip settles a drawn game score only" },
    ]);
  });

  it("refuses a pod table in a one-on-one Swiss round: the standings could not count it", () => {
    const pod = { number: 1, matches: [{ table: 1, players: ["a", "b", "c", "d"], result: { winner: "a" } }] };
    expect(problems(event("club", [pod]))).toEqual([
      { path: "$.rounds[0].matches[0].players", message: 'a table of 4 needs the "commander" rules; "club" matches are one-on-one' },
    ]);
    expect(problems(event("commander", [pod]))).toEqual([]);
  });

  it("requires eliminated players to be seated at the table", () => {
    const pod = { number: 1, matches: [{ table: 1, players: ["a", "b", "c"], result: { winner: null, eliminated: ["d"] } }] };
    expect(problems(event("commander", [pod]))).toEqual([{ path: "$.rounds[0].matches[0].result.eliminated[0]", message: '"d" is not playing at this table' }]);
  });

  it("accepts a late arrival's loss in round 1 and refuses it in any later round (R-PAIR-4: the field closes after round 1)", () => {
    const r1 = {
      number: 1,
      matches: [
        { table: 1, players: ["a", "b"], result: { games: [2, 0, 0] } },
        { players: ["c"], loss: true },
      ],
    };
    expect(problems(event("club", [r1]))).toEqual([]);
    const r2 = {
      number: 2,
      matches: [
        { table: 1, players: ["a", "c"], result: { games: [2, 1, 0] } },
        { players: ["d"], loss: true },
      ],
    };
    const r3 = { number: 3, matches: [{ players: ["b"], loss: true }] };
    expect(problems(event("club", [r1, r2, r3]))).toEqual([
      { path: "$.rounds[1].matches[1].loss", message: "a late arrival's loss belongs in round 1 only (the field is closed from round 2), but this is round 2" },
      { path: "$.rounds[2].matches[0].loss", message: "a late arrival's loss belongs in round 1 only (the field is closed from round 2), but this is round 3" },
    ]);
    expect(() =>
      parseTournament(
        event("commander", [
          { number: 1, matches: [] },
          { ...r3, number: 2 },
        ]),
      ),
    ).toThrow(/^\$\.rounds\[1\]\.matches\[0\]\.loss: a late arrival's loss belongs in round 1 only/);
  });

  it("parseTournament throws a TournamentError whose message starts with the first path", () => {
    expect(() => parseTournament(event("club", [{ number: 2, matches: [] }]))).toThrow(TournamentError);
    expect(() => parseTournament(event("club", [{ number: 2, matches: [] }]))).toThrow(/^\$\.rounds\[0\]\.number: round 1 is numbered 2/);
  });
});
