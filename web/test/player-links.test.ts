// Every player reaches their own page from the public event page, on a 390x844 phone: the registered players listed from
// registration on, searchable, each linking to their page; the pairings,
// standings and draft pods link every name.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let phone: BrowserContext;
let ja: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("links-organizer");
  phone = await suite.context();
  ja = await suite.context({ locale: "ja-JP" });
});

const NAMES = ["Ann Kowalski", "Ben Ito", "Chiara Rossi", "Dev Patel", "Eli Novak", "Fen Wu", "Gus Lee", "Hana Mori", "Ivo Petrov"];
const cmd = () => `links-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe("every player reaches their own page", () => {
  it("from the players list before round 1, by search, and from the draft pods, pairings and standings", async () => {
    const e = await createEvent(org.request, { name: "Draft Night", gameFormat: "Dreamblade", rules: "dreamblade", options: { rounds: 3, bestOf: 1 } }, NAMES);
    const id = (name: string) => e.players.find((p) => p.name === name)!.id;
    const w = await watchedPage(phone);
    const p = w.page;
    await p.goto(`/e/${e.id}`);
    // Before round 1 the list is open, every name a link to its page.
    const list = p.getByTestId("player-list");
    await expect.poll(() => list.locator("summary h2").textContent()).toBe("Players (9)");
    await expect.poll(() => list.locator("ul.names a").count()).toBe(9);
    expect(await list.locator("ul.names a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      [...NAMES].sort((a, b) => a.localeCompare(b)).map((n) => `/e/${e.id}/p/${id(n)}`),
    );
    await shot(p, "210-event-players-before-round-1");
    // A search as at the venue: no case, no accents.
    await list.getByLabel("Find your name").fill("hana");
    await expect.poll(() => list.locator("ul.names a").allTextContents()).toEqual(["Hana Mori"]);
    await list.getByLabel("Find your name").fill("zzz");
    await expect.poll(() => list.locator(".notice").textContent()).toBe("No player matches “zzz”.");
    await list.getByLabel("Find your name").fill("hana");
    await list.getByRole("link", { name: "Hana Mori" }).click();
    await expect.poll(() => new URL(p.url()).pathname).toBe(`/e/${e.id}/p/${id("Hana Mori")}`);
    await expect.poll(() => p.locator("h1").textContent()).toBe("Hana Mori");

    // Draft pods (R-DRAFT-1: 9 players sit in a pod of 4 and a pod of 5): every name links.
    expect(
      (await org.request.put(`/api/events/${e.id}/event-day`, { data: { commandId: cmd(), draft: { format: "dreamblade", boosters: 3 } } })).status(),
    ).toBe(200);
    expect((await org.request.post(`/api/events/${e.id}/pods`, { data: { commandId: cmd() } })).status()).toBe(200);
    await p.goto(`/e/${e.id}/draft`);
    const pods = p.locator(".pods article");
    await expect.poll(() => pods.count()).toBe(2);
    await expect.poll(() => pods.locator("ol li a").count()).toBe(9);
    const seated = await pods.locator("ol li a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(new Set(seated)).toEqual(new Set(NAMES.map((n) => `/e/${e.id}/p/${id(n)}`)));
    await shot(p, "211-draft-pods-linked");

    // Round 1: the list folds away under the header; pairings and standings link every name.
    expect((await org.request.post(`/api/events/${e.id}/rounds`, { data: { commandId: cmd(), round: 1 } })).status()).toBe(200);
    const r1 = await manage(org.request, e.id);
    for (const m of r1.rounds[0]!.matches) if (m.table !== undefined) await putResult(org.request, e.id, 1, m.table, { games: [1, 0, 0] });
    await p.goto(`/e/${e.id}`);
    await expect.poll(() => p.locator(".pairings li .who").count()).toBe(9);
    // The tables are the list's items: the parts they come in (Pairings.tsx) are nothing to assistive technology.
    const tree = await p.getByRole("list", { name: "Tables of round 1" }).ariaSnapshot();
    expect(
      tree
        .split("\n")
        .filter((l) => /^ {2}- /.test(l))
        .every((l) => l.startsWith("  - listitem")),
    ).toBe(true);
    // Each table, and the two pods' labels above their tables.
    expect(tree.split("\n").filter((l) => l.startsWith("  - listitem")).length).toBe(r1.rounds[0]!.matches.length + 2);
    expect(await p.locator(".pairings li .who a").count()).toBe(9);
    await expect.poll(() => p.locator("table.standings tbody th.name").count()).toBe(9);
    const standingLinks = await p.locator("table.standings tbody th.name a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(new Set(standingLinks)).toEqual(new Set(NAMES.map((n) => `/e/${e.id}/p/${id(n)}`)));
    expect(await list.getAttribute("open")).toBeNull();
    await shot(p, "212-event-after-round-1-linked");
    expect(w.errors).toEqual([]);

    const j = await watchedPage(ja);
    await j.page.goto(`/e/${e.id}`);
    await expect.poll(() => j.page.getByTestId("player-list").locator("summary h2").textContent()).toBe("参加者（9人）");
    expect(j.errors).toEqual([]);
  });
});
