// `topcut day-two` as a real process: the preview with names and the line,
// --confirm recording the cut, and `pair` refusing day 2 until it is recorded,
// then seating only those who advanced.
import { describe, expect, it } from "vitest";
import { scratch, topcut } from "./testkit.ts";

const { file } = scratch("topcut-day-two-");
const players = ["a", "b", "c", "d", "e", "f", "g", "h"].map((id, i) => ({ id, name: id.toUpperCase(), registered: i + 1, dropped: null }));
// Round 1, the first player of every table winning 2-0: a, c, e, g have 3 points.
const event = {
  format: "topcut/1",
  id: "twodays",
  name: "Two days",
  gameFormat: "Modern",
  rules: "club",
  options: { draws: "allowed", bestOf: 3, rounds: 3, cut: 0, dayTwo: { afterRound: 1, advance: { kind: "points", atLeast: 3 } } },
  players,
  rounds: [
    {
      number: 1,
      matches: ["ab", "cd", "ef", "gh"].map((p, k) => ({ table: k + 1, players: [p[0], p[1]], result: { games: [2, 0, 0] } })),
    },
  ],
};

describe("topcut day-two", () => {
  it("previews who advances, refuses pairing day 2 before --confirm, then pairs only those who advanced", () => {
    const path = file("event.json", event);
    const preview = topcut("day-two", path);
    expect(preview.stderr).toBe("");
    const p = JSON.parse(preview.stdout);
    expect(p.advancing).toEqual(["a", "c", "e", "g"].map((id) => ({ id, name: id.toUpperCase() })));
    expect(p.out.map((x: { id: string }) => x.id)).toEqual(["b", "d", "f", "h"]);
    expect(p.lastIn).toMatchObject({ points: 3 });
    expect(p.confirmed).toBe(false);

    const refused = topcut("pair", path);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/confirm the day-2 cut after round 1 before pairing round 2/);

    const confirmed = topcut("day-two", path, "--confirm");
    const recorded = JSON.parse(confirmed.stdout);
    expect(recorded.dayTwoCut).toEqual({ afterRound: 1, advanced: ["a", "c", "e", "g"] });
    const paired = topcut("pair", file("confirmed.json", recorded));
    expect(paired.stderr).toBe("");
    const seated = JSON.parse(paired.stdout).matches.flatMap((m: { players: string[] }) => m.players);
    expect(seated.sort()).toEqual(["a", "c", "e", "g"]);
  });

  it("says why when the event has no day-2 cut", () => {
    const { dayTwo: _none, ...options } = event.options;
    const r = topcut("day-two", file("plain.json", { ...event, options }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no day-2 cut \(options.dayTwo\)/);
  });
});
