// A Commander round's overtime is over with the network down (docs/offline.md): "No winner at the open tables" queues every open table,
// not only the first (a queued write answers nothing, and the loop used to
// stop there), each applied on the phone and sent once when the network is back.
import { untilServiceWorkerControls } from "./browser.ts";
import { describe, expect, it } from "vitest";
import { browserSuite } from "./suite.ts";
import { createEvent, manage } from "./api.ts";

const suite = browserSuite({ serviceWorkers: "allow" });

describe("the overtime's end offline", () => {
  it("ends every open table with no winner, queued offline and sent once each", async () => {
    const ctx = await suite.organizer("offline-overtime-organizer");
    const e = await createEvent(
      ctx.request,
      { name: "Overtime Offline", gameFormat: "Commander", rules: "commander" },
      ["A", "B", "C", "D", "E", "F", "G", "H"],
      1,
    );
    const tables = e.rounds[0]!.matches.filter((m) => m.table !== undefined);
    expect(tables.length).toBe(2);
    const p = await ctx.newPage();
    await p.goto(`/manage/${e.id}?tab=results`);
    await expect.poll(() => p.locator("li.entry[data-table]").count()).toBe(2);
    // Ready to run offline: the service worker holds the console's reads and the console keeps the event's state.
    await untilServiceWorkerControls(p);
    const reads = [`/api/events/${e.id}/manage`, "/api/auth/me", `/manage/${e.id}?tab=results`];
    await expect.poll(() => p.evaluate(async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).every(Boolean), reads)).toBe(true);
    await expect
      .poll(() =>
        p.evaluate(
          (id) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open("topcut-offline-state");
              open.onupgradeneeded = () => open.transaction!.abort();
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const get = open.result.transaction("states").objectStore("states").get(id);
                get.onsuccess = () => resolve(!!get.result);
                get.onerror = () => resolve(false);
              };
            }),
          e.id,
        ),
      )
      .toBe(true);

    // The clock's 60 minutes and 3 more cannot pass in a test (the Durable Object's alarm: worker/test/overtime.test.ts):
    // offline, the last view the phone kept says they have, and the console opens from it.
    await ctx.setOffline(true);
    await p.evaluate(async (url) => {
      const cache = await caches.open("topcut-reads");
      const key = (await cache.keys()).find((k) => new URL(k.url).pathname === url)!;
      const res = (await cache.match(key))!;
      const view = (await res.json()) as { timer: Record<string, unknown> };
      view.timer = { ...view.timer, round: 1, state: "ended", phase: "overtime", durationMs: 180_000 };
      await cache.put(key, new Response(JSON.stringify(view), { headers: res.headers }));
    }, `/api/events/${e.id}/manage`);
    await p.reload();
    const card = p.getByTestId("overtime-end");
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole("button", { name: "No winner at the 2 open tables" }).click();
    await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe("2 changes not sent yet");
    // Applied on the phone: both tables ended, the round's results all in.
    await expect.poll(() => p.getByTestId("local-note").textContent()).toBe("Showing 2 changes made on this phone; not sent yet.");
    await expect.poll(() => p.getByTestId("all-in").count()).toBe(1);

    await ctx.setOffline(false);
    await expect.poll(() => p.getByTestId("outbox").count(), { timeout: 90_000 }).toBe(0); // may wait out the outbox's back-off
    const after = await manage(ctx.request, e.id);
    expect(after.seq).toBe(e.seq + tables.length);
    expect(after.rounds[0]!.matches.filter((m) => m.table !== undefined).map((m) => m.result)).toEqual(tables.map(() => ({ winner: null })));
  });
});
