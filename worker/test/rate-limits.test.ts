// Rate limits hold under bursts (each attempt is counted in the same D1
// statement that decides), say the real wait, and do not lock out a venue
// (many players behind one address) or an organizer signing in from another
// address. Numbers: worker/rate-limit.ts; arithmetic: docs/platform.md.
import { beforeEach, describe, expect, it } from "vitest";
import { clientAddress } from "../client-address.ts";
import {
  CODE_PER_ADDRESS,
  CODE_PER_TABLE,
  PASSWORD_PER_ADDRESS,
  PASSWORD_PER_USER,
  PASSWORD_PER_USER_ADDRESS,
  SIGNUP_LIMIT,
  APPLY_LIMIT,
} from "../rate-limit.ts";
import type { StaffDesk } from "../../shared/eventday/desk-answers.ts";
import { api, cid, createEvent, ok, organizer, roundOneWithCodes, view, type Answer, type Refused } from "./helpers.ts";

const from = (ip: string) => ({ "cf-connecting-ip": ip });

// The limits count in fixed wall-clock windows (rate-limit.ts): a burst that straddles a window's
// end is counted half in each, and a test of it then fails (CI run 47 crossed 03:20:00 UTC). Each
// test starts with at least this much left in every window, waiting for the turn when it has not.
const MARGIN_MS = 20_000;
const WINDOWS = [CODE_PER_ADDRESS, CODE_PER_TABLE, PASSWORD_PER_ADDRESS, PASSWORD_PER_USER, PASSWORD_PER_USER_ADDRESS, SIGNUP_LIMIT, APPLY_LIMIT].map(
  (l) => l.windowMs,
);
beforeEach(async () => {
  const left = () => Math.min(...WINDOWS.map((w) => w - (Date.now() % w)));
  while (left() < MARGIN_MS) await new Promise((r) => setTimeout(r, 500));
}, MARGIN_MS + 10_000);
let unique = 0;
const name = (label: string) => `${label}${++unique}x${Math.floor(Math.random() * 1e6)}`.slice(0, 32);

/** How many answers of a burst got past the limit (`passed` status) and how many were refused with 429; nothing else. */
function tally(answers: Answer[], passed: number) {
  const got = answers.filter((a) => a.status === passed).length;
  const limited = answers.filter((a) => a.status === 429).length;
  expect(
    got + limited,
    `unexpected answers: ${JSON.stringify(answers.filter((a) => a.status !== passed && a.status !== 429).map((a) => [a.status, a.body]))}`,
  ).toBe(answers.length);
  return { got, limited };
}

/** The 429 says the real wait: Retry-After in seconds, and the same wait in the message. */
function expectTruthfulWait(a: Answer<Refused>, windowMs: number) {
  expect(a.status).toBe(429);
  expect(a.body.error.code).toBe("rate_limited");
  const seconds = Number(a.headers.get("retry-after"));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  const m = /try again in (\d+) (second|minute)s?\.$/.exec(a.body.error.message);
  expect(m, a.body.error.message).not.toBeNull();
  expect(m![2] === "second" ? Number(m![1]) : Number(m![1])).toBe(m![2] === "second" ? seconds : Math.ceil(seconds / 60));
}

/** An event in round 1 with its players' codes (helpers.ts), its tables read as `matches`. */
async function roundOne(players: number) {
  const ev = await roundOneWithCodes(players);
  return { ...ev, matches: ev.tables };
}

const wrong = (i: number) => `WRONG${String(i).padStart(3, "0")}`;

describe("player codes", () => {
  it("a burst of 60 wrong codes on report/read at one table: at most the table's limit are checked", async () => {
    const ev = await roundOne(4);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => ev.read(ev.matches[0]!.table, wrong(i), "203.0.113.1")));
    const { got } = tally(answers, 401);
    expect(got).toBeLessThanOrEqual(CODE_PER_TABLE.max);
    expect(got).toBeGreaterThan(0);
    expectTruthfulWait(answers.find((a) => a.status === 429)!, CODE_PER_TABLE.windowMs);
    // The right code of that table waits too (a guess cannot be told from a player), from any address...
    const right = ev.codeOf(ev.matches[0]!.players[0]!);
    expectTruthfulWait(await ev.read(ev.matches[0]!.table, right, "198.51.100.250"), CODE_PER_TABLE.windowMs);
    // ...while the other table, at the guesser's own address, is untouched: a guesser exhausts only what they attack.
    expect((await ev.read(ev.matches[1]!.table, ev.codeOf(ev.matches[1]!.players[0]!), "203.0.113.1")).status).toBe(200);
  }, 60_000);

  it("a burst of 60 wrong codes on report, confirm and dispute at one table: at most the table's limit are checked, nothing changes", async () => {
    const ev = await roundOne(4);
    const t = ev.matches[0]!.table;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? ev.report(t, wrong(i), "203.0.113.2")
          : i % 3 === 1
            ? ev.confirm(t, wrong(i), "203.0.113.2")
            : api<Refused>("POST", `/api/events/${ev.id}/rounds/1/tables/${t}/dispute`, { commandId: cid(), code: wrong(i) }, { headers: from("203.0.113.2") }),
      ),
    );
    expect(tally(answers, 401).got).toBeLessThanOrEqual(CODE_PER_TABLE.max);
    const v = await view(ev.id);
    expect(v.rounds[0]!.matches.every((m) => m.result === undefined)).toBe(true);
  }, 60_000);

  it("many addresses guessing at one table: at most the table's limit are checked", async () => {
    const ev = await roundOne(4);
    const t = ev.matches[0]!.table;
    // 200 wrong codes from 10 addresses (20 each, under the per-address limit).
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => ev.read(t, wrong(i), `198.51.100.${i % 10}`)));
    const { got } = tally(answers, 401);
    expect(got).toBeLessThanOrEqual(CODE_PER_TABLE.max);
    expect(got).toBeGreaterThanOrEqual(CODE_PER_TABLE.max - 2);
    expectTruthfulWait(answers.find((a) => a.status === 429)!, CODE_PER_TABLE.windowMs);
  }, 60_000);

  it("a venue: 20 wrong codes from its one address do not stop the other players there from reading, reporting and confirming", async () => {
    const ev = await roundOne(40);
    const venue = "203.0.113.99";
    const wrongs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const t = ev.matches[i % ev.matches.length]!.table;
        return i % 2 ? ev.read(t, wrong(i), venue) : ev.report(t, wrong(i), venue);
      }),
    );
    expect(wrongs.map((a) => a.status)).toEqual(Array(20).fill(401));
    // Every table reports at once from the venue, then every opponent reads and confirms.
    const reports = await Promise.all(ev.matches.map((m) => ev.report(m.table, ev.codeOf(m.players[0]!), venue)));
    expect(reports.map((a) => a.status)).toEqual(Array(ev.matches.length).fill(200));
    for (const m of ev.matches) {
      expect((await ev.read(m.table, ev.codeOf(m.players[1]!), venue)).status).toBe(200);
      expect((await ev.confirm(m.table, ev.codeOf(m.players[1]!), venue)).status).toBe(200);
    }
    const v = await view(ev.id);
    expect(v.rounds[0]!.matches.every((m) => m.result !== undefined)).toBe(true);
  }, 60_000);
});

describe("passwords", () => {
  it("a burst of 60 wrong passwords for one username from one address: at most 10 are checked", async () => {
    const o = await organizer("victim");
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api<Refused>("POST", "/api/auth/signin", { username: o.username, password: `guess-${i}-xx` }, { headers: from("203.0.113.3") }),
      ),
    );
    expect(tally(answers, 401).got).toBeLessThanOrEqual(PASSWORD_PER_USER_ADDRESS.max);
    expectTruthfulWait(answers.find((a) => a.status === 429)!, PASSWORD_PER_USER_ADDRESS.windowMs);
  }, 60_000);

  it("wrong passwords for 60 usernames from one address: each is checked, and past the address's count answered 429", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 60; i++)
      answers.push(await api("POST", "/api/auth/signin", { username: name(`spray${i}`), password: "password123" }, { headers: from("203.0.113.4") }));
    // The address's count is shared by a whole venue: it words wrong passwords as a wait, but refuses no right one.
    expect(answers.slice(0, PASSWORD_PER_ADDRESS.max).map((a) => a.status)).toEqual(Array(PASSWORD_PER_ADDRESS.max).fill(401));
    expect(answers.slice(PASSWORD_PER_ADDRESS.max).every((a) => a.status === 429)).toBe(true);
  }, 60_000);

  it("wrong passwords for one username from many addresses: at most the per-username limit are checked", async () => {
    const o = await organizer("target");
    // 120 guesses from 12 addresses, 10 each (each under its per-username-and-address limit).
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        api("POST", "/api/auth/signin", { username: o.username, password: `guess-${i}-yy` }, { headers: from(`192.0.2.${i % 12}`) }),
      ),
    );
    expect(tally(answers, 401).got).toBeLessThanOrEqual(PASSWORD_PER_USER.max);
  }, 60_000);

  it("10 wrong passwords from one address do not stop the organizer signing in from another address", async () => {
    const o = await organizer("organizer");
    for (let i = 0; i < 10; i++)
      expect((await api("POST", "/api/auth/signin", { username: o.username, password: `wrong-${i}-zz` }, { headers: from("203.0.113.5") })).status).toBe(401);
    // From the attacker's address even the right password waits (it cannot be told from a guess)...
    expectTruthfulWait(
      await api<Refused>("POST", "/api/auth/signin", { username: o.username, password: "correct horse battery" }, { headers: from("203.0.113.5") }),
      PASSWORD_PER_USER_ADDRESS.windowMs,
    );
    // ...the organizer at their own address signs in.
    const mine = await api("POST", "/api/auth/signin", { username: o.username, password: "correct horse battery" }, { headers: from("198.51.100.5") });
    expect(mine.status).toBe(200);
  }, 60_000);
});

describe("uses", () => {
  it("a burst of 60 sign-ups from one address: at most the sign-up limit get an account", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api<Refused>("POST", "/api/auth/signup", { username: name(`burst${i}`), password: "bulk-password" }, { headers: from("203.0.113.6") }),
      ),
    );
    expect(tally(answers, 201).got).toBe(SIGNUP_LIMIT.max);
    expectTruthfulWait(answers.find((a) => a.status === 429)!, SIGNUP_LIMIT.windowMs);
  }, 60_000);

  it("a taken username uses up a sign-up: usernames cannot be tried without limit", async () => {
    const o = await organizer();
    const signUp = (username: string) => api<Refused>("POST", "/api/auth/signup", { username, password: "bulk-password" }, { headers: from("203.0.113.7") });
    for (let i = 0; i < SIGNUP_LIMIT.max; i++) expect((await signUp(o.username)).status).toBe(409);
    expectTruthfulWait(await signUp(o.username), SIGNUP_LIMIT.windowMs);
    // Nor a free one, from that address: the limit is on attempts, taken or not.
    expectTruthfulWait(await signUp(name("fresh")), SIGNUP_LIMIT.windowMs);
  }, 60_000);

  it("a burst of 60 public applications from one address: at most the application limit are stored", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api("POST", `/api/events/${id}/registrations`, { commandId: cid("burst"), name: `Burst ${i}` }, { headers: from("203.0.113.8") }),
      ),
    );
    expect(tally(answers, 201).got).toBe(APPLY_LIMIT.max);
    const entries = (await ok(api<StaffDesk>("GET", `/api/events/${id}/registrations`, undefined, { cookie: org.cookie }))).entries;
    expect(entries).toHaveLength(APPLY_LIMIT.max);
  }, 60_000);
});

describe("the client address", () => {
  it('is CF-Connecting-IP; X-Forwarded-For only when TRUST_X_FORWARDED_FOR is "true"; "local" without either; IPv6 per /64', () => {
    const h = (headers: Record<string, string>) => new Headers(headers);
    expect(clientAddress(h({ "cf-connecting-ip": "192.0.2.1", "x-forwarded-for": "10.9.9.9" }), {})).toBe("192.0.2.1");
    expect(clientAddress(h({ "x-forwarded-for": "10.9.9.9" }), {})).toBe("local");
    expect(clientAddress(h({}), { TRUST_X_FORWARDED_FOR: "false" })).toBe("local");
    // Behind our proxy: the address it appended (a client's own X-Forwarded-For entries come first and are ignored).
    expect(clientAddress(h({ "cf-connecting-ip": "192.0.2.1", "x-forwarded-for": "6.6.6.6, 198.51.100.7" }), { TRUST_X_FORWARDED_FOR: "true" })).toBe(
      "198.51.100.7",
    );
    expect(clientAddress(h({ "cf-connecting-ip": "192.0.2.1", "x-forwarded-for": "198.51.100.7, 192.0.2.1" }), { TRUST_X_FORWARDED_FOR: "true" })).toBe(
      "198.51.100.7",
    );
    expect(clientAddress(h({ "cf-connecting-ip": "192.0.2.1" }), { TRUST_X_FORWARDED_FOR: "true" })).toBe("192.0.2.1");
    expect(clientAddress(h({ "cf-connecting-ip": "2001:db8:0:1:aaaa::1" }), {})).toBe("2001:db8:0:1::/64");
    expect(clientAddress(h({ "cf-connecting-ip": "2001:DB8:0:1:ffff:ffff:ffff:ffff" }), {})).toBe("2001:db8:0:1::/64");
    expect(clientAddress(h({ "cf-connecting-ip": "::ffff:192.0.2.9" }), {})).toBe("192.0.2.9");
  }, 60_000);

  it("a forged X-Forwarded-For does not give a blocked client a fresh limit", async () => {
    const o = await organizer("forged");
    for (let i = 0; i < 10; i++) await api("POST", "/api/auth/signin", { username: o.username, password: `wrong-${i}-ff` }, { headers: from("203.0.113.9") });
    const forged = await api(
      "POST",
      "/api/auth/signin",
      { username: o.username, password: "correct horse battery" },
      { headers: { ...from("203.0.113.9"), "x-forwarded-for": "198.51.100.77" } },
    );
    expect(forged.status).toBe(429);
  }, 60_000);
});
