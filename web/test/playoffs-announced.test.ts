// Playoffs as the Dreamblade rules allow (R-PO-2), on a 390x844 phone: a
// Dreamblade event announces best-of-three playoffs when it is
// created (R-PO-2: the choice is announced before the event begins), the event
// page shows it; the recommendations (rounds for the field, the top 4) are shown
// when creating the event and again before round 1.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { manage } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let ja: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("playoffs-organizer");
  ja = await suite.sameAccount(org, { locale: "ja-JP" });
});

describe("playoffs as the Dreamblade rules allow (R-PO-2)", () => {
  it("a Dreamblade event announces best-of-3 playoffs at creation; the recommendations show when creating and before round 1", async () => {
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto("/manage/new");
    await p.locator('input[name="name"]').fill("Dreamblade Cup");
    await p.getByLabel("Game and format").selectOption("Dreamblade: Limited");
    await p.locator('select[name="rules"]').selectOption("dreamblade");
    await p.getByLabel("Structure", { exact: true }).selectOption("cut-4");
    const playoff = p.getByLabel("Playoff matches");
    await playoff.selectOption("3");
    await expect
      .poll(() => p.locator('select[name="playoffBestOf"] ~ small, select[name="playoffBestOf"] + small').first().textContent())
      .toContain("Dreamblade floor rules §321");
    await p.getByLabel("Players expected").fill("13");
    await expect
      .poll(() => p.getByTestId("new-recommendation-text").textContent())
      .toBe("For 13 players: 4 Swiss rounds recommended. Playoffs: a top 4 is recommended (Dreamblade floor rules §321).");
    await p.getByLabel("Players expected").fill("1");
    await expect.poll(() => p.getByTestId("new-recommendation-text").count()).toBe(0);
    await p.getByLabel("Players expected").fill("13");
    await shot(p, "240-new-dreamblade-event-playoffs");
    await p.locator('form button[type="submit"]').click();
    await p.waitForURL((u) => /^\/manage\/(?!new$)[^/]+$/.test(u.pathname));
    const id = new URL(p.url()).pathname.split("/").at(-1)!;
    const ev = (await manage(org.request, id)) as unknown as { event: { options: Record<string, unknown> } };
    expect(ev.event.options).toMatchObject({ bestOf: 1, playoffBestOf: 3, cut: 4 });

    // Announced: the event page's rules say so.
    const visitor = await watchedPage(await suite.context());
    await visitor.page.goto(`/e/${id}#rules`);
    await expect.poll(() => visitor.page.locator("#rules").textContent()).toContain("playoffs best of 3");

    // Before round 1: the recommendation beside "Pair round 1".
    const names = Array.from({ length: 13 }, (_, i) => `Dream ${i + 1}`);
    expect(
      (await org.request.post(`/api/events/${id}/players`, { data: { commandId: `po-${Date.now()}`, players: names.map((name) => ({ name })) } })).status(),
    ).toBe(200);
    await p.goto(`/manage/${id}?tab=round`);
    await expect
      .poll(() => p.getByTestId("recommendation").textContent())
      .toBe("Recommended for 13 players: 4 Swiss rounds (planned: 3). Playoffs: a top 4 is recommended (Dreamblade floor rules §321).");
    await shot(p, "241-before-round-1-recommendation");
    expect(w.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);

    const j = await watchedPage(ja);
    await j.page.goto("/manage/new");
    await j.page.locator('select[name="rules"]').selectOption("dreamblade");
    await expect
      .poll(() => j.page.getByTestId("new-recommendation-text").textContent())
      .toBe("16人の場合：スイス式4回戦を推奨。 決勝トーナメントは上位4名を推奨（ドリームブレードのフロアルール§321）。");
    expect(j.errors).toEqual([]);
  });
});
