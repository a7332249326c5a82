// Taking a result back (`set-result` with `result: null`): the console's undo
// of the last result, possible only while its round is the current one.
import { describe, expect, it } from "vitest";
import { refusal, run } from "../test-support/commands.ts";
import type { PlatformState } from "./state.ts";

function round1(names = ["Ann", "Bob", "Cat", "Dan"]): PlatformState {
  let s = run(
    null,
    { type: "create-event", name: "Club night", gameFormat: "Modern", rules: "club" },
    { role: "organizer", userId: "u1", username: "olga" },
  ).state;
  s = run(s, { type: "add-players", players: names.map((name) => ({ name })) }).state;
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

describe("late entry in the staff view and its refusal", () => {
  it("the view says whom play-bye meets; a refusal names the late arrival once", async () => {
    const { manageView } = await import("./views.ts");
    let s = run(
      null,
      { type: "create-event", name: "Club night", gameFormat: "Modern", rules: "club" },
      { role: "organizer", userId: "u1", username: "olga" },
    ).state;
    s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan", "Eve"].map((name) => ({ name })) }).state;
    expect(manageView(s, 1, "owner").lateEntry).toEqual({ open: false, reason: "before-round-1" });
    s = run(s, { type: "start-round", round: 1 }).state;
    const bye = s.tournament.rounds[0]!.matches.find((m) => "bye" in m)!.players[0];
    expect(manageView(s, 1, "owner").lateEntry).toEqual({ open: true, byeHolder: bye });
    for (const m of s.tournament.rounds[0]!.matches)
      if ("table" in m) s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: [2, 0, 0] } }).state;
    s = run(s, { type: "start-round", round: 2 }).state;
    expect(manageView(s, 1, "owner").lateEntry).toEqual({ open: false, reason: "field-closed" });
    let message = "";
    try {
      run(s, { type: "late-entry", name: "Zed", mode: "loss" });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toBe("Cannot add a late arrival: the field is closed from round 2 (round 2 is already paired)");
  });
});

describe("taking a drop back", () => {
  it("pairs the player again, until the next round is paired without them", () => {
    let s = round1(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]);
    s = run(s, { type: "drop-player", playerId: "p2" }).state;
    expect(s.tournament.players.find((p) => p.id === "p2")!.dropped).toBe(1);
    const back = run(s, { type: "undrop-player", playerId: "p2" });
    expect(back.state.tournament.players.find((p) => p.id === "p2")!.dropped).toBeNull();
    expect(back.what).toEqual(["players", "standings"]);
    expect(refusal(() => run(back.state, { type: "undrop-player", playerId: "p2" }))).toEqual({ code: "not_allowed_now", path: "$.playerId" });
    for (const table of [1, 2, 3]) s = run(s, { type: "set-result", round: 1, table, result: { games: [2, 0, 0] } }).state;
    s = run(s, { type: "start-round", round: 2 }).state;
    expect(refusal(() => run(s, { type: "undrop-player", playerId: "p2" }))).toEqual({ code: "not_allowed_now", path: "$.playerId" });
    expect(refusal(() => run(s, { type: "undrop-player", playerId: "p2" }, { role: "anonymous" }))).toEqual({ code: "unauthenticated", path: "" });
  });
});
