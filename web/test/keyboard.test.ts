// A whole event by keyboard alone: the organizer creates it, adds the players,
// pairs, enters every result, starts the playoffs and finishes, with Tab,
// arrows, Enter and Escape only (no click), on a laptop. Every control that
// takes focus on the way shows it (an outline or a ring), and the confirm
// dialog keeps focus inside while open and gives it back when closed.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { manage } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("keyboard-org", { viewport: { width: 1280, height: 800 } });
});

/** Focused elements that showed no focus indicator or were covered, each said. */
const unseen: string[] = [];

/** Whether the focused element shows its focus (an outline of 2 px or more, or a box shadow) and is not covered. */
async function checkFocusShown(p: Page) {
  const missing = await p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 2;
    const what = `${el.tagName.toLowerCase()}${el.getAttribute("type") ? `[type=${el.getAttribute("type")}]` : ""}${el.getAttribute("name") ? `[name=${el.getAttribute("name")}]` : ""}: ${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}`;
    if (!outline && s.boxShadow === "none")
      return `no focus indicator on ${what} (outline ${s.outlineStyle} ${s.outlineWidth}, :focus ${el.matches(":focus")})`;
    // Not hidden under a sticky header or tab bar (WCAG 2.4.11): what is drawn at its middle is itself.
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && (el.contains(hit) || hit.contains(el) || (hit as HTMLLabelElement).control === el)
      ? null
      : `${what} is covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`;
  });
  if (missing) unseen.push(missing);
}

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement).catch(() => false);

/** Tabs forward until `target` has focus (at most `max` presses), checking each stop shows its focus. */
async function tabTo(p: Page, target: Locator, max = 150) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await p.keyboard.press("Tab");
    await checkFocusShown(p);
  }
  throw new Error(`Tab never reached ${target}`);
}

async function press(p: Page, target: Locator, key = "Enter") {
  await tabTo(p, target);
  await p.keyboard.press(key);
}

describe("a whole event by keyboard alone", () => {
  it("creates, adds players, pairs, enters results, starts the playoffs and finishes; focus always shows; the dialog holds and returns focus", async () => {
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto("/manage/new");
    await tabTo(p, p.getByLabel("Event name"));
    await p.keyboard.type("Keys Night");
    // Create without a game: the browser takes focus back up to the field it needs, which must not
    // land under the sticky header.
    await press(p, p.getByRole("button", { name: "Create event" }));
    await expect.poll(() => isFocused(p.getByLabel("Game and format"))).toBe(true);
    await checkFocusShown(p);
    expect(unseen).toEqual([]);
    // The game and format: the first one down the list.
    await tabTo(p, p.getByLabel("Game and format"));
    await p.keyboard.press("ArrowDown");
    await expect.poll(() => p.getByLabel("Game and format").inputValue()).not.toBe("");
    await tabTo(p, p.getByLabel("Swiss rounds", { exact: true }));
    await p.keyboard.press("ControlOrMeta+a");
    await p.keyboard.type("2");
    // Swiss only, top 2, top 4, ...: one step down is a top 2.
    await tabTo(p, p.getByLabel("Structure"));
    await p.keyboard.press("ArrowDown");
    await expect.poll(() => p.getByLabel("Structure").inputValue()).toBe("cut-2");
    await press(p, p.getByRole("button", { name: "Create event" }));
    await p.waitForURL(/\/manage\/[a-z0-9]{12}$/);
    const id = new URL(p.url()).pathname.split("/").pop()!;

    // The players, one by one: type a name, Enter.
    const nav = p.getByRole("navigation", { name: "Console sections" });
    await press(p, nav.getByRole("link", { name: /^Players/ }));
    const name = p.getByPlaceholder("Player name");
    for (const n of ["Ann", "Ben", "Cy", "Dee"]) {
      await tabTo(p, name);
      await p.keyboard.type(n);
      await p.keyboard.press("Enter");
      await expect.poll(async () => (await manage(org.request, id)).players.map((x) => x.name)).toContain(n);
      await expect.poll(() => name.inputValue()).toBe("");
    }

    // Round 1, then every result from the Results tab.
    const enterResults = async (round: number) => {
      await press(p, nav.getByRole("link", { name: /^Results/ }));
      const e = await manage(org.request, id);
      for (const m of e.rounds[round - 1]!.matches.filter((x) => x.table !== undefined)) {
        const card = p.locator(`li.entry[data-table="${m.table}"]`);
        await press(p, card.locator(".scores").first().getByRole("button").first());
        await expect.poll(async () => (await manage(org.request, id)).rounds[round - 1]!.matches.find((x) => x.table === m.table)!.result).toBeDefined();
        // The result's note is announced (a polite live region) and the screen redraws, but focus stays
        // in the table's card: the keyboard never loses its place.
        await expect.poll(() => card.locator('[aria-live="polite"], [role="status"]').count()).toBeGreaterThan(0);
        expect(await card.evaluate((c) => c.contains(document.activeElement))).toBe(true);
      }
    };
    await press(p, nav.getByRole("link", { name: /^Round/ }));
    await press(p, p.getByRole("button", { name: "Pair round 1" }));
    await expect.poll(async () => (await manage(org.request, id)).rounds.length).toBe(1);
    await enterResults(1);
    await press(p, p.getByTestId("all-in").getByRole("button", { name: "Pair round 2" }));
    await expect.poll(async () => (await manage(org.request, id)).rounds.length).toBe(2);
    await enterResults(2);

    // The playoffs ask first: the dialog holds focus (Tab cycles inside it) and Escape gives it back.
    const start = p.getByTestId("all-in").getByRole("button", { name: /^Start playoffs/ });
    await press(p, start);
    const dialog = p.getByRole("dialog");
    await dialog.waitFor();
    for (let i = 0; i < 6; i++) {
      await p.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await checkFocusShown(p);
    }
    await shot(p, "keyboard-dialog");
    await p.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(start)).toBe(true);
    expect((await manage(org.request, id)).rounds.length).toBe(2);
    await p.keyboard.press("Enter");
    await dialog.waitFor();
    await press(p, dialog.getByRole("button", { name: /^Start playoffs/ }));
    await expect.poll(async () => (await manage(org.request, id)).rounds.length).toBe(3);
    await enterResults(3);
    await press(p, p.getByTestId("all-in").getByRole("button", { name: /^Finish/ }));
    const confirm = p.getByRole("dialog");
    if (await confirm.count()) await press(p, confirm.getByRole("button", { name: /^Finish/ }));
    await expect.poll(async () => (await manage(org.request, id)).event.status).toBe("finished");
    await shot(p, "keyboard-finished");
    expect(unseen).toEqual([]);
    expect(w.errors).toEqual([]);
  });
});
