// options.commanderRounding through the real API (R-CMD-1, docs/api.md): set
// with PATCH before round 1 and shown in the public view; a value that is no
// reading is refused at its path and changes nothing; once round 1 is paired a
// change is refused with the reason, at the same path.
import { beforeAll, describe, expect, it } from "vitest";
import { addPlayers, api, cid, createEvent, exportEvent, ok, organizer, view, type Refused } from "./helpers.ts";

const PATH = "$.options.commanderRounding";
let cookie: string;
let id: string;

beforeAll(async () => {
  cookie = (await organizer()).cookie;
  id = await createEvent(cookie, { name: "EDH Night", gameFormat: "Commander", rules: "commander" });
  await addPlayers(cookie, id, ["Ann", "Ben", "Cho", "Dai"]);
}, 30_000);

const patch = (options: Record<string, unknown>) => api<Refused>("PATCH", `/api/events/${id}`, { commandId: cid(), options }, { cookie });

describe("PATCH /api/events/:id options.commanderRounding", () => {
  it("a value that is neither reading is 400 at its path, and the event is as before", async () => {
    const before = await exportEvent(cookie, id);
    const res = await patch({ commanderRounding: "per-table" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_input", path: PATH });
    expect(res.body.error.message).toContain('"per-loss"|"on-total"');
    expect(await exportEvent(cookie, id)).toEqual(before);
  });

  it("before round 1 the organizer sets it; the public view carries it", async () => {
    await ok(patch({ commanderRounding: "on-total" }));
    expect((await view(id)).event.options.commanderRounding).toBe("on-total");
  });

  it("once round 1 is paired a change is 422 with the reason; the same value passes", async () => {
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie }));
    const res = await patch({ commanderRounding: "per-loss" });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "not_allowed_now", reason: "option-fixed", path: PATH });
    expect(res.body.error.message).toMatch(/rounding cannot change once round 1 is paired/);
    await ok(patch({ commanderRounding: "on-total" }));
    expect((await view(id)).event.options.commanderRounding).toBe("on-total");
  });
});
