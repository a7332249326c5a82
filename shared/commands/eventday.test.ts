// The event-day commands on the pure command layer: older stored states still
// parse, the round clock's length follows the stage (Swiss, playoffs 90,
// untimed final), a handed-in list is locked, and admitting registrations
// twice adds nobody twice.
import { describe, expect, it } from "vitest";
import type { Actor } from "./permissions.ts";
import { PlatformState } from "./state.ts";
import { MINUTE, OWNER, refused, run } from "../test-support/commands.ts";

function event(rules = "club", players = 4, options: Record<string, unknown> = {}) {
  let s = run(null, { type: "create-event", name: "Night", gameFormat: "Modern", rules, options }, { role: "organizer", userId: "u1", username: "olga" }).state;
  if (players > 0) s = run(s, { type: "add-players", players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })) }).state;
  return s;
}

describe("stored states", () => {
  it("a state saved before the event-day fields existed still parses, and gets default views", () => {
    const s = event();
    const { eventDay: _e, lists: _l, admitted: _a, ...old } = s;
    expect(PlatformState.safeParse(old).success).toBe(true);
    const after = run(PlatformState.parse(old), { type: "start-round", round: 1 }).state;
    expect(after.status).toBe("swiss");
  });
});

describe("the round clock by stage", () => {
  it("uses the Swiss time, then 90 minutes in the playoffs, and asks for minutes in the untimed final", () => {
    let s = event("dci-2009", 4, { rounds: 1, cut: 2 });
    s = run(s, { type: "start-round", round: 1 }).state;
    const swiss = run(s, { type: "timer", action: "start" }, OWNER, 0).state;
    expect(swiss.timer.durationMs).toBe(50 * MINUTE);
    for (const m of s.tournament.rounds[0]!.matches) {
      if ("table" in m) s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: [2, 0, 0] } }).state;
    }
    s = run(s, { type: "start-playoffs" }).state;
    // A top 2 is one match: the final, untimed unless minutes are given (R-TIME-1).
    expect(s.tournament.rounds[1]!.matches).toHaveLength(1);
    const e = refused(() => run(s, { type: "timer", action: "start" }));
    expect(e.message).toMatch(/untimed/);
    expect(run(s, { type: "timer", action: "start", minutes: 45 }).state.timer.durationMs).toBe(45 * MINUTE);
    // R-TIME-1: no match is timed under 40 minutes.
    expect(refused(() => run(s, { type: "timer", action: "start", minutes: 30 })).path).toBe("$.minutes");
  });

  it("playoff rounds before the final get 90 minutes (a top 4 semifinal)", () => {
    let s = event("club", 8, { rounds: 1, cut: 4 });
    s = run(s, { type: "start-round", round: 1 }).state;
    for (const m of s.tournament.rounds[0]!.matches) {
      if ("table" in m) s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: [2, 0, 0] } }).state;
    }
    s = run(s, { type: "start-playoffs" }).state;
    expect(run(s, { type: "timer", action: "start" }, OWNER, 0).state.timer.durationMs).toBe(90 * MINUTE);
  });
});

describe("lists and admission", () => {
  it("locks a handed-in list; the same player cannot change it, staff cannot either", () => {
    let s = event("dreamblade", 4);
    s = run(s, { type: "edit-event-day", listPolicy: { mode: "all-players", deadline: 2_000_000 } }).state;
    const me: Actor = { role: "player", playerId: "p1" };
    const list = { kind: "warband", main: [{ name: "Ogre", set: "Base Set", count: 1 }] };
    s = run(s, { type: "submit-list", ...list }, me, 1_500_000).state;
    expect(s.lists?.p1?.status).toBe("received");
    expect(refused(() => run(s, { type: "submit-list", ...list }, me, 1_600_000)).code).toBe("conflict");
    expect(refused(() => run(s, { type: "submit-list", playerId: "p1", ...list }, OWNER)).code).toBe("conflict");
    // At the deadline instant itself it is too late.
    expect(refused(() => run(s, { type: "submit-list", ...list }, { role: "player", playerId: "p2" }, 2_000_000)).code).toBe("not_allowed_now");
  });

  it("admitting the same registrations twice adds each player once", () => {
    let s = event("club", 0);
    const players = [
      { registration: "r1", name: "Ann" },
      { registration: "r2", name: "Bob" },
    ];
    const first = run(s, { type: "admit-registrations", players });
    s = first.state;
    s = run(s, { type: "admit-registrations", players: [...players, { registration: "r3", name: "Cat" }] }).state;
    expect(s.tournament.players.map((p) => p.name)).toEqual(["Ann", "Bob", "Cat"]);
    expect(s.admitted).toEqual({ r1: "p1", r2: "p2", r3: "p3" });
    expect(Object.keys(s.codes)).toEqual(["p1", "p2", "p3"]);
  });
});
