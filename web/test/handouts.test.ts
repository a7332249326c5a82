// What a venue prints and shares: the players' code slips (the printed codes
// are the players' codes, the QR code opens the player's page with the code
// in the fragment, and no code ever appears in a request URL), the print
// views in print media at A4 and Letter (pairings by name and by table with
// the points brought into the round, standings with the cut line, result
// slips only for open tables), the console's share card (link, copy, QR),
// the link preview of /e/:id, and an unknown event that says so and stops.
// The tests read one event built in beforeAll; the one that reports a result
// builds its own.
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { PHONE, shot, watchedPage, ARTIFACTS } from "./browser.ts";
import { createEvent, manage, putResult, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { qrSvg } from "../src/pages/print/qr.ts";
import { slipUrl } from "../src/pages/print/slip-url.ts";
import { join } from "node:path";

const base = inject("baseURL");
const EIGHT = ["Aiko Tanaka", "Ben Okafor", "Chloé Martin", "Dmitri Volkov", "Emeka Obi", "Freya Lund", "Goro Sato", "Hana Kim"];
const NAME = `Tom's "Big" <Cup> & Co`;

const suite = browserSuite();
let org: BrowserContext;
let ev: Fixture;
/** Every request URL and WebSocket address of every context in this file, during the current test. */
const urls: string[] = [];
/** The player codes of every event of this file. */
const codes: string[] = [];

function record(ctx: BrowserContext) {
  ctx.on("request", (r) => urls.push(r.url()));
  ctx.on("page", (p) => p.on("websocket", (ws) => urls.push(ws.url())));
}

/** Round 1 complete, round 2 paired with one result in: points going into round 2 differ, three tables still play. */
async function inRoundTwo(): Promise<Fixture> {
  let e = await createEvent(org.request, { name: NAME, gameFormat: "Modern", rules: "club", options: { rounds: 3, cut: 4 }, date: "2026-12-05" }, EIGHT, 1);
  for (const m of e.rounds[0]!.matches) await putResult(org.request, e.id, 1, m.table!, { games: [2, 0, 0] });
  const r2 = await org.request.post(`/api/events/${e.id}/rounds`, { data: { commandId: `h-r2-${e.id}`, round: 2 } });
  expect(r2.status(), await r2.text()).toBeLessThan(300);
  e = await manage(org.request, e.id);
  await putResult(org.request, e.id, 2, 1, { games: [2, 1, 0] });
  e = await manage(org.request, e.id);
  codes.push(...Object.values(e.codes));
  return e;
}

beforeAll(async () => {
  org = await suite.organizer("handouts-organizer", { viewport: { width: 1280, height: 900 } });
  record(org);
  ev = await inRoundTwo();
});

/** The request URLs that carry a player code (in the path, the query or as code=). */
const leaked = (code: string) => urls.filter((u) => u.includes(code) || decodeURIComponent(u).toUpperCase().includes(`CODE=${code}`));

beforeEach(() => {
  urls.length = 0;
});
// No test of this file may send a player code in a URL.
afterEach(() => {
  for (const code of codes) expect(leaked(code), code).toEqual([]);
});

const nameOf = (id: string) => ev.players.find((p) => p.id === id)!.name;
/** Markup as the page holds it once parsed (innerHTML), to compare with what the page shows. */
const asParsed = (page: Page, html: string) =>
  page.evaluate((h) => {
    const d = document.createElement("div");
    d.innerHTML = h;
    return d.innerHTML;
  }, html);

describe("player code slips", () => {
  it("print every player's own code with a QR code to their page (code in the fragment)", async () => {
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${ev.id}?tab=players`);
    await w.page.getByRole("link", { name: "Print player code slips" }).click();
    await w.page.locator(".code-slip").first().waitFor();
    const slips = await w.page.locator(".code-slip").evaluateAll((els) =>
      els.map((el) => ({
        player: (el as HTMLElement).dataset.player!,
        name: el.querySelector(".code-name")!.textContent,
        code: el.querySelector(".code-value")!.textContent,
        qr: el.querySelector(".qr")!.innerHTML,
      })),
    );
    expect(slips.map((s) => s.name)).toEqual([...EIGHT].sort((a, b) => a.localeCompare(b, "en")));
    for (const s of slips) {
      expect(s.name).toBe(nameOf(s.player));
      expect(s.code).toBe(ev.codes[s.player]);
      // The same QR code as the address with the code in the fragment (qrcode-generator is deterministic).
      expect(s.qr).toBe(await asParsed(w.page, qrSvg(slipUrl(base, ev.id, s.player, ev.codes[s.player]!))));
    }
    expect(new Set(slips.map((s) => s.code)).size).toBe(EIGHT.length);
    await shot(w.page, "handouts-code-slips");
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("the console shows and reprints one player's slip", async () => {
    const w = await watchedPage(org);
    const pid = ev.players[2]!.id;
    await w.page.goto(`/manage/${ev.id}?tab=players`);
    await w.page.getByRole("link", { name: `Show or reprint ${nameOf(pid)}'s code slip` }).click();
    await w.page.locator(".code-slip").first().waitFor();
    expect(await w.page.locator(".code-slip").count()).toBe(1);
    expect(await w.page.locator(".code-slip .code-value").textContent()).toBe(ev.codes[pid]);
    expect(await w.page.locator(".code-slip .code-name").textContent()).toBe(nameOf(pid));
    expect(await w.page.getByRole("button", { name: "Print" }).count()).toBe(1);
    await shot(w.page, "handouts-one-slip");
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("a visitor cannot print codes", async () => {
    const ctx = await suite.context();
    record(ctx);
    const w = await watchedPage(ctx);
    await w.page.goto(`/e/${ev.id}/print/codes`);
    await w.page.getByText("Only the event's organizers and judges can print player codes.").waitFor();
    expect(await w.page.locator(".code-value").count()).toBe(0);
    await ctx.close();
  });

  it("scanning a slip opens the player's page with the code ready; the code leaves the address bar", async () => {
    const ev = await inRoundTwo();
    const ctx = await suite.context();
    record(ctx);
    const w = await watchedPage(ctx);
    const m = ev.rounds[1]!.matches.find((x) => x.table === 2)!;
    const [a, b] = m.players as [string, string];
    await w.page.goto(slipUrl(base, ev.id, a, ev.codes[a]!));
    await w.page.getByText("The code from your slip is filled in").waitFor();
    expect(await w.page.getByLabel("Your secret code").inputValue()).toBe(ev.codes[a]);
    expect(new URL(w.page.url()).hash).toBe("");
    // The code works: the player reports without typing it.
    await w.page.getByRole("button", { name: "I won 2–1" }).click();
    const reports = async () =>
      ((await (await org.request.get(`/api/events/${ev.id}/manage`)).json()) as { reports: { round: number; table: number; by: string }[] }).reports;
    await expect.poll(async () => (await reports()).filter((r) => r.round === 2 && r.table === 2).map((r) => r.by)).toEqual([a]);
    await shot(w.page, "handouts-player-from-slip");
    // The opponent's slip, too.
    await w.page.goto(slipUrl(base, ev.id, b, ev.codes[b]!));
    await expect.poll(() => w.page.getByLabel("Your secret code").inputValue()).toBe(ev.codes[b]);
    expect(w.errors).toEqual([]);
    await ctx.close();
  });

  it("no player code appears in any request URL of this file", async () => {
    // Where codes are: the printed slips, and the pages their QR codes open (live, with the code filled in).
    const w = await watchedPage(org);
    await w.page.goto(`/e/${ev.id}/print/codes`);
    await w.page.locator(".code-slip").first().waitFor();
    const ctx = await suite.context();
    record(ctx);
    const player = await watchedPage(ctx);
    for (const id of ev.rounds[1]!.matches.find((x) => x.table === 2)!.players) {
      await player.page.goto(slipUrl(base, ev.id, id, ev.codes[id]!));
      await expect.poll(() => player.page.getByLabel("Your secret code").inputValue()).toBe(ev.codes[id]);
    }
    await expect.poll(() => urls.some((u) => u.includes("/live?"))).toBe(true);
    expect(urls.length).toBeGreaterThan(20);
    for (const code of Object.values(ev.codes)) expect(leaked(code), code).toEqual([]);
    expect([...w.errors, ...player.errors]).toEqual([]);
    await ctx.close();
    await w.page.close();
  });
});

/** The printable area in CSS pixels (96 per inch) inside styles.css's 12 mm @page margins. */
const PAPER = {
  A4: { width: Math.floor(((210 - 24) / 25.4) * 96), height: Math.floor(((297 - 24) / 25.4) * 96) },
  Letter: { width: Math.floor(((215.9 - 24) / 25.4) * 96), height: Math.floor(((279.4 - 24) / 25.4) * 96) },
} as const;

/** In print media at this paper's printable width: nothing wider than the paper, no block taller than a page, no buttons. */
async function fitsPaper(page: Page, paper: keyof typeof PAPER) {
  const { width, height } = PAPER[paper];
  await page.setViewportSize({ width, height });
  await page.emulateMedia({ media: "print", colorScheme: "light" });
  const m = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    tallest: Math.max(0, ...[...document.querySelectorAll(".slip, .code-slip, .print tr")].map((e) => e.getBoundingClientRect().height)),
    widest: Math.max(0, ...[...document.querySelectorAll(".print *")].map((e) => e.getBoundingClientRect().right)),
    buttons: [...document.querySelectorAll("button")].filter((b) => b.getClientRects().length > 0).length,
  }));
  expect(m.scrollWidth, paper).toBeLessThanOrEqual(width);
  expect(m.widest, paper).toBeLessThanOrEqual(width + 0.5);
  expect(m.tallest, paper).toBeLessThan(height / 3);
  expect(m.buttons, paper).toBe(0);
}

describe("print views", () => {
  it("fit A4 and Letter in print media: pairings by name and by table, standings with the cut, open slips, code slips", async () => {
    const w = await watchedPage(org);
    const points = new Map<string, number>();
    for (const m of ev.rounds[0]!.matches) points.set(m.players[0]!, 3).set(m.players[1]!, 0);
    for (const kind of ["pairings", "tables", "standings", "slips", "codes"]) {
      await w.page.emulateMedia({ media: "screen" });
      await w.page.goto(`/e/${ev.id}/print/${kind}`);
      await w.page.locator(".print h1, .code-slip").first().waitFor();
      await w.page.locator("table, .slip, .code-slip").first().waitFor();
      for (const paper of ["A4", "Letter"] as const) {
        await fitsPaper(w.page, paper);
        await shot(w.page, `print-${kind}-${paper}`);
      }
      await w.page.pdf({ path: join(ARTIFACTS, `print-${kind}-A4.pdf`), format: "A4" });
      await w.page.pdf({ path: join(ARTIFACTS, `print-${kind}-Letter.pdf`), format: "Letter" });
      if (kind === "pairings") {
        const rows = await w.page
          .locator("table.print-pairings tbody tr")
          .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent!.trim())));
        expect(rows).toHaveLength(8);
        for (const m of ev.rounds[1]!.matches) {
          const [a, b] = m.players as [string, string];
          expect(rows).toContainEqual([nameOf(a), String(points.get(a)), String(m.table), nameOf(b)]);
          expect(rows).toContainEqual([nameOf(b), String(points.get(b)), String(m.table), nameOf(a)]);
        }
      }
      if (kind === "tables") {
        const rows = await w.page
          .locator("table.print-pairings tbody tr")
          .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent!.trim())));
        expect(rows.map((r) => r[0])).toEqual(["1", "2", "3", "4"]);
        for (const m of ev.rounds[1]!.matches) {
          const [a, b] = m.players as [string, string];
          expect(rows).toContainEqual([String(m.table), `${nameOf(a)} (${points.get(a)})  –  ${nameOf(b)} (${points.get(b)})`]);
        }
      }
      if (kind === "standings") {
        expect(await w.page.locator(".cut-note").textContent()).toContain("top 4");
        const cutRow = w.page.locator(".print-standings tbody tr").nth(3);
        expect(await cutRow.getAttribute("class")).toContain("cut-last");
        expect(await w.page.locator("tr.cut-last").count()).toBe(1);
      }
      if (kind === "slips") {
        // Table 1 has its result: slips for 2, 3 and 4 only.
        expect(await w.page.locator(".slip").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.table))).toEqual(["2", "3", "4"]);
      }
      if (kind === "codes") expect(await w.page.locator(".code-slip").count()).toBe(8);
    }
    expect(w.errors).toEqual([]);
    await w.page.close();
  });
});

describe("sharing", () => {
  it("the console shows the public link with a copy button and its QR code", async () => {
    await org.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    const w = await watchedPage(org);
    await w.page.setViewportSize(PHONE.viewport);
    await w.page.goto(`/manage/${ev.id}?tab=event`);
    const link = `${base}/e/${ev.id}`;
    expect(await w.page.getByLabel("Public link", { exact: true }).inputValue()).toBe(link);
    await w.page.getByRole("button", { name: "Copy link" }).click();
    await w.page.getByText("Link copied.").waitFor();
    expect(await w.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The QR code's encoder is fetched when the card is shown.
    const qr = await asParsed(w.page, qrSvg(link));
    await expect.poll(() => w.page.getByRole("img", { name: "QR code of the public link" }).innerHTML()).toBe(qr);
    for (const name of ["TV: pairings, then standings when the round ends", "TV: pairings by name", "TV: pairings by table", "TV: standings"]) {
      expect(await w.page.getByRole("link", { name }).count(), name).toBe(1);
    }
    await shot(w.page, "handouts-share-phone");
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("/e/:id carries the link preview, escaped, with the same security headers as every other page", async () => {
    const res = await org.request.get(`/e/${ev.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    // The console sent its card (share-card.test.ts) if it was opened: the large card then, else the plain one.
    const hasCard = (await org.request.get(`/e/${ev.id}/card.png`)).status() === 200;
    const w = await watchedPage(org);
    // Read the tags the way a browser parses them (DOMParser: no script runs).
    const tags = await w.page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "text/html");
      const get = (sel: string) => doc.querySelector(sel)?.getAttribute("content") ?? null;
      return {
        title: doc.title,
        ogTitle: get('meta[property="og:title"]'),
        ogDescription: get('meta[property="og:description"]'),
        ogUrl: get('meta[property="og:url"]'),
        card: get('meta[name="twitter:card"]'),
        twitterTitle: get('meta[name="twitter:title"]'),
        injected: doc.querySelectorAll("cup").length,
      };
    }, html);
    expect(tags).toEqual({
      title: `${NAME} · Topcut`,
      ogTitle: NAME,
      ogDescription: "Modern · Round 2 · 8 players · live pairings, standings and results on Topcut",
      ogUrl: `${base}/e/${ev.id}`,
      card: hasCard ? "summary_large_image" : "summary",
      twitterTitle: NAME,
      injected: 0,
    });
    // The page served by the Worker has the headers static assets give every other page (web/public/_headers).
    const other = await org.request.get("/favicon.svg");
    for (const h of ["content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options"]) {
      expect(res.headers()[h], h).toBe(other.headers()[h]);
      expect(res.headers()[h], h).toBeTruthy();
    }
    // The app still starts from it.
    await w.page.goto(`/e/${ev.id}`);
    await w.page.locator(".pairing").first().waitFor();
    expect(await w.page.title()).toBe(`${NAME} · Topcut`);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });
});

describe("an unknown event", () => {
  it("says so and stops reconnecting (event page, player page, TV)", async () => {
    for (const path of ["/e/doesnotexist", "/e/abcdefabcdef/p/someone", "/e/abcdefabcdef/tv"]) {
      const ctx = await suite.context();
      const page = await ctx.newPage();
      const sockets: string[] = [];
      page.on("websocket", (ws) => sockets.push(ws.url()));
      await page.clock.install();
      await page.goto(path);
      await page.getByRole("heading", { name: "There is no such event" }).waitFor();
      // Two minutes pass: the back-off would have retried about six times.
      await page.clock.runFor(120_000);
      expect(sockets.length, path).toBeLessThanOrEqual(1);
      expect(await page.locator(".live").count(), path).toBe(0);
      if (path === "/e/doesnotexist") await shot(page, "handouts-unknown-event");
      await ctx.close();
    }
  });
});
