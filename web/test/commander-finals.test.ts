// A 17-player Commander event (R-CMD-3) run on a 390x844 phone in
// Japanese: hidden standings (a player sees that a result is in, staff see
// the points), a semifinal table without a winner at time (staff tick who was
// eliminated; the best-ranked player still in the game advances), the public
// bracket with the waiting final table and its seeds, "決勝" on the clock and
// the player page, and result buttons that stay inside a phone's width.
//
// The playoff tests each import their own copy of one event (built once, in
// beforeAll, through the API, winners drawn from the seeded stream): at the
// semifinals, or with the final table paired.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, shownBox, watchedPage } from "./browser.ts";
import { createEvent, exportEvent, importEvent, manage, putResult, write, type Fixture } from "./api.ts";
import { fixtureRandom } from "./seeded.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let visitor: BrowserContext;
/** topcut/1 files of the playoff event: four Swiss rounds played, the semifinals paired; and the final paired after them. */
let atSemifinals: unknown;
let atFinal: unknown;

// Long names: a button must wrap them, never widen the page.
const NAMES = [
  "Alexandria Montgomery-Featherstonehaugh",
  "Bartholomew Winterbottom-Smythe",
  ...["Chie", "Daichi", "Emi", "Fumiya", "Goro", "Hana", "Isamu", "Jun", "Kaori", "Ren", "Mao", "Nao", "Osamu", "Pei", "Rika"],
];

type Table = { table: number; players: string[] };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m): m is Table => typeof m.table === "number");

beforeAll(async () => {
  org = await suite.organizer("commander-finals-org", { locale: "ja-JP" });
  visitor = await suite.context({ locale: "ja-JP" });
  // Four Swiss rounds, every table won by a drawn player, then the playoffs; the
  // semifinals as the semifinal test leaves them (table 1 without a winner, its
  // seat A out before time; table 2 won by seat C), then the final paired.
  const draw = fixtureRandom("commander playoffs");
  let e = await createEvent(org.request, { name: "日曜統率者戦", gameFormat: "Commander", rules: "commander", options: { structure: "attendance" } }, NAMES, 1);
  for (let r = 1; r <= 4; r++) {
    if (r > 1) await write(org.request, e.id, "start-round", { round: r });
    e = await manage(org.request, e.id);
    for (const m of tablesOf(e, r)) await putResult(org.request, e.id, r, m.table, { winner: draw.pick(m.players) });
  }
  await write(org.request, e.id, "start-playoffs", {});
  atSemifinals = await exportEvent(org.request, e.id);
  e = await manage(org.request, e.id);
  const [s1, s2] = tablesOf(e, 5);
  await putResult(org.request, e.id, 5, s1!.table, { winner: null, eliminated: [s1!.players[0]!] });
  await putResult(org.request, e.id, 5, s2!.table, { winner: s2!.players[2]! });
  await write(org.request, e.id, "next-playoff-round", { round: 6 });
  atFinal = await exportEvent(org.request, e.id);
});

async function noOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

describe("Commander event day on a phone, in Japanese", () => {
  it("hidden standings: the player sees that a result is in and is offered no report; staff see the points", async () => {
    const e = await createEvent(
      org.request,
      { name: "日曜統率者戦", gameFormat: "Commander", rules: "commander", options: { structure: "attendance" } },
      NAMES,
      1,
    );
    const [t1, t2] = tablesOf(e, 1);
    await putResult(org.request, e.id, 1, t1!.table, { winner: t1!.players[1]! });

    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}/p/${t1!.players[0]}`);
    await expect.poll(() => page.getByTestId("result-in").textContent()).toBe("結果入力済み・スイスラウンド終了まで非公開");
    expect(await page.getByText("卓の結果報告").count()).toBe(0);
    await shot(page, "i21-player-result-in-ja");
    // A table still playing keeps its report form.
    await page.goto(`/e/${e.id}/p/${t2!.players[0]}`);
    await expect.poll(() => page.getByText(`${t2!.table}卓の結果報告`).count()).toBe(1);
    // A refused report reads in Japanese, from the error's code (the server's English only under 詳細).
    await page.getByLabel("あなたの秘密コード").fill("ZZZZZZ");
    await page.getByRole("button", { name: "自分の勝ち" }).click();
    const alert = page.locator('[role="alert"][data-code="wrong_code"]');
    // A code is compared with this table's players' codes only, so the refusal names the table.
    await expect.poll(() => alert.locator(".error-text").textContent()).toBe(`このコードは第1回戦の${t2!.table}卓のプレイヤーのものではありません。`);
    await shot(page, "i21-error-ja");
    // A Swiss table's slip: seat letters and the no-winner box (everyone loses), no "out before time" column.
    const slips = await watchedPage(org);
    await slips.page.goto(`/e/${e.id}/print/slips`);
    const slip = slips.page.locator(`section.slip[data-table="${t2!.table}"]`);
    await expect.poll(() => slip.locator(".slip-seat").allTextContents()).toEqual(["A", "B", "C", "D"].slice(0, t2!.players.length));
    expect(await slip.locator("thead").textContent()).not.toContain("時間前に敗退");
    expect(await slip.getByTestId("slip-no-winner").count()).toBe(1);
    await shot(slips.page, "i21-swiss-slips-ja");
    expect(slips.errors).toEqual([]);
    // The public standings do not promise anything after round 1.
    await page.goto(`/e/${e.id}`);
    await expect.poll(() => page.locator("#standings").textContent()).toContain("スイスラウンドが終わるまで順位は非公開です。");
    // The browser logs the wrong code's 401s itself (the report, and the player's own floor read); nothing else may fail.
    expect(errors.filter((x) => !(x.includes("401") && (x.includes("/report]") || x.includes("/floor]"))))).toEqual([]);

    // Result entry on a phone: a tap changes nothing under the next finger.
    const staff = await watchedPage(org);
    const t3 = tablesOf(e, 1)[2]!;
    await staff.page.goto(`/manage/${e.id}?tab=results`);
    const next = staff.page.locator(`li.entry[data-table="${t3.table}"] .scores button`).first();
    await next.waitFor();
    const before = await shownBox(next);
    await next.evaluate((el) => el.setAttribute("data-mark", "kept"));
    await staff.page.locator(`li.entry[data-table="${t2!.table}"] .scores button`).first().click();
    await expect.poll(() => staff.page.getByRole("button", { name: `卓${t2!.table}の結果を取り消す` }).count()).toBe(1);
    await expect
      .poll(() => staff.page.locator(`li.entry[data-table="${t2!.table}"]`).getByTestId("entry-result").textContent(), { timeout: 10_000 })
      .not.toBe("結果未登録");
    const after = await shownBox(next);
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
    // The same button, not one drawn anew: a tap under way on it is not lost.
    expect(await next.getAttribute("data-mark")).toBe("kept");
    await noOverflow(staff.page);
    await shot(staff.page, "i21-console-entry-stable-ja");

    for (const m of tablesOf(e, 1).slice(2)) await putResult(org.request, e.id, 1, m.table, { winner: m.players[0]! });
    await staff.page.goto(`/manage/${e.id}?tab=standings`);
    // R-CMD-1: a 4-player table's winner takes 3 x 7% of 1000; a 3-player table's adds a loser like the lowest.
    await expect.poll(() => staff.page.locator("table").first().textContent()).toContain("1,210");
    expect(await staff.page.getByTestId("staff-only").textContent()).toBe(
      "この持ち点と結果は、スイスラウンドが終わるまでプレイヤーには非公開です（スタッフだけに表示）。",
    );
    await noOverflow(staff.page);
    await shot(staff.page, "i21-console-standings-hidden-ja");
    expect(staff.errors).toEqual([]);
  });

  it("a semifinal table without a winner: staff tick who was eliminated, the best-ranked player still in the game advances; the bracket shows the waiting final table", async () => {
    const e = await importEvent(org.request, atSemifinals);
    const [s1, s2] = tablesOf(e, 5);
    expect(s1!.players).toHaveLength(4);
    const name = (id: string) => e.players.find((p) => p.id === id)!.name;

    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}?tab=results`);
    const card = page.locator(`li.entry[data-table="${s1!.table}"]`);
    await card.getByRole("button", { name: "時間切れ・勝者なし…" }).click();
    const box = card.getByTestId("no-winner-box");
    await expect.poll(() => box.getByTestId("advances").textContent()).toBe(`勝ち上がり：${name(s1!.players[0]!)}（残ったプレイヤーで予選順位が最上位）`);
    // Seat A (the best qualifying rank) was knocked out before time.
    await box.getByText(`${name(s1!.players[0]!)}：敗退`).click();
    await expect.poll(() => box.getByTestId("advances").textContent()).toContain(`勝ち上がり：${name(s1!.players[1]!)}`);
    await noOverflow(page);
    await shot(page, "i21-console-no-winner-ja");
    await box.getByRole("button", { name: `勝者なしで確定・${name(s1!.players[1]!)}が勝ち上がり` }).click();
    await expect.poll(() => manage(org.request, e.id).then((x) => x.rounds[4]!.matches[0]!.result)).toEqual({ winner: null, eliminated: [s1!.players[0]] });
    // The other table has a winner: a tap on the name.
    await page
      .locator(`li.entry[data-table="${s2!.table}"]`)
      .getByRole("button", { name: name(s2!.players[2]!), exact: true })
      .click();
    await expect.poll(() => manage(org.request, e.id).then((x) => x.rounds[4]!.matches[1]!.result)).toEqual({ winner: s2!.players[2] });
    expect(errors).toEqual([]);

    const pub = await watchedPage(visitor);
    await pub.page.goto(`/e/${e.id}`);
    const bracket = pub.page.locator("#playoffs");
    await expect
      .poll(() => bracket.getByTestId("slot-result").first().textContent())
      .toBe(`${name(s1!.players[1]!)}が勝ち上がり（時間切れ・残ったプレイヤーで予選順位が最上位）`);
    const waiting = bracket.getByTestId("pending-slot");
    await expect.poll(() => waiting.textContent()).toContain("準決勝の勝者を待っています");
    const seeds = e.rounds[4] as unknown as { seeds: string[] };
    for (const id of [seeds.seeds[0]!, seeds.seeds[1]!, s1!.players[1]!, s2!.players[2]!]) expect(await waiting.textContent()).toContain(name(id));
    await bracket.scrollIntoViewIfNeeded();
    await shot(pub.page, "i21-bracket-waiting-final-ja");
    expect(pub.errors).toEqual([]);
  });

  it("the final is 決勝 on the clock and on the player page", async () => {
    let e = await importEvent(org.request, atFinal);
    await write(org.request, e.id, "timer", { action: "start", minutes: 60 });
    e = await manage(org.request, e.id);
    const final = tablesOf(e, 6)[0]!;
    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}/p/${final.players[0]}`);
    await expect.poll(() => page.locator(".timer .muted").textContent()).toBe("決勝");
    await expect.poll(() => page.locator("ol.matches li").first().locator("strong").first().textContent()).toBe("決勝");
    await noOverflow(page);
    await shot(page, "i21-player-final-ja");
    expect(errors).toEqual([]);

    // The final table's slip: seat letters, who was out before time, and a no-winner box.
    const slips = await watchedPage(org);
    await slips.page.goto(`/e/${e.id}/print/slips`);
    const slip = slips.page.locator(`section.slip[data-table="${final.table}"]`);
    await expect.poll(() => slip.locator(".slip-seat").allTextContents()).toEqual(["A", "B", "C", "D"]);
    expect(await slip.locator("thead").textContent()).toContain("時間前に敗退");
    expect(await slip.getByTestId("slip-no-winner").textContent()).toContain("勝者なし（時間切れ）");
    await shot(slips.page, "i21-final-slip-ja");
    expect(slips.errors).toEqual([]);
  });

  it("when the event finishes the TV announces the champion and the printed standings are the final ranking", async () => {
    const e = await importEvent(org.request, atFinal);
    const final = tablesOf(e, 6)[0]!;
    const champion = final.players[3]!;
    const name = (id: string) => e.players.find((p) => p.id === id)!.name;
    await putResult(org.request, e.id, 6, final.table, { winner: champion });
    await write(org.request, e.id, "finish", {});
    const tv = await watchedPage(visitor);
    await tv.page.goto(`/e/${e.id}/tv`);
    await expect.poll(() => tv.page.getByTestId("tv-champion").textContent()).toBe(`優勝：${name(champion)}`);
    await expect.poll(() => tv.page.locator(".tv-round").textContent()).toContain("最終順位");
    await expect.poll(() => tv.page.locator(".tv-line .tv-name").first().textContent()).toBe(name(champion));
    await shot(tv.page, "i21-tv-champion-ja");
    expect(tv.errors).toEqual([]);

    const sheet = await watchedPage(org);
    await sheet.page.goto(`/e/${e.id}/print/standings`);
    await expect.poll(() => sheet.page.locator("h1").textContent()).toBe("日曜統率者戦 — 最終順位");
    const rows = sheet.page.getByTestId("final-ranking").locator("tbody tr");
    await expect.poll(() => rows.first().locator("th").textContent()).toBe(name(champion));
    // The other three of the final table come next, then the semifinalists, then the Swiss order.
    const top4 = (await rows.locator("th").allTextContents()).slice(0, 4);
    expect(new Set(top4)).toEqual(new Set(final.players.map(name)));
    await shot(sheet.page, "i21-print-final-ranking-ja");
    expect(sheet.errors).toEqual([]);

    // The ratings the event fed, read in Japanese.
    const ratings = await watchedPage(visitor);
    await ratings.page.goto("/ratings");
    await ratings.page.locator("ul.pools a.title").first().click();
    await expect.poll(() => ratings.page.locator("h1").textContent()).toBeTruthy();
    await expect.poll(() => ratings.page.locator("body").textContent()).toContain(name(champion));
    await shot(ratings.page, "i21-ratings-ja");
    expect(ratings.errors).toEqual([]);
  });
});

describe("the registration desk on a phone, in Japanese", () => {
  it("discounts from the R-REG-2 presets and the organizer's own, named per language; fee totals; full when the shared pool is full; a withdrawn entry owes nothing; check-in one by one", async () => {
    const e = await createEvent(org.request, { name: "サイド統率者戦", gameFormat: "Commander", rules: "commander" }, []);
    const pool = await org.request.post("/api/pools", { data: { commandId: `pool-${Date.now()}`, label: "会場A", capacity: 3 } });
    expect(pool.status()).toBe(201);
    const poolId = ((await pool.json()) as { pool: { id: string } }).pool.id;
    const put = await org.request.put(`/api/events/${e.id}/registration`, {
      data: { poolId, fee: { currency: { code: "JPY", decimals: 0, step: 10, rounding: "up" }, fee: 1250, discounts: [] } },
    });
    expect(put.status()).toBe(200);

    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}/registration`);
    const editor = page.getByTestId("discounts");
    await editor.getByRole("button", { name: "コマンダー大会ルールの割引を追加（女性は半額・高校生未満は無料）" }).click();
    await expect.poll(() => editor.getByTestId("pays").allTextContents()).toEqual(["支払額 ￥630", "支払額 ￥0"]);
    // The organizer's own: 30% off for first-timers, 1,250 x 0.7 = 875, rounded up to 880 (R-REG-2 rounds up to 10 yen).
    await editor.getByRole("button", { name: "割引を追加", exact: true }).click();
    const mine = editor.locator(".discount-row").nth(2);
    await mine.getByLabel("区分名（日本語）").fill("初参加");
    await mine.getByLabel("区分名（英語）").fill("First event");
    await mine.getByLabel("％または金額").fill("30");
    await mine.getByLabel("％または金額").blur();
    await expect.poll(() => mine.getByTestId("pays").textContent()).toBe("支払額 ￥880");
    await page.getByRole("button", { name: "保存", exact: true }).first().click();
    await expect
      .poll(async () =>
        (
          (await (await org.request.get(`/api/events/${e.id}/registrations`)).json()) as { settings: { fee: { discounts: { labels?: { ja?: string } }[] } } }
        ).settings.fee.discounts.map((d) => d.labels?.ja),
      )
      .toEqual(["女性", "高校生未満（受付で学生証を提示）", "初参加"]);

    const apply = async (name: string, category?: string) => {
      const res = await org.request.post(`/api/events/${e.id}/registrations`, {
        data: { commandId: `reg-${Date.now()}-${name}`, name, by: "organizer", ...(category ? { category } : {}) },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { registration: { id: string } }).registration.id;
    };
    const hanako = await apply("山田 花子", "female");
    await apply("佐藤 太郎", "under-high-school");
    const ichiro = await apply("鈴木 一郎");
    await apply("Maximilian Featherstonehaugh-Winterbottom");
    await page.reload();
    // Three places in the shared pool, four applicants: full, the fourth waits.
    await expect.poll(() => page.getByTestId("desk-full").textContent()).toBe("満員：会場の共通定員 会場A が埋まりました（3人中3人）");
    expect(await page.locator('.desk-entry[data-status="waitlisted"]').count()).toBe(1);
    // One withdraws: the fourth moves up, the pool is still full, the withdrawn entry shows no fee.
    expect((await org.request.post(`/api/events/${e.id}/registrations/${ichiro}/withdraw`, { data: {} })).status()).toBe(200);
    await page.reload();
    const withdrawn = page.locator(`.desk-entry[data-entry="${ichiro}"]`);
    await expect.poll(() => withdrawn.textContent()).toContain("取り消し済み");
    expect(await withdrawn.textContent()).not.toContain("￥");
    await expect.poll(() => page.getByTestId("desk-full").count()).toBe(1);
    // 山田 pays 630 at the desk.
    await page.getByLabel("山田 花子の支払").check();
    const totals = page.getByTestId("fee-totals");
    await expect.poll(() => totals.locator("dd").allTextContents()).toEqual(["￥1,880", "￥630", "￥1,250"]);
    // The discount reads as a category, in Japanese.
    expect(await page.locator(`.desk-entry[data-entry="${hanako}"]`).textContent()).toContain("女性");
    // Check-in one by one: 山田 arrives and becomes a player; nobody else does.
    await page.locator(`.desk-entry[data-entry="${hanako}"]`).getByRole("button", { name: "受付する" }).click();
    await expect.poll(() => page.locator(`.desk-entry[data-entry="${hanako}"] .desk-status`).textContent()).toBe("参加者");
    expect((await manage(org.request, e.id)).players.map((p) => p.name)).toEqual(["山田 花子"]);
    await noOverflow(page);
    // Each applicant reads on a few lines (the table broke a word per line: 9,448 px for 18 rows).
    const heights = await page.locator(".desk-entry").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "i21-desk-phone-ja");
    expect(Math.max(...heights), `heights ${heights.join(", ")}`).toBeLessThan(240);
    expect(errors).toEqual([]);

    const reg = await watchedPage(visitor);
    await reg.page.goto(`/e/${e.id}/register`);
    await expect
      .poll(() => reg.page.getByTestId("discount-offer").allTextContents())
      .toEqual(["女性：50％引き", "高校生未満（受付で学生証を提示）：無料", "初参加：30％引き"]);
    // The shared pool is full: the page says so instead of "no limit".
    expect(await reg.page.getByTestId("register-full").textContent()).toBe("満員");
    expect(await reg.page.locator(".facts").textContent()).not.toContain("制限なし");
    await noOverflow(reg.page);
    await shot(reg.page, "i21-register-discounts-ja");
    expect(reg.errors).toEqual([]);
  });
});

describe("name readings (furigana) on a phone, in Japanese", () => {
  it("the console takes an optional reading; the wall sheet and the TV list names in あいうえお順 by it", async () => {
    const e = await createEvent(org.request, { name: "読み順テスト", gameFormat: "Commander", rules: "commander" }, []);
    const added = await org.request.post(`/api/events/${e.id}/players`, {
      data: {
        commandId: `readings-${Date.now()}`,
        players: [
          { name: "山田 花子", reading: "やまだ はなこ" },
          { name: "渡辺 健", reading: "わたなべ けん" },
          { name: "伊藤 淳", reading: "いとう じゅん" },
        ],
      },
    });
    expect(added.status()).toBe(200);
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}?tab=players`);
    await page.getByPlaceholder("プレイヤー名").fill("阿部 真");
    await page.getByTestId("reading").fill("あべ まこと");
    await page.getByRole("button", { name: "追加", exact: true }).click();
    await expect
      .poll(async () => (await manage(org.request, e.id)).players.map((p) => (p as { reading?: string }).reading))
      .toEqual(["やまだ はなこ", "わたなべ けん", "いとう じゅん", "あべ まこと"]);
    await noOverflow(page);
    await shot(page, "i21-console-reading-ja");
    expect(errors).toEqual([]);
    await write(org.request, e.id, "start-round", { round: 1 });
    // By reading: あべ, いとう, やまだ, わたなべ (by the kanji alone 伊藤 would come first and 阿部 last).
    const order = ["阿部 真", "伊藤 淳", "山田 花子", "渡辺 健"];
    const sheet = await watchedPage(org);
    await sheet.page.goto(`/e/${e.id}/print/pairings`);
    await expect.poll(() => sheet.page.locator("table.by-name tbody tr th").allTextContents()).toEqual(order);
    await shot(sheet.page, "i21-wall-sheet-reading-ja");
    const tv = await watchedPage(visitor);
    await tv.page.goto(`/e/${e.id}/tv?mode=pairings`);
    await expect.poll(() => tv.page.locator(".tv-line .tv-name").allTextContents()).toEqual(order);
    // Seats are letters, as the Commander event names them (R-CMD-6: seat A starts).
    expect((await tv.page.locator(".tv-line .tv-seat").allTextContents()).sort()).toEqual(["A席", "B席", "C席", "D席"]);
    await shot(tv.page, "i21-tv-reading-ja");
    expect([...sheet.errors, ...tv.errors]).toEqual([]);
  });
});
