// The rules on a phone (390x844): what the rules ask of the console and the
// player pages. Draw or flip (R-SCORE-3): in flip mode, the default, a drawn
// game score is settled by a flip and the match gets a winner with 3 points:
// the console and the player's self-report ask who won the flip.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let player: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("fidelity-organizer");
  player = await suite.context();
});

const tab = (p: Page, name: RegExp) => p.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();

describe("draw or flip (R-SCORE-3)", () => {
  it("in flip mode the console and the player's self-report ask who won the flip; no plain draw is offered", async () => {
    const ev = await createEvent(
      org.request,
      { name: "Flip Night", gameFormat: "Old School", rules: "club", options: { rounds: 3 } },
      ["Ann", "Ben", "Cid", "Dee"],
      1,
    );
    const [t1, t2] = ev.rounds[0]!.matches as { table: number; players: string[] }[];
    const name = (id: string) => ev.players.find((p) => p.id === id)!.name;
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${ev.id}`);
    await tab(p, /^Results/);
    const entry = p.locator(`li.entry[data-table="${t1!.table}"]`);
    // The console's plain draw reads "Draw 1–1" (results.drawButton): in flip mode there is none.
    await entry.getByRole("button", { name: `Draw, flip won by ${name(t1!.players[1]!)}` }).waitFor();
    expect(await entry.getByRole("button", { name: /^Draw \d/ }).count()).toBe(0);
    await shot(p, "60-console-flip-choices");
    await entry.getByRole("button", { name: `Draw, flip won by ${name(t1!.players[1]!)}` }).click();
    await expect
      .poll(async () => (await manage(org.request, ev.id)).rounds[0]!.matches.find((m) => m.table === t1!.table)!.result)
      .toEqual({ games: [1, 1, 0], flip: t1!.players[1] });

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

describe("recommendations (R-PO-2)", () => {
  it("a Dreamblade organizer sees the rounds recommendation with the top-4 playoff while registering", async () => {
    const ev = await createEvent(org.request, { name: "Blade Night", gameFormat: "Dreamblade Constructed", rules: "dreamblade", options: { rounds: 3 } }, [
      "Ann",
      "Ben",
      "Cid",
      "Dee",
      "Eve",
      "Fay",
      "Gus",
      "Hal",
      "Ivy",
    ]);
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${ev.id}?tab=players`);
    const rec = w.page.getByTestId("recommendation");
    await expect
      .poll(() => rec.textContent())
      .toBe("Recommended for 9 players: 4 Swiss rounds (planned: 3). Playoffs: a top 4 is recommended (Dreamblade floor rules §321).");
    await shot(w.page, "62-console-dreamblade-recommendation");
    expect(w.errors).toEqual([]);
  });
});

describe("the clock (R-TIME-4)", () => {
  it("a Dreamblade round's 3-minute pregame runs on the clock, marked as the pregame", async () => {
    const ev = await createEvent(
      org.request,
      { name: "Blade Pregame", gameFormat: "Dreamblade Constructed", rules: "dreamblade", options: { rounds: 3 } },
      ["Ann", "Ben", "Cid", "Dee"],
      1,
    );
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${ev.id}`);
    await tab(w.page, /^Round/);
    await w.page.getByRole("button", { name: "Pregame, 3 min" }).click();
    const clock = w.page.locator("section.timer");
    await expect.poll(() => clock.first().textContent()).toMatch(/Round 1 · pregame\s*(3:00|2:5\d)/);
    expect(await w.page.getByRole("button", { name: "Pregame, 3 min" }).count()).toBe(0);
    await shot(w.page, "63-console-pregame-clock");
    expect(w.errors).toEqual([]);
  });
});

describe("the Commander finals from the web (R-CMD-3)", () => {
  it("a 17-player Commander event from registration to the final table's winner, in the console", async () => {
    // R-CMD-3: with 17 or more players, places 3-10 play semifinal tables after 4 Swiss rounds
    // and places 1-2 wait at the final.
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto("/manage/new");
    await p.locator('input[name="name"]').fill("Attendance Cup");
    await p.getByLabel("Game and format").selectOption("Magic: Commander");
    await p.locator('select[name="rules"]').selectOption("commander");
    // The new-event form offers the attendance-based finals (R-CMD-3), chosen by default for Commander.
    await expect.poll(() => p.locator('select[name="structure"]').inputValue()).toBe("attendance");
    expect(await p.locator('select[name="structure"] option').allTextContents()).toEqual(["By attendance (Commander event rules)", "Swiss only"]);
    await p.getByTestId("attendance-hint").waitFor();
    await shot(p, "64-new-event-commander-structure");
    await p.locator('form button[type="submit"]').click();
    await p.waitForURL((u) => /^\/manage\/(?!new$)[^/]+$/.test(u.pathname));
    const id = new URL(p.url()).pathname.split("/").at(-1)!;
    let ev = await manage(org.request, id);
    expect((ev as unknown as { event: { options: Record<string, unknown> } }).event.options).toMatchObject({
      structure: "attendance",
      cut: 0,
      rounds: 4,
      hiddenStandings: true,
    });

    // Registration, then 4 Swiss rounds (seat A wins every table; results through the API, as the console sends them).
    const names = Array.from({ length: 17 }, (_, i) => `Cmdr ${String(i + 1).padStart(2, "0")}`);
    const added = await org.request.post(`/api/events/${id}/players`, {
      data: { commandId: `att-players-${Date.now()}`, players: names.map((name) => ({ name })) },
    });
    expect(added.status()).toBe(200);
    for (let r = 1; r <= 4; r++) {
      const started = await org.request.post(`/api/events/${id}/rounds`, { data: { commandId: `att-r${r}-${Date.now()}`, round: r } });
      expect(started.status()).toBe(200);
      ev = await manage(org.request, id);
      for (const m of ev.rounds[r - 1]!.matches) if (m.table !== undefined) await putResult(org.request, id, r, m.table, { winner: m.players[0] });
    }
    const nameOf = (pid: string) => ev.players.find((x) => x.id === pid)!.name;

    // The console starts the finals by attendance: two semifinal tables of places 3-10.
    await p.goto(`/manage/${id}`);
    await tab(p, /^Round/);
    await p.getByRole("button", { name: "Start playoffs (By attendance (Commander event rules))" }).click();
    await p.getByRole("dialog").getByRole("button", { name: "Start playoffs", exact: true }).click();
    await expect.poll(async () => (await manage(org.request, id)).rounds.length).toBe(5);
    ev = await manage(org.request, id);
    const semis = ev.rounds[4]! as unknown as { stage: string; matches: { table: number; players: string[] }[] };
    expect(semis.stage).toBe("semifinal");
    expect(semis.matches.map((m) => m.players.length)).toEqual([4, 4]);

    // Each semifinal table's winner is tapped in the Results tab.
    await tab(p, /^Results/);
    for (const m of semis.matches) {
      await p
        .locator(`li.entry[data-table="${m.table}"]`)
        .getByRole("button", { name: nameOf(m.players[1]!), exact: true })
        .click();
      await expect
        .poll(async () => (await manage(org.request, id)).rounds[4]!.matches.find((x) => x.table === m.table)!.result)
        .toEqual({ winner: m.players[1] });
    }
    await shot(p, "65-console-semifinals-in");

    // The final table: places 1 and 2 with the two semifinal winners.
    await tab(p, /^Round/);
    await p.getByRole("button", { name: "Pair the next playoff round" }).click();
    await expect.poll(async () => (await manage(org.request, id)).rounds.length).toBe(6);
    ev = await manage(org.request, id);
    const final = ev.rounds[5]! as unknown as { stage: string; seeds?: string[]; matches: { table: number; players: string[] }[] };
    expect(final.stage).toBe("final");
    const table = final.matches[0]!;
    expect(table.players).toHaveLength(4);
    expect(table.players).toEqual(expect.arrayContaining(semis.matches.map((m) => m.players[1]!)));
    const champion = table.players[2]!;
    await tab(p, /^Results/);
    await p
      .locator(`li.entry[data-table="${table.table}"]`)
      .getByRole("button", { name: nameOf(champion), exact: true })
      .click();
    await expect.poll(async () => (await manage(org.request, id)).rounds[5]!.matches[0]!.result).toEqual({ winner: champion });
    await tab(p, /^Round/);
    await p.getByRole("button", { name: "Finish the event" }).click();
    await p.getByRole("dialog").getByRole("button", { name: "Finish the event", exact: true }).click();
    await expect
      .poll(
        async () => ((await (await org.request.get(`/api/events/${id}`)).json()) as { finalRanking: { player: string }[] | null }).finalRanking?.[0]?.player,
      )
      .toBe(champion);
    await expect.poll(() => p.getByRole("button", { name: "Finish the event" }).count()).toBe(0);
    await shot(p, "66-console-commander-finished");
    expect(w.errors).toEqual([]);
  });
});
