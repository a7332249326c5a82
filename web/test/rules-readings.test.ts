// Where a rule document reads two ways, the event page's rules box says which
// reading the event applies (docs/rules.md, "Where a rule reads two ways"), on
// a 390x844 phone in English and Japanese: the organizer picks the Commander
// Points' other rounding in the console's event settings and the public rules
// box states it; once round 1 is paired the choice is refused with the reason,
// in Japanese; a Dreamblade event's rules box names how OOMW% is averaged.
import { describe, expect, it } from "vitest";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage } from "./api.ts";
import { bilingualPeople, browserSuite } from "./suite.ts";

const suite = browserSuite();
const people = bilingualPeople(suite, "readings-organizer");

const PER_LOSS = { en: "Each loss is rounded up to a whole point.", ja: "失う点は1点未満を切り上げます。" };
const ON_TOTAL = { en: "Losses are exact; each new total is rounded up.", ja: "失う点は端数のまま計算し、各自の持ち点を切り上げます。" };
const PLAYERS = ["Ann", "Ben", "Cho", "Dai"];
const commanderEvent = (options: Record<string, unknown> = {}, rounds = 0) =>
  createEvent(people.org.request, { name: "EDH Night", gameFormat: "Commander", rules: "commander", options }, PLAYERS, rounds);

describe("the rules box states the reading in force", () => {
  it("the organizer picks the on-total rounding in the console; the public rules box says so, in English and Japanese", async () => {
    const ev = await commanderEvent();
    const pub = await watchedPage(people.visitor);
    await pub.page.goto(`/e/${ev.id}#rules`);
    const rules = pub.page.locator("#rules dl.rules");
    await expect.poll(() => rules.textContent()).toContain(PER_LOSS.en);

    const w = await watchedPage(people.org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}?tab=event`);
    const form = p.locator("form", { has: p.getByRole("heading", { name: "Event settings" }) });
    const rounding = form.getByRole("group", { name: "Rounding of Commander Points" });
    await expect.poll(() => rounding.getByRole("radio", { name: PER_LOSS.en }).isChecked()).toBe(true);
    await rounding.getByRole("radio", { name: ON_TOTAL.en }).check();
    await rounding.scrollIntoViewIfNeeded();
    await shot(p, "950-console-commander-rounding");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Settings saved." }).count()).toBe(1);
    expect((await manage(people.org.request, ev.id)).event.options.commanderRounding).toBe("on-total");

    await pub.page.reload();
    await expect.poll(() => rules.textContent()).toContain(ON_TOTAL.en);
    expect(await rules.textContent()).not.toContain(PER_LOSS.en);
    await rules.scrollIntoViewIfNeeded();
    await shot(pub.page, "951-rules-box-on-total");

    const ja = await watchedPage(people.visitorJa);
    await ja.page.goto(`/e/${ev.id}#rules`);
    const rulesJa = ja.page.locator("#rules dl.rules");
    await expect.poll(() => rulesJa.textContent()).toContain(ON_TOTAL.ja);
    expect(await rulesJa.textContent()).not.toContain(PER_LOSS.ja);
    await rulesJa.scrollIntoViewIfNeeded();
    await shot(ja.page, "952-rules-box-on-total-ja");
    expect([...w.errors, ...pub.errors, ...ja.errors]).toEqual([]);
  });

  it("once round 1 is paired the rounding is fixed: the Japanese console says why and nothing changes", async () => {
    const ev = await commanderEvent({ commanderRounding: "on-total" }, 1);
    const w = await watchedPage(people.orgJa);
    const p = w.page;
    await p.goto(`/manage/${ev.id}?tab=event`);
    const form = p.locator("form", { has: p.getByRole("heading", { name: "イベントの設定" }) });
    const rounding = form.getByRole("group", { name: "統率者ポイントの端数処理" });
    await expect.poll(() => rounding.getByRole("radio", { name: ON_TOTAL.ja }).isChecked()).toBe(true);
    // The legend, the choices and the hint in Japanese only: no Latin words.
    expect(((await rounding.textContent()) ?? "").match(/[A-Za-z]{3,}/g)).toBeNull();
    await rounding.getByRole("radio", { name: PER_LOSS.ja }).check();
    await form.getByRole("button", { name: "設定を保存" }).click();
    await expect.poll(() => p.getByRole("alert").textContent()).toContain("第1回戦の対戦が決まった後は、統率者ポイントの端数処理を変更できません。");
    await shot(p, "953-console-rounding-fixed-ja");
    expect((await manage(people.org.request, ev.id)).event.options.commanderRounding).toBe("on-total");
  });

  it("a Dreamblade event's rules box names how OOMW% is averaged, in English and Japanese", async () => {
    const ev = await createEvent(people.org.request, { name: "Blade Night", gameFormat: "Dreamblade", rules: "dreamblade" }, []);
    const en = await watchedPage(people.visitor);
    await en.page.goto(`/e/${ev.id}#rules`);
    await expect
      .poll(() => en.page.locator("#rules dl.rules").textContent())
      .toContain("Opponents' opponents' match-win percentage (the average of each opponent's OMW%)");
    const ja = await watchedPage(people.visitorJa);
    await ja.page.goto(`/e/${ev.id}#rules`);
    await expect.poll(() => ja.page.locator("#rules dl.rules").textContent()).toContain("対戦相手の対戦相手のマッチ勝率（各対戦相手のOMW%の平均）");
    await ja.page.locator("#rules dl.rules").scrollIntoViewIfNeeded();
    await shot(ja.page, "954-rules-box-oomw-ja");
    expect([...en.errors, ...ja.errors]).toEqual([]);
  });
});
