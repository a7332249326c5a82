// The organizer's own rules (/manage/rules) on a 390x844 phone, in English
// and Japanese: the new form says it starts from an example; rules without a
// tiebreaker, a floor above 1 and negative points are refused by the server
// in a plain sentence naming the field by its label (never a raw `$.` path
// or the validator's words, and not the browser's bubble: the form lets the
// server speak); the refusal and the saved confirmation show on screen
// beside Save without scrolling; and rules saved before the engine refused
// them are not preselected for a new event, the rules page saying what they need.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { ARTIFACTS, shot, shownBox, watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { visibleEnglish } from "./visible-english.ts";
import { PRESETS } from "../../shared/rules/custom.ts";

const suite = browserSuite();
const contexts: Record<"en" | "ja", BrowserContext | undefined> = { en: undefined, ja: undefined };

beforeAll(async () => {
  contexts.en = await suite.organizer("rules-refusals-en");
  contexts.ja = await suite.organizer("rules-refusals-ja", { locale: "ja-JP" });
});

/** What each language's organizer sees and types. */
const LANGS = {
  en: {
    form: "New rules",
    fromExample: "Starting from the example “Best of one, OMW% floored at 25%”: change what differs, give your rules a name, and save.",
    name: "Name",
    tb: (n: number) => `Tiebreaker ${n}`,
    floor: "Opponents' percentages",
    loss: "Loss",
    save: "Save",
    noTiebreakers: "Choose at least one tiebreaker: without one, players level on points share their place and a cut cannot choose among them.",
    floorAbove1: "The floor “Opponents' percentages” must be a fraction from 0 to 1, like 0.33 or 1/3, not 1.5.",
    negative: "“Loss” must be a whole number of points from 0 to 1000, not -1.",
    saved: (name: string) => `Saved “${name}”.`,
    saveName: "Thursday Swiss",
    pick: "Which rules",
    example: "Best of one, OMW% floored at 25% (example)",
    unusable:
      "Needs a change before an event can use it: Choose at least one tiebreaker: without one, players level on points share their place and a cut cannot choose among them.",
  },
  ja: {
    form: "新しいルール",
    fromExample: "ひな形「1本勝負・OMW%の下限25%」から始めています。違うところだけ変えて、名前を付けて保存してください。",
    name: "名前",
    tb: (n: number) => `タイブレーク${n}`,
    floor: "対戦相手の勝率",
    loss: "負け",
    save: "保存",
    noTiebreakers: "タイブレークを1つ以上選んでください。ないと勝ち点が同じプレイヤーは同じ順位になり、決勝に進む人を選べません。",
    floorAbove1: "下限「対戦相手の勝率」は0から1までの小数か分数（0.33 や 1/3 など）にしてください（1.5は使えません）。",
    negative: "「負け」の得点は0から1000までの整数にしてください（-1は使えません）。",
    saved: (name: string) => `「${name}」を保存しました。`,
    saveName: "木曜スイス",
    pick: "使うルール",
    example: "1本勝負・OMW%の下限25% (ひな形)",
    unusable: "大会で使うには変更が必要です：タイブレークを1つ以上選んでください。ないと勝ち点が同じプレイヤーは同じ順位になり、決勝に進む人を選べません。",
  },
} as const;

const PHONE_HEIGHT = 844;
/** Whether the reader sees all of `l` on the phone's screen as it is now, without scrolling. */
async function onScreen(l: Locator): Promise<boolean> {
  const b = await shownBox(l);
  // A pixel's slack: a box scrolled to the screen's edge ends a fraction past it.
  return b.height > 0 && b.y >= -1 && b.y + b.height <= PHONE_HEIGHT + 1;
}
/** The screen as the reader sees it (not the whole page): where Save's answer is. */
const screenShot = (p: Page, name: string) => p.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
/** English words on the Japanese page, less "log" of the rounds rule's "log2": mathematics, not English. */
const english = async (p: Page) => (await visibleEnglish(p)).filter((w) => w !== "log");

describe.each(["en", "ja"] as const)("rules refused in plain words, on screen (%s)", (lang) => {
  const s = LANGS[lang];

  it("says the form starts from an example; refuses no tiebreaker, a floor above 1 and negative points by the field's label; the answer shows beside Save", async () => {
    const ctx = contexts[lang]!;
    const w = await watchedPage(ctx);
    const p = w.page;
    await p.goto("/manage/rules");
    const form = p.getByRole("form", { name: s.form });
    await expect.poll(() => form.getByTestId("from-example").textContent()).toBe(s.fromExample);
    await form.getByLabel(s.name, { exact: true }).fill(s.saveName);

    /** Saves, and the alert's sentence once it shows: on screen, marked on its field, never a path or the validator's words. */
    const refusedWith = async (field: Locator) => {
      await form.getByRole("button", { name: s.save, exact: true }).click();
      const alert = form.getByRole("alert");
      await expect.poll(() => alert.count()).toBe(1);
      await expect.poll(() => onScreen(alert)).toBe(true);
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      const text = (await alert.textContent()) ?? "";
      expect(text).not.toMatch(/\$\.|expected|Too (big|small)|Invalid/);
      return text;
    };

    // The example has two tiebreakers: both cleared, the engine refuses what would tie players for good.
    await form.getByLabel(s.tb(1), { exact: true }).selectOption("");
    await form.getByLabel(s.tb(2), { exact: true }).selectOption("");
    expect(await refusedWith(form.getByLabel(s.tb(1), { exact: true }))).toBe(s.noTiebreakers);
    await screenShot(p, `rules-${lang}-no-tiebreakers`);
    await form.getByLabel(s.tb(1), { exact: true }).selectOption("omw");

    // A floor above 1: the server's own sentence, by the field's label.
    const floor = form.getByLabel(s.floor, { exact: true });
    await floor.fill("1.5");
    expect(await refusedWith(floor)).toBe(s.floorAbove1);
    await screenShot(p, `rules-${lang}-floor-above-1`);
    await floor.fill("0.25");

    // Negative points: no min attribute or required bubble stands in front of the server's sentence.
    const loss = form.getByLabel(s.loss, { exact: true });
    expect([await loss.getAttribute("min"), await loss.getAttribute("required"), await form.getAttribute("novalidate")]).toEqual([null, null, ""]);
    await loss.fill("-1");
    expect(await refusedWith(loss)).toBe(s.negative);
    await screenShot(p, `rules-${lang}-negative-points`);
    // Nothing of it was saved.
    const none = (await (await ctx.request.get("/api/rules-profiles")).json()) as { profiles: unknown[] };
    expect(none.profiles).toEqual([]);
    if (lang === "ja") await expect.poll(() => english(p)).toEqual([]);

    await loss.fill("0");
    await form.getByRole("button", { name: s.save, exact: true }).click();
    const status = p.getByRole("status").filter({ hasText: s.saved(s.saveName) });
    await expect.poll(() => status.count()).toBe(1);
    // Still on screen once the saved list above the form has its new entry.
    await expect.poll(() => p.getByRole("list", { name: lang === "en" ? "Saved" : "保存済み" }).textContent()).toContain(s.saveName);
    await expect.poll(() => onScreen(status)).toBe(true);
    expect(await form.getByRole("alert").count()).toBe(0);
    await screenShot(p, `rules-${lang}-saved`);
    // The refused saves are the page's only failed requests.
    expect(w.errors.filter((e) => !(e.includes("status of 400") && e.endsWith("/api/rules-profiles]")))).toEqual([]);
  });

  it("rules saved before the engine refused them are not preselected for a new event, and the rules page says what they need", async () => {
    const ctx = contexts[lang]!;
    const w = await watchedPage(ctx);
    const p = w.page;
    // Such a profile is stored as the server kept it then: its list answers with it first (newest first).
    const old = { ...PRESETS.buchholz, name: lang === "en" ? "Old club rules" : "昔のクラブルール", tiebreakers: [] };
    await p.route("**/api/rules-profiles", async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const res = await route.fetch();
      const body = (await res.json()) as { profiles: unknown[] };
      body.profiles.unshift({ id: "rp00000000000001", name: old.name, rules: old, updatedAt: Date.now() });
      await route.fulfill({ response: res, json: body });
    });
    await p.goto("/manage/new");
    await p.locator('select[name="rules"]').selectOption("custom");
    const pick = p.getByLabel(s.pick, { exact: true });
    await expect.poll(() => pick.locator("option").count()).toBeGreaterThan(0);
    const options = await pick.locator("option").allTextContents();
    expect(options).not.toContain(old.name);
    // The first usable rules are chosen: the example, unless the other test saved rules first.
    expect(await pick.inputValue()).toBe(await pick.locator("option").first().getAttribute("value"));
    expect(options).toContain(s.example);
    expect(JSON.parse((await p.locator('input[name="customRules"]').inputValue()) as string).tiebreakers.length).toBeGreaterThan(0);
    await shot(p, `rules-${lang}-new-event-choice`);

    await p.goto("/manage/rules");
    const item = p.locator("li", { hasText: old.name });
    await expect.poll(() => item.locator(".notice").textContent()).toBe(s.unusable);
    // A line of its own across the card, not a narrow column beside the name.
    expect((await shownBox(item.locator(".notice"))).width).toBeGreaterThan(300);
    await item.screenshot({ path: join(ARTIFACTS, `rules-${lang}-unusable-listed.png`) });
    if (lang === "ja") await expect.poll(() => english(p)).toEqual([]);
    expect(w.errors).toEqual([]);
  });
});
