// Limited events at the desk on a 390x844 phone:
// a Dreamblade draft defaults to Limited and Dreamblade's draft and offers no
// Magic settings; one pod or pods by R-DRAFT-1, listed by name; the
// pairings grouped by pod; staff record a paper list without a code, unlock it
// with a reason the player reads, and correct it; a player reads their own
// locked list; round 1 with missing lists asks first and names who; the
// review page's counts and "flagged only"; Dreamblade's words.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, write } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("limited-desk-organizer");
  phone = await suite.context();
});

const THIRTEEN = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kay", "Lee", "Max"];

describe("drafts follow the product", () => {
  it("a Dreamblade draft: Limited and Dreamblade's draft by default, no Magic settings, one pod or R-DRAFT-1's pods by name, pairings by pod", async () => {
    const e = await createEvent(
      org.request,
      { name: "Dreamblade Draft Night", gameFormat: "Dreamblade Booster Draft", rules: "dreamblade", options: { bestOf: 1, rounds: 3 } },
      THIRTEEN,
    );
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}/lists`);
    const settings = p.getByTestId("event-day-settings");
    await expect.poll(() => settings.getByLabel("Legality").inputValue()).toBe("limited");
    await expect.poll(() => settings.getByLabel("Draft format").inputValue()).toBe("dreamblade");
    expect(await settings.getByLabel("Draft format").locator("option").allTextContents()).toEqual(["Not a draft", "Dreamblade draft"]);
    expect(await settings.getByLabel("Boosters per player").inputValue()).toBe("3");
    // Only Dreamblade's draft timings; none of Magic's.
    expect(await settings.getByLabel(/^Dreamblade:/).count()).toBe(3);
    expect(await settings.getByLabel(/Magic|Rochester|Multiplayer/).count()).toBe(0);
    await expect.poll(() => settings.textContent()).toContain("The format is a draft: lists are checked as Limited");
    // Construction times in words, Dreamblade's only: no raw ids.
    await settings.getByText("Deck construction and registration times").click();
    const times = await settings.locator("details li").allTextContents();
    expect(times).toEqual([
      "Dreamblade sealed box: 20 min construction",
      "Dreamblade sealed box with a swap: 10 min registration + 20 min construction",
      "Dreamblade draft: 20 min construction",
    ]);

    // One pod for everyone, then R-DRAFT-1's pods (13 players: 5, 4, 4), every name listed.
    const pods = p.getByTestId("pods-box");
    await pods.getByLabel("Pods", { exact: true }).selectOption("one");
    await pods.getByRole("button", { name: "Seat the pods" }).click();
    await expect.poll(() => pods.locator("article.pod h3").allTextContents()).toEqual(["Pod 1 (13 players)"]);
    await expect.poll(() => pods.locator("article.pod li").count()).toBe(13);
    await pods.getByLabel("Pods", { exact: true }).selectOption("rule");
    await pods.getByRole("button", { name: "Seat the pods" }).click();
    await expect.poll(() => pods.locator("article.pod h3").allTextContents()).toEqual(["Pod 1 (5 players)", "Pod 2 (4 players)", "Pod 3 (4 players)"]);
    expect(new Set(await pods.locator("article.pod li").allTextContents())).toEqual(new Set(THIRTEEN));
    expect(await pods.getByLabel("Swiss rounds pair within pods (Dreamblade floor rules §635)").isChecked()).toBe(true);
    await shot(p, "220-lists-page-dreamblade-draft");
    expect(w.errors).toEqual([]);

    // Round 1 paired within pods; the public pairings are grouped and labelled by pod.
    await write(org.request, e.id, "start-round", { round: 1 });
    const viewer = await watchedPage(phone);
    await viewer.page.goto(`/e/${e.id}`);
    await expect.poll(() => viewer.page.locator(".pairings li.pod-head").allTextContents()).toEqual(["Pod 1", "Pod 2", "Pod 3"]);
    const managed = await manage(org.request, e.id);
    const podOf = new Map<string, number>();
    (await (await org.request.get(`/api/events/${e.id}`)).json()).eventDay.pods.forEach((pod: { pod: number; seats: string[] }) =>
      pod.seats.forEach((s) => podOf.set(s, pod.pod)),
    );
    // Under each label only that pod's players.
    const items = await viewer.page
      .locator(".pairings li.pod-head, .pairings li.pairing")
      .evaluateAll((lis) => lis.map((li) => (li.classList.contains("pod-head") ? `#${li.getAttribute("data-pod")}` : (li.getAttribute("data-table") ?? ""))));
    let pod = 0;
    for (const it of items) {
      if (it.startsWith("#")) pod = Number(it.slice(1));
      else if (it !== "") {
        const m = managed.rounds[0]!.matches.find((x) => String(x.table) === it)!;
        expect(m.players.map((id) => podOf.get(id))).toEqual(m.players.map(() => pod));
      }
    }
    // A Dreamblade draw (one drawn game) reads "Draw".
    const t1 = managed.rounds[0]!.matches.find((m) => m.table === 1)!;
    await putResult(org.request, e.id, 1, 1, { games: [0, 0, 1] });
    await expect.poll(() => viewer.page.locator(`li.pairing[data-table="1"] .res`).textContent()).toBe("Draw");
    expect(t1.players).toHaveLength(2);
    await shot(viewer.page, "221-pairings-by-pod");
    expect(viewer.errors).toEqual([]);
  });

  it("Commander offers no draft settings", async () => {
    const e = await createEvent(org.request, { name: "Commander Night", gameFormat: "Commander", rules: "commander" }, ["A1", "B2", "C3", "D4"]);
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${e.id}/lists`);
    const settings = w.page.getByTestId("event-day-settings");
    await expect.poll(() => settings.getByLabel("Legality").inputValue()).toBe("constructed");
    expect(await settings.getByLabel("Draft format").count()).toBe(0);
    expect(await settings.getByText("Draft timing (seconds)").count()).toBe(0);
    expect(w.errors).toEqual([]);
  });
});

describe("lists at the desk", () => {
  it("a paper list without a code, the player reads it, unlocked with a reason and corrected; round 1 asks about missing lists", async () => {
    const e = await createEvent(
      org.request,
      { name: "Warband Night", gameFormat: "Dreamblade", rules: "dreamblade", options: { bestOf: 1 }, date: "2006-11-09" },
      ["Ann", "Ben", "Cat", "Dan"],
    );
    await write(org.request, e.id, "edit-event-day", { listPolicy: { mode: "all-players", deadline: Date.now() + 86_400_000 } });
    const ann = e.players.find((x) => x.name === "Ann")!;
    const w = await watchedPage(org);
    const p = w.page;
    // One tap from the console.
    await p.goto(`/manage/${e.id}`);
    // Dreamblade's own word.
    await expect.poll(() => p.getByTestId("lists-link").textContent()).toBe("Warband lists, pods and timers");
    await p.getByTestId("lists-link").click();
    await expect.poll(() => p.locator("h1").textContent()).toBe("Warband lists");
    await expect.poll(() => p.getByTestId("lists-summary").textContent()).toBe("0 of 4 received · 0 flagged · 4 missing");

    // A paper list at the desk: no code; locked once recorded.
    const paper = p.getByTestId("paper-list");
    await paper.getByLabel("Player").selectOption(ann.id);
    await paper.getByLabel("Main list").fill("2 Ogre (Base Set)\n1 Wasteland Trooper (Baxar's War)");
    await paper.getByRole("button", { name: "Record and lock" }).click();
    await expect.poll(() => p.getByRole("status").first().textContent()).toBe("Ann's list is recorded and locked.");
    const card = p.locator(`.list-card[data-player="${ann.id}"]`);
    await expect.poll(() => card.getByTestId("list-count").textContent()).toBe("3 miniatures");
    await expect.poll(() => p.getByTestId("lists-summary").textContent()).toBe("1 of 4 received · 1 flagged · 3 missing");
    // Flagged only: Baxar's War was not yet Constructed-legal on 2006-11-09 (R-LEGAL-1).
    await p.getByLabel("Flagged only").check();
    await expect.poll(() => p.locator(".list-card").count()).toBe(1);
    await shot(p, "222-lists-review-phone");

    // The player reads their locked list; the page no longer asks for one.
    const pl = await watchedPage(phone);
    await pl.page.goto(`/e/${e.id}/p/${ann.id}`);
    await pl.page.getByRole("link", { name: "Your warband list: received and locked" }).click();
    await expect.poll(() => pl.page.locator("h1").textContent()).toBe("Warband list");
    await expect.poll(() => pl.page.getByRole("status").first().textContent()).toBe("Your warband list was received and is locked.");
    expect(await pl.page.getByText(/Hand in your list before/).count()).toBe(0);
    expect(await pl.page.getByRole("button", { name: "Hand in the list" }).count()).toBe(0);
    await pl.page.getByLabel("Your player code").fill(e.codes[ann.id]!);
    await pl.page.getByRole("button", { name: "Show my list" }).click();
    await expect
      .poll(() => pl.page.getByTestId("own-list").locator("li").allTextContents())
      .toEqual(["2 × Ogre (Base Set)", "1 × Wasteland Trooper (Baxar's War)"]);
    await shot(pl.page, "223-player-reads-own-list");

    // Staff unlock it with a reason; the player is told; staff record the correction, locked again.
    await card.getByRole("button", { name: "Unlock to correct" }).click();
    await card.getByLabel("Why (the player is told)").fill("The paper list says 1 Ogre");
    await card.getByRole("button", { name: "Unlock", exact: true }).click();
    await expect.poll(() => card.locator(".notice").textContent()).toBe("Unlocked: The paper list says 1 Ogre. Waiting for the corrected list.");
    await pl.page.reload();
    await expect.poll(() => pl.page.getByRole("status").first().textContent()).toContain("Staff unlocked your list to correct it: The paper list says 1 Ogre");
    await shot(pl.page, "224-player-told-unlocked");
    await card.getByRole("link", { name: "Record the corrected list" }).click();
    await expect.poll(() => paper.getByLabel("Main list").inputValue()).toBe("2 Ogre (Base Set)\n1 Wasteland Trooper (Baxar's War)");
    await paper.getByLabel("Main list").fill("1 Ogre (Base Set)\n1 Wasteland Trooper (Baxar's War)");
    await paper.getByRole("button", { name: "Record and lock" }).click();
    await expect.poll(() => card.getByTestId("list-count").textContent()).toBe("2 miniatures");
    const own = await (await phone.request.post(`/api/events/${e.id}/lists/read`, { data: { code: e.codes[ann.id] } })).json();
    expect(own.list.status).toBe("received");
    expect(own.list.unlocks.map((u: { reason: string }) => u.reason)).toEqual(["The paper list says 1 Ogre"]);

    // Round 1 with three lists missing asks first and names them; cancelling pairs nothing.
    await p.goto(`/manage/${e.id}?tab=round`);
    await p.getByRole("button", { name: "Pair round 1" }).click();
    const dialog = p.getByRole("dialog");
    await expect.poll(() => dialog.locator("#confirm-text").textContent()).toBe("3 players have not handed in a list yet. Start round 1 anyway?");
    expect(await dialog.getByTestId("confirm-list").locator("li").allTextContents()).toEqual(["Ben", "Cat", "Dan"]);
    await shot(p, "225-round-1-missing-lists");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await manage(org.request, e.id)).rounds).toHaveLength(0);
    await p.getByRole("button", { name: "Pair round 1" }).click();
    await dialog.getByRole("button", { name: "Start round 1 anyway" }).click();
    await expect.poll(async () => (await manage(org.request, e.id)).rounds.length).toBe(1);
    expect(w.errors).toEqual([]);
    expect(pl.errors).toEqual([]);
  });
});
