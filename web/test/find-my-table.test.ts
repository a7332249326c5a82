// "Find my table" and the public player list on a 390x844 phone: letters
// accent stripping leaves alone (ø, æ, ß, ł, đ, þ, œ, ı), words typed in any
// order, a Japanese reading (kana, katakana as hiragana), "no player matches"
// said outright, and the player list sorted by reading where there is one.
// The matching itself (lib/search.ts) in Node first.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, write } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { keyMatches, nameMatches, playerKey, queryWords, searchKey } from "../src/lib/search.ts";

describe("name search", () => {
  it("folds letters accent stripping leaves alone", () => {
    expect(searchKey("Lars Øvergaard")).toBe("larsovergaard");
    expect(searchKey("Æsa Straße")).toBe("aesastrasse");
    expect(searchKey("Łukasz Đorđević")).toBe("lukaszdordevic");
    expect(searchKey("Þóra Œuvre Işık")).toBe("thoraoeuvreisik");
    expect(nameMatches("Lars Øvergaard", "overgaard")).toBe(true);
    expect(nameMatches("Jens Strauß", "strauss")).toBe(true);
    // What it did before stays: accents, case, punctuation, voicing marks.
    expect(nameMatches("O'Brien, Jack", "obrien")).toBe(true);
    expect(nameMatches("José Álvarez", "jose alv")).toBe(true);
    expect(nameMatches("ガモウ", "カモウ")).toBe(false);
  });

  it("matches every word typed, in any order", () => {
    expect(nameMatches("Hana Sato", "sato hana")).toBe(true);
    expect(nameMatches("Hana Sato", "sato, hana")).toBe(true);
    expect(nameMatches("山田 花子", "花子　山田")).toBe(true);
    expect(nameMatches("Hana Sato", "sato kenji")).toBe(false);
    expect(nameMatches("Hana Sato", "  ")).toBe(false);
    expect(queryWords(" sato  ,hana ")).toEqual(["sato", "hana"]);
  });

  it("finds a player by reading, katakana read as hiragana", () => {
    const key = playerKey("山田 花子", "やまだ はなこ");
    expect(keyMatches(key, queryWords("やまだ"))).toBe(true);
    expect(keyMatches(key, queryWords("ヤマダ"))).toBe(true);
    expect(keyMatches(key, queryWords("ﾔﾏﾀﾞ"))).toBe(true);
    expect(keyMatches(key, queryWords("はなこ 山田"))).toBe(true);
    expect(keyMatches(key, queryWords("やまた"))).toBe(false);
    // No word spans the name and the reading.
    expect(keyMatches(key, queryWords("花子やま"))).toBe(false);
    expect(nameMatches("ヤマダ タロウ", "やまだ")).toBe(true);
  });
});

const suite = browserSuite();
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("find-organizer");
});

const PLAYERS = [
  { name: "Lars Øvergaard" },
  { name: "Hana Sato" },
  { name: "山田 花子", reading: "やまだ はなこ" },
  { name: "阿部 真", reading: "あべ まこと" },
  { name: "Zoe Ueda", reading: "うえだ ぞえ" },
  { name: "Ann Lee" },
  { name: "Ben Ito" },
  { name: "Cara Diaz" },
];

/** An event with PLAYERS registered (readings given) and, when `paired`, round 1 paired. */
async function event(name: string, paired: boolean) {
  const e = await createEvent(org.request, { name, gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, []);
  await write(org.request, e.id, "add-players", { players: PLAYERS });
  if (paired) await write(org.request, e.id, "start-round", { round: 1 });
  return manage(org.request, e.id);
}

/** The names at the tables "find my table" put on top. */
const found = (p: Page) => p.locator(".pairing.mine .who").allTextContents();
const find = (p: Page, q: string) => p.getByRole("searchbox", { name: /Find my table|自分の卓を探す/ }).fill(q);

describe("find my table", () => {
  it("finds Øvergaard by overgaard, Hana Sato by sato hana, 山田 by やまだ, and says when nobody matches", async () => {
    const e = await event("Find Night", true);
    const ctx = await suite.context();
    const w = await watchedPage(ctx);
    const p = w.page;
    await p.goto(`/e/${e.id}`);
    await find(p, "overgaard");
    await expect.poll(() => found(p).then((x) => x.some((n) => n.startsWith("Lars Øvergaard")))).toBe(true);
    await shot(p, "880-find-overgaard");
    await find(p, "sato hana");
    await expect.poll(() => found(p).then((x) => x.some((n) => n.startsWith("Hana Sato")))).toBe(true);
    expect(await p.getByTestId("find-none").count()).toBe(0);
    await shot(p, "881-find-sato-hana");
    await find(p, "やまだ");
    await expect.poll(() => found(p).then((x) => x.some((n) => n.startsWith("山田 花子")))).toBe(true);
    await shot(p, "882-find-reading");
    await find(p, "xyz");
    await expect.poll(() => p.getByTestId("find-none").textContent()).toBe("No player matches “xyz”.");
    expect(await p.locator(".pairing.mine").count()).toBe(0);
    await shot(p, "883-find-no-match");
    await ctx.close();

    const ja = await suite.context({ locale: "ja-JP" });
    const j = await watchedPage(ja);
    await j.page.goto(`/e/${e.id}`);
    await find(j.page, "ヤマダ");
    await expect.poll(() => found(j.page).then((x) => x.some((n) => n.startsWith("山田 花子")))).toBe(true);
    await find(j.page, "すずき");
    await expect.poll(() => j.page.getByTestId("find-none").textContent()).toBe("「すずき」に一致する参加者はいません。");
    await shot(j.page, "884-find-no-match-ja");
    await ja.close();
    expect(w.errors).toEqual([]);
    expect(j.errors).toEqual([]);
  });

  it("the player list is sorted by reading where there is one, and searched the same way", async () => {
    const e = await event("List Night", false);
    const ja = await suite.context({ locale: "ja-JP" });
    const w = await watchedPage(ja);
    const p = w.page;
    await p.goto(`/e/${e.id}`);
    const list = p.getByTestId("player-list");
    const rows = () => list.locator("ul.names li a").allTextContents();
    // あべ, うえだ, やまだ by reading; the Latin names without one by name, before the kana.
    await expect.poll(rows).toEqual(["Ann Lee", "Ben Ito", "Cara Diaz", "Hana Sato", "Lars Øvergaard", "阿部 真", "Zoe Ueda", "山田 花子"]);
    await shot(p, "885-player-list-by-reading");
    await list.getByRole("searchbox").fill("hana sato");
    await expect.poll(rows).toEqual(["Hana Sato"]);
    await list.getByRole("searchbox").fill("まこと");
    await expect.poll(rows).toEqual(["阿部 真"]);
    await list.getByRole("searchbox").fill("qqq");
    await expect.poll(() => list.locator(".notice").textContent()).toBe("「qqq」に一致する参加者はいません。");
    await ja.close();
    expect(w.errors).toEqual([]);
  });
});
