// A round run with no network (docs/offline.md): the phone
// enters every result of round 2 and pairs round 3 with the shared engine,
// prints the pairings, survives a reload; back online the server's round 3 is
// the one printed and every result is stored once. And when another client
// changed the event meanwhile, the server's round differs and a banner says
// what changed, offering a reprint.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, untilServiceWorkerControls, watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { createEvent, manage, putResult, type Fixture } from "./api.ts";
import { keptSeq } from "./idb.ts";

const suite = browserSuite({ serviceWorkers: "allow" });
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("offline-round-organizer");
});

type Pair = { table: number; players: string[]; result?: unknown };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m) => m.table !== undefined) as Pair[];
const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;
/** What offline reads log: the page's business, not the app's errors. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|WebSocket/.test(e));

/** Round 1 played and round 2 paired through the API: the console then runs round 2 on the phone. */
async function roundTwo(name: string): Promise<Fixture> {
  const e = await createEvent(
    org.request,
    { name, gameFormat: "Modern", rules: "club", options: { rounds: 4 } },
    ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen", "Gus"],
    1,
  );
  for (const [i, m] of tablesOf(e, 1).entries()) await putResult(org.request, e.id, 1, m.table, { games: i % 2 ? [1, 2, 0] : [2, 0, 0] });
  const res = await org.request.post(`/api/events/${e.id}/rounds`, { data: { commandId: `r2-${e.id}-${Date.now()}`, round: 2 } });
  expect(res.status()).toBe(200);
  return manage(org.request, e.id);
}

/** The service worker holds the console's reads and the console keeps the event's state: it runs offline. */
async function readyOffline(p: Page, e: Fixture) {
  await untilServiceWorkerControls(p);
  const reads = [`/api/events/${e.id}/manage`, "/api/auth/me", `/manage/${e.id}?tab=results`];
  await expect.poll(() => p.evaluate(async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).every(Boolean), reads)).toBe(true);
  await expect.poll(() => keptSeq(p, e.id)).toBe(e.seq);
}

/** Every result of round 2, tapped on the phone: the first player wins 2–0, or 2–1 on odd tables. */
async function enterRoundTwo(p: Page, e: Fixture) {
  const results: Record<number, unknown> = {};
  for (const m of tablesOf(e, 2)) {
    const score = m.table % 2 ? "2–1" : "2–0";
    await p
      .locator(`li.entry[data-table="${m.table}"]`)
      .getByRole("button", { name: `${nameOf(e, m.players[0]!)} ${score}`, exact: true })
      .click();
    results[m.table] = { games: m.table % 2 ? [2, 1, 0] : [2, 0, 0] };
    // Shown at once, from the engine on the phone, marked as not sent.
    const entry = p.locator(`li.entry[data-table="${m.table}"]`);
    await expect.poll(() => entry.getByTestId("entry-result").textContent()).toContain(score);
    await expect.poll(() => entry.getByTestId("unsent").count()).toBe(1);
  }
  return results;
}

/** Pairs round 3 from the Results tab (all results are in on the phone) and returns the round tab's pairings. */
async function pairRoundThree(p: Page) {
  await p.getByTestId("all-in").getByRole("button", { name: "Pair round 3", exact: true }).click();
  await p.locator('nav.tabs a[href="?tab=round"]').click();
  await expect.poll(() => p.locator("#round-h").textContent()).toBe("Round 3");
  await expect.poll(() => p.getByTestId("round-local").count()).toBe(1);
}

/** The pairings sheet by name: one line per player (name, points, table, opponent). */
const sheetRows = (p: Page) => p.locator("table.print-pairings tbody tr").allTextContents();

describe("a round run offline", () => {
  it("results of round 2 and round 3's pairing made offline are printed, survive a reload, and are the server's once online", async () => {
    const e = await roundTwo("Offline Round Night");
    const tables = tablesOf(e, 2);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=results`);
    await expect.poll(() => p.locator("li.entry[data-table]").count()).toBe(tables.length);
    await readyOffline(p, e);

    await org.setOffline(true);
    const entered = await enterRoundTwo(p, e);
    await expect.poll(() => p.getByTestId("local-note").textContent()).toBe(`Showing ${tables.length} changes made on this phone; not sent yet.`);

    await pairRoundThree(p);
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe(`${tables.length + 1} changes not sent yet`);
    // The standings count the results at once.
    await p.locator('nav.tabs a[href="?tab=standings"]').click();
    await expect.poll(() => p.getByTestId("standings-local").count()).toBe(1);
    const standingsOffline = await p.locator("table tbody tr").allTextContents();
    expect(standingsOffline).toHaveLength(e.players.length);
    expect((await manage(org.request, e.id)).rounds).toHaveLength(2);
    await shot(p, "170-offline-round-3-paired");

    // The print view, still offline: round 3 as the phone paired it.
    await p.goto(`/e/${e.id}/print/pairings`);
    await expect.poll(() => p.getByTestId("print-local").count()).toBe(1);
    await expect.poll(() => p.locator(".print h1").textContent()).toContain("Round 3");
    await expect.poll(async () => (await sheetRows(p)).length).toBe(e.players.length);
    const printed = await sheetRows(p);
    await shot(p, "171-offline-round-3-printed");

    // Back to the console and a reload with no network: the outbox and the local round are still there.
    await p.goto(`/manage/${e.id}?tab=round`);
    await p.reload();
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe(`${tables.length + 1} changes not sent yet`);
    await expect.poll(() => p.getByTestId("round-local").count()).toBe(1);
    await expect.poll(() => p.locator("#round-h").textContent()).toBe("Round 3");

    await org.setOffline(false);
    await expect.poll(() => p.getByTestId("outbox").count(), { timeout: 90_000 }).toBe(0); // may wait out the outbox's back-off
    const after = await manage(org.request, e.id);
    // Every result stored once: one change per result and one for the round, no more.
    expect(after.seq).toBe(e.seq + tables.length + 1);
    expect(Object.fromEntries(tablesOf(after, 2).map((m) => [m.table, m.result]))).toEqual(entered);
    expect(after.rounds).toHaveLength(3);
    // The same pairing: silent, and the sheet printed from the server is the one printed offline.
    await expect.poll(() => p.getByTestId("round-local").count()).toBe(0);
    expect(await p.getByTestId("pairing-changed").count()).toBe(0);
    await p.goto(`/e/${e.id}/print/pairings`);
    await expect.poll(async () => (await sheetRows(p)).length).toBe(e.players.length);
    expect(await p.getByTestId("print-local").count()).toBe(0);
    expect(await sheetRows(p)).toEqual(printed);
    // The standings the phone computed are the server's.
    await p.goto(`/manage/${e.id}?tab=standings`);
    await expect.poll(() => p.locator("table tbody tr").allTextContents()).toEqual(standingsOffline);
    expect(realErrors(w.errors)).toEqual([]);
  });

  it("when another client changed the event meanwhile, the server's round 3 differs and a banner says what changed, offering a reprint", async () => {
    const e = await roundTwo("Offline Round Changed");
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=results`);
    await expect.poll(() => p.locator("li.entry[data-table]").count()).toBe(tablesOf(e, 2).length);
    await readyOffline(p, e);

    await org.setOffline(true);
    await enterRoundTwo(p, e);
    await pairRoundThree(p);
    // Meanwhile the organizer's laptop (online) drops a player of table 1: round 3 cannot be the phone's.
    const dropped = tablesOf(e, 2)[0]!.players[1]!;
    const res = await org.request.post(`/api/events/${e.id}/players/${dropped}/drop`, { data: { commandId: `drop-${e.id}` } });
    expect(res.status()).toBe(200);

    await org.setOffline(false);
    await expect.poll(() => p.getByTestId("outbox").count(), { timeout: 90_000 }).toBe(0); // may wait out the outbox's back-off
    const banner = p.getByTestId("pairing-changed");
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.locator("strong").textContent()).toBe("The server paired round 3 differently from this phone: the event changed meanwhile.");
    const lines = await banner.locator("li").allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    // The dropped player is in a line of the phone's round, on its left side, and in none of the server's.
    expect(lines.some((l) => l.split(" → ")[0]!.includes(nameOf(e, dropped)))).toBe(true);
    expect(lines.every((l) => !(l.split(" → ")[1] ?? "").includes(nameOf(e, dropped)))).toBe(true);
    await shot(p, "172-offline-round-changed");

    // The reprint shows the server's round 3, without the dropped player.
    await banner.getByTestId("reprint").click();
    await expect.poll(async () => (await sheetRows(p)).length).toBe(e.players.length - 1);
    expect((await sheetRows(p)).some((r) => r.includes(nameOf(e, dropped)))).toBe(false);
    const after = await manage(org.request, e.id);
    expect(after.rounds[2]!.matches.flatMap((m) => m.players)).not.toContain(dropped);
    expect(realErrors(w.errors)).toEqual([]);
  });

  it("a round paired offline that the server refuses (someone paired it first) is a banner, in English and Japanese, and the console shows the server's round", async () => {
    let e = await roundTwo("Offline Round Refused");
    for (const m of tablesOf(e, 2)) await putResult(org.request, e.id, 2, m.table, { games: [2, 0, 0] });
    e = await manage(org.request, e.id);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=results`);
    await expect.poll(() => p.getByTestId("all-in").count()).toBe(1);
    await readyOffline(p, e);

    await org.setOffline(true);
    await pairRoundThree(p);
    // Meanwhile the organizer's laptop (online) pairs round 3: the phone's start-round comes second.
    const res = await org.request.post(`/api/events/${e.id}/rounds`, { data: { commandId: `r3-${e.id}`, round: 3 } });
    expect(res.status()).toBe(200);

    await org.setOffline(false);
    const banner = p.getByTestId("round-refused");
    // The outbox may have backed off while offline (1, 2, 4, 8, 15, 30 s): sending can wait out the back-off it is in.
    await expect.poll(() => banner.count(), { timeout: 90_000 }).toBe(1);
    expect(await banner.locator("strong").textContent()).toBe("Round 3, paired on this phone, was not taken by the server.");
    expect(await banner.textContent()).toContain("The server said: Round 3 is already paired");
    // Not a line in the outbox list as well, and the console shows the server's round.
    expect(await p.getByTestId("outbox").count()).toBe(0);
    await expect.poll(() => p.getByTestId("round-local").count()).toBe(0);
    await expect.poll(() => p.locator("#round-h").textContent()).toBe("Round 3");
    await shot(p, "173-offline-round-refused");

    // Kept across a reload, and in Japanese.
    await p.evaluate(() => localStorage.setItem("topcut.locale", "ja"));
    await p.reload();
    await expect.poll(() => banner.locator("strong").textContent()).toBe("この端末で組み合わせた第3回戦は、サーバーに受け付けられませんでした。");
    expect(await banner.getByTestId("reprint").textContent()).toBe("サーバーの組み合わせを印刷");
    // The server's refusal in Japanese from its name and values, not its English sentence.
    expect(await banner.textContent()).toContain("サーバーの応答：第3回戦はすでに組み合わせ済みです。次は第4回戦です。");
    expect((await banner.textContent())!.match(/[A-Za-z]{3,}/g) ?? []).toEqual([]);
    await banner.getByRole("button", { name: "閉じる" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await p.evaluate(() => localStorage.removeItem("topcut.locale"));
    expect((await manage(org.request, e.id)).rounds).toHaveLength(3);
    expect(realErrors(w.errors)).toEqual([]);
  });
});
