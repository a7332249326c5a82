// No English in the Japanese UI at the registration desk, on a 390x844 phone in a Japanese
// browser: the public form and the desk's own form take a name's reading
// (furigana); the desk shows it; admitting carries it into the player, so the
// wall sheet lists the players in あいうえお順. No visible English anywhere.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { commandId, createEvent, manage, send, write } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { visibleEnglish } from "./visible-english.ts";

const suite = browserSuite();
let org: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("japanese-desk", { locale: "ja-JP" });
  visitor = await suite.context({ locale: "ja-JP" });
});

describe("readings at registration, 390x844", () => {
  it("the public form and the desk take a reading; the admitted players sort by it on the wall sheet", async () => {
    const e = await createEvent(org.request, { name: "よみがな受付", gameFormat: "Commander", rules: "commander" }, []);

    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}/register`);
    await page.getByLabel("名前", { exact: true }).fill("渡辺 健");
    await page.getByTestId("register-reading").fill("わたなべ けん");
    await expect.poll(() => page.getByTestId("register-reading").inputValue()).toBe("わたなべ けん");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    await shot(page, "i21-ja-register-reading");
    await page.getByRole("button", { name: "登録する" }).click();
    await expect.poll(() => page.locator(".receipt-name").textContent()).toBe("渡辺 健");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    expect(errors).toEqual([]);

    // Two more apply elsewhere (one with a reading typed in kanji order's opposite).
    await send(org.request, "post", `/api/events/${e.id}/registrations`, { commandId: commandId(), name: "阿部 真", reading: "あべ まこと" });
    await send(org.request, "post", `/api/events/${e.id}/registrations`, { commandId: commandId(), name: "伊藤 淳", reading: "いとう じゅん" });

    const desk = await watchedPage(org);
    await desk.page.goto(`/manage/${e.id}/registration`, { timeout: 60_000 });
    const rows = desk.page.locator(".desk-entry");
    await expect.poll(() => rows.count()).toBe(3);
    const walkIn = desk.page.getByRole("form", { name: "受付で登録する" });
    await walkIn.getByLabel("名前", { exact: true }).fill("山田 花子");
    await walkIn.getByTestId("desk-reading").fill("やまだ はなこ");
    await expect.poll(() => walkIn.getByTestId("desk-reading").inputValue()).toBe("やまだ はなこ");
    await walkIn.getByRole("button", { name: "登録", exact: true }).click();
    await expect.poll(() => rows.count()).toBe(4);
    await expect.poll(() => rows.nth(3).locator(".desk-who").textContent()).toContain("山田 花子やまだ はなこ");
    expect(await rows.nth(0).locator(".desk-who").textContent()).toContain("渡辺 健わたなべ けん");
    await expect.poll(() => visibleEnglish(desk.page)).toEqual([]);
    await shot(desk.page, "i21-ja-desk-reading");
    expect(desk.errors).toEqual([]);

    await send(org.request, "post", `/api/events/${e.id}/registrations/admit`, { commandId: commandId() });
    expect((await manage(org.request, e.id)).players.map((p) => [p.name, (p as { reading?: string }).reading])).toEqual([
      ["渡辺 健", "わたなべ けん"],
      ["阿部 真", "あべ まこと"],
      ["伊藤 淳", "いとう じゅん"],
      ["山田 花子", "やまだ はなこ"],
    ]);
    await write(org.request, e.id, "start-round", { round: 1 });
    // By reading: あべ, いとう, やまだ, わたなべ (by application or by the kanji's code points it would differ).
    const sheet = await watchedPage(org);
    await sheet.page.goto(`/e/${e.id}/print/pairings`);
    await expect.poll(() => sheet.page.locator("table.by-name tbody tr th").allTextContents()).toEqual(["阿部 真", "伊藤 淳", "山田 花子", "渡辺 健"]);
    await expect.poll(() => visibleEnglish(sheet.page)).toEqual([]);
    expect(sheet.errors).toEqual([]);
  });
});
