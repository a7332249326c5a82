// The console keeps the event's state for offline use (docs/offline.md) and reads it again when the event moves; a burst of changes
// must not cost a read each: the outbox sending 20 changes is followed by one
// read (at most one more, in flight when the sending began).
import { untilServiceWorkerControls } from "./browser.ts";
import { describe, expect, it } from "vitest";
import { browserSuite } from "./suite.ts";
import { createEvent, manage } from "./api.ts";
import { keptSeq } from "./idb.ts";

const suite = browserSuite({ serviceWorkers: "allow" });
const CHANGES = 20;

describe("the state read", () => {
  it(`${CHANGES} changes sent by the outbox cost one read of the state, not ${CHANGES}`, async () => {
    const ctx = await suite.organizer("offline-reads-organizer");
    const e = await createEvent(ctx.request, { name: "Reads Night", gameFormat: "Modern", rules: "club" }, []);
    const p = await ctx.newPage();
    const reads: string[] = [];
    p.on("request", (r) => {
      if (new URL(r.url()).pathname === `/api/events/${e.id}/state`) reads.push(r.url());
    });
    await p.goto(`/manage/${e.id}?tab=players`);
    await expect.poll(() => keptSeq(p, e.id)).toBe(e.seq);
    await untilServiceWorkerControls(p);

    // 20 late arrivals queued offline, as the console queues them (the outbox's own store).
    await ctx.setOffline(true);
    await p.evaluate(
      ({ id, n }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("topcut-offline");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction("outbox", "readwrite");
            for (let i = 1; i <= n; i++) {
              const commandId = `reads-${id}-${i}`;
              const body = JSON.stringify({ players: [{ name: `Player ${i}` }], commandId });
              tx.objectStore("outbox").add({
                eventId: id,
                method: "POST",
                url: `/api/events/${id}/players`,
                body,
                commandId,
                label: `Player ${i}`,
                queuedAt: Date.now(),
              });
            }
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      { id: e.id, n: CHANGES },
    );
    reads.length = 0;
    await ctx.setOffline(false);

    // Every change reaches the server, the console shows the 20 players and keeps the state they made.
    await expect.poll(async () => (await manage(ctx.request, e.id)).players.length, { timeout: 60_000 }).toBe(CHANGES);
    await expect.poll(() => p.getByTestId("outbox").count(), { timeout: 90_000 }).toBe(0); // may wait out the outbox's back-off
    await expect.poll(() => keptSeq(p, e.id)).toBe(e.seq + CHANGES);
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads.length).toBeLessThanOrEqual(2);
  });
});
