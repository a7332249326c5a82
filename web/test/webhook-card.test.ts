// The event's webhook in the console's Event tab, on a phone: an address the
// server does not allow is refused at once and nothing is saved; Discord's is
// saved and shown with its token hidden; a test message says whether it was
// delivered (this sandbox reaches no Discord: "no answer"); removing it works.
// English and Japanese.
import { describe, expect, it } from "vitest";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage } from "./api.ts";
import { bilingualPeople, browserSuite } from "./suite.ts";

const suite = browserSuite();
const people = bilingualPeople(suite, "webhook-organizer");

describe("the console's webhook card", () => {
  it("refuses a foreign address, saves Discord's masked, sends a test and removes it", async () => {
    const e = await createEvent(people.org.request, { name: "Discord Night", gameFormat: "Modern", rules: "club" }, ["Ann", "Ben", "Cat", "Dan"]);
    const w = await watchedPage(people.org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=event`);
    const card = p.getByTestId("webhook");
    await card.getByLabel("Webhook URL").fill("https://example.org/hook");
    await card.getByRole("button", { name: "Save webhook" }).click();
    await expect.poll(async () => (await p.locator("[role=alert]").allTextContents()).join(" ")).toMatch(/Discord webhook address/);
    expect((await manage(people.org.request, e.id)).webhook).toBeNull();

    await card.getByLabel("Webhook URL").fill("https://discord.com/api/webhooks/123456789/Secret-Token_wxyz");
    await card.getByRole("button", { name: "Save webhook" }).click();
    await expect.poll(() => card.textContent()).toContain("Posting to https://discord.com/api/webhooks/123456789/…wxyz");
    expect(await p.locator("body").textContent()).not.toContain("Secret-Token");
    await card.getByRole("button", { name: "Send a test message" }).click();
    await expect.poll(() => card.locator("[role=status]").textContent()).toBe("The test message was not delivered (no answer).");
    await expect.poll(() => card.textContent()).toMatch(/Last delivery .+: not delivered \(no answer\)\./);
    await shot(p, "380-webhook-card-en");

    const wj = await watchedPage(people.orgJa);
    await wj.page.goto(`/manage/${e.id}?tab=event`);
    await expect.poll(() => wj.page.getByTestId("webhook").textContent()).toContain("投稿先：https://discord.com/api/webhooks/123456789/…wxyz");
    await shot(wj.page, "381-webhook-card-ja");

    await card.getByRole("button", { name: "Remove webhook" }).click();
    await expect.poll(() => card.textContent()).toContain("No webhook yet.");
    expect((await manage(people.org.request, e.id)).webhook).toBeNull();
    expect(w.errors.filter((x) => !/status of 400/.test(x))).toEqual([]);
  });
});
