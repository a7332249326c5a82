// Two staff phones, one table (docs/offline.md): both go
// offline and enter different results for the same tables; back online, the
// first phone's results count, the second phone shows each conflict with both
// results, and the organizer settles them: this phone's result for one table,
// the recorded one for the other. Each final result is stored once.
// A tap on one conflict card is not lost while another is being settled: the
// cards stay the same elements when the outbox changes (offline/outbox-list.ts).
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, untilServiceWorkerControls, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite({ serviceWorkers: "allow" });
let phone1: BrowserContext;
let phone2: BrowserContext;

beforeAll(async () => {
  // Two phones' pages and service workers side by side: the suite's contexts wait playwright's 30 s.
  phone1 = await suite.organizer("conflict-owner");
  phone2 = await suite.organizer("conflict-judge");
});

type Pair = { table: number; players: string[] };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m) => m.table !== undefined) as Pair[];
const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;
const resultAt = (e: Fixture, table: number) => e.rounds[0]!.matches.find((m) => m.table === table)!.result;
/** What offline reads log: the page's business, not the app's errors. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|WebSocket/.test(e));

/** The service worker controls the page and holds its reads, so it opens offline. */
async function readyOffline(p: Page, reads: string[]) {
  await untilServiceWorkerControls(p);
  await expect.poll(() => p.evaluate(async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).every(Boolean), reads)).toBe(true);
}

async function openResults(c: BrowserContext, e: Fixture) {
  const w = await watchedPage(c);
  await w.page.goto(`/manage/${e.id}?tab=results`);
  await expect.poll(() => w.page.locator("li.entry").count()).toBe(tablesOf(e, 1).length);
  await readyOffline(w.page, [`/api/events/${e.id}/manage`, "/api/auth/me", `/manage/${e.id}?tab=results`]);
  return w;
}

const tap = (p: Page, table: number, button: string) => p.locator(`li.entry[data-table="${table}"]`).getByRole("button", { name: button, exact: true }).click();

describe("two staff phones offline, one table", () => {
  it("one result counts, the other phone shows both and the organizer settles each conflict", async () => {
    const e = await createEvent(
      phone1.request,
      { name: "Two Phones Cup", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Chiara", "Dev"],
      1,
    );
    // The second phone is a judge of the event (invited by the owner).
    const invite = await phone1.request.post(`/api/events/${e.id}/invites`, { data: { commandId: `invite-${e.id}`, role: "judge" } });
    expect(invite.status()).toBe(200);
    const accepted = await phone2.request.post(`/api/invites/${((await invite.json()) as { token: string }).token}/accept`, { data: {} });
    expect(accepted.status()).toBe(200);
    const before = (await manage(phone1.request, e.id)).seq;

    const [t1, t2] = tablesOf(e, 1) as [Pair, Pair];
    const one = await openResults(phone1, e);
    const two = await openResults(phone2, e);

    // Both phones lose the network; each enters its own results for tables 1 and 2.
    await phone1.setOffline(true);
    await phone2.setOffline(true);
    for (const m of [t1, t2]) await tap(one.page, m.table, `${nameOf(e, m.players[0]!)} 2–0`);
    for (const m of [t1, t2]) await tap(two.page, m.table, `${nameOf(e, m.players[1]!)} 2–0`);
    for (const p of [one.page, two.page]) await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe("2 changes not sent yet");

    // The first phone reconnects first: its results count.
    await phone1.setOffline(false);
    await expect.poll(() => one.page.getByTestId("outbox").allTextContents()).toEqual([]);
    const first = await manage(phone1.request, e.id);
    expect([resultAt(first, t1.table), resultAt(first, t2.table)]).toEqual([{ games: [2, 0, 0] }, { games: [2, 0, 0] }]);
    expect(first.seq).toBe(before + 2);

    // The second phone reconnects: nothing of it counts, each table shows both results.
    await phone2.setOffline(false);
    const cards = two.page.getByTestId("result-conflict");
    await expect.poll(() => cards.count()).toBe(2);
    for (const m of [t1, t2]) {
      const card = two.page.locator(`[data-testid="result-conflict"][data-table="${m.table}"]`);
      expect(await card.locator("strong").textContent()).toBe(`Table ${m.table}, round 1: two different results`);
      expect(await card.getByTestId("conflict-mine").textContent()).toBe(`${nameOf(e, m.players[1]!)} won 2–0`);
      expect(await card.getByTestId("conflict-stored").textContent()).toBe(`${nameOf(e, m.players[0]!)} won 2–0`);
    }
    expect(await two.page.getByTestId("outbox-count").count()).toBe(0);
    const meanwhile = await manage(phone2.request, e.id);
    expect(meanwhile.seq).toBe(first.seq);
    expect(meanwhile.rounds).toEqual(first.rounds);
    await shot(two.page, "166-result-conflict");

    // The organizer settles: this phone's result for table 1, the recorded one for table 2.
    await two.page.locator(`[data-testid="result-conflict"][data-table="${t1.table}"]`).getByRole("button", { name: "Use this phone's result" }).click();
    await two.page.locator(`[data-testid="result-conflict"][data-table="${t2.table}"]`).getByRole("button", { name: "Keep the recorded result" }).click();
    await expect.poll(() => two.page.getByTestId("outbox").allTextContents()).toEqual([]);
    const settled = await manage(phone2.request, e.id);
    expect([resultAt(settled, t1.table), resultAt(settled, t2.table)]).toEqual([{ games: [0, 2, 0] }, { games: [2, 0, 0] }]);
    // Stored once: the first phone's two results and the one correction, nothing else.
    expect(settled.seq).toBe(before + 3);
    // The second phone's screen follows: table 1 shows the result it chose.
    await expect.poll(() => two.page.locator(`li.entry[data-table="${t1.table}"] [data-testid="entry-result"]`).textContent()).toBe("0–2");
    expect(realErrors(one.errors)).toEqual([]);
    expect(realErrors(two.errors)).toEqual([]);
  });

  it("a tap on one conflict is not lost while another is being settled", async () => {
    const e = await createEvent(
      phone1.request,
      { name: "Busy Table Cup", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Chiara", "Dev"],
      1,
    );
    const [t1, t2] = tablesOf(e, 1) as [Pair, Pair];
    const { page, errors } = await openResults(phone1, e);
    // This phone enters results offline while the same tables get others from elsewhere (the API, not this page's network).
    await phone1.setOffline(true);
    for (const m of [t1, t2]) await tap(page, m.table, `${nameOf(e, m.players[1]!)} 2–0`);
    for (const m of [t1, t2]) await putResult(phone1.request, e.id, 1, m.table, { games: [2, 0, 0] });
    await phone1.setOffline(false);
    const card = (m: Pair) => page.locator(`[data-testid="result-conflict"][data-table="${m.table}"]`);
    await expect.poll(() => page.getByTestId("result-conflict").count()).toBe(2);

    // A finger goes down on table 2's "Keep"; before it lifts, table 1's result is applied (queued, sent,
    // taken off the list: the outbox changes three times) and table 2's card moves up with the finger on it.
    const keep = card(t2).getByRole("button", { name: "Keep the recorded result" });
    await keep.scrollIntoViewIfNeeded();
    const at = (await keep.boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await card(t1).getByRole("button", { name: "Use this phone's result" }).dispatchEvent("click");
    await expect.poll(() => card(t1).count()).toBe(0);
    await expect.poll(() => page.getByTestId("outbox-count").count()).toBe(0);
    const moved = (await keep.boundingBox())!;
    await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
    await page.mouse.up();

    await expect.poll(() => page.getByTestId("outbox").allTextContents()).toEqual([]);
    const settled = await manage(phone1.request, e.id);
    expect([resultAt(settled, t1.table), resultAt(settled, t2.table)]).toEqual([{ games: [0, 2, 0] }, { games: [2, 0, 0] }]);
    expect(realErrors(errors)).toEqual([]);
  });
});
