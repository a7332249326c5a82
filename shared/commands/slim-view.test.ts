// The slim public view: the same view as publicView, with only the latest
// round's (and the playoff rounds') matches; earlier Swiss rounds keep
// everything but their matches and say so.
import { describe, expect, it } from "vitest";
import { run } from "../test-support/commands.ts";
import { publicView } from "./views.ts";
import { matchesOmitted, roundOfView, slimView } from "./slim-view.ts";
import type { PlatformState } from "./state.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;

function swiss(players: number, rounds: number, cut = 0): PlatformState {
  let s = run(null, { type: "create-event", name: "Slim", gameFormat: "Modern", rules: "club", options: { rounds, cut } }, ORG).state;
  s = run(s, { type: "add-players", players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })) }).state;
  return s;
}

function play(s: PlatformState, round: number): PlatformState {
  for (const m of s.tournament.rounds[round - 1]!.matches)
    if ("table" in m) s = run(s, { type: "set-result", round, table: m.table, result: { games: [2, 1, 0] } }).state;
  return s;
}

describe("slimView", () => {
  it("keeps only the latest round's matches; everything else is the full view's", () => {
    let s = swiss(10, 4);
    for (const n of [1, 2]) s = play(run(s, { type: "start-round", round: n }).state, n);
    s = run(s, { type: "start-round", round: 3 }).state;
    const full = publicView(s, 9);
    const slim = slimView(full);
    expect(slim.rounds.map((r) => [r.number, r.matches.length, matchesOmitted(r)])).toEqual([
      [1, 0, true],
      [2, 0, true],
      [3, 5, false],
    ]);
    expect(slim.rounds[2]).toBe(full.rounds[2]);
    // An outline is its round without the matches.
    for (const i of [0, 1]) {
      const { matches: _m, ...rest } = full.rounds[i]!;
      expect(slim.rounds[i]).toEqual({ ...rest, matches: [], matchesOmitted: true });
    }
    const { rounds: _a, ...slimRest } = slim;
    const { rounds: _b, ...fullRest } = full;
    expect(slimRest).toEqual(fullRest);
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify(full).length);
    // The earlier rounds are read one at a time, as the view has them.
    expect(roundOfView(full, 1)).toEqual(full.rounds[0]);
    expect(roundOfView(full, 4)).toBeUndefined();
  });

  it("keeps the playoff rounds' matches (the bracket and their titles read them)", () => {
    let s = swiss(8, 2, 4);
    for (const n of [1, 2]) s = play(run(s, { type: "start-round", round: n }).state, n);
    s = play(run(s, { type: "start-playoffs" }).state, 3);
    s = run(s, { type: "next-playoff-round", round: 4 }).state;
    const full = publicView(s, 20);
    const slim = slimView(full);
    expect(slim.rounds.map((r) => [r.number, r.stage ?? "swiss", matchesOmitted(r)])).toEqual([
      [1, "swiss", true],
      [2, "swiss", true],
      [3, full.rounds[2]!.stage, false],
      [4, full.rounds[3]!.stage, false],
    ]);
    expect(slim.rounds[2]).toBe(full.rounds[2]);
    expect(slim.bracket).toEqual(full.bracket);
  });

  it("an event with one round or none is the full view", () => {
    let s = swiss(6, 3);
    expect(slimView(publicView(s, 1))).toEqual(publicView(s, 1));
    s = run(s, { type: "start-round", round: 1 }).state;
    expect(slimView(publicView(s, 2))).toEqual(publicView(s, 2));
  });
});
