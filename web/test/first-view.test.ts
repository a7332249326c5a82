// The player's first second: the HTML of the event pages preloads
// the event's data and the page's code, the data is fetched once per load
// (the socket catches up by itself), and a 2,000-player event's page draws
// every table and standings row, answers find-my-table, and redraws only the
// table whose result came in. Timings are the page bench's (npm run bench --
// page); here only behaviour is checked.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { createEvent, putResult, signUp } from "./api.ts";
import { swissEventFile, swissPlayerName } from "./swiss-file.ts";

const suite = browserSuite();
let org: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  // A first visit: no service worker yet (one installing during a load would take the page over
  // half-way, a race; the returning visitor, whose worker is active, has its own test below).
  org = await suite.context({ serviceWorkers: "block" });
  await signUp(org.request, "first-view-organizer");
  phone = await suite.context({ serviceWorkers: "block" });
  phone.setDefaultTimeout(30_000);
});

/**
 * GETs of each API address the page makes (the live socket is not one); a
 * read of the view at one seq (/api/events/:id/views/:seq) counts as a read
 * of the event (/api/events/:id).
 */
function countReads(page: Page): Map<string, number> {
  const seen = new Map<string, number>();
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() !== "GET" || !url.pathname.startsWith("/api/") || url.pathname.endsWith("/live")) return;
    const path = url.pathname.replace(/^(\/api\/events\/[^/]+)\/views\/\d+$/, "$1");
    seen.set(path, (seen.get(path) ?? 0) + 1);
    traffic.get(page)?.push(`GET ${url.pathname}${url.search}`);
  });
  const log: string[] = [];
  traffic.set(page, log);
  page.on("websocket", (ws) => {
    log.push(`socket ${new URL(ws.url()).search}`);
    ws.on("framereceived", (f) => log.push(`socket got ${String(f.payload).slice(0, 80)}`));
    ws.on("close", () => log.push("socket closed"));
  });
  return seen;
}

/** What a page read and heard, in order: the message of a failed read count. */
const traffic = new WeakMap<Page, string[]>();
const trafficOf = (page: Page) => (traffic.get(page) ?? []).join("\n");

const NAMES = ["Ann Lee", "Bo Chen", "Cy Diaz", "Dee Ek", "Ed Fox", "Flo Gu", "Gus Ho", "Hal Ito"];

describe("the first view of an event page", () => {
  it("the HTML of /e/:id preloads the event's data and the page's code; the data is read once, and again only when something changes", async () => {
    const e = await createEvent(org.request, { name: "First View Open", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    const html = await (await phone.request.get(`/e/${e.id}`)).text();
    // The slim view (only the latest round's matches: docs/api.md), exactly what the page reads.
    expect(html).toContain(`<link rel="preload" href="/api/events/${e.id}?rounds=latest" as="fetch" crossorigin="anonymous" />`);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/EventPage-[\w-]+\.js" \/>/);
    // The preloads come before the app's entry script, so they are asked for first.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));

    const w = await watchedPage(phone);
    const reads = countReads(w.page);
    await w.page.goto(`/e/${e.id}`);
    await expect.poll(() => w.page.locator(".pairings .pairing").count()).toBe(4);
    // The socket opens after the first read and catches up by itself: no second read.
    await expect.poll(() => w.page.locator('.live[data-state="open"]').count()).toBe(1);
    expect(reads.get(`/api/events/${e.id}`), trafficOf(w.page)).toBe(1);

    // A change still arrives (read again: a burst of change messages may take two reads), and the page shows it.
    await putResult(org.request, e.id, 1, 1, { games: [2, 1, 0] });
    await expect.poll(() => w.page.locator('.pairing[data-table="1"] .res').textContent()).toContain("2–1");
    await expect.poll(() => reads.get(`/api/events/${e.id}`)).toBeGreaterThanOrEqual(2);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("a player's page: its HTML preloads both reads, and each is made once", async () => {
    const e = await createEvent(org.request, { name: "First View Player", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    const html = await (await phone.request.get(`/e/${e.id}/p/p2`)).text();
    expect(html).toContain(`<link rel="preload" href="/api/events/${e.id}" as="fetch" crossorigin="anonymous" />`);
    expect(html).toContain(`<link rel="preload" href="/api/events/${e.id}/players/p2" as="fetch" crossorigin="anonymous" />`);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/PlayerPage-[\w-]+\.js" \/>/);

    const w = await watchedPage(phone);
    const reads = countReads(w.page);
    await w.page.goto(`/e/${e.id}/p/p2`);
    await expect.poll(() => w.page.getByRole("heading", { name: "Bo Chen" }).count()).toBe(1);
    await expect.poll(() => w.page.locator("ol.matches li").count()).toBe(1);
    await expect.poll(() => w.page.locator('.live[data-state="open"]').count()).toBe(1);
    expect(reads.get(`/api/events/${e.id}`), trafficOf(w.page)).toBe(1);
    expect(reads.get(`/api/events/${e.id}/players/p2`), trafficOf(w.page)).toBe(1);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("the TV view: its HTML preloads the event's data, read once", async () => {
    const e = await createEvent(org.request, { name: "First View TV", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    const html = await (await phone.request.get(`/e/${e.id}/tv`)).text();
    expect(html).toContain(`<link rel="preload" href="/api/events/${e.id}?rounds=latest" as="fetch" crossorigin="anonymous" />`);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/TvPage-[\w-]+\.js" \/>/);
    const w = await watchedPage(phone);
    const reads = countReads(w.page);
    await w.page.goto(`/e/${e.id}/tv`);
    await expect.poll(() => w.page.locator(".tv[data-mode] .tv-grid li").count()).toBeGreaterThan(0);
    await expect.poll(() => w.page.locator('.live[data-state="open"]').count()).toBe(1);
    expect(reads.get(`/api/events/${e.id}`), trafficOf(w.page)).toBe(1);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("an event's console: with a session its HTML preloads who is signed in, the organizer view and everything the first screen waits for, each read once; without one, no preloads", async () => {
    const e = await createEvent(org.request, { name: "First View Console", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    const html = await (await org.request.get(`/manage/${e.id}`)).text();
    expect(html).toContain(`<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="anonymous" />`);
    expect(html).toContain(`<link rel="preload" href="/api/events/${e.id}/manage" as="fetch" crossorigin="anonymous" />`);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/Console-[\w-]+\.js" \/>/);
    const visitor = await phone.request.get(`/manage/${e.id}`);
    expect(visitor.status()).toBe(200);
    expect(await visitor.text()).not.toContain('rel="preload"');

    const w = await watchedPage(org);
    const reads = countReads(w.page);
    const assets: string[] = [];
    w.page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/assets/")) assets.push(path);
    });
    await w.page.goto(`/manage/${e.id}`);
    await w.page.locator(".entry-list li").first().waitFor();
    // Everything the console waits for is named in its HTML: its chunks' stylesheets (the loader
    // links them on import and waits) and the offline owner check's chunk (lib/session.ts) were not,
    // and came a round trip after the code on a slow phone. Each is fetched once: a
    // preload the page cannot use (another CORS mode) would be fetched again. The service worker's
    // registration is loaded by the entry alongside, and nothing waits for it.
    const beforeFirstScreen = [...assets];
    const named = new Set([...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
    expect(beforeFirstScreen.filter((a) => !named.has(a) && !/\/register-sw-[\w-]+\.js$/.test(a))).toEqual([]);
    expect(beforeFirstScreen.filter((a, i) => beforeFirstScreen.indexOf(a) !== i)).toEqual([]);
    expect(beforeFirstScreen.some((a) => /\/Console-[\w-]+\.css$/.test(a))).toBe(true);
    expect(html).toMatch(/<link rel="preload" href="\/assets\/Console-[\w-]+\.css" as="style" crossorigin \/>/);
    await expect.poll(() => w.page.locator(".entry-list li").count()).toBe(4);
    await expect.poll(() => w.page.locator('.live[data-state="open"]').count()).toBe(1);
    expect(reads.get("/api/auth/me"), trafficOf(w.page)).toBe(1);
    expect(reads.get(`/api/events/${e.id}/manage`), trafficOf(w.page)).toBe(1);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("a returning visitor, whose service worker is active: the HTML preloads no data (it would be read twice through the worker) and the page reads it once", async () => {
    const e = await createEvent(org.request, { name: "First View Return", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    const back = await suite.context({ serviceWorkers: "allow" });
    try {
      const first = await back.newPage();
      await first.goto(`/e/${e.id}`);
      await first.waitForFunction(() => document.cookie.includes("topcut-sw=1"), null, { timeout: 30_000 });
      await first.close();
      const html = await (await back.request.get(`/e/${e.id}`)).text();
      expect(html).not.toContain('as="fetch"');
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/EventPage-[\w-]+\.js" \/>/);

      const w = await watchedPage(back);
      const reads = countReads(w.page);
      await w.page.goto(`/e/${e.id}`);
      await expect.poll(() => w.page.locator(".pairings .pairing").count()).toBe(4);
      await expect.poll(() => w.page.locator('.live[data-state="open"]').count()).toBe(1);
      expect(await w.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(reads.get(`/api/events/${e.id}`), trafficOf(w.page)).toBe(1);
      expect(w.errors).toEqual([]);
      await w.page.close();
    } finally {
      await back.close();
    }
  });

  it("an unknown event's page has no preloads", async () => {
    const res = await phone.request.get("/e/nosuchevent");
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('rel="preload"');
  });
});

describe("a 2,000-player event on a phone", () => {
  it("draws all 1,000 tables and 2,000 standings rows, finds a table as you type, and a result redraws only its own table", async () => {
    const file = swissEventFile(2000, 4, "First View Grand Prix");
    const imported = await org.request.post("/api/events/import", { data: { commandId: `first-view-big-${Date.now()}`, file, visibility: "unlisted" } });
    expect(imported.status()).toBe(201);
    const id = ((await imported.json()) as { event: { id: string } }).event.id;

    const w = await watchedPage(phone);
    const reads = countReads(w.page);
    await w.page.goto(`/e/${id}`);
    await expect.poll(() => w.page.locator('.live[data-state="open"]').count(), { timeout: 60_000 }).toBe(1);
    expect(reads.get(`/api/events/${id}`), trafficOf(w.page)).toBe(1);
    // Drawn a slice at a time; in the end every row is there.
    await expect.poll(() => w.page.locator(".pairings .pairing").count(), { timeout: 60_000 }).toBe(1000);
    await expect.poll(() => w.page.locator("table.standings tbody tr").count(), { timeout: 60_000 }).toBe(2000);
    // The standings past their first rows come in parts (each laid out only when scrolled near), one table
    // to assistive technology, and a part's columns line up with the header's.
    // (ARIA by attribute: a role query through 2,000 rows costs this test seconds.)
    expect(await w.page.locator('.standings-box[role="table"][aria-label="Standings"] tr[role="row"]').count()).toBe(2001);
    expect(await w.page.locator('.standings-box table:not([role="presentation"])').count()).toBe(0);
    expect(await w.page.locator(".standings-part").count()).toBeGreaterThan(1);
    const row1001 = w.page.locator("table.standings tbody tr").nth(1000);
    await row1001.scrollIntoViewIfNeeded();
    const lefts = (cells: string) =>
      w.page.evaluate(([sel]) => [...document.querySelectorAll<HTMLElement>(sel!)].map((c) => Math.round(c.getBoundingClientRect().left)), [cells]);
    const head = await lefts(".standings-box > table thead th");
    expect(await row1001.evaluate((tr) => [...tr.children].map((c) => Math.round(c.getBoundingClientRect().left)))).toEqual(head);
    await w.page.evaluate(() => scrollTo(0, 0));
    // The tables come in parts of 25, each one box that skips layout until scrolled near (not a box per
    // table: the browser checks every such box at each scrolling frame); to assistive technology the
    // parts are nothing and the tables the list's items.
    const parts = await w.page
      .locator('.pairings[role="list"] > div')
      .evaluateAll((parts) =>
        parts.map((d) => [d.className, d.getAttribute("role"), getComputedStyle(d).contentVisibility, d.querySelectorAll(".pairing").length].join()),
      );
    expect(parts).toEqual(Array.from({ length: 40 }, () => "pairing-part,none,auto,25"));
    expect(await w.page.locator('.pairings > div > ol[role="none"] > li.pairing[role="listitem"]').count()).toBe(1000);
    expect(
      await w.page
        .locator(".pairings .pairing")
        .first()
        .evaluate((li) => getComputedStyle(li).contentVisibility),
    ).toBe("visible");

    // Find my table, typed as a thumb does: the player's table goes first and is marked.
    const last = file.rounds[3]!.matches.at(-1)! as { table: number; players: string[] };
    const who = swissPlayerName(Number(last.players[1]!.slice(1)));
    await w.page.getByLabel("Find my table").pressSequentially(who.split(" ").slice(1).join(" "), { delay: 30 });
    const first = w.page.locator(".pairings .pairing").first();
    await expect.poll(() => first.getAttribute("data-table")).toBe(String(last.table));
    await expect.poll(() => first.getAttribute("class")).toContain("mine");
    await expect.poll(() => w.page.locator(".pairings .pairing.mine").count()).toBe(1);
    // Shown once: on top, not also in its place.
    expect(await w.page.locator(`.pairing[data-table="${last.table}"]`).count()).toBe(1);
    expect(await w.page.locator(".pairings .pairing").count()).toBe(1000);
    // Cleared, only the found table is drawn again (in its place): the others keep their elements.
    await w.page.evaluate(() => {
      for (const li of document.querySelectorAll<HTMLElement>(".pairings .pairing")) li.dataset.mark = "kept";
    });
    await w.page.getByLabel("Find my table").fill("");
    await expect.poll(() => first.getAttribute("data-table")).toBe("1");
    expect(await w.page.locator(".pairings .pairing.mine").count()).toBe(0);
    expect(await w.page.locator(".pairings .pairing").count()).toBe(1000);
    expect(await w.page.locator('.pairings .pairing:not([data-mark="kept"])').evaluateAll((lis) => lis.map((li) => li.getAttribute("data-table")))).toEqual([
      String(last.table),
    ]);

    // Mark two rows' elements; a result at table 2 arrives live: table 2 is
    // drawn anew with it, table 3 keeps its element (only changed rows redraw).
    await expect.poll(() => w.page.locator('.live[data-state="open"]').count()).toBe(1);
    await w.page.evaluate(() => {
      for (const t of ["2", "3"]) (document.querySelector(`.pairing[data-table="${t}"]`) as HTMLElement).dataset.mark = "before";
    });
    await putResult(org.request, id, 4, 2, { games: [2, 0, 0] });
    await expect.poll(() => w.page.locator('.pairing[data-table="2"] .res').textContent()).toContain("2–0");
    expect(await w.page.locator('.pairing[data-table="2"]').getAttribute("data-mark")).toBeNull();
    expect(await w.page.locator('.pairing[data-table="3"]').getAttribute("data-mark")).toBe("before");
    expect(w.errors).toEqual([]);
    await w.page.close();
  });
});
