// Event day in a real browser on a 390 px phone: a player pre-registers and
// sees the receipt (accepted, fee owed); a later player lands on the
// waitlist; staff see the waitlist and fees at the registration desk, mark a
// fee paid; when the first withdraws, the waitlisted phone's receipt turns
// "accepted" by itself; the organizer changes a venue pool's places at the
// desk; a player hands in a list and staff see its legality flag; pods,
// the pick order and the draft timer screen render. Screenshots go to
// test-artifacts/ (80-…). Each test builds its own events through the API.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, send, write, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";
import type { WriteFields } from "../../shared/commands/write-routes.ts";

const suite = browserSuite();
let org: BrowserContext;

let n = 0;
const cmd = () => `ed-${Date.now()}-${++n}`;

beforeAll(async () => {
  org = await suite.organizer("eventday-organizer");
});

/** A Commander event with one place and a fee, half for women. */
async function sundayCommander(): Promise<Fixture> {
  const event = await createEvent(org.request, { name: "Sunday Commander", gameFormat: "Commander", rules: "commander", date: "2026-12-06" }, []);
  await send(org.request, "put", `/api/events/${event.id}/registration`, {
    capacity: 1,
    fee: {
      currency: { code: "JPY", decimals: 0, step: 10, rounding: "up" },
      fee: 1250,
      discounts: [{ kind: "percent", id: "female", label: "50% off (female)", category: "female", percent: 50 }],
    },
  });
  return event;
}

/** A Dreamblade draft of 8, seated in two pods; lists asked from everyone; dated before Baxar's War is Constructed-legal. */
async function dreambladeDraft(timers?: WriteFields<"edit-event-day">["timers"]): Promise<Fixture> {
  const draft = await createEvent(org.request, { name: "Dreamblade Draft", gameFormat: "Dreamblade Draft", rules: "dreamblade", date: "2006-11-09" }, [
    "Ann",
    "Bob",
    "Cat",
    "Dan",
    "Eve",
    "Fay",
    "Gus",
    "Hal",
  ]);
  await write(org.request, draft.id, "edit-event-day", {
    draft: { format: "dreamblade", boosters: 3 },
    listPolicy: { mode: "all-players", deadline: Date.now() + 3_600_000 },
    listKind: "constructed",
    ...(timers ? { timers } : {}),
  });
  const seated = await org.request.post(`/api/events/${draft.id}/pods`, { data: { commandId: cmd(), seed: "browser" } });
  expect(seated.status()).toBe(200);
  return manage(org.request, draft.id);
}

describe("pre-registration", () => {
  it("a player registers on a phone and sees the receipt; the next one is waitlisted; staff see both and mark paid", async () => {
    const event = await sundayCommander();
    const visitor = await suite.context();
    const { page, errors } = await watchedPage(visitor);
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await page.goto(`/e/${event.id}`);
    await page.getByRole("link", { name: "Pre-register for this event" }).click();
    await page.getByLabel("Name").fill("Hana Sato");
    await page.getByLabel("Discount category").selectOption("female");
    await shot(page, "80-register-form");
    await page.getByRole("button", { name: "Register" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Accepted");
    await expect.poll(() => page.locator(".receipt").textContent()).toContain("¥630");
    await shot(page, "81-register-receipt");
    // The receipt code travels in request bodies and the link's fragment only, never in a URL a server sees.
    const code = (await page.locator(".receipt strong.code").last().textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const link = new URL(await page.locator(".receipt input[readonly]").inputValue());
    expect(link.search).toBe("");
    expect(new URLSearchParams(link.hash.slice(1)).get("code")).toBe(code);
    const elsewhere = await suite.context();
    const third = await watchedPage(elsewhere);
    third.page.on("request", (r) => urls.push(r.url()));
    await third.page.goto(link.toString());
    await expect.poll(() => third.page.locator(".receipt").textContent()).toContain("Hana Sato");
    expect(urls.filter((u) => u.toUpperCase().includes(code))).toEqual([]);
    expect(third.errors).toEqual([]);
    await elsewhere.close();
    // The receipt survives a reload (kept on this phone with its code).
    await page.reload();
    await expect.poll(() => page.locator(".receipt").textContent()).toContain("Hana Sato");

    const second = await suite.context();
    // This phone's timers run on a clock the test can move on (below), so its 30 s poll costs no 30 s of waiting.
    await second.clock.install();
    const p2 = await watchedPage(second);
    await p2.page.goto(`/e/${event.id}/register`);
    await p2.page.getByLabel("Name").fill("Ken Ito");
    await p2.page.getByRole("button", { name: "Register" }).click();
    await expect.poll(() => p2.page.locator(".status-line").textContent()).toBe("Waitlist, place 1");
    await shot(p2.page, "82-register-waitlisted");

    const staff = await watchedPage(org);
    await staff.page.goto(`/manage/${event.id}/registration`);
    const rows = staff.page.locator(".desk-entry");
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.nth(0).textContent()).toMatch(/Hana Sato.*Accepted.*¥630/);
    await expect.poll(() => rows.nth(1).textContent()).toMatch(/Ken Ito.*Waitlist 1.*¥1,250/);
    await staff.page.getByLabel("Hana Sato paid").check();
    await expect.poll(() => rows.nth(0).textContent()).toContain("Paid");
    await shot(staff.page, "83-registration-desk");

    // The first player withdraws: the waitlisted one moves up.
    await page.getByRole("button", { name: "Withdraw" }).click();
    await page.locator("dialog").getByRole("button", { name: "Withdraw" }).click();
    await expect.poll(() => page.locator(".status-line").textContent()).toBe("Withdrawn");
    // The waitlisted phone is left alone (no Refresh, no reload): its receipt re-reads itself every 30 s while visible.
    const requests: string[] = [];
    p2.page.on("request", (r) => requests.push(r.url()));
    await p2.page.clock.runFor(30_000);
    await expect.poll(() => p2.page.locator(".status-line").textContent()).toBe("Accepted");
    expect(requests.some((u) => u.includes(`/api/events/${event.id}/registrations/`))).toBe(true);
    await expect.poll(() => p2.page.locator(".facts").textContent()).toContain("1 of 1");

    expect([...errors, ...p2.errors, ...staff.errors]).toEqual([]);
    await visitor.close();
    await second.close();
  });
});

describe("the venue pool at the desk", () => {
  it("the organizer changes the places of the event's pool; the waitlisted applicant is accepted", async () => {
    const side = await createEvent(org.request, { name: "Side Modern", gameFormat: "Modern", rules: "club" }, []);
    const made = await org.request.post("/api/pools", { data: { commandId: cmd(), label: "Hall B, Sunday", capacity: 1 } });
    expect(made.status()).toBe(201);
    const poolId = ((await made.json()) as { pool: { id: string } }).pool.id;
    await send(org.request, "put", `/api/events/${side.id}/registration`, { poolId });
    for (const name of ["Aya Mori", "Jun Oda"])
      expect((await org.request.post(`/api/events/${side.id}/registrations`, { data: { commandId: cmd(), name } })).status()).toBe(201);

    const staff = await watchedPage(org);
    await staff.page.goto(`/manage/${side.id}/registration`);
    const rows = staff.page.locator(".desk-entry");
    await expect.poll(() => rows.nth(1).textContent()).toMatch(/Jun Oda.*Waitlist 1/);
    const form = staff.page.locator("form", { has: staff.page.getByRole("heading", { name: "Venue pool: Hall B, Sunday" }) });
    await expect.poll(() => form.getByLabel("Places in the pool").inputValue()).toBe("1");
    await form.getByLabel("Places in the pool").fill("2");
    await form.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => staff.page.getByRole("status").first().textContent()).toBe("Saved.");
    await expect.poll(() => rows.nth(1).textContent()).toMatch(/Jun Oda.*Accepted/);
    // Both places are taken now: the summary says the pool is full, and no "No limit" beside it.
    await expect.poll(() => staff.page.locator("p.meta").textContent()).toContain("Full: the venue pool Hall B, Sunday is full (2 of 2)");
    expect(await staff.page.locator("p.meta").textContent()).not.toContain("No limit");
    await shot(staff.page, "83b-registration-desk-pool");
    // The pool itself changed (an independent read of the API).
    const pools = (await (await org.request.get("/api/pools")).json()) as { pools: { id: string; capacity: number }[] };
    expect(pools.pools.find((p) => p.id === poolId)?.capacity).toBe(2);
    expect(staff.errors).toEqual([]);
    await staff.page.close();
  });
});

describe("lists, pods and the draft timer", () => {
  it("a player hands in a list; staff see it flagged; pods, pick order and the timer screen render", async () => {
    const draft = await dreambladeDraft();
    const player = draft.players[0]!;
    const phone = await suite.context();
    const { page, errors } = await watchedPage(phone);
    await page.goto(`/e/${draft.id}/p/${player.id}`);
    await page.getByRole("link", { name: "Hand in your warband list" }).click();
    await page.getByLabel("Your player code").fill(draft.codes[player.id]!);
    await page.getByLabel("Main list").fill("2 Wasteland Trooper (Baxar's War)\n1 Ogre (Base Set)");
    await shot(page, "84-list-form");
    await page.getByRole("button", { name: "Hand in the list" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("locked");

    const staff = await watchedPage(org);
    await staff.page.goto(`/manage/${draft.id}/lists`);
    await expect.poll(() => staff.page.locator(".list-card").first().textContent()).toMatch(/Wasteland Trooper.*2006-11-10/s);
    await shot(staff.page, "85-lists-review");
    // The organizer lengthens the Dreamblade review to 50 s; the timer screen follows.
    await staff.page.getByLabel("Dreamblade: review of each pack").fill("50");
    await staff.page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => staff.page.getByRole("status").first().textContent()).toBe("Saved.");
    await staff.page.getByLabel("Swiss round", { exact: true }).fill("39");
    await staff.page.getByLabel("Swiss round", { exact: true }).evaluate((e: HTMLInputElement) => e.removeAttribute("min"));
    await staff.page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => staff.page.getByRole("alert").first().textContent()).toMatch(/under the required minimum of 40 minutes/);

    await page.goto(`/e/${draft.id}/draft`);
    await expect.poll(() => page.locator(".pods article").count()).toBe(2);
    await expect.poll(() => page.locator("table.picks tbody tr").count()).toBe(12);
    // Section 634, 4 players: pack 5 turns counterclockwise, opened by seat 4.
    await expect.poll(() => page.locator("table.picks tbody tr").nth(4).textContent()).toMatch(/5.*Seat 4.*4, 3, 2, 1, 4, 3, 2/);
    await shot(page, "86-draft-pods");

    await page.getByRole("link", { name: "Timer" }).first().click();
    await page.getByRole("button", { name: "Start" }).click();
    // R-DRAFT-3: the pack is unbagged and laid out first, then reviewed.
    await expect.poll(() => page.locator(".draft-screen .now").textContent()).toMatch(/Pack 1 of 12: seat 1 unbags and lays out the miniatures/);
    await page.getByRole("button", { name: "Next step" }).click();
    await expect.poll(() => page.locator(".draft-screen .now").textContent()).toMatch(/Pack 1 of 12: seat 1 lays it out; review 50 s/);
    await page.getByRole("button", { name: "Pause" }).click();
    await expect.poll(() => page.getByText("Paused").count()).toBeGreaterThan(0);
    await shot(page, "87-draft-timer");
    // The one expected failure: the refused 39-minute round time (400 from /event-day).
    const unexpected = staff.errors.filter((e) => !(e.includes("status of 400") && e.endsWith("/event-day]")));
    expect(staff.errors.length - unexpected.length).toBe(1);
    expect([...errors, ...unexpected]).toEqual([]);
    await phone.close();
  });

  it("renders in Japanese on a dark phone (draft timer and registration)", async () => {
    // The review lengthened to 50 s, as the organizer does in the test before.
    const draft = await dreambladeDraft({ dreambladeDraft: { reviewSeconds: 50 } });
    const event = await sundayCommander();
    const ja = await suite.context({ locale: "ja-JP", colorScheme: "dark" });
    const { page, errors } = await watchedPage(ja);
    await page.goto(`/e/${draft.id}/draft/timer?pod=2`);
    await page.getByRole("button", { name: "開始" }).click();
    await expect.poll(() => page.locator(".draft-screen .now").textContent()).toBe("パック1：席1が袋から出して並べる 60秒");
    await page.getByRole("button", { name: "次のステップ" }).click();
    await expect.poll(() => page.locator(".draft-screen .now").textContent()).toBe("パック1：並べて確認 50秒、席1から");
    await expect.poll(() => page.locator("h1").textContent()).toBe("ドラフトタイマー ポッド2");
    await shot(page, "88-draft-timer-ja-dark");
    await page.goto(`/e/${event.id}/register`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("事前登録");
    await shot(page, "89-register-ja-dark");
    expect(errors).toEqual([]);
    await ja.close();
  });
});
