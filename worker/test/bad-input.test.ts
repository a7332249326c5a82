// Never accept garbage: each bad request is refused with the right status,
// code and JSON path, and the event is exactly as before (its export and seq).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { addPlayers, api, cid, createEvent, exportEvent, ok, organizer, view, type Refused, type RoundAnswer } from "./helpers.ts";

let cookie: string;
let id: string;
let table: number;
let seated: string[];
let codes: Map<string, string>;
let round1Table1: string[];

beforeAll(async () => {
  cookie = (await organizer()).cookie;
  id = await createEvent(cookie, { options: { rounds: 3 } });
  codes = new Map((await addPlayers(cookie, id, ["A", "B", "C", "D", "E", "F", "G", "H"])).map((p) => [p.id, p.code]));
  const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie }));
  round1Table1 = r1.round.matches.find((m) => m.table === 1)!.players;
  for (const m of r1.round.matches)
    await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie }));
  const r2 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 2 }, { cookie }));
  table = r2.round.matches[0]!.table!;
  seated = r2.round.matches[0]!.players;
}, 30_000);

interface Case {
  name: string;
  method?: string;
  path: () => string;
  body?: () => unknown;
  raw?: string;
  headers?: Record<string, string>;
  signedIn?: boolean;
  status: number;
  code: string;
  at: string;
}

const result = (r: unknown) => () => ({ commandId: cid(), result: r });
const put = () => `/api/events/${id}/rounds/2/tables/${table}/result`;

const CASES: Case[] = [
  {
    name: "malformed JSON",
    method: "POST",
    path: () => `/api/events/${id}/rounds`,
    raw: '{"commandId": "abcdefgh", "round": ',
    status: 400,
    code: "bad_json",
    at: "$",
  },
  {
    name: "a JSON array instead of an object",
    method: "POST",
    path: () => `/api/events/${id}/rounds`,
    raw: "[1,2,3]",
    status: 400,
    code: "invalid_input",
    at: "$",
  },
  { name: "a bare number", method: "POST", path: () => `/api/events/${id}/finish`, raw: "42", status: 400, code: "invalid_input", at: "$" },
  { name: "bytes that are not UTF-8", method: "POST", path: () => `/api/events/${id}/finish`, raw: "\udc80", status: 400, code: "bad_json", at: "$" },
  { name: "no commandId", method: "PUT", path: put, body: () => ({ result: { games: [2, 0, 0] } }), status: 400, code: "invalid_input", at: "$.commandId" },
  {
    name: "a commandId that is a number",
    method: "PUT",
    path: put,
    body: () => ({ commandId: 12345678, result: { games: [2, 0, 0] } }),
    status: 400,
    code: "invalid_input",
    at: "$.commandId",
  },
  {
    name: "a commandId that is too long",
    method: "PUT",
    path: put,
    body: () => ({ commandId: "x".repeat(101), result: { games: [2, 0, 0] } }),
    status: 400,
    code: "invalid_input",
    at: "$.commandId",
  },
  {
    name: "an unknown field",
    method: "PUT",
    path: put,
    body: () => ({ commandId: cid(), result: { games: [2, 0, 0] }, force: true }),
    status: 400,
    code: "invalid_input",
    at: "$.force",
  },
  {
    name: "an unknown field inside the result",
    method: "PUT",
    path: put,
    body: result({ games: [2, 0, 0], note: "gg" }),
    status: 400,
    code: "invalid_input",
    at: "$.result.note",
  },
  {
    name: "a round in the body where the address names it",
    method: "PUT",
    path: put,
    body: () => ({ commandId: cid(), round: 2, result: { games: [2, 0, 0] } }),
    status: 400,
    code: "invalid_input",
    at: "$.round",
  },
  {
    name: "a type field",
    method: "POST",
    path: () => `/api/events/${id}/finish`,
    body: () => ({ commandId: cid(), type: "start-round" }),
    status: 400,
    code: "invalid_input",
    at: "$.type",
  },
  { name: "games as text", method: "PUT", path: put, body: result({ games: "2-0" }), status: 400, code: "invalid_input", at: "$.result" },
  { name: "four game counts", method: "PUT", path: put, body: result({ games: [2, 0, 0, 1] }), status: 400, code: "invalid_input", at: "$.result" },
  { name: "a result with no games", method: "PUT", path: put, body: result({ games: [0, 0, 0] }), status: 400, code: "invalid_input", at: "$.result.games" },
  {
    name: "a flip on a won match",
    method: "PUT",
    path: put,
    body: () => ({ commandId: cid(), result: { games: [2, 0, 0], flip: seated[0] } }),
    status: 400,
    code: "invalid_input",
    at: "$.result.flip",
  },
  {
    name: "a match awarded to someone not at the table",
    method: "PUT",
    path: put,
    body: () => ({ commandId: cid(), result: { awarded: "p99" } }),
    status: 400,
    code: "invalid_input",
    at: "$.result.awarded",
  },
  { name: "a pod result for a one-on-one table", method: "PUT", path: put, body: result({ winner: "p1" }), status: 400, code: "invalid_input", at: "$.result" },
  {
    name: "a table that is not a number",
    method: "PUT",
    path: () => `/api/events/${id}/rounds/2/tables/abc/result`,
    body: result({ games: [2, 0, 0] }),
    status: 400,
    code: "invalid_input",
    at: "$.table",
  },
  {
    name: "a table that does not exist",
    method: "PUT",
    path: () => `/api/events/${id}/rounds/2/tables/99/result`,
    body: result({ games: [2, 0, 0] }),
    status: 404,
    code: "not_found",
    at: "$.table",
  },
  {
    name: "a round not yet paired",
    method: "PUT",
    path: () => `/api/events/${id}/rounds/3/tables/1/result`,
    body: result({ games: [2, 0, 0] }),
    status: 404,
    code: "not_found",
    at: "$.round",
  },
  {
    name: "a self-report for a closed round",
    method: "POST",
    path: () => `/api/events/${id}/rounds/1/tables/1/report`,
    // A player of that table (a code is compared with its table's codes only).
    body: () => ({ commandId: cid(), result: { games: [2, 0, 0] }, code: codes.get(round1Table1[0]!) }),
    signedIn: false,
    status: 409,
    code: "stale_round",
    at: "$.round",
  },
  {
    name: "a staff result for a closed round without correction: true",
    method: "PUT",
    path: () => `/api/events/${id}/rounds/1/tables/1/result`,
    body: result({ games: [0, 2, 0] }),
    status: 409,
    code: "stale_round",
    at: "$.round",
  },
  {
    name: "a correction flag that is not true",
    method: "PUT",
    path: () => `/api/events/${id}/rounds/1/tables/1/result`,
    body: () => ({ commandId: cid(), result: { games: [0, 2, 0] }, correction: "yes" }),
    status: 400,
    code: "invalid_input",
    at: "$.correction",
  },
  {
    name: "starting a round that is already paired",
    method: "POST",
    path: () => `/api/events/${id}/rounds`,
    body: () => ({ commandId: cid(), round: 2 }),
    status: 409,
    code: "stale_round",
    at: "$.round",
  },
  {
    name: "skipping a round",
    method: "POST",
    path: () => `/api/events/${id}/rounds`,
    body: () => ({ commandId: cid(), round: 4 }),
    status: 400,
    code: "invalid_input",
    at: "$.round",
  },
  {
    name: "starting the next round while tables are open",
    method: "POST",
    path: () => `/api/events/${id}/rounds`,
    body: () => ({ commandId: cid(), round: 3 }),
    status: 422,
    code: "not_allowed_now",
    at: "",
  },
  {
    name: "a round number as text",
    method: "POST",
    path: () => `/api/events/${id}/rounds`,
    body: () => ({ commandId: cid(), round: "3" }),
    status: 400,
    code: "invalid_input",
    at: "$.round",
  },
  {
    name: "an unknown player",
    method: "POST",
    path: () => `/api/events/${id}/players/p99/drop`,
    body: () => ({ commandId: cid() }),
    status: 404,
    code: "not_found",
    at: "$.playerId",
  },
  {
    name: "removing a player after round 1",
    method: "DELETE",
    path: () => `/api/events/${id}/players/p1?commandId=${cid()}`,
    status: 422,
    code: "not_allowed_now",
    at: "$.playerId",
  },
  {
    name: "a late entry in round 2",
    method: "POST",
    path: () => `/api/events/${id}/late-entry`,
    body: () => ({ commandId: cid(), name: "Late", mode: "loss" }),
    status: 422,
    code: "not_allowed_now",
    at: "",
  },
  {
    name: "registering players after round 1",
    method: "POST",
    path: () => `/api/events/${id}/players`,
    body: () => ({ commandId: cid(), players: [{ name: "New" }] }),
    status: 422,
    code: "not_allowed_now",
    at: "",
  },
  {
    name: "an empty player name",
    method: "POST",
    path: () => `/api/events/${id}/players`,
    body: () => ({ commandId: cid(), players: [{ name: "  " }] }),
    status: 400,
    code: "invalid_input",
    at: "$.players[0].name",
  },
  {
    name: "a player name of 10,000 characters",
    method: "PATCH",
    path: () => `/api/events/${id}/players/p1`,
    body: () => ({ commandId: cid(), name: "x".repeat(10_000) }),
    status: 400,
    code: "invalid_input",
    at: "$.name",
  },
  {
    name: "an impossible cut",
    method: "PATCH",
    path: () => `/api/events/${id}`,
    body: () => ({ commandId: cid(), options: { cut: 3 } }),
    status: 400,
    code: "invalid_input",
    at: "$.options.cut",
  },
  {
    name: "a date that is not a date",
    method: "PATCH",
    path: () => `/api/events/${id}`,
    body: () => ({ commandId: cid(), date: "next friday" }),
    status: 400,
    code: "invalid_input",
    at: "$.date",
  },
  {
    name: "changing the rules profile mid-event",
    method: "PATCH",
    path: () => `/api/events/${id}`,
    body: () => ({ commandId: cid(), rules: "commander" }),
    status: 422,
    code: "not_allowed_now",
    at: "$.rules",
  },
  {
    name: "extending the clock without minutes",
    method: "POST",
    path: () => `/api/events/${id}/timer`,
    body: () => ({ commandId: cid(), action: "extend" }),
    status: 400,
    code: "invalid_input",
    at: "$.minutes",
  },
  {
    name: "negative minutes",
    method: "POST",
    path: () => `/api/events/${id}/timer`,
    body: () => ({ commandId: cid(), action: "extend", minutes: -5 }),
    status: 400,
    code: "invalid_input",
    at: "$.minutes",
  },
  {
    name: "an unknown timer action",
    method: "POST",
    path: () => `/api/events/${id}/timer`,
    body: () => ({ commandId: cid(), action: "stop" }),
    status: 400,
    code: "invalid_input",
    at: "$.action",
  },
  {
    name: "a wrong player code",
    method: "POST",
    path: () => `/api/events/${id}/rounds/2/tables/${table}/report`,
    body: () => ({ commandId: cid(), result: { games: [2, 0, 0] }, code: "ZZZZZZ" }),
    signedIn: false,
    status: 401,
    code: "wrong_code",
    at: "$.code",
  },
  {
    name: "a code where none is taken",
    method: "POST",
    path: () => `/api/events/${id}/finish`,
    body: () => ({ commandId: cid(), code: "ABCDEF" }),
    status: 400,
    code: "invalid_input",
    at: "$.code",
  },
  {
    name: "a body over 256 KB",
    method: "PATCH",
    path: () => `/api/events/${id}`,
    raw: JSON.stringify({ commandId: "abcdefgh", name: "x".repeat(300 * 1024) }),
    status: 413,
    code: "too_large",
    at: "$",
  },
  {
    name: "a body that is not JSON at all",
    method: "POST",
    path: () => `/api/events/${id}/finish`,
    raw: "<html></html>",
    headers: { "content-type": "text/html" },
    status: 415,
    code: "unsupported_media_type",
    at: "$",
  },
  {
    name: "JSON sent as text/plain (what a cross-site form could send)",
    method: "POST",
    path: () => `/api/events/${id}/finish`,
    raw: JSON.stringify({ commandId: "abcdefghij" }),
    headers: { "content-type": "text/plain" },
    status: 415,
    code: "unsupported_media_type",
    at: "$",
  },
  {
    name: "an event that does not exist",
    method: "POST",
    path: () => `/api/events/zzzzzzzzzzzz/finish`,
    body: () => ({ commandId: cid() }),
    status: 404,
    code: "not_found",
    at: "",
  },
  { name: "an event id of the wrong shape", method: "GET", path: () => `/api/events/..%2F..%2Fetc`, status: 404, code: "not_found", at: "" },
  {
    name: "an endpoint that does not exist",
    method: "POST",
    path: () => `/api/events/${id}/teleport`,
    body: () => ({ commandId: cid() }),
    status: 404,
    code: "not_found",
    at: "",
  },
  { name: "a list filter that does not exist", method: "GET", path: () => `/api/events?status=someday`, status: 400, code: "invalid_input", at: "status" },
];

describe("bad input is refused with a clear error and changes nothing", () => {
  it.each(CASES)("$name → $status $code at $at", async (c) => {
    const before = await exportEvent(cookie, id);
    const seq = (await view(id)).seq;
    const res = await api<Refused>(c.method ?? "POST", c.path(), c.body?.(), {
      cookie: c.signedIn === false ? undefined : cookie,
      raw: c.raw,
      headers: c.headers,
    });
    expect({ status: res.status, code: res.body?.error?.code, path: res.body?.error?.path }).toEqual({ status: c.status, code: c.code, path: c.at });
    expect(typeof res.body.error.message).toBe("string");
    expect(res.body.error.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(await exportEvent(cookie, id)).toEqual(before);
    expect((await view(id)).seq).toBe(seq);
  });

  it("a stale command gets 409 with the current state", async () => {
    const res = await api<Refused>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie });
    expect(res.status).toBe(409);
    expect(res.body.current?.rounds).toHaveLength(2);
    expect(res.body.current?.seq).toBe((await view(id)).seq);
  });

  it("no JSON body, however odd, makes the Worker fail", async () => {
    const before = await exportEvent(cookie, id);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom("report", "confirm", "dispute", "result"), async (value, action) => {
        const body = typeof value === "object" && value !== null && !Array.isArray(value) ? { commandId: cid(), ...value } : value;
        const method = action === "result" ? "PUT" : "POST";
        const res = await api<Refused>(method, `/api/events/${id}/rounds/2/tables/${table}/${action}`, body, { cookie });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        // A code, a message and a path, and the rule a refused field broke or the refusal's name and values when there is one: nothing else, no stack.
        const { rule, reason, about, ...error } = res.body.error;
        expect(Object.keys(error).sort()).toEqual(["code", "message", "path"]);
        if (rule !== undefined) expect(typeof rule.kind).toBe("string");
        if (reason !== undefined) expect(typeof reason).toBe("string");
        if (about !== undefined) expect(typeof about).toBe("object");
      }),
      { numRuns: 150, seed: 5 },
    );
    expect(await exportEvent(cookie, id)).toEqual(before);
  }, 60_000);
});
