// Changes queued on a phone offline, applied with the command layer:
// a queued request is read exactly as the Worker reads it, so the phone's
// results, drops, late arrivals and next round are the server's.
import { describe, expect, it } from "vitest";
import { applyQueued, roundChanges, type BaseState, type QueuedRequest } from "./offline.ts";
import { matchWriteRoute, readWriteRequest } from "./routes.ts";
import { context, OWNER, run } from "../test-support/commands.ts";
import type { PlatformState } from "./state.ts";
import { applyCommand } from "./apply.ts";

const ID = "abcdefghijkl";
let n = 0;
const id = () => `cmd-${String(++n).padStart(6, "0")}`;
const put = (path: string, body: Record<string, unknown>): QueuedRequest => ({
  method: "PUT",
  url: `/api/events/${ID}${path}`,
  body: JSON.stringify({ ...body, commandId: id() }),
  queuedAt: 5,
});
const post = (path: string, body: Record<string, unknown> = {}): QueuedRequest => ({
  method: "POST",
  url: `/api/events/${ID}${path}`,
  body: JSON.stringify({ ...body, commandId: id() }),
  queuedAt: 5,
});

function roundOne(names = ["Ann", "Ben", "Cat", "Dev", "Eli", "Fen"]): PlatformState {
  let s = run(
    null,
    { type: "create-event", name: "Club night", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
    { role: "organizer", userId: "u1", username: "olga" },
  ).state;
  s = run(s, { type: "add-players", players: names.map((name) => ({ name })) }).state;
  return run(s, { type: "start-round", round: 1 }).state;
}

const tables = (s: PlatformState, round: number) =>
  s.tournament.rounds[round - 1]!.matches.filter((m) => "table" in m) as { table: number; players: string[] }[];
const base = (state: PlatformState): BaseState => ({ eventId: ID, state, actor: OWNER });

describe("reading a queued request as the Worker does", () => {
  it("finds the route and the address's values, and refuses what the Worker refuses", () => {
    expect(matchWriteRoute("PUT", `/events/${ID}/rounds/2/tables/5/result`)).toMatchObject({
      route: { type: "set-result" },
      eventId: ID,
      values: { n: "2", table: "5" },
    });
    expect(matchWriteRoute("POST", `/events/${ID}/players/import`)?.route.type).toBe("import-players");
    expect(matchWriteRoute("POST", `/events/${ID}/players/p3/drop`)?.values.pid).toBe("p3");
    expect(matchWriteRoute("GET", `/events/${ID}`)).toBeNull();
    expect(readWriteRequest("DELETE", `/api/events/${ID}/players/p2?commandId=cmd-123456`, null)).toMatchObject({
      commandId: "cmd-123456",
      command: { type: "remove-player", playerId: "p2" },
    });
    expect(() => readWriteRequest("PUT", `/api/events/${ID}/rounds/x/tables/1/result`, '{"commandId":"cmd-123456","result":null}')).toThrow(
      '$.round: "x" is not a positive whole number.',
    );
    expect(() => readWriteRequest("POST", `/api/events/${ID}/rounds`, '{"round":3}')).toThrow("$.commandId: every write carries a commandId");
    expect(() => readWriteRequest("PUT", `/api/events/${ID}/rounds/1/tables/1/result`, '{"commandId":"cmd-123456","round":1,"result":null}')).toThrow(
      "unknown field(s): round (it is given in the address)",
    );
  });
});

describe("applying the outbox on the phone", () => {
  it("results and the next round are what the server produces from the same commands", () => {
    let s = roundOne();
    for (const m of tables(s, 1)) s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: [2, 0, 0] } }).state;
    s = run(s, { type: "start-round", round: 2 }).state;
    const queued = [
      ...tables(s, 2).map((m, i) => put(`/rounds/2/tables/${m.table}/result`, { result: { games: i % 2 ? [0, 2, 0] : [2, 1, 0] } })),
      post("/rounds", { round: 3 }),
    ];
    const local = applyQueued(base(s), queued);
    expect(local.refused).toBeNull();
    expect(local.commands.map((c) => c.type)).toEqual(["set-result", "set-result", "set-result", "start-round"]);
    // The server: the same commands, parsed by the same table, with its own time and randomness.
    let server = s;
    for (const q of queued)
      server = applyCommand(server, readWriteRequest(q.method, q.url, q.body)!.command, { ...context(OWNER, 9_999_999), eventId: ID }).state;
    expect(local.state.tournament.rounds[2]).toEqual(server.tournament.rounds[2]);
    expect(local.state.tournament.rounds[1]).toEqual(server.tournament.rounds[1]);
    expect(roundChanges(local.state.tournament.rounds[2]!, server.tournament.rounds[2]!)).toEqual([]);
  });

  it("a late arrival gets the server's player id but no code; a drop is applied", () => {
    const s = roundOne(["Ann", "Ben", "Cat", "Dev", "Eli"]);
    const local = applyQueued(base(s), [post("/late-entry", { name: "Zed", mode: "loss" }), post("/players/p2/drop")]);
    expect(local.refused).toBeNull();
    const zed = local.state.tournament.players.find((p) => p.name === "Zed")!;
    const server = applyCommand(s, { type: "late-entry", name: "Zed", mode: "loss" }, { ...context(OWNER), eventId: ID }).state;
    expect(zed.id).toBe(server.tournament.players.find((p) => p.name === "Zed")!.id);
    expect(local.withoutCode).toEqual([zed.id]);
    expect(local.state.codes[zed.id]).toBeUndefined();
    expect(Object.keys(local.state.codes)).toHaveLength(5);
    expect(local.state.tournament.players.find((p) => p.id === "p2")!.dropped).toBe(1);
  });

  it("stops at the first request the engine refuses, keeping what came before", () => {
    const s = roundOne();
    const local = applyQueued(base(s), [post("/players/p1/drop"), post("/rounds", { round: 2 }), post("/players/p2/drop")]);
    expect(local.refused?.index).toBe(1);
    expect(local.refused?.error.message).toMatch(/round 1|result/i);
    expect(local.commands).toHaveLength(1);
    expect(local.state.tournament.players.find((p) => p.id === "p1")!.dropped).toBe(1);
    expect(local.state.tournament.players.find((p) => p.id === "p2")!.dropped).toBeNull();
    // A judge may not pair: the phone refuses it as the server would.
    const judge = applyQueued({ ...base(s), actor: { role: "judge", userId: "u2", username: "kim" } }, [
      post("/players/p1/drop"),
      post("/rounds", { round: 2 }),
    ]);
    expect(judge.refused?.error.message).toBe("A judge may not start round here.");
  });
});

describe("comparing the server's round with the phone's", () => {
  it("names each table whose players differ, and a moved bye", () => {
    const r = (matches: unknown[]) => ({ number: 3, matches }) as Parameters<typeof roundChanges>[0];
    const phone = r([
      { table: 1, players: ["p1", "p2"] },
      { table: 2, players: ["p3", "p4"] },
      { players: ["p5"], bye: true },
    ]);
    expect(roundChanges(phone, phone)).toEqual([]);
    const server = r([
      { table: 1, players: ["p1", "p2"] },
      { table: 2, players: ["p3", "p5"] },
    ]);
    expect(roundChanges(phone, server)).toEqual([
      { table: 2, kind: "table", before: ["p3", "p4"], after: ["p3", "p5"] },
      { table: null, kind: "bye", before: ["p5"], after: [] },
    ]);
  });
});
