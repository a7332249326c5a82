// What an organizer types on the lists page stays typed while the page reads
// the event again (docs/web.md, "Re-reads never take what is typed or tapped"): the page re-reads after every
// write on it (and the kept state, the outbox), and a re-read of the same
// saved settings set the settings form back to them and drew every list card
// anew, so a round time or an unlock reason typed meanwhile was lost and the
// next Save sent the saved values (seen once in eventday.test.ts). Here that
// re-read is held while the organizer types, then let through.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { watchedPage } from "./browser.ts";
import { createEvent, manage } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("lists-typing-organizer");
  // No service worker: page.route must see the page's own requests (playwright routes none a worker makes).
  phone = await suite.sameAccount(org, { serviceWorkers: "block" });
});

describe("the lists page read again while the organizer types", () => {
  it("keeps a round time and an unlock reason typed during the re-read, and Save and Unlock send them", async () => {
    const e = await createEvent(org.request, { name: "Typed lists", gameFormat: "Modern", rules: "club" }, ["Ann", "Ben", "Cat"]);
    const id = (name: string) => e.players.find((p) => p.name === name)!.id;
    const { page, errors } = await watchedPage(phone);
    await page.goto(`/manage/${e.id}/lists`);
    const paper = page.getByTestId("paper-list");
    const settings = page.getByTestId("event-day-settings");
    const swiss = settings.getByLabel("Swiss round", { exact: true });
    const saved = Number(await swiss.inputValue());
    const typed = saved + 15;

    // Ann's paper list, so her card offers an unlock.
    await paper.getByLabel("Player").selectOption(id("Ann"));
    await paper.getByLabel("Main list").fill("4 Lightning Bolt");
    await paper.getByRole("button", { name: "Record and lock" }).click();
    const card = page.locator(`.list-card[data-player="${id("Ann")}"]`);
    await card.getByRole("button", { name: "Unlock to correct" }).click();
    const reason = card.getByLabel("Why (the player is told)");
    await reason.fill("Wrong");

    // Ben's paper list: the page reads the event again after it, and that read is held while the organizer types.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const staffView = `/api/events/${e.id}/manage`;
    await page.route(`**${staffView}`, async (route) => {
      if (route.request().method() === "GET") await held;
      await route.continue();
    });
    await paper.getByLabel("Player").selectOption(id("Ben"));
    await paper.getByLabel("Main list").fill("4 Counterspell");
    const reread = page.waitForRequest((r) => r.method() === "GET" && new URL(r.url()).pathname === staffView);
    await paper.getByRole("button", { name: "Record and lock" }).click();
    await reread;
    await swiss.fill("");
    await swiss.pressSequentially(String(typed), { delay: 20 });
    await reason.press("End");
    await reason.pressSequentially(" count", { delay: 20 });
    release();
    // The re-read has landed once Ben's card is drawn.
    await expect.poll(() => page.locator(".list-card").count()).toBe(2);
    expect(await swiss.inputValue(), "the round time typed during the re-read").toBe(String(typed));
    expect(await reason.inputValue(), "the unlock reason typed during the re-read").toBe("Wrong count");
    expect(await reason.evaluate((el) => el === document.activeElement), "the reason keeps the focus").toBe(true);

    // What was typed is what Save sends, and the server keeps it.
    const put = page.waitForRequest((r) => r.method() === "PUT" && new URL(r.url()).pathname === `/api/events/${e.id}/event-day`);
    await settings.getByRole("button", { name: "Save" }).click();
    expect((await put).postDataJSON().timers.rounds.swissMinutes).toBe(typed);
    await expect.poll(async () => (await manage(org.request, e.id)).eventDay.rounds.swissMinutes).toBe(typed);
    expect(await swiss.inputValue()).toBe(String(typed));
    await card.getByRole("button", { name: "Unlock", exact: true }).click();
    await expect.poll(() => card.locator(".notice").textContent()).toBe("Unlocked: Wrong count. Waiting for the corrected list.");
    expect(errors).toEqual([]);
  });
});
