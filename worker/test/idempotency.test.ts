// A repeated commandId hands the first answer back only to the caller who
// sent it, for the same request: anyone else (anonymous, another organizer,
// a player with their code, a wrong code) learns nothing from it and changes
// nothing. The owner's own retry still gets the first answer byte for byte.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import type { Receipt } from "../../shared/eventday/desk-answers.ts";
import { addPlayers, api, cid, createEvent, manage, ok, organizer, view, type Refused, type RoundAnswer } from "./helpers.ts";

/** The raw answer text, to compare retries byte for byte. */
async function raw(method: string, path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  const res = await exports.default.fetch(`http://topcut.test${path}`, { method, headers, body: JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
}

async function manageCodes(cookie: string, id: string): Promise<Record<string, string>> {
  return (await manage(id, cookie)).codes;
}

/**
 * Sends `commandId` from everyone who is not the first caller, on other
 * routes, and checks that each is refused without a trace of `secrets` and
 * that the event did not change.
 */
async function noOneElseGetsIt(id: string, commandId: string, secrets: string[], playerCode: string) {
  const stranger = await organizer("stranger");
  const before = (await view(id)).seq;
  const timer = { commandId, action: "start", minutes: 50 };
  // A deck list names no table, so a code is checked whatever rounds the event has.
  const list = (code: string) => ({ commandId, code, kind: "deck", main: [{ name: "Island", count: 60 }] });
  const attempts = [
    { who: "anonymous", send: () => raw("POST", `/api/events/${id}/timer`, timer), status: 401, code: "unauthenticated" },
    { who: "another organizer", send: () => raw("POST", `/api/events/${id}/timer`, timer, stranger.cookie), status: 403, code: "forbidden" },
    {
      who: "another organizer, same route kind",
      send: () => raw("POST", `/api/events/${id}/invites`, { commandId, role: "judge" }, stranger.cookie),
      status: 403,
      code: "forbidden",
    },
    {
      who: "a player with their code",
      send: () => raw("POST", `/api/events/${id}/lists`, list(playerCode)),
      status: 409,
      code: "idempotency_conflict",
    },
    { who: "a wrong code", send: () => raw("POST", `/api/events/${id}/lists`, list("ZZZZZZ")), status: 401, code: "wrong_code" },
  ];
  for (const a of attempts) {
    const res = await a.send();
    for (const s of secrets) expect(res.text, `${a.who} must not see ${s}`).not.toContain(s);
    expect({ who: a.who, status: res.status, code: JSON.parse(res.text).error?.code }).toEqual({ who: a.who, status: a.status, code: a.code });
  }
  expect((await view(id)).seq).toBe(before);
}

describe("a repeated commandId from someone else", () => {
  it("the owner's add-players answer (every player code) is not handed to anyone else", async () => {
    const owner = await organizer("owner");
    const id = await createEvent(owner.cookie);
    const commandId = cid("players");
    const body = { commandId, players: ["Ann", "Bob", "Cat", "Dan"].map((name) => ({ name })) };
    const first = await raw("POST", `/api/events/${id}/players`, body, owner.cookie);
    expect(first.status).toBe(200);
    const codes = (JSON.parse(first.text).players as { code: string }[]).map((p) => p.code);
    expect(codes).toHaveLength(4);

    await noOneElseGetsIt(id, commandId, codes, codes[0]!);

    // The owner's own retry: the first answer, byte for byte, and nothing changes.
    const seq = (await view(id)).seq;
    const retry = await raw("POST", `/api/events/${id}/players`, body, owner.cookie);
    expect(retry).toEqual(first);
    expect((await view(id)).seq).toBe(seq);
    // The same commandId for another request of the owner: a conflict, not the first answer.
    const other = await raw("POST", `/api/events/${id}/players`, { commandId, players: [{ name: "Eve" }] }, owner.cookie);
    expect(other.status).toBe(409);
    expect(JSON.parse(other.text).error).toMatchObject({ code: "idempotency_conflict", path: "$.commandId" });
    for (const c of codes) expect(other.text).not.toContain(c);
    expect((await view(id)).players).toHaveLength(4);
  });

  it("the owner's invite answer (its token) is not handed to anyone else", async () => {
    const owner = await organizer("owner");
    const id = await createEvent(owner.cookie);
    const [ann] = await addPlayers(owner.cookie, id, ["Ann", "Bob"]);
    const commandId = cid("invite");
    const first = await raw("POST", `/api/events/${id}/invites`, { commandId, role: "co-organizer" }, owner.cookie);
    expect(first.status).toBe(200);
    const token = JSON.parse(first.text).token as string;
    expect(token).toMatch(new RegExp(`^${id}-`));

    await noOneElseGetsIt(id, commandId, [token, token.slice(13)], ann!.code);

    const retry = await raw("POST", `/api/events/${id}/invites`, { commandId, role: "co-organizer" }, owner.cookie);
    expect(retry).toEqual(first);
    // The invite is still unused: whoever it was given to can accept it.
    const guest = await organizer("guest");
    await ok(api("POST", `/api/invites/${token}/accept`, {}, { cookie: guest.cookie }));
  });

  it("the owner's admit answer (the registration desk's new players and codes) is not handed to anyone else", async () => {
    const owner = await organizer("owner");
    const id = await createEvent(owner.cookie);
    for (const name of ["Ann", "Bob", "Cat"]) await ok(api("POST", `/api/events/${id}/registrations`, { commandId: cid("apply"), name }), 201);
    const commandId = cid("admit");
    const first = await raw("POST", `/api/events/${id}/registrations/admit`, { commandId }, owner.cookie);
    expect(first.status).toBe(200);
    const codes = Object.values(await manageCodes(owner.cookie, id));
    expect(codes).toHaveLength(3);

    await noOneElseGetsIt(id, commandId, codes, codes[1]!);

    const retry = await raw("POST", `/api/events/${id}/registrations/admit`, { commandId }, owner.cookie);
    expect(retry).toEqual(first);
    expect((await view(id)).players).toHaveLength(3);
  });

  it("a judge of the event cannot replay the owner's commandId either", async () => {
    const owner = await organizer("owner");
    const judge = await organizer("judge");
    const id = await createEvent(owner.cookie);
    const inv = await ok(
      api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "judge" }, { cookie: owner.cookie }),
    );
    await ok(api("POST", `/api/invites/${inv.token}/accept`, {}, { cookie: judge.cookie }));
    const commandId = cid("players");
    const first = await raw("POST", `/api/events/${id}/players`, { commandId, players: [{ name: "Ann" }] }, owner.cookie);
    const code = JSON.parse(first.text).players[0].code as string;
    // A judge may run the timer, but this commandId is the owner's.
    const res = await raw("POST", `/api/events/${id}/timer`, { commandId, action: "start", minutes: 50 }, judge.cookie);
    expect(res.status).toBe(409);
    expect(res.text).not.toContain(code);
  });
});

describe("a player's own retry", () => {
  it("gets the first answer with the same code; the opponent with their code and the same commandId gets 409", async () => {
    const owner = await organizer("owner");
    const id = await createEvent(owner.cookie);
    const players = await addPlayers(owner.cookie, id, ["Ann", "Bob", "Cat", "Dan"]);
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: owner.cookie }));
    const table = r1.round.matches[0]!.table!;
    const [a, b] = r1.round.matches[0]!.players;
    const code = (p: string) => players.find((x) => x.id === p)!.code;
    const commandId = cid("report");
    const path = `/api/events/${id}/rounds/1/tables/${table}/report`;
    const first = await raw("POST", path, { commandId, code: code(a!), result: { games: [2, 1, 0] } });
    expect(first.status).toBe(200);
    // Codes compare case-insensitively: the same player, the same request.
    expect(await raw("POST", path, { commandId, code: code(a!).toLowerCase(), result: { games: [2, 1, 0] } })).toEqual(first);
    const opponent = await raw("POST", path, { commandId, code: code(b!), result: { games: [2, 1, 0] } });
    expect(opponent.status).toBe(409);
    expect(JSON.parse(opponent.text).error.code).toBe("idempotency_conflict");
  });
});

describe("commandIds that are derived from the caller", () => {
  it("create: the same commandId from another organizer creates that organizer's own event; the creator's retry finds the first", async () => {
    const a = await organizer("a");
    const b = await organizer("b");
    const commandId = cid("create");
    const body = { commandId, name: "Same Id", gameFormat: "Modern", rules: "club" };
    const first = await raw("POST", "/api/events", body, a.cookie);
    expect(first.status).toBe(201);
    const mine = await raw("POST", "/api/events", { ...body, name: "Another" }, b.cookie);
    expect(mine.status).toBe(201);
    expect(JSON.parse(mine.text).event.id).not.toBe(JSON.parse(first.text).event.id);
    expect(await raw("POST", "/api/events", body, a.cookie)).toEqual(first);
    const changed = await raw("POST", "/api/events", { ...body, name: "Changed" }, a.cookie);
    expect(changed.status).toBe(409);
    expect(JSON.parse(changed.text).error.code).toBe("idempotency_conflict");
  });

  it("invite acceptance: the accepting user's retry gets the same answer, anyone else finds the invite used", async () => {
    const owner = await organizer("owner");
    const judge = await organizer("judge");
    const late = await organizer("late");
    const id = await createEvent(owner.cookie);
    const inv = await ok(
      api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "judge" }, { cookie: owner.cookie }),
    );
    const first = await raw("POST", `/api/invites/${inv.token}/accept`, {}, judge.cookie);
    expect(first.status).toBe(200);
    expect(await raw("POST", `/api/invites/${inv.token}/accept`, {}, judge.cookie)).toEqual(first);
    expect((await raw("POST", `/api/invites/${inv.token}/accept`, {}, late.cookie)).status).toBe(404);
  });
});

describe("public registration applications", () => {
  it("a retry from the same address gets the receipt; the same commandId from another address or with another name gets 409 and no receipt code", async () => {
    const owner = await organizer("owner");
    const id = await createEvent(owner.cookie);
    const body = { commandId: cid("apply"), name: "Ann" };
    const from = (ip: string) => ({ headers: { "cf-connecting-ip": ip } });
    const first = await api<Receipt>("POST", `/api/events/${id}/registrations`, body, from("203.0.113.30"));
    expect(first.status).toBe(201);
    const retry = await api<Receipt>("POST", `/api/events/${id}/registrations`, body, from("203.0.113.30"));
    expect(retry.status).toBe(200);
    expect(retry.body.code).toBe(first.body.code);
    for (const [what, res] of [
      ["another address", await api<Refused>("POST", `/api/events/${id}/registrations`, body, from("198.51.100.30"))],
      ["another name", await api<Refused>("POST", `/api/events/${id}/registrations`, { ...body, name: "Bob" }, from("203.0.113.30"))],
    ] as const) {
      expect({ what, status: res.status, code: res.body.error?.code }).toEqual({ what, status: 409, code: "idempotency_conflict" });
      expect(JSON.stringify(res.body)).not.toContain(first.body.code);
    }
  });
});
