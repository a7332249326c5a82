// A no-show who arrives while round 1 is played: the console's Players tab
// seats them with one tap as the event's late arrival (against the bye, with
// their own registration and code), on a phone.
import { describe, expect, it } from "vitest";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, write } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();

describe("a no-show arriving during round 1", () => {
  it("is seated against the bye with one tap, keeping their code", async () => {
    const org = await suite.organizer("arrive-late-organizer");
    const e = await createEvent(
      org.request,
      { name: "Late Saturday", gameFormat: "Modern", rules: "club", options: { checkIn: "required", lateArrival: "play-bye" } },
      ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"],
    );
    const fay = e.players.find((p) => p.name === "Fay")!;
    for (const p of e.players.filter((x) => x.id !== fay.id)) await write(org.request, e.id, "check-in", { playerId: p.id });
    const paired = await write(org.request, e.id, "start-round", { round: 1 });
    expect(paired.noShows).toEqual([fay.id]);
    const bye = paired.round.matches.find((m) => "bye" in m)!.players[0]!;

    const w = await watchedPage(org);
    const p = w.page;
    await p.goto(`/manage/${e.id}?tab=players`);
    await p.getByRole("button", { name: "Arrived: seat now, Fay" }).click();
    await expect.poll(async () => (await manage(org.request, e.id)).players.find((x) => x.id === fay.id)!.dropped).toBeNull();
    const after = await manage(org.request, e.id);
    expect(after.rounds[0]!.matches.find((m) => m.players.includes(fay.id))!.players).toEqual([bye, fay.id]);
    expect(after.codes[fay.id]).toBe(e.codes[fay.id]);
    await expect.poll(() => p.getByRole("button", { name: "Arrived: seat now, Fay" }).count()).toBe(0);
    await shot(p, "385-arrive-late");
    expect(w.errors).toEqual([]);
  });
});
