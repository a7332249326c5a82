// The installable app (docs/offline.md): the service worker precaches
// the app shell, so the app opens with no network; a public event page opened
// once shows its pairings when reloaded offline.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, untilServiceWorkerControls, watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { createEvent } from "./api.ts";

const suite = browserSuite({ serviceWorkers: "allow" });
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("offline-app-organizer");
});

/** Waits until the service worker controls the page: the first visit installs it, and it takes the page at once. */
async function underServiceWorker(p: Page) {
  await untilServiceWorkerControls(p);
}

describe("the installable app", () => {
  it("serves a manifest and a service worker, and opens with no network", { timeout: 90_000 }, async () => {
    const sw = await org.request.get("/sw.js");
    expect(sw.status()).toBe(200);
    expect(sw.headers()["content-type"]).toMatch(/javascript/);
    const manifest = await org.request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    expect(((await manifest.json()) as { name: string; start_url: string }).start_url).toBe("/manage");

    const w = await watchedPage(org);
    const p = w.page;
    await p.goto("/manage");
    expect(await p.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    await underServiceWorker(p);
    await org.setOffline(true);
    try {
      // A page never opened before: the precached app shell renders the route.
      await p.goto("/ratings");
      await expect.poll(() => p.locator("#app h1").count()).toBeGreaterThan(0);
      await shot(p, "160-offline-app-shell");
    } finally {
      await org.setOffline(false);
    }
    // Failed reads while offline are the page's business, not errors of the app shell.
    expect(w.errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });

  it("a public event page opened once shows its pairings when reloaded offline", { timeout: 90_000 }, async () => {
    const e = await createEvent(
      org.request,
      { name: "Offline Night", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen"],
      1,
    );
    const visitor = await suite.context();
    try {
      const w = await watchedPage(visitor);
      const p = w.page;
      await p.goto(`/e/${e.id}`);
      await underServiceWorker(p);
      await expect.poll(() => p.locator("li.pairing").count()).toBe(3);
      // The worker came after the first reads: it caches them (and the page) once it takes over. The page reads the slim view.
      await expect
        .poll(() => p.evaluate(async (id) => !!(await caches.match(`/api/events/${id}?rounds=latest`)) && !!(await caches.match(location.href)), e.id))
        .toBe(true);
      await visitor.setOffline(true);
      await p.reload();
      await expect.poll(() => p.locator("li.pairing").count()).toBe(3);
      await expect.poll(() => p.getByText("Offline Night").count()).toBeGreaterThan(0);
      // It says how old that is (the time the copy was read from the server).
      await expect.poll(() => p.locator("#offline-note").textContent()).toMatch(/^Offline, last updated \d{1,2}:\d{2}\s?(AM|PM)$/);
      await shot(p, "161-offline-event-page");
      await visitor.setOffline(false);
      await expect.poll(() => p.locator("#offline-note").count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });
});
