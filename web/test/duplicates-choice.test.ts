// A duplicate name is left out unless the organizer chooses it (the console's
// Players tab on a 390x844 phone): a pasted list and a CSV file show each name
// already registered or twice in the list with "Add anyway", the button counts
// only who will be added, and a typed name already registered asks first,
// Cancel being the default. The rule itself (manage/duplicates.ts) in Node.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { duplicatesIn, isRegistered, registeredKeys } from "../src/pages/manage/duplicates.ts";

describe("what is a duplicate name", () => {
  it("one registered, or earlier in the list, compared as search compares names", () => {
    const registered = registeredKeys([{ name: "Ann Lee" }, { name: "Lars Øvergaard" }]);
    const list = ["ann  lee", "Cara Diaz", "Lars Overgaard", "cara díaz", "Dan Ek", "Cara-Diaz"];
    expect([...duplicatesIn(registered, list)]).toEqual([
      [0, "registered"],
      [2, "registered"],
      [3, "listed"],
      [5, "listed"],
    ]);
    expect(isRegistered(registered, "ANN LEE")).toBe(true);
    expect(isRegistered(registered, "Ann Leeds")).toBe(false);
    // Words in another order are another name: "Lee Ann" is not "Ann Lee".
    expect(duplicatesIn(registered, ["Lee Ann"]).size).toBe(0);
  });
});

const suite = browserSuite();
let org: BrowserContext;
let orgJa: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("duplicates-organizer");
  orgJa = await suite.sameAccount(org, { locale: "ja-JP" });
});

const names = async (id: string) => (await manage(org.request, id)).players.map((p) => p.name);
const openPaste = (p: Page) => p.getByText("Paste a list or load a CSV").click();

describe("a duplicate name in the Players tab", () => {
  it("a pasted list leaves duplicates out unless chosen; the button counts who will be added", async () => {
    const e = await createEvent(org.request, { name: "Paste Night", gameFormat: "Modern", rules: "club" }, ["Ann Lee", "Ben Ito"]);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    await openPaste(p);
    await p.getByLabel("One name per line").fill("ann lee\nCara Diaz\nDan Ek\nCara diaz\n");
    await p.getByRole("button", { name: "Check the list" }).click();
    const preview = p.getByTestId("list-preview");
    await expect.poll(() => preview.locator("h4").textContent()).toBe("2 players will be added:");
    expect(await preview.locator(".preview-names li").allTextContents()).toEqual(["Cara Diaz", "Dan Ek"]);
    expect(await preview.getByTestId("left-out").textContent()).toBe("2 left out as duplicates.");
    const ann = preview.getByRole("checkbox", { name: "Add anyway: ann lee (already registered)" });
    const cara = preview.getByRole("checkbox", { name: "Add anyway: Cara diaz (twice in the list)" });
    expect(await ann.isChecked()).toBe(false);
    expect(await cara.isChecked()).toBe(false);
    expect(await preview.getByRole("button", { name: "Add 2 players" }).count()).toBe(1);
    await shot(p, "870-duplicates-paste-left-out");
    // Two people named Cara Diaz after all: chosen, she is counted and listed.
    await cara.check();
    await expect.poll(() => preview.locator("h4").textContent()).toBe("3 players will be added:");
    expect(await preview.getByTestId("left-out").textContent()).toBe("1 left out as a duplicate.");
    await shot(p, "871-duplicates-paste-chosen");
    // What the console sends is exactly who the preview counts, and the Worker adds exactly that.
    const sent = p.waitForRequest((q) => q.method() === "POST" && new URL(q.url()).pathname === `/api/events/${e.id}/players`);
    await preview.getByRole("button", { name: "Add 3 players" }).click();
    expect(((await sent).postDataJSON() as { players: { name: string }[] }).players.map((x) => x.name)).toEqual(["Cara Diaz", "Dan Ek", "Cara diaz"]);
    await expect.poll(() => p.getByRole("status").filter({ hasText: "3 added." }).count()).toBe(1);
    expect(await names(e.id)).toEqual(["Ann Lee", "Ben Ito", "Cara Diaz", "Dan Ek", "Cara diaz"]);
    expect(w.errors).toEqual([]);
  });

  it("a CSV file's duplicate is left out by default, and in Japanese too", async () => {
    const e = await createEvent(org.request, { name: "CSV Night", gameFormat: "Modern", rules: "club" }, ["Ann Lee", "Ben Ito"]);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    await openPaste(p);
    const csv = "name,country\nBEN ITO,JP\nEve Fox,GB\n";
    await p.getByLabel("CSV file").setInputFiles({ name: "players.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const preview = p.getByTestId("list-preview");
    await expect.poll(() => preview.locator("h4").textContent()).toBe("1 player will be added:");
    expect(await preview.getByTestId("left-out").textContent()).toBe("1 left out as a duplicate.");
    expect(await preview.getByRole("checkbox", { name: "Add anyway: BEN ITO (already registered)" }).isChecked()).toBe(false);
    await shot(p, "872-duplicates-csv");
    await preview.getByRole("button", { name: "Add 1 player" }).click();
    await expect.poll(() => p.getByRole("status").filter({ hasText: "1 added." }).count()).toBe(1);
    expect(await names(e.id)).toEqual(["Ann Lee", "Ben Ito", "Eve Fox"]);

    // The same file read in Japanese.
    const j = await watchedPage(orgJa);
    await j.page.goto(`/manage/${e.id}?tab=players`);
    await j.page.getByText("リストを貼り付け", { exact: false }).first().click();
    await j.page.locator('input[type="file"]').setInputFiles({ name: "players.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const jp = j.page.getByTestId("list-preview");
    await expect.poll(() => jp.getByTestId("left-out").textContent()).toBe("2人を重複として除外します。");
    expect(await jp.getByRole("checkbox", { name: "それでも追加: BEN ITO（登録済み）" }).count()).toBe(1);
    expect(await jp.getByRole("button", { name: "0人を追加" }).isDisabled()).toBe(true);
    await shot(j.page, "873-duplicates-csv-ja");
    expect(w.errors).toEqual([]);
    expect(j.errors).toEqual([]);
  });

  it("a typed name already registered asks first; Cancel, the default, adds nobody", async () => {
    const e = await createEvent(org.request, { name: "Typed Night", gameFormat: "Modern", rules: "club" }, ["Ann Lee", "Lars Øvergaard"]);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    await p.getByPlaceholder("Player name").fill("lars overgaard");
    await p.getByRole("button", { name: "Add", exact: true }).click();
    const dialog = p.getByRole("dialog");
    await expect.poll(() => dialog.textContent()).toContain("Already registered: lars overgaard. Add another player with this name?");
    // Focus starts on Cancel: Enter keeps the list as it was.
    expect(await dialog.getByRole("button", { name: "Cancel" }).evaluate((b) => b === document.activeElement)).toBe(true);
    await shot(p, "874-duplicates-typed-asks");
    await p.keyboard.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await names(e.id)).toEqual(["Ann Lee", "Lars Øvergaard"]);
    // Chosen: a second Lars is added.
    await p.getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByRole("button", { name: "Add anyway" }).click();
    await expect.poll(() => names(e.id)).toEqual(["Ann Lee", "Lars Øvergaard", "lars overgaard"]);
    expect(w.errors).toEqual([]);
  });
});
