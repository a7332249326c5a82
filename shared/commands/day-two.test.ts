// The day-2 cut through the command layer: the staff view's preview, the
// confirmation and its named refusals, start-round waiting for it, the
// public view's record and marked standings.
import { describe, expect, it } from "vitest";
import { refused, run } from "../test-support/commands.ts";
import type { PlatformState } from "./state.ts";
import { manageView, publicView } from "./views.ts";

const JUDGE = { role: "judge", userId: "u2", username: "kim" } as const;

/** Eight players, three rounds, day 2 (the top 4) after round 1; round 1 played, the first player of each table winning. */
function afterRound1(): PlatformState {
  let s = run(
    null,
    {
      type: "create-event",
      name: "Two days",
      gameFormat: "Modern",
      rules: "club",
      options: { rounds: 3, dayTwo: { afterRound: 1, advance: { kind: "top", count: 4 } } },
    },
    { role: "organizer", userId: "u1", username: "olga" },
  ).state;
  s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"].map((name) => ({ name })) }).state;
  s = run(s, { type: "start-round", round: 1 }).state;
  for (const m of s.tournament.rounds[0]!.matches)
    if ("table" in m) s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: [2, 0, 0] } }).state;
  return { ...s, staff: [{ userId: "u2", username: "kim", role: "judge" }] } as PlatformState;
}

const reason = (f: () => unknown) => {
  const e = refused(f);
  return { code: e.code, reason: e.details?.reason, about: e.details?.about };
};

describe("confirm-day-two", () => {
  it("the staff view shows who advances; round 2 waits for the confirmation; then day 2 seats only them", () => {
    let s = afterRound1();
    const winners = s.tournament.rounds[0]!.matches.map((m) => m.players[0]);
    const preview = manageView(s, 1, "owner").dayTwoPreview!;
    expect([...preview.advancing].sort()).toEqual([...winners].sort());
    expect(preview.out).toHaveLength(4);
    expect(reason(() => run(s, { type: "start-round", round: 2 }))).toEqual({
      code: "not_allowed_now",
      reason: "day-two-unconfirmed",
      about: { round: 1, next: 2 },
    });
    expect(reason(() => run(s, { type: "confirm-day-two" }, JUDGE)).code).toBe("forbidden");
    const confirmed = run(s, { type: "confirm-day-two" });
    expect(confirmed.answer).toEqual({ dayTwoCut: { afterRound: 1, advanced: preview.advancing } });
    expect(confirmed.what).toEqual(["event", "standings", "players"]);
    s = confirmed.state;
    expect(manageView(s, 2, "owner").dayTwoPreview).toBeNull();
    expect(reason(() => run(s, { type: "confirm-day-two" })).reason).toBe("day-two-confirmed");
    expect(reason(() => run(s, { type: "edit-event", options: { dayTwo: { afterRound: 1, advance: { kind: "top", count: 6 } } } })).reason).toBe(
      "day-two-fixed",
    );
    s = run(s, { type: "start-round", round: 2 }).state;
    expect(s.tournament.rounds[1]!.matches.flatMap((m) => m.players).sort()).toEqual([...preview.advancing].sort());
    const view = publicView(s, 3);
    expect(view.dayTwoCut).toEqual({ afterRound: 1, advanced: preview.advancing });
    expect(view.standings!.slice(0, 4).every((r) => r.cutAfter === undefined)).toBe(true);
    expect(view.standings!.slice(4).map((r) => r.cutAfter)).toEqual([1, 1, 1, 1]);
  });

  it("is refused before its round is complete and where no day-2 cut is planned", () => {
    let s = run(
      null,
      { type: "create-event", name: "One day", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      { role: "organizer", userId: "u1", username: "olga" },
    ).state;
    s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan"].map((name) => ({ name })) }).state;
    s = run(s, { type: "start-round", round: 1 }).state;
    expect(reason(() => run(s, { type: "confirm-day-two" })).reason).toBe("day-two-not-set");
    const open = afterRound1();
    const reopened = run(open, { type: "set-result", round: 1, table: 1, result: null }).state;
    expect(reason(() => run(reopened, { type: "confirm-day-two" }))).toEqual({ code: "not_allowed_now", reason: "day-two-too-early", about: { round: 1 } });
  });

  it("a day-2 plan the event cannot hold is refused at creation, with its path", () => {
    const e = refused(() =>
      run(
        null,
        {
          type: "create-event",
          name: "Bad",
          gameFormat: "Modern",
          rules: "club",
          options: { rounds: 3, dayTwo: { afterRound: 3, advance: { kind: "record", maxLosses: 2 } } },
        },
        { role: "organizer", userId: "u1", username: "olga" },
      ),
    );
    expect(e.path).toBe("$.options.dayTwo.afterRound");
    expect(e.message).toMatch(/needs at least one round after it/);
  });
});
