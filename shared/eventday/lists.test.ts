import { describe, expect, it } from "vitest";
import { editList, listsRequired, receiveList, type DeckList, type ListRecord } from "./lists.ts";

const warband: DeckList = {
  player: "ann",
  event: "db-constructed",
  kind: "warband",
  main: [
    { name: "Kitsune", set: "Baxar's War", count: 1 },
    { name: "Some Miniature", set: "Base Set", count: 3 },
  ],
};

function value<T>(out: { ok: true; value: T } | { ok: false; problems: unknown }): T {
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.value;
}

describe("list submission and locking (R-LIST-1)", () => {
  it("lets a player edit a draft list until it is received", () => {
    const draft = value(editList(undefined, warband));
    expect(draft.status).toBe("draft");
    const edited = value(editList(draft, { ...warband, main: [{ name: "Some Miniature", set: "Base Set", count: 2 }] }));
    expect(edited.list.main).toHaveLength(1);
  });

  it("locks a list once an official receives it: an edit is refused and nothing changes", () => {
    const received = value(receiveList(value(editList(undefined, warband)), "2026-11-29T09:55:00Z"));
    expect(received).toEqual({ status: "received", list: warband, receivedAt: "2026-11-29T09:55:00Z" });
    const snapshot = structuredClone(received);
    const edit = editList(received, { ...warband, main: [] });
    expect(edit.ok).toBe(false);
    if (!edit.ok) {
      expect(edit.problems[0]?.code).toBe("list-locked");
      expect(edit.problems[0]?.message).toBe(
        'the list of "ann" for "db-constructed" was received at 2026-11-29T09:55:00.000Z and is locked: a received list may not be altered (Dreamblade floor rules §350)',
      );
    }
    expect(received).toEqual(snapshot);
    const again = receiveList(received, "2026-11-29T09:56:00Z");
    expect(again.ok ? null : again.problems[0]?.code).toBe("list-locked");
  });

  it("refuses a list received at or after the deadline, and takes it the millisecond before", () => {
    const draft = value(editList(undefined, warband));
    const deadline = Date.UTC(2026, 10, 29, 10, 0);
    expect(receiveList(draft, deadline - 1, deadline).ok).toBe(true);
    const late = receiveList(draft, deadline, deadline);
    expect(late.ok ? null : late.problems[0]).toEqual({
      code: "list-deadline-passed",
      path: "$.at",
      message: "the list deadline passed at 2026-11-29T10:00:00.000Z",
    });
  });

  it("refuses an edit that moves the list to another player", () => {
    const draft: ListRecord = { status: "draft", list: warband };
    const out = editList(draft, { ...warband, player: "bob" });
    expect(out.ok ? null : out.problems[0]?.path).toBe("$.list");
  });

  it("refuses a malformed list with the path of the bad line", () => {
    const out = editList(undefined, { ...warband, main: [{ name: "Some Miniature", set: "Base Set", count: 0 }] });
    expect(out.ok ? null : out.problems.map((p) => p.path)).toEqual(["$.list.main[0].count"]);
  });
});

describe("who must submit a list", () => {
  const ranking = ["p3", "p1", "p7", "p2", "p5"];

  it("asks only the prize winners of a Commander-style event (R-LIST-2), in ranking order", () => {
    expect(listsRequired({ mode: "prize-winners", prizePlaces: 3 }, ranking, ["p1"])).toEqual({ required: ["p3", "p1", "p7"], missing: ["p3", "p7"] });
  });

  it("asks everyone before a deadline, or nobody", () => {
    expect(listsRequired({ mode: "all-players", deadline: 0 }, ranking, ranking).missing).toEqual([]);
    expect(listsRequired({ mode: "none" }, ranking, [])).toEqual({ required: [], missing: [] });
  });

  it("asks everyone when there are more prize places than players", () => {
    expect(listsRequired({ mode: "prize-winners", prizePlaces: 8 }, ranking, []).required).toEqual(ranking);
  });
});
