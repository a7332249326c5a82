import { describe, expect, it } from "vitest";
import { attendanceStructure } from "./attendance.ts";
import { standingsVisibility, structureOf, swissFinished } from "./visibility.ts";
import { build, pod, unreported } from "../test-support/standings-builders.ts";

describe("attendanceStructure (R-CMD-3)", () => {
  it.each([6, 7])("%i players: 4 Swiss rounds only", (players) => {
    expect(attendanceStructure(players)).toMatchObject({ kind: "swiss-only", players, swissRounds: 4 });
  });
  it.each([8, 12, 16])("%i players: 4 Swiss rounds, then the top 4 at one final table", (players) => {
    expect(attendanceStructure(players)).toMatchObject({ kind: "final-table", swissRounds: 4, final: { seats: [1, 2, 3, 4] } });
  });
  it.each([17, 40, 300])("%i players: places 3-10 in two balanced semifinal tables, 1 and 2 wait at the final", (players) => {
    const s = attendanceStructure(players);
    expect(s).toMatchObject({ kind: "semifinals-and-final", swissRounds: 4, final: { direct: [1, 2] } });
    if (s.kind !== "semifinals-and-final") throw new Error("unreachable");
    expect(s.semifinals).toEqual([
      [3, 6, 7, 10],
      [4, 5, 8, 9],
    ]);
    // Every place 3-10 plays exactly one semifinal, and both tables are as strong (sum of places 26).
    expect(s.semifinals.flat().sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(s.semifinals.map((t) => t.reduce((x, y) => x + y))).toEqual([26, 26]);
  });
  it.each([0, 1, 3, 4, 5])("%i players: refused with the reason", (players) => {
    expect(() => attendanceStructure(players)).toThrow(`players: the attendance structure (Commander event rules) starts at 6 players, got ${players}`);
  });
  it("refuses a field that is not a whole number", () => {
    expect(() => attendanceStructure(-1)).toThrow("players: expected a whole number of players, got -1");
    expect(() => attendanceStructure(7.5)).toThrow("players: expected a whole number of players, got 7.5");
  });
});

const six = ["a", "b", "c", "d", "e", "f"];
function event(rounds: ReturnType<typeof pod>[][], options: Parameters<typeof build>[0]["options"]) {
  return build({ rules: "commander", players: six, rounds, options: { rounds: 2, ...options } });
}

describe("standingsVisibility", () => {
  const r1 = [pod(["a", "b", "c"], "a"), pod(["d", "e", "f"], null)];
  const r2open = [pod(["a", "d", "e"], "d"), unreported("b", "c")];
  const r2 = [pod(["a", "d", "e"], "d"), pod(["b", "c", "f"], "b")];

  it("attendance events hide standings until every planned Swiss round is reported", () => {
    const opts = { structure: "attendance" as const };
    expect(standingsVisibility(event([], opts))).toEqual({
      visible: false,
      reason: "standings are hidden until the Swiss rounds end (0 of 2 Swiss rounds paired)",
    });
    expect(standingsVisibility(event([r1], opts)).visible).toBe(false);
    expect(standingsVisibility(event([r1, r2open], opts)).visible).toBe(false);
    expect(standingsVisibility(event([r1, r2], opts))).toEqual({ visible: true, reason: "the Swiss rounds have ended" });
  });
  it("hiddenStandings hides them in any structure; without it they are visible throughout", () => {
    expect(standingsVisibility(event([r1], { hiddenStandings: true })).visible).toBe(false);
    expect(standingsVisibility(event([r1, r2], { hiddenStandings: true })).visible).toBe(true);
    expect(standingsVisibility(event([r1], {})).visible).toBe(true);
    expect(standingsVisibility(event([r1], { hiddenStandings: false })).visible).toBe(true);
  });
  it("a final-stage round ends the Swiss even if fewer rounds were played than planned", () => {
    const t = build({
      rules: "commander",
      players: six,
      rounds: [r1, [pod(["a", "b", "c", "d"], null)]],
      stages: { 2: "final" },
      options: { rounds: 4, structure: "attendance" },
    });
    expect(swissFinished(t)).toBe(true);
    expect(standingsVisibility(t).visible).toBe(true);
  });
});

describe("structureOf", () => {
  it("defaults from the cut when options.structure is absent", () => {
    expect(structureOf(event([], { cut: 0 }))).toBe("swiss");
    expect(structureOf(event([], { cut: 4 }))).toBe("swiss-cut");
    expect(structureOf(event([], { cut: 4, structure: "attendance" }))).toBe("attendance");
  });
});
