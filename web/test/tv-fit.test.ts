// The TV measures how many rows fit its screen (pages/event/tv/fit.ts) never in
// the task that drew rows: reading the list box's size there forces
// the new rows' first layout inside that task, most of a 2,000-player TV's
// longest task on a slow phone. Watched by wrapping getComputedStyle on the
// list box: at each measure, rows added in the current task are still in the
// MutationObserver's queue (it delivers at the end of the task that changed
// the page), so a measure that finds new rows there ran in their drawing task.
import { describe, expect, it } from "vitest";
import { createEvent, putResult } from "./api.ts";
import { watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
const NAMES = Array.from({ length: 40 }, (_, i) => `Fit Player ${i + 1}`);

interface Measure {
  mode: string | undefined;
  /** Rows added in this task, not yet delivered to the observer. */
  drawnInThisTask: number;
}

describe("the TV's fit to the screen", () => {
  it("measures after the task that drew the rows: on the first draw and when auto mode turns to the standings", async () => {
    const org = await suite.organizer("tv-fit-organizer");
    const e = await createEvent(org.request, { name: "Fit Open", gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, NAMES, 1);
    const ctx = await suite.context({ viewport: { width: 1920, height: 1080 } });
    const w = await watchedPage(ctx);
    await w.page.addInitScript(() => {
      const measures: Measure[] = [];
      (window as unknown as { __measures: Measure[] }).__measures = measures;
      const rowsIn = (records: MutationRecord[]) =>
        records.reduce(
          (n, r) => n + [...r.addedNodes].filter((x) => x instanceof Element && (x.matches(".tv-grid li") || x.querySelector(".tv-grid li"))).length,
          0,
        );
      const mo = new MutationObserver(() => {});
      mo.observe(document, { childList: true, subtree: true });
      const own = window.getComputedStyle;
      window.getComputedStyle = (el: Element, pseudo?: string | null) => {
        if (el instanceof Element && el.classList.contains("tv-body"))
          measures.push({ mode: document.querySelector<HTMLElement>(".tv")?.dataset.mode, drawnInThisTask: rowsIn(mo.takeRecords()) });
        return own.call(window, el, pseudo);
      };
    });
    const measures = () => w.page.evaluate(() => (window as unknown as { __measures: Measure[] }).__measures);
    await w.page.goto(`/e/${e.id}/tv`);
    await w.page.locator(".tv-grid .tv-name").first().waitFor();
    // Fitted: more than the first guess of one row, and the last row on page 1 whole inside the list box.
    await expect.poll(() => w.page.locator(".tv-grid li").count()).toBeGreaterThan(1);
    const inside = await w.page.evaluate(() => {
      const box = document.querySelector(".tv-body")!.getBoundingClientRect();
      const rows = document.querySelectorAll(".tv-grid li");
      return rows[rows.length - 1]!.getBoundingClientRect().bottom <= box.bottom + 0.5;
    });
    expect(inside).toBe(true);
    expect((await measures()).length).toBeGreaterThan(0);

    // Every result in: auto mode turns to the standings, whose narrower lines fit more columns.
    for (const m of e.rounds[0]!.matches) if (m.table !== undefined) await putResult(org.request, e.id, 1, m.table, { games: [2, 1, 0] });
    await expect.poll(() => w.page.locator(".tv[data-mode]").getAttribute("data-mode")).toBe("standings");
    await expect.poll(async () => (await measures()).some((m) => m.mode === "standings")).toBe(true);
    await expect.poll(() => w.page.locator(".tv-grid").evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(" ").length)).toBe(2);
    expect((await measures()).filter((m) => m.drawnInThisTask > 0)).toEqual([]);
    expect(w.errors).toEqual([]);
    await ctx.close();
  });
});
