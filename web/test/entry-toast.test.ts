// What a tap at a table did covers nothing (a toast fixed at the bottom of the
// screen would lie over the next table's buttons for its 10 s of undo, and
// taps there would wait). On a 390x844 phone, with the next table's score
// buttons at the bottom of the screen: a result at
// table 1, then at once a tap on the next table's button lands (playwright's
// click fails if another element would receive it, and the point under the
// button's centre is the button) and counts; the confirmation and its undo stay
// readable and reachable, inside the table's own card.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { ARTIFACTS, shot, shownBox, watchedPage } from "./browser.ts";
import { createEvent, manage, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();

type Pair = { table: number; players: string[] };
const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;

/** Whether the topmost element at the centre of `l` (as the next frame shows it) is `l` or inside it. */
async function onTop(l: Locator): Promise<boolean> {
  const b = await shownBox(l);
  return l.evaluate((el, at) => el.contains(document.elementFromPoint(at.x, at.y)), { x: b.x + b.width / 2, y: b.y + b.height / 2 });
}

/** Every score or undo button inside the screen is the element a tap at its centre reaches. */
function coveredButtons(p: Page): Promise<string[]> {
  return p.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>(".entry-list button")]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return b.checkVisibility() && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
      })
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return !b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      })
      .map((b) => `${b.closest("li.entry")?.getAttribute("data-table")}: ${b.textContent}`),
  );
}

describe("the confirmation of a result covers nothing", () => {
  it("a result at table 1, then at once a tap on the next table's button at the bottom of the screen: it lands and counts; the undo stays readable", async () => {
    const org = await suite.organizer("toast-organizer");
    const e = await createEvent(
      org.request,
      { name: "Toast Night", gameFormat: "Modern", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"],
      1,
    );
    const [t1, t2] = (e.rounds[0]!.matches.filter((m) => m.table !== undefined) as Pair[]).sort((a, b) => a.table - b.table);
    const [a] = t1!.players.map((id) => nameOf(e, id));
    const d = nameOf(e, t2!.players[1]!);
    const w = await watchedPage(org);
    const p = w.page;
    expect(p.viewportSize()).toEqual({ width: 390, height: 844 });
    await p.goto(`/manage/${e.id}?tab=results`);
    const card = (table: number) => p.locator(`li.entry[data-table="${table}"]`);
    const first = card(t1!.table).getByRole("button", { name: `${a} 2–0`, exact: true });
    const next = card(t2!.table).getByRole("button", { name: `${d} 2–1`, exact: true });
    await next.waitFor();
    // The next table's buttons at the bottom of the screen, table 1's still in view above: where a thumb works down the list.
    const nextAt = await shownBox(next);
    await p.evaluate((by) => window.scrollBy(0, by), nextAt.y + nextAt.height - (844 - 24));
    const before = await shownBox(next);
    expect(before.y + before.height).toBeGreaterThan(844 - 80);
    expect(before.y + before.height).toBeLessThanOrEqual(844);
    expect(await onTop(first)).toBe(true);

    await first.click();
    // The confirmation is up (the 10 s the toast covered the next table), in table 1's card.
    const note1 = card(t1!.table).getByTestId("entry-note");
    await expect.poll(() => note1.getByRole("status").textContent()).toBe(`Table ${t1!.table}: ${a} won 2–0`);
    await expect.poll(() => note1.getByRole("button", { name: `Undo table ${t1!.table}` }).isVisible()).toBe(true);
    await p.screenshot({ path: join(ARTIFACTS, "entry-toast-1-after-table-1.png") });
    // The next table's button has not moved, and a tap at its centre reaches it, not something over it.
    expect(await shownBox(next)).toEqual(before);
    expect(await onTop(next)).toBe(true);
    expect(await coveredButtons(p)).toEqual([]);
    // A normal click: playwright refuses one that another element would receive.
    await next.click({ timeout: 5000 });
    const results = async () => {
      const matches = (await manage(org.request, e.id)).rounds[0]!.matches;
      return [t1!, t2!].map((t) => matches.find((m) => m.table === t.table)!.result);
    };
    await expect.poll(results).toEqual([{ games: [2, 0, 0] }, { games: [1, 2, 0] }]);

    // The last tap's confirmation and undo, readable whole and reachable, in table 2's card.
    const note2 = card(t2!.table).getByTestId("entry-note");
    await expect.poll(() => note2.getByRole("status").textContent()).toBe(`Table ${t2!.table}: ${d} won 2–1`);
    const undo = note2.getByRole("button", { name: `Undo table ${t2!.table}` });
    await expect.poll(() => undo.isVisible()).toBe(true);
    expect(await note2.getByRole("status").evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await card(t1!.table).getByTestId("entry-note").count()).toBe(0);
    expect(await onTop(undo)).toBe(true);
    expect(await coveredButtons(p)).toEqual([]);
    await p.screenshot({ path: join(ARTIFACTS, "entry-toast-2-after-table-2.png") });
    await shot(p, "entry-toast-3-page");
    // Its undo works where it is.
    await undo.click({ timeout: 5000 });
    await expect.poll(() => note2.getByRole("status").textContent()).toBe(`Table ${t2!.table} is open again.`);
    expect((await manage(org.request, e.id)).rounds[0]!.matches.find((m) => m.table === t2!.table)!.result).toBeUndefined();
    expect(w.errors).toEqual([]);
  });
});
