// An organizer runs a whole 8-player event with a top-4 cut from a phone,
// while a player in a second browser context watches the event page change
// live (no reloads), self-reports a result and the opponent confirms it.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage, type WatchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import type { Fixture } from "./api.ts";

const NAMES = ["Aiko Tanaka", "Ben Ortiz", "Chloé Martin", "Dmitri Volkov", "Emeka Obi", "Freya Lund", "Goro Sato", "Hana Kim"];

/** GET /api/events/:id/manage as shared builds it. */
type ManageJson = Omit<Fixture, "id">;

const suite = browserSuite();
let orgCtx: BrowserContext;
let playerCtx: BrowserContext;
let org: WatchedPage;
let fan: WatchedPage;
let eventId = "";

async function manageJson(): Promise<ManageJson> {
  const res = await orgCtx.request.get(`/api/events/${eventId}/manage`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ManageJson;
}

async function tab(p: Page, name: RegExp) {
  await p.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();
}

/** Enters every open table of the current round through the Results tab, one tap each. */
async function enterAllResults(p: Page, scores: string[]) {
  await tab(p, /^Results/);
  const data = await manageJson();
  const round = data.rounds.at(-1)!;
  let i = 0;
  for (const m of round.matches) {
    if (m.table === undefined || m.result !== undefined) continue;
    const jump = p.getByLabel("Table number");
    await jump.fill(String(m.table));
    const entry = p.locator(`li.entry[data-table="${m.table}"]`);
    await expect.poll(() => entry.count()).toBe(1);
    // Scores are given in table order ("1–2": the second player won 2–1); the buttons name the winner.
    const score = scores[i++ % scores.length]!;
    const [a, b] = score.split("–").map(Number) as [number, number];
    const winner = data.players.find((x) => x.id === m.players[a > b ? 0 : 1])!.name;
    await entry.getByRole("button", { name: `${winner} ${Math.max(a, b)}–${Math.min(a, b)}`, exact: true }).click();
    await expect
      .poll(() =>
        p
          .getByRole("status")
          .filter({ hasText: `Table ${m.table}:` })
          .count(),
      )
      .toBe(1);
  }
  await expect.poll(async () => (await manageJson()).rounds.at(-1)!.matches.every((m) => m.table === undefined || m.result !== undefined)).toBe(true);
}

// One scenario, one test: each step continues the event where the step before
// left it, on pages that are never reloaded (that is what it checks).
describe("an 8-player event with a top-4 cut, run from a 390x844 phone", () => {
  it("signs up, creates the event, registers 8 players, plays three Swiss rounds and the top-4 playoffs while a player watches live", {
    timeout: 480_000,
  }, async () => {
    orgCtx = await suite.context();
    playerCtx = await suite.context();
    org = await watchedPage(orgCtx);
    fan = await watchedPage(playerCtx);

    // Signs up and creates the event.
    {
      const p = org.page;
      await p.goto("/signup");
      await p.getByLabel("Username").fill("organizer1");
      await p.getByLabel(/^Password/).fill("correct horse battery");
      await p.getByRole("button", { name: "Create account" }).click();
      await p.waitForURL("**/manage");
      await p.getByRole("link", { name: "New event" }).click();
      await p.getByLabel("Event name").fill("Friday Night Swiss");
      await p.getByLabel("Game and format").selectOption("Magic: Modern");
      await p.getByLabel("Rules profile", { exact: true }).selectOption("club");
      await p.getByLabel("Swiss rounds", { exact: true }).fill("3");
      await p.getByLabel("Structure", { exact: true }).selectOption("cut-4");
      await shot(p, "01-new-event");
      await p.getByRole("button", { name: "Create event" }).click();
      await p.waitForURL(/\/manage\/[a-z0-9]{12}$/);
      eventId = new URL(p.url()).pathname.split("/").pop()!;
      await expect.poll(() => p.getByRole("heading", { name: "Friday Night Swiss" }).count()).toBe(1);
    }

    // Registers 8 players by pasting a list; the player page shows them waiting.
    {
      const p = org.page;
      await p.getByText("Paste a list or load a CSV").click();
      await p.getByLabel(/One name per line/).fill(`${NAMES.join("\n")}\n`);
      await p.getByRole("button", { name: "Check the list" }).click();
      await p.getByRole("button", { name: "Add 8 players" }).click();
      await expect.poll(() => p.getByRole("status").filter({ hasText: "8 added." }).count()).toBe(1);
      await expect.poll(() => p.locator(".plist li").count()).toBe(8);
      await shot(p, "02-console-players");

      await fan.page.goto(`/e/${eventId}`);
      await expect.poll(() => fan.page.getByText("No round yet. 8 players registered.").count()).toBe(1);
      await expect.poll(() => fan.page.locator(".live").getAttribute("data-state")).toBe("open");
      await shot(fan.page, "02b-event-registration");
    }

    // Starts round 1 and the player sees the pairings appear without reloading.
    {
      const p = org.page;
      await tab(p, /^Round/);
      await p.getByRole("button", { name: "Pair round 1" }).click();
      await expect.poll(() => p.locator(".pairing").count()).toBe(4);
      await shot(p, "03-console-round1");
      // The player's page was opened before the round: it updates by itself.
      await expect.poll(() => fan.page.locator(".pairing").count(), { timeout: 15_000 }).toBe(4);
      await expect.poll(() => fan.page.getByRole("heading", { name: "Round 1" }).count()).toBe(1);
    }

    // Finds my table: the searched player's table goes to the top.
    {
      const data = await manageJson();
      const last = data.rounds[0]!.matches.at(-1)!;
      const who = data.players.find((x) => x.id === last.players[0])!.name;
      await fan.page.getByLabel("Find my table").fill(who.split(" ")[0]!);
      const first = fan.page.locator(".pairing").first();
      await expect.poll(() => first.getAttribute("data-table")).toBe(String(last.table));
      await expect.poll(() => first.getAttribute("class")).toContain("mine");
      await shot(fan.page, "04-event-find-my-table");
      await fan.page.getByLabel("Find my table").fill("");
    }

    // A player self-reports with their code and the opponent confirms.
    {
      const data = await manageJson();
      const m = data.rounds[0]!.matches.find((x) => x.table === 1)!;
      const [a, b] = m.players as [string, string];
      const reporter = await watchedPage(playerCtx);
      await reporter.page.goto(`/e/${eventId}/p/${a}`);
      await reporter.page.getByLabel("Your secret code").fill(data.codes[a]!.toLowerCase());
      await reporter.page.getByRole("button", { name: "I won 2–1" }).click();
      // One message: the reporter's own page says what was reported, that it waits for the opponent, and offers no "confirm" to itself.
      const nameOfA = data.players.find((x) => x.id === a)!.name;
      await expect
        .poll(() => reporter.page.getByTestId("report-state").textContent())
        .toBe(`You reported 2–1 for ${nameOfA}. It waits for your opponent to confirm it with their code; until then you can change it.`);
      expect(await reporter.page.locator("article.player p.ok").count()).toBe(0);
      expect(await reporter.page.getByRole("button", { name: "Confirm the result" }).count()).toBe(0);
      // A fresh tab (no memory of reporting) with the reporter's code: the server says who reported, so still no confirm.
      const again = await watchedPage(playerCtx);
      await again.page.goto(`/e/${eventId}/p/${a}`);
      await expect.poll(() => again.page.getByRole("button", { name: "Confirm the result" }).count()).toBe(1);
      await again.page.getByLabel("Your secret code").fill(data.codes[a]!);
      await expect.poll(() => again.page.getByText(`You reported 2–1 for ${nameOfA}.`).count()).toBe(1);
      expect(await again.page.getByRole("button", { name: "Confirm the result" }).count()).toBe(0);
      expect(again.errors).toEqual([]);
      await again.page.close();
      await shot(reporter.page, "05-player-reported");

      // The organizer sees it waiting, live.
      await tab(org.page, /^Results/);
      await expect.poll(() => org.page.getByRole("heading", { name: "Waiting for you" }).count(), { timeout: 15_000 }).toBe(1);
      await shot(org.page, "06-console-waiting");

      // The opponent confirms with their own code; the result is final (2-1 for the first player).
      const opponent = await watchedPage(playerCtx);
      await opponent.page.goto(`/e/${eventId}/p/${b}`);
      await expect.poll(() => opponent.page.getByRole("button", { name: "Confirm the result" }).count()).toBe(1);
      await opponent.page.getByLabel("Your secret code").fill(data.codes[b]!);
      // Before confirming, the opponent's code shows what was reported and by whom.
      const nameA = data.players.find((x) => x.id === a)!.name;
      await expect.poll(() => opponent.page.locator(".report .reported").textContent()).toBe(`${nameA} reported 2–1 for ${nameA}.`);
      expect(await opponent.page.getByRole("button", { name: "Confirm the result" }).count()).toBe(1);
      await shot(opponent.page, "06b-player-sees-report");
      await opponent.page.getByRole("button", { name: "Confirm the result" }).click();
      await expect.poll(() => opponent.page.getByText("Confirmed. Thank you!").count()).toBe(1);
      await expect.poll(async () => (await manageJson()).rounds[0]!.matches.find((x) => x.table === 1)!.result).toEqual({ games: [2, 1, 0] });
      // The opponent's own match list now reads it from their side.
      await expect.poll(() => opponent.page.locator(".matches .result").first().textContent()).toContain("Lost 1–2");
      await shot(opponent.page, "07-player-confirmed");
      // And the watching event page shows it without a reload.
      await expect.poll(() => fan.page.locator('.pairing[data-table="1"] .res').textContent(), { timeout: 15_000 }).toBe("2–1");
      expect([...reporter.errors, ...opponent.errors]).toEqual([]);
      await reporter.page.close();
      await opponent.page.close();
    }
    await enterAllResults(org.page, ["2–0", "0–2", "2–1"]);
    await shot(org.page, "08-console-results");
    await expect.poll(() => fan.page.locator("table.standings tbody tr").count(), { timeout: 15_000 }).toBe(8);
    // Club profile: OMW%, GW%, OGW% columns from the engine's profile.
    for (const h of ["OMW%", "GW%", "OGW%"]) expect(await fan.page.locator("table.standings thead").textContent()).toContain(h);
    await expect.poll(() => fan.page.locator("table.standings tbody tr").first().locator("td.num").first().textContent()).toBe("3");
    await shot(fan.page, "09-event-standings-r1");

    // Plays rounds 2 and 3 with the timer.
    {
      const p = org.page;
      for (const n of [2, 3]) {
        await tab(p, /^Round/);
        await p
          .getByRole("button", { name: `Pair round ${n}` })
          .first()
          .click();
        await expect.poll(() => p.getByRole("heading", { name: `Round ${n}` }).count()).toBe(1);
        if (n === 2) {
          await p.getByRole("button", { name: /^Start 50 min/ }).click();
          await expect.poll(() => p.locator(".timer .clock").count()).toBe(1);
          await expect.poll(() => fan.page.locator(".timer .clock").textContent(), { timeout: 15_000 }).toMatch(/^(50:00|49:\d\d)$/);
          await shot(fan.page, "10-event-timer");
          await p.getByRole("button", { name: "+5 min" }).click();
          await expect.poll(() => fan.page.locator(".timer .clock").textContent(), { timeout: 15_000 }).toMatch(/^(5[45]:\d\d)$/);
          // A judge gives table 2 three extra minutes: the player's page marks that table.
          await p.getByLabel("Extra time for table").fill("2");
          await p.getByRole("button", { name: "+3 min" }).click();
          await expect.poll(() => fan.page.locator('.pairing[data-table="2"] .res').textContent()).toContain("+3 min");
        }
        await expect.poll(() => fan.page.getByRole("heading", { name: `Round ${n}` }).count(), { timeout: 15_000 }).toBe(1);
        await enterAllResults(p, ["2–1", "1–2", "2–0", "0–2"]);
      }
      await tab(p, /^Round/);
      await expect.poll(() => p.getByText("All 3 Swiss rounds are played.").count()).toBe(1);
      await shot(p, "11-console-swiss-over");
    }

    // Cuts to the top 4 (after confirming), plays the playoffs and finishes.
    {
      const p = org.page;
      await p.getByRole("button", { name: /^Start playoffs/ }).click();
      const dialog = p.getByRole("dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await shot(p, "12-console-confirm-playoffs");
      await dialog.getByRole("button", { name: "Start playoffs" }).click();
      await expect.poll(() => p.getByRole("status").filter({ hasText: "Playoffs are paired." }).count()).toBe(1);
      await expect.poll(async () => (await manageJson()).rounds.length).toBe(4);
      await enterAllResults(p, ["2–0", "2–1"]);
      await tab(p, /^Round/);
      await p.getByRole("button", { name: "Pair the next playoff round" }).click();
      await expect.poll(async () => (await manageJson()).rounds.length).toBe(5);
      await enterAllResults(p, ["2–1"]);
      await tab(p, /^Round/);
      await p.getByRole("button", { name: "Finish the event" }).click();
      await p.getByRole("dialog").getByRole("button", { name: "Finish the event" }).click();
      await expect.poll(() => p.getByRole("status").filter({ hasText: "The event is finished." }).count()).toBe(1);
      await shot(p, "13-console-finished");

      // The player's page, never reloaded, now shows the bracket and the final ranking.
      await expect.poll(() => fan.page.getByRole("heading", { name: "Final ranking" }).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => fan.page.locator(".bracket-match").count()).toBe(3);
      expect(await fan.page.locator("ol.final li").count()).toBeGreaterThanOrEqual(4);
      await shot(fan.page, "14-event-final");
    }
    expect(org.errors).toEqual([]);
    expect(fan.errors).toEqual([]);
  });
});
