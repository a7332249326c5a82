// Hidden standings stay hidden. R-CMD-2: points and
// results stay secret until the Swiss rounds end. While
// hidden, the public view reveals no points anywhere: not in pairing notes
// (a pair-down note says who is on how many points), table points, records.
import { describe, expect, it } from "vitest";
import { defaultOptions } from "./event.ts";
import { run } from "../test-support/commands.ts";
import { manageView, publicView } from "./views.ts";
import type { PlatformState } from "./state.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;

/** A hidden club event in round 2 whose pairing needed pair-downs (c and d drew in round 1). */
function hiddenRound2(): PlatformState {
  let s = run(
    null,
    { type: "create-event", name: "Secret night", gameFormat: "Modern", rules: "club", options: { hiddenStandings: true, draws: "allowed", rounds: 3 } },
    ORG,
  ).state;
  s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"].map((name) => ({ name })) }).state;
  s = run(s, { type: "start-round", round: 1 }).state;
  const tables = s.tournament.rounds[0]!.matches as { table: number; players: string[] }[];
  // One drawn table, the others 2-0: two players on 1 point who have met.
  tables.forEach((m, k) => {
    s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: k === 0 ? [1, 1, 0] : [2, 0, 0] } }).state;
  });
  return run(s, { type: "start-round", round: 2 }).state;
}

describe("hidden standings stay hidden", () => {
  it("the public view carries no points: no pair-down or bye-above-bottom notes, no note points, no results, no standings", () => {
    const s = hiddenRound2();
    const staff = manageView(s, 1, "owner");
    expect(staff.notes.some((n) => n.kind === "pair-down" && n.points !== undefined)).toBe(true);
    const pub = publicView(s, 1);
    expect(pub.standings).toBeNull();
    expect(pub.pointsBefore).toBeNull();
    for (const notes of [pub.notes, ...pub.rounds.map((r) => r.notes ?? [])]) {
      for (const n of notes) {
        expect(["pair-down", "bye-above-bottom"]).not.toContain(n.kind);
        expect(n.points).toBeUndefined();
        expect(n.text).not.toMatch(/\d+ points?/);
      }
    }
    expect(pub.rounds.every((r) => r.matches.every((m) => !("result" in m)))).toBe(true);
    expect(JSON.stringify(pub)).not.toMatch(/on \d+ points/);
  });

  it("once the Swiss rounds end the notes show in full", () => {
    let s = hiddenRound2();
    s = run(s, { type: "edit-event", options: { rounds: 2 } }).state;
    for (const m of s.tournament.rounds[1]!.matches)
      if ("table" in m) s = run(s, { type: "set-result", round: 2, table: m.table, result: { games: [2, 0, 0] } }).state;
    const pub = publicView(s, 1);
    expect(pub.standings).not.toBeNull();
    expect(pub.rounds[1]!.notes!.some((n) => n.kind === "pair-down" && n.points !== undefined)).toBe(true);
  });

  it("a Commander event created through the API is hidden until the Swiss ends, as the web form does (R-CMD-2)", () => {
    expect(defaultOptions("commander").hiddenStandings).toBe(true);
    const s = run(null, { type: "create-event", name: "EDH", gameFormat: "Commander", rules: "commander" }, ORG).state;
    expect(s.tournament.options.hiddenStandings).toBe(true);
    // The organizer may still choose to show them.
    const open = run(null, { type: "create-event", name: "EDH", gameFormat: "Commander", rules: "commander", options: { hiddenStandings: false } }, ORG).state;
    expect(open.tournament.options.hiddenStandings).toBe(false);
  });
});
