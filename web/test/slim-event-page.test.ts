// The event page reads the slim public view (only the latest round's matches:
// docs/api.md) and reads an earlier round when a reader opens it, once per
// change of the event: on a phone, an imported Swiss event of 24 in its third
// round, a live result, and an earlier round opened while offline.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Request, Response } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { importEvent, putResult, tablesOf, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { swissEventFile, swissPlayerName } from "./swiss-file.ts";

const suite = browserSuite();
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("slim-organizer");
});

type Round = { number: number; matches: { players: string[]; table?: number; result?: unknown }[]; matchesOmitted?: true };

/** "José Player 2" for p2. */
const nameOf = (id: string) => swissPlayerName(Number(id.slice(1)));

describe("the event page on the slim view", () => {
  it("reads only the latest round's matches, reads round 1 when opened (once), follows a live result, keeps what it read offline", async () => {
    const e: Fixture = await importEvent(org.request, swissEventFile(24, 3, "Slim rounds"));
    const ctx = await suite.context();
    const w = await watchedPage(ctx);
    const p = w.page;
    const api = `/api/events/${e.id}`;
    const reads: Request[] = [];
    const answers: Response[] = [];
    p.on("request", (r) => new URL(r.url()).pathname.startsWith(api) && reads.push(r));
    p.on("response", (r) => new URL(r.url()).pathname.startsWith(api) && answers.push(r));
    const paths = () => reads.map((r) => new URL(r.url()).pathname + new URL(r.url()).search);

    await p.goto(`/e/${e.id}`);
    const tables = p.locator(".pairings .pairing");
    await expect.poll(() => p.locator("#pairings-h").textContent()).toBe("Round 3");
    await expect.poll(() => tables.count()).toBe(12);
    // The page's data read is the slim one (the one its HTML preloads); rounds 1 and 2 came without matches.
    await expect.poll(() => answers.filter((r) => r.url().endsWith(`${api}?rounds=latest`)).length).toBe(1);
    expect(paths().filter((x) => x.startsWith(api) && !x.startsWith(`${api}/live`))).toEqual([`${api}?rounds=latest`]);
    const first = (await answers.find((r) => r.url().endsWith(`${api}?rounds=latest`))!.json()) as { rounds: Round[] };
    expect(first.rounds.map((r) => [r.number, r.matches.length, r.matchesOmitted ?? false])).toEqual([
      [1, 0, true],
      [2, 0, true],
      [3, 12, false],
    ]);
    const round1 = tablesOf(e, 1);
    // No table of rounds 1 and 2 is in it: the only tables are round 3's 12.
    expect(JSON.stringify(first).match(/"table":/g)).toHaveLength(12);

    // Opening round 1 reads it alone, and shows its tables with the same Pairings.
    await p.getByRole("combobox", { name: "Show round" }).selectOption("1");
    await expect.poll(() => p.locator("#pairings-h").textContent()).toBe("Round 1");
    await expect.poll(() => tables.count()).toBe(12);
    const t1 = p.locator('.pairings .pairing[data-table="1"]');
    await expect.poll(() => t1.textContent()).toContain(nameOf(round1[0]!.players[0]!));
    expect(await t1.textContent()).toContain(nameOf(round1[0]!.players[1]!));
    expect(await p.locator(".pairings .pairing.done").count()).toBe(12);
    expect(paths().filter((x) => x === `${api}/rounds/1`)).toHaveLength(1);
    expect(new URL(p.url()).searchParams.get("round")).toBe("1");
    await shot(p, "960-slim-round-1");
    // Back to round 3 and to round 1 again: nothing read again (the event has not changed).
    await p.getByRole("combobox", { name: "Show round" }).selectOption("3");
    await expect.poll(() => p.locator('.pairings .pairing[data-table="1"]').textContent()).toContain(nameOf(tablesOf(e, 3)[0]!.players[0]!));
    await p.getByRole("combobox", { name: "Show round" }).selectOption("1");
    await expect.poll(() => t1.textContent()).toContain(nameOf(round1[0]!.players[0]!));
    expect(paths().filter((x) => x === `${api}/rounds/1`)).toHaveLength(1);

    // A result of round 3 arrives live: the page reads the slim view at its seq; round 1 on screen is checked, unchanged (304).
    const t3 = tablesOf(e, 3)[0]!;
    await putResult(org.request, e.id, 3, t3.table, { games: [2, 0, 0] });
    await expect.poll(() => paths().some((x) => /\/views\/\d+\?rounds=latest$/.test(x))).toBe(true);
    await expect.poll(() => answers.filter((r) => r.url().endsWith(`${api}/rounds/1`)).map((r) => r.status())).toEqual([200, 304]);
    expect(await t1.textContent()).toContain(nameOf(round1[0]!.players[0]!));
    await p.getByRole("combobox", { name: "Show round" }).selectOption("3");
    const done = p.locator(`.pairings .pairing[data-table="${t3.table}"]`);
    await expect.poll(() => done.getAttribute("class")).toContain("done");
    await expect.poll(() => done.locator(".res").textContent()).toContain("2–0");
    await shot(p, "961-slim-live-result");

    // Offline: round 1, read before, still shows; round 2, never read, says it cannot be read.
    await ctx.setOffline(true);
    await p.getByRole("combobox", { name: "Show round" }).selectOption("1");
    await expect.poll(() => t1.textContent()).toContain(nameOf(round1[0]!.players[0]!));
    await p.getByRole("combobox", { name: "Show round" }).selectOption("2");
    await expect.poll(() => p.locator("#pairings .error, #pairings [role=alert]").count()).toBeGreaterThan(0);
    expect(await tables.count()).toBe(0);
    await ctx.setOffline(false);
    await ctx.close();
    // The browser's own line for the read that failed offline is the only one.
    expect(w.errors.filter((x) => !x.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  });
});
