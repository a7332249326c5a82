// What players read on the public pages: records with byes, the
// points each player brought into the round shown, standings after the last
// complete round while one is played, the fixed name column on a phone, the
// round kept in the address, and "find my table" that forgives accents,
// case and punctuation.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, write, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const NAMES = ["Ann Lee", "O'Brien, Jack", "José Álvarez", "Dana Kim", "Eve Moss"];

const suite = browserSuite();
let org: BrowserContext;
let phone: BrowserContext;
let ja: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("reading-organizer");
  phone = await suite.context();
  ja = await suite.context({ locale: "ja-JP" });
});

type Pair = { table: number; players: string[] };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m) => m.table !== undefined) as Pair[];
const byeOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.find((m) => m.table === undefined)?.players[0];
const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;

/** Round 1 complete (first-named players win 2-0), round 2 paired, the round-1 bye's holder losing in round 2 once `lose` is called. */
async function eventInRound2(name: string): Promise<{ e: Fixture; byeHolder: string }> {
  let e = await createEvent(org.request, { name, gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, NAMES, 1);
  for (const m of tablesOf(e, 1)) await putResult(org.request, e.id, 1, m.table, { games: [2, 0, 0] });
  const started = await org.request.post(`/api/events/${e.id}/rounds`, { data: { commandId: `${name}-r2-${Date.now()}`, round: 2 } });
  expect(started.status()).toBe(200);
  e = await manage(org.request, e.id);
  return { e, byeHolder: byeOf(e, 1)! };
}

const rowOf = (page: Page, name: string) => page.locator("table.standings tbody tr").filter({ hasText: name });

describe("the event page on a phone", () => {
  it("standings during a round are those after the last complete round, labelled; a bye counts in the record", async () => {
    const { e, byeHolder } = await eventInRound2("Reading Standings");
    const holder = nameOf(e, byeHolder);
    // The bye's holder loses their round-2 match: live they would be 1-1 on 3 points already.
    const m = tablesOf(e, 2).find((x) => x.players.includes(byeHolder))!;
    await putResult(org.request, e.id, 2, m.table, m.players[0] === byeHolder ? { games: [0, 2, 0] } : { games: [2, 0, 0] });
    const winner = nameOf(e, m.players.find((p) => p !== byeHolder)!);
    const w = await watchedPage(phone);
    await w.page.goto(`/e/${e.id}`);
    await expect.poll(() => w.page.getByTestId("standings-when").textContent()).toBe("After round 1 (round 2 in play).");
    // After round 1: the bye is 1-0-0 and the round-2 winner still has round 1's points only.
    await expect.poll(() => rowOf(w.page, holder).locator("td.num").nth(1).textContent()).toBe("1-0-0");
    const winnerPoints = Number(await rowOf(w.page, winner).locator("td.num").first().textContent());
    expect(winnerPoints).toBeLessThanOrEqual(3);
    await shot(w.page, "140-standings-after-round");
    // The rest of round 2 comes in: now the standings follow round 2 and the bye-and-loss record reads 1-1-0.
    for (const x of tablesOf(e, 2)) if (x.table !== m.table) await putResult(org.request, e.id, 2, x.table, { games: [2, 0, 0] });
    await expect.poll(() => w.page.getByTestId("standings-when").textContent()).toBe("After round 2.");
    await expect.poll(() => rowOf(w.page, holder).locator("td.num").nth(1).textContent()).toBe("1-1-0");
    expect(w.errors).toEqual([]);
  });

  it("points beside names are those brought into the round shown, the round is kept in the address, find my table forgives accents and punctuation", async () => {
    const { e } = await eventInRound2("Reading Rounds");
    const w = await watchedPage(phone);
    await w.page.goto(`/e/${e.id}`);
    const pts = async () => (await w.page.locator(".pairings .pts").allTextContents()).map((s) => s.trim());
    // Round 2: the two round-1 winners and the bye brought 3 points, the two losers 0.
    await expect.poll(async () => (await pts()).sort()).toEqual(["0 pts", "0 pts", "3 pts", "3 pts", "3 pts"]);
    await w.page.getByLabel("Show round").selectOption("1");
    await expect.poll(() => w.page.locator("#pairings-h").textContent()).toBe("Round 1");
    expect(new URL(w.page.url()).searchParams.get("round")).toBe("1");
    await expect.poll(async () => new Set(await pts())).toEqual(new Set(["0 pts"]));
    // A shared link opens that round.
    const other = await watchedPage(phone);
    await other.page.goto(`/e/${e.id}?round=1`);
    await expect.poll(() => other.page.locator("#pairings-h").textContent()).toBe("Round 1");
    // Back to the current round: the plain address follows the event again.
    await w.page.getByLabel("Show round").selectOption("2");
    await expect.poll(() => new URL(w.page.url()).searchParams.get("round")).toBeNull();

    const find = w.page.getByLabel("Find my table");
    await find.fill("obrien");
    await expect.poll(() => w.page.locator(".pairing.mine").first().textContent()).toContain("O'Brien, Jack");
    await find.fill("JOSE");
    await expect.poll(() => w.page.locator(".pairing.mine").first().textContent()).toContain("José Álvarez");
    await shot(w.page, "141-find-my-table");
    await find.fill("");
    expect([...w.errors, ...other.errors]).toEqual([]);
  });

  it("keeps the rank and name in place while the tiebreaker columns scroll, with a cue while more columns are out of sight (Japanese)", async () => {
    const { e } = await eventInRound2("Reading Scroll");
    for (const m of tablesOf(e, 2)) await putResult(org.request, e.id, 2, m.table, { games: [2, 1, 0] });
    const w = await watchedPage(ja);
    await w.page.goto(`/e/${e.id}#standings`);
    const box = w.page.locator(".standings-box");
    // Long standings below the fold skip layout until scrolled to (content-visibility): bring them into view as a reader would.
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => w.page.getByTestId("scroll-cue").isVisible()).toBe(true);
    expect(await w.page.getByTestId("scroll-cue").textContent()).toBe("表を横にスワイプすると他の列が見られます →");
    expect(await w.page.getByTestId("standings-when").textContent()).toBe("第2回戦終了時点。");
    const nameCell = w.page.locator("table.standings tbody th.name").first();
    const before = (await nameCell.boundingBox())!;
    await shot(w.page, "142-standings-scroll-ja");
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => w.page.getByTestId("scroll-cue").count()).toBe(0);
    const after = (await nameCell.boundingBox())!;
    expect(Math.round(after.x)).toBe(Math.round(before.x));
    // The last column came into view beside the fixed name.
    const last = (await w.page.locator("table.standings tbody tr").first().locator("td").last().boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(390);
    expect(last.x).toBeGreaterThan(after.x + after.width - 1);
    await shot(w.page, "143-standings-scrolled-ja");
    expect(w.errors).toEqual([]);
  });
});

describe("the playoffs as players read them", () => {
  it("the bracket shows seeds and 'to be decided' boxes; the player page names playoff rounds and the final placing; every finished name links to a profile (Japanese too)", async () => {
    const eight = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];
    let e = await createEvent(org.request, { name: "Reading Playoffs", gameFormat: "Pauper", rules: "club", options: { rounds: 2, cut: 4 } }, eight, 1);
    for (const m of tablesOf(e, 1)) await putResult(org.request, e.id, 1, m.table, { games: [2, 0, 0] });
    await write(org.request, e.id, "start-round", { round: 2 });
    e = await manage(org.request, e.id);
    for (const m of tablesOf(e, 2)) await putResult(org.request, e.id, 2, m.table, { games: [2, 1, 0] });
    await write(org.request, e.id, "start-playoffs", {});
    e = await manage(org.request, e.id);
    const semis = tablesOf(e, 3);
    expect(semis).toHaveLength(2);
    const w = await watchedPage(phone);
    await w.page.goto(`/e/${e.id}#playoffs`);
    const bracket = w.page.locator(".bracket");
    await expect.poll(() => bracket.locator("h3").allTextContents()).toEqual(["Semifinals", "Final"]);
    // Seeds 1-4 beside the names; the final waits for two winners.
    await expect.poll(async () => (await bracket.locator(".bracket-round").first().locator(".seed").allTextContents()).sort()).toEqual(["1", "2", "3", "4"]);
    await expect
      .poll(() => bracket.getByTestId("tbd").allTextContents())
      .toEqual(["To be decided winner of Semifinals match 1", "To be decided winner of Semifinals match 2"]);
    await shot(w.page, "144-bracket-seeds-tbd");
    // Semifinal 1 decided: its winner moves into the final's box.
    const [s1, s2] = semis;
    await putResult(org.request, e.id, 3, s1!.table, { games: [2, 0, 0] });
    await expect.poll(() => bracket.getByTestId("tbd").count()).toBe(1);
    await expect.poll(() => bracket.locator(".bracket-round").nth(1).textContent()).toContain(nameOf(e, s1!.players[0]!));
    await putResult(org.request, e.id, 3, s2!.table, { games: [0, 2, 0] });
    await write(org.request, e.id, "next-playoff-round", { round: 4 });
    e = await manage(org.request, e.id);
    const final = tablesOf(e, 4)[0]!;
    await putResult(org.request, e.id, 4, final.table, { games: [2, 1, 0] });
    await write(org.request, e.id, "finish", {});

    // The finalist's page: "Final", "Semifinals", "Round 2", and the placing.
    const finalist = final.players[1]!;
    const p = await watchedPage(phone);
    await p.page.goto(`/e/${e.id}/p/${finalist}`);
    await expect.poll(() => p.page.getByTestId("placing").textContent()).toBe("Final placing: 2 of 8");
    await expect.poll(() => p.page.locator("ol.matches li strong").allTextContents()).toEqual(["Final", "Semifinals", "Round 2", "Round 1"]);
    await shot(p.page, "145-player-final-placing");
    // Every name in the finished standings links to a rating profile, including the pasted ones.
    await w.page.goto(`/e/${e.id}#standings`);
    const names = w.page.locator("table.standings tbody th.name");
    await expect.poll(() => names.count()).toBe(8);
    await expect.poll(() => names.locator("a[href^='/players/']").count()).toBe(8);
    const link = names.first().locator("a");
    const who = await link.textContent();
    await link.click();
    await expect.poll(() => w.page.locator("h1").textContent()).toBe(who);
    const j = await watchedPage(ja);
    await j.page.goto(`/e/${e.id}/p/${finalist}`);
    await expect.poll(() => j.page.getByTestId("placing").textContent()).toBe("最終順位: 8人中2位");
    await expect.poll(() => j.page.locator("ol.matches li strong").allTextContents()).toEqual(["決勝", "準決勝", "第2回戦", "第1回戦"]);
    await j.page.goto(`/e/${e.id}#playoffs`);
    await expect.poll(() => j.page.locator(".bracket h3").allTextContents()).toEqual(["準決勝", "決勝"]);
    await shot(j.page, "146-bracket-ja");
    expect([...w.errors, ...p.errors, ...j.errors]).toEqual([]);
  });
});

describe("self-report on a phone", () => {
  it("a wrong-code message clears once the right code is typed; one message after reporting; the reporter replaces their own unconfirmed report (Japanese too)", async () => {
    const e = await createEvent(
      org.request,
      { name: "Reading Report", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Cat", "Dan"],
      1,
    );
    const m = tablesOf(e, 1)[0]!;
    const [a, b] = m.players as [string, string];
    const ann = nameOf(e, a);
    const w = await watchedPage(phone);
    await w.page.goto(`/e/${e.id}/p/${a}`);
    const code = w.page.getByLabel("Your secret code");
    await code.fill("ZZZZZZ");
    await w.page.getByRole("button", { name: "I won 2–1" }).click();
    const error = w.page.locator(".report .error");
    await expect.poll(() => error.count()).toBe(1);
    await shot(w.page, "147-report-wrong-code");
    await code.fill(e.codes[a]!);
    await expect.poll(() => error.count()).toBe(0);
    await w.page.getByRole("button", { name: "I won 2–1" }).click();
    const state = w.page.getByTestId("report-state");
    await expect
      .poll(() => state.textContent())
      .toBe(`You reported 2–1 for ${ann}. It waits for your opponent to confirm it with their code; until then you can change it.`);
    // One message: no second "reported" notice beside it, no confirm for oneself.
    expect(await w.page.locator("article.player p.ok").count()).toBe(0);
    expect(await w.page.getByRole("button", { name: "Confirm the result" }).count()).toBe(0);
    await shot(w.page, "148-report-sent");
    // Change of mind: the report is replaced, still unconfirmed.
    await w.page.getByRole("button", { name: "Change my report" }).click();
    await w.page.getByRole("button", { name: "I won 2–0" }).click();
    await expect.poll(() => state.textContent()).toContain(`You reported 2–0 for ${ann}.`);
    // The opponent (in Japanese) reads the replaced report with their code and confirms it.
    const j = await watchedPage(ja);
    await j.page.goto(`/e/${e.id}/p/${b}`);
    await j.page.locator("input.code").fill(e.codes[b]!);
    await expect.poll(() => j.page.locator(".report .reported").textContent()).toBe(`${ann}さんの報告：${ann}さんの2–0勝ち`);
    await shot(j.page, "149-report-opponent-ja");
    await j.page.getByRole("button", { name: "結果を確認" }).click();
    await expect.poll(async () => (await manage(org.request, e.id)).rounds[0]!.matches.find((x) => x.table === m.table)!.result).toEqual({ games: [2, 0, 0] });
    // Japanese reporter flow: the change button and the one message are Japanese too.
    const m2 = tablesOf(e, 1)[1]!;
    const jr = await watchedPage(ja);
    await jr.page.goto(`/e/${e.id}/p/${m2.players[0]}`);
    await jr.page.locator("input.code").fill(e.codes[m2.players[0]!]!);
    await jr.page.locator(".scores button").first().click();
    await expect.poll(() => jr.page.getByTestId("report-state").textContent()).toMatch(/^あなたは「.+」と報告しました。/);
    expect(await jr.page.getByRole("button", { name: "報告を変更する" }).count()).toBe(1);
    // The wrong code's 401s (the report, and once the player's own floor read) are the failed requests the browser logs, on purpose.
    expect(w.errors.filter((x) => !/status of 401 .*\/(tables\/\d+\/report|players\/[^/]+\/floor)\]$/.test(x))).toEqual([]);
    expect([...j.errors, ...jr.errors]).toEqual([]);
  });
});
