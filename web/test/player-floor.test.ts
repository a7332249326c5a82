// The competitive floor from a player's phone: the door's QR page opens their
// page at its check-in, their code checks them in and the public page shows
// who is here; a round staff have not published says its pairings are coming
// and shows no table; during the round "Call a judge" reaches staff and the
// page says when a judge heard it; a penalty reaches the player's own page
// without the judge's note. English and Japanese.
import { describe, expect, it } from "vitest";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, tablesOf, write } from "./api.ts";
import { bilingualPeople, browserSuite } from "./suite.ts";

const suite = browserSuite();
const people = bilingualPeople(suite, "player-floor-organizer");
const NAMES = ["Ann Lee", "Ben Ode", "佐藤 一郎", "Dan Roe"];

describe("check-in on the player's page", () => {
  it("opens from the door's page, takes the player's code, and the public page and round 1 follow it", async () => {
    const e = await createEvent(people.org.request, { name: "Store Championship", gameFormat: "Modern", rules: "club", options: { checkIn: "required" } }, [
      ...NAMES,
      "Eve Moss",
      "Fay Lin",
    ]);
    const ann = e.players.find((p) => p.name === "Ann Lee")!;
    const sato = e.players.find((p) => p.name === "佐藤 一郎")!;

    const w = await watchedPage(people.visitor);
    const p = w.page;
    await p.goto(`/e/${e.id}/check-in`);
    await p.getByRole("link", { name: "Ann Lee" }).click();
    await expect.poll(() => p.url()).toContain(`/e/${e.id}/p/${ann.id}#check-in`);
    const box = p.locator("#check-in");
    await box.getByRole("button", { name: "Check in" }).waitFor();
    // A wrong code is refused in words, and checks nobody in.
    await box.getByLabel("Your secret code").fill("ZZZZZZ");
    await box.getByRole("button", { name: "Check in" }).click();
    await expect.poll(() => box.locator("[role=alert]").textContent()).toMatch(/code/i);
    expect((await manage(people.org.request, e.id)).checkedIn).toEqual([]);
    await box.getByLabel("Your secret code").fill(e.codes[ann.id]!);
    await box.getByRole("button", { name: "Check in" }).click();
    await expect.poll(() => box.getByTestId("checked-in").textContent()).toContain("You are checked in.");
    await shot(p, "360-player-checked-in-en");
    expect((await manage(people.org.request, e.id)).checkedIn).toEqual([ann.id]);

    // The Japanese player checks in the same way.
    const wj = await watchedPage(people.visitorJa);
    await wj.page.goto(`/e/${e.id}/check-in`);
    await wj.page.getByRole("link", { name: "佐藤 一郎" }).click();
    const boxJa = wj.page.locator("#check-in");
    await boxJa.getByRole("textbox").fill(e.codes[sato.id]!);
    await boxJa.getByRole("button", { name: "チェックインする" }).click();
    await expect.poll(() => boxJa.getByTestId("checked-in").textContent()).toContain("チェックイン済みです。");
    await shot(wj.page, "361-player-checked-in-ja");

    // Staff check two more in at the desk (no code); the public page says who is here.
    const byStaff = e.players.filter((x) => x.name === "Dan Roe" || x.name === "Eve Moss").map((x) => x.id);
    for (const id of byStaff) await write(people.org.request, e.id, "check-in", { playerId: id });
    await p.goto(`/e/${e.id}`);
    const list = p.getByTestId("player-list");
    await expect.poll(() => list.getByTestId("checked-in-count").textContent()).toBe("4 of 6 checked in");
    await expect.poll(() => list.locator("li", { hasText: "Ann Lee" }).textContent()).toContain("checked in");
    expect(await list.locator("li", { hasText: "Ben Ode" }).textContent()).not.toContain("checked in");
    await shot(p, "362-public-checked-in");

    // Round 1 seats only the four who checked in; the other two are no-shows.
    const here = [ann.id, sato.id, ...byStaff].sort();
    const paired = await write(people.org.request, e.id, "start-round", { round: 1 });
    expect(paired.noShows?.sort()).toEqual(
      e.players
        .filter((x) => !here.includes(x.id))
        .map((x) => x.id)
        .sort(),
    );
    expect(
      tablesOf(await manage(people.org.request, e.id), 1)
        .flatMap((t) => t.players)
        .sort(),
    ).toEqual(here);
    expect(w.errors.filter((x) => !/status of 401/.test(x))).toEqual([]);
    expect(wj.errors).toEqual([]);
    await p.close();
    await wj.page.close();
  });
});

describe("a round on the player's page", () => {
  it("says its pairings are coming until staff publish it, then calls a judge and shows the call heard, and the player's penalty", async () => {
    const e = await createEvent(
      people.org.request,
      { name: "Regional Qualifier", gameFormat: "Modern", rules: "club", options: { publishPairings: "manual" } },
      NAMES,
    );
    const ann = e.players.find((p) => p.name === "Ann Lee")!;
    await write(people.org.request, e.id, "start-round", { round: 1 });
    const staff = await manage(people.org.request, e.id);
    const table = tablesOf(staff, 1).find((t) => t.players.includes(ann.id))!;
    const opponent = staff.players.find((p) => table.players.includes(p.id) && p.id !== ann.id)!;

    const w = await watchedPage(people.visitor);
    const p = w.page;
    await p.goto(`/e/${e.id}/p/${ann.id}`);
    await expect.poll(() => p.getByTestId("pairings-coming").textContent()).toBe("Round 1 pairings are coming.");
    // Nothing of the round: no table, no opponent, no way to call.
    expect(await p.locator("article.player").textContent()).not.toContain(opponent.name);
    expect(await p.getByTestId("call-judge").count()).toBe(0);
    await shot(p, "363-player-pairings-coming");

    // Published: the page follows live.
    await write(people.org.request, e.id, "publish-round", { round: 1 });
    const call = p.getByTestId("call-judge");
    await call.waitFor();
    expect(await p.getByTestId("pairings-coming").count()).toBe(0);
    await p.getByLabel("Your secret code").first().fill(e.codes[ann.id]!);
    await call.click();
    const status = p.getByTestId("judge-call-status");
    await expect.poll(() => status.textContent()).toMatch(/^Called at .+: stay at your table, a judge is coming\.$/);
    expect((await manage(people.org.request, e.id)).judgeCalls).toMatchObject([{ round: 1, table: table.table, by: ann.id, status: "open" }]);
    await shot(p, "364-player-judge-called");

    // Staff say they heard it: the page says so (its own read, with the code).
    await write(people.org.request, e.id, "answer-judge-call", { round: 1, table: table.table, status: "heard" });
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe("A judge heard your call and is on the way.");
    await shot(p, "365-player-judge-heard");

    // A penalty reaches the player's page, without the judge's note.
    await write(people.org.request, e.id, "give-penalty", { player: ann.id, round: 1, infraction: "slow-play", penalty: "warning", note: "Secret judge note" });
    const mine = p.getByTestId("my-penalties");
    await expect.poll(() => mine.textContent(), { timeout: 30_000 }).toContain("Warning · Slow Play · Round 1");
    expect(await p.locator("body").textContent()).not.toContain("Secret judge note");
    await shot(p, "366-player-penalty");
    expect(w.errors).toEqual([]);
    await p.close();
  });
});
