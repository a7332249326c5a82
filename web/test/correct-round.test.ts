// Correcting an earlier round from the console on a 390x844 phone: the Round tab's rounds picker, the table's new result, a confirmation that says
// what changes (points and places, later rounds kept) before anything is sent,
// then the logged correction and the standings following it.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let ja: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("correct-organizer");
  ja = await suite.sameAccount(org, { locale: "ja-JP" });
});

type Pair = { table: number; players: string[] };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m) => m.table !== undefined) as Pair[];
const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;
type Row = { player: string; points: number; place: number };
const standingsOf = async (id: string) => ((await manage(org.request, id)) as unknown as { standings: Row[] }).standings;

describe("correcting an earlier round", () => {
  it("picks the round and table, says what will change, and the standings follow without re-pairing", async () => {
    let e = await createEvent(
      org.request,
      { name: "Correction Night", gameFormat: "Modern", rules: "club", options: { rounds: 3, draws: "allowed" } },
      ["Ann", "Ben", "Chiara", "Dev"],
      1,
    );
    for (const m of tablesOf(e, 1)) await putResult(org.request, e.id, 1, m.table, { games: [2, 0, 0] });
    expect((await org.request.post(`/api/events/${e.id}/rounds`, { data: { commandId: `cr-r2-${Date.now()}`, round: 2 } })).status()).toBe(200);
    e = await manage(org.request, e.id);
    for (const m of tablesOf(e, 2)) await putResult(org.request, e.id, 2, m.table, { games: [2, 0, 0] });
    const round2 = JSON.stringify((await manage(org.request, e.id)).rounds[1]!.matches.map((m) => m.players));
    const t1 = tablesOf(e, 1)[0]!;
    const [winner, loser] = t1.players as [string, string];
    const before = await standingsOf(e.id);
    const pts = (rows: Row[], id: string) => rows.find((r) => r.player === id)!.points;

    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=round`);
    const box = p.getByTestId("correct-round");
    // Round 2 is the current one: its view has no correction; the closed round 1's has.
    const picker = p.getByRole("navigation", { name: "Rounds" });
    await expect.poll(() => picker.getByRole("button").allTextContents()).toEqual(["Round 1", "Round 2"]);
    expect(await box.count()).toBe(0);
    await picker.getByRole("button", { name: "Round 1" }).click();
    await expect.poll(() => box.locator("h3").textContent()).toBe("Correct a result of Round 1");
    const row = box.locator(`li.correct-entry[data-correct-table="${t1.table}"]`);
    await expect.poll(() => row.locator(".tag").textContent()).toBe(`${nameOf(e, winner)} won 2–0`);
    await row.getByRole("button", { name: "Change" }).click();
    await row.getByRole("button", { name: `${nameOf(e, loser)} 2–0`, exact: true }).click();

    // Nothing is sent before the confirmation, which says what changes.
    const dialog = p.getByRole("dialog");
    await expect
      .poll(() => dialog.locator("#confirm-text").textContent())
      .toBe(
        `Round 1, table ${t1.table}: ${nameOf(e, winner)} won 2–0 → ${nameOf(e, loser)} won 2–0. Later rounds keep their pairings (Round 2): a correction does not re-pair.`,
      );
    const lines = await dialog.getByTestId("confirm-list").locator("li").allTextContents();
    expect(lines.find((l) => l.startsWith(`${nameOf(e, winner)}:`))).toMatch(
      new RegExp(`^${nameOf(e, winner)}: ${pts(before, winner)} → ${pts(before, winner) - 3} points, place \\d → \\d$`),
    );
    expect(lines.find((l) => l.startsWith(`${nameOf(e, loser)}:`))).toMatch(
      new RegExp(`^${nameOf(e, loser)}: ${pts(before, loser)} → ${pts(before, loser) + 3} points`),
    );
    expect((await manage(org.request, e.id)).rounds[0]!.matches.find((m) => m.table === t1.table)!.result).toEqual({ games: [2, 0, 0] });
    await shot(p, "200-console-correct-confirm");
    await dialog.getByRole("button", { name: "Correct Round 1", exact: true }).click();
    await expect
      .poll(() =>
        p
          .getByRole("status")
          .filter({ hasText: `Round 1, table ${t1.table} corrected: ${nameOf(e, loser)} won 2–0. The standings follow.` })
          .count(),
      )
      .toBe(1);

    const after = await manage(org.request, e.id);
    expect(after.rounds[0]!.matches.find((m) => m.table === t1.table)!.result).toEqual({ games: [0, 2, 0] });
    // Round 2 keeps its pairings; the standings follow.
    expect(JSON.stringify(after.rounds[1]!.matches.map((m) => m.players))).toBe(round2);
    const now = await standingsOf(e.id);
    expect(pts(now, winner)).toBe(pts(before, winner) - 3);
    expect(pts(now, loser)).toBe(pts(before, loser) + 3);
    await expect.poll(() => row.locator(".tag").textContent()).toBe(`${nameOf(e, loser)} won 2–0`);
    await shot(p, "201-console-corrected");
    expect(w.errors).toEqual([]);

    // Japanese: the same box, in Japanese.
    const j = await watchedPage(ja);
    await j.page.goto(`/manage/${e.id}?tab=round`);
    const jbox = j.page.getByTestId("correct-round");
    await j.page.getByRole("navigation", { name: "ラウンド" }).getByRole("button", { name: "第1回戦" }).click();
    await expect.poll(() => jbox.locator("h3").textContent()).toBe("第1回戦の結果を訂正");
    await jbox.locator(`li.correct-entry[data-correct-table="${t1.table}"]`).getByRole("button", { name: "変更" }).click();
    await jbox
      .locator(`li.correct-entry[data-correct-table="${t1.table}"]`)
      .getByRole("button", { name: `${nameOf(e, winner)} 2–0`, exact: true })
      .click();
    await expect.poll(() => j.page.getByRole("dialog").locator("#confirm-text").textContent()).toContain("後のラウンド（第2回戦）の組み合わせはそのままです");
    await shot(j.page, "202-console-correct-confirm-ja");
    await j.page.getByRole("dialog").getByRole("button", { name: "第1回戦を訂正" }).click();
    await expect.poll(async () => (await manage(org.request, e.id)).rounds[0]!.matches.find((m) => m.table === t1.table)!.result).toEqual({ games: [2, 0, 0] });
    expect(j.errors).toEqual([]);
  });
});
