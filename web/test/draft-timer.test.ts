// The draft timer at the table: at 1920x1080 it fills the
// screen, names the pod's players by seat with the drafting seat marked;
// Dreamblade's packs are unbagged and laid out before the review
// (R-DRAFT-3), or the timer waits for the judge; going back and resetting ask
// first; the judge jumps to any step; a Magic booster draft shows which way
// the packs pass (left, right, left). The phone layout in Japanese too.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, write } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let big: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("draft-timer-organizer");
  big = await suite.context({ viewport: { width: 1920, height: 1080 } });
});

describe("the draft timer at the table", () => {
  it("Dreamblade at 1920x1080: names by seat, laying out before the review, back and reset ask, jump to a step, waiting for the judge", async () => {
    const e = await createEvent(org.request, { name: "Timer Draft", gameFormat: "Dreamblade Draft", rules: "dreamblade", options: { bestOf: 1 } }, [
      "Ann",
      "Ben",
      "Cat",
      "Dan",
      "Eve",
      "Fay",
      "Gus",
      "Hal",
    ]);
    const seated = await write(org.request, e.id, "seat-pods", { seed: "timer" });
    const pod1: string[] = seated.pods[0]!.seats;
    const name = (id: string) => e.players.find((p) => p.id === id)!.name;
    const w = await watchedPage(big);
    const p = w.page;
    await p.goto(`/e/${e.id}/draft/timer?pod=1`);
    await expect.poll(() => p.locator(".draft-seats li").allTextContents()).toEqual(pod1.map((id, i) => `Seat ${i + 1}: ${name(id)}`));
    await p.getByRole("button", { name: "Start" }).click();
    const now = p.getByTestId("draft-now");
    await expect.poll(() => now.textContent()).toBe("Pack 1 of 12: seat 1 unbags and lays out the miniatures (others may help), 1 min");
    await expect.poll(() => p.locator(".draft-seats li.drafting").textContent()).toBe(`Seat 1: ${name(pod1[0]!)}`);
    // The whole screen: the timer is as wide as the display, its numbers big.
    const box = (await p.locator(".draft-screen").boundingBox())!;
    expect(box.width).toBeGreaterThan(1800);
    const secondsHigh = (await p.locator(".draft-screen .left").boundingBox())!.height;
    expect(secondsHigh).toBeGreaterThan(200);
    await shot(p, "230-draft-timer-1920x1080");

    await p.getByRole("button", { name: "Next step" }).click();
    await expect.poll(() => now.textContent()).toBe("Pack 1 of 12: seat 1 lays it out; review 45 s, then seat 1 drafts pick 1 (clockwise)");
    // Back asks first; cancelling keeps the step.
    await p.getByRole("button", { name: "Back one step" }).click();
    const dialog = p.getByRole("dialog");
    await expect
      .poll(() => dialog.locator("#confirm-text").textContent())
      .toBe("Go back to: Pack 1 of 12: seat 1 unbags and lays out the miniatures (others may help), 1 min? The clock restarts that step.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => now.textContent()).toMatch(/review 45 s/);
    await p.getByRole("button", { name: "Back one step" }).click();
    await dialog.getByRole("button", { name: "Back one step" }).click();
    await expect.poll(() => now.textContent()).toMatch(/unbags and lays out/);

    // The judge jumps to pack 5 (R-DRAFT-2: seat 4 opens it, counterclockwise).
    const step = p.getByLabel("Go to step");
    const options = await step.locator("option").allTextContents();
    const fifth = options.indexOf("Pack 5 of 12: seat 4 lays it out; review 45 s, then seat 4 drafts pick 1 (counterclockwise)");
    expect(fifth).toBeGreaterThan(0);
    await step.selectOption(String(fifth));
    await p.getByRole("button", { name: "Go", exact: true }).click();
    await expect.poll(() => now.textContent()).toMatch(/^Pack 5 of 12: seat 4 lays it out/);
    await expect.poll(() => p.locator(".draft-seats li.drafting").textContent()).toBe(`Seat 4: ${name(pod1[3]!)}`);

    // Reset asks first.
    await p.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => dialog.locator("#confirm-text").textContent()).toBe("Reset the draft timer? The draft's place is lost.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => now.textContent()).toMatch(/^Pack 5 of 12/);
    await p.getByRole("button", { name: "Reset" }).click();
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => p.locator(".draft-screen .now").textContent()).toBe("Ready: 96 steps.");

    // No time to lay out: the timer waits for the judge, however long it takes.
    await write(org.request, e.id, "edit-event-day", { timers: { dreambladeDraft: { prepareSeconds: 0 } } });
    await p.reload();
    await p.getByRole("button", { name: "Start" }).click();
    await expect.poll(() => p.locator(".draft-screen .waiting").textContent()).toBe("Waiting for the judge");
    await expect.poll(() => now.textContent()).toMatch(/the judge starts the review$/);
    await shot(p, "231-draft-timer-waiting-for-judge");
    await p.getByRole("button", { name: "Laid out? Start the review" }).click();
    await expect.poll(() => now.textContent()).toMatch(/review 45 s/);
    expect(w.errors).toEqual([]);
  });

  it("Magic booster draft: packs pass left, right, left", async () => {
    const e = await createEvent(org.request, { name: "M10 Draft", gameFormat: "Magic 2010 Booster Draft", rules: "dci-2009" }, [
      "A1",
      "B2",
      "C3",
      "D4",
      "E5",
      "F6",
      "G7",
      "H8",
    ]);
    await write(org.request, e.id, "seat-pods", { mode: "one" });
    const w = await watchedPage(big);
    const p = w.page;
    await p.goto(`/e/${e.id}/draft/timer?pod=1`);
    await p.getByRole("button", { name: "Start" }).click();
    await expect.poll(() => p.getByTestId("draft-now").textContent()).toBe("Pack 1, pick 1: 40 s");
    await expect.poll(() => p.getByTestId("draft-pass").textContent()).toBe("Pass left ←");
    await expect.poll(() => p.locator(".draft-seats li").count()).toBe(8);
    const options = await p.getByLabel("Go to step").locator("option").allTextContents();
    await p.getByLabel("Go to step").selectOption(String(options.indexOf("Pack 2, pick 1: 40 s")));
    await p.getByRole("button", { name: "Go", exact: true }).click();
    await expect.poll(() => p.getByTestId("draft-pass").textContent()).toBe("Pass right →");
    await shot(p, "232-magic-draft-timer-pass-right");
    expect(w.errors).toEqual([]);
  });

  it("on a phone in Japanese", async () => {
    const e = await createEvent(org.request, { name: "Timer JA", gameFormat: "Dreamblade Draft", rules: "dreamblade", options: { bestOf: 1 } }, [
      "Ann",
      "Ben",
      "Cat",
      "Dan",
    ]);
    await write(org.request, e.id, "seat-pods", {});
    const ja = await suite.context({ locale: "ja-JP" });
    const w = await watchedPage(ja);
    await w.page.goto(`/e/${e.id}/draft/timer?pod=1`);
    await w.page.getByRole("button", { name: "開始" }).click();
    await expect.poll(() => w.page.getByTestId("draft-now").textContent()).toBe("パック1：席1が袋から出して並べる 60秒");
    await expect.poll(() => w.page.locator(".draft-seats li").count()).toBe(4);
    await shot(w.page, "233-draft-timer-phone-ja");
    expect(w.errors).toEqual([]);
    await ja.close();
  });
});
