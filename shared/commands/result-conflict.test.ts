// Two staff phones, one table (docs/offline.md): a result sent with
// the result its sender saw (`asSeen`) is refused when another result is
// stored meanwhile, with both results named; without asSeen, nothing changes
// from before (the last result sent replaces the stored one).
import { describe, expect, it } from "vitest";
import { CommandError } from "./errors.ts";
import { ORGANIZER, refusal, refused, run } from "../test-support/commands.ts";
import type { PlatformState } from "./state.ts";

const JUDGE = { role: "judge", userId: "u2", username: "jo" } as const;

function round1(rules = "club", names = ["Ann", "Bob", "Cat", "Dan"]): PlatformState {
  let s = run(null, { type: "create-event", name: "Club night", gameFormat: "Modern", rules }, ORGANIZER).state;
  s = run(s, { type: "add-players", players: names.map((name) => ({ name })) }).state;
  return run(s, { type: "start-round", round: 1 }).state;
}

const tableOf = (s: PlatformState, round: number, table: number) => s.tournament.rounds[round - 1]!.matches.find((x) => "table" in x && x.table === table)!;
const resultAt = (s: PlatformState, round: number, table: number) => {
  const m = tableOf(s, round, table);
  return "result" in m ? m.result : undefined;
};
const nameOf = (s: PlatformState, id: string) => s.tournament.players.find((p) => p.id === id)!.name;

describe("a staff result sent with the result its sender saw (asSeen)", () => {
  it("counts when the table still has what the sender saw: none, then the stored result", () => {
    let s = round1();
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 0, 0] }, asSeen: null }).state;
    expect(resultAt(s, 1, 1)).toEqual({ games: [2, 0, 0] });
    // A correction by someone who saw that result replaces it.
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [0, 2, 0] }, asSeen: { games: [2, 0, 0] } }, JUDGE).state;
    expect(resultAt(s, 1, 1)).toEqual({ games: [0, 2, 0] });
  });

  it("is refused with 409 result_conflict naming both results when another result is stored; nothing changes", () => {
    let s = round1();
    const [a, b] = tableOf(s, 1, 1).players as [string, string];
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 0, 0] }, asSeen: null }).state;
    const e = refused(() => run(s, { type: "set-result", round: 1, table: 1, result: { games: [1, 2, 0] }, asSeen: null }, JUDGE));
    expect(e).toBeInstanceOf(CommandError);
    expect({ code: e.code, status: e.status, path: e.path }).toEqual({ code: "result_conflict", status: 409, path: "$.asSeen" });
    expect(e.message).toBe(
      `Table 1 of round 1 has a result you had not seen: ${nameOf(s, a)} 2-0 ${nameOf(s, b)} (you saw no result). ` +
        `Yours (${nameOf(s, a)} 1-2 ${nameOf(s, b)}) was not recorded. To replace the stored result, send yours again with "asSeen" set to it.`,
    );
    expect(e.toBody()).toEqual({
      error: {
        code: "result_conflict",
        message: e.message,
        path: "$.asSeen",
        conflict: { round: 1, table: 1, players: [a, b], stored: { games: [2, 0, 0] }, asSeen: null, sent: { games: [1, 2, 0] } },
      },
    });
    expect(resultAt(s, 1, 1)).toEqual({ games: [2, 0, 0] });
  });

  it("settles the conflict: sent again with the stored result as seen, the sender's result counts", () => {
    let s = round1();
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 0, 0] }, asSeen: null }).state;
    const mine = { type: "set-result", round: 1, table: 1, result: { games: [1, 2, 0] }, asSeen: null };
    const { conflict } = refused(() => run(s, mine, JUDGE)).details as { conflict: { stored: unknown } };
    s = run(s, { ...mine, asSeen: conflict.stored }, JUDGE).state;
    expect(resultAt(s, 1, 1)).toEqual({ games: [1, 2, 0] });
  });

  it("is no conflict when both phones entered the same result", () => {
    let s = round1();
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 1, 0] }, asSeen: null }).state;
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 1, 0] }, asSeen: null }, JUDGE).state;
    expect(resultAt(s, 1, 1)).toEqual({ games: [2, 1, 0] });
  });

  it("compares results, not the order of their fields", () => {
    let s = round1();
    const [a] = tableOf(s, 1, 1).players as [string, string];
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [1, 1, 0], flip: a } }).state;
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 0, 0] }, asSeen: { flip: a, games: [1, 1, 0] } }).state;
    expect(resultAt(s, 1, 1)).toEqual({ games: [2, 0, 0] });
  });

  it("refuses a result when the sender saw one that was taken back meanwhile", () => {
    let s = round1();
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 0, 0] } }).state;
    s = run(s, { type: "set-result", round: 1, table: 1, result: null }).state;
    const e = refused(() => run(s, { type: "set-result", round: 1, table: 1, result: { games: [0, 2, 0] }, asSeen: { games: [2, 0, 0] } }, JUDGE));
    expect(e.details).toMatchObject({ conflict: { stored: null, asSeen: { games: [2, 0, 0] } } });
  });

  it("guards an undo too: taking back a result the sender did not see is refused", () => {
    let s = round1();
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 0, 0] } }).state;
    expect(refusal(() => run(s, { type: "set-result", round: 1, table: 1, result: null, asSeen: { games: [0, 2, 0] } }))).toEqual({
      code: "result_conflict",
      path: "$.asSeen",
    });
    s = run(s, { type: "set-result", round: 1, table: 1, result: null, asSeen: { games: [2, 0, 0] } }).state;
    expect(resultAt(s, 1, 1)).toBeUndefined();
  });

  it("guards a correction of a closed round", () => {
    let s = round1();
    for (const table of [1, 2]) s = run(s, { type: "set-result", round: 1, table, result: { games: [2, 0, 0] } }).state;
    s = run(s, { type: "start-round", round: 2 }).state;
    const fix = { type: "set-result", round: 1, table: 1, result: { games: [0, 2, 0] }, correction: true };
    expect(refusal(() => run(s, { ...fix, asSeen: null }))).toEqual({ code: "result_conflict", path: "$.asSeen" });
    s = run(s, { ...fix, asSeen: { games: [2, 0, 0] } }).state;
    expect(resultAt(s, 1, 1)).toEqual({ games: [0, 2, 0] });
  });

  it("works for a Commander table, and through report-result by staff", () => {
    let s = round1("commander", ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]);
    const [w1, w2] = tableOf(s, 1, 1).players as string[];
    s = run(s, { type: "report-result", round: 1, table: 1, result: { winner: w1! }, asSeen: null }).state;
    const e = refused(() => run(s, { type: "report-result", round: 1, table: 1, result: { winner: w2! }, asSeen: null }, JUDGE));
    expect(e.code).toBe("result_conflict");
    expect(e.message).toContain(`has a result you had not seen: ${nameOf(s, w1!)} won`);
    expect(resultAt(s, 1, 1)).toEqual({ winner: w1 });
  });

  it("meets a result the players reported and confirmed meanwhile", () => {
    let s = round1();
    const [a, b] = tableOf(s, 1, 1).players as [string, string];
    s = run(s, { type: "report-result", round: 1, table: 1, result: { games: [2, 1, 0] } }, { role: "player", playerId: a }).state;
    s = run(s, { type: "confirm-result", round: 1, table: 1 }, { role: "player", playerId: b }).state;
    const e = refused(() => run(s, { type: "set-result", round: 1, table: 1, result: { games: [0, 2, 0] }, asSeen: null }, JUDGE));
    expect(e.details).toMatchObject({ conflict: { stored: { games: [2, 1, 0] }, sent: { games: [0, 2, 0] } } });
  });

  it("is for staff: a player's report with asSeen is bad input at $.asSeen", () => {
    const s = round1();
    const p = tableOf(s, 1, 1).players[0]!;
    expect(
      refusal(() => run(s, { type: "report-result", round: 1, table: 1, result: { games: [2, 0, 0] }, asSeen: null }, { role: "player", playerId: p })),
    ).toEqual({ code: "invalid_input", path: "$.asSeen" });
    expect(refusal(() => run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 0, 0] }, asSeen: { games: "2-0" } }))).toMatchObject({
      code: "invalid_input",
      path: expect.stringMatching(/^\$\.asSeen/),
    });
  });

  it("without asSeen, the last result sent replaces the stored one, as before", () => {
    let s = round1();
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [2, 0, 0] } }).state;
    s = run(s, { type: "set-result", round: 1, table: 1, result: { games: [0, 2, 0] } }, JUDGE).state;
    expect(resultAt(s, 1, 1)).toEqual({ games: [0, 2, 0] });
  });
});
