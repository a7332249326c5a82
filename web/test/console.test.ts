// The organizer console's less common paths on a phone: CSV upload, remove,
// late entry, drop, cancel & re-pair, the clock, disputes, and a write whose
// answer is lost on the way back (retried with the same commandId). Each test
// builds its own "Console Cup" through the API.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, write, type Fixture } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;

const tab = (p: Page, name: RegExp) => p.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();
const confirmDialog = (p: Page, name: string) => p.getByRole("dialog").getByRole("button", { name, exact: true }).click();
const nameOf = (ev: Fixture, id: string) => ev.players.find((p) => p.id === id)!.name;
/** Who is registered once the first test has loaded its CSV, typed Goro and removed Ben. */
const SIX = ["Aiko", "Chloé", "Dmitri", "Emeka", "Freya", "Goro"];

/** The event: late arrivals take the round-1 bye; `rounds` rounds paired through the API. */
const consoleCup = (names: string[] = SIX, rounds = 0) =>
  createEvent(
    org.request,
    { name: "Console Cup", gameFormat: "Pioneer", rules: "dci-2009", options: { rounds: 3, cut: 0, lateArrival: "play-bye" } },
    names,
    rounds,
  );

beforeAll(async () => {
  org = await suite.organizer("console-organizer");
});

describe("the console", () => {
  it("registers players from a CSV file and by typing; removing one asks first", async () => {
    let ev = await consoleCup([]);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}?tab=players`);
    await p.getByText("Paste a list or load a CSV").click();
    const csv = "name,country\nAiko,JP\nBen,US\nChloé,FR\nDmitri,UA\nEmeka,NG\nFreya,NO\n";
    await p.getByLabel("CSV file").setInputFiles({ name: "players.csv", mimeType: "text/csv", buffer: Buffer.from(`${csv},GB\nAiko,JP\n`) });
    // The file is shown first: six players, a line without a name left out, a repeated name left out unless chosen.
    const preview = p.getByTestId("list-preview");
    await expect.poll(() => preview.locator("h4").textContent()).toBe("6 players will be added:");
    expect(await preview.getByTestId("list-problems").textContent()).toContain("Line 8: the name column is empty.");
    expect(await preview.getByTestId("list-repeated").textContent()).toContain("Add anyway: Aiko (twice in the list)");
    await shot(p, "49-console-csv-preview");
    await preview.getByRole("button", { name: "Cancel" }).click();
    await p.getByLabel("CSV file").setInputFiles({ name: "players.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await p.getByTestId("list-preview").getByRole("button", { name: "Add 6 players" }).click();
    await expect.poll(() => p.getByRole("status").filter({ hasText: "6 added." }).count()).toBe(1);
    expect((await manage(org.request, ev.id)).players.find((x) => x.name === "Chloé")).toBeDefined();
    await p.getByPlaceholder("Player name").fill("Goro");
    await p.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => p.locator(".plist li").count()).toBe(7);
    // Remove asks; "Cancel" keeps the player.
    await p.getByRole("button", { name: "Remove Ben" }).click();
    await confirmDialog(p, "Cancel");
    expect(await p.locator(".plist li").count()).toBe(7);
    await p.getByRole("button", { name: "Remove Ben" }).click();
    await shot(p, "50-console-remove-confirm");
    await confirmDialog(p, "Remove");
    await expect.poll(() => p.locator(".plist li").count()).toBe(6);
    ev = await manage(org.request, ev.id);
    expect(ev.players.map((x) => x.name)).toEqual(SIX);
    expect(w.errors).toEqual([]);
  });

  it("cancels and re-pairs round 1 after confirming: results of the round are discarded", async () => {
    let ev = await consoleCup();
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}`);
    await tab(p, /^Round/);
    await p.getByRole("button", { name: "Pair round 1" }).click();
    await expect.poll(() => p.locator(".pairing").count()).toBe(3);
    await tab(p, /^Results/);
    await p.locator("li.entry").first().getByRole("button", { name: / 2–0$/ }).first().click();
    await expect.poll(async () => (await manage(org.request, ev.id)).rounds[0]!.matches.filter((m) => m.result).length).toBe(1);
    await tab(p, /^Round/);
    await p.getByRole("button", { name: "Cancel & re-pair this round" }).click();
    await confirmDialog(p, "Cancel & re-pair this round");
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Round 1 was paired again." }).count()).toBe(1);
    ev = await manage(org.request, ev.id);
    expect(ev.rounds).toHaveLength(1);
    expect(ev.rounds[0]!.matches.filter((m) => m.result)).toEqual([]);
    await shot(p, "51-console-repaired");
    expect(w.errors).toEqual([]);
  });

  it("adds a late player (bye in round 1) and drops a player after confirming", async () => {
    let ev = await consoleCup(SIX, 1);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}`);
    await tab(p, /^Players/);
    await p.getByRole("heading", { name: "Late entry" }).waitFor();
    await p
      .locator("form", { has: p.getByRole("heading", { name: "Late entry" }) })
      .getByLabel("Player name")
      .fill("Hana");
    await p.getByRole("button", { name: "Add late player" }).click();
    await expect.poll(() => p.locator(".plist li").count()).toBe(7);
    ev = await manage(org.request, ev.id);
    const hana = ev.players.find((x) => x.name === "Hana")!;
    expect(ev.rounds[0]!.matches.some((m) => m.players.includes(hana.id))).toBe(true);

    await p.getByRole("button", { name: "Drop Aiko" }).click();
    await confirmDialog(p, "Drop");
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Aiko dropped." }).count()).toBe(1);
    await expect.poll(() => p.locator(".plist li.dropped").textContent()).toContain("Aiko");
    ev = await manage(org.request, ev.id);
    expect(ev.players.find((x) => x.name === "Aiko")!.dropped).not.toBeNull();
    await shot(p, "52-console-late-and-drop");
    expect(w.errors).toEqual([]);
  });

  it("starts, pauses and resumes the round clock", async () => {
    const ev = await consoleCup(SIX, 1);
    const w = await watchedPage(org);
    const p = w.page;
    // The page's clock is the test's to move on: a paused round's minutes stay as they are however long it waits.
    await p.clock.install();
    await p.goto(`/manage/${ev.id}`);
    await tab(p, /^Round/);
    await p.getByRole("button", { name: /^Start 50 min/ }).click();
    await expect.poll(() => p.locator(".timer .clock").count()).toBeGreaterThan(0);
    // Running, the clock counts down.
    const running = await p.locator(".timer .clock").first().textContent();
    await p.clock.runFor(2000);
    await expect.poll(() => p.locator(".timer .clock").first().textContent()).not.toBe(running);
    await p.getByRole("button", { name: "Pause" }).click();
    await expect.poll(() => p.locator(".timer").first().textContent()).toContain("paused");
    const frozen = await p.locator(".timer .clock").first().textContent();
    await p.clock.runFor(90_000);
    expect(await p.locator(".timer .clock").first().textContent()).toBe(frozen);
    await p.getByRole("button", { name: "Resume" }).click();
    await expect.poll(() => p.locator(".timer").first().textContent()).not.toContain("paused");
    expect(w.errors).toEqual([]);
  });

  it("a disputed report waits for the organizer, who settles it", async () => {
    const ev = await consoleCup(SIX, 1);
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${ev.id}`);
    const m = ev.rounds[0]!.matches.find((x) => x.table !== undefined && !x.result)!;
    const [a, b] = m.players as [string, string];
    const report = await org.request.post(`/api/events/${ev.id}/rounds/1/tables/${m.table}/report`, {
      data: { commandId: `dispute-report-${ev.id}`, result: { games: [2, 0, 0] }, code: ev.codes[a] },
    });
    expect(report.status()).toBe(200);
    const player = await watchedPage(org);
    await player.page.goto(`/e/${ev.id}/p/${b}`);
    // While the code reads what was reported, confirm and dispute wait: the answer is shown above
    // them, and moved them under a tap (this test's own click once landed on the text instead).
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await player.page.route("**/report/read", async (route) => {
      await held;
      await route.continue();
    });
    await player.page.getByLabel("Your secret code").fill(ev.codes[b]!);
    await expect.poll(() => player.page.getByRole("button", { name: "Dispute" }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => player.page.locator("p.reported").count()).toBe(1);
    await player.page.getByRole("button", { name: "Dispute" }).click();
    await expect.poll(() => player.page.getByText("Disputed. A judge will come to your table.").count()).toBe(1);
    await shot(player.page, "53-player-disputed");

    await tab(w.page, /^Results/);
    const waiting = w.page.getByRole("region", { name: "Waiting for you" });
    await expect.poll(() => waiting.textContent()).toContain(`disputed by ${nameOf(ev, b)}`);
    expect(await waiting.textContent()).toContain(`reported by ${nameOf(ev, a)}: 2–0`);
    await shot(w.page, "54-console-disputed");
    await waiting.getByRole("button", { name: "Accept" }).click();
    await expect.poll(async () => (await manage(org.request, ev.id)).rounds[0]!.matches.find((x) => x.table === m.table)!.result).toEqual({ games: [2, 0, 0] });
    expect(player.errors).toEqual([]);
    expect(w.errors).toEqual([]);
    await player.page.close();
  });

  it("a result entered keeps the other cards and their score buttons: the event read again draws no card anew; a new round draws new cards", async () => {
    const ev = await consoleCup(SIX, 1);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}?tab=results`);
    const [first, second] = ev.rounds[0]!.matches.filter((x) => x.table !== undefined && !x.result);
    const card = (table: number) => p.locator(`li.entry[data-table="${table}"]`);
    const other = card(second!.table!).getByRole("button", { name: / 2–0$/ }).first();
    await other.waitFor();
    // A mark on the elements themselves: a card or button drawn anew has none (a tap under way on it would be lost).
    await card(second!.table!).evaluate((el) => el.setAttribute("data-mark", "kept"));
    await other.evaluate((el) => el.setAttribute("data-mark", "kept"));
    await card(first!.table!).getByRole("button", { name: / 2–0$/ }).first().click();
    // The result shows once the console has the event's new state (a new view: every match a new object).
    await expect.poll(() => card(first!.table!).getByTestId("entry-result").textContent()).toMatch(/2–0/);
    expect(await card(second!.table!).getAttribute("data-mark")).toBe("kept");
    expect(await other.getAttribute("data-mark")).toBe("kept");
    // A new round draws new cards: nothing opened or marked at a table carries over to the next round.
    for (const m of ev.rounds[0]!.matches.filter((x) => x.table !== undefined && x.table !== first!.table)) {
      await putResult(org.request, ev.id, 1, m.table!, { games: [2, 1, 0] });
    }
    await write(org.request, ev.id, "start-round", { round: 2 });
    await expect.poll(() => card(second!.table!).getByTestId("entry-result").textContent(), { timeout: 30_000 }).not.toMatch(/2–1/);
    await expect.poll(() => p.locator("li.entry[data-mark]").count()).toBe(0);
    expect(w.errors).toEqual([]);
  });

  it("retries a write whose answer was lost with the same commandId, and it counts once", async () => {
    const ev = await consoleCup(SIX, 1);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}?tab=results`);
    await p.locator("li.entry").first().waitFor();
    const open = ev.rounds[0]!.matches.find((x) => x.table !== undefined && !x.result)!;
    const bodies: string[] = [];
    // The first attempt reaches the server, but its answer never comes back.
    await p.route("**/api/events/*/rounds/*/tables/*/result", async (route) => {
      bodies.push(route.request().postData() ?? "");
      if (bodies.length === 1) {
        await route.fetch();
        await route.abort("connectionreset");
      } else {
        await route.continue();
      }
    });
    await p.getByLabel("Table number").fill(String(open.table));
    await p.locator(`li.entry[data-table="${open.table}"]`).getByRole("button", { name: / 2–1$/ }).first().click();
    await expect
      .poll(() =>
        p
          .getByRole("status")
          .filter({ hasText: new RegExp(`^Table ${open.table}: .+ won 2–1$`) })
          .count(),
      )
      .toBe(1);
    await p.unroute("**/api/events/*/rounds/*/tables/*/result");
    expect(bodies).toHaveLength(2);
    const [first, second] = bodies.map((b) => JSON.parse(b) as { commandId: string; result: unknown });
    expect(second!.commandId).toBe(first!.commandId);
    const after = await manage(org.request, ev.id);
    expect(after.rounds[0]!.matches.find((x) => x.table === open.table)!.result).toEqual({ games: [2, 1, 0] });
    expect(after.seq).toBe(ev.seq + 1);
    // The page logs the aborted attempt; nothing else went wrong.
    expect(w.errors.filter((e) => !e.includes("ERR_CONNECTION_RESET"))).toEqual([]);
  });

  it("exports the event as a topcut/1 file and imports it as a new event", async () => {
    const ev = await consoleCup(SIX, 1);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}`);
    await tab(p, /^Event/);
    const [download] = await Promise.all([p.waitForEvent("download"), p.getByRole("link", { name: "Download the event file" }).click()]);
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    const file = JSON.parse(readFileSync(path, "utf8")) as { format: string; players: { name: string }[] };
    expect(file.format).toBe("topcut/1");
    await p.goto("/manage");
    await p
      .getByLabel("Import an event file (topcut/1)")
      .setInputFiles({ name: "console-cup.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
    await p.waitForURL((u) => /\/manage\/[a-z0-9]{12}$/.test(u.pathname) && !u.pathname.endsWith(ev.id));
    const copy = await manage(org.request, new URL(p.url()).pathname.split("/").pop()!);
    expect(copy.players.map((x) => x.name)).toEqual(file.players.map((x) => x.name));
    await p.getByRole("heading", { name: "Console Cup" }).waitFor();
    expect(w.errors).toEqual([]);
  });

  it("invites a judge by link; the judge signs up, accepts and gets the console", async () => {
    const ev = await consoleCup(SIX, 1);
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}?tab=event`);
    await p.getByRole("button", { name: "Invite a judge" }).click();
    const link = p.getByLabel("Send this link (it works once)");
    await expect.poll(() => link.inputValue()).toMatch(/\/invite\/[^/]+$/);
    const path = new URL(await link.inputValue()).pathname;

    const judgeCtx = await suite.context();
    const judge = await watchedPage(judgeCtx);
    await judge.page.goto(path);
    // Not signed in yet: sign up from the invitation and come back to it.
    await judge.page.getByRole("link", { name: /Sign in/ }).click();
    await judge.page.getByRole("link", { name: "No account yet? Create one" }).click();
    // The URL turns to /signup at once, but the router swaps the sign-in form for
    // a new, empty sign-up form a moment later: typing into the outgoing form
    // loses the text and leaves "Create account" to a form with nothing in it.
    const signup = judge.page.locator("form", { has: judge.page.getByRole("button", { name: "Create account" }) });
    await signup.getByLabel("Username").fill("console-judge");
    await signup.getByLabel(/^Password/).fill("correct horse battery");
    await signup.getByRole("button", { name: "Create account" }).click();
    await judge.page.waitForURL((u) => u.pathname === path);
    await judge.page.getByRole("button", { name: "Accept" }).click();
    await judge.page.waitForURL((u) => u.pathname === `/manage/${ev.id}`);
    await judge.page.getByRole("heading", { name: "Console Cup" }).waitFor();
    await shot(judge.page, "55-judge-console");
    const staff = ((await (await org.request.get(`/api/events/${ev.id}/manage`)).json()) as { staff: { username: string; role: string }[] }).staff;
    expect(staff).toContainEqual(expect.objectContaining({ username: "console-judge", role: "judge" }));
    expect(judge.errors.filter((e) => !e.includes("/api/auth/me"))).toEqual([]);
    await judgeCtx.close();
  });
});
