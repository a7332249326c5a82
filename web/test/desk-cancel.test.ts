// The registration desk as the organizer uses it on a 390 px phone: cancelling
// a registration (a no-show's place goes to the first on the waitlist),
// changing a registration's discount category (a student without ID pays the
// full fee) with the fee recomputed on the card, free entry read as free
// entry (never "¥0 · Not paid", nor "Full" beside "No limit"), the fee in a
// currency other than yen, and the Commander discount preset on Commander
// events only. In English and in Japanese. Screenshots: test-artifacts/dc-….
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { StaffDesk } from "../../shared/eventday/desk-answers.ts";
import { shot, watchedPage } from "./browser.ts";
import { commandId, createEvent, send } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { visibleEnglish } from "./visible-english.ts";

const suite = browserSuite();
let org: BrowserContext;
let orgJa: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("desk-cancel-org");
  orgJa = await suite.sameAccount(org, { locale: "ja-JP" });
});

const JPY = { code: "JPY", decimals: 0, step: 10, rounding: "up" };
/** The Commander event rules' two discounts (R-REG-2), named in both languages. */
const R_REG_2 = [
  { kind: "percent", id: "female", label: "Female players", labels: { en: "Female players", ja: "女性" }, category: "female", percent: 50 },
  {
    kind: "free",
    id: "student",
    label: "Under high-school age",
    labels: { en: "Under high-school age", ja: "高校生未満" },
    category: "under-high-school",
  },
];

/** A Commander event with `capacity` places and a ¥1,250 fee with the R-REG-2 discounts. */
async function commanderEvent(name: string, capacity: number | null) {
  const e = await createEvent(org.request, { name, gameFormat: "Commander", rules: "commander" }, []);
  await send(org.request, "put", `/api/events/${e.id}/registration`, { capacity, fee: { currency: JPY, fee: 1250, discounts: R_REG_2 } });
  return e.id;
}

async function register(id: string, name: string, category?: string): Promise<string> {
  const made = (await send(org.request, "post", `/api/events/${id}/registrations`, {
    commandId: commandId(),
    name,
    by: "organizer",
    ...(category ? { category } : {}),
  })) as { registration: { id: string } };
  return made.registration.id;
}

/** The desk as the API has it (an independent read of what the page did). */
async function deskOf(id: string): Promise<StaffDesk> {
  return (await (await org.request.get(`/api/events/${id}/registrations`)).json()) as StaffDesk;
}
const byName = (d: StaffDesk, name: string) => d.entries.find((e) => e.name === name)!;

const card = (page: Page, name: string) => page.locator(".desk-entry").filter({ has: page.locator("strong", { hasText: name }) });

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe("the registration desk: cancelling and categories", () => {
  it("in English: a student without ID pays the full fee, then shows it after all; a no-show's place goes to the first waiting; a waitlisted one leaves the waitlist", async () => {
    const id = await commanderEvent("Desk Cancel", 2);
    await register(id, "Ann Lee", "female");
    const visitor = await suite.context();
    // The student registers on their own phone: their receipt reads as free entry.
    const own = await watchedPage(visitor);
    await own.page.goto(`/e/${id}/register`);
    await own.page.getByLabel("Name", { exact: true }).fill("Sota Student");
    await own.page.getByLabel("Discount category").selectOption("under-high-school");
    await own.page.getByRole("button", { name: "Register", exact: true }).click();
    const receiptFee = own.page.getByTestId("receipt-fee");
    await expect.poll(() => receiptFee.textContent()).toBe("Free entry (Under high-school age)");
    await shot(own.page, "dc-receipt-free-en");
    await register(id, "Ben Waits");
    await register(id, "Cal Later");

    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${id}/registration`);
    await expect.poll(() => page.locator(".desk-entry").count()).toBe(4);
    const sota = card(page, "Sota Student");
    const category = page.getByLabel("Discount category of Sota Student");
    // Free entry: no "¥0", and nothing to mark paid.
    await expect.poll(() => sota.getByTestId("desk-fee").locator("span").first().textContent()).toBe("Free entry");
    expect(await category.inputValue(), "the category the student registered with").toBe("under-high-school");
    expect(await sota.textContent()).not.toMatch(/¥0|Not paid/);
    expect(await page.getByLabel("Sota Student paid").count()).toBe(0);
    expect(await page.getByLabel("Discount category of Ann Lee").inputValue()).toBe("female");
    await expect.poll(() => card(page, "Ann Lee").textContent()).toMatch(/¥630.*Not paid/);
    // Full beside the places, no "No limit".
    expect(await page.getByTestId("desk-summary").textContent()).toBe("Full 2 of 2 taken · 2 waiting");

    // No student ID: the full fee.
    await category.selectOption("");
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Sota Student now pays ¥1,250.");
    await expect.poll(() => sota.getByTestId("desk-fee").locator("span").first().textContent()).toBe("¥1,250");
    await expect.poll(() => page.getByLabel("Sota Student paid").count()).toBe(1);
    expect(await page.getByTestId("fee-totals").locator("dd").first().textContent()).toBe("¥1,880");
    expect(byName(await deskOf(id), "Sota Student")).toMatchObject({ category: null, fee: { owed: 1250 } });
    await shot(page, "dc-desk-category-en");
    // The student's phone reads it at its next refresh.
    await own.page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => receiptFee.textContent()).toBe("Fee owed: ¥1,250 · Not paid");
    await shot(own.page, "dc-receipt-full-fee-en");
    // The ID turns up after all.
    await category.selectOption("under-high-school");
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Sota Student now enters free.");
    await expect.poll(() => page.getByLabel("Sota Student paid").count()).toBe(0);
    expect(byName(await deskOf(id), "Sota Student").fee?.owed).toBe(0);

    // Ann does not come. A tap on Cancel first, then thought better of: nothing changes.
    const before = await deskOf(id);
    await page.getByRole("button", { name: "Cancel Ann Lee's registration" }).click();
    const dialog = page.getByRole("dialog");
    await expect
      .poll(() => dialog.locator("#confirm-text").textContent())
      .toBe("Cancel Ann Lee's registration? The first on the waitlist, Ben Waits, takes the place.");
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await deskOf(id)).entries).toEqual(before.entries);
    // Now for real.
    await page.getByRole("button", { name: "Cancel Ann Lee's registration" }).click();
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Ann Lee's registration is cancelled. Ben Waits moved up from the waitlist.");
    await expect.poll(() => card(page, "Ben Waits").locator(".desk-status").textContent()).toBe("Accepted");
    expect(await card(page, "Ben Waits").textContent()).toContain("Moved up from the waitlist");
    expect(await card(page, "Cal Later").locator(".desk-status").textContent()).toBe("Waitlist 1");
    const ann = card(page, "Ann Lee");
    expect(await ann.locator(".desk-status").textContent()).toBe("Withdrawn");
    expect(await ann.textContent(), "a cancelled registration owes nothing").not.toContain("¥");
    expect(await ann.getByRole("button").count(), "nothing left to do on a cancelled registration").toBe(0);
    const after = await deskOf(id);
    expect(after.entries.map((e) => [e.name, e.status, e.position])).toEqual([
      ["Ann Lee", "withdrawn", null],
      ["Sota Student", "accepted", null],
      ["Ben Waits", "accepted", null],
      ["Cal Later", "waitlisted", 1],
    ]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "dc-desk-cancelled-en");

    // Cal gives up waiting: they leave the waitlist, nobody else moves.
    await page.getByRole("button", { name: "Cancel Cal Later's registration" }).click();
    await expect.poll(() => dialog.locator("#confirm-text").textContent()).toBe("Cancel Cal Later's registration? They leave the waitlist.");
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Cal Later's registration is cancelled.");
    await expect.poll(() => page.getByTestId("desk-summary").textContent()).toBe("Full 2 of 2 taken · 0 waiting");
    expect(byName(await deskOf(id), "Cal Later").status).toBe("withdrawn");
    await noOverflow(page);
    expect([...errors, ...own.errors]).toEqual([]);
    await visitor.close();
  });

  it("in Japanese: the category changed with the fee shown again, a registration cancelled, and each card on a few lines", async () => {
    const id = await commanderEvent("受付テスト", null);
    await register(id, "佐藤 太郎", "under-high-school");
    await register(id, "山田 花子");
    const { page, errors } = await watchedPage(orgJa);
    await page.goto(`/manage/${id}/registration`);
    const sato = card(page, "佐藤 太郎");
    await expect.poll(() => sato.getByTestId("desk-fee").locator("span").first().textContent()).toBe("参加費なし");
    expect(await page.getByLabel("佐藤 太郎さんの割引区分").inputValue()).toBe("under-high-school");
    expect(await sato.textContent()).not.toMatch(/￥0|¥0|未払い/);
    // No limit and nobody waiting: no 満員 beside 制限なし.
    expect(await page.getByTestId("desk-summary").textContent()).toBe("制限なし · キャンセル待ち0名");

    await page.getByLabel("山田 花子さんの割引区分").selectOption("female");
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("山田 花子さんの参加費は￥630になりました。");
    await expect.poll(() => card(page, "山田 花子").getByTestId("desk-fee").locator("span").first().textContent()).toBe("￥630");
    await page.getByLabel("佐藤 太郎さんの割引区分").selectOption("");
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("佐藤 太郎さんの参加費は￥1,250になりました。");
    await expect.poll(() => sato.textContent()).toMatch(/￥1,250.*未払い/);
    const d = await deskOf(id);
    expect([byName(d, "山田 花子").fee?.owed, byName(d, "佐藤 太郎").fee?.owed]).toEqual([630, 1250]);
    // Each applicant reads on a few lines, the category select and the buttons included.
    const heights = await page.locator(".desk-entry").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...heights), `card heights ${heights.join(", ")}`).toBeLessThan(200);
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    await noOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "dc-desk-category-ja");

    await page.getByRole("button", { name: "山田 花子さんの登録を取り消す" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.locator("#confirm-text").textContent()).toBe("山田 花子さんの登録を取り消しますか？枠が1つ空きます。");
    await shot(page, "dc-desk-cancel-confirm-ja");
    await dialog.getByRole("button", { name: "取り消す", exact: true }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("山田 花子さんの登録を取り消しました。");
    await expect.poll(() => card(page, "山田 花子").locator(".desk-status").textContent()).toBe("取り消し済み");
    expect(byName(await deskOf(id), "山田 花子").status).toBe("withdrawn");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("the fee at the desk", () => {
  it("no fee reads as free entry; a fee in dollars is typed, computed and shown in dollars; the Commander preset is offered on a Commander event only", async () => {
    const e = await createEvent(org.request, { name: "Modern Dollars", gameFormat: "Modern", rules: "club" }, []);
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}/registration`);
    // Without a fee: free entry, nothing to mark paid, "No limit" with nothing full.
    await page.getByLabel("Name", { exact: true }).fill("Walk In");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect.poll(() => card(page, "Walk In").getByTestId("desk-fee").textContent()).toBe("Free entry");
    expect(await card(page, "Walk In").textContent()).not.toMatch(/Not paid|¥/);
    expect(await page.getByTestId("desk-summary").textContent()).toBe("No limit · 0 waiting");

    // Not a Commander event: no Commander preset, only the organizer's own discounts.
    const editor = page.getByTestId("discounts");
    expect(await editor.getByRole("button", { name: /Commander event rules/ }).count()).toBe(0);
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByLabel("Entry fee", { exact: true }).fill("12.50");
    await editor.getByRole("button", { name: "Add a discount" }).click();
    const row = editor.locator(".discount-row").first();
    await row.getByLabel("Category name (English)").fill("Students");
    await row.getByLabel("Percent / amount").fill("50");
    await row.getByLabel("Percent / amount").blur();
    // 1,250 cents halved: $6.25, rounded to the nearest cent.
    await expect.poll(() => row.getByTestId("pays").textContent()).toBe("pays $6.25");
    expect(await editor.locator("p.small").first().textContent()).toContain("Discounted fees are rounded to the nearest $0.01.");
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Saved.");
    const saved = (await deskOf(e.id)).settings.fee!;
    expect(saved.currency).toEqual({ code: "USD", decimals: 2, step: 1, rounding: "half-up" });
    expect(saved.fee).toBe(1250);

    await expect.poll(() => card(page, "Walk In").getByTestId("desk-fee").locator("span").first().textContent()).toBe("$12.50");
    await page.getByLabel("Discount category of Walk In").selectOption({ label: "Students" });
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Walk In now pays $6.25.");
    await expect.poll(() => card(page, "Walk In").getByTestId("desk-fee").locator("span").first().textContent()).toBe("$6.25");
    await expect.poll(() => page.getByTestId("fee-totals").locator("dd").allTextContents()).toEqual(["$6.25", "$0.00", "$6.25"]);
    // Read again from the server, the form still says dollars.
    await page.reload();
    await expect.poll(() => page.getByLabel("Currency").inputValue()).toBe("USD");
    expect(await page.getByLabel("Entry fee", { exact: true }).inputValue()).toBe("12.50");
    // The public registration page too.
    const reg = await watchedPage(await suite.context());
    await reg.page.goto(`/e/${e.id}/register`);
    await expect.poll(() => reg.page.locator(".facts").textContent()).toContain("$12.50");
    await noOverflow(page);
    await shot(page, "dc-desk-dollars-en");

    // A Commander event: the preset is there and adds the R-REG-2 discounts.
    const c = await createEvent(org.request, { name: "Commander Yen", gameFormat: "Commander", rules: "commander" }, []);
    await page.goto(`/manage/${c.id}/registration`);
    await page.getByLabel("Entry fee", { exact: true }).fill("1250");
    const preset = page.getByTestId("discounts").getByRole("button", { name: /Commander event rules/ });
    await preset.click();
    await expect.poll(() => page.getByTestId("discounts").getByTestId("pays").allTextContents()).toEqual(["pays ¥630", "pays ¥0"]);
    expect([...errors, ...reg.errors]).toEqual([]);
  });
});

describe("a judge at the desk", () => {
  it("takes payments and checks in, and is shown no form a judge may not send (walk-ins, settings, admitting)", async () => {
    const id = await commanderEvent("Judge Desk Sunday", null);
    await register(id, "Pay Later");
    const judge = await suite.organizer("desk-judge");
    const invite = (await send(org.request, "post", `/api/events/${id}/invites`, { commandId: commandId(), role: "judge" })) as { token: string };
    const accepted = await judge.request.post(`/api/invites/${invite.token}/accept`, { data: {} });
    expect(accepted.status()).toBe(200);
    const { page, errors } = await watchedPage(judge);
    await page.goto(`/manage/${id}/registration`);
    await card(page, "Pay Later").waitFor();
    // What a judge does at the desk is there...
    await expect.poll(() => page.getByLabel("Pay Later paid").count()).toBe(1);
    expect(await card(page, "Pay Later").getByRole("button", { name: "Check in" }).count()).toBe(1);
    // ...and nothing the server would refuse them (403).
    expect(await page.getByRole("heading", { name: "Register a player at the desk" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Capacity, deadline and fee" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Admit every accepted applicant" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "New venue pool" }).count()).toBe(0);
    expect(
      await card(page, "Pay Later")
        .getByRole("button", { name: /^Cancel/ })
        .count(),
    ).toBe(0);
    await page.getByLabel("Pay Later paid").check();
    await expect.poll(async () => byName(await deskOf(id), "Pay Later").paid).toBe(true);
    await shot(page, "dc-desk-judge");
    // The organizer, on the same desk, has all of it.
    const own = await watchedPage(org);
    await own.page.goto(`/manage/${id}/registration`);
    await own.page.getByRole("heading", { name: "Capacity, deadline and fee" }).waitFor();
    expect(await own.page.getByRole("heading", { name: "Register a player at the desk" }).count()).toBe(1);
    expect([...errors, ...own.errors]).toEqual([]);
  });
});
