// The offline data of a browser is one user's (docs/offline.md):
// when another user signs in on the same browser, the kept states and reads
// of the first are gone and the first user's unsent changes are neither shown
// to nor sent by the second; they are sent when the first user signs in again.
import { untilServiceWorkerControls } from "./browser.ts";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserSuite } from "./suite.ts";
import { createEvent, manage, signUp, type Fixture } from "./api.ts";
import { storeOf } from "./idb.ts";

const suite = browserSuite({ serviceWorkers: "allow" });
const PASSWORD = "correct horse battery";

type Pair = { table: number; players: string[]; result?: unknown };
const tablesOf = (e: Fixture, round: number) => e.rounds[round - 1]!.matches.filter((m) => m.table !== undefined) as Pair[];
const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;

/** Taps "first player 2–0" on table 1 of round 1 with no network: one change waits in the outbox. */
async function resultOffline(p: Page, e: Fixture) {
  const m = tablesOf(e, 1)[0]!;
  await p.context().setOffline(true);
  await p
    .locator(`li.entry[data-table="${m.table}"]`)
    .getByRole("button", { name: `${nameOf(e, m.players[0]!)} 2–0`, exact: true })
    .click();
  await expect.poll(() => p.getByTestId("outbox-count").textContent()).toBe("1 change not sent yet");
}

describe("offline data and who is signed in", () => {
  it("another user signing in on the browser does not see the first one's kept events, nor sends their outbox; the first one's changes are sent when they are back", async () => {
    const ctx = await suite.organizer("offline-user-ann");
    const ann = await createEvent(ctx.request, { name: "Ann's Night", gameFormat: "Modern", rules: "club" }, ["A1", "A2", "A3", "A4"], 1);
    const p = await ctx.newPage();
    await p.goto(`/manage/${ann.id}?tab=results`);
    await expect.poll(() => p.locator("li.entry[data-table]").count()).toBe(2);
    // The console keeps Ann's event's state and the service worker its reads.
    await expect.poll(async () => (await storeOf(p, "topcut-offline-state", "states")).map((s) => s.eventId)).toContain(ann.id);
    await untilServiceWorkerControls(p);
    await expect.poll(() => p.evaluate((u) => caches.match(u).then(Boolean), `/api/events/${ann.id}/manage`)).toBe(true);
    await resultOffline(p, ann);
    await p.close();
    await ctx.setOffline(false);

    // Ann signs out elsewhere (the session ends; nothing on the page cleared the browser), Ben signs in.
    expect((await ctx.request.post("/api/auth/signout", { data: {} })).status()).toBeLessThan(300);
    await signUp(ctx.request, "offline-user-ben");
    const ben = await createEvent(ctx.request, { name: "Ben's Night", gameFormat: "Modern", rules: "club" }, ["B1", "B2", "B3", "B4"], 1);
    const q = await ctx.newPage();
    await q.goto(`/manage/${ben.id}?tab=results`);
    await expect.poll(() => q.locator("li.entry[data-table]").count()).toBe(2);
    // Ann's kept state and reads are gone; Ben's console shows no outbox.
    expect((await storeOf(q, "topcut-offline-state", "states")).map((s) => s.eventId)).not.toContain(ann.id);
    expect(await q.evaluate((u) => caches.match(u).then(Boolean), `/api/events/${ann.id}/manage`)).toBe(false);
    expect(await q.getByTestId("outbox").count()).toBe(0);

    // Ben's own change offline, then the network: his outbox sends his change only.
    await resultOffline(q, ben);
    await ctx.setOffline(false);
    await expect.poll(() => q.getByTestId("outbox").count()).toBe(0);
    expect((await manage(ctx.request, ben.id)).seq).toBe(ben.seq + 1);
    const left = await storeOf(q, "topcut-offline", "outbox");
    expect(left.map((i) => [i.eventId, i.refused ?? null])).toEqual([[ann.id, null]]);
    await q.close();

    // Ann again: her change is sent, once.
    expect((await ctx.request.post("/api/auth/signin", { data: { username: "offline-user-ann", password: PASSWORD } })).status()).toBe(200);
    const r = await ctx.newPage();
    await r.goto(`/manage/${ann.id}?tab=results`);
    // The console is up. One table or two: once Ann's change is applied (on the phone or by the server) its table counts as done and leaves the list.
    await r.locator("li.entry[data-table]").first().waitFor();
    await expect.poll(async () => (await manage(ctx.request, ann.id)).seq).toBe(ann.seq + 1);
    expect(tablesOf(await manage(ctx.request, ann.id), 1)[0]!.result).toEqual({ games: [2, 0, 0] });
    await expect.poll(() => r.getByTestId("outbox").count()).toBe(0);
    expect(await storeOf(r, "topcut-offline", "outbox")).toEqual([]);
  });
});
