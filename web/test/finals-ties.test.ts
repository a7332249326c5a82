// Finals by attendance with a tie for the last seat (R-CMD-3, R-TB-6):
// Commander Points have no tiebreakers, so nine players level on points are
// separated by registration order. The console's confirmation lists who
// advances, seeded, and says how the tie was settled; the public bracket says
// it again, and the standings show the seeds the bracket shows.
//
// The event, worked out by hand: round 1's three table winners reach 1210 and
// the nine losers 930; rounds 2-4 end without a winner (everyone pays 7%,
// rounded up): winners 1210 -> 1125 -> 1046 -> 972, losers 930 -> 864 -> 803
// -> 746. Twelve players play a final table of four: the three winners and the
// first-registered of the nine at 746.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { importEvent, manage } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let visitor: BrowserContext;

const NAMES = ["Ann", "Bo", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal", "Ivan", "Jo", "Kim", "Lu"];
const ids = NAMES.map((_, i) => `p${i + 1}`);
const tables = [ids.slice(0, 4), ids.slice(4, 8), ids.slice(8, 12)];

function file() {
  const round = (number: number, winnerOf: (seated: string[]) => string | null) => ({
    number,
    matches: tables.map((players, i) => ({ table: i + 1, players, result: { winner: winnerOf(players) } })),
  });
  return {
    format: "topcut/1",
    id: "finals-ties",
    name: "Sunday Commander",
    gameFormat: "Commander",
    rules: "commander",
    options: { draws: "allowed", bestOf: 1, rounds: 4, cut: 0, structure: "attendance" },
    players: NAMES.map((name, i) => ({ id: ids[i], name, registered: i + 1, dropped: null })),
    rounds: [round(1, (seated) => seated[0]!), round(2, () => null), round(3, () => null), round(4, () => null)],
  };
}

const tab = (p: Page, name: RegExp) => p.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();

beforeAll(async () => {
  org = await suite.organizer("finals-ties-org");
  visitor = await suite.context();
});

describe("finals by attendance with a tie for the last seat", () => {
  it("the confirmation lists who advances and how the tie was settled; the bracket and the standings agree on the seeds", async () => {
    const e = await importEvent(org.request, file());
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}`);
    await tab(p, /^Results/);
    await p
      .getByTestId("all-in")
      .getByRole("button", { name: /^Start playoffs/ })
      .click();
    const dialog = p.getByRole("dialog");
    await expect
      .poll(() => dialog.getByTestId("confirm-list").locator("li").allTextContents())
      .toEqual([
        "Seed 1: Ann",
        "Seed 2: Eve",
        "Seed 3: Ivan",
        "Seed 4: Bo",
        "Tied at place 1 on 972 points: Ann, Eve, Ivan. Dead even, so their seeds follow registration order (registered first goes ahead, R-TB-6).",
        "Tied at place 4 on 746 points: Bo, Cy, Dee, Finn, Gus, Hal, Jo, Kim, Lu. Dead even, so registration order decides (registered first goes ahead, R-TB-6). Advancing: Bo.",
      ]);
    await shot(p, "finals-ties-confirm");
    await dialog.getByRole("button", { name: /^Start playoffs/ }).click();
    await expect.poll(async () => (await manage(org.request, e.id)).rounds.length).toBe(5);
    expect(w.errors).toEqual([]);

    // The public page: the bracket says how the seats were settled; the standings carry the bracket's seeds.
    const v = await watchedPage(visitor);
    await v.page.goto(`/e/${e.id}`);
    await expect
      .poll(() => v.page.getByTestId("tie-note").allTextContents())
      .toEqual([
        "Tied at place 1 on 972 points: Ann, Eve, Ivan. Dead even, so their seeds follow registration order (registered first goes ahead, R-TB-6).",
        "Tied at place 4 on 746 points: Bo, Cy, Dee, Finn, Gus, Hal, Jo, Kim, Lu. Dead even, so registration order decides (registered first goes ahead, R-TB-6). Advanced: Bo.",
      ]);
    const seedOf = async (name: string) =>
      (
        await v.page
          .locator("table.standings tbody tr")
          .filter({ has: v.page.locator("th.name a", { hasText: new RegExp(`^${name}$`) }) })
          .locator(".seed")
          .allTextContents()
      ).join();
    await expect.poll(() => seedOf("Bo")).toBe("4");
    expect(await seedOf("Ann")).toBe("1");
    expect(await seedOf("Cy")).toBe("");
    // The bracket's seeds are the same numbers.
    const bracketSeeds = await v.page.locator(".bracket .bracket-player").evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ""));
    expect(bracketSeeds.slice(0, 4)).toEqual(["1Ann", "2Eve", "3Ivan", "4Bo"]);
    await v.page.locator("[data-testid=tie-note]").first().scrollIntoViewIfNeeded();
    await shot(v.page, "finals-ties-bracket");
    expect(v.errors).toEqual([]);
  });
});
