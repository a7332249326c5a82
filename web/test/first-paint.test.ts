// The first paint waits for nothing but the HTML: the theme script
// and the styles of the first view are inline in the page's head (let in by
// their hashes: web/vite/first-paint.ts, shared/pages/inline-csp.ts), and the
// app's stylesheet sits at the end of <body>, where it holds back no paint.
// Here every file the page asks for is held: the event page still paints its
// pairings, styled and in the remembered dark theme; once the files come, the
// app takes over with its whole stylesheet, and nothing was blocked by the policy.
import { describe, expect, it } from "vitest";
import type { Route } from "playwright-core";
import { browserSuite } from "./suite.ts";
import { createEvent } from "./api.ts";
import { watchedPage } from "./browser.ts";

const suite = browserSuite();

const NAMES = ["Ann Lee", "Bo Chen", "Cy Diaz", "Dee Ek", "Ed Fox", "Flo Gu", "Gus Ho", "Hal Ito"];

describe("the first paint", () => {
  it("shows the event page's pairings, styled and in the dark theme, while its stylesheet and scripts are still on the way", async () => {
    const org = await suite.organizer("first-paint-organizer");
    const e = await createEvent(org.request, { name: "First Paint Open", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    // No service worker: its fetches would pass by page.route.
    const phone = await suite.context({ colorScheme: "dark", serviceWorkers: "block" });
    const w = await watchedPage(phone);
    const held: Route[] = [];
    let release = false;
    await w.page.route(/\/assets\/.+\.(css|js)$/, (route) => (release ? route.continue() : void held.push(route)));
    await w.page.goto(`/e/${e.id}`, { waitUntil: "commit" });
    const painted = () => w.page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length);
    await expect.poll(painted).toBe(1);
    // Painted while the app's stylesheet and entry are held.
    const files = held.map((r) => new URL(r.request().url()).pathname);
    expect(files.some((f) => f.endsWith(".css"))).toBe(true);
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    const look = () =>
      w.page.evaluate(() => {
        const row = document.querySelector(".pairings .pairing");
        return {
          theme: document.documentElement.dataset.theme,
          background: getComputedStyle(document.body).backgroundColor,
          row: row ? getComputedStyle(row).display : null,
          number: row ? getComputedStyle(row.querySelector(".table-no")!).fontWeight : null,
        };
      });
    expect(await look()).toEqual({ theme: "dark", background: "rgb(17, 19, 24)", row: "grid", number: "800" });
    expect(await w.page.locator("[data-first-view] .pairings .pairing").count()).toBe(4);
    // The files come: the app's own list takes the first view's place, with the rest of the styles (the search box).
    release = true;
    for (const r of held.splice(0)) await r.continue();
    await expect.poll(() => w.page.locator("[data-first-view]").count()).toBe(0);
    await expect.poll(() => w.page.locator(".pairings .pairing").count()).toBe(4);
    expect(await look()).toEqual({ theme: "dark", background: "rgb(17, 19, 24)", row: "grid", number: "800" });
    // The pairings and (once its data is in) the players list each have a search box: either shows the styles.
    expect(
      await w.page
        .locator(".search")
        .first()
        .evaluate((el) => getComputedStyle(el).flexDirection),
    ).toBe("column");
    expect(w.errors).toEqual([]);
    await w.page.close();
  });
});
