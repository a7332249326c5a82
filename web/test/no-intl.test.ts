// The event page prints its points, percentages and "last heard … ago" without
// an Intl number or relative-time format (the first of each loads the
// language's data, 100-400 ms on a slow phone, and was part of the task that
// draws the event), in English and in Japanese, worded as those formats word
// them (lib/render/number-text.ts and the dictionaries).
import { describe, expect, it } from "vitest";
import { createEvent, putResult } from "./api.ts";
import { watchedPage } from "./browser.ts";
import { countIntlFormats } from "./intl-formats.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();

const NAMES = ["Ann Lee", "Bo Chen", "Cy Diaz", "Dee Ek", "Ed Fox", "Flo Gu"];

describe("the event page without Intl formats", () => {
  it("prints numbers and the time since the server was heard, in English and Japanese", async () => {
    const org = await suite.organizer("no-intl-organizer");
    const e = await createEvent(org.request, { name: "No Intl Open", gameFormat: "Modern", rules: "dci-2009" }, NAMES, 1);
    // 2-1 at one table: game win percentages of 66.67% and 33.33%.
    const [first, ...rest] = e.rounds[0]!.matches.filter((m) => m.table !== null);
    await putResult(org.request, e.id, 1, first!.table!, { games: [2, 1, 0] });
    for (const m of rest) await putResult(org.request, e.id, 1, m.table!, { games: [2, 0, 0] });
    for (const [locale, heard] of [
      ["en-US", /last heard from the server (now|\d+ sec\. ago)/],
      ["ja-JP", /サーバーからの最終受信 (今|\d+ 秒前)/],
    ] as const) {
      const visitor = await suite.context({ locale });
      const w = await watchedPage(visitor);
      await w.page.addInitScript(countIntlFormats);
      await w.page.goto(`/e/${e.id}`);
      await expect.poll(() => w.page.locator("table.standings tbody tr").count()).toBe(6);
      await expect.poll(() => w.page.locator("table.standings").textContent()).toContain("66.67%");
      expect(await w.page.locator("table.standings").textContent()).toContain("33.33%");
      await expect.poll(() => w.page.locator(".live").first().textContent()).toMatch(heard);
      expect(await w.page.evaluate(() => (window as unknown as { __formats: string[] }).__formats)).toEqual([]);
      expect(w.errors).toEqual([]);
      await w.page.close();
    }
  });
});
