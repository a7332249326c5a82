// What an organizer types into the console in its first moments stays typed
// (docs/web.md, "Re-reads never take what is typed or tapped"): the console is opened on a fresh event and its
// Players forms are typed into at once, while the console is still reading
// the event, opening the live socket and keeping the event's state for
// offline use; then the typed values are checked once all that is done, and
// what the forms send reaches the server. The loss was a race seen twice in
// loaded full runs: here the CPU is throttled, and every other open holds the
// state read until the organizer is typing, so it lands mid-typing each time.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { holdReads, watchedPage } from "./browser.ts";
import { createEvent, manage } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let phone: BrowserContext;
// Two opens: one with the state read held until typing started (the race lands
// mid-typing every time) and one left to the network's own order.
const OPENS = 2;
// Long enough that typing them key by key lasts while the console settles.
const LIST = "Ann Pasted Into The List\nBen Pasted Into The List";
const NAME = "Cat Typed Key By Key As The Console Settles";

beforeAll(async () => {
  org = await suite.organizer("typing-organizer");
  // No service worker: page.route must see the console's own requests (playwright routes none a worker makes).
  phone = await suite.sameAccount(org, { serviceWorkers: "block" });
});

/** Has the event's state been kept on the phone yet (lib/offline/local-state.ts)? */
const kept = (page: Page, id: string) =>
  page.evaluate(
    (eventId) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("topcut-offline-state");
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const done = (found: boolean) => {
            db.close();
            resolve(found);
          };
          if (!db.objectStoreNames.contains("states")) return done(false);
          const get = db.transaction("states").objectStore("states").get(eventId);
          get.onsuccess = () => done(get.result !== undefined);
          get.onerror = () => done(false);
        };
      }),
    id,
  );

describe("a console form typed into right after the console opens", () => {
  it(`keeps what was typed while the console loads, goes live and keeps the state (${OPENS} fresh opens, CPU 4x slower)`, { timeout: 900_000 }, async () => {
    for (let i = 1; i <= OPENS; i++) {
      const holdState = i % 2 === 1;
      const e = await createEvent(org.request, { name: `Typed at once ${i}`, gameFormat: "Modern", rules: "club" }, []);
      const { page, errors } = await watchedPage(phone);
      // A slow phone widens the window between the first draw and the data that follows it.
      const cdp = await phone.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      // Counts the times the console, once on screen, left the document (a form out of the
      // document loses its focus, and every key typed then goes nowhere).
      await page.addInitScript(() => {
        const w = window as unknown as { consoleLeft: number };
        w.consoleLeft = 0;
        let seen: Element | null = null;
        new MutationObserver(() => {
          if (seen && !seen.isConnected) w.consoleLeft++;
          seen = document.querySelector(".console") ?? seen;
        }).observe(document, { childList: true, subtree: true });
      });
      // The event's state for offline use, read once the console has its view: held until typing started.
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      if (holdState)
        await page.route(`**/api/events/${e.id}/state`, async (route) => {
          await held;
          await route.continue();
        });
      await page.goto(`/manage/${e.id}`);

      // Typed at once, key by key as on a phone: no waiting for "Live".
      await page.getByText("Paste a list or load a CSV").click();
      const list = page.getByLabel(/One name per line/);
      const cut = LIST.indexOf("\n");
      await list.pressSequentially(LIST.slice(0, cut), { delay: 20 });
      release();
      await list.pressSequentially(LIST.slice(cut), { delay: 20 });
      const name = page.getByPlaceholder("Player name");
      await name.pressSequentially(NAME, { delay: 20 });
      const reading = page.getByTestId("reading");
      await reading.pressSequentially("きゃっと", { delay: 20 });

      // Settled: live, and the event's state kept for offline use (which re-reads the console's local view).
      await expect.poll(() => page.locator('.live[data-state="open"]').count()).toBe(1);
      await expect.poll(() => kept(page, e.id)).toBe(true);
      await expect.poll(() => page.locator(".console").count()).toBe(1);
      const at = `open ${i}${holdState ? " (state read held until typing)" : ""}`;
      expect(await list.inputValue(), `${at}: the pasted list`).toBe(LIST);
      expect(await name.inputValue(), `${at}: the name`).toBe(NAME);
      expect(await reading.inputValue(), `${at}: the reading`).toBe("きゃっと");
      expect(await page.evaluate(() => (window as unknown as { consoleLeft: number }).consoleLeft), `${at}: the console left the page`).toBe(0);

      // And what was typed is what the server gets.
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "1 added." }).count()).toBe(1);
      await page.getByRole("button", { name: "Check the list" }).click();
      await page.getByRole("button", { name: "Add 2 players" }).click();
      const withReading = (p: { name: string; reading?: string }) => (p.reading ? `${p.name} (${p.reading})` : p.name);
      await expect.poll(async () => (await manage(org.request, e.id)).players.map(withReading).sort()).toEqual([...LIST.split("\n"), `${NAME} (きゃっと)`]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("the registration desk stays on the page while it reads the desk again; the next walk-in's name keeps every key, a discount being added stays", async () => {
    const e = await createEvent(org.request, { name: "Walk-ins", gameFormat: "Commander", rules: "commander" }, []);
    const { page, errors } = await watchedPage(phone);
    await page.goto(`/manage/${e.id}/registration`);
    // A discount being added, not saved yet: it stays through the re-reads below.
    await page.getByRole("button", { name: "Add a discount" }).click();
    await expect.poll(() => page.locator(".discount-row").count()).toBe(1);
    const name = page.getByLabel("Name", { exact: true });
    await name.fill("Walk In One");
    // The desk is read again after every change: that read is held while the next name is typed.
    const desk = `/api/events/${e.id}/registrations`;
    const { asked: reread, release } = await holdReads(page, desk);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await reread;
    expect(await page.locator("#walkin-h").count(), "the desk's forms while it reads again").toBe(1);
    await name.pressSequentially("Walk In", { delay: 20 });
    release();
    await name.pressSequentially(" Two", { delay: 20 });
    await expect.poll(() => page.locator(".desk-entry").count()).toBe(1);
    expect(await name.inputValue()).toBe("Walk In Two");
    expect(await page.locator(".discount-row").count(), "the discount being added, after the re-read").toBe(1);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect.poll(() => page.locator(".desk-entry strong").allTextContents()).toEqual(["Walk In One", "Walk In Two"]);
    expect(errors).toEqual([]);
  });
});
