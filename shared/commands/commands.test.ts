// The pure command layer on its own: permissions cover every command, the
// clock is arithmetic on ctx.now, lists parse, reports follow their rules,
// and the same command on the same state gives the same result.
import { describe, expect, it } from "vitest";
import { parsePlayerList } from "./csv.ts";
import { PERMISSIONS, type Actor } from "./permissions.ts";
import { Command } from "./schema.ts";
import { MINUTE, OWNER, refusal, run } from "../test-support/commands.ts";
import { publicView } from "./views.ts";

function eventInRound1(players = 8) {
  let s = run(
    null,
    { type: "create-event", name: "Club night", gameFormat: "Modern", rules: "club" },
    { role: "organizer", userId: "u1", username: "olga" },
  ).state;
  s = run(s, { type: "add-players", players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })) }).state;
  return run(s, { type: "start-round", round: 1 }).state;
}

describe("permissions", () => {
  it("name the roles of every command type", () => {
    const types = Command.options.map((o) => o.shape.type.value).sort();
    expect(Object.keys(PERMISSIONS).sort()).toEqual(types);
    for (const roles of Object.values(PERMISSIONS)) expect(roles.length).toBeGreaterThan(0);
  });

  it("refuse before looking at the state: an anonymous caller is 401, a judge starting a round 403", () => {
    const s = eventInRound1();
    expect(refusal(() => run(s, { type: "start-round", round: 2 }, { role: "anonymous" }))).toEqual({ code: "unauthenticated", path: "" });
    expect(refusal(() => run(s, { type: "start-round", round: 2 }, { role: "judge", userId: "j", username: "j" }))).toEqual({ code: "forbidden", path: "" });
  });
});

describe("the round clock", () => {
  it("counts from ctx.now: start, pause keeps the time left, resume, extend, expire only when due", () => {
    let s = eventInRound1();
    const t0 = 5_000_000;
    s = run(s, { type: "timer", action: "start", minutes: 50 }, OWNER, t0).state;
    expect(s.timer).toEqual({ round: 1, state: "running", endsAt: t0 + 50 * MINUTE, durationMs: 50 * MINUTE, extensions: {} });
    s = run(s, { type: "timer", action: "pause" }, OWNER, t0 + 10 * MINUTE).state;
    expect(s.timer).toEqual({ round: 1, state: "paused", remainingMs: 40 * MINUTE, durationMs: 50 * MINUTE, extensions: {} });
    s = run(s, { type: "timer", action: "extend", minutes: 5 }, OWNER, t0 + 12 * MINUTE).state;
    expect(s.timer.remainingMs).toBe(45 * MINUTE);
    expect(s.timer.durationMs).toBe(55 * MINUTE);
    s = run(s, { type: "timer", action: "resume" }, OWNER, t0 + 20 * MINUTE).state;
    expect(s.timer.endsAt).toBe(t0 + 65 * MINUTE);
    s = run(s, { type: "timer", action: "extend", minutes: 3, table: 2 }, OWNER, t0 + 21 * MINUTE).state;
    expect(s.timer.extensions).toEqual({ "2": 3 });
    expect(s.timer.endsAt).toBe(t0 + 65 * MINUTE);
    const system: Actor = { role: "system" };
    expect(refusal(() => run(s, { type: "timer-expire", round: 1 }, system, t0 + 64 * MINUTE)).code).toBe("not_allowed_now");
    const ended = run(s, { type: "timer-expire", round: 1 }, system, t0 + 65 * MINUTE).state;
    expect(ended.timer).toEqual({ round: 1, state: "ended", durationMs: 55 * MINUTE, extensions: { "2": 3 } });
    // Nobody but the alarm may end the clock.
    expect(refusal(() => run(s, { type: "timer-expire", round: 1 }, OWNER, t0 + 70 * MINUTE)).code).toBe("forbidden");
  });
});

describe("self-reports", () => {
  it("wait as unconfirmed, count when the opponent confirms, and stay out of the public view until then", () => {
    let s = eventInRound1();
    const m = s.tournament.rounds[0]!.matches[0]! as { table: number; players: [string, string] };
    const [a, b] = m.players;
    s = run(s, { type: "report-result", round: 1, table: m.table, result: { games: [2, 1, 0] } }, { role: "player", playerId: a }).state;
    expect(s.reports).toEqual([{ round: 1, table: m.table, result: { games: [2, 1, 0] }, by: a, status: "unconfirmed" }]);
    expect("result" in s.tournament.rounds[0]!.matches[0]!).toBe(false);
    expect(JSON.stringify(publicView(s, 3).reports)).toBe(JSON.stringify([{ round: 1, table: m.table, status: "unconfirmed" }]));
    expect(refusal(() => run(s, { type: "confirm-result", round: 1, table: m.table }, { role: "player", playerId: a })).code).toBe("forbidden");
    s = run(s, { type: "confirm-result", round: 1, table: m.table }, { role: "player", playerId: b }).state;
    expect(s.tournament.rounds[0]!.matches[0]).toMatchObject({ result: { games: [2, 1, 0] } });
    expect(s.reports[0]!.status).toBe("confirmed");
  });
});

describe("determinism", () => {
  it("the same command on the same state gives the same state (re-pairing too)", () => {
    const s = eventInRound1(10);
    const a = run(s, { type: "repair-round", round: 1 });
    const b = run(s, { type: "repair-round", round: 1 });
    expect(a).toEqual(b);
    expect(a.state.tournament.rounds).toEqual(s.tournament.rounds);
  });
});

describe("player lists", () => {
  it("read plain pasted names, CSV with quotes and extra columns, and refuse empty lists", () => {
    expect(parsePlayerList("Ann\n\n  Bob  \r\nCat")).toEqual([{ name: "Ann" }, { name: "Bob" }, { name: "Cat" }]);
    expect(parsePlayerList('Country;Name;Region\nJP;"Sato, Ken";Kanto\nDE;"Anna ""AJ"" Jung";')).toEqual([
      { name: "Sato, Ken", country: "JP", region: "Kanto" },
      { name: 'Anna "AJ" Jung', country: "DE" },
    ]);
    expect(refusal(() => parsePlayerList("\n \n"))).toEqual({ code: "invalid_input", path: "$.csv" });
    expect(refusal(() => parsePlayerList("name,country\n,JP"))).toEqual({ code: "invalid_input", path: "$.csv" });
  });
});
