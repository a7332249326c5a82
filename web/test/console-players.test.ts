// The console's Players tab on a 390x844 phone: late entry says
// what will happen (and is not offered once the field is closed), a duplicate
// name asks first, errors show where the organizer is looking and are not
// doubled, and the player list has a search.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("players-organizer");
});

const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;
const inView = (p: Page, selector: string) =>
  p
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });

describe("the Players tab", () => {
  it("late entry names whom the late arrival plays; a duplicate name asks first", async () => {
    const e = await createEvent(
      org.request,
      { name: "Late Night", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Cat", "Dan", "Eve"],
      1,
    );
    const holder = e.rounds[0]!.matches.find((m) => m.table === undefined)!.players[0]!;
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    const form = p.getByTestId("late-entry");
    await expect
      .poll(() => form.getByRole("radio", { name: `Plays ${nameOf(e, holder)}, who had the round-1 bye (that bye and its points go)` }).isChecked())
      .toBe(true);
    expect(await form.getByRole("radio", { name: "Starts with a round-1 loss (0 points)" }).count()).toBe(1);
    await shot(p, "160-console-late-entry");
    await form.getByLabel("Player name").fill("Zed");
    await form.getByRole("button", { name: "Add late player" }).click();
    await expect.poll(() => p.getByRole("status").filter({ hasText: "1 added." }).count()).toBe(1);
    const after = await manage(org.request, e.id);
    const zed = after.players.find((x) => x.name === "Zed")!;
    expect(after.rounds[0]!.matches.find((m) => m.players.includes(zed.id))!.players).toEqual([holder, zed.id]);
    // No bye left: the form says the next late arrival starts with a loss, before adding.
    await expect.poll(() => form.textContent()).toContain("Round 1 has no bye to play: the late arrival starts with a round-1 loss (0 points).");
    // "zed" again: asked first; cancelling adds nobody.
    await form.getByLabel("Player name").fill("zed");
    await form.getByRole("button", { name: "Add late player" }).click();
    const dialog = p.getByRole("dialog");
    await expect.poll(() => dialog.textContent()).toContain("Already registered: zed. Add another player with this name?");
    await shot(p, "161-console-duplicate-asks");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await manage(org.request, e.id)).players).toHaveLength(6);
    // A drop by mistake is taken back until round 2 is paired.
    await p.getByRole("button", { name: "Drop Ben" }).click();
    await p.getByRole("dialog").getByRole("button", { name: "Drop", exact: true }).click();
    await expect.poll(() => p.getByRole("button", { name: "Undo the drop of Ben" }).count()).toBe(1);
    await shot(p, "164-console-undo-drop");
    await p.getByRole("button", { name: "Undo the drop of Ben" }).click();
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Ben is back in: paired from the next round." }).count()).toBe(1);
    expect((await manage(org.request, e.id)).players.find((x) => x.name === "Ben")!.dropped).toBeNull();
    expect(await p.getByRole("button", { name: "Drop Ben" }).count()).toBe(1);
    expect(w.errors).toEqual([]);
  });

  it("once round 2 is paired late entry is not offered, and the server's refusal names the late arrival once", async () => {
    let e = await createEvent(
      org.request,
      { name: "Closed Night", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Cat", "Dan"],
      1,
    );
    for (const m of e.rounds[0]!.matches) await putResult(org.request, e.id, 1, m.table!, { games: [2, 0, 0] });
    expect((await org.request.post(`/api/events/${e.id}/rounds`, { data: { commandId: `closed-${Date.now()}`, round: 2 } })).status()).toBe(200);
    const refused = await org.request.post(`/api/events/${e.id}/late-entry`, { data: { commandId: `late-${Date.now()}`, name: "Zed", mode: "loss" } });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Cannot add a late arrival: the field is closed from round 2 (round 2 is already paired)",
    );
    e = await manage(org.request, e.id);
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${e.id}?tab=players`);
    await expect
      .poll(() => w.page.getByTestId("late-closed").textContent())
      .toBe("Late entry is closed: players can join only while round 1 is the current round.");
    expect(await w.page.getByTestId("late-entry").count()).toBe(0);
    expect(w.errors).toEqual([]);
  });

  it("a long list has a search, and an error for a player far down the list shows where the organizer is looking", async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Player ${String(i + 1).padStart(2, "0")}`);
    names[27] = "José Álvarez";
    names[28] = "O'Brien, Jack";
    const e = await createEvent(org.request, { name: "Long Night", gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, names, 1);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    const find = p.getByLabel("Find a player");
    await find.fill("jose");
    await expect.poll(() => p.locator(".plist li").count()).toBe(1);
    expect(await p.locator(".plist li").textContent()).toContain("José Álvarez");
    await find.fill("OBRIEN");
    await expect.poll(() => p.locator(".plist li .grow").allTextContents()).toEqual(["O'Brien, Jack"]);
    await shot(p, "162-console-player-search");
    await find.fill("");
    await expect.poll(() => p.locator(".plist li").count()).toBe(30);
    // The server refuses a drop at the bottom of the list (answer replaced on the way back: the refusal as the server words it).
    await p.route("**/api/events/*/players/*/drop", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "not_allowed_now", message: "Cannot drop this player right now.", path: "" } }),
      }),
    );
    const last = p.locator(".plist li").last();
    await last.scrollIntoViewIfNeeded();
    await last.getByRole("button", { name: /^Drop/ }).click();
    await p.getByRole("dialog").getByRole("button", { name: "Drop", exact: true }).click();
    await expect.poll(() => p.getByRole("alert").filter({ hasText: "Cannot drop this player right now." }).count()).toBe(1);
    await expect.poll(() => inView(p, '[role="alert"]')).toBe(true);
    await shot(p, "163-console-error-in-view");
    await p.unroute("**/api/events/*/players/*/drop");
    // The one failed request the browser logs is the refused drop.
    expect(w.errors.filter((x) => !x.includes("status of 422"))).toEqual([]);
  });

  it("in Japanese: late entry says what will happen, the list preview and the search", async () => {
    const ja = await suite.organizer("players-organizer-ja", { locale: "ja-JP" });
    const names = Array.from({ length: 9 }, (_, i) => `選手${i + 1}`);
    const e = await createEvent(ja.request, { name: "遅刻テスト", gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, names, 1);
    const holder = e.rounds[0]!.matches.find((m) => m.table === undefined)!.players[0]!;
    const w = await watchedPage(ja);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    const form = p.getByTestId("late-entry");
    await expect
      .poll(() =>
        form
          .getByRole("radio")
          .first()
          .evaluate((el) => el.parentElement?.textContent),
      )
      .toBe(`第1回戦でバイだった${nameOf(e, holder)}さんと対戦（そのバイと得点はなくなります）`);
    // On a 390 px phone each name keeps room for a few characters: the code and the buttons
    // wrap under it rather than squeeze it to one character per line.
    await expect.poll(() => p.locator(".plist li").count()).toBe(9);
    const nameWidths = await p.locator(".plist li > .grow").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(Math.min(...nameWidths)).toBeGreaterThanOrEqual(120);
    await p.getByLabel("プレイヤーを探す").fill("選手9");
    await expect.poll(() => p.locator(".plist li").count()).toBe(1);
    await shot(p, "165-console-players-ja");
    expect(w.errors).toEqual([]);
    await ja.close();
  });
});
