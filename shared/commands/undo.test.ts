// Taking a result back (`set-result` with `result: null`): the console's undo
// of the last result, possible only while its round is the current one.
import { describe, expect, it } from "vitest";
import { refusal, run } from "./testkit.ts";
import type { PlatformState } from "./state.ts";

function round1(): PlatformState {
  let s = run(null, { type: "create-event", name: "Club night", gameFormat: "Modern", rules: "club" }, { role: "organizer", userId: "u1", username: "olga" }).state;
  s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan"].map((name) => ({ name })) }).state;
  return run(s, { type: "start-round", round: 1 }).state;
}

const resultAt = (s: PlatformState, round: number, table: number) => {
  const m = s.tournament.rounds[round - 1]!.matches.find((x) => "table" in x && x.table === table)!;
  return "result" in m ? m.result : undefined;
};

describe("taking a result back", () => {
  it("opens the table of the current round again, with its confirmed report gone", () => {
    let s = round1();
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 1, 0] } }).state;
    expect(resultAt(s, 1, 1)).toEqual({ games: [2, 1, 0] });
    const undone = run(s, { type: "set-result", round: 1, table: 1, result: null });
    expect(resultAt(undone.state, 1, 1)).toBeUndefined();
    expect(undone.what).toEqual(["results", "standings"]);
    expect(undone.state.reports.filter((r) => r.table === 1)).toEqual([]);
  });

  it("is refused for a table without a result and once the next round is paired", () => {
    let s = round1();
    expect(refusal(() => run(s, { type: "set-result", round: 1, table: 1, result: null }))).toEqual({ code: "not_allowed_now", path: "$.result" });
    for (const table of [1, 2]) s = run(s, { type: "set-result", round: 1, table, result: { games: [2, 0, 0] } }).state;
    s = run(s, { type: "start-round", round: 2 }).state;
    expect(refusal(() => run(s, { type: "set-result", round: 1, table: 1, result: null, correction: true }))).toEqual({ code: "stale_round", path: "$.round" });
  });
});
