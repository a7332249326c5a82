// Drafts follow the product: a Limited format defaults to
// Limited legality and its game's draft; "not a draft" stays so; one pod or
// pods by R-DRAFT-1; Swiss within pods or not (R-PAIR-6).
import { describe, expect, it } from "vitest";
import { eventDayPublic, ownList, podsOf } from "./eventday.ts";
import { refused, run } from "../test-support/commands.ts";

function event(rules: string, gameFormat: string, players: number) {
  let s = run(
    null,
    { type: "create-event", name: "Draft Night", gameFormat, rules, options: rules === "dreamblade" ? { bestOf: 1 } : {} },
    { role: "organizer", userId: "u1", username: "olga" },
  ).state;
  s = run(s, { type: "add-players", players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })) }).state;
  return s;
}

describe("a Limited format's defaults", () => {
  it("a Dreamblade draft checks lists as Limited and runs Dreamblade's draft of three boosters", () => {
    const s = event("dreamblade", "Dreamblade Booster Draft", 13);
    const ed = eventDayPublic(s);
    expect(ed.listKind).toBe("limited");
    expect(ed.limited).toBe("draft");
    expect(ed.draft).toEqual({ format: "dreamblade", boosters: 3 });
    expect(ed.draftFormats).toEqual(["dreamblade"]);
  });

  it("a Constructed Dreamblade event stays Constructed and not a draft; Commander offers no draft", () => {
    const ed = eventDayPublic(event("dreamblade", "Dreamblade", 8));
    expect(ed.listKind).toBe("constructed");
    expect(ed.draft).toBeNull();
    expect(eventDayPublic(event("commander", "Commander", 8)).draftFormats).toEqual([]);
  });

  it("the organizer's choice wins: Constructed lists, and 'not a draft' does not fall back to the default", () => {
    let s = event("dreamblade", "Dreamblade Draft", 8);
    s = run(s, { type: "edit-event-day", listKind: "constructed", draft: null }).state;
    const ed = eventDayPublic(s);
    expect(ed.listKind).toBe("constructed");
    expect(ed.draft).toBeNull();
    s = run(s, { type: "edit-event-day", draft: { format: "dreamblade", boosters: 2 } }).state;
    expect(eventDayPublic(s).draft).toEqual({ format: "dreamblade", boosters: 2 });
  });
});

describe("pods", () => {
  it("by R-DRAFT-1's rule, 13 players sit 4, 4, 5; or all 13 at one table", () => {
    const s = event("dreamblade", "Dreamblade Draft", 13);
    const rule = run(s, { type: "seat-pods" }).state;
    expect(eventDayPublic(rule).pods!.map((p) => p.seats.length)).toEqual([5, 4, 4]);
    const one = run(s, { type: "seat-pods", mode: "one" }).state;
    expect(eventDayPublic(one).pods!.map((p) => p.seats.length)).toEqual([13]);
    expect(refused(() => run(s, { type: "seat-pods", mode: "everyone" })).path).toBe("$.mode");
  });

  it("Swiss rounds pair within pods unless the organizer turns it off", () => {
    let s = run(event("dreamblade", "Dreamblade Draft", 8), { type: "seat-pods" }).state;
    expect(Object.keys(podsOf(s)!)).toHaveLength(8);
    expect(eventDayPublic(s).pairWithinPods).toBe(true);
    s = run(s, { type: "edit-event-day", pairWithinPods: false }).state;
    expect(podsOf(s)).toBeNull();
    expect(eventDayPublic(s).pairWithinPods).toBe(false);
    // Round 1 then pairs the whole field as if no pods were seated; within pods no table mixes two pods.
    const pods = Object.fromEntries(eventDayPublic(s).pods!.flatMap((p) => p.seats.map((id) => [id, p.pod])));
    const across = run(s, { type: "start-round", round: 1 }).state.tournament.rounds[0]!;
    const unseated = run(event("dreamblade", "Dreamblade Draft", 8), { type: "start-round", round: 1 }).state.tournament.rounds[0]!;
    expect(across.matches.map((m) => m.players)).toEqual(unseated.matches.map((m) => m.players));
    const within = run(run(s, { type: "edit-event-day", pairWithinPods: null }).state, { type: "start-round", round: 1 }).state.tournament.rounds[0]!;
    expect(within.matches.filter((m) => m.players.length === 2 && pods[m.players[0]!] !== pods[m.players[1]!])).toEqual([]);
  });
});

describe("lists at the desk", () => {
  const list = { kind: "warband", main: [{ name: "Ogre", set: "Base Set", count: 2 }] };
  it("staff record a paper list without the player's code; it is locked at once", () => {
    let s = event("dreamblade", "Dreamblade", 4);
    s = run(s, { type: "submit-list", playerId: "p2", ...list }).state;
    expect(s.lists?.p2?.status).toBe("received");
    expect(eventDayPublic(s).listsReceived).toEqual(["p2"]);
  });

  it("staff unlock a received list with a reason, correct it, and it locks again with the reason kept for the player", () => {
    let s = event("dreamblade", "Dreamblade", 4);
    s = run(s, { type: "submit-list", playerId: "p2", ...list }).state;
    expect(refused(() => run(s, { type: "unlock-list", playerId: "p2", reason: "  " })).path).toBe("$.reason");
    const judge = { role: "judge" as const, userId: "u9", username: "jo" };
    s = run(s, { type: "unlock-list", playerId: "p2", reason: "The paper list says 1 Ogre" }, judge, 5_000).state;
    expect(s.lists?.p2?.status).toBe("draft");
    // Unlocked: not counted as received until corrected.
    expect(eventDayPublic(s).listsReceived).toEqual([]);
    expect(ownList(s, "p2")!.unlocks).toEqual([{ at: 5_000, reason: "The paper list says 1 Ogre" }]);
    s = run(s, { type: "submit-list", playerId: "p2", kind: "warband", main: [{ name: "Ogre", set: "Base Set", count: 1 }] }).state;
    const mine = ownList(s, "p2")!;
    expect(mine.status).toBe("received");
    expect(mine.list.main[0]!.count).toBe(1);
    expect(mine.unlocks).toHaveLength(1);
    // Unlocking a list that is not locked, or that does not exist, is refused; players cannot unlock.
    expect(
      refused(() => run(run(s, { type: "unlock-list", playerId: "p2", reason: "again" }).state, { type: "unlock-list", playerId: "p2", reason: "twice" })).code,
    ).toBe("not_allowed_now");
    expect(refused(() => run(s, { type: "unlock-list", playerId: "p3", reason: "none" })).code).toBe("not_allowed_now");
    expect(refused(() => run(s, { type: "unlock-list", playerId: "p2", reason: "mine" }, { role: "player", playerId: "p2" })).code).toBe("forbidden");
    expect(ownList(s, "p4")).toBeNull();
  });
});
