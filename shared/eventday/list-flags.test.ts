// A list the event cannot check is still flagged with a code and values
// (about), so the lists desk words it in its reader's language instead of the
// engine's English: an event without a date, and a stored
// list that does not read.
import { describe, expect, it } from "vitest";
import { manageView } from "../commands/views.ts";
import { OWNER, run } from "../test-support/commands.ts";
import type { PlatformState } from "../commands/state.ts";

const warband = [{ name: "Ogre", set: "Base Set", count: 16 }];

function dreamblade(date?: string): PlatformState {
  let s = run(
    null,
    { type: "create-event", name: "Constructed", gameFormat: "Dreamblade Constructed", rules: "dreamblade", ...(date ? { date } : {}) },
    { role: "organizer", userId: "u1", username: "olga" },
  ).state;
  s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan"].map((name) => ({ name })) }).state;
  return run(s, { type: "submit-list", playerId: "p1", kind: "warband", main: warband }, OWNER).state;
}
const flagsOf = (s: PlatformState) => manageView(s, 1, "owner").eventDayStaff.lists.find((l) => l.player === "p1")!.flags;

describe("flags of a list the event cannot check", () => {
  it("an event without a date: no-date, with values", () => {
    expect(flagsOf(dreamblade())).toEqual([{ code: "no-date", path: "$", message: "The event has no date: set it to check release dates", about: {} }]);
  });

  it("a stored list that does not read: unreadable, with values, not 'empty'", () => {
    const s = dreamblade("2007-06-01");
    const record = s.lists!.p1!;
    const broken = { ...s, lists: { p1: { ...record, list: { ...record.list, main: "Ogre x16" } } } } as unknown as PlatformState;
    const flags = flagsOf(broken)!;
    expect(flags.map((f) => [f.code, f.about])).toEqual([["unreadable", {}]]);
  });
});
