// The venue TV (/e/:id/tv): nobody touches it, so every player of the round
// must come up on screen by itself. At 1920x1080 and 1280x720, with 60 and
// 200 players, the pages advance (?every=1 second here, on the page's own
// clock moved by the test: page.clock) and within one cycle
// every name is shown whole inside the screen at a size readable across the
// room, with the round clock in view on every page. Also: standings with the
// cut line after a round, Commander tables with seats, and the phone size.
// The paging tests read the two events of beforeAll; a test that enters
// results builds its own.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { PHONE, shot, watchedPage } from "./browser.ts";
import { createEvent, putResult, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const FIRST = [
  "Alexandra",
  "Benjamin",
  "Chiara",
  "Dmitri",
  "Eleanor",
  "Francisco",
  "Gabriela",
  "Hiroshi",
  "Isabella",
  "Jonathan",
  "Katarzyna",
  "Leonardo",
  "Margaret",
  "Nicholas",
  "Oluwaseun",
  "Penelope",
  "Quentin",
  "Rosalind",
  "Sebastian",
  "Theodora",
];
const LAST = ["Whitfield", "Nakamura", "Okonkwo", "Van der Berg", "Castellano", "Lindqvist", "Fitzgerald", "Abernathy", "Kowalczyk", "Montgomery"];
/** n distinct, realistic names (up to 22 characters). */
const field = (n: number) => Array.from({ length: n }, (_, i) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`);

const suite = browserSuite();
let org: BrowserContext;
let sixty: Fixture;
let twoHundred: Fixture;

/** Round 1 of an event of `players` paired and its clock running, as at a venue. */
async function roundOne(players: number, event: { name: string; gameFormat: string; rules: string; options: Record<string, unknown> }): Promise<Fixture> {
  const f = await createEvent(org.request, event, field(players), 1);
  const res = await org.request.post(`/api/events/${f.id}/timer`, { data: { commandId: `tv-${f.id}`, action: "start" } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return f;
}
const qualifier = () => roundOne(60, { name: "Regional Championship Qualifier", gameFormat: "Modern", rules: "club", options: { rounds: 6, cut: 8 } });

beforeAll(async () => {
  org = await suite.organizer("tv-organizer");
  sixty = await qualifier();
  twoHundred = await roundOne(200, { name: "Grand Open", gameFormat: "Pioneer", rules: "dci-2009", options: { rounds: 8, cut: 8 } });
});

interface PageSeen {
  page: number;
  pages: number;
  names: string[];
  /** Names rendered on the page but cut off or outside the screen. */
  hidden: string[];
  clockVisible: boolean;
  fontPx: number;
}

/** Records, in the browser, what each page shows the moment it comes up (a MutationObserver on data-page). */
async function watchPages(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: unknown[] };
    w.__seen = [];
    const tv = document.querySelector<HTMLElement>(".tv[data-mode]")!;
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
    };
    const record = () => {
      const els = [...document.querySelectorAll<HTMLElement>(".tv-grid .tv-name")];
      const whole = (el: HTMLElement) => inView(el) && el.scrollWidth <= el.clientWidth;
      const clock = document.querySelector(".tv .clock");
      w.__seen.push({
        page: Number(tv.dataset.page),
        pages: Number(tv.dataset.pages),
        names: els.filter(whole).map((el) => el.textContent),
        hidden: els.filter((el) => !whole(el)).map((el) => el.textContent),
        clockVisible: !!clock && inView(clock),
        fontPx: els.length ? parseFloat(getComputedStyle(els[0]!).fontSize) : 0,
      });
    };
    new MutationObserver(record).observe(tv, { attributes: true, attributeFilter: ["data-page"] });
  });
}

/**
 * Moves the page's clock a page's time at once until one whole cycle after the
 * first page change has been seen, and returns its pages. The TV cannot tell:
 * its pager is a timer (tv/fit.ts), and each page is recorded as it comes up.
 */
async function oneCycle(page: Page, everyMs: number): Promise<PageSeen[]> {
  const seen = () => page.evaluate(() => (window as unknown as { __seen: PageSeen[] }).__seen);
  for (let step = 0; step < 100; step++) {
    const s = await seen();
    if (s.length > 0 && s.length >= s[0]!.pages + 1) return s.slice(0, s[0]!.pages);
    await page.clock.runFor(everyMs);
  }
  throw new Error(`no whole cycle of the TV's pages in 100 pages' time: ${JSON.stringify(await seen())}`);
}

const sizes = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];

describe("the TV pages through the whole field", () => {
  for (const [label, fixture] of [
    ["60", () => sixty],
    ["200", () => twoHundred],
  ] as const) {
    for (const viewport of sizes) {
      it(`${label} players at ${viewport.width}x${viewport.height}: every name on screen within one cycle, the clock always`, async () => {
        const f = fixture();
        const ctx = await suite.context({ viewport });
        const w = await watchedPage(ctx);
        await w.page.clock.install();
        await w.page.goto(`/e/${f.id}/tv?every=1`);
        await w.page.locator(".tv-grid .tv-name").first().waitFor();
        await watchPages(w.page);
        const cycle = await oneCycle(w.page, 1000);
        const pages = cycle[0]!.pages;
        expect(pages).toBeGreaterThan(1);
        // One cycle: each page once, "Page n of N" in order.
        expect(cycle.map((p) => p.page).sort((a, b) => a - b)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
        const shown = cycle.flatMap((p) => p.names);
        expect(new Set(shown).size).toBe(shown.length);
        expect(new Set(shown)).toEqual(new Set(f.players.map((p) => p.name)));
        for (const p of cycle) {
          expect(p.hidden, `page ${p.page}`).toEqual([]);
          expect(p.clockVisible, `clock on page ${p.page}`).toBe(true);
          // Readable across a room: a name is at least 1/40 of the screen's height.
          expect(p.fontPx).toBeGreaterThanOrEqual(viewport.height / 40);
        }
        await expect.poll(() => w.page.locator(".tv-page").textContent()).toMatch(new RegExp(`^Page \\d+ of ${pages}$`));
        await shot(w.page, `tv-${label}-${viewport.width}x${viewport.height}`);
        expect(w.errors).toEqual([]);
        await ctx.close();
      });
    }
  }
});

describe("TV modes", () => {
  it("after the round: standings with the cut line (auto mode), at both sizes and on a phone", async () => {
    const sixty = await qualifier();
    // A TV already showing the pairings turns to the standings by itself once every result of round 1 is in.
    const live = await suite.context({ viewport: sizes[0] });
    const tv = await watchedPage(live);
    await tv.page.goto(`/e/${sixty.id}/tv`);
    await expect.poll(() => tv.page.locator(".tv[data-mode]").getAttribute("data-mode")).toBe("pairings");
    await tv.page.locator(".tv-grid .tv-name").first().waitFor();
    for (const m of sixty.rounds[0]!.matches) if (m.table !== undefined) await putResult(org.request, sixty.id, 1, m.table, { games: [2, 1, 0] });
    await expect.poll(() => tv.page.locator(".tv[data-mode]").getAttribute("data-mode")).toBe("standings");
    // Re-fitted for the standings' narrower lines: two full columns, nothing cut off.
    await expect.poll(() => tv.page.locator(".tv-grid").evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(" ").length)).toBe(2);
    expect(tv.errors).toEqual([]);
    await live.close();
    for (const viewport of [...sizes, PHONE.viewport]) {
      const ctx = await suite.context({ viewport });
      const w = await watchedPage(ctx);
      await w.page.goto(`/e/${sixty.id}/tv?every=1`);
      await expect.poll(() => w.page.locator(".tv[data-mode]").getAttribute("data-mode")).toBe("standings");
      await w.page.locator(".tv-grid .tv-name").first().waitFor();
      await expect.poll(() => w.page.locator(".tv-cut").textContent()).toBe("The top 8 make the cut");
      // The first page shows the leaders and the line under the eighth.
      await expect.poll(() => w.page.locator(".tv[data-mode]").getAttribute("data-page")).toBe("1");
      if (viewport.height >= 720) {
        // Long lists are drawn in slices: wait for the line under the eighth.
        const lines = w.page.locator(".tv-grid .tv-line");
        await expect.poll(() => lines.nth(7).getAttribute("class")).toContain("cut-last");
        expect(await w.page.locator(".cut-last").count()).toBe(1);
        await shot(w.page, `tv-standings-${viewport.width}x${viewport.height}`);
      } else {
        await shot(w.page, "tv-standings-phone");
      }
      expect(w.errors).toEqual([]);
      await ctx.close();
    }
  });

  it("Commander: by name with table and seat, and by table with the seats in order", async () => {
    const names = field(26);
    const cmdr = await createEvent(org.request, { name: "Commander Night", gameFormat: "Commander", rules: "commander", options: { rounds: 4 } }, names, 1);
    const ctx = await suite.context({ viewport: { width: 1920, height: 1080 } });
    const w = await watchedPage(ctx);
    await w.page.goto(`/e/${cmdr.id}/tv?mode=pairings`);
    await w.page.locator(".tv-grid.pods .tv-name").first().waitFor();
    const rows = await w.page.locator(".tv-grid .tv-line").evaluateAll((lis) =>
      lis.map((li) => ({
        table: li.querySelector(".tv-table")!.textContent,
        seat: li.querySelector(".tv-seat")?.textContent,
        name: li.querySelector(".tv-name")!.textContent,
      })),
    );
    expect(rows).toHaveLength(26);
    for (const m of cmdr.rounds[0]!.matches) {
      expect(m.players.length === 3 || m.players.length === 4).toBe(true);
      m.players.forEach((id, i) => {
        const name = cmdr.players.find((p) => p.id === id)!.name;
        expect(rows).toContainEqual({ table: String(m.table), seat: `Seat ${"ABCD"[i]}`, name });
      });
    }
    await shot(w.page, "tv-commander-by-name");
    await w.page.goto(`/e/${cmdr.id}/tv?mode=tables`);
    await w.page.locator(".tv-tables .tv-seated").first().waitFor();
    const tables = await w.page
      .locator(".tv-grid .tv-line")
      .evaluateAll((lis) => lis.map((li) => [li.querySelector(".tv-table")!.textContent, ...[...li.querySelectorAll(".tv-seated")].map((s) => s.textContent)]));
    for (const m of cmdr.rounds[0]!.matches) {
      expect(tables).toContainEqual([String(m.table), ...m.players.map((id, i) => `${"ABCD"[i]} ${cmdr.players.find((p) => p.id === id)!.name}`)]);
    }
    await shot(w.page, "tv-commander-tables");
    expect(w.errors).toEqual([]);
    await ctx.close();
  });

  it("pairings on a phone-sized screen still page through everyone (in Japanese)", async () => {
    const ctx = await suite.context({ locale: "ja-JP" });
    const w = await watchedPage(ctx);
    await w.page.goto(`/e/${twoHundred.id}/tv?every=1&mode=pairings`);
    await w.page.locator(".tv-grid .tv-name").first().waitFor();
    await expect.poll(() => w.page.locator(".tv-page").textContent()).toMatch(/^\d+ページ中 1ページ目$/);
    expect(await w.page.locator(".tv-round").textContent()).toBe("第1回戦 · 名前順の対戦表");
    await shot(w.page, "tv-200-phone");
    expect(await w.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(w.errors).toEqual([]);
    await ctx.close();
  });
});
