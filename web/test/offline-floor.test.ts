// The floor's writes queue offline like every console write (docs/offline.md):
// a penalty given with no network waits in the outbox, shows in the player's
// history at once, and reaches the server once when the network is back.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, untilServiceWorkerControls, watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { createEvent, manage } from "./api.ts";

const suite = browserSuite({ serviceWorkers: "allow" });
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("floor-offline-org");
});

/** What offline reads log: the page's business, not the app's errors. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|WebSocket/.test(e));

async function readyOffline(p: Page, reads: string[]) {
  await untilServiceWorkerControls(p);
  await expect.poll(() => p.evaluate(async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).every(Boolean), reads)).toBe(true);
}

describe("the floor offline", () => {
  it("a penalty given with no network waits, shows in the history, and reaches the server once", async () => {
    const e = await createEvent(org.request, { name: "Offline Floor", gameFormat: "Modern", rules: "club" }, ["Ann", "Ben", "Cat", "Dev"], 1);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    await p.getByRole("button", { name: "Ann · penalties" }).waitFor();
    await readyOffline(p, [`/api/events/${e.id}/manage`, "/api/auth/me", `/manage/${e.id}?tab=players`]);

    await org.setOffline(true);
    await p.getByRole("button", { name: "Ann · penalties" }).click();
    const floor = p.getByTestId("player-floor");
    await floor.getByRole("button", { name: "Give a penalty" }).click();
    const form = floor.getByTestId("penalty-form");
    await form.getByLabel("Infraction").selectOption("tardiness");
    await form.getByRole("button", { name: "Give the penalty" }).click();
    const dialog = p.getByRole("dialog");
    await expect.poll(() => dialog.locator("#confirm-text").textContent()).toBe("Warning: recorded only; nothing changes at the table.");
    await dialog.getByRole("button", { name: "Warning" }).click();
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe("1 change not sent yet");
    // Applied on the phone by the engine meanwhile: the history shows it.
    await expect.poll(() => floor.getByTestId("penalty-history").textContent()).toContain("Warning · Tardiness · Round 1");
    expect((await manage(org.request, e.id)).penalties).toEqual([]);
    await shot(p, "389-penalty-offline");

    await org.setOffline(false);
    await expect.poll(() => p.getByTestId("outbox").count()).toBe(0);
    const after = await manage(org.request, e.id);
    expect(after.penalties).toMatchObject([{ player: e.players.find((x) => x.name === "Ann")!.id, round: 1, infraction: "tardiness", penalty: "warning" }]);
    expect(after.seq).toBe(e.seq + 1);
    expect(realErrors(w.errors)).toEqual([]);
    await p.close();
  });
});
