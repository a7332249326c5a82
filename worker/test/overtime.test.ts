// Time limits on the platform: the Commander overtime (R-CMD-4: play
// goes on until the stack is empty or 3 more minutes pass) runs on the Durable
// Object's alarm (the round's 60 minutes, then 3 more, then the clock ends),
// and the Dreamblade pregame (R-TIME-4) hands over to the round's clock on its own.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TournamentObject } from "../tournament-object.ts";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, ok, organizer, view } from "./helpers.ts";

function stubOf(id: string) {
  return env.TOURNAMENT.get(env.TOURNAMENT.idFromName(id));
}

/** Lets the clock's time pass: the object's clock moves past the round's end and the alarm fires. */
async function timePasses(id: string) {
  const endsAt = (await view(id)).timer.endsAt!;
  await runInDurableObject<TournamentObject, void>(stubOf(id), async (instance, state) => {
    const skip = endsAt + 1 - Date.now();
    instance.clock = () => Date.now() + skip;
    await state.storage.setAlarm(Date.now());
  });
  expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
}

describe("the clock's phases", () => {
  it("a Commander round: 60 minutes, then 3 more (overtime), then the clock ends", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "commander", gameFormat: "Commander" });
    await addPlayers(org.cookie, id, ["A", "B", "C", "D", "E", "F", "G", "H"]);
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const started = await ok(api<CommandAnswer<"timer">>("POST", `/api/events/${id}/timer`, { commandId: cid(), action: "start" }, { cookie: org.cookie }));
    expect(started.timer.durationMs).toBe(60 * 60_000);
    await timePasses(id);
    const over = (await view(id)).timer;
    expect(over).toMatchObject({ state: "running", phase: "overtime", durationMs: 3 * 60_000 });
    await timePasses(id);
    expect((await view(id)).timer).toMatchObject({ state: "ended", phase: "overtime" });
  });

  it("a Dreamblade pregame of 3 minutes, then the round's 50 run", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade Constructed" });
    await addPlayers(org.cookie, id, ["A", "B", "C", "D"]);
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const pre = await ok(api<CommandAnswer<"timer">>("POST", `/api/events/${id}/timer`, { commandId: cid(), action: "pregame" }, { cookie: org.cookie }));
    expect(pre.timer).toMatchObject({ state: "running", phase: "pregame", durationMs: 3 * 60_000 });
    await timePasses(id);
    const round = (await view(id)).timer;
    expect(round).toMatchObject({ state: "running", durationMs: 50 * 60_000 });
    expect(round.phase).toBeUndefined();
  });
});
