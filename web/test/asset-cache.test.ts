// The build's files under /assets/ are named by a hash of their content, so a
// browser keeps them a year without asking again (web/public/_headers): a
// player who opens the event page twice on venue Wi-Fi downloads the app once
// and waits on no round trip for it the second time. Pages, the service worker
// and the manifest are still revalidated, so a new version is seen.
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { createEvent } from "./api.ts";
import { watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

const base = inject("baseURL");
const suite = browserSuite();
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("asset-cache-org");
});

describe("caching of the app's files", () => {
  it("keeps hashed files a year, immutable; pages, sw.js and the manifest are revalidated", async () => {
    const e = await createEvent(org.request, { name: "Cache Cup", gameFormat: "Modern", rules: "club" }, ["Ann", "Ben", "Cho", "Dan"], 1);
    const html = await (await fetch(`${base}/e/${e.id}`)).text();
    const files = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    for (const f of files) {
      const res = await fetch(`${base}${f}`);
      expect(res.status, f).toBe(200);
      expect(res.headers.get("cache-control"), f).toBe("public, max-age=31536000, immutable");
      await res.arrayBuffer();
    }
    for (const path of ["/", `/e/${e.id}`, "/manage", "/sw.js", "/manifest.webmanifest", "/favicon.svg"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get("cache-control") ?? "", path).not.toContain("immutable");
      await res.arrayBuffer();
    }
  });

  it("a second visit loads no file of the app over the network", async () => {
    const e = await createEvent(org.request, { name: "Cache Cup", gameFormat: "Modern", rules: "club" }, ["Ann", "Ben", "Cho", "Dan"], 1);
    const ctx = await suite.context();
    const { page, errors } = await watchedPage(ctx);
    // The first visit to its end: the chunks drawn after the tables (the rules box) and after the
    // first screen (the offline app's registration) come a moment after the standings.
    await page.goto(`/e/${e.id}`);
    await page.locator("#rules dl.rules").waitFor();
    await page.waitForLoadState("networkidle");
    await page.goto(`/e/${e.id}/p/${e.players[0]!.id}`);
    await page.locator("h1").first().waitFor();
    await page.waitForLoadState("networkidle");
    // The same page again: every /assets/ file from the browser's cache (transferSize 0; a
    // revalidation, even one answered 304, has the response's headers as its size).
    await page.goto(`/e/${e.id}`);
    await page.locator("#standings").waitFor();
    const fetched = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => new URL(r.name).pathname.startsWith("/assets/"))
        .map((r) => ({ file: new URL(r.name).pathname, bytes: r.transferSize })),
    );
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((f) => f.bytes > 0)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
