// No English in the Japanese UI, on a 390x844 phone in a Japanese browser: a refusal that
// is not refused input reads in Japanese from its name and fields (a player's
// code for another table), a deck list's legality flag at the lists desk
// reads in Japanese from its fields, not in the engine's English, and the
// new-event picker names the known games and formats in Japanese. A change
// waiting on the phone that the engine refuses there reads in Japanese too.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, write, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { visibleEnglish } from "./visible-english.ts";

const suite = browserSuite();
let org: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("japanese-refusals", { locale: "ja-JP" });
  visitor = await suite.context({ locale: "ja-JP" });
});

let n = 0;
async function send(method: "post" | "put", path: string, data: Record<string, unknown>) {
  const res = await org.request[method](`/api/events/${path}`, { data: { commandId: `jaref-${Date.now()}-${++n}`, ...data } });
  if (res.status() >= 300) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
}
type Table = { table: number; players: string[] };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m): m is Table => typeof m.table === "number");

describe("refusals and flags in Japanese, 390x844", () => {
  it("a player's code for another table is refused in Japanese, naming the table and the round", async () => {
    const e = await createEvent(
      org.request,
      { name: "金曜モダン", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["佐藤 一郎", "鈴木 花子", "高橋 健", "田中 美咲"],
      1,
    );
    const [first, second] = tablesOf(e, 1) as [Table, Table];
    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}/p/${first.players[0]}`);
    // The code of a player at the other table: a real code, refused for this table.
    await page.locator("input.code").fill(e.codes[second.players[0]!]!);
    await page.locator(".scores button").first().click();
    // Answered as any wrong code at this table (401): a guess at one table tells nothing about another's codes.
    const alert = page.locator('.report [role="alert"][data-code="wrong_code"]');
    await expect.poll(() => alert.locator(".error-text").textContent()).toBe(`このコードは第1回戦の${first.table}卓のプレイヤーのものではありません。`);
    await shot(page, "i21-ja-refusal-not-your-table");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    // The refused request is the one failure the browser logs, on purpose.
    expect(errors.filter((x) => !/status of 401/.test(x))).toEqual([]);
  });

  it("a change waiting on this phone that the engine refuses here is named in Japanese from its refusal", async () => {
    // A phone of its own: the drop it keeps in its outbox is sent (and refused) by any later page of the same browser.
    const phone = await suite.organizer("japanese-refusals-phone", { locale: "ja-JP" });
    const e = await createEvent(
      phone.request,
      { name: "土曜パイオニア", gameFormat: "Pioneer", rules: "club", options: { rounds: 3 } },
      ["佐藤 一郎", "鈴木 花子", "高橋 健", "田中 美咲"],
      1,
    );
    const sato = e.players.find((x) => x.name === "佐藤 一郎")!.id;
    const { page, errors } = await watchedPage(phone);
    // The page's clock is the test's: the send's retries (15 s of waits, lib/net/api.ts) pass at once.
    await page.clock.install();
    await page.goto(`/manage/${e.id}?tab=players`, { timeout: 60_000 });
    // The venue Wi-Fi loses the drop on its way: once the retries give out it waits in the outbox, shown on the phone.
    await page.route("**/api/events/*/players/*/drop", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "佐藤 一郎 をドロップ" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "ドロップ", exact: true }).click();
    const note = page.getByTestId("local-note");
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          // Not a waiting read: the clock moves only between polls.
          return (await note.count()) ? note.textContent() : null;
        },
        { timeout: 60_000 },
      )
      .toBe("この端末での未送信の変更1件を反映して表示しています。");
    // Another staff phone drops him meanwhile: the phone keeps the server's new state and cannot apply its own drop on it.
    await write(phone.request, e.id, "drop-player", { playerId: sato });
    await expect
      .poll(() => note.textContent(), { timeout: 30_000 })
      .toBe(
        " 未送信の変更の一つをこの端末では反映できません（佐藤 一郎さんは第1回戦の後にすでにドロップしています。）。その変更と以降の変更は、サーバーに届いてから表示されます。",
      );
    await shot(page, "i21-ja-local-stopped");
    await expect.poll(() => visibleEnglish(page)).toEqual([]);
    // The aborted sends are the failures the browser logs, on purpose.
    expect(errors.filter((x) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(x))).toEqual([]);
  });

  it("a list's legality flag reads in Japanese at the lists desk", async () => {
    const e = await createEvent(org.request, { name: "ドリームブレード構築", gameFormat: "Dreamblade Constructed", rules: "dreamblade", date: "2006-11-09" }, [
      "佐藤 一郎",
      "鈴木 花子",
      "高橋 健",
      "田中 美咲",
    ]);
    await send("put", `${e.id}/event-day`, { listPolicy: { mode: "all-players", deadline: Date.now() + 3_600_000 }, listKind: "constructed" });
    const player = e.players[0]!.id;
    // Baxar's War is Constructed-legal from 2006-11-10, the day after the event.
    await send("post", `${e.id}/lists`, { code: e.codes[player], kind: "warband", main: [{ name: "Wasteland Trooper", set: "Baxar's War", count: 2 }] });
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}/lists`, { timeout: 60_000 });
    const flag = page.locator(".list-card .flag").first();
    await expect.poll(() => flag.textContent()).toBe("⚑ 「Wasteland Trooper」（Baxar's War）が構築で使えるのは2006-11-10からです（2006-11-09は使えません）。");
    await flag.scrollIntoViewIfNeeded();
    await shot(page, "i21-ja-legality-flag");
    // The card's and the set's names are names, not English.
    await expect.poll(async () => (await visibleEnglish(page)).filter((w) => !["Wasteland", "Trooper", "Baxar", "War"].includes(w))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the new-event picker names known games and formats in Japanese, keeping the one key", async () => {
    const { page, errors } = await watchedPage(org);
    await page.goto("/manage/new", { timeout: 60_000 });
    const picker = page.getByLabel("ゲームとフォーマット");
    const magic = picker.locator('optgroup[label="マジック：ザ・ギャザリング"]');
    await expect.poll(() => magic.locator("option").allTextContents()).toContain("マジック：モダン");
    expect(await magic.locator('option[value="Magic: Modern"]').textContent()).toBe("マジック：モダン");
    await shot(page, "i21-ja-format-picker");
    expect(errors).toEqual([]);
  });
});
