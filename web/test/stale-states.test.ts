// Screens that said something no longer true, or misleading, as an organizer
// and players meet them on a 390x844 phone: an undo of a closed round's table,
// a flip-decided match as a bare "Won 1–1", "Disputed" after the judge decided,
// finished tables that never left the list, a Results tab that did not name
// its round, the late-entry rule read as a bye for the late player, "Round 1
// is paired" beside a live "Pair round 1", and an extra Swiss round offered
// where the Commander document fixes four.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { holdReads, shot, shownBox, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, tablesOf, write, type Fixture } from "./api.ts";
import { bilingualPeople, browserSuite } from "./suite.ts";

const suite = browserSuite();
const people = bilingualPeople(suite, "stale-organizer");

type Pair = { table: number; players: string[] };
const nameOf = (e: Fixture, id: string) => e.players.find((p) => p.id === id)!.name;
const card = (p: Page, table: number) => p.locator(`li.entry[data-table="${table}"]`);
const heading = (p: Page) => p.locator("#results-h").textContent();
const CLUB = { gameFormat: "Modern", rules: "club" } as const;

describe("stale and misleading states", () => {
  it("an undo of a closed round's table is gone once the next round is paired; the Results tab names its round", async () => {
    const e = await createEvent(people.org.request, { name: "Undo Night", ...CLUB, options: { rounds: 3 } }, ["Ann", "Ben", "Chiara", "Dev"], 1);
    const [t1, t2] = tablesOf(e, 1) as [Pair, Pair];
    await putResult(people.org.request, e.id, 1, t1.table, { games: [2, 0, 0] });
    const { page: p, errors } = await watchedPage(people.org);
    await p.goto(`/manage/${e.id}?tab=results`);
    await expect.poll(() => heading(p)).toBe("Results · Round 1");
    await card(p, t2.table)
      .getByRole("button", { name: `${nameOf(e, t2.players[0]!)} 2–0`, exact: true })
      .click();
    const undo = p.getByRole("button", { name: /^Undo table/ });
    await expect.poll(() => undo.first().isVisible()).toBe(true);
    // The round is complete: its card offers round 2, and pairing it closes round 1.
    await p.getByTestId("all-in").getByRole("button", { name: "Pair round 2" }).click();
    await expect.poll(() => heading(p)).toBe("Results · Round 2");
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Round 2 is paired." }).count()).toBe(1);
    expect(await undo.count()).toBe(0);
    await shot(p, "stale-1-undo-gone-round-2");
    expect(errors).toEqual([]);
  });

  it("a flip-decided match reads as won or lost on the flip, never a bare 'Won 1–1' (en, ja)", async () => {
    const e = await createEvent(people.org.request, { name: "Flip Night", ...CLUB, options: { rounds: 3, draws: "flip" } }, ["Ann", "Ben", "Chiara", "Dev"], 1);
    const [t1] = tablesOf(e, 1) as [Pair];
    const [a, b] = t1.players as [string, string];
    await putResult(people.org.request, e.id, 1, t1.table, { games: [1, 1, 0], flip: b });
    const { page: p, errors } = await watchedPage(people.visitor);
    const result = () => p.locator("ol.matches > li").first().locator("p.result").textContent();
    await p.goto(`/e/${e.id}/p/${b}`);
    await expect.poll(result).toBe("Won 1–1 (won the flip)");
    await shot(p, "stale-2-flip-won");
    await p.goto(`/e/${e.id}/p/${a}`);
    await expect.poll(result).toBe("Lost 1–1 (lost the flip)");
    expect(errors).toEqual([]);
    const j = await watchedPage(people.visitorJa);
    await j.page.goto(`/e/${e.id}/p/${b}`);
    await expect.poll(() => j.page.locator("ol.matches > li").first().locator("p.result").textContent()).toBe("勝ち 1–1（コイントスで勝ち）");
    await shot(j.page, "stale-2-flip-won-ja");
    expect(j.errors).toEqual([]);
  });

  it("the disputing player no longer reads 'Disputed' once the judge entered the result, live", async () => {
    const e = await createEvent(people.org.request, { name: "Dispute Night", ...CLUB, options: { rounds: 3 } }, ["Ann", "Ben", "Chiara", "Dev"], 1);
    const [t1] = tablesOf(e, 1) as [Pair];
    const [a, b] = t1.players as [string, string];
    const reported = await people.org.request.post(`/api/events/${e.id}/rounds/1/tables/${t1.table}/report`, {
      data: { commandId: `stale-report-${e.id}`, result: { games: [2, 0, 0] }, code: e.codes[a] },
    });
    expect(reported.status()).toBe(200);
    const { page: p, errors } = await watchedPage(people.visitor);
    await p.goto(`/e/${e.id}/p/${b}#code=${e.codes[b]}`);
    await p.getByRole("button", { name: "Dispute", exact: true }).click();
    const disputed = p.getByText("Disputed. A judge will come to your table.");
    await expect.poll(() => disputed.count()).toBe(1);
    await shot(p, "stale-3-disputed");
    // The judge settles it at the table and enters the result.
    await putResult(people.org.request, e.id, 1, t1.table, { games: [2, 1, 0] });
    await expect.poll(() => p.locator("ol.matches > li").first().locator("p.result").textContent()).toBe("Lost 1–2");
    expect(await disputed.count()).toBe(0);
    expect(await p.getByText(/disputed/i).count()).toBe(0);
    await shot(p, "stale-3-settled");
    expect(errors).toEqual([]);
  });

  it("finished tables leave the open list once scrolled past, without a reload, and the cards on screen stay put", async () => {
    // Enough tables that the page scrolls well past the first two.
    const names = ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea", "Mio", "Nils", "Oda", "Pia"];
    const e = await createEvent(people.org.request, { name: "Scroll Night", ...CLUB, options: { rounds: 3 } }, names, 1);
    const [t1, t2, t3] = tablesOf(e, 1) as [Pair, Pair, Pair];
    const { page: p, errors } = await watchedPage(people.org);
    await p.goto(`/manage/${e.id}?tab=results`);
    const win = (t: Pair) =>
      card(p, t.table)
        .getByRole("button", { name: `${nameOf(e, t.players[0]!)} 2–0`, exact: true })
        .click();
    await win(t1);
    await expect.poll(() => card(p, t1.table).getByTestId("entry-result").locator(".tag.ok").count()).toBe(1);
    await win(t2);
    await expect.poll(() => p.getByText("2 of 8 tables have a result.").count()).toBe(1);
    // On screen, an entered table stays where it was: the next table's buttons do not slide under a finger.
    expect(await card(p, t1.table).count()).toBe(1);
    // Scrolled past tables 1 and 2: table 1 leaves; table 2 keeps its card while its undo lasts.
    const bottomOf2 = await card(p, t2.table).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    const topOf3 = await card(p, t3.table).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const to = Math.round(bottomOf2 + 8);
    // As a browser without scroll anchoring (Safari): the page itself makes up for what left above.
    await p.evaluate(() => {
      for (const el of [document.documentElement, document.body]) el.style.overflowAnchor = "none";
    });
    expect(await p.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeGreaterThan(to);
    await p.evaluate((y) => window.scrollTo(0, y), to);
    await expect.poll(() => card(p, t1.table).count()).toBe(0);
    expect(await card(p, t2.table).count()).toBe(1);
    // Table 3 is where the scroll put it: what left above was made up for.
    expect(Math.abs((await shownBox(card(p, t3.table))).y - (topOf3 - to))).toBeLessThanOrEqual(1);
    await p.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => p.locator("li.entry").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-table")))))
      .toEqual(
        tablesOf(e, 1)
          .slice(1)
          .map((t) => t.table),
      );
    await shot(p, "stale-4-finished-left");
    expect(errors).toEqual([]);
  });

  it("the Results tab names the round: Semifinals (en, ja)", async () => {
    let e = await createEvent(
      people.org.request,
      { name: "Top Four", ...CLUB, options: { rounds: 2, cut: 4 } },
      ["Ann", "Ben", "Chiara", "Dev", "Eli", "Fen"],
      1,
    );
    for (const r of [1, 2]) {
      if (r > 1) await write(people.org.request, e.id, "start-round", { round: r });
      e = await manage(people.org.request, e.id);
      for (const m of tablesOf(e, r)) await putResult(people.org.request, e.id, r, m.table, { games: [2, 0, 0] });
    }
    await write(people.org.request, e.id, "start-playoffs", {});
    const { page: p, errors } = await watchedPage(people.org);
    await p.goto(`/manage/${e.id}?tab=results`);
    await expect.poll(() => heading(p)).toBe("Results · Semifinals");
    await shot(p, "stale-5-results-semifinals");
    expect(errors).toEqual([]);
    const j = await watchedPage(people.orgJa);
    await j.page.goto(`/manage/${e.id}?tab=results`);
    await expect.poll(() => heading(j.page)).toBe("結果 · 準決勝");
    expect(j.errors).toEqual([]);
  });

  it("the late-entry rule says the late player plays the round-1 bye holder, not that they get the bye (en, ja)", async () => {
    const e = await createEvent(people.org.request, { name: "Late Night", ...CLUB, options: { rounds: 3, lateArrival: "play-bye" } }, ["Ann", "Ben", "Chiara"]);
    const rule = (p: Page, dt: string) => p.locator("dt", { hasText: dt }).locator("xpath=following-sibling::dd[1]").textContent();
    const { page: p, errors } = await watchedPage(people.visitor);
    await p.goto(`/e/${e.id}`);
    await expect.poll(() => rule(p, "Late arrivals")).toBe("Play the round-1 bye holder (no bye: a round-1 loss)");
    expect(await p.getByText("Join with a bye", { exact: false }).count()).toBe(0);
    expect(errors).toEqual([]);
    const j = await watchedPage(people.visitorJa);
    await j.page.goto(`/e/${e.id}`);
    await expect.poll(() => rule(j.page, "遅刻者")).toBe("第1回戦のバイの選手と対戦（バイがなければ第1回戦は敗北）");
    expect(j.errors).toEqual([]);
    // The new-event form offers the same words.
    const n = await watchedPage(people.org);
    await n.page.goto("/manage/new");
    await expect
      .poll(() => n.page.getByLabel("Late arrivals").locator("option").allTextContents())
      .toEqual(["As the rules profile says", "Play the round-1 bye holder (no bye: a round-1 loss)", "Start with a round-1 loss (0 points)"]);
    expect(n.errors).toEqual([]);
  });

  it("'Round 1 is paired' never shows beside a live 'Pair round 1' while the console reads the event again", async () => {
    const e = await createEvent(people.org.request, { name: "Pair Night", ...CLUB, options: { rounds: 3 } }, ["Ann", "Ben", "Chiara", "Dev"]);
    const { page: p, errors } = await watchedPage(people.org);
    await p.goto(`/manage/${e.id}?tab=round`);
    const pair = p.getByRole("button", { name: "Pair round 1" });
    await expect.poll(() => pair.isEnabled()).toBe(true);
    // Every frame from here on: is the message on screen while the button can still be tapped?
    await p.evaluate(() => {
      const w = window as unknown as { both: number };
      w.both = 0;
      const look = () => {
        const said = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes("Round 1 is paired."));
        const live = [...document.querySelectorAll("button")].some((b) => b.textContent === "Pair round 1" && !b.disabled);
        if (said && live) w.both++;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // The event read after the pairing is held back: the answer is in, the view not yet.
    const { asked, release } = await holdReads(p, `/api/events/${e.id}/manage`);
    await pair.click();
    await asked;
    await expect.poll(() => p.getByRole("status").filter({ hasText: "Round 1 is paired." }).count()).toBe(1);
    expect(await pair.isDisabled()).toBe(true);
    await shot(p, "stale-6-paired-while-reading");
    release();
    await expect.poll(() => p.locator("#round-h").textContent()).toBe("Round 1");
    expect(await pair.count()).toBe(0);
    expect(await p.evaluate(() => (window as unknown as { both: number }).both)).toBe(0);
    expect((await manage(people.org.request, e.id)).rounds).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("a Commander event is offered no extra Swiss round after its four", async () => {
    const names = ["Aki", "Bo", "Chie", "Daichi", "Emi", "Fumiya", "Goro", "Hana"];
    let e = await createEvent(
      people.org.request,
      { name: "Commander Night", gameFormat: "Commander", rules: "commander", options: { structure: "attendance" } },
      names,
      1,
    );
    for (let r = 1; r <= 4; r++) {
      if (r > 1) await write(people.org.request, e.id, "start-round", { round: r });
      e = await manage(people.org.request, e.id);
      for (const m of tablesOf(e, r)) await putResult(people.org.request, e.id, r, m.table, { winner: m.players[0]! });
    }
    const { page: p, errors } = await watchedPage(people.org);
    await p.goto(`/manage/${e.id}?tab=round`);
    await expect.poll(() => p.getByText("All 4 Swiss rounds are played.").count()).toBe(1);
    expect(await p.getByRole("button", { name: /^Start playoffs/ }).count()).toBe(1);
    expect(await p.getByRole("button", { name: /Extra Swiss round/ }).count()).toBe(0);
    await shot(p, "stale-7-commander-no-extra-round");
    // The Results tab's card for the complete round offers the same.
    await p.goto(`/manage/${e.id}?tab=results`);
    await expect
      .poll(() =>
        p
          .getByTestId("all-in")
          .getByRole("button", { name: /^Start playoffs/ })
          .count(),
      )
      .toBe(1);
    expect(await p.getByRole("button", { name: /Extra Swiss round/ }).count()).toBe(0);
    // A one-on-one event after its planned rounds is still offered one.
    const club = await createEvent(people.org.request, { name: "Club Extra", ...CLUB, options: { rounds: 1 } }, ["Ann", "Ben", "Chiara", "Dev"], 1);
    for (const m of tablesOf(club, 1)) await putResult(people.org.request, club.id, 1, m.table, { games: [2, 0, 0] });
    await p.goto(`/manage/${club.id}?tab=round`);
    await expect.poll(() => p.getByRole("button", { name: "Extra Swiss round 2" }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
