// A long name on the venue TV never hides the other player: on the pairings by
// name and by table, at 1920x1080 and 1280x720, every row shows both players,
// each inside the row and the screen, and each either whole or given a fair
// share of the row (cut short with … there, never pushed off the line). Five
// long names (one Japanese), four of them longer than half a row even at the
// opponent's smaller size, and one short one: one table is long against short
// and at least one is too long for both players to show whole, however round 1
// pairs them.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const NAMES = [
  "Maximilian Alexander von Hohenzollern-Sigmaringen",
  "Bartholomew Fitzwilliam Montgomery-Ashcroft the Third of Wessex and Northumbria",
  "Anastasia Konstantinovna Rimskaya-Korsakova-Dostoyevskaya-Tolstaya-Pushkina",
  "長谷川・シュヴァルツェンベルク・アレクサンドラ・エリザベート・美智子・フォン・ハプスブルク",
  "Guðmundur Sigurðarson Þorvaldsson-Ingólfsdóttir Hallgrímsson-Kristjánsdóttir",
  "Al Li",
];

const suite = browserSuite();

interface Shown {
  text: string;
  /** Inside its row and the screen, drawn, and not overlapping the other player. */
  inside: boolean;
  /** Whole, or at least this share of the row's width. */
  whole: boolean;
  share: number;
}

/** Each row's players as the screen shows them: `selector` picks the row's two player elements, in order. */
function rows(page: Page, selector: string): Promise<Shown[][]> {
  return page.locator(".tv-grid .tv-line").evaluateAll(
    (lis, sel) =>
      lis.map((li) => {
        const row = li.getBoundingClientRect();
        const els = [...li.querySelectorAll<HTMLElement>(sel)];
        return els.map((el, i) => {
          const r = el.getBoundingClientRect();
          // Up and down, the text as drawn (a smaller font's box sits lower on the shared baseline).
          const text = document.createRange();
          text.selectNodeContents(el);
          const glyphs = text.getBoundingClientRect();
          const prev = i > 0 ? els[i - 1]!.getBoundingClientRect() : null;
          const inside =
            el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
            r.width > 0 &&
            r.height > 0 &&
            r.left >= row.left - 0.5 &&
            r.right <= row.right + 0.5 &&
            glyphs.top >= row.top - 0.5 &&
            glyphs.bottom <= row.bottom + 0.5 &&
            r.left >= 0 &&
            r.right <= innerWidth + 0.5 &&
            r.bottom <= innerHeight + 0.5 &&
            (!prev || r.left >= prev.right - 0.5);
          return { text: el.textContent ?? "", inside, whole: el.scrollWidth <= el.clientWidth, share: r.width / row.width };
        });
      }),
    selector,
  );
}

/** Each player's opponent in round 1, by name. */
function opponents(f: Fixture): Map<string, string> {
  const name = (id: string) => f.players.find((p) => p.id === id)!.name;
  const out = new Map<string, string>();
  for (const m of f.rounds[0]!.matches) {
    const [a, b] = m.players.map(name);
    out.set(a!, b!);
    out.set(b!, a!);
  }
  return out;
}

/** Shown as a player must see it: inside the row, and whole or at least 30% of the row (a name's first words). */
function readable(p: Shown, label: string) {
  expect(p.inside, `${label}: inside the row and the screen`).toBe(true);
  expect(p.whole || p.share >= 0.3, `${label}: whole or ${Math.round(p.share * 100)}% of the row`).toBe(true);
}

describe("a long name on the TV", () => {
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    it(`every row shows both players at ${viewport.width}x${viewport.height}, by name and by table`, async () => {
      const org = await suite.organizer(`tv-long-${viewport.height}`);
      const e = await createEvent(org.request, { name: "Long Names Open", gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, NAMES, 1);
      const opp = opponents(e);
      expect(opp.size).toBe(NAMES.length);
      const ctx = await suite.context({ viewport });
      const w = await watchedPage(ctx);

      await w.page.goto(`/e/${e.id}/tv?mode=pairings`);
      await w.page.locator(".tv-grid .tv-opp").first().waitFor();
      await expect.poll(() => w.page.locator(".tv-grid .tv-line").count()).toBe(NAMES.length);
      const byName = await rows(w.page, ".tv-name, .tv-opp");
      expect(byName.map((r) => r.map((p) => p.text)).sort()).toEqual([...opp].sort());
      for (const [name, other] of byName) {
        readable(name!, `name ${name!.text}`);
        readable(other!, `opponent of ${name!.text}`);
      }
      // The hard case is on screen: a row where neither player fits whole, each cut short in its own share.
      expect(byName.some((r) => r.every((p) => !p.whole))).toBe(true);
      await shot(w.page, `tv-long-names-by-name-${viewport.width}x${viewport.height}`);

      await w.page.goto(`/e/${e.id}/tv?mode=tables`);
      await w.page.locator(".tv-grid .tv-player").first().waitFor();
      const byTable = await rows(w.page, ".tv-player");
      expect(byTable).toHaveLength(NAMES.length / 2);
      for (const [a, b] of byTable) {
        expect(opp.get(a!.text), `table of ${a!.text}`).toBe(b!.text);
        readable(a!, `seat 1 ${a!.text}`);
        readable(b!, `seat 2 ${b!.text}`);
      }
      expect(byTable.some((r) => r.every((p) => !p.whole))).toBe(true);
      await shot(w.page, `tv-long-names-by-table-${viewport.width}x${viewport.height}`);
      expect(w.errors).toEqual([]);
      await ctx.close();
    });
  }
});
