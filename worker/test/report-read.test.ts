// A player reads the waiting report of their own table before confirming it:
// the right code sees the result and who reported; nobody else sees it.
import { describe, expect, it } from "vitest";
import type { ReportRead } from "../../shared/commands/answers.ts";
import type { PairMatch } from "../../shared/model/types.ts";
import { addPlayers, api, cid, createEvent, ok, organizer, type Refused, type RoundAnswer } from "./helpers.ts";

async function reported() {
  const o = await organizer();
  const id = await createEvent(o.cookie, { rules: "club" });
  const players = await addPlayers(o.cookie, id, ["Ann", "Ben", "Cat", "Dan"]);
  const code = (pid: string) => players.find((p) => p.id === pid)!.code as string;
  const r = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: o.cookie }));
  const [m, other] = r.round.matches as [PairMatch, PairMatch];
  await ok(api("POST", `/api/events/${id}/rounds/1/tables/${m.table}/report`, { commandId: cid(), result: { games: [1, 2, 0] }, code: code(m.players[1]) }));
  /** Reads a table's waiting report; a test that reads a refusal names it: `read<Refused>(...)`. */
  const read = <T = ReportRead>(table: number, body: unknown, headers: Record<string, string> = {}) =>
    api<T>("POST", `/api/events/${id}/rounds/1/tables/${table}/report/read`, body, { headers });
  return { o, id, m, other, code, read };
}

describe("reading the waiting report of one's own table", () => {
  it("the opponent's code shows the reported result and who reported it; so does the reporter's", async () => {
    const { m, code, read } = await reported();
    const a = await read(m.table, { code: code(m.players[0]).toLowerCase() });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({
      player: m.players[0],
      report: { round: 1, table: m.table, result: { games: [1, 2, 0] }, by: m.players[1], status: "unconfirmed" },
    });
    expect(a.headers.get("cache-control")).toBe("no-store");
    const b = await read(m.table, { code: code(m.players[1]) });
    expect(b.body.report?.by).toBe(m.players[1]);
    // Nothing in the answer is a code.
    expect(JSON.stringify(a.body)).not.toContain(code(m.players[0]));
    expect(JSON.stringify(a.body)).not.toContain(code(m.players[1]));
  });

  it("a table with nothing waiting answers report: null; after the confirm it is gone", async () => {
    const { m, other, code, read, id } = await reported();
    expect((await read(other.table, { code: code(other.players[0]) })).body).toEqual({ player: other.players[0], report: null });
    await ok(api("POST", `/api/events/${id}/rounds/1/tables/${m.table}/confirm`, { commandId: cid(), code: code(m.players[0]) }));
    expect((await read(m.table, { code: code(m.players[0]) })).body.report).toBeNull();
  });

  it("a player of another table is refused as a wrong code and sees nothing of the report", async () => {
    const { m, other, code, read } = await reported();
    const res = await read<Refused>(m.table, { code: code(other.players[0]) });
    // Only this table's codes are compared: another table's is answered as a made-up one.
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: "wrong_code", reason: "not-your-table" });
    expect(JSON.stringify(res.body)).not.toContain("games");
  });

  it("a wrong code is 401 wrong_code, no code is 401 unauthenticated, a session alone is not a code", async () => {
    const { o, m, read, id } = await reported();
    const wrong = await read<Refused>(m.table, { code: "ZZZZZZ" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: "wrong_code", path: "$.code" });
    const anonymous = await read<Refused>(m.table, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe("unauthenticated");
    const staff = await api("POST", `/api/events/${id}/rounds/1/tables/${m.table}/report/read`, {}, { cookie: o.cookie });
    expect(staff.status).toBe(401);
    expect(JSON.stringify([wrong.body, anonymous.body, staff.body])).not.toContain("games");
  });

  it("bad input names its place: an unknown field, a non-text code, a bad table, an unknown table", async () => {
    const { m, code, read, id } = await reported();
    const extra = await read<Refused>(m.table, { code: code(m.players[0]), round: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body.error.path).toBe("$.round");
    const notText = await read<Refused>(m.table, { code: 42 });
    expect(notText.body.error).toMatchObject({ code: "invalid_input", path: "$.code" });
    const badTable = await api<Refused>("POST", `/api/events/${id}/rounds/1/tables/x/report/read`, { code: code(m.players[0]) });
    expect(badTable.body.error).toMatchObject({ code: "invalid_input", path: "$.table" });
    const unknown = await read(99, { code: code(m.players[0]) });
    expect(unknown.status).toBe(404);
  });

  it("guessing codes is rate limited like every code check: after 10 wrong codes at the table even the right one gets 429", async () => {
    const { m, code, read } = await reported();
    const ip = { "cf-connecting-ip": "203.0.113.77" };
    for (let i = 0; i < 10; i++) expect((await read(m.table, { code: `WRONG${i}` }, ip)).status).toBe(401);
    const blocked = await read<Refused>(m.table, { code: code(m.players[0]) }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("rate_limited");
    // The real wait: at most the 10-minute window, and the message says the same.
    const wait = Number(blocked.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(blocked.body.error.message).toContain(wait < 60 ? `${wait} second` : `${Math.ceil(wait / 60)} minute`);
  });
});
