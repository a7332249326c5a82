// Secrets nobody can compute, and limits that bound guessing without locking
// out the honest: a registration receipt is keyed by the server's secret; a
// guess is counted against what it attacks (a table, a receipt, a username)
// as well as the address, and the address's count never refuses a right
// secret, so a venue behind one address keeps working whatever one person
// there does (docs/platform.md, "Rate limits").
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { Receipt } from "../../shared/eventday/desk-answers.ts";
import { sha256Hex } from "../crypto.ts";
import {
  CODE_PER_ADDRESS,
  CODE_PER_TABLE,
  PASSWORD_PER_ADDRESS,
  PASSWORD_PER_DEVICE,
  PASSWORD_PER_USER,
  RECEIPT_CODE_PER_ADDRESS,
  RECEIPT_CODE_PER_RECEIPT,
} from "../rate-limit.ts";
import { receiptFor } from "../registration/receipt-code.ts";
import { serverSecret } from "../secret.ts";
import { api, cid, createEvent, organizer, roundOneWithCodes, view, type Answer, type Refused } from "./helpers.ts";

const from = (ip: string) => ({ "cf-connecting-ip": ip });

// Fixed wall-clock windows: a burst straddling a window's end would be counted half in each.
const WINDOWS = [CODE_PER_ADDRESS, CODE_PER_TABLE, RECEIPT_CODE_PER_ADDRESS, RECEIPT_CODE_PER_RECEIPT, PASSWORD_PER_USER, PASSWORD_PER_ADDRESS].map(
  (l) => l.windowMs,
);
beforeEach(async () => {
  const left = () => Math.min(...WINDOWS.map((w) => w - (Date.now() % w)));
  while (left() < 30_000) await new Promise((r) => setTimeout(r, 500));
}, 40_000);

const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const wrong = (i: number) => `WRONG${String(i).padStart(3, "0")}`;

const roundOne = roundOneWithCodes;

describe("registration receipts", () => {
  async function openEvent() {
    const org = await organizer("desk");
    const id = await createEvent(org.cookie);
    return { org, id };
  }
  const applyAs = (eventId: string, commandId: string, name: string, ip: string) =>
    api<Receipt & { code: string }>("POST", `/api/events/${eventId}/registrations`, { commandId, name }, { headers: from(ip) });

  it("cannot be computed from the event and the commandId; a retry still gets the same receipt and code", async () => {
    const { id } = await openEvent();
    const commandId = cid("apply");
    const first = await applyAs(id, commandId, "Ann Lee", "203.0.113.40");
    expect(first.status).toBe(201);
    // What anyone could compute from the commandId alone (SHA-256 of the event and the commandId) is neither the id nor the code.
    const guessedId = `r${(await sha256Hex(`registration:${id}:${commandId}`)).slice(0, 15)}`;
    expect(first.body.registration.id).not.toBe(guessedId);
    expect((await api("POST", `/api/events/${id}/registrations/${guessedId}/read`, { code: first.body.code })).status).toBe(404);
    // The same application again from the same phone: the same receipt and code.
    const again = await applyAs(id, commandId, "Ann Lee", "203.0.113.40");
    expect(again.status).toBe(200);
    expect([again.body.registration.id, again.body.code]).toEqual([first.body.registration.id, first.body.code]);
    // The applicant reads their receipt with the code.
    expect((await api<Receipt>("POST", `/api/events/${id}/registrations/${first.body.registration.id}/read`, { code: first.body.code })).status).toBe(200);
  });

  it("are keyed by the server's secret: another secret gives another receipt, and no secret gives none", async () => {
    const secret = serverSecret(env);
    const one = await receiptFor({ TOPCUT_SECRET: secret }, "ev1", "apply-1");
    expect(await receiptFor({ TOPCUT_SECRET: secret }, "ev1", "apply-1")).toEqual(one);
    const other = await receiptFor({ TOPCUT_SECRET: `${secret}x` }, "ev1", "apply-1");
    expect(other.id).not.toBe(one.id);
    expect(other.code).not.toBe(one.code);
    expect(one.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    await expect(receiptFor({}, "ev1", "apply-1")).rejects.toThrow(/secret/);
    await expect(receiptFor({ TOPCUT_SECRET: "short" }, "ev1", "apply-1")).rejects.toThrow(/secret/);
  });

  it("wrong receipt codes meet a limit: 60 from one address are 10 answers of 401, then 429; another applicant there is not held up", async () => {
    const { id } = await openEvent();
    const target = await applyAs(id, cid("apply"), "Target Player", "203.0.113.41");
    const neighbour = await applyAs(id, cid("apply"), "Neighbour Player", "203.0.113.41");
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api<Refused>("POST", `/api/events/${id}/registrations/${target.body.registration.id}/read`, { code: wrong(i) }, { headers: from("203.0.113.41") }),
      ),
    );
    expect(guesses.filter((a) => a.status === 401)).toHaveLength(RECEIPT_CODE_PER_RECEIPT.max);
    expect(guesses.filter((a) => a.status === 429)).toHaveLength(60 - RECEIPT_CODE_PER_RECEIPT.max);
    // A withdrawal by guessing is refused the same way and changes nothing.
    const withdraw = await api<Refused>(
      "POST",
      `/api/events/${id}/registrations/${target.body.registration.id}/withdraw`,
      { code: "WRONGXYZ" },
      { headers: from("203.0.113.42") },
    );
    expect(withdraw.status).toBe(429);
    // The other applicant at the same address reads their own receipt.
    const mine = await api<Receipt>(
      "POST",
      `/api/events/${id}/registrations/${neighbour.body.registration.id}/read`,
      { code: neighbour.body.code },
      { headers: from("203.0.113.41") },
    );
    expect(mine.status).toBe(200);
  });
});

describe("player codes at a venue", () => {
  it("100 players behind one address opening their report at the same moment are all answered, and nothing stays counted", async () => {
    const ev = await roundOne(100);
    const venue = "203.0.113.50";
    const answers = await Promise.all(ev.tables.flatMap((t) => t.players.map((p) => ev.read(t.table, ev.codeOf(p), venue))));
    expect(answers).toHaveLength(100);
    expect(statuses(answers)).toEqual(Array(100).fill(200));
    // Afterwards a right code is answered at once, and so is a whole round of reports.
    const reports = await Promise.all(ev.tables.map((t) => ev.report(t.table, ev.codeOf(t.players[0]!), venue)));
    expect(statuses(reports)).toEqual(Array(ev.tables.length).fill(200));
    const left = await env.DB.prepare("SELECT coalesce(sum(count), 0) AS n FROM rate_limits WHERE key LIKE ?").bind(`code-%:${ev.id}:%`).first<{ n: number }>();
    expect(left!.n).toBe(0);
  }, 120_000);

  it("one guesser's wrong codes at the venue's address stop nobody else there: right codes pass past the address's count", async () => {
    const ev = await roundOne(40);
    const venue = "203.0.113.51";
    // 60 wrong codes from the venue, spread over the tables (3 a table: no table is locked).
    const guesses: Answer<Refused>[] = [];
    for (let i = 0; i < 60; i++) guesses.push(await ev.read(ev.tables[i % ev.tables.length]!.table, wrong(i), venue));
    expect(statuses(guesses.slice(0, CODE_PER_ADDRESS.max))).toEqual(Array(CODE_PER_ADDRESS.max).fill(401));
    // Past the address's count a wrong code is worded as a wait...
    expect(guesses.slice(CODE_PER_ADDRESS.max).every((a) => a.status === 429)).toBe(true);
    // ...but every player there reports and is read with their own code.
    const reports = await Promise.all(ev.tables.map((t) => ev.report(t.table, ev.codeOf(t.players[0]!), venue)));
    expect(statuses(reports)).toEqual(Array(ev.tables.length).fill(200));
    const reads = await Promise.all(ev.tables.map((t) => ev.read(t.table, ev.codeOf(t.players[1]!), venue)));
    expect(statuses(reads)).toEqual(Array(ev.tables.length).fill(200));
  }, 120_000);

  it("guessers at many addresses exhaust only the tables they attack: the event's other tables keep self-reporting", async () => {
    const ev = await roundOne(40);
    const [attacked, ...others] = ev.tables as [{ table: number; players: string[] }, ...{ table: number; players: string[] }[]];
    // 192 wrong codes from 5 addresses: 40 on the attacked table, 8 on each of the 19 others (under a table's limit).
    const guesses = await Promise.all(
      Array.from({ length: 40 + 8 * others.length }, (_, i) =>
        ev.read(i < 40 ? attacked.table : others[(i - 40) % others.length]!.table, wrong(i), `198.51.100.${60 + (i % 5)}`),
      ),
    );
    expect(guesses.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    // The attacked table waits (its players' results go through staff meanwhile)...
    expect((await ev.read(attacked.table, ev.codeOf(attacked.players[0]!), "192.0.2.60")).status).toBe(429);
    // ...every other table reports with its codes.
    const reports = await Promise.all(others.map((t) => ev.report(t.table, ev.codeOf(t.players[0]!), "192.0.2.61")));
    expect(statuses(reports)).toEqual(Array(others.length).fill(200));
  }, 120_000);

  it("a code of another table is answered exactly as a wrong code, so a guess at one table tells nothing of the others", async () => {
    const ev = await roundOne(4);
    const [mine, theirs] = ev.tables as [{ table: number; players: string[] }, { table: number; players: string[] }];
    const otherTables = await ev.report(mine.table, ev.codeOf(theirs.players[0]!), "203.0.113.52");
    const madeUp = await ev.report(mine.table, "ZZZZZZ", "203.0.113.52");
    expect(otherTables.status).toBe(401);
    expect(otherTables.body).toEqual(madeUp.body);
    expect(otherTables.body.error.reason).toBe("not-your-table");
    // Counted as wrong codes too: nine more of the other table's codes and the table waits.
    for (let i = 0; i < CODE_PER_TABLE.max - 2; i++) expect((await ev.report(mine.table, ev.codeOf(theirs.players[i % 2]!), "203.0.113.52")).status).toBe(401);
    expect((await ev.report(mine.table, ev.codeOf(mine.players[0]!), "203.0.113.53")).status).toBe(429);
    expect((await view(ev.id)).rounds[0]!.matches.every((m) => m.result === undefined)).toBe(true);
  });
});

describe("passwords", () => {
  const signIn = (username: string, password: string, ip: string, cookie?: string) =>
    api<Refused>("POST", "/api/auth/signin", { username, password }, { headers: from(ip), ...(cookie ? { cookie } : {}) });
  /** The device cookie a right sign-in sets ("topcut_device=..."). */
  const deviceOf = (a: Answer) => /topcut_device=[^;]+/.exec(a.headers.get("set-cookie") ?? "")?.[0];

  it("60 organizers behind one venue address signing in at the same moment all get in", async () => {
    const accounts = await Promise.all(Array.from({ length: 60 }, () => organizer("venue")));
    const answers = await Promise.all(accounts.map((o) => signIn(o.username, "correct horse battery", "203.0.113.60")));
    expect(statuses(answers)).toEqual(Array(60).fill(200));
  }, 120_000);

  it("a right password is accepted from an address past its count of wrong ones", async () => {
    const owner = await organizer("venueowner");
    for (let i = 0; i < PASSWORD_PER_ADDRESS.max; i++) await signIn(`nobody${i}x${Date.now() % 1000}`, "password123", "203.0.113.61");
    expect((await signIn("nobody-more", "password123", "203.0.113.61")).status).toBe(429);
    expect((await signIn(owner.username, "correct horse battery", "203.0.113.61")).status).toBe(200);
  }, 120_000);

  it("a guess from many addresses cannot lock the owner out of a device they signed in on; a device cookie of another username is worth nothing", async () => {
    const owner = await organizer("lockout");
    const first = await signIn(owner.username, "correct horse battery", "198.51.100.90");
    const device = deviceOf(first);
    expect(device).toBeDefined();
    expect(first.headers.get("set-cookie")).toMatch(/topcut_device=[^;]+;.*HttpOnly/i);
    // 120 wrong passwords from 12 addresses: past the username's limit.
    const guesses = await Promise.all(Array.from({ length: 120 }, (_, i) => signIn(owner.username, `guess-${i}-lock`, `192.0.2.${100 + (i % 12)}`)));
    expect(guesses.filter((a) => a.status === 401).length).toBeLessThanOrEqual(PASSWORD_PER_USER.max);
    // A new browser waits (the username is under attack)...
    expect((await signIn(owner.username, "correct horse battery", "198.51.100.91")).status).toBe(429);
    // ...the owner's own phone signs in, from any address.
    expect((await signIn(owner.username, "correct horse battery", "198.51.100.92", device)).status).toBe(200);
    // Another account's device cookie does not make a guesser's browser trusted.
    const other = await organizer("lockout-other");
    const otherDevice = deviceOf(await signIn(other.username, "correct horse battery", "198.51.100.93"));
    expect((await signIn(owner.username, "correct horse battery", "198.51.100.94", otherDevice)).status).toBe(429);
    // A device's own wrong passwords are bounded too.
    const mine = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(owner.username, `typo-${i}-dev`, "198.51.100.95", device)));
    expect(mine.filter((a) => a.status === 401).length).toBeLessThanOrEqual(PASSWORD_PER_DEVICE.max);
  }, 120_000);
});
