// The desks offline (docs/offline.md): the lists desk's writes go
// through the outbox like the console's (checked and shown on the phone with
// the shared engine, sent once when the network is back); the registration
// desk's need the server and say so at once.
import { untilServiceWorkerControls } from "./browser.ts";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite } from "./suite.ts";
import { createEvent, manage, write } from "./api.ts";

const suite = browserSuite({ serviceWorkers: "allow" });

/** The service worker controls the page (the engine's chunk is precached) and the page keeps the event's state. */
async function readyOffline(p: Page, id: string) {
  await untilServiceWorkerControls(p);
  await expect
    .poll(() =>
      p.evaluate(
        (eventId) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open("topcut-offline-state");
            open.onupgradeneeded = () => open.transaction!.abort();
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const get = open.result.transaction("states").objectStore("states").get(eventId);
              get.onsuccess = () => resolve(!!get.result);
              get.onerror = () => resolve(false);
            };
          }),
        id,
      ),
    )
    .toBe(true);
}

describe("the desks offline", () => {
  it("a paper list recorded at the lists desk offline waits in the outbox, shows at once, and is stored once online; the registration desk says it needs the network", async () => {
    const ctx = await suite.organizer("offline-desk-organizer");
    const e = await createEvent(
      ctx.request,
      { name: "Desk Offline", gameFormat: "Dreamblade", rules: "dreamblade", options: { bestOf: 1 }, date: "2006-11-09" },
      ["Ann", "Ben", "Cat", "Dan"],
    );
    await write(ctx.request, e.id, "edit-event-day", { listPolicy: { mode: "all-players", deadline: Date.now() + 86_400_000 } });
    const before = await manage(ctx.request, e.id);
    const ann = e.players.find((x) => x.name === "Ann")!;
    const p = await ctx.newPage();
    await p.goto(`/manage/${e.id}/lists`);
    await expect.poll(() => p.getByTestId("lists-summary").textContent()).toBe("0 of 4 received · 0 flagged · 4 missing");
    await readyOffline(p, e.id);
    const q = await ctx.newPage();
    await q.goto(`/manage/${e.id}/registration`);
    await expect.poll(() => q.getByRole("button", { name: "Register", exact: true }).count()).toBe(1);

    await ctx.setOffline(true);
    const paper = p.getByTestId("paper-list");
    await paper.getByLabel("Player").selectOption(ann.id);
    await paper.getByLabel("Main list").fill("2 Ogre (Base Set)\n1 Wasteland Trooper (Base Set)");
    await paper.getByRole("button", { name: "Record and lock" }).click();
    await expect.poll(() => p.locator("p.ok[role=status]").textContent()).toBe("Saved on this phone; it will be sent when the network is back.");
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe("1 change not sent yet");
    // Applied on the phone with the engine: the desk counts the list at once.
    await expect.poll(() => p.getByTestId("lists-summary").textContent()).toBe("1 of 4 received · 0 flagged · 3 missing");
    await expect.poll(() => p.locator(`.list-card[data-player="${ann.id}"]`).getByTestId("list-count").textContent()).toBe("3 miniatures");

    // The registration desk (opened before the network went), still offline: a walk-in cannot be registered without the server, and it says so.
    await q.getByLabel("Name", { exact: true }).fill("Walk In");
    await q.getByRole("button", { name: "Register", exact: true }).click();
    await expect.poll(() => q.getByRole("alert").first().textContent()).toContain("This needs the network");
    await q.close();

    // Back online, the service worker's own reads of the staff view still fail (a loaded run saw
    // its network come back after the page's): a read through it would answer the copy from
    // before the list, and this page has no live socket to correct it. The read after the send
    // goes to the network itself (api.ts, get's `fresh`).
    await ctx.route(/\/manage$/, (route) => (route.request().serviceWorker() ? route.abort("internetdisconnected") : route.fallback()));
    await ctx.setOffline(false);
    await expect.poll(() => p.getByTestId("outbox").count(), { timeout: 90_000 }).toBe(0); // may wait out the outbox's back-off
    const after = await manage(ctx.request, e.id);
    // Stored once: one change of the event, the list received and locked.
    expect(after.seq).toBe(before.seq + 1);
    const own = await (await ctx.request.post(`/api/events/${e.id}/lists/read`, { data: { code: e.codes[ann.id] } })).json();
    expect(own.list.status).toBe("received");
    await expect.poll(() => p.getByTestId("lists-summary").textContent()).toBe("1 of 4 received · 0 flagged · 3 missing");
  });
});
