// A two-day event on a 390 px phone: the organizer sets up the day-2 cut in
// the new-event form, and after round 1 the console's card names who
// advances (the count, both lists) before Confirm; round 2 is then paired
// with them only. The public page labels round 2 "Day 2" and draws the line
// in the standings under the last player who advanced, the rest marked.
import { describe, expect, it } from "vitest";
import { shot, watchedPage } from "./browser.ts";
import { manage, putResult, send } from "./api.ts";
import { bilingualPeople, browserSuite } from "./suite.ts";

const suite = browserSuite();
const people = bilingualPeople(suite, "day-two-org");
const EIGHT = ["Ann Lee", "Ben Ode", "Cat Ruiz", "Dev Shah", "Eve Tan", "Fox Wu", "Gil Ray", "Hal Kim"];

describe("a two-day event", () => {
  it("is set up at creation, its cut confirmed from the card, and the public page shows day 2 and the line", async () => {
    const w = await watchedPage(people.org);
    const p = w.page;
    await p.goto("/manage/new");
    await p.getByLabel("Event name").fill("Two Day Open");
    await p.getByLabel("Game and format").selectOption("Magic: Modern");
    await p.locator("input[name=rounds]").fill("3");
    await p.getByLabel("Two-day event: a day-2 cut").check();
    await p.getByLabel("Cut after round").fill("1");
    await p.getByLabel("Who advances").selectOption("top");
    await p.getByLabel("Points, losses or players").fill("4");
    await shot(p, "560-new-event-day-two");
    await p.getByRole("button", { name: "Create event" }).click();
    await p.waitForURL(/\/manage\/[a-z0-9]{12}$/);
    const id = new URL(p.url()).pathname.split("/").pop()!;
    expect((await manage(people.org.request, id)).event.options.dayTwo).toEqual({ afterRound: 1, advance: { kind: "top", count: 4 } });

    await send(people.org.request, "post", `/api/events/${id}/players`, { commandId: `pl-${Date.now()}`, players: EIGHT.map((name) => ({ name })) });
    await send(people.org.request, "post", `/api/events/${id}/rounds`, { commandId: `r1-${Date.now()}`, round: 1 });
    const r1 = await manage(people.org.request, id);
    for (const m of r1.rounds[0]!.matches) await putResult(people.org.request, id, 1, m.table!, { games: [2, 0, 0] });
    const winners = r1.rounds[0]!.matches.map((m) => r1.players.find((x) => x.id === m.players[0])!.name);

    await p.goto(`/manage/${id}?tab=round`);
    const card = p.getByTestId("day-two-card");
    await expect.poll(() => card.getByTestId("day-two-count").textContent()).toBe("4 of 8 advance.");
    expect((await card.getByTestId("day-two-advancing").locator("li").allTextContents()).sort()).toEqual([...winners].sort());
    expect(await card.getByTestId("day-two-out").locator("li").count()).toBe(4);
    // No "Pair round 2" beside the card: the cut comes first.
    expect(await p.getByRole("button", { name: "Pair round 2" }).count()).toBe(0);
    expect(await p.getByRole("button", { name: "Extra Swiss round 2" }).count()).toBe(0);
    const box = await card.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await shot(p, "561-console-day-two-card");
    await card.getByRole("button", { name: "Confirm the day-2 cut" }).click();
    await expect.poll(() => p.locator(".action-status [role=status]").first().textContent()).toBe("Day 2: 4 players advance.");
    await p.getByRole("button", { name: "Pair round 2" }).click();
    await expect.poll(async () => (await manage(people.org.request, id)).rounds.length).toBe(2);
    const r2 = await manage(people.org.request, id);
    const seated = r2.rounds[1]!.matches.flatMap((m) => m.players).map((pid) => r2.players.find((x) => x.id === pid)!.name);
    expect(seated.sort()).toEqual([...winners].sort());
    expect(w.errors).toEqual([]);
    await p.close();

    const v = await watchedPage(people.visitor);
    const pub = v.page;
    await pub.goto(`/e/${id}`);
    await expect.poll(() => pub.locator("#pairings-h").textContent()).toBe("Round 2 · Day 2");
    await expect.poll(() => pub.getByTestId("day-two-note").textContent()).toBe("Day 2: above the line, who advanced after round 1.");
    const rows = pub.locator("#standings tr[role=row]").filter({ hasText: "cut after day 1" });
    await expect.poll(() => rows.count()).toBe(4);
    const lineUnder = pub.locator("#standings tr.cut-last th a");
    expect(winners).toContain(await lineUnder.textContent());
    await pub.locator("#standings").scrollIntoViewIfNeeded();
    await shot(pub, "562-public-day-two-standings");
    expect(v.errors).toEqual([]);
    await pub.close();
  });
});
