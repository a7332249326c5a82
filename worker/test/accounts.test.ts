// Accounts, sessions, player codes and rate limits; ETags on reads.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { EventListRow, Me, MyEvents } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, ok, organizer, view, type PublicRead, type Refused, type RoundAnswer } from "./helpers.ts";

describe("organizer accounts", () => {
  it("signs up with a hashed password and a cookie session; signs in, reads me, signs out", async () => {
    const username = `alice${Date.now() % 100000}`;
    const up = await api("POST", "/api/auth/signup", { username, password: "s3cret-password" });
    expect(up.status).toBe(201);
    const setCookie = up.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^topcut_session=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    const row = await env.DB.prepare("select password_hash, salt, iterations from users where username = ?")
      .bind(username)
      .first<{ password_hash: string; salt: string; iterations: number }>();
    expect(row!.iterations).toBe(100_000);
    expect(row!.password_hash).not.toContain("s3cret");
    expect(row!.salt.length).toBeGreaterThanOrEqual(20);
    // Sessions are stored only as hashes.
    const token = setCookie.split(";")[0]!.split("=")[1]!;
    const sessions = await env.DB.prepare("select token_hash from sessions").all<{ token_hash: string }>();
    expect(sessions.results.some((s) => s.token_hash === token)).toBe(false);

    expect((await api("POST", "/api/auth/signup", { username, password: "another-password" })).status).toBe(409);
    expect((await api("GET", "/api/auth/me")).status).toBe(401);
    const cookie = setCookie.split(";")[0]!;
    expect((await ok(api<Me>("GET", "/api/auth/me", undefined, { cookie }))).user.username).toBe(username);
    expect((await api("POST", "/api/auth/signin", { username, password: "wrong-password" })).status).toBe(401);
    const inAgain = await api("POST", "/api/auth/signin", { username: username.toUpperCase(), password: "s3cret-password" });
    expect(inAgain.status).toBe(200);
    await ok(api("POST", "/api/auth/signout", {}, { cookie }));
    expect((await api("GET", "/api/auth/me", undefined, { cookie })).status).toBe(401);
  });

  it("two accounts never share a salt or a hash for the same password", async () => {
    const a = await organizer("salt");
    const b = await organizer("salt");
    const rows = await env.DB.prepare("select salt, password_hash from users where id in (?, ?)")
      .bind(a.id, b.id)
      .all<{ salt: string; password_hash: string }>();
    const [first, second] = rows.results;
    expect(first!.salt).not.toBe(second!.salt);
    expect(first!.password_hash).not.toBe(second!.password_hash);
  });
});

describe("rate limits", () => {
  it("stops guessing a password after 10 failures, even with the right password, with a clear 429", async () => {
    const o = await organizer("victim");
    const client = { "cf-connecting-ip": "203.0.113.7" };
    for (let i = 0; i < 10; i++) {
      const r = await api("POST", "/api/auth/signin", { username: o.username, password: `guess-${i}-xx` }, { headers: client });
      expect(r.status).toBe(401);
    }
    const blocked = await api<Refused>("POST", "/api/auth/signin", { username: o.username, password: "correct horse battery" }, { headers: client });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("rate_limited");
    expect(blocked.body.error.message).toMatch(/Too many wrong passwords; try again in \d+ (seconds?|minutes?)\./);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
  });

  it("stops guessing player codes at a table after 10 wrong codes; the event's other tables go on", async () => {
    const o = await organizer();
    const id = await createEvent(o.cookie);
    const players = await addPlayers(o.cookie, id, ["A", "B", "C", "D"]);
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: o.cookie }));
    const [m, other] = r1.round.matches as [RoundAnswer["round"]["matches"][number], RoundAnswer["round"]["matches"][number]];
    const client = { "cf-connecting-ip": "198.51.100.9" };
    const report = (table: number, code: string, headers = client) =>
      api<Refused>("POST", `/api/events/${id}/rounds/1/tables/${table}/report`, { commandId: cid(), result: { games: [2, 0, 0] }, code }, { headers });
    for (let i = 0; i < 10; i++) expect((await report(m.table!, `AAAA${String(i).padStart(2, "2")}`)).status).toBe(401);
    const codeOf = (playerId: string) => players.find((p) => p.id === playerId)!.code;
    // The table under attack waits, from any client (a guess cannot be told from a player)...
    const blocked = await report(m.table!, codeOf(m.players[0]!), { "cf-connecting-ip": "198.51.100.10" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/Too many wrong player codes for this table/);
    // ...the other table reports, from the guesser's own address too.
    expect((await report(other.table!, codeOf(other.players[0]!))).status).toBe(200);
  });
});

describe("sign-up limit", () => {
  it("allows 20 sign-ups per address and hour, then answers 429", async () => {
    const client = { "cf-connecting-ip": "192.0.2.44" };
    for (let i = 0; i < 20; i++) {
      expect(
        (await api("POST", "/api/auth/signup", { username: `bulk${i}x${Date.now() % 10000}`, password: "bulk-password" }, { headers: client })).status,
      ).toBe(201);
    }
    const blocked = await api<Refused>(
      "POST",
      "/api/auth/signup",
      { username: `bulk-last${Date.now() % 10000}`, password: "bulk-password" },
      { headers: client },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/Too many sign-ups from this address/);
    expect(
      (
        await api(
          "POST",
          "/api/auth/signup",
          { username: `other${Date.now() % 10000}`, password: "bulk-password" },
          { headers: { "cf-connecting-ip": "192.0.2.45" } },
        )
      ).status,
    ).toBe(201);
  });
});

describe("ETags on reads", () => {
  it("answers 304 to If-None-Match until the event changes", async () => {
    const o = await organizer();
    const id = await createEvent(o.cookie);
    const first = await api("GET", `/api/events/${id}`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await api("GET", `/api/events/${id}`, undefined, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    await addPlayers(o.cookie, id, ["A"]);
    const changed = await api<PublicRead>("GET", `/api/events/${id}`, undefined, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(changed.body.players).toHaveLength(1);
    const manage = await api("GET", `/api/events/${id}/manage`, undefined, { cookie: o.cookie });
    const m304 = await api("GET", `/api/events/${id}/manage`, undefined, { cookie: o.cookie, headers: { "if-none-match": manage.headers.get("etag")! } });
    expect(m304.status).toBe(304);
  });
});

describe("lists", () => {
  it("lists public events by status and format, never unlisted ones; my events for staff", async () => {
    const o = await organizer();
    const fmt = `Fmt${Date.now()}`;
    const pub = await createEvent(o.cookie, { gameFormat: fmt });
    const hidden = await createEvent(o.cookie, { gameFormat: fmt, visibility: "unlisted" });
    const list = await ok(api<{ events: EventListRow[] }>("GET", `/api/events?format=${fmt}&status=upcoming`));
    expect(list.events.map((e: EventListRow) => e.id)).toEqual([pub]);
    expect(list.events[0]).toMatchObject({ id: pub, gameFormat: fmt, rules: "club", status: "registration", players: 0, round: 0 });
    expect((await ok(api<{ events: EventListRow[] }>("GET", `/api/events?format=${fmt}&status=live`))).events).toEqual([]);
    // Unlisted: readable by its link.
    expect((await view(hidden)).event.visibility).toBe("unlisted");
    const mine = await ok(api<MyEvents>("GET", "/api/my/events", undefined, { cookie: o.cookie }));
    expect(mine.events.map((e: EventListRow) => e.id).sort()).toEqual([pub, hidden].sort());
  });
});
