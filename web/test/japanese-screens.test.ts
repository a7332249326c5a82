// No English in the Japanese UI, on a 390x844 phone in a
// Japanese browser: the screens that used to fall back to the app's or the
// engine's English. The crash screen (a page whose code cannot load), a draft
// timer that cannot make a schedule, the public event page's game format, and
// the lists desk's flag for an event without a date.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, send, write } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { visibleEnglish } from "./visible-english.ts";

const suite = browserSuite();
let org: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("japanese-screens", { locale: "ja-JP" });
  visitor = await suite.context({ locale: "ja-JP" });
});

const PLAYERS = ["佐藤 一郎", "鈴木 花子", "高橋 健", "田中 美咲", "伊藤 翔", "渡辺 結衣"];

describe("screens in Japanese, 390x844", () => {
  it("the crash screen: the page's code does not load; the message and the reload button are Japanese, the English detail folded away", async () => {
    const e = await createEvent(org.request, { name: "木曜統率者戦", gameFormat: "Commander", rules: "commander" }, PLAYERS.slice(0, 4));
    const { page, errors } = await watchedPage(visitor);
    // A deploy took the event page's chunk away (or the network dropped it).
    await page.route("**/assets/EventPage-*.js", (route) => route.abort());
    await page.goto(`/e/${e.id}`);
    const failed = page.locator('main [role="alert"]');
    await expect
      .poll(() => failed.locator("p.error").textContent())
      .toBe("このページを読み込めませんでした。アプリが更新されたか、接続が切れた可能性があります。");
    expect(await failed.getByRole("button").textContent()).toBe("再読み込み");
    expect(await failed.getByTestId("page-failed-detail").locator("summary").textContent()).toBe("詳細");
    await shot(page, "i21-ja-crash-screen");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    // The aborted chunk is the failure the browser logs, on purpose.
    expect(errors.filter((x) => !/EventPage|Failed to load resource|dynamically imported module/.test(x))).toEqual([]);
  });

  it("a draft timer that cannot make a schedule says why in Japanese", async () => {
    const e = await createEvent(
      org.request,
      { name: "ドリームブレード ドラフト", gameFormat: "Dreamblade Draft", rules: "dreamblade", options: { bestOf: 1 } },
      PLAYERS,
    );
    // Six at one table: a Dreamblade pod holds 3 to 5 (the engine refuses in English).
    await write(org.request, e.id, "seat-pods", { seed: "ja", mode: "one" });
    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}/draft/timer?pod=1`);
    await expect.poll(() => page.locator(".draft-screen p.error").textContent()).toBe("6人のポッドでは、この形式のドラフトはできません。");
    await shot(page, "i21-ja-draft-timer-problem");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the public event page names the game format in Japanese", async () => {
    const e = await createEvent(org.request, { name: "木曜統率者戦", gameFormat: "Commander", rules: "commander" }, PLAYERS.slice(0, 4), 1);
    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}`);
    await expect.poll(() => page.locator(".event-head .meta span").last().textContent()).toBe("マジック：統率者戦");
    await shot(page, "i21-ja-event-format");
    // The stored format is English: asked by name as well.
    expect(await page.locator("main").textContent()).not.toMatch(/Commander/);
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the lists desk's flag for an event without a date reads in Japanese", async () => {
    const e = await createEvent(org.request, { name: "ドリームブレード構築", gameFormat: "Dreamblade Constructed", rules: "dreamblade" }, PLAYERS.slice(0, 4));
    await write(org.request, e.id, "edit-event-day", { listPolicy: { mode: "all-players", deadline: Date.now() + 3_600_000 }, listKind: "constructed" });
    const player = e.players[0]!.id;
    await send(org.request, "post", `/api/events/${e.id}/lists`, {
      commandId: `jascr-${Date.now()}`,
      code: e.codes[player],
      kind: "warband",
      main: [{ name: "Wasteland Trooper", set: "Baxar's War", count: 2 }],
    });
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}/lists`, { timeout: 60_000 });
    const flag = page.locator(".list-card .flag").first();
    await expect.poll(() => flag.textContent()).toBe("⚑ イベントの日付が未設定のため、リストを確認できません。イベントの日付を設定してください。");
    await flag.scrollIntoViewIfNeeded();
    await shot(page, "i21-ja-no-date-flag");
    // The card's and the set's names are names, not English.
    await expect.poll(async () => (await visibleEnglish(page)).filter((w) => !["Wasteland", "Trooper", "Baxar", "War"].includes(w))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
