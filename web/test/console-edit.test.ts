// The organizer edits the event's settings from the Event tab and renames a
// misspelt player from the Players tab; both reach the public page. Each test
// builds its own event through the API, as the one before it would leave it.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;

beforeAll(async () => {
  // No service worker (docs/offline.md): the test holds the console's reads with page.route, which a worker's fetches would bypass.
  org = await suite.organizer("edit-organizer", { serviceWorkers: "block" });
});

const PLAYERS = ["Aiko", "Bne", "Chloé", "Dmitri"];
/** "Edit Cup" as created; `saved` as the Event tab's first save leaves it (renamed, flip for draws). */
const editCup = (saved: boolean, rounds = 0) =>
  createEvent(
    org.request,
    saved
      ? { name: "Edit Cup Finals", gameFormat: "Magic: Modern", rules: "club", options: { rounds: 4, cut: 4, draws: "flip" }, date: "2026-12-12" }
      : { name: "Edit Cup", gameFormat: "Pioneer", rules: "club", options: { rounds: 3, cut: 0 }, date: "2026-12-12" },
    PLAYERS,
    rounds,
  );

describe("editing from the console", () => {
  it("the Event tab shows the settings as they are and saves the changed ones", async () => {
    const ev = await editCup(false);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}?tab=event`);
    const form = p.locator("form", { has: p.getByRole("heading", { name: "Event settings" }) });
    await expect.poll(() => form.getByLabel("Event name").inputValue()).toBe("Edit Cup");
    expect(await form.getByLabel("Swiss rounds").inputValue()).toBe("3");
    expect(await form.getByLabel("Date").inputValue()).toBe("2026-12-12");
    expect(await form.getByLabel(/^Public/).isChecked()).toBe(true);
    await form.getByLabel("Event name").fill("Edit Cup Finals");
    await form.getByLabel("Game and format").selectOption("Magic: Modern");
    await form.getByLabel("Swiss rounds").fill("4");
    await form.getByLabel("Structure").selectOption("cut-4");
    await form.getByLabel("Drawn matches").selectOption("flip");
    await form.getByLabel("Minutes per round").fill("55");
    await form.getByLabel(/^Unlisted/).check();
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Settings saved." }).count()).toBe(1);
    await shot(p, "58-console-edit-event");
    const after = await manage(org.request, ev.id);
    expect(after.event).toMatchObject({ name: "Edit Cup Finals", gameFormat: "Magic: Modern", visibility: "unlisted", roundMinutes: 55, date: "2026-12-12" });
    expect(after.event.options).toMatchObject({ rounds: 4, cut: 4, draws: "flip" });
    // The form now shows what the server keeps.
    await expect.poll(() => form.getByLabel("Event name").inputValue()).toBe("Edit Cup Finals");
    expect(await form.getByLabel(/^Unlisted/).isChecked()).toBe(true);
    expect(w.errors).toEqual([]);
  });

  it("once round 1 is paired the draws/flip choice is fixed, with the server's reason; the name stays editable", async () => {
    const ev = await editCup(true);
    const w = await watchedPage(org);
    const p = w.page;
    const paired = await org.request.post(`/api/events/${ev.id}/rounds`, { data: { commandId: `edit-r1-${Date.now()}`, round: 1 } });
    expect(paired.status()).toBe(200);
    await p.goto(`/manage/${ev.id}?tab=event`);
    const form = p.locator("form", { has: p.getByRole("heading", { name: "Event settings" }) });
    await expect.poll(() => form.getByLabel("Event name").inputValue()).toBe("Edit Cup Finals");
    await form.getByLabel("Drawn matches").selectOption("allowed");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => p.getByRole("alert").textContent()).toContain("Draws or flip cannot change once round 1 is paired");
    await shot(p, "58b-console-edit-fixed-after-start");
    w.errors.length = 0;
    await form.getByLabel("Drawn matches").selectOption("flip");
    await form.getByLabel("Event name").fill("Edit Cup Finals 2");
    // A player's report arrives live while the organizer types: the console takes the
    // new view (the Results tab counts the report) and the typed name stays as typed.
    const fx = await manage(org.request, ev.id);
    const m = fx.rounds[0]!.matches.find((x) => x.table !== undefined)!;
    const report = await org.request.post(`/api/events/${ev.id}/rounds/1/tables/${m.table}/report`, {
      data: { commandId: `edit-report-${Date.now()}`, result: { games: [2, 0, 0] }, code: fx.codes[m.players[0]!] },
    });
    expect(report.status()).toBe(200);
    await expect.poll(() => p.locator("nav.tabs .count").textContent()).toBe("1");
    expect(await form.getByLabel("Event name").inputValue()).toBe("Edit Cup Finals 2");
    expect(await form.getByLabel("Drawn matches").inputValue()).toBe("flip");
    // The console's reads of the view wait until the organizer has typed again after saving:
    // the saved view, arriving late, does not overwrite the newer text either.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await p.route(`**/api/events/${ev.id}/manage`, async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect
      .poll(async () => ((await (await org.request.get(`/api/events/${ev.id}/manage`)).json()) as { event: { name: string } }).event.name)
      .toBe("Edit Cup Finals 2");
    await form.getByLabel("Event name").fill("Edit Cup Finals");
    release();
    await expect.poll(() => p.locator(".console-head h1").textContent()).toBe("Edit Cup Finals 2");
    expect(await form.getByLabel("Event name").inputValue()).toBe("Edit Cup Finals");
    await p.unroute(`**/api/events/${ev.id}/manage`);
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect
      .poll(async () => ((await (await org.request.get(`/api/events/${ev.id}/manage`)).json()) as { event: { name: string } }).event.name)
      .toBe("Edit Cup Finals");
    expect(w.errors).toEqual([]);
  });

  it("a refused edit shows the server's words and changes nothing", async () => {
    const ev = await editCup(true);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}?tab=event`);
    const form = p.locator("form", { has: p.getByRole("heading", { name: "Event settings" }) });
    await expect.poll(() => form.getByLabel("Event name").inputValue()).toBe("Edit Cup Finals");
    // Whitespace passes the browser's "required" but not the server.
    await form.getByLabel("Event name").fill("   ");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => p.getByRole("alert").textContent()).toContain("an event needs a name");
    expect(((await (await org.request.get(`/api/events/${ev.id}/manage`)).json()) as { event: { name: string } }).event.name).toBe("Edit Cup Finals");
    // The browser logs the refused PATCH; nothing else went wrong.
    expect(w.errors.every((e) => e.includes("status of 400") && e.includes(`/api/events/${ev.id}]`))).toBe(true);
    w.errors.length = 0;
  });

  it("the Players tab renames a misspelt player; the event page shows the new name", async () => {
    let ev = await editCup(true, 1);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}?tab=players`);
    await p.getByRole("button", { name: "Rename Bne" }).click();
    const input = p.getByLabel("New name for Bne");
    await expect.poll(() => input.inputValue()).toBe("Bne");
    await input.fill("Ben");
    await shot(p, "59-console-rename");
    await p.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Renamed to Ben." }).count()).toBe(1);
    await expect.poll(() => p.locator(".plist li").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("Ben")]));
    expect(await p.getByLabel("New name for Bne").count()).toBe(0);
    ev = await manage(org.request, ev.id);
    expect(ev.players.map((x) => x.name)).toEqual(["Aiko", "Ben", "Chloé", "Dmitri"]);
    const fan = await watchedPage(org);
    await fan.page.goto(`/e/${ev.id}`);
    await expect.poll(() => fan.page.locator(".pairing").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("Ben")]));
    expect([...w.errors, ...fan.errors]).toEqual([]);
  });
});
