// The event page's first draw is split: the task that puts the
// event's data on screen draws the page's head, the next its tables (the HTML's
// first view stays on screen until then), and the standings and rules come
// later still, so no single task draws a 2,000-player event's whole page on a
// slow phone. Watched through a MutationObserver, whose callback runs at the end
// of the script that changed the page.
import { describe, expect, it } from "vitest";
import { browserSuite } from "./suite.ts";
import { createEvent, putResult } from "./api.ts";
import { watchedPage } from "./browser.ts";

const suite = browserSuite();

const NAMES = ["Ann Lee", "Bo Chen", "Cy Diaz", "Dee Ek", "Ed Fox", "Flo Gu", "Gus Ho", "Hal Ito"];

describe("the event page's first draw", () => {
  it("draws the head, then the tables, then the standings and rules, never without tables on screen", async () => {
    const org = await suite.organizer("first-draw-organizer");
    const e = await createEvent(org.request, { name: "First Draw Open", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    for (const m of e.rounds[0]!.matches) await putResult(org.request, e.id, 1, m.table!, { games: [2, 0, 0] });
    const phone = await suite.context({ serviceWorkers: "block" });
    const w = await watchedPage(phone);
    await w.page.addInitScript(() => {
      type Seen = { pairings: number; standings: number; rules: number; firstView: number };
      const seen: Seen[] = [];
      (window as unknown as { __draws: Seen[] }).__draws = seen;
      new MutationObserver(() => {
        // The app's own root (beside the HTML's first view until its tables are drawn).
        const app = document.querySelector("#app > div:not([data-first-view])");
        if (!app?.querySelector(".event-head")) return;
        const s = {
          pairings: app!.querySelectorAll(".pairings .pairing").length,
          standings: app!.querySelectorAll("table.standings tbody tr").length,
          rules: app!.querySelectorAll("#rules > :not(h2)").length,
          firstView: document.querySelectorAll("[data-first-view] .pairing").length,
        };
        if (JSON.stringify(seen.at(-1)) !== JSON.stringify(s)) seen.push(s);
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
    });
    await w.page.goto(`/e/${e.id}`);
    await expect.poll(() => w.page.locator("[data-first-view]").count()).toBe(0);
    // Everything is there in the end: the standings of round 1 and the rules.
    await expect.poll(() => w.page.locator("table.standings tbody tr").count()).toBe(8);
    await expect.poll(() => w.page.locator("#rules > :not(h2)").count()).toBeGreaterThan(0);
    const draws = await w.page.evaluate(
      () => (window as unknown as { __draws: { pairings: number; standings: number; rules: number; firstView: number }[] }).__draws,
    );
    // The head first, with no tables, while the HTML's four tables are still on screen...
    expect(draws[0]).toMatchObject({ pairings: 0, standings: 0, rules: 0, firstView: 4 });
    // ...then the tables, still without the standings or rules...
    const tables = draws.findIndex((d) => d.pairings > 0);
    expect(draws[tables]).toMatchObject({ pairings: 4, standings: 0, rules: 0 });
    // ...which come later.
    expect(draws.findIndex((d) => d.standings > 0)).toBeGreaterThan(tables);
    // The first view leaves only once the app's tables are there: never a moment without tables.
    for (const d of draws) expect(d.pairings + d.firstView, JSON.stringify(draws)).toBeGreaterThan(0);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });

  it("renders the app in a task after the one that evaluated its scripts", async () => {
    // On a slow phone the scripts' evaluation and the app's first render were one long task.
    const org = await suite.organizer("first-render-organizer");
    const e = await createEvent(org.request, { name: "First Render Open", gameFormat: "Modern", rules: "club" }, NAMES, 1);
    const w = await watchedPage(await suite.context({ serviceWorkers: "block" }));
    await w.page.addInitScript(() => {
      // DOMContentLoaded comes in the task that ran the app's (deferred) module scripts, after their microtasks.
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { __atLoaded: boolean }).__atLoaded = document.getElementById("lang") !== null;
      });
    });
    await w.page.goto(`/e/${e.id}`);
    // The app's language menu (the Shell's: the HTML's first view has none) is there in the end...
    await w.page.locator("#lang").waitFor();
    // ...but was not when the scripts had run.
    expect(await w.page.evaluate(() => (window as unknown as { __atLoaded: boolean }).__atLoaded)).toBe(false);
    expect(w.errors).toEqual([]);
    await w.page.close();
  });
});
