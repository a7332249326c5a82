// The event page's pairings arrive with its HTML: a phone shows the
// tables before any script has run (here: with JavaScript off), and with
// JavaScript the app keeps that view on screen while its data is on the way,
// then takes its place in one step: one list of tables at any moment, never
// "Loading…", the data read once.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Route } from "playwright-core";
import { watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { createEvent, putResult, signUp } from "./api.ts";

const suite = browserSuite();
let org: BrowserContext;
let noScript: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  org = await suite.context();
  await signUp(org.request, "first-view-html-organizer");
  noScript = await suite.context({ javaScriptEnabled: false });
  // No service worker: its fetches would pass by page.route, which holds the data below.
  phone = await suite.context({ serviceWorkers: "block" });
  phone.setDefaultTimeout(30_000);
});

const NAMES = ["Ann Lee", "Bo Chen", "Cy Diaz", "Dee Ek", "Ed Fox", "Flo Gu", "Gus Ho", "Hal Ito"];

describe("the pairings in the event page's HTML", () => {
  it("are on screen with JavaScript off: the round, every table, names, points and results", async () => {
    const e = await createEvent(org.request, { name: "First View HTML <Open>", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    const m = e.rounds[0]!.matches[0]!;
    await putResult(org.request, e.id, 1, m.table!, { games: [2, 1, 0] });
    const page = await noScript.newPage();
    await page.goto(`/e/${e.id}`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("First View HTML <Open>");
    await expect.poll(() => page.getByRole("heading", { name: "Round 1" }).isVisible()).toBe(true);
    expect(await page.locator(".pairings .pairing").count()).toBe(4);
    const first = page.locator(`.pairing[data-table="${m.table}"]`);
    expect(await first.isVisible()).toBe(true);
    expect(await first.locator(".res").textContent()).toBe("2–1");
    const who = NAMES[Number(m.players[0]!.slice(1)) - 1]!;
    expect(await first.getByRole("link", { name: who }).getAttribute("href")).toBe(`/e/${e.id}/p/${m.players[0]}`);
    expect(await first.locator(".pts").first().textContent()).toBe(" 0 pts");
    await page.close();
  });

  it("stay while the app waits for its data, then the app's own list takes their place; the data is read once", async () => {
    const e = await createEvent(org.request, { name: "First View HTML Hold", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    const w = await watchedPage(phone);
    // The event's data is held until the app has started (its hidden root is in the page).
    let held: Route | undefined;
    let reads = 0;
    await w.page.route(
      (url) => url.pathname === `/api/events/${e.id}`,
      (route) => {
        reads++;
        held = route;
      },
    );
    await w.page.goto(`/e/${e.id}`);
    await expect.poll(() => held !== undefined).toBe(true);
    await expect.poll(() => w.page.locator("#app > div[hidden]").count()).toBe(1);
    // The app runs, its data is not in: the HTML's tables are what shows, and no "Loading…".
    expect(await w.page.locator("[data-first-view] .pairings .pairing").count()).toBe(4);
    expect(await w.page.locator(".pairings .pairing").first().isVisible()).toBe(true);
    expect(await w.page.getByText("Loading…").isVisible()).toBe(false);
    // Mark the HTML's list: once the data is in, the list on screen is the app's (unmarked), and the only one.
    await w.page.evaluate(() => ((document.querySelector(".pairings") as HTMLElement).dataset.from = "html"));
    await held!.continue();
    await expect.poll(() => w.page.locator("[data-first-view]").count()).toBe(0);
    expect(await w.page.locator(".pairings").count()).toBe(1);
    expect(await w.page.locator(".pairings").getAttribute("data-from")).toBeNull();
    expect(await w.page.locator(".pairings .pairing").count()).toBe(4);
    expect(await w.page.locator("#app > div").evaluate((d) => (d as HTMLElement).hidden)).toBe(false);
    // It is the live app: find my table answers, the socket opens, and the data was read once.
    await w.page.getByLabel("Find my table").fill("Hal");
    await expect.poll(() => w.page.locator(".pairings .pairing.mine").count()).toBe(1);
    await expect.poll(() => w.page.locator('.live[data-state="open"]').count()).toBe(1);
    expect(reads).toBe(1);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });
});
