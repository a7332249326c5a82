// The organizer's round loop on a 390x844 phone: score buttons that
// name the winner, the confirmation naming the winner, undo of the last
// result, the next step offered in place once the last result is in, the
// Standings tab (provisional, drops, the cut line) and the start-playoffs
// confirmation listing who made the cut, seeded.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("loop-organizer");
});

const tab = (p: Page, name: RegExp) => p.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();
type Pair = { table: number; players: string[] };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m) => m.table !== undefined) as Pair[];
const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;

describe("the round loop in the console", () => {
  it("scores name the winner, the last result can be undone, and the next round is offered where the last result went in", async () => {
    const e = await createEvent(
      org.request,
      { name: "Loop Night", gameFormat: "Modern", rules: "club", options: { rounds: 2, cut: 4, draws: "allowed" } },
      ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen"],
      1,
    );
    const w = await watchedPage(org);
    const p = w.page;
    // The undo's few seconds pass on the page's clock, moved by the test.
    await p.clock.install();
    await p.goto(`/manage/${e.id}?tab=results`);
    const [t1, ...rest] = tablesOf(e, 1);
    const [a, b] = t1!.players.map((id) => nameOf(e, id)) as [string, string];
    const entry = p.locator(`li.entry[data-table="${t1!.table}"]`);
    // Best of three: each button names its winner with the score from the winner's side.
    await expect
      .poll(() => entry.locator(".scores").first().getByRole("button").allTextContents())
      .toEqual([`${a} 2–0`, `${a} 2–1`, `${b} 2–1`, `${b} 2–0`, "Draw 1–1"]);
    await shot(p, "150-console-winner-buttons");
    await entry.getByRole("button", { name: `${b} 2–1`, exact: true }).click();
    await expect
      .poll(() =>
        p
          .getByRole("status")
          .filter({ hasText: `Table ${t1!.table}: ${b} won 2–1` })
          .count(),
      )
      .toBe(1);
    expect((await manage(org.request, e.id)).rounds[0]!.matches.find((m) => m.table === t1!.table)!.result).toEqual({ games: [1, 2, 0] });
    // A wrong tap: undo within a few seconds opens the table again.
    await shot(p, "151-console-undo");
    await p.getByRole("button", { name: `Undo table ${t1!.table}` }).click();
    await expect
      .poll(() =>
        p
          .getByRole("status")
          .filter({ hasText: `Table ${t1!.table} is open again.` })
          .count(),
      )
      .toBe(1);
    expect((await manage(org.request, e.id)).rounds[0]!.matches.find((m) => m.table === t1!.table)!.result).toBeUndefined();
    expect(await p.getByRole("button", { name: /^Undo table/ }).count()).toBe(0);
    // The undo button goes away by itself after a few seconds.
    await entry.getByRole("button", { name: `${a} 2–0`, exact: true }).click();
    await expect.poll(() => p.getByRole("button", { name: `Undo table ${t1!.table}` }).count()).toBe(1);
    await p.clock.runFor(10_500);
    await expect.poll(() => p.getByRole("button", { name: /^Undo table/ }).count()).toBe(0);

    for (const m of rest) await putResult(org.request, e.id, 1, m.table, { games: [2, 0, 0] });
    const allIn = p.getByTestId("all-in");
    await expect.poll(() => allIn.locator("h3").textContent()).toBe("All results of Round 1 are in.");
    await shot(p, "152-console-all-in");
    await allIn.getByRole("button", { name: "Pair round 2" }).click();
    await expect.poll(async () => (await manage(org.request, e.id)).rounds.length).toBe(2);
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Round 2 is paired." }).count()).toBe(1);
    expect(w.errors).toEqual([]);
  });

  it("the Standings tab shows provisional standings with drops and the cut line; starting the playoffs lists the cut, seeded", async () => {
    let e = await createEvent(
      org.request,
      { name: "Cut Night", gameFormat: "Modern", rules: "club", options: { rounds: 2, cut: 4 } },
      ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen"],
      1,
    );
    for (const m of tablesOf(e, 1)) await putResult(org.request, e.id, 1, m.table, { games: [2, 1, 0] });
    const r2 = await org.request.post(`/api/events/${e.id}/rounds`, { data: { commandId: `loop-r2-${Date.now()}`, round: 2 } });
    expect(r2.status()).toBe(200);
    e = await manage(org.request, e.id);
    // Nothing of round 2 in yet: the staff view says the provisional standings are the standings, not the rows twice.
    expect((e as unknown as { provisional: unknown }).provisional).toBe("as-standings");
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}`);
    await tab(p, /^Standings/);
    await expect.poll(() => p.getByTestId("provisional").textContent()).toBe("Provisional: round 2 is being played; the results entered so far count.");
    const rows = p.locator("table.standings tbody tr");
    await expect.poll(() => rows.count()).toBe(6);
    await expect.poll(() => rows.first().locator("td.num").first().textContent()).toBe("3");
    const [first, ...others] = tablesOf(e, 2);
    await putResult(org.request, e.id, 2, first!.table, { games: [2, 0, 0] });
    const loser = first!.players[1]!;
    const drop = await org.request.post(`/api/events/${e.id}/players/${loser}/drop`, { data: { commandId: `loop-drop-${Date.now()}` } });
    expect(drop.status()).toBe(200);
    // Provisional, live: the round-2 winner already has 6 points.
    await expect.poll(() => rows.first().locator("th.name").textContent()).toBe(nameOf(e, first!.players[0]!));
    await expect.poll(() => rows.first().locator("td.num").first().textContent()).toBe("6");
    expect(await p.getByTestId("provisional").textContent()).toBe("Provisional: round 2 is being played; the results entered so far count.");
    await expect.poll(() => rows.filter({ hasText: `${nameOf(e, loser)} (dropped)` }).count()).toBe(1);
    expect(await p.locator("table.standings tr.in-cut").count()).toBe(4);
    expect(await p.locator("table.standings tr.cut-last").count()).toBe(1);
    expect(await p.locator("table.standings tr.dropped.in-cut").count()).toBe(0);
    await shot(p, "153-console-standings-provisional");

    for (const m of others) await putResult(org.request, e.id, 2, m.table, { games: [2, 0, 0] });
    await tab(p, /^Results/);
    const allIn = p.getByTestId("all-in");
    await allIn.getByRole("button", { name: /^Start playoffs/ }).click();
    const dialog = p.getByRole("dialog");
    const expected = ((await manage(org.request, e.id)) as unknown as { cutPreview: string[] }).cutPreview;
    expect(expected).toHaveLength(4);
    expect(expected).not.toContain(loser);
    await expect
      .poll(() => dialog.getByTestId("confirm-list").locator("li").allTextContents())
      .toEqual(expected.map((id, i) => `Seed ${i + 1}: ${nameOf(e, id)}`));
    await shot(p, "154-console-confirm-cut");
    await dialog.getByRole("button", { name: "Start playoffs", exact: true }).click();
    await expect.poll(async () => (await manage(org.request, e.id)).rounds.length).toBe(3);
    const seeds = (await manage(org.request, e.id)).rounds[2] as unknown as { seeds: string[] };
    expect(seeds.seeds).toEqual(expected);
    expect(w.errors).toEqual([]);
  });

  it("in Japanese: the Standings tab, the winner buttons and the next step", async () => {
    const ja = await suite.organizer("loop-organizer-ja", { locale: "ja-JP" });
    const e = await createEvent(
      ja.request,
      { name: "ループ", gameFormat: "Modern", rules: "club", options: { rounds: 2 } },
      ["佐藤", "鈴木", "高橋", "田中"],
      1,
    );
    const [t1, t2] = tablesOf(e, 1);
    await putResult(ja.request, e.id, 1, t1!.table, { games: [2, 0, 0] });
    const w = await watchedPage(ja);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=standings`);
    await expect.poll(() => p.getByTestId("provisional").textContent()).toBe("暫定: 第1回戦は対戦中です。入力済みの結果を含みます。");
    await p.goto(`/manage/${e.id}?tab=results`);
    const winner = nameOf(e, t2!.players[1]!);
    await p
      .locator(`li.entry[data-table="${t2!.table}"]`)
      .getByRole("button", { name: `${winner} 2–1`, exact: true })
      .click();
    await expect
      .poll(() =>
        p
          .getByRole("status")
          .filter({ hasText: `${winner}の2–1勝ち` })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => p.getByTestId("all-in").locator("h3").textContent()).toBe("第1回戦の結果がすべて入力されました。");
    expect(await p.getByTestId("all-in").getByRole("button", { name: "第2回戦の組み合わせを作る" }).count()).toBe(1);
    await shot(p, "155-console-all-in-ja");
    expect(w.errors).toEqual([]);
    await ja.close();
  });
});
