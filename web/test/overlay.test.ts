// Streaming overlays (/e/:id/overlay?view=...) as an OBS browser source sees
// them at 1280x720: a see-through page (a screenshot without the default
// background has a transparent corner and an opaque panel), the content
// (names, points, records, the table), a result entered through the API
// showing without a reload, nothing running while nothing changes (no CSS
// animation, no interval faster than the socket's ping, no frame loop), the
// messages for what is not there (hidden standings, a round kept by staff, an
// unknown view, a table that does not exist), English and Japanese, and the
// server's first paint bare and transparent before any script.
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, type Fixture, putResult, tablesOf, write } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
const HD = { width: 1280, height: 720 };
const NAMES = ["Aiko Tanaka", "Ben Okafor", "Chiara Rossi", "Dmitri Volkov", "Elena García", "Farid Haddad", "Grace Liu", "Hugo Martin"];
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("overlay-organizer");
});

/**
 * The alpha of pixels of a screenshot taken without the browser's default white (0: see-through):
 * the PNG (8-bit RGBA, as Chromium writes it with a transparent background) decoded here.
 */
async function alphas(page: Page): Promise<(x: number, y: number) => number> {
  const png = await page.screenshot({ omitBackground: true });
  // Chromium writes a picture with no transparent pixel as plain RGB (colour type 2).
  if (png.readUInt8(25) === 2) return () => 255;
  expect([png.readUInt8(24), png.readUInt8(25)], "8-bit RGBA").toEqual([8, 6]);
  const width = png.readUInt32BE(16);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    if (png.toString("ascii", at + 4, at + 8) === "IDAT") chunks.push(png.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * 4;
  const rows: Uint8Array[] = [];
  let prev = new Uint8Array(stride);
  for (let y = 0; y * (stride + 1) < raw.length; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? line[i - 4]! : 0;
      const b = prev[i]!;
      const c = i >= 4 ? prev[i - 4]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      line[i] = (line[i]! + [0, a, b, (a + b) >> 1, paeth][filter]!) & 255;
    }
    rows.push(line);
    prev = line;
  }
  return (x, y) => rows[y]![x * 4 + 3]!;
}

/** The overlay's page at 1280x720, counting every setInterval (with its delay) and every animation frame asked for. */
async function overlayPage(ctx: BrowserContext, path: string) {
  const w = await watchedPage(ctx);
  await w.page.addInitScript(() => {
    const win = window as unknown as { __intervals: number[]; __frames: number };
    win.__intervals = [];
    win.__frames = 0;
    const setInterval0 = window.setInterval.bind(window);
    window.setInterval = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
      win.__intervals.push(ms ?? 0);
      return setInterval0(fn, ms, ...rest);
    }) as typeof window.setInterval;
    const frame0 = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => {
      win.__frames++;
      return frame0(cb);
    };
  });
  await w.page.goto(path);
  return w;
}

/** See-through around the panel, the panel itself opaque enough to read over any video. */
async function expectTransparent(page: Page, inside: { x: number; y: number }) {
  const bg = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]);
  expect(bg).toEqual(["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)"]);
  expect(await page.locator("header.top").count(), "no app header").toBe(0);
  const alphaAt = await alphas(page);
  expect(alphaAt(HD.width - 1, HD.height - 1)).toBe(0);
  expect(alphaAt(inside.x, inside.y)).toBeGreaterThan(180);
}

/** Nothing runs while nothing changes: no CSS animation, no interval faster than the live socket's 20 s ping. */
async function expectIdle(page: Page) {
  const idle = await page.evaluate(() => ({
    animations: document.getAnimations().length,
    intervals: (window as unknown as { __intervals: number[] }).__intervals.filter((ms) => ms < 20_000),
  }));
  expect(idle).toEqual({ animations: 0, intervals: [] });
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: number }).__frames);

/** A stand-in for the stream behind the overlay (light on the left, dark on the right), for the screenshots only. */
async function shotOverStream(page: Page, name: string) {
  await page.evaluate(() => {
    document.documentElement.style.background = "linear-gradient(100deg, #f2efe6 0%, #9fb4c7 40%, #2d4a3e 70%, #0d0f14 100%)";
  });
  await shot(page, name);
  await page.evaluate(() => document.documentElement.style.removeProperty("background"));
}

/** Round 1 of eight players paired (Swiss, 3 rounds, top 4). */
const eightPlayers = (name: string, options: Record<string, unknown> = {}) =>
  createEvent(org.request, { name, gameFormat: "Modern", rules: "club", options: { rounds: 3, cut: 4, ...options } }, NAMES, 1);
const nameOf = (f: Fixture, id: string) => f.players.find((p) => p.id === id)!.name;

describe("overlays at 1280x720", () => {
  it("the featured table and the pairings follow a result live; see-through; nothing running while idle", async () => {
    const f = await eightPlayers("Overlay Open");
    const [first, ...rest] = tablesOf(f, 1);
    const ctx = await suite.context({ viewport: HD });
    const table = await overlayPage(ctx, `/e/${f.id}/overlay?view=table&table=${first!.table}&width=1280&height=720`);
    const pairings = await overlayPage(ctx, `/e/${f.id}/overlay?view=pairings&width=1280&height=720`);

    const seats = table.page.locator(".ov-seat");
    await expect.poll(() => seats.locator(".ov-name").allTextContents()).toEqual(first!.players.map((id) => nameOf(f, id)));
    expect(await table.page.locator(".ov-where").textContent()).toBe(`Round 1 · Table ${first!.table}`);
    expect(await seats.locator(".ov-pts").allTextContents()).toEqual(["0 pts", "0 pts"]);
    expect(await table.page.getByTestId("ov-result").textContent()).toBe("Playing");
    await expectTransparent(table.page, { x: 640, y: 680 });
    // Readable at 720p: a player's name at least 1/24 of the height.
    expect(
      await seats
        .first()
        .locator(".ov-name")
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(720 / 24);

    const rows = pairings.page.locator(".ov-match");
    await expect.poll(() => rows.count()).toBe(4);
    expect(await pairings.page.locator(".ov-head").textContent()).toBe("Round 1 · Pairings");
    expect(await rows.first().locator(".ov-name").allTextContents()).toEqual(first!.players.map((id) => nameOf(f, id)));
    await expectTransparent(pairings.page, { x: 60, y: 40 });

    await expectIdle(table.page);
    await expectIdle(pairings.page);
    const before = await frames(table.page);

    // The result comes over the event's socket: the table shows it and marks the winner, the pairings list too.
    await putResult(org.request, f.id, 1, first!.table, { games: [2, 1, 0] });
    await expect.poll(() => table.page.getByTestId("ov-result").textContent()).toBe("2–1");
    expect(await seats.evaluateAll((els) => els.map((el) => el.className))).toEqual(["ov-seat won", "ov-seat lost"]);
    await expect.poll(() => rows.first().locator(".ov-result").textContent()).toBe("2–1");
    // Waiting for the result took a socket message and a read: a frame loop would have asked for frames all along.
    expect((await frames(table.page)) - before).toBeLessThan(5);
    await expectIdle(table.page);
    await shotOverStream(table.page, "overlay-table-1280x720");
    await shotOverStream(pairings.page, "overlay-pairings-1280x720");

    // The rest of round 1: the table shows both players' points and records from the standings.
    for (const t of rest) await putResult(org.request, f.id, 1, t.table, { games: [2, 0, 0] });
    await expect.poll(() => seats.locator(".ov-record").allTextContents()).toEqual(["1-0-0", "0-1-0"]);
    expect(await seats.locator(".ov-pts").allTextContents()).toEqual(["3 pts", "0 pts"]);
    expect(table.errors).toEqual([]);
    expect(pairings.errors).toEqual([]);
    await ctx.close();
  });

  it("a big round's pairings fill the box column by column, whole lines only, and say how many are left out", async () => {
    const names = Array.from(
      { length: 80 },
      (_, i) =>
        `${NAMES[i % 8]!.split(" ")[0]} ${["Whitfield", "Nakamura", "Castellano", "Lindqvist", "Kowalczyk", "Montgomery", "Okonkwo", "Abernathy", "Fitzgerald", "Van der Berg"][Math.floor(i / 8)]}`,
    );
    const f = await createEvent(org.request, { name: "Overlay Grand Open", gameFormat: "Modern", rules: "club", options: { rounds: 7 } }, names, 1);
    const ctx = await suite.context({ viewport: HD });
    const w = await overlayPage(ctx, `/e/${f.id}/overlay?view=pairings&width=1280&height=720`);
    await w.page.locator(".ov-more").waitFor();
    const lines = await w.page.locator(".ov-grid .ov-row").evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { text: el.querySelector(".ov-place")?.textContent ?? el.textContent, inside: r.top >= 0 && r.left >= 0 && r.bottom <= 720 && r.right <= 1280 };
      }),
    );
    expect(lines.every((l) => l.inside)).toBe(true);
    const shown = lines.length - 1;
    expect(shown).toBeGreaterThanOrEqual(20);
    expect(lines.slice(0, shown).map((l) => l.text)).toEqual(Array.from({ length: shown }, (_, i) => String(i + 1)));
    expect(lines.at(-1)!.text).toBe(`+${40 - shown} more`);
    expect(await w.page.locator(".ov-grid").evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(" ").length)).toBe(2);
    await expectIdle(w.page);
    await shotOverStream(w.page, "overlay-pairings-40-tables-1280x720");
    // ?from= picks up where this source stops.
    const rest = await overlayPage(ctx, `/e/${f.id}/overlay?view=pairings&from=${shown + 1}&width=1280&height=720`);
    await expect
      .poll(() => rest.page.locator(".ov-match .ov-place").allTextContents())
      .toEqual(Array.from({ length: 40 - shown }, (_, i) => String(shown + 1 + i)));
    expect(w.errors).toEqual([]);
    expect(rest.errors).toEqual([]);
    await ctx.close();
  });

  it("standings (top N, the cut line) and the bracket; English and Japanese", async () => {
    const f = await eightPlayers("Overlay Championship", { rounds: 1 });
    for (const t of tablesOf(f, 1)) await putResult(org.request, f.id, 1, t.table, { games: [2, 1, 0] });
    const winners = tablesOf(f, 1).map((t) => nameOf(f, t.players[0]!));
    const ctx = await suite.context({ viewport: HD });
    const standings = await overlayPage(ctx, `/e/${f.id}/overlay?view=standings&top=6`);
    const names = standings.page.locator(".ov-standings .ov-name");
    await expect.poll(() => names.count()).toBe(6);
    expect(new Set((await names.allTextContents()).slice(0, 4))).toEqual(new Set(winners));
    expect(await standings.page.locator(".ov-head").textContent()).toBe("Standings · after round 1");
    expect(await standings.page.locator(".ov-row").first().locator(".ov-pts").textContent()).toBe("3 pts");
    expect(await standings.page.locator(".ov-row").first().locator(".ov-record").textContent()).toBe("1-0-0");
    expect(await standings.page.locator(".ov-row").nth(3).getAttribute("class")).toContain("ov-cut");
    expect(await standings.page.locator(".ov-foot").textContent()).toBe("Top 4 make the cut");
    await expectTransparent(standings.page, { x: 60, y: 40 });
    await expectIdle(standings.page);
    await shotOverStream(standings.page, "overlay-standings-1280x720");

    // Before the playoffs the bracket says when it comes; once started, it shows the semifinals live.
    const bracket = await overlayPage(ctx, `/e/${f.id}/overlay?view=bracket`);
    await expect.poll(() => bracket.page.locator("[data-message]").textContent()).toBe("The playoffs start after the Swiss rounds");
    await write(org.request, f.id, "start-playoffs", {});
    await expect.poll(() => bracket.page.locator(".ov-round h2").allTextContents()).toEqual(["Semifinals", "Final"]);
    expect(new Set(await bracket.page.locator(".ov-round").first().locator(".ov-name").allTextContents())).toEqual(new Set(winners));
    expect(await bracket.page.locator(".ov-round").nth(1).locator(".ov-name").allTextContents()).toEqual(["To be decided", "To be decided"]);
    await expectTransparent(bracket.page, { x: 60, y: 40 });
    await expectIdle(bracket.page);
    await shotOverStream(bracket.page, "overlay-bracket-1280x720");

    // ?lang=ja over an English browser; a Japanese browser without it; ?lang=en over a Japanese browser.
    const ja = await overlayPage(ctx, `/e/${f.id}/overlay?view=standings&top=6&lang=ja&theme=light`);
    await expect.poll(() => ja.page.locator(".ov-head").textContent()).toBe("順位表 · 第1回戦終了時点");
    expect(await ja.page.locator(".ov-row").first().locator(".ov-pts").textContent()).toBe("3点");
    expect(await ja.page.evaluate(() => localStorage.getItem("topcut.locale")), "the overlay's language is not remembered").toBeNull();
    await shotOverStream(ja.page, "overlay-standings-ja-light-1280x720");
    const jaCtx = await suite.context({ viewport: HD, locale: "ja-JP" });
    const jaBracket = await overlayPage(jaCtx, `/e/${f.id}/overlay?view=bracket`);
    await expect.poll(() => jaBracket.page.locator(".ov-head").textContent()).toBe("決勝トーナメント");
    expect(await jaBracket.page.locator(".ov-round h2").allTextContents()).toEqual(["準決勝", "決勝"]);
    await shotOverStream(jaBracket.page, "overlay-bracket-ja-1280x720");
    const en = await overlayPage(jaCtx, `/e/${f.id}/overlay?view=standings&lang=en`);
    await expect.poll(() => en.page.locator(".ov-head").textContent()).toBe("Standings · after round 1");
    for (const w of [standings, bracket, ja, jaBracket, en]) expect(w.errors).toEqual([]);
    await ctx.close();
    await jaCtx.close();
  });

  it("says on the overlay what is not there: hidden standings, a round kept by staff, an unknown view, a table that does not exist", async () => {
    const kept = await createEvent(
      org.request,
      { name: "Overlay Kept", gameFormat: "Modern", rules: "club", options: { rounds: 3, hiddenStandings: true, publishPairings: "manual" } },
      NAMES,
      1,
    );
    const ctx = await suite.context({ viewport: HD });
    const message = async (path: string) => {
      const w = await overlayPage(ctx, `/e/${kept.id}/overlay${path}`);
      const m = w.page.locator("[data-message]");
      await m.waitFor();
      await expectTransparent(w.page, { x: 60, y: 40 });
      expect(w.errors).toEqual([]);
      return { w, kind: await m.getAttribute("data-message"), text: await m.textContent() };
    };
    expect(await message("?view=pairings")).toMatchObject({ kind: "coming", text: "Round 1 pairings are coming" });
    expect(await message("?view=table&table=1")).toMatchObject({ kind: "coming", text: "Round 1 pairings are coming" });
    const hidden = await message("?view=standings");
    expect(hidden).toMatchObject({ kind: "hidden", text: "Standings hidden until the Swiss rounds end" });
    await shotOverStream(hidden.w.page, "overlay-message-1280x720");
    // Published: the pairings show, and the round has no table 99.
    await write(org.request, kept.id, "publish-round", { round: 1 });
    expect(await message("?view=table&table=99")).toMatchObject({ kind: "no-table", text: "There is no table 99 in Round 1" });
    expect(await message("?view=table")).toMatchObject({ kind: "ask-table" });
    expect(await message("?view=scoreboard")).toMatchObject({
      kind: "unknown-view",
      text: "There is no overlay “scoreboard”: use view=standings, pairings, bracket or table",
    });
    const ja = await message("?view=table&table=99&lang=ja");
    expect(ja.text).toBe("第1回戦に99卓はありません");
    await ctx.close();
  });

  it("the server's first paint is bare and see-through before any script runs", async () => {
    const f = await eightPlayers("Overlay First Paint");
    const res = await org.request.get(`/e/${f.id}/overlay?view=standings`);
    const html = await res.text();
    expect(html).toContain('<main id="main" class="bare"></main>');
    expect(html).not.toContain('<header class="top">');
    expect(html).toContain(`<link rel="preload" href="/api/events/${f.id}" as="fetch" crossorigin="anonymous" />`);
    // The page with every script and stylesheet file held back: what OBS shows before the app starts.
    const ctx = await suite.context({ viewport: HD });
    const page = await ctx.newPage();
    await page.route("**/assets/**", (route) => route.abort());
    await page.goto(`/e/${f.id}/overlay?view=standings`, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.page)).toBe("overlay");
    const alphaAt = await alphas(page);
    expect(alphaAt(10, 10)).toBe(0);
    expect(alphaAt(HD.width - 1, HD.height - 1)).toBe(0);
    await ctx.close();
  });
});
