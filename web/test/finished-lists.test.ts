// Prize winners' deck lists after the event finishes, on a 390x844 phone in
// English and Japanese: the organizer sets the list policy on the finished
// event (a lists page opened before the finish is refused in the reader's own
// words, then shows what can still change, and saves, the answer beside Save);
// a prize winner hands in a list from their list page (another player's code
// there is refused in the reader's words); a player outside the prize places
// is sent to no form: their page has no list link and their list page says
// why. On the Japanese screens every refusal is the Japanese reason itself.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator } from "playwright-core";
import { ARTIFACTS, shot, shownBox, watchedPage } from "./browser.ts";
import { commandId, createEvent, putResult } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { visibleEnglish } from "./visible-english.ts";

const suite = browserSuite();
const contexts: Record<"en" | "ja", { org?: BrowserContext; phone?: BrowserContext }> = { en: {}, ja: {} };

beforeAll(async () => {
  contexts.en = { org: await suite.organizer("finished-lists-en"), phone: await suite.context() };
  contexts.ja = { org: await suite.organizer("finished-lists-ja", { locale: "ja-JP" }), phone: await suite.context({ locale: "ja-JP" }) };
});

const LANGS = {
  en: {
    names: ["Ann Archer", "Ben Baker", "Cat Cole", "Dan Drake"],
    policy: "Who hands in lists",
    prize: "Prize winners, when the event ends",
    save: "Save",
    // A page from before the finish sends its round times too: the engine's own reason.
    staleRefusal: "The event is finished: only who hands in lists, and how they are checked, can still change.",
    listsOnly: "The event is finished: you can still set who hands in lists (prize winners after the finals) and how lists are checked.",
    saved: "Saved.",
    handIn: "Hand in your deck list",
    ask: "The event is finished: as one of the top 2, hand in your list.",
    submit: "Hand in the list",
    ownOnly: "A player may submit only their own list.",
    locked: "Your list was received and is locked.",
    notWinner: "Only the top 2 hand in a list for this event, so there is nothing for you to hand in.",
  },
  ja: {
    names: ["佐藤 一郎", "鈴木 花子", "高橋 健", "田中 美咲"],
    policy: "リストを提出する人",
    prize: "入賞者（イベント終了時）",
    save: "保存",
    staleRefusal: "イベントは終了しています。変更できるのはリストの提出とリストの確認方法だけです。",
    listsOnly: "イベントは終了しています。リストを提出する人（決勝後の入賞者など）とリストの確認方法は、まだ変更できます。",
    saved: "保存しました。",
    handIn: "デッキリストを提出",
    ask: "イベントは終了しました。上位2名の一人として、リストを提出してください。",
    submit: "リストを提出",
    ownOnly: "プレイヤーが提出できるのは自分のリストだけです。",
    locked: "リストは受理され、固定されました。",
    notWinner: "このイベントでリストを提出するのは上位2名だけです。あなたが提出するものはありません。",
  },
} as const;

/** Whether all of `l` is on the phone's screen as it is now, without scrolling. */
async function onScreen(l: Locator): Promise<boolean> {
  const b = await shownBox(l);
  // A pixel's slack: a box scrolled to the screen's edge ends a fraction past it.
  return b.height > 0 && b.y >= -1 && b.y + b.height <= 844 + 1;
}

/** A refusal as the reader reads it: the sentence itself (on a Japanese screen the Japanese reason, the server's English only under 詳細). */
const refusalText = async (alert: Locator) => ((await alert.locator(".error-text").count()) ? alert.locator(".error-text") : alert).textContent();

describe.each(["en", "ja"] as const)("prize winners' lists after the finish (%s)", (lang) => {
  const s = LANGS[lang];

  it("the organizer sets the list policy on the finished event; a winner hands in a list; a player outside the prizes is told why, with no form", async () => {
    const { org, phone } = contexts[lang];
    const e = await createEvent(
      org!.request,
      { name: lang === "en" ? "Sunday Commander" : "日曜統率者", gameFormat: "Modern", rules: "club", options: { rounds: 1 } },
      [...s.names],
      1,
    );
    for (const m of e.rounds[0]!.matches) if (m.table) await putResult(org!.request, e.id, 1, m.table, { games: [2, 0, 0] });

    // The lists page, opened while round 1 is played; the console on another phone finishes the event meanwhile.
    const staff = await watchedPage(org!);
    const sp = staff.page;
    await sp.goto(`/manage/${e.id}/lists`);
    const settings = sp.getByTestId("event-day-settings");
    await settings.getByLabel(s.policy, { exact: true }).selectOption("prize-winners");
    await settings.locator('input[name="places"]').fill("2");
    expect((await org!.request.post(`/api/events/${e.id}/finish`, { data: { commandId: commandId() } })).status()).toBe(200);

    const outcome = sp.getByTestId("settings-outcome");
    await settings.getByRole("button", { name: s.save, exact: true }).click();
    const alert = outcome.getByRole("alert");
    await expect.poll(() => refusalText(alert)).toBe(s.staleRefusal);
    // The page has read the event again: only what a finished event may change is left.
    await expect.poll(() => settings.getByText(s.listsOnly).count()).toBe(1);
    expect(await settings.locator('input[name="swiss"]').count()).toBe(0);
    await expect.poll(() => onScreen(alert)).toBe(true);
    await sp.screenshot({ path: join(ARTIFACTS, `finished-lists-${lang}-stale-refused.png`) });
    if (lang === "ja") await expect.poll(() => visibleEnglish(sp)).toEqual([]);

    await settings.getByRole("button", { name: s.save, exact: true }).click();
    const saved = outcome.getByRole("status");
    await expect.poll(() => saved.textContent()).toBe(s.saved);
    await expect.poll(() => outcome.getByRole("alert").count()).toBe(0);
    await expect.poll(() => onScreen(saved)).toBe(true);
    await sp.screenshot({ path: join(ARTIFACTS, `finished-lists-${lang}-saved.png`) });
    const pub = (await (await org!.request.get(`/api/events/${e.id}`)).json()) as {
      eventDay: { listPolicy: { mode: string; prizePlaces?: number }; prizeWinners: string[] | null };
    };
    expect(pub.eventDay.listPolicy).toEqual({ mode: "prize-winners", prizePlaces: 2 });
    const [winner, second] = pub.eventDay.prizeWinners!;
    const loser = e.players.map((p) => p.id).find((id) => !pub.eventDay.prizeWinners!.includes(id))!;
    expect([winner, second, loser].every(Boolean)).toBe(true);

    // The winner follows their page's link to the list form.
    const w = await watchedPage(phone!);
    const p = w.page;
    await p.goto(`/e/${e.id}/p/${winner}`);
    await p.getByRole("link", { name: s.handIn }).click();
    await p.waitForURL(/\/list$/);
    await expect.poll(() => p.locator("p.meta").textContent()).toBe(s.ask);
    await p.locator('textarea[name="main"]').fill("1 Sol Ring\n99 Forest");
    // Another player's code on this page is refused, in the reader's words: it hands in nobody else's list.
    await p.locator('input[name="code"]').fill(e.codes[loser]!);
    await p.getByRole("button", { name: s.submit, exact: true }).click();
    const refused = p.getByRole("alert");
    await expect.poll(() => refusalText(refused)).toBe(s.ownOnly);
    await expect.poll(() => onScreen(refused)).toBe(true);
    await shot(p, `finished-lists-${lang}-other-code`);
    // The cards' names are names, not English.
    if (lang === "ja") await expect.poll(async () => (await visibleEnglish(p)).filter((x) => !["Sol", "Ring", "Forest"].includes(x))).toEqual([]);
    await p.locator('input[name="code"]').fill(e.codes[winner!]!);
    await p.getByRole("button", { name: s.submit, exact: true }).click();
    await expect.poll(() => p.getByRole("status").first().textContent()).toBe(s.locked);
    await shot(p, `finished-lists-${lang}-winner-handed-in`);
    const staffView = (await (await org!.request.get(`/api/events/${e.id}/manage`)).json()) as {
      eventDayStaff: { lists: { player: string }[]; listDemand: { missing: string[] } };
    };
    expect(staffView.eventDayStaff.lists.map((l) => l.player)).toEqual([winner]);
    expect(staffView.eventDayStaff.listDemand.missing).toEqual([second]);

    // A player outside the prize places: no link to a form, and their list page says why instead of showing one.
    await p.goto(`/e/${e.id}/p/${loser}`);
    await expect.poll(() => p.locator("h1").textContent()).toContain(e.players.find((x) => x.id === loser)!.name);
    expect(await p.getByRole("link", { name: s.handIn }).count()).toBe(0);
    await p.goto(`/e/${e.id}/p/${loser}/list`);
    await expect.poll(() => p.getByTestId("lists-closed").textContent()).toBe(s.notWinner);
    expect(await p.locator("form, textarea").count()).toBe(0);
    await shot(p, `finished-lists-${lang}-not-a-winner`);
    if (lang === "ja") await expect.poll(() => visibleEnglish(p)).toEqual([]);

    // The two refusals are the failed requests the pages log, on purpose.
    expect(staff.errors.filter((x) => !/status of 422/.test(x))).toEqual([]);
    expect(w.errors.filter((x) => !/status of 403/.test(x))).toEqual([]);
  });
});
