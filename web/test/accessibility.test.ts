// Every kind of page through axe-core (WCAG 2.2 A and AA rules), in light and
// dark, in English and Japanese: no serious or critical finding. The pages
// show a real event: a 16-player Swiss in its third round (pairings,
// standings, a player's page, the console's five tabs, print sheets, the TV)
// and a Commander event in its finals (the bracket).
import AxeBuilder from "@axe-core/playwright";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { commandId, createEvent, importEvent, tablesOf, write } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { swissEventFile } from "./swiss-file.ts";

const suite = browserSuite();
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const MODES = [
  { locale: "en-US", colorScheme: "light" },
  { locale: "en-US", colorScheme: "dark" },
  { locale: "ja-JP", colorScheme: "light" },
  { locale: "ja-JP", colorScheme: "dark" },
] as const;

let org: BrowserContext;
let swiss: string;
let finals: string;
/** The competitive floor: check-in before round 1, and a round with a judge call, a deck check and a penalty. */
let doors: string;
let floor: string;
/** One context per mode, signed in as the organizer (the console's pages need it; the public ones do not mind). */
const contexts = new Map<string, BrowserContext>();

function commanderFinals() {
  const names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal"];
  const ids = names.map((_, i) => `p${i + 1}`);
  const tables = [ids.slice(0, 4), ids.slice(4, 8)];
  const round = (number: number) => ({ number, matches: tables.map((players, i) => ({ table: i + 1, players, result: { winner: players[number % 4]! } })) });
  return {
    format: "topcut/1",
    id: "axe-finals",
    name: "Axe Commander",
    gameFormat: "Commander",
    rules: "commander",
    options: { draws: "allowed", bestOf: 1, rounds: 4, cut: 0, structure: "attendance" },
    players: names.map((name, i) => ({ id: ids[i], name, registered: i + 1, dropped: null })),
    rounds: [round(1), round(2), round(3), round(4)],
  };
}

beforeAll(async () => {
  org = await suite.organizer("axe-org");
  swiss = (await importEvent(org.request, swissEventFile(16, 3, "Axe Open"))).id;
  finals = (await importEvent(org.request, commanderFinals())).id;
  await write(org.request, finals, "start-playoffs", {});
  const names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal"];
  const door = await createEvent(org.request, { name: "Axe Door", gameFormat: "Modern", rules: "club", options: { checkIn: "required" } }, names);
  doors = door.id;
  for (const p of door.players.slice(0, 3)) await write(org.request, doors, "check-in", { playerId: p.id });
  const run = await createEvent(org.request, { name: "Axe Floor", gameFormat: "Modern", rules: "club" }, names, 1);
  floor = run.id;
  const [first, second] = tablesOf(run, 1);
  await write(org.request, floor, "draw-deck-checks", { round: 1, count: 1 });
  await write(org.request, floor, "give-penalty", { player: first!.players[0]!, round: 1, infraction: "slow-play", penalty: "warning", note: "First warning" });
  const call = await org.request.post(`/api/events/${floor}/rounds/1/tables/${second!.table}/judge`, {
    data: { commandId: commandId(), code: run.codes[second!.players[0]!] },
  });
  if (call.status() !== 200) throw new Error(`judge call: ${call.status()} ${await call.text()}`);
  for (const m of MODES) contexts.set(`${m.locale}/${m.colorScheme}`, await suite.sameAccount(org, { ...m }));
});

/** The serious and critical findings on the page as it is now, one line each (rule, impact, where). */
async function findings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} :: ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`));
}

/** Each page kind: where it is, and what shows once it has drawn. */
const PAGES: { kind: string; path: () => string; ready: (p: Page) => Promise<unknown> }[] = [
  { kind: "event list", path: () => "/", ready: (p) => p.locator("main h1, main h2").first().waitFor() },
  { kind: "public event page (Swiss)", path: () => `/e/${swiss}`, ready: (p) => p.locator(".pairings li").first().waitFor() },
  { kind: "public event page (finals)", path: () => `/e/${finals}`, ready: (p) => p.locator(".bracket").first().waitFor() },
  { kind: "player page", path: () => `/e/${swiss}/p/p1`, ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "TV", path: () => `/e/${swiss}/tv`, ready: (p) => p.locator(".tv-line").first().waitFor() },
  { kind: "print: pairings", path: () => `/e/${swiss}/print/pairings`, ready: (p) => p.locator(".print table, .print li").first().waitFor() },
  { kind: "print: slips", path: () => `/e/${swiss}/print/slips`, ready: (p) => p.locator(".print").first().waitFor() },
  { kind: "console: players", path: () => `/manage/${swiss}?tab=players`, ready: (p) => p.getByRole("navigation").last().waitFor() },
  { kind: "console: round", path: () => `/manage/${swiss}?tab=round`, ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "console: results", path: () => `/manage/${swiss}?tab=results`, ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "console: standings", path: () => `/manage/${swiss}?tab=standings`, ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "console: event", path: () => `/manage/${swiss}?tab=event`, ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "console: check-in", path: () => `/manage/${doors}?tab=players`, ready: (p) => p.getByTestId("checkin-count").waitFor() },
  { kind: "console: judge call and deck checks", path: () => `/manage/${floor}?tab=round`, ready: (p) => p.getByTestId("deck-check").first().waitFor() },
  {
    kind: "console: penalty form",
    path: () => `/manage/${floor}?tab=results`,
    ready: async (p) => {
      await p.locator(".table-penalty").first().click();
      await p.getByTestId("penalty-form").waitFor();
      await p.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    kind: "console: penalty history",
    path: () => `/manage/${floor}?tab=players`,
    ready: async (p) => {
      await p.locator("button.player-name").first().click();
      await p.getByTestId("penalty-history").waitFor();
      // Read from the top, as the other pages are: scrolled, the sticky tabs and calls cover what passes under them.
      await p.evaluate(() => window.scrollTo(0, 0));
    },
  },
  { kind: "console: finals", path: () => `/manage/${finals}?tab=round`, ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "my events", path: () => "/manage", ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "new event", path: () => "/manage/new", ready: (p) => p.locator("main form").first().waitFor() },
  { kind: "rules profiles", path: () => "/manage/rules", ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "registration desk", path: () => `/manage/${swiss}/registration`, ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "deck lists review", path: () => `/manage/${swiss}/lists`, ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "draft timer", path: () => `/e/${swiss}/draft/timer`, ready: (p) => p.locator("main").first().waitFor() },
  { kind: "ratings", path: () => "/ratings", ready: (p) => p.locator("main h1").first().waitFor() },
  { kind: "sign in", path: () => "/signin", ready: (p) => p.locator("main form").first().waitFor() },
  { kind: "not found", path: () => "/no-such-page", ready: (p) => p.locator("main h1").first().waitFor() },
];

describe("every page kind passes axe-core's WCAG 2.2 AA rules, light and dark, English and Japanese", () => {
  for (const pageKind of PAGES) {
    it(pageKind.kind, async () => {
      const found: string[] = [];
      for (const m of MODES) {
        const page = await contexts.get(`${m.locale}/${m.colorScheme}`)!.newPage();
        await page.goto(pageKind.path());
        await pageKind.ready(page);
        // Styles and the language settle with the first paint; axe reads the page as drawn.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        for (const f of await findings(page)) found.push(`${m.locale} ${m.colorScheme}: ${f}`);
        await page.close();
      }
      expect(found).toEqual([]);
    });
  }
});
