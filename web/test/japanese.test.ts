// "Japanese throughout", on a 390x844 phone in a Japanese
// browser: each screen here fails on any visible English word. The rules
// profile's name and description on the public page; a server refusal worded
// from its code, field and limit; a pasted CSV with a よみがな column whose
// problems read in Japanese and whose readings sort the wall sheet and the TV
// (あいうえお順); the public pairings of a semifinal table without a winner
// naming who advances.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, write, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { visibleEnglish } from "./visible-english.ts";

const suite = browserSuite();
let org: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("japanese-org", { locale: "ja-JP" });
  visitor = await suite.context({ locale: "ja-JP" });
});

type Table = { table: number; players: string[] };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m): m is Table => typeof m.table === "number");

const JA_NAMES = [
  "佐藤 一郎",
  "鈴木 花子",
  "高橋 健",
  "田中 美咲",
  "伊藤 淳",
  "渡辺 健",
  "山本 翔",
  "中村 桜",
  "小林 蓮",
  "加藤 陽菜",
  "吉田 大和",
  "山田 葵",
  "佐々木 湊",
  "山口 結衣",
  "松本 悠真",
  "井上 凛",
  "木村 樹",
];

describe("Japanese throughout, 390x844", () => {
  it("the public page names the rules profile and says what it is, in Japanese", async () => {
    const e = await createEvent(org.request, { name: "金曜モダン", gameFormat: "Modern", rules: "club" }, JA_NAMES.slice(0, 4));
    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}`);
    const rules = page.locator("#rules dl.rules");
    await expect.poll(() => rules.locator("dd").first().textContent()).toContain("クラブのスイス式");
    expect(await rules.locator("dd").first().textContent()).toContain("スイス式。タイブレークは対戦相手のマッチ勝率");
    await rules.scrollIntoViewIfNeeded();
    await shot(page, "i21-ja-rules-profile");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a server refusal reads in Japanese from its code, field and limit, with no English shown", async () => {
    const e = await createEvent(org.request, { name: "土曜統率者戦", gameFormat: "Commander", rules: "commander" }, []);
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}?tab=players`, { timeout: 60_000 });
    // The field's own limit stops a typist; a longer reading pasted past it (the attribute gone) reaches the server.
    const reading = page.getByTestId("reading");
    await reading.evaluate((el) => el.removeAttribute("maxlength"));
    await reading.fill("あ".repeat(121));
    const name = page.getByPlaceholder("プレイヤー名");
    await name.fill("阿部 真");
    await expect.poll(() => name.inputValue()).toBe("阿部 真");
    await expect.poll(() => reading.inputValue()).toBe("あ".repeat(121));
    await page.getByRole("button", { name: "追加", exact: true }).click();
    const alert = page.locator('[role="alert"][data-code="invalid_input"]');
    await expect.poll(() => alert.locator(".error-text").textContent()).toBe("よみがなは120文字以内にしてください。");
    expect((await manage(org.request, e.id)).players).toEqual([]);
    await shot(page, "i21-ja-error-field-limit");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    // The browser logs the refused request itself; nothing else may fail.
    expect(errors.filter((x) => !x.includes("status of 400"))).toEqual([]);
  });

  it("a pasted CSV with a よみがな column: problems by line in Japanese, readings kept, the wall sheet and the TV in あいうえお順", async () => {
    const e = await createEvent(org.request, { name: "読み順CSV", gameFormat: "Commander", rules: "commander" }, []);
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}?tab=players`, { timeout: 60_000 });
    await page.getByText("リストを貼り付け").click();
    const csv = "名前,よみがな\n渡辺 健,わたなべ けん\n,あ\n山田 花子,やまだ はなこ\n阿部 真,あべ まこと\n伊藤 淳,いとう じゅん";
    await page.locator("textarea").fill(csv);
    await page.getByRole("button", { name: "リストを確認" }).click();
    await expect.poll(() => page.getByTestId("list-problems").locator("li").allTextContents()).toEqual(["3行目：名前の列が空です。"]);
    expect(await page.locator(".preview-names li").first().textContent()).toBe("渡辺 健 (わたなべ けん)");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    await shot(page, "i21-ja-csv-preview");
    await page.getByRole("button", { name: "4人を追加" }).click();
    await expect
      .poll(async () => (await manage(org.request, e.id)).players.map((p) => [p.name, (p as { reading?: string }).reading]))
      .toEqual([
        ["渡辺 健", "わたなべ けん"],
        ["山田 花子", "やまだ はなこ"],
        ["阿部 真", "あべ まこと"],
        ["伊藤 淳", "いとう じゅん"],
      ]);
    expect(errors).toEqual([]);
    await write(org.request, e.id, "start-round", { round: 1 });
    // By reading: あべ, いとう, やまだ, わたなべ (in the order typed, or by the kanji, it would differ).
    const order = ["阿部 真", "伊藤 淳", "山田 花子", "渡辺 健"];
    const sheet = await watchedPage(org);
    await sheet.page.goto(`/e/${e.id}/print/pairings`);
    await expect.poll(() => sheet.page.locator("table.by-name tbody tr th").allTextContents()).toEqual(order);
    await expect.poll(() => visibleEnglish(sheet.page)).toEqual([]);
    await shot(sheet.page, "i21-ja-csv-wall-sheet");
    const tv = await watchedPage(visitor);
    await tv.page.goto(`/e/${e.id}/tv?mode=pairings`);
    await expect.poll(() => tv.page.locator(".tv-line .tv-name").allTextContents()).toEqual(order);
    await expect.poll(() => visibleEnglish(tv.page)).toEqual([]);
    await shot(tv.page, "i21-ja-csv-tv");
    expect([...sheet.errors, ...tv.errors]).toEqual([]);
    // A reading is changed (or added, for someone checked in at the desk) where the name is corrected.
    await page.getByRole("button", { name: "渡辺 健の名前を変更" }).click();
    const field = page.getByTestId("rename-reading");
    await expect.poll(() => field.inputValue()).toBe("わたなべ けん");
    await field.fill("あ");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect
      .poll(async () => (await manage(org.request, e.id)).players.map((p) => (p as { reading?: string }).reading))
      .toEqual(["あ", "やまだ はなこ", "あべ まこと", "いとう じゅん"]);
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the public pairings of a semifinal table without a winner say who advances", async () => {
    let e = await createEvent(
      org.request,
      { name: "日曜統率者戦", gameFormat: "Commander", rules: "commander", options: { structure: "attendance" } },
      JA_NAMES,
      1,
    );
    for (let r = 1; r <= 4; r++) {
      if (r > 1) await write(org.request, e.id, "start-round", { round: r });
      e = await manage(org.request, e.id);
      for (const m of tablesOf(e, r)) await putResult(org.request, e.id, r, m.table, { winner: m.players[0]! });
    }
    await write(org.request, e.id, "start-playoffs", {});
    e = await manage(org.request, e.id);
    const [s1] = tablesOf(e, 5);
    // Seat A (the best qualifying rank) was out before time: seat B advances.
    await putResult(org.request, e.id, 5, s1!.table, { winner: null, eliminated: [s1!.players[0]!] });
    const name = (id: string) => e.players.find((p) => p.id === id)!.name;
    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}`);
    await expect.poll(() => page.locator("#pairings .res").allTextContents()).toContain(`${name(s1!.players[1]!)} が勝ち上がり（時間切れ・勝者なし）`);
    expect(await page.locator("#pairings .res").allTextContents()).not.toContain("勝者なし");
    await page.locator("#pairings").scrollIntoViewIfNeeded();
    await shot(page, "i21-ja-pairings-advances");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    // The eliminated player's own page says the same.
    await page.goto(`/e/${e.id}/p/${s1!.players[0]}`);
    await expect
      .poll(() => page.locator("ol.matches li").first().locator(".result").textContent())
      .toBe(`${name(s1!.players[1]!)} が勝ち上がり（時間切れ・勝者なし）`);
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
