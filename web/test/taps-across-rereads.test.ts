// A page that reads its event again must not lose what the organizer is doing
// (docs/web.md, "Re-reads never take what is typed or tapped"). The console re-reads at every live change and
// the desks after every write. A list drawn anew from the new answer replaced
// the element under the finger: a press that began on the old button and ended
// on the new one is no click at all, and an open rename form closed with what
// was typed. Those cases press (or type), make the page read again, wait until
// the new answer is on screen, and only then lift the finger (or type on).
// A re-read that fails (the venue's Wi-Fi) took the desks and the public
// registration page down to the crash screen; and a change another tab sent
// left this tab showing the event from before it.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { holdReads, shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, send, write, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("reread-organizer");
});

type Pair = { table: number; players: string[] };
const tablesOf = (e: Fixture) => e.rounds[0]!.matches.filter((m) => m.table !== undefined) as Pair[];

/** Presses on `target`, runs `meanwhile` (which waits until the page shows the re-read), then lifts where the target is now. */
async function pressAcross(page: Page, target: Locator, meanwhile: () => Promise<void>) {
  await target.scrollIntoViewIfNeeded();
  const at = (await target.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await meanwhile();
  const now = (await target.boundingBox())!;
  await page.mouse.move(now.x + now.width / 2, now.y + now.height / 2);
  await page.mouse.up();
}

describe("taps and forms across a re-read", () => {
  it("the console's Players tab: a rename being typed stays open and typed while a drop comes in live", async () => {
    const e = await createEvent(
      org.request,
      { name: "Rename Live", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Chiara", "Dev"],
      1,
    );
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}?tab=players`);
    await page.getByRole("button", { name: "Rename Ann" }).click();
    const input = page.getByLabel("New name for Ann");
    await input.pressSequentially("Anne");
    // Dev drops at the desk (another phone): this console reads the event again, live.
    const dev = e.players.find((p) => p.name === "Dev")!;
    await write(org.request, e.id, "drop-player", { playerId: dev.id });
    await expect.poll(() => page.locator("ol.plist li.dropped").allTextContents()).toEqual([expect.stringContaining("Dev")]);
    expect(await input.count(), "the rename form after the re-read").toBe(1);
    await input.pressSequentially(" Marie");
    expect(await input.inputValue()).toBe("Anne Marie");
    await input.press("Enter");
    await expect.poll(async () => (await manage(org.request, e.id)).players.map((p) => p.name).sort()).toEqual(["Anne Marie", "Ben", "Chiara", "Dev"]);
    expect(errors).toEqual([]);
  });

  it("the console's Results tab: a tap on a waiting report's Accept counts though another table's result came in live meanwhile", async () => {
    const e = await createEvent(
      org.request,
      { name: "Accept Live", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen"],
      1,
    );
    const [t1, t2] = tablesOf(e) as [Pair, Pair];
    const report = await org.request.post(`/api/events/${e.id}/rounds/1/tables/${t1.table}/report`, {
      data: { commandId: `reread-report-${e.id}`, result: { games: [2, 1, 0] }, code: e.codes[t1.players[0]!] },
    });
    expect(report.status()).toBe(200);
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}?tab=results`);
    const accept = page.getByRole("button", { name: "Accept", exact: true });
    await expect.poll(() => accept.count()).toBe(1);

    await pressAcross(page, accept, async () => {
      // Table 2's result is entered on another phone: its card leaves this list once the re-read is on screen.
      await putResult(org.request, e.id, 1, t2.table, { games: [2, 0, 0] });
      await expect.poll(() => page.locator(`li.entry[data-table="${t2.table}"]`).count()).toBe(0);
    });

    await expect.poll(() => accept.count()).toBe(0);
    const after = await manage(org.request, e.id);
    expect(after.rounds[0]!.matches.find((m) => m.table === t1.table)!.result).toEqual({ games: [2, 1, 0] });
    expect(after.reports.filter((r) => r.status !== "confirmed")).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the console's correction of an earlier round: a tap on a score counts though a report of the current round came in live meanwhile", async () => {
    const e = await createEvent(
      org.request,
      { name: "Correct Live", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Chiara", "Dev"],
      1,
    );
    for (const m of tablesOf(e)) await putResult(org.request, e.id, 1, m.table, { games: [2, 0, 0] });
    await write(org.request, e.id, "start-round", { round: 2 });
    const now = await manage(org.request, e.id);
    const t1 = tablesOf(e)[0]!;
    const loser = now.players.find((p) => p.id === t1.players[1])!.name;
    const [r2] = now.rounds[1]!.matches.filter((m) => m.table !== undefined) as Pair[];
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}?tab=round`);
    const box = page.getByTestId("correct-round");
    await page.getByRole("navigation", { name: "Rounds" }).getByRole("button", { name: "Round 1" }).click();
    const row = box.locator(`li.correct-entry[data-correct-table="${t1.table}"]`);
    await row.getByRole("button", { name: "Change" }).click();

    await pressAcross(page, row.getByRole("button", { name: `${loser} 2–0`, exact: true }), async () => {
      // A player of round 2 reports on their phone: the console's Results tab counts it once the re-read is on screen.
      const report = await org.request.post(`/api/events/${e.id}/rounds/2/tables/${r2!.table}/report`, {
        data: { commandId: `reread-correct-${e.id}`, result: { games: [2, 0, 0] }, code: now.codes[r2!.players[0]!] },
      });
      expect(report.status()).toBe(200);
      await expect.poll(() => page.getByLabel("1 result waiting").count()).toBe(1);
    });

    // The correction asks first, saying what changes.
    await expect.poll(() => page.getByRole("dialog").locator("#confirm-text").textContent()).toContain(`${loser} won 2–0`);
    expect(errors).toEqual([]);
  });

  it("the player's page: a tap on a score counts though another table's result came in live meanwhile", async () => {
    const e = await createEvent(
      org.request,
      { name: "Report Live", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen"],
      1,
    );
    const [t1, t2] = tablesOf(e) as [Pair, Pair];
    const me = t1.players[0]!;
    const visitor = await suite.context();
    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}/p/${me}#code=${e.codes[me]}`);
    const won = page.getByRole("button", { name: "I won 2–0", exact: true });
    await expect.poll(() => won.count()).toBe(1);

    await pressAcross(page, won, async () => {
      // Table 2's result comes in: the page reads the event again, then this player's own read.
      const own = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/events/${e.id}/players/${me}` && r.ok());
      await putResult(org.request, e.id, 1, t2.table, { games: [2, 0, 0] });
      await own;
      // And draws what it read (two frames: the one after the answer, and the one after that).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    });

    await expect.poll(async () => (await manage(org.request, e.id)).reports.find((r) => r.table === t1.table)?.result).toEqual({ games: [2, 0, 0] });
    expect(errors).toEqual([]);
    await visitor.close();
  });

  it("the registration desk: the next check-in tapped while the desk reads again after the last one counts", async () => {
    const e = await createEvent(org.request, { name: "Desk Taps", gameFormat: "Commander", rules: "commander" }, []);
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}/registration`);
    for (const name of ["Walk In One", "Walk In Two"]) {
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Register", exact: true }).click();
      await expect.poll(() => page.locator(".desk-entry strong").allTextContents()).toContain(name);
    }
    const entry = (name: string) => page.locator(".desk-entry").filter({ has: page.locator("strong", { hasText: name }) });
    const checkIn = (name: string) => entry(name).getByRole("button", { name: "Check in" });

    // The desk's read after the first check-in is held until the finger is on the second one.
    const desk = `/api/events/${e.id}/registrations`;
    const { asked: reread, release } = await holdReads(page, desk);
    await checkIn("Walk In One").click();
    await reread;
    await expect.poll(() => checkIn("Walk In Two").isEnabled()).toBe(true);
    await pressAcross(page, checkIn("Walk In Two"), async () => {
      release();
      await expect.poll(() => checkIn("Walk In One").count()).toBe(0);
    });
    await page.unroute(`**${desk}`);

    await expect.poll(async () => (await manage(org.request, e.id)).players.map((p) => p.name).sort()).toEqual(["Walk In One", "Walk In Two"]);
    await expect.poll(() => checkIn("Walk In Two").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("the registration desk offline: stays on screen when its re-read fails, and a payment that could not be saved puts its box back", async () => {
    const e = await createEvent(org.request, { name: "Desk Paid", gameFormat: "Commander", rules: "commander" }, []);
    // A fee: the paid box is only where there is something to pay.
    await send(org.request, "put", `/api/events/${e.id}/registration`, {
      fee: { currency: { code: "JPY", decimals: 0, step: 10, rounding: "up" }, fee: 1000, discounts: [] },
    });
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}/registration`);
    await page.getByLabel("Name", { exact: true }).fill("Walk In Three");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    const paid = page.getByLabel("Walk In Three paid");
    await expect.poll(() => paid.count()).toBe(1);
    // The venue's Wi-Fi drops: the tap says it needs the network, and the desk's read after it fails.
    await org.setOffline(true);
    try {
      const reread = page.waitForEvent("requestfailed", (r) => new URL(r.url()).pathname === `/api/events/${e.id}/registrations`);
      await paid.click();
      await reread;
      await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("This needs the network");
      expect(await paid.isChecked(), "the box of a payment not saved").toBe(false);
      expect(await page.locator(".desk-entry strong").allTextContents(), "the desk after its read failed").toEqual(["Walk In Three"]);
      await shot(page, "250-desk-offline-reread");
    } finally {
      await org.setOffline(false);
    }
    await paid.check();
    await expect.poll(() => page.locator(".desk-entry .desk-paid").textContent()).toBe("Paid");
    expect(errors.filter((x) => !/ERR_INTERNET_DISCONNECTED/.test(x))).toEqual([]);
  });

  it("the lists desk offline: a paper list is kept to send, the desk stays on screen when its re-read fails, and shows the list once the console's tab sent it", async () => {
    const e = await createEvent(
      org.request,
      { name: "Lists Offline", gameFormat: "Dreamblade", rules: "dreamblade", options: { bestOf: 1 }, date: "2006-11-09" },
      ["Ann", "Ben", "Cat", "Dan"],
    );
    await write(org.request, e.id, "edit-event-day", { listPolicy: { mode: "all-players", deadline: Date.now() + 86_400_000 } });
    const ann = e.players.find((x) => x.name === "Ann")!;
    // The console of the event open in another tab: it shares the outbox and may be the one that sends.
    const consoleTab = await watchedPage(org);
    await consoleTab.page.goto(`/manage/${e.id}?tab=players`);
    await expect.poll(() => consoleTab.page.locator("ol.plist li").count()).toBe(4);
    const { page, errors } = await watchedPage(org);
    await page.goto(`/manage/${e.id}/lists`);
    await expect.poll(() => page.getByTestId("lists-summary").textContent()).toBe("0 of 4 received · 0 flagged · 4 missing");
    // No service worker here (the suite blocks it): the page's reads have no offline copy to fall back on.
    await org.setOffline(true);
    let stillOffline: Promise<unknown> | undefined;
    try {
      const reread = page.waitForEvent("requestfailed", (r) => new URL(r.url()).pathname === `/api/events/${e.id}/manage`);
      const paper = page.getByTestId("paper-list");
      await paper.getByLabel("Player").selectOption(ann.id);
      await paper.getByLabel("Main list").fill("2 Ogre (Base Set)\n1 Wasteland Trooper (Base Set)");
      await paper.getByRole("button", { name: "Record and lock" }).click();
      await reread;
      await expect.poll(() => page.locator("p.ok[role=status]").textContent()).toBe("Saved on this phone; it will be sent when the network is back.");
      await expect.poll(() => page.getByTestId("outbox-count").textContent()).toBe("1 change not sent yet");
      expect(await page.getByTestId("lists-summary").count(), "the desk after its read failed").toBe(1);
      await shot(page, "251-lists-desk-offline-reread");
    } finally {
      // Back online, only the console's tab gets through: this tab's network comes back later (as
      // Chromium does it under load: one page's before another's), so its sends and reads still fail.
      await page.route(`**/api/events/${e.id}/lists`, (route) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
      );
      await page.route(`**/api/events/${e.id}/manage`, (route) => route.abort("internetdisconnected"));
      stillOffline = page.waitForEvent("requestfailed", (r) => r.method() === "GET" && new URL(r.url()).pathname === `/api/events/${e.id}/manage`);
      await org.setOffline(false);
    }
    await expect
      .poll(async () => (await (await org.request.post(`/api/events/${e.id}/lists/read`, { data: { code: e.codes[ann.id] } })).json()).list?.status)
      .toBe("received");
    await expect.poll(() => page.getByTestId("outbox").count()).toBe(0);
    // The other tab's "sent" made this one read again, and that read failed.
    await stillOffline;
    // This tab's network comes back: it reads the event again and shows the list the other tab sent.
    await page.unroute(`**/api/events/${e.id}/manage`);
    await page.unroute(`**/api/events/${e.id}/lists`);
    await page.evaluate(() => dispatchEvent(new Event("online")));
    await expect.poll(() => page.getByTestId("lists-summary").textContent()).toBe("1 of 4 received · 0 flagged · 3 missing");
    // Offline without a worker, the code that applies waiting changes on the phone could not load either.
    expect(errors.filter((x) => !/ERR_INTERNET_DISCONNECTED|offline (view|check)/.test(x))).toEqual([]);
    expect(consoleTab.errors.filter((x) => !/ERR_INTERNET_DISCONNECTED|WebSocket|offline (view|check)/.test(x))).toEqual([]);
    await consoleTab.page.close();
  });

  it("the public registration page: the receipt stays when the reads after registering fail, the places are read again, and Refresh says it could not read", async () => {
    const e = await createEvent(org.request, { name: "Register Offline", gameFormat: "Commander", rules: "commander", date: "2026-12-06" }, []);
    await send(org.request, "put", `/api/events/${e.id}/registration`, { capacity: 8 });
    const visitor = await suite.context();
    const { page, errors } = await watchedPage(visitor);
    await page.goto(`/e/${e.id}/register`);
    await page.getByLabel("Name").fill("Hana Sato");
    // The desk's read after registering gets no answer (the Wi-Fi drops right after the registration went through).
    await page.route(`**/api/events/${e.id}/registration`, (route) => route.abort("internetdisconnected"));
    const reread = page.waitForEvent("requestfailed", (r) => new URL(r.url()).pathname === `/api/events/${e.id}/registration`);
    await page.getByRole("button", { name: "Register" }).click();
    await reread;
    await expect.poll(() => page.locator(".receipt").textContent()).toContain("Hana Sato");
    const places = page.locator(".facts dd").first();
    expect(await places.textContent(), "the places while no read gets through").toContain("0 of 8 taken");
    // The Wi-Fi is back (without the phone seeing it go): the places are read again by themselves, no 30 s poll, no tap.
    await page.unroute(`**/api/events/${e.id}/registration`);
    await expect.poll(() => places.textContent()).toContain("1 of 8 taken");
    // Refresh meets a server that fails (a network that drops is retried for 15 s first: lib/net/api.ts).
    const receiptRead = `**/api/events/${e.id}/registrations/*/read`;
    await page.route(receiptRead, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal", message: "Something went wrong; nothing was changed." } }),
      }),
    );
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Something went wrong");
    expect(await page.locator(".receipt").textContent(), "the receipt after Refresh failed").toContain("Hana Sato");
    await shot(page, "252-register-refresh-failed");
    await page.unroute(receiptRead);
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    expect(errors.filter((x) => !/ERR_INTERNET_DISCONNECTED|status of 500/.test(x))).toEqual([]);
    await visitor.close();
  });
});
