// Correcting an earlier round as an organizer and a player meet it, on a
// 390x844 phone: the correction is reached from that round's own view in the
// console (the Round tab's rounds picker, no scrolling past the open tables),
// the affected players' pages say their result was corrected and what it was
// (live, without a reload), and the later rounds' "Why this pairing" says an
// earlier result changed after they were paired (console and event page; en, ja).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { shot, shownBox, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, tablesOf, write, type Fixture } from "./api.ts";
import { bilingualPeople, browserSuite } from "./suite.ts";
import { visibleEnglish } from "./visible-english.ts";

const suite = browserSuite();
const people = bilingualPeople(suite, "corrections-organizer");

const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;

/** Four players, three rounds paired; every table of rounds 1 and 2 won 2–0 by its first seat. */
async function atRound3(name: string): Promise<Fixture> {
  let e = await createEvent(people.org.request, { name, gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, ["Ann", "Ben", "Chiara", "Farid"], 1);
  for (const r of [1, 2]) {
    for (const m of tablesOf(e, r)) await putResult(people.org.request, e.id, r, m.table, { games: [2, 0, 0] });
    await write(people.org.request, e.id, "start-round", { round: r + 1 });
    e = await manage(people.org.request, e.id);
  }
  return e;
}

/** English words on a Japanese screen, less the event's and players' names. */
const english = async (p: Page) => (await visibleEnglish(p)).filter((w) => !["Correction", "Walk", "Ann", "Ben", "Chiara", "Farid"].includes(w));

/** The console's Round tab showing `title` from its rounds picker. */
async function pickRound(p: Page, picker: string, title: string) {
  await p.getByRole("navigation", { name: picker }).getByRole("button", { name: title, exact: true }).click();
  await expect.poll(() => p.locator("#round-h").textContent()).toBe(title);
}

describe("a correction of an earlier round", () => {
  it("is made from that round's own view, and the players' pages and the later rounds' notes say so", async () => {
    const e = await atRound3("Correction Walk");
    const t1 = tablesOf(e, 1)[0]!;
    const [winner, loser] = t1.players as [string, string];
    const [w, l] = [nameOf(e, winner), nameOf(e, loser)];

    // The player who lost table 1 has their page open: it follows the correction live.
    const pl = await watchedPage(people.visitor);
    await pl.page.goto(`/e/${e.id}/p/${loser}`);
    const r1 = pl.page.locator("ol.matches > li").filter({ hasText: "Round 1" });
    await expect.poll(() => r1.locator("p.result").textContent()).toBe("Lost 0–2");
    expect(await r1.getByTestId("corrected").count()).toBe(0);

    const o = await watchedPage(people.org);
    const p = o.page;
    expect(p.viewportSize()).toEqual({ width: 390, height: 844 });
    await p.goto(`/manage/${e.id}?tab=round`);
    await expect.poll(() => p.locator("#round-h").textContent()).toBe("Round 3");
    // The rounds picker names every round, the current one pressed.
    const picker = p.getByRole("navigation", { name: "Rounds" });
    await expect.poll(() => picker.getByRole("button").allTextContents()).toEqual(["Round 1", "Round 2", "Round 3"]);
    expect(await picker.getByRole("button", { name: "Round 3" }).getAttribute("aria-pressed")).toBe("true");
    await pickRound(p, "Rounds", "Round 1");
    const box = p.getByTestId("correct-round");
    await expect.poll(() => box.locator("h3").textContent()).toBe("Correct a result of Round 1");
    const row = box.locator(`li.correct-entry[data-correct-table="${t1.table}"]`);
    await expect.poll(() => row.locator(".tag").textContent()).toBe(`${w} won 2–0`);
    // Reachable where the round is shown: the table's Change is on the first screen, nothing scrolled.
    const change = row.getByRole("button", { name: "Change" });
    expect(await p.evaluate(() => window.scrollY)).toBe(0);
    const at = await shownBox(change);
    expect(at.y + at.height).toBeLessThanOrEqual(844);
    await shot(p, "corrections-1-round-1-view");
    await change.click();
    await row.getByRole("button", { name: `${l} 2–0`, exact: true }).click();
    const dialog = p.getByRole("dialog");
    await expect.poll(() => dialog.locator("#confirm-text").textContent()).toContain(`${w} won 2–0 → ${l} won 2–0`);
    await dialog.getByRole("button", { name: "Correct Round 1", exact: true }).click();
    await expect
      .poll(() =>
        p
          .getByRole("status")
          .filter({ hasText: `Round 1, table ${t1.table} corrected: ${l} won 2–0. The standings follow.` })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => row.locator(".tag").textContent()).toBe(`${l} won 2–0`);
    await shot(p, "corrections-2-corrected");

    // Round 3 was paired from the earlier result: its notes say so, naming the table.
    await pickRound(p, "Rounds", "Round 3");
    const notes = p.getByTestId("round-notes");
    await expect.poll(() => notes.locator('li[data-kind="corrected"] strong').textContent()).toBe("Result corrected after this pairing");
    expect(await notes.locator('li[data-kind="corrected"]').textContent()).toContain(`Round 1, table ${t1.table}`);
    await shot(p, "corrections-3-round-3-notes");
    expect(o.errors).toEqual([]);

    // The player's page, without a reload: the result as it is now, and what it was.
    await expect.poll(() => r1.locator("p.result").textContent()).toBe("Won 2–0");
    await expect.poll(() => r1.getByTestId("corrected").textContent()).toBe("Round 1 result corrected: Won 2–0 (was: Lost 0–2)");
    await shot(pl.page, "corrections-4-player-page");
    expect(pl.errors).toEqual([]);
    // ...and the other player of the table.
    const pw = await watchedPage(people.visitor);
    await pw.page.goto(`/e/${e.id}/p/${winner}`);
    await expect
      .poll(() => pw.page.locator("ol.matches > li").filter({ hasText: "Round 1" }).getByTestId("corrected").textContent())
      .toBe("Round 1 result corrected: Lost 0–2 (was: Won 2–0)");
    // A player of the other table reads no correction.
    const other = tablesOf(e, 1)[1]!.players[0]!;
    await pw.page.goto(`/e/${e.id}/p/${other}`);
    await expect.poll(() => pw.page.locator("ol.matches > li").count()).toBe(3);
    expect(await pw.page.getByTestId("corrected").count()).toBe(0);

    // The event page: round 3's "Why this pairing" (and round 2's) mention it; round 1's does not.
    await pw.page.goto(`/e/${e.id}`);
    const pub = pw.page.locator("#pairings details").filter({ hasText: "Why this pairing" });
    await pub.locator("summary").click();
    await expect.poll(() => pub.locator('li[data-kind="corrected"]').textContent()).toContain(`Round 1, table ${t1.table}`);
    await shot(pw.page, "corrections-5-event-page-notes");
    await pw.page.getByLabel("Show round").selectOption({ label: "Round 1" });
    await expect.poll(() => pw.page.locator("#pairings-h").textContent()).toBe("Round 1");
    expect(await pw.page.locator('#pairings li[data-kind="corrected"]').count()).toBe(0);
    expect(pw.errors).toEqual([]);

    // Japanese: the player's page and the console's round view.
    const pj = await watchedPage(people.visitorJa);
    await pj.page.goto(`/e/${e.id}/p/${loser}`);
    await expect
      .poll(() => pj.page.locator("ol.matches > li").filter({ hasText: "第1回戦" }).getByTestId("corrected").textContent())
      .toBe("第1回戦の結果が訂正されました：勝ち 2–0（訂正前：負け 0–2）");
    await expect.poll(() => english(pj.page)).toEqual([]);
    await shot(pj.page, "corrections-6-player-page-ja");
    expect(pj.errors).toEqual([]);
    const oj = await watchedPage(people.orgJa);
    await oj.page.goto(`/manage/${e.id}?tab=round`);
    await expect.poll(() => oj.page.locator("#round-h").textContent()).toBe("第3回戦");
    await expect.poll(() => oj.page.getByTestId("round-notes").locator('li[data-kind="corrected"] strong').textContent()).toBe("組み合わせ後に結果を訂正");
    await expect.poll(() => english(oj.page)).toEqual([]);
    await pickRound(oj.page, "ラウンド", "第1回戦");
    await expect.poll(() => oj.page.getByTestId("correct-round").locator("h3").textContent()).toBe("第1回戦の結果を訂正");
    await expect.poll(() => english(oj.page)).toEqual([]);
    await shot(oj.page, "corrections-7-round-1-view-ja");
    expect(oj.errors).toEqual([]);
  });
});
