// The competitive floor in the organizer's console on a 390 px phone:
// check-in from the Players tab (one tap, taken back) and round 1's warning
// naming who will be dropped as a no-show; a round kept until published (the
// TV says so until "Publish round 1"); a penalty from a player's name and
// from a table, each confirmation saying what it does, and a refusal in the
// reader's language.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { commandId, createEvent, manage, send, tablesOf, write } from "./api.ts";
import { bilingualPeople, browserSuite } from "./suite.ts";

const suite = browserSuite();
const people = bilingualPeople(suite, "floor-console-org");

const SIX = ["Ann Lee", "Ben Ode", "Cat Ruiz", "Dev Shah", "Eve Tan", "Fox Wu"];
const tab = (p: Page, name: string) => p.locator(`nav.tabs a[href="?tab=${name}"]`).click();
const done = (p: Page) => p.locator(".action-status [role=status]").first().textContent();

describe("check-in", () => {
  it("staff check players in with one tap, take one back, and pairing round 1 names the no-shows first", async () => {
    const e = await createEvent(people.org.request, { name: "Door Open", gameFormat: "Modern", rules: "club", options: { checkIn: "required" } }, SIX);
    const w = await watchedPage(people.org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    await expect.poll(() => p.getByTestId("checkin-count").textContent()).toBe("0 of 6 checked in");
    for (const name of ["Ann Lee", "Ben Ode", "Cat Ruiz", "Dev Shah", "Eve Tan"]) {
      await p.getByRole("button", { name: `Check in ${name}` }).click();
      await expect.poll(() => p.getByRole("button", { name: `Undo ${name}'s check-in` }).count()).toBe(1);
    }
    await expect.poll(() => p.getByTestId("checkin-count").textContent()).toBe("5 of 6 checked in");
    // Checked in by mistake: taken back.
    await p.getByRole("button", { name: "Undo Eve Tan's check-in" }).click();
    await expect.poll(() => p.getByTestId("checkin-count").textContent()).toBe("4 of 6 checked in");
    expect(await done(p)).toBe("Eve Tan's check-in taken back.");
    await shot(p, "380-console-check-in");
    const staff = await manage(people.org.request, e.id);
    expect(staff.checkedIn!.map((id) => staff.players.find((x) => x.id === id)!.name)).toEqual(["Ann Lee", "Ben Ode", "Cat Ruiz", "Dev Shah"]);

    // The door's QR code beside the event's, in Share and print.
    await tab(p, "event");
    await expect.poll(() => p.getByTestId("checkin-qr").locator("svg").count()).toBe(1);
    expect(await p.getByTestId("checkin-qr").textContent()).toContain(`/e/${e.id}/check-in`);

    // Pairing round 1 says who will be dropped; cancelling pairs nothing.
    await tab(p, "round");
    await p.getByRole("button", { name: "Pair round 1" }).click();
    const dialog = p.getByRole("dialog");
    await expect.poll(() => dialog.locator("#confirm-text").textContent()).toBe("2 players have not checked in: they will be dropped as no-shows.");
    expect(await dialog.getByTestId("confirm-list").locator("li").allTextContents()).toEqual(["Eve Tan", "Fox Wu"]);
    await shot(p, "381-console-no-shows");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await manage(people.org.request, e.id)).rounds).toHaveLength(0);
    await p.getByRole("button", { name: "Pair round 1" }).click();
    await dialog.getByRole("button", { name: "Pair round 1 without them" }).click();
    await expect.poll(() => done(p)).toBe("Round 1 paired. No-shows dropped: Eve Tan, Fox Wu.");
    const after = await manage(people.org.request, e.id);
    expect(after.players.filter((x) => x.dropped === 0).map((x) => x.name)).toEqual(["Eve Tan", "Fox Wu"]);
    expect(after.rounds[0]!.matches.flatMap((m) => m.players).sort()).toEqual([...after.checkedIn!].sort());
    expect(w.errors).toEqual([]);
    await p.close();
  });
});

describe("the check-in deadline", () => {
  it("offers the no-shows' places to the registration desk's waitlist, and those who move up are checked in", async () => {
    const e = await createEvent(people.org.request, { name: "Full House", gameFormat: "Modern", rules: "club", options: { checkIn: "required" } }, []);
    await send(people.org.request, "put", `/api/events/${e.id}/registration`, { capacity: 4 });
    for (const name of SIX.slice(0, 5)) {
      await send(people.org.request, "post", `/api/events/${e.id}/registrations`, { commandId: commandId(), name, by: "organizer" });
    }
    // Four accepted become players, one waits; three of the four check in.
    await send(people.org.request, "post", `/api/events/${e.id}/registrations/admit`, { commandId: commandId() });
    const admitted = await manage(people.org.request, e.id);
    for (const x of admitted.players.filter((x) => x.name !== "Dev Shah")) await write(people.org.request, e.id, "check-in", { playerId: x.id });
    const w = await watchedPage(people.org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    const offer = p.getByTestId("waitlist-offer");
    await expect.poll(() => offer.textContent()).toContain("1 on the waitlist can take the places of players who have not checked in.");
    await shot(p, "389-console-waitlist-offer");
    await offer.getByRole("button", { name: "Give no-shows' places to the waitlist" }).click();
    await p.getByRole("dialog").getByRole("button", { name: "Give no-shows' places to the waitlist" }).click();
    await expect.poll(() => offer.getByRole("status").textContent()).toBe("1 from the waitlist admitted and checked in.");
    await expect.poll(() => p.getByTestId("checkin-count").textContent()).toBe("4 of 4 checked in");
    const after = await manage(people.org.request, e.id);
    expect(after.players.map((x) => x.name).sort()).toEqual(["Ann Lee", "Ben Ode", "Cat Ruiz", "Eve Tan"]);
    expect(after.checkedIn).toHaveLength(4);
    expect(w.errors).toEqual([]);
    await p.close();
  });
});

describe("publishing by hand", () => {
  it("keeps a paired round from the TV until one tap publishes it; re-pairing stays offered meanwhile", async () => {
    const e = await createEvent(
      people.org.request,
      { name: "Hidden Pairings", gameFormat: "Modern", rules: "club", options: { publishPairings: "manual" } },
      SIX.slice(0, 4),
    );
    const w = await watchedPage(people.org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=round`);
    await p.getByRole("button", { name: "Pair round 1" }).click();
    const card = p.getByTestId("unpublished");
    await expect.poll(() => card.textContent()).toContain("Round 1 is not yet published: players do not see its pairings");
    expect(await p.getByRole("button", { name: "Cancel & re-pair this round" }).count()).toBe(1);
    // Its clock waits for the round to be public (the server refuses it before).
    expect(await p.getByRole("button", { name: /^Start 50 min/ }).count()).toBe(0);
    await shot(p, "382-console-unpublished");

    const tv = await people.visitor.newPage();
    await tv.setViewportSize({ width: 1280, height: 720 });
    await tv.goto(`/e/${e.id}/tv`);
    await expect.poll(() => tv.getByTestId("tv-unpublished").textContent()).toBe("Round 1 not yet published");
    expect(await tv.locator(".tv-line").count()).toBe(0);
    await shot(tv, "383-tv-unpublished");

    await card.getByRole("button", { name: "Publish round 1" }).click();
    await expect.poll(() => p.getByTestId("unpublished").count()).toBe(0);
    expect(await done(p)).toBe("Round 1 is published.");
    expect(await p.getByRole("button", { name: /^Start 50 min/ }).count()).toBe(1);
    // The TV follows live: the pairings, no notice.
    await expect.poll(() => tv.locator(".tv-line").count()).toBe(4);
    expect(await tv.getByTestId("tv-unpublished").count()).toBe(0);
    expect((await manage(people.org.request, e.id)).unpublished).toBeNull();
    expect(w.errors).toEqual([]);
    await tv.close();
    await p.close();
  });
});

describe("penalties", () => {
  it("from a player's name and from a table, each confirmed with what it does; the history across the event", async () => {
    const e = await createEvent(people.org.request, { name: "Penalty Open", gameFormat: "Modern", rules: "club" }, SIX.slice(0, 4), 1);
    const name = (id: string) => e.players.find((x) => x.id === id)!.name;
    const [t1, t2] = tablesOf(e, 1) as [{ table: number; players: string[] }, { table: number; players: string[] }];
    const [a, b] = t1.players.map(name) as [string, string];
    const w = await watchedPage(people.org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);

    // From the name: the history (none yet) and a match loss, confirmed with what it does.
    await p.getByRole("button", { name: `${a} · penalties` }).click();
    const floor = p.getByTestId("player-floor");
    await expect.poll(() => floor.getByTestId("penalty-history").textContent()).toBe("No penalty so far.");
    await floor.getByRole("button", { name: "Give a penalty" }).click();
    const form = floor.getByTestId("penalty-form");
    await form.getByLabel("Infraction").selectOption("slow-play");
    await form.getByLabel("Penalty", { exact: true }).selectOption("match-loss");
    expect(await form.getByLabel("Round").inputValue()).toBe("1");
    await form.getByLabel("Note (staff only)").fill("Third slow-play warning");
    await shot(p, "384-console-penalty-form");
    await form.getByRole("button", { name: "Give the penalty" }).click();
    const dialog = p.getByRole("dialog");
    await expect.poll(() => dialog.locator("#confirm-text").textContent()).toBe(`Match loss: table ${t1.table} is recorded as won by ${b}.`);
    await shot(p, "385-console-penalty-confirm");
    await dialog.getByRole("button", { name: "Match Loss" }).click();
    await expect.poll(() => done(p)).toBe(`Match Loss for ${a} recorded.`);
    await expect.poll(() => floor.getByTestId("penalty-history").textContent()).toContain("Match Loss · Slow Play · Round 1");
    expect(await floor.getByTestId("penalty-history").textContent()).toContain("Third slow-play warning");
    expect(await p.locator(".plist li").filter({ hasText: a }).locator(".penalty-count").textContent()).toBe("1 penalty");
    let staff = await manage(people.org.request, e.id);
    expect(staff.penalties).toMatchObject([
      { player: t1.players[0], round: 1, infraction: "slow-play", penalty: "match-loss", note: "Third slow-play warning" },
    ]);
    expect((staff.rounds[0]!.matches.find((m) => m.table === t1.table) as { result?: unknown }).result).toEqual({ awarded: t1.players[1] });
    await shot(p, "386-console-penalty-history");

    // From a table in the Results tab: a game loss says the result must count it; "Other" by its name.
    await tab(p, "results");
    const entry = p.locator(`li.entry[data-table="${t2.table}"]`);
    await entry.getByRole("button", { name: `Penalty at table ${t2.table}` }).click();
    const tableForm = entry.getByTestId("penalty-form");
    const [c, d] = t2.players.map(name) as [string, string];
    await tableForm.getByLabel(d).check();
    await tableForm.getByLabel("Infraction").selectOption("other");
    await tableForm.getByLabel("Name of the infraction").fill("Phone at the table");
    await tableForm.getByLabel("Penalty", { exact: true }).selectOption("game-loss");
    await tableForm.getByRole("button", { name: "Give the penalty" }).click();
    await expect
      .poll(() => dialog.locator("#confirm-text").textContent())
      .toBe(`Game loss: the game counts as won by ${c}; the result of table ${t2.table} must include it.`);
    await shot(p, "387-console-table-penalty");
    await dialog.getByRole("button", { name: "Game Loss" }).click();
    await expect.poll(() => entry.getByTestId("penalty-form").count()).toBe(0);
    staff = await manage(people.org.request, e.id);
    expect(staff.penalties[1]).toMatchObject({ player: t2.players[1], infraction: "other", infractionText: "Phone at the table", penalty: "game-loss" });

    // A game loss where the match is decided already: the confirmation says so, and the server's refusal shows.
    await tab(p, "players");
    await p.getByRole("button", { name: `${a} · penalties` }).click();
    await floor.getByRole("button", { name: "Give a penalty" }).click();
    await form.getByLabel("Penalty", { exact: true }).selectOption("game-loss");
    await form.getByRole("button", { name: "Give the penalty" }).click();
    await expect.poll(() => dialog.locator("#confirm-text").textContent()).toContain(`${a} has no match being played in this round`);
    await dialog.getByRole("button", { name: "Game Loss" }).click();
    await expect.poll(() => p.locator("[role=alert]").first().textContent()).toContain(`${a} has no match being played in round 1`);
    expect((await manage(people.org.request, e.id)).penalties).toHaveLength(2);
    // The refusal's 422 is the browser's own line; nothing else went wrong.
    expect(w.errors.filter((x) => !/status of 422/.test(x))).toEqual([]);
    await p.close();
  });

  it("in Japanese: the form, the confirmation and the history", async () => {
    const e = await createEvent(people.org.request, { name: "罰則テスト", gameFormat: "Modern", rules: "club" }, SIX.slice(0, 4), 1);
    const [t1] = tablesOf(e, 1) as [{ table: number; players: string[] }];
    const name = (id: string) => e.players.find((x) => x.id === id)!.name;
    const [a, b] = t1.players.map(name) as [string, string];
    const w = await watchedPage(people.orgJa);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    await p.getByRole("button", { name: `${a} · ペナルティ` }).click();
    const floor = p.getByTestId("player-floor");
    await floor.getByRole("button", { name: "ペナルティを与える" }).click();
    const form = floor.getByTestId("penalty-form");
    await form.getByLabel("違反").selectOption("tardiness");
    await form.getByLabel("懲罰", { exact: true }).selectOption("disqualification");
    await form.getByRole("button", { name: "ペナルティを記録" }).click();
    const dialog = p.getByRole("dialog");
    await expect
      .poll(() => dialog.locator("#confirm-text").textContent())
      .toBe(`失格：${a}さんはドロップされ、${t1.table}卓は${b}さんの勝ちとして記録されます。`);
    await shot(p, "388-console-penalty-ja");
    await dialog.getByRole("button", { name: "失格" }).click();
    await expect.poll(() => floor.getByTestId("penalty-history").textContent()).toContain("失格 · 遅刻 · 第1回戦");
    const staff = await manage(people.org.request, e.id);
    expect(staff.players.find((x) => x.name === a)!.dropped).toBe(1);
    expect(w.errors).toEqual([]);
    await p.close();
  });
});
