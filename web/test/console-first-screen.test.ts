// The console's first screen does not evaluate zod or the format's schemas:
// the list of rules profiles it needs (shared/model/profile-ids.ts)
// and the name rules sit apart from them, in a chunk of their own
// (vite.config.ts), so the first screen of a 2,000-player event on a slow phone
// no longer carries their evaluation. The engine and its command schemas still
// come with the first change checked on the phone (lib/offline/local-view.ts).
// zod v4 leaves a global registry behind once evaluated: its absence is the sign.
// And the Results tab draws a screen's worth of result cards at once (6: a
// phone shows 4 or 5), the rest a slice per frame: 30 at once was about half
// of the console's first draw on a slow phone, 12 still 100 ms of it. Watched through a
// MutationObserver, whose callback runs at the end of the task that drew them.
// Nor does it make an Intl number or relative-time format (lib/render/number-text.ts,
// "last heard … ago" from the dictionaries): a page's first one loads the
// language's data, a long task on a slow phone (two number formats made ahead
// of the first draw were the console's longest, the relative time the most of
// its first draw's script). The QR code's encoder comes only with the share card,
// and the server's refusals in Japanese only for a Japanese reader.
import { describe, expect, it } from "vitest";
import { createEvent } from "./api.ts";
import { watchedPage } from "./browser.ts";
import { countIntlFormats } from "./intl-formats.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();

describe("the console's first screen", () => {
  it("shows the players and the round without evaluating zod", async () => {
    const org = await suite.organizer("first-screen-organizer");
    const e = await createEvent(
      org.request,
      { name: "First Screen Cup", gameFormat: "Modern", rules: "dci-2009", options: { rounds: 3 } },
      ["Ann", "Bo", "Cy", "Dee"],
      1,
    );
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${e.id}`);
    await w.page.locator(".entry-list li").first().waitFor();
    // The round's tab: its structure fields and recommendation use the rules profiles' list.
    await w.page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: /Round/ }).click();
    await expect.poll(() => w.page.locator("main").textContent()).toContain("Ann");
    expect(await w.page.evaluate(() => "__zod_globalRegistry" in globalThis)).toBe(false);
    // Nor the QR code's encoder: it comes when the Event tab's share card is shown.
    const qrFetched = () => w.page.evaluate(() => performance.getEntriesByType("resource").some((r) => /\/assets\/qr-[\w-]+\.js$/.test(r.name)));
    expect(await qrFetched()).toBe(false);
    await w.page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: /Event/ }).click();
    await expect.poll(() => w.page.getByRole("img", { name: "QR code of the public link" }).locator("svg").count()).toBe(1);
    expect(await qrFetched()).toBe(true);
    // Nor, for an English reader, the server's refusals in Japanese (lib/i18n/error-ja-chunk.ts); a Japanese reader's HTML preloads them.
    expect(await w.page.evaluate(() => performance.getEntriesByType("resource").some((r) => /\/assets\/error-ja-[\w-]+\.js$/.test(r.name)))).toBe(false);
    const inJapanese = await (await org.request.get(`/manage/${e.id}`, { headers: { "accept-language": "ja" } })).text();
    expect(inJapanese).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/error-ja-[\w-]+\.js" \/>/);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("draws the first 6 result cards at once and the rest in later tasks", async () => {
    const org = await suite.organizer("first-cards-organizer");
    const names = Array.from({ length: 40 }, (_, i) => `Card Player ${i + 1}`);
    const e = await createEvent(org.request, { name: "First Cards Cup", gameFormat: "Modern", rules: "dci-2009", options: { rounds: 3 } }, names, 1);
    const w = await watchedPage(org);
    await w.page.addInitScript(() => {
      const drawn: number[] = [];
      (window as unknown as { __cards: number[] }).__cards = drawn;
      new MutationObserver(() => {
        const n = document.querySelectorAll(".entry-list > li").length;
        if (n && n !== drawn[drawn.length - 1]) drawn.push(n);
      }).observe(document, { childList: true, subtree: true });
    });
    await w.page.goto(`/manage/${e.id}`);
    // All 20 tables in the end...
    await expect.poll(() => w.page.locator(".entry-list > li").count()).toBe(20);
    // ...the first task drew 6 of them.
    const drawn = await w.page.evaluate(() => (window as unknown as { __cards: number[] }).__cards);
    expect(drawn[0]).toBe(6);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("prints its numbers and the time since the server was heard without Intl formats", async () => {
    const org = await suite.organizer("first-numbers-organizer");
    const names = Array.from({ length: 8 }, (_, i) => `Number Player ${i + 1}`);
    const e = await createEvent(org.request, { name: "First Numbers Cup", gameFormat: "Modern", rules: "dci-2009", options: { rounds: 3 } }, names, 1);
    const w = await watchedPage(org);
    await w.page.addInitScript(countIntlFormats);
    await w.page.goto(`/manage/${e.id}`);
    await expect.poll(() => w.page.locator(".entry-list > li").count()).toBe(4);
    await expect.poll(() => w.page.locator(".console-head .live").textContent()).toMatch(/last heard from the server (now|\d+ sec\. ago)/);
    // The standings tab prints points and percentages (66.67%) the same way.
    await w.page
      .getByRole("navigation", { name: "Console sections" })
      .getByRole("link", { name: /Standings/ })
      .click();
    await expect.poll(() => w.page.locator("table.standings tbody tr").count()).toBe(8);
    expect(await w.page.locator("table.standings").textContent()).toMatch(/\d\.\d\d%/);
    expect(await w.page.evaluate(() => (window as unknown as { __formats: string[] }).__formats)).toEqual([]);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });
});
