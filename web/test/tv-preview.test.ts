// The TV's staff preview of a round not yet published: staff see its tables
// on the venue screen (?preview=1) with a line saying it is a preview; anyone
// else asking for the preview gets the public screen, which says the round is
// not yet published and shows none of its tables.
import { describe, expect, it } from "vitest";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, tablesOf, write } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
const TV = { viewport: { width: 1280, height: 720 } };

describe("the TV's staff preview", () => {
  it("shows staff the round before it is published, and nobody else", async () => {
    const org = await suite.organizer("tv-preview-organizer");
    const e = await createEvent(org.request, { name: "Preview Open", gameFormat: "Modern", rules: "club", options: { publishPairings: "manual" } }, [
      "Ann Lee",
      "Ben Ode",
      "Cat Poe",
      "Dan Roe",
    ]);
    await write(org.request, e.id, "start-round", { round: 1 });
    const table = tablesOf(await manage(org.request, e.id), 1)[0]!;
    const name = e.players.find((p) => p.id === table.players[0])!.name;

    const staff = await suite.sameAccount(org, TV);
    const w = await watchedPage(staff);
    await w.page.goto(`/e/${e.id}/tv?preview=1&mode=tables`);
    await expect.poll(() => w.page.getByTestId("tv-preview").textContent()).toBe("Preview for staff: round 1 is not yet published");
    await expect.poll(() => w.page.locator("main").textContent()).toContain(name);
    await shot(w.page, "390-tv-preview-staff");

    const visitor = await suite.context(TV);
    const v = await watchedPage(visitor);
    await v.page.goto(`/e/${e.id}/tv?preview=1&mode=tables`);
    await expect.poll(() => v.page.getByTestId("tv-unpublished").textContent()).toBe("Round 1 not yet published");
    expect(await v.page.locator("main").textContent()).not.toContain(name);
    expect(await v.page.getByTestId("tv-preview").count()).toBe(0);

    // Published: the preview is the public screen, with no preview line.
    await write(org.request, e.id, "publish-round", { round: 1 });
    await expect.poll(() => w.page.getByTestId("tv-preview").count()).toBe(0);
    await expect.poll(() => v.page.locator("main").textContent()).toContain(name);
    expect(w.errors).toEqual([]);
    expect(v.errors.filter((x) => !/status of 40[13]/.test(x))).toEqual([]);
  });
});
