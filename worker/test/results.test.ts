// The self-report flow, re-pairing, bulk registration, hidden standings,
// player pages and the export/import round trip, through HTTP only.
import { describe, expect, it } from "vitest";
import type { CommandAnswer, MyEvents } from "../../shared/commands/answers.ts";
import type { PlayerPageView } from "../../shared/commands/views.ts";
import type { PairMatch } from "../../shared/model/types.ts";
import { addPlayers, api, cid, createEvent, exportEvent, manage, ok, organizer, view, type PublicRead, type Refused, type RoundAnswer } from "./helpers.ts";

async function round1(rules = "club", names = ["A", "B", "C", "D", "E", "F", "G", "H"], options: Record<string, unknown> = {}) {
  const o = await organizer();
  const id = await createEvent(o.cookie, { rules, options });
  const players = await addPlayers(o.cookie, id, names);
  const code = (pid: string) => players.find((p) => p.id === pid)!.code;
  const r = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: o.cookie }));
  return { o, id, code, matches: r.round.matches as PairMatch[] };
}

const at = (id: string, table: number, action: string) => `/api/events/${id}/rounds/1/tables/${table}/${action}`;

describe("players report their own results", () => {
  it("a report waits unconfirmed (not a result) until the opponent confirms", async () => {
    const { id, code, matches } = await round1();
    const m = matches[0]!;
    const rep = await ok(
      api<CommandAnswer<"report-result">>("POST", at(id, m.table, "report"), { commandId: cid(), result: { games: [2, 1, 0] }, code: code(m.players[0]) }),
    );
    expect(rep.report.status).toBe("unconfirmed");
    let v = await view(id);
    expect(v.rounds[0]!.matches[0]!.result).toBeUndefined();
    expect(v.reports).toEqual([{ round: 1, table: m.table, status: "unconfirmed" }]);
    // The reporter cannot confirm their own report; a player of another table cannot either.
    expect((await api("POST", at(id, m.table, "confirm"), { commandId: cid(), code: code(m.players[0]) })).status).toBe(403);
    // (another table's code is no code here: 401, like a made-up one)
    expect((await api("POST", at(id, m.table, "confirm"), { commandId: cid(), code: code(matches[1]!.players[0]) })).status).toBe(401);
    await ok(api("POST", at(id, m.table, "confirm"), { commandId: cid(), code: code(m.players[1]).toLowerCase() }));
    v = await view(id);
    expect(v.rounds[0]!.matches[0]!.result).toEqual({ games: [2, 1, 0] });
    expect(v.reports).toEqual([]);
    // Once there is a result, a player cannot report over it.
    expect((await api("POST", at(id, m.table, "report"), { commandId: cid(), result: { games: [0, 2, 0] }, code: code(m.players[1]) })).status).toBe(422);
  });

  it("the same result reported by both players counts; different results are a dispute for staff", async () => {
    const { o, id, code, matches } = await round1();
    const [m1, m2] = matches as [PairMatch, PairMatch];
    await ok(api("POST", at(id, m1.table, "report"), { commandId: cid(), result: { games: [0, 2, 0] }, code: code(m1.players[0]) }));
    const same = await ok(
      api<CommandAnswer<"report-result">>("POST", at(id, m1.table, "report"), { commandId: cid(), result: { games: [0, 2, 0] }, code: code(m1.players[1]) }),
    );
    expect(same.report.status).toBe("confirmed");

    await ok(api("POST", at(id, m2.table, "report"), { commandId: cid(), result: { games: [2, 0, 0] }, code: code(m2.players[0]) }));
    const other = await ok(
      api<CommandAnswer<"report-result">>("POST", at(id, m2.table, "report"), { commandId: cid(), result: { games: [0, 2, 0] }, code: code(m2.players[1]) }),
    );
    expect(other.report.status).toBe("disputed");
    expect((await api("POST", at(id, m2.table, "confirm"), { commandId: cid(), code: code(m2.players[1]) })).status).toBe(422);
    const staff = await manage(id, o.cookie);
    expect(staff.reports.find((r) => r.table === m2.table)).toMatchObject({
      status: "disputed",
      by: m2.players[0],
      disputedBy: m2.players[1],
    });
    // The organizer decides.
    await ok(api("PUT", at(id, m2.table, "result"), { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: o.cookie }));
    const v = await view(id);
    expect(v.rounds[0]!.matches.find((m) => m.table === m2.table)!.result).toEqual({ games: [2, 1, 0] });
  });

  it("a player disputes a report; staff confirm it as reported", async () => {
    const { o, id, code, matches } = await round1();
    const m = matches[2]!;
    await ok(api("POST", at(id, m.table, "report"), { commandId: cid(), result: { intentionalDraw: true }, code: code(m.players[1]) }));
    const d = await ok(api<CommandAnswer<"dispute-result">>("POST", at(id, m.table, "dispute"), { commandId: cid(), code: code(m.players[0]) }));
    expect(d.report.status).toBe("disputed");
    expect((await view(id)).reports).toEqual([{ round: 1, table: m.table, status: "disputed" }]);
    await ok(api("POST", at(id, m.table, "confirm"), { commandId: cid() }, { cookie: o.cookie }));
    expect((await view(id)).rounds[0]!.matches.find((x) => x.table === m.table)!.result).toEqual({ intentionalDraw: true });
  });
});

describe("staff corrections", () => {
  it("change a result of an earlier round only when marked as a correction, and the standings follow", async () => {
    const { o, id, matches } = await round1("club", ["A", "B", "C", "D"]);
    for (const m of matches) await ok(api("PUT", at(id, m.table, "result"), { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: o.cookie }));
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 2 }, { cookie: o.cookie }));
    const m = matches[0]!;
    const winner = m.players[0];
    const pointsOf = (v: PublicRead, pid: string) => v.standings!.find((r) => r.player === pid)!.points;
    expect(pointsOf(await view(id), winner)).toBe(3);
    const stale = await api<Refused>("PUT", at(id, m.table, "result"), { commandId: cid(), result: { games: [0, 2, 0] } }, { cookie: o.cookie });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/correction/);
    await ok(api("PUT", at(id, m.table, "result"), { commandId: cid(), result: { games: [0, 2, 0] }, correction: true }, { cookie: o.cookie }));
    const v = await view(id);
    expect(pointsOf(v, winner)).toBe(0);
    expect(pointsOf(v, m.players[1])).toBe(3);
    expect(v.rounds).toHaveLength(2);
  });
});

describe("cancel the current round and re-pair it", () => {
  it("gives the identical pairing for the same state, and drops the cancelled round's results", async () => {
    const { o, id, matches } = await round1("dci-2009", ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]);
    await ok(api("PUT", at(id, matches[0]!.table, "result"), { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: o.cookie }));
    const again = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds/1/repair`, { commandId: cid() }, { cookie: o.cookie }));
    expect(again.round.matches).toEqual(matches);
    expect(again.round.matches.every((m) => m.result === undefined)).toBe(true);
    // After a drop, re-pairing leaves the dropped player out.
    await ok(api("POST", `/api/events/${id}/players/p3/drop`, { commandId: cid() }, { cookie: o.cookie }));
    const without = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds/1/repair`, { commandId: cid() }, { cookie: o.cookie }));
    expect(without.round.matches.some((m) => m.players.includes("p3"))).toBe(false);
    // The drop is undone by the cancel: p3 dropped before round 1.
    const file = await exportEvent(o.cookie, id);
    expect(file.players.find((p) => p.id === "p3")!.dropped).toBe(0);
  });
});

describe("registration", () => {
  it("imports a CSV or a pasted list, edits and removes players before round 1", async () => {
    const o = await organizer();
    const id = await createEvent(o.cookie);
    const csv = await ok(
      api<CommandAnswer<"import-players">>(
        "POST",
        `/api/events/${id}/players/import`,
        { commandId: cid(), csv: 'name,country\n"Smith, Ann",JP\nBob,\n\n' },
        { cookie: o.cookie },
      ),
    );
    expect(csv.players.map((p) => p.name)).toEqual(["Smith, Ann", "Bob"]);
    const pasted = await ok(
      api<CommandAnswer<"import-players">>(
        "POST",
        `/api/events/${id}/players/import`,
        { commandId: cid(), csv: "Cat\r\nDan\n  Eve  \n" },
        { cookie: o.cookie },
      ),
    );
    expect(pasted.players.map((p) => [p.id, p.name])).toEqual([
      ["p3", "Cat"],
      ["p4", "Dan"],
      ["p5", "Eve"],
    ]);
    await ok(api("PATCH", `/api/events/${id}/players/p2`, { commandId: cid(), name: "Bobby" }, { cookie: o.cookie }));
    await ok(api("DELETE", `/api/events/${id}/players/p4?commandId=${cid()}`, undefined, { cookie: o.cookie }));
    const file = await exportEvent(o.cookie, id);
    expect(file.players.map((p) => [p.id, p.name, p.country ?? null])).toEqual([
      ["p1", "Smith, Ann", "JP"],
      ["p2", "Bobby", null],
      ["p3", "Cat", null],
      ["p5", "Eve", null],
    ]);
    const staff = await manage(id, o.cookie);
    expect(Object.keys(staff.codes).sort()).toEqual(["p1", "p2", "p3", "p5"]);
    expect(new Set(Object.values(staff.codes)).size).toBe(4);
  });
});

describe("hidden standings and player pages", () => {
  it("hides results and standings from the public while Swiss rounds run, not from staff", async () => {
    const { o, id, matches } = await round1("club", ["A", "B", "C", "D", "E", "F", "G", "H"], { hiddenStandings: true, rounds: 2 });
    await ok(api("PUT", at(id, matches[0]!.table, "result"), { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: o.cookie }));
    const pub = await view(id);
    expect(pub.standings).toBeNull();
    expect(pub.rounds[0]!.matches[0]!.result).toBeUndefined();
    const page = await ok(api<PlayerPageView>("GET", `/api/events/${id}/players/${matches[0]!.players[0]}`));
    expect(page.matches[0]).toMatchObject({ round: 1, table: matches[0]!.table, result: null });
    expect(page.matches[0]!.opponents[0]!.id).toBe(matches[0]!.players[1]);
    const staff = await manage(id, o.cookie);
    expect(staff.standings).not.toBeNull();
    expect(staff.rounds[0]!.matches[0]!.result).toEqual({ games: [2, 0, 0] });
  });

  it("shows a player's matches with results when standings are public", async () => {
    const { o, id, matches } = await round1();
    await ok(api("PUT", at(id, matches[0]!.table, "result"), { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: o.cookie }));
    const page = await ok(api<PlayerPageView>("GET", `/api/events/${id}/players/${matches[0]!.players[1]}`));
    expect(page.player.id).toBe(matches[0]!.players[1]);
    expect(page.matches).toEqual([
      {
        round: 1,
        stage: "swiss",
        kind: "pair",
        table: matches[0]!.table,
        opponents: [{ id: matches[0]!.players[0], name: expect.any(String) }],
        result: { games: [2, 1, 0] },
        resultIn: false,
      },
    ]);
    expect((await api("GET", `/api/events/${id}/players/p99`)).status).toBe(404);
  });
});

describe("export and import", () => {
  it("an exported event imports as a new event with the same players and rounds and new codes", async () => {
    const { o, id, matches } = await round1();
    await ok(api("PUT", at(id, matches[0]!.table, "result"), { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: o.cookie }));
    const file = await exportEvent(o.cookie, id);
    const other = await organizer();
    const imported = await ok(
      api<CommandAnswer<"import-event">>("POST", "/api/events/import", { commandId: cid(), file: JSON.stringify(file) }, { cookie: other.cookie }),
      201,
    );
    expect(imported.event.id).not.toBe(id);
    expect(imported.event.status).toBe("swiss");
    const back = await exportEvent(other.cookie, imported.event.id);
    expect({ ...back, id: file.id }).toEqual(file);
    const oldCodes = (await manage(id, o.cookie)).codes;
    const newCodes = (await manage(imported.event.id, other.cookie)).codes;
    expect(Object.keys(newCodes)).toEqual(Object.keys(oldCodes));
    // A broken file is refused with the path inside it.
    const broken = structuredClone(file);
    broken.rounds[0]!.matches[0]!.players[0] = "nobody";
    const res = await api<Refused>("POST", "/api/events/import", { commandId: cid(), file: broken }, { cookie: other.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error.path).toBe("$.file.rounds[0].matches[0].players[0]");
  });

  it("a retried create returns the same event instead of a second one", async () => {
    const o = await organizer();
    const body = { commandId: cid(), name: "Once", gameFormat: "Legacy", rules: "club" };
    const [a, b] = await Promise.all([api("POST", "/api/events", body, { cookie: o.cookie }), api("POST", "/api/events", body, { cookie: o.cookie })]);
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    const mine = await ok(api<MyEvents>("GET", "/api/my/events", undefined, { cookie: o.cookie }));
    expect(mine.events.filter((e) => e.name === "Once")).toHaveLength(1);
  });
});
