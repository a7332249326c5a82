// A judge's phone on the floor (390 px): a player calls from another phone,
// the judge's console shows the call live on the tab it is on, beeps and
// buzzes once (never again while nothing new comes), "On my way" reaches the
// player's page, "Close" takes the call off; then a deck check of two drawn
// tables, ended with the minutes since the draw plus 2 (and one typed), and
// the tables' extra time on the console's pairings and the venue TV.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { join } from "node:path";
import { ARTIFACTS, shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, send, tablesOf, commandId, write } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let judge: BrowserContext;
let player: BrowserContext;

const NAMES = ["Ann Lee", "Ben Ode", "Cat Ruiz", "Dev Shah", "Eve Tan", "Fox Wu", "Gus Ito", "Hal Kim"];

beforeAll(async () => {
  org = await suite.organizer("floor-organizer");
  judge = await suite.organizer("floor-judge");
  player = await suite.context();
});

/** Counts the alerts the page gives (navigator.vibrate and Web Audio tones) instead of making them. */
async function countAlerts(p: Page) {
  await p.addInitScript(() => {
    const w = window as unknown as { alerts: { buzz: number; beep: number } };
    w.alerts = { buzz: 0, beep: 0 };
    Object.defineProperty(Navigator.prototype, "vibrate", { configurable: true, value: () => (w.alerts.buzz++, true) });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      w.alerts.beep++;
      return start.apply(this, args);
    };
  });
}
/** What the phone's screen shows, as the judge sees it. */
const screen = (p: Page, name: string) => p.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
const alerts = (p: Page) => p.evaluate(() => (window as unknown as { alerts: { buzz: number; beep: number } }).alerts);

describe("a judge's phone", () => {
  it("takes a player's call live, answers and closes it, and ends two deck checks with the table's time given back", async () => {
    const e = await createEvent(org.request, { name: "Floor Open", gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, NAMES, 1);
    const invite = (await send(org.request, "post", `/api/events/${e.id}/invites`, { commandId: commandId(), role: "judge" })) as { token: string };
    expect((await judge.request.post(`/api/invites/${invite.token}/accept`, { data: {} })).status()).toBe(200);
    await write(org.request, e.id, "timer", { action: "start" });
    const ann = e.players.find((p) => p.name === "Ann Lee")!;
    const tables = tablesOf(e, 1);
    const annTable = tables.find((t) => t.players.includes(ann.id))!;
    const other = tables.find((t) => t !== annTable)!;

    // The judge is on the Results tab, the page's clock the test's own (the deck check's minutes below).
    const j = await watchedPage(judge);
    const jp = j.page;
    await countAlerts(jp);
    await jp.clock.install();
    await jp.goto(`/manage/${e.id}?tab=results`);
    await expect.poll(() => jp.locator("li.entry").count()).toBe(tables.length);
    expect(await jp.getByTestId("judge-calls").count()).toBe(0);

    // The player calls from their own phone, with their code.
    const pw = await watchedPage(player);
    const pp = pw.page;
    await pp.goto(`/e/${e.id}/p/${ann.id}`);
    await pp.getByLabel("Your secret code").first().fill(e.codes[ann.id]!);
    await pp.getByTestId("call-judge").click();
    await expect.poll(() => pp.getByTestId("judge-call-status").textContent()).toMatch(/a judge is coming/);

    // Live on the judge's phone, on the tab it is on: one beep, one buzz.
    const bar = jp.getByTestId("judge-calls");
    await expect.poll(() => bar.textContent()).toContain(`Table ${annTable.table} calls a judge · just now`);
    expect(await bar.textContent()).toContain("Ann Lee");
    await expect.poll(() => alerts(jp)).toEqual({ buzz: 1, beep: 1 });
    await screen(jp, "370-judge-call-live");
    // The bar is whole on the phone's screen.
    const box = await bar.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    // Scrolled down to the last table, the call stays in view right under the tabs.
    await jp.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => (await bar.boundingBox())!.y).toBeLessThan(100);
    await screen(jp, "370b-judge-call-scrolled");
    await jp.evaluate(() => window.scrollTo(0, 0));

    // Another change of the event (a result elsewhere) re-reads the view: the same call alerts no more.
    await putResult(org.request, e.id, 1, other.table, { games: [2, 0, 0] });
    await expect.poll(() => jp.getByText(`1 of ${tables.length} tables have a result.`).count()).toBe(1);
    expect(await alerts(jp)).toEqual({ buzz: 1, beep: 1 });

    // "On my way": the bar says who is going, and the player's page that a judge heard it.
    await bar.getByRole("button", { name: `On my way to table ${annTable.table}` }).click();
    await expect.poll(() => bar.textContent()).toContain(`Table ${annTable.table} · a judge is on the way (floor-judge)`);
    expect(await bar.getByRole("button", { name: `On my way to table ${annTable.table}` }).count()).toBe(0);
    await expect.poll(() => pp.getByTestId("judge-call-status").textContent(), { timeout: 30_000 }).toBe("A judge heard your call and is on the way.");
    await screen(jp, "371-judge-call-heard");

    // "Close": off the bar and off the staff view.
    await bar.getByRole("button", { name: `Close the call of table ${annTable.table}` }).click();
    await expect.poll(() => jp.getByTestId("judge-calls").count()).toBe(0);
    expect((await manage(org.request, e.id)).judgeCalls).toEqual([]);
    expect(await alerts(jp)).toEqual({ buzz: 1, beep: 1 });

    // Deck checks from the Round tab: two open tables drawn (the one with a result is not).
    await jp.locator('nav.tabs a[href="?tab=round"]').click();
    const checks = jp.getByTestId("deck-checks");
    await checks.getByLabel("Tables to draw").fill("2");
    await checks.getByRole("button", { name: "Draw tables" }).click();
    await expect.poll(() => checks.getByTestId("deck-check").count()).toBe(2);
    const drawn = (await manage(org.request, e.id)).deckChecks.map((c) => c.table);
    expect(drawn).toHaveLength(2);
    expect(drawn).not.toContain(other.table);
    await expect.poll(() => jp.locator(".action-status [role=status]").first().textContent()).toBe(`Drawn for a deck check: ${drawn.join(", ")}.`);
    const [first, second] = drawn as [number, number];
    const firstRow = checks.locator(`[data-table="${first}"]`);
    const secondRow = checks.locator(`[data-table="${second}"]`);
    // Each drawn table with its players; just drawn, the minutes offered are 0 + 2.
    const seated = tables.find((t) => t.table === first)!.players.map((id) => e.players.find((p) => p.id === id)!.name);
    expect(await firstRow.textContent()).toContain(`Table ${first} · ${seated.join(" – ")}`);
    await expect.poll(() => firstRow.getByLabel(`Minutes to give back to table ${first}`).inputValue()).toBe("2");
    // 3½ minutes later: 4 minutes (rounded up) plus 2.
    await jp.clock.fastForward("03:30");
    await expect.poll(() => firstRow.getByLabel(`Minutes to give back to table ${first}`).inputValue()).toBe("6");
    await shot(jp, "372-judge-deck-checks");
    await firstRow.getByRole("button", { name: `End check of table ${first}` }).click();
    await expect.poll(() => checks.getByTestId("deck-check").count()).toBe(1);
    // The second table's minutes typed by the judge.
    await secondRow.getByLabel(`Minutes to give back to table ${second}`).fill("4");
    await secondRow.getByRole("button", { name: `End check of table ${second}` }).click();
    await expect
      .poll(() => checks.getByTestId("deck-check-done").allTextContents())
      .toEqual([expect.stringContaining(`Table ${first}: checked, +6 min`), expect.stringContaining(`Table ${second}: checked, +4 min`)]);
    const after = await manage(org.request, e.id);
    expect(after.timer.extensions).toEqual({ [String(first)]: 6, [String(second)]: 4 });
    expect(after.deckChecks.map((c) => [c.table, c.status, c.extension])).toEqual([
      [first, "done", 6],
      [second, "done", 4],
    ]);
    // The tables' clocks: in the console's pairings...
    await expect.poll(() => jp.locator(`li.pairing[data-table="${first}"]`).textContent()).toContain("+6 min");
    await shot(jp, "373-judge-deck-checks-ended");
    // ...and on the venue TV.
    const tv = await player.newPage();
    await tv.setViewportSize({ width: 1280, height: 720 });
    await tv.goto(`/e/${e.id}/tv?mode=tables`);
    await expect.poll(() => tv.getByTestId("tv-extensions").textContent()).toBe(`Extra time: table ${first} +6 min · table ${second} +4 min`);
    await shot(tv, "374-tv-extensions");
    expect(j.errors).toEqual([]);
    expect(pw.errors).toEqual([]);
    await tv.close();
    await jp.close();
    await pp.close();
  });
});
