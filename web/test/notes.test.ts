// Pairing notes are rendered from their fields in the reader's language: the
// Japanese UI shows no English engine sentence for the kinds it knows.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, putResult } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let ja: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("notes-organizer");
  ja = await suite.context({ locale: "ja-JP" });
});

describe("pairing notes in Japanese", () => {
  it("a pair-down names both players with their points, in Japanese, without the engine's English", async () => {
    const e = await createEvent(
      org.request,
      { name: "Notes Swiss", gameFormat: "Modern", rules: "club", options: { rounds: 3, draws: "allowed" } },
      ["Ann", "Ben", "Cat", "Dan"],
      1,
    );
    const [t1, t2] = e.rounds[0]!.matches as { table: number; players: string[] }[];
    await putResult(org.request, e.id, 1, t1!.table, { games: [2, 0, 0] });
    await putResult(org.request, e.id, 1, t2!.table, { games: [1, 1, 0] });
    const started = await org.request.post(`/api/events/${e.id}/rounds`, { data: { commandId: `notes-r2-${Date.now()}`, round: 2 } });
    expect(started.status()).toBe(200);
    // 3 / 1 / 1 / 0 points and no rematches: the winner plays down to a drawn player.
    const winner = (await org.request.get(`/api/events/${e.id}`).then((r) => r.json())).players.find((p: { id: string }) => p.id === t1!.players[0])
      .name as string;
    const w = await watchedPage(ja);
    await w.page.goto(`/e/${e.id}`);
    await w.page.getByText("この組み合わせの理由").click();
    const down = w.page.locator('.notes li[data-kind="pair-down"]').filter({ hasText: winner });
    await expect.poll(() => down.count()).toBe(1);
    const text = (await down.textContent()) ?? "";
    expect(text).toContain("下の点数と対戦");
    expect(text).toContain(`${winner} (3点)`);
    expect(text).toContain("(1点)");
    expect(text).not.toContain("pair-down:");
    expect(text).not.toContain("points");
    await shot(w.page, "45-event-ja-notes");
    // On a 390 px phone the Japanese standings headers stay on one line each; the table scrolls inside its box, not the page.
    await w.page.locator(".standings thead th").first().waitFor();
    const layout = await w.page.evaluate(() => {
      const heads = [...document.querySelectorAll<HTMLElement>(".standings thead th")];
      const lines = heads.map((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        return [th.textContent, new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size] as const;
      });
      const box = document.querySelector<HTMLElement>(".standings")!.closest<HTMLElement>(".scroll-x")!;
      return { lines, overflow: getComputedStyle(box).overflowX, pageWidth: document.documentElement.scrollWidth, viewport: window.innerWidth };
    });
    expect(layout.lines.map(([text]) => text)).toContain("プレイヤー");
    for (const [text, n] of layout.lines) expect(n, `header "${text}"`).toBe(1);
    expect(layout.overflow).toBe("auto");
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
    expect(w.errors).toEqual([]);
  });

  it("a late arrival's note is Japanese too", async () => {
    const e = await createEvent(
      org.request,
      { name: "Late Swiss", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Cat", "Dan"],
      1,
    );
    const late = await org.request.post(`/api/events/${e.id}/late-entry`, { data: { commandId: `notes-late-${Date.now()}`, name: "Eve", mode: "loss" } });
    expect(late.status()).toBe(200);
    const w = await watchedPage(ja);
    await w.page.goto(`/e/${e.id}`);
    await w.page.getByText("この組み合わせの理由").click();
    const note = w.page.locator('.notes li[data-kind="late-arrival"]');
    await expect.poll(() => note.count()).toBe(1);
    const text = (await note.textContent()) ?? "";
    expect(text).toContain("遅刻者: Eve");
    expect(text).toContain("第1回戦の組み合わせ後に参加しました。");
    expect(text).not.toContain("late arrival");
    expect(w.errors).toEqual([]);
  });

  it("the bye of a 5-player Commander round is explained in Japanese, without the engine's English", async () => {
    // gameFormat "EDH", not "Commander": pages.test.ts filters the shared event list by "Commander".
    const e = await createEvent(
      org.request,
      { name: "Five Commander", gameFormat: "EDH", rules: "commander", options: { rounds: 3 } },
      ["Ann", "Ben", "Cat", "Dan", "Eve"],
      1,
    );
    const bye = e.rounds[0]!.matches.find((m) => "bye" in m) as { players: [string] } | undefined;
    expect(bye).toBeDefined();
    const name = (await org.request.get(`/api/events/${e.id}`).then((r) => r.json())).players.find((p: { id: string }) => p.id === bye!.players[0])
      .name as string;
    const w = await watchedPage(ja);
    await w.page.goto(`/e/${e.id}`);
    await w.page.getByText("この組み合わせの理由").click();
    const note = w.page.locator('.notes li[data-kind="pod-bye"]');
    await expect.poll(() => note.count()).toBe(1);
    const text = (await note.textContent()) ?? "";
    expect(text).toContain(`バイ（5人）: ${name}`);
    expect(text).toContain("5人では3人卓と4人卓に分けられないため、4人卓を1つ作り、1人がバイで休みます。");
    expect(text).not.toContain("sits out");
    expect(text).not.toContain("players make one table");
    expect(w.errors).toEqual([]);
  });
});
