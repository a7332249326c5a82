// The new-event form on a 390x844 phone: "game and format" is a
// picker of known formats with the ones already rated here first and one
// canonical key each; the date defaults to today; rules profiles read in the
// reader's language without internal document codes.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, putResult } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let ja: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("new-event-organizer");
  ja = await suite.organizer("new-event-organizer-ja", { locale: "ja-JP" });
});

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

describe("the new-event form", () => {
  it("picks a known format (rated ones first), turns typed text into the format's one key, defaults the date to today", async () => {
    // A finished event rates its format on this server.
    const rated = await createEvent(
      org.request,
      { name: "Rated Night", gameFormat: "Old School 93/94", rules: "club", options: { rounds: 1 } },
      ["Ann", "Ben", "Cat", "Dan"],
      1,
    );
    for (const m of rated.rounds[0]!.matches) await putResult(org.request, rated.id, 1, m.table!, { games: [2, 0, 0] });
    expect((await org.request.post(`/api/events/${rated.id}/finish`, { data: { commandId: `fin-${Date.now()}` } })).status()).toBe(200);

    const w = await watchedPage(org);
    const p = w.page;
    await p.goto("/manage/new");
    const picker = p.getByLabel("Game and format");
    await expect.poll(() => picker.locator("optgroup").first().getAttribute("label")).toBe("Already rated on this server");
    expect(await picker.locator("optgroup").first().locator("option").allTextContents()).toContain("Old School 93/94");
    const groups = await picker.locator("optgroup").evaluateAll((els) => els.map((e) => e.getAttribute("label")));
    expect(groups.slice(1)).toEqual([
      "Magic: The Gathering",
      "Dreamblade",
      "Pokémon TCG",
      "Disney Lorcana",
      "One Piece Card Game",
      "Flesh and Blood",
      "Star Wars: Unlimited",
    ]);
    expect(await picker.locator('optgroup[label="Magic: The Gathering"] option').allTextContents()).toEqual([
      "Magic: Standard",
      "Magic: Pioneer",
      "Magic: Modern",
      "Magic: Legacy",
      "Magic: Vintage",
      "Magic: Pauper",
      "Magic: Commander",
      "Magic: Booster Draft",
      "Magic: Sealed",
    ]);
    expect(await p.getByLabel("Date").inputValue()).toBe(today());
    // Rules profiles by their names, explained without document codes.
    expect(await p.getByLabel("Rules profile", { exact: true }).locator("option").allTextContents()).toContain("Club Swiss");
    expect(await p.locator(".field", { has: p.getByLabel("Rules profile", { exact: true }) }).textContent()).not.toMatch(/\b00\d:/);
    // "Other…" with a typed "MTG Modern": the form offers the known key instead of a second pool.
    await picker.selectOption("__other");
    await p.getByTestId("format-other").fill("MTG modern");
    await expect.poll(() => p.getByTestId("format-suggestion").textContent()).toContain("This is Magic: Modern in the list.");
    await shot(p, "180-new-event-format-suggestion");
    await p.getByRole("button", { name: "Use Magic: Modern" }).click();
    await expect.poll(() => picker.inputValue()).toBe("Magic: Modern");
    await p.getByLabel("Event name").fill("Picker Night");
    await p.getByRole("button", { name: "Create event" }).click();
    await p.waitForURL(/\/manage\/[a-z0-9]{12}$/);
    const id = new URL(p.url()).pathname.split("/").pop()!;
    const ev = (await (await org.request.get(`/api/events/${id}`)).json()) as { event: { gameFormat: string; date: string } };
    expect(ev.event).toMatchObject({ gameFormat: "Magic: Modern", date: today() });
    expect(w.errors).toEqual([]);
  });

  it("reads the rules profiles in Japanese", async () => {
    const w = await watchedPage(ja);
    await w.page.goto("/manage/new");
    const rules = w.page.locator('select[name="rules"]');
    await expect.poll(() => rules.locator("option").allTextContents()).toEqual(expect.arrayContaining(["クラブのスイス式", "統率者戦（3〜4人卓）"]));
    await rules.selectOption("commander");
    await expect
      .poll(() => w.page.locator(".field", { has: rules }).locator("small").first().textContent())
      .toBe("多人数の統率者戦。3〜4人卓、統率者ポイント、出席に基づく決勝。");
    await shot(w.page, "181-new-event-ja");
    expect(w.errors).toEqual([]);
  });
});
