// Issue 12 on a phone (390x844): what the rule documents ask of the console
// and the player pages. 002 "Draw or flip": "With Chaos Orb flip — the
// default — a drawn game score is settled with a flip, so the match gets a
// winner with 3 points": the console and the player's self-report ask who
// won the flip.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launch, PHONE, screenshotOnFailure, shot, watchedPage, type Session } from "./browser.ts";
import { createEvent, manage, signUp } from "./api.ts";

const base = inject("baseURL");
let session: Session;
let org: BrowserContext;
let player: BrowserContext;

const tab = (p: Page, name: RegExp) => p.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();

beforeAll(async () => {
  session = await launch();
  org = await session.browser.newContext({ ...PHONE, baseURL: base, locale: "en-US" });
  org.setDefaultTimeout(15_000);
  player = await session.browser.newContext({ ...PHONE, baseURL: base, locale: "en-US" });
  player.setDefaultTimeout(15_000);
  await signUp(org.request, "fidelity-organizer");
});

screenshotOnFailure(() => [org, player]);

afterAll(async () => {
  await session?.close();
});

describe("draw or flip (002)", () => {
  it("in flip mode the console and the player's self-report ask who won the flip; no plain draw is offered", async () => {
    const ev = await createEvent(org.request, { name: "Flip Night", gameFormat: "Old School", rules: "club", options: { rounds: 3 } }, ["Ann", "Ben", "Cid", "Dee"], 1);
    const [t1, t2] = ev.rounds[0]!.matches as { table: number; players: string[] }[];
    const name = (id: string) => ev.players.find((p) => p.id === id)!.name;
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}`);
    await tab(p, /^Results/);
    const entry = p.locator(`li.entry[data-table="${t1!.table}"]`);
    expect(await entry.getByRole("button", { name: "Draw", exact: true }).count()).toBe(0);
    await shot(p, "60-console-flip-choices");
    await entry.getByRole("button", { name: `Draw, flip won by ${name(t1!.players[1]!)}` }).click();
    await expect.poll(async () => (await manage(org.request, ev.id)).rounds[0]!.matches.find((m) => m.table === t1!.table)!.result).toEqual({ games: [1, 1, 0], flip: t1!.players[1] });

    // The player of table 2 reports a drawn score and who won the flip.
    const [a, b] = t2!.players as [string, string];
    const r = await watchedPage(player);
    await r.page.goto(`/e/${ev.id}/p/${a}`);
    await r.page.getByLabel("Your secret code").fill(ev.codes[a]!);
    expect(await r.page.getByRole("button", { name: "Draw", exact: true }).count()).toBe(0);
    await r.page.getByRole("button", { name: "Draw, I won the flip" }).waitFor();
    await r.page.getByRole("button", { name: `Draw, ${name(b)} won the flip` }).click();
    await expect.poll(() => r.page.getByTestId("report-state").textContent()).toContain(`You reported a draw 1–1, flip won by ${name(b)}.`);
    await shot(r.page, "61-player-flip-reported");
    const staff = (await manage(org.request, ev.id)) as unknown as { reports: { table: number; result: unknown; by: string }[] };
    expect(staff.reports.find((x) => x.table === t2!.table)).toMatchObject({ result: { games: [1, 1, 0], flip: b }, by: a });
    expect([...w.errors, ...r.errors]).toEqual([]);
  });
});

describe("recommendations (000 §321)", () => {
  it("a Dreamblade organizer sees the rounds recommendation with the top-4 playoff while registering", async () => {
    const ev = await createEvent(org.request, { name: "Blade Night", gameFormat: "Dreamblade Constructed", rules: "dreamblade", options: { rounds: 3 } }, ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]);
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${ev.id}?tab=players`);
    const rec = w.page.getByTestId("recommendation");
    await expect.poll(() => rec.textContent()).toBe("Recommended for 9 players: 4 Swiss rounds (planned: 3). Playoffs: a top 4 is recommended (000 §321).");
    await shot(w.page, "62-console-dreamblade-recommendation");
    expect(w.errors).toEqual([]);
  });
});

describe("the clock (000 §410)", () => {
  it("a Dreamblade round's 3-minute pregame runs on the clock, marked as the pregame", async () => {
    const ev = await createEvent(org.request, { name: "Blade Pregame", gameFormat: "Dreamblade Constructed", rules: "dreamblade", options: { rounds: 3 } }, ["Ann", "Ben", "Cid", "Dee"], 1);
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${ev.id}`);
    await tab(w.page, /^Round/);
    await w.page.getByRole("button", { name: "Pregame, 3 min (000 §410)" }).click();
    const clock = w.page.locator("section.timer");
    await expect.poll(() => clock.first().textContent()).toMatch(/Round 1 · pregame\s*(3:00|2:5\d)/);
    expect(await w.page.getByRole("button", { name: "Pregame, 3 min (000 §410)" }).count()).toBe(0);
    await shot(w.page, "63-console-pregame-clock");
    expect(w.errors).toEqual([]);
  });
});

