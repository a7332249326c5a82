// The durable outbox (docs/offline.md): results entered with no
// network wait on the phone, survive a reload, and reach the server once each
// when the network is back.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page, Route } from "playwright-core";
import { shot, untilServiceWorkerControls, watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { createEvent, manage, type Fixture } from "./api.ts";

const suite = browserSuite({ serviceWorkers: "allow" });
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("outbox-organizer");
});

type Pair = { table: number; players: string[] };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m) => m.table !== undefined) as Pair[];
const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;
/** What offline reads log: the page's business, not the app's errors. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|WebSocket/.test(e));

/** The service worker controls the page and holds its reads, so it opens offline. */
async function readyOffline(p: Page, reads: string[]) {
  await untilServiceWorkerControls(p);
  await expect.poll(() => p.evaluate(async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).every(Boolean), reads)).toBe(true);
}

/** The tap on a table's first player winning 2–0, in the console's Results tab. */
const tapWin = (p: Page, e: Fixture, m: Pair) =>
  p
    .locator(`li.entry[data-table="${m.table}"]`)
    .getByRole("button", { name: `${nameOf(e, m.players[0]!)} 2–0`, exact: true })
    .click();

/** Round 1 of a new 6-player event open in the console's Results tab, ready to go offline. */
async function consoleOffline(name: string) {
  const e = await createEvent(
    org.request,
    { name, gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
    ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen"],
    1,
  );
  const w = await watchedPage(org);
  const p = w.page;
  await p.goto(`/manage/${e.id}?tab=results`);
  const tables = tablesOf(e, 1);
  await expect.poll(() => p.locator("li.entry").count()).toBe(tables.length);
  await readyOffline(p, [`/api/events/${e.id}/manage`, "/api/auth/me", `/manage/${e.id}?tab=results`]);
  return { e, w, p, tables };
}

describe("the outbox", () => {
  it("results entered offline wait, survive a reload, and reach the server once each", async () => {
    const { e, w, p, tables } = await consoleOffline("Outbox Night");

    await org.setOffline(true);
    for (const m of tables) await tapWin(p, e, m);
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe(`${tables.length} changes not sent yet`);
    expect(await p.getByTestId("outbox").locator("li").allTextContents()).toEqual(
      tables.map((m) => expect.stringContaining(`Table ${m.table}: ${nameOf(e, m.players[0]!)} won 2–0`)),
    );
    await shot(p, "165-outbox-waiting");

    // A reload with no network: the console opens from its last copy and the outbox is still there.
    await p.reload();
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe(`${tables.length} changes not sent yet`);
    await expect.poll(() => p.locator("#offline-note").textContent()).toMatch(/^Offline since \d{1,2}:\d{2}\s?(AM|PM)$/);
    expect((await manage(org.request, e.id)).rounds[0]!.matches.filter((m) => m.result).length).toBe(0);

    await org.setOffline(false);
    await expect.poll(() => p.getByTestId("outbox").count()).toBe(0);
    const after = await manage(org.request, e.id);
    expect(tablesOf(after, 1).map((m) => (after.rounds[0]!.matches.find((x) => x.table === m.table) as { result?: unknown }).result)).toEqual(
      tables.map(() => ({ games: [2, 0, 0] })),
    );
    // Each result counted once: one change of the event per table, no more.
    expect(after.seq).toBe(e.seq + tables.length);
    expect(realErrors(w.errors)).toEqual([]);
  });

  it("a send that is never answered (a dead access point) is given up after 20 s and sent again", async () => {
    const { e, w, p, tables } = await consoleOffline("Outbox Hang");
    // The page's clock is the test's: the 20 s wait and the back-off pass at once.
    await p.clock.install();
    await org.setOffline(true);
    const m = tables[0]!;
    await tapWin(p, e, m);
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe("1 change not sent yet");
    // The first send reaches nothing and nothing answers it; later ones go through.
    const hung: Route[] = [];
    let passed = 0;
    await org.route("**/api/events/*/rounds/*/tables/*/result", async (route) => {
      if (hung.length === 0) hung.push(route);
      else return (passed++, route.continue());
    });
    await org.setOffline(false);
    await expect.poll(() => hung.length).toBe(1);
    await expect
      .poll(
        async () => {
          await p.clock.runFor(1000);
          // Not a waiting read: the clock moves only between polls.
          return p.getByTestId("outbox").count();
        },
        { timeout: 60_000 },
      )
      .toBe(0);
    expect(passed).toBe(1);
    await org.unroute("**/api/events/*/rounds/*/tables/*/result");
    await hung[0]!.abort().catch(() => undefined);
    const after = await manage(org.request, e.id);
    expect((after.rounds[0]!.matches.find((x) => x.table === m.table) as { result?: unknown }).result).toEqual({ games: [2, 0, 0] });
    expect(after.seq).toBe(e.seq + 1);
    expect(realErrors(w.errors)).toEqual([]);
  });

  it("a change the server could not take (its own failure, a gateway's, a rate limit) waits and is sent again; a refusal is final", async () => {
    const { e, w, p, tables } = await consoleOffline("Outbox Retry");

    await org.setOffline(true);
    for (const m of tables.slice(0, 2)) {
      await tapWin(p, e, m);
    }
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe("2 changes not sent yet");
    // A second console open in another tab shares the outbox: still each change is sent once.
    const tab = await watchedPage(org);
    await tab.page.goto(`/manage/${e.id}?tab=results`);
    await expect.poll(() => tab.page.getByTestId("outbox-count").textContent()).toBe("2 changes not sent yet");
    // Back online, the server answers the first sends with "nothing was changed, try again" statuses.
    const fails = [
      { status: 500, code: "internal", message: "Something went wrong; nothing was changed. Please try again." },
      { status: 503, code: "unavailable", message: "Try again." },
      { status: 429, code: "rate_limited", message: "Too many requests; try again in 1 second." },
    ];
    const answered: number[] = [];
    let passed = 0;
    await org.route("**/api/events/*/rounds/*/tables/*/result", async (route) => {
      const fail = fails[answered.length];
      if (!fail) return (passed++, route.continue());
      answered.push(fail.status);
      await route.fulfill({
        status: fail.status,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: fail.code, message: fail.message } }),
      });
    });
    await org.setOffline(false);
    await expect.poll(() => p.getByTestId("outbox").count(), { timeout: 90_000 }).toBe(0); // waits out the outbox's back-off
    await expect.poll(() => tab.page.getByTestId("outbox").count()).toBe(0);
    expect(answered).toEqual([500, 503, 429]);
    expect(passed).toBe(2);
    await tab.page.close();
    const after = await manage(org.request, e.id);
    expect(tables.slice(0, 2).map((m) => (after.rounds[0]!.matches.find((x) => x.table === m.table) as { result?: unknown }).result)).toEqual([
      { games: [2, 0, 0] },
      { games: [2, 0, 0] },
    ]);
    expect(after.seq).toBe(e.seq + 2);

    // A refusal is final: the item stays, marked refused, and is not sent again.
    await org.unroute("**/api/events/*/rounds/*/tables/*/result");
    await org.setOffline(true);
    const last = tables[2]!;
    await tapWin(p, e, last);
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe("1 change not sent yet");
    let refusedSends = 0;
    await org.route("**/api/events/*/rounds/*/tables/*/result", async (route) => {
      refusedSends++;
      await route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ error: { code: "forbidden", message: "Not yours." } }) });
    });
    await org.setOffline(false);
    await expect.poll(() => p.getByTestId("outbox-refused").count(), { timeout: 30_000 }).toBe(1);
    expect(await p.getByTestId("outbox-count").count()).toBe(0);
    expect(refusedSends).toBe(1);
    await org.unroute("**/api/events/*/rounds/*/tables/*/result");
    expect((await manage(org.request, e.id)).seq).toBe(e.seq + 2);
    for (const errors of [w.errors, tab.errors]) expect(realErrors(errors).filter((x) => !/status of (500|503|429|403)/.test(x))).toEqual([]);
  });
});
