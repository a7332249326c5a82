// The reading (furigana) of a name given at registration:
// stored with the application on real D1, shown at the desk, carried into the
// player's reading when admitted (name lists sort by it), and a reading over
// 120 characters refused with its rule, storing nothing.
import { describe, expect, it } from "vitest";
import type { Receipt, StaffDesk } from "../../shared/eventday/desk-answers.ts";
import { api, cid, createEvent, ok, organizer, view, type Refused } from "./helpers.ts";

/** Applies; a test that reads a refusal names it: `apply<Refused>(...)`. */
function apply<T = Receipt>(id: string, body: Record<string, unknown>, cookie?: string) {
  return api<T>("POST", `/api/events/${id}/registrations`, { commandId: cid("apply"), ...body }, cookie ? { cookie } : {});
}

async function entries(cookie: string, id: string) {
  return (await ok(api<StaffDesk>("GET", `/api/events/${id}/registrations`, undefined, { cookie }))).entries;
}

describe("a name's reading at registration", () => {
  it("is kept with the application, shown at the desk and carried into the admitted player", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "commander", gameFormat: "Commander" });
    const mine = await ok(apply(id, { name: "渡辺 健", reading: "  わたなべ けん " }), 201);
    expect(mine.registration.reading).toBe("わたなべ けん");
    await ok(apply(id, { name: "Ann Lee" }), 201);
    await ok(apply(id, { name: "阿部 真", reading: "あべ まこと", by: "organizer" }, org.cookie), 201);
    // An empty reading is no reading.
    await ok(apply(id, { name: "加藤 光", reading: "" }), 201);

    const desk = await entries(org.cookie, id);
    expect(desk.map((e) => [e.name, e.reading])).toEqual([
      ["渡辺 健", "わたなべ けん"],
      ["Ann Lee", null],
      ["阿部 真", "あべ まこと"],
      ["加藤 光", null],
    ]);

    await ok(api("POST", `/api/events/${id}/registrations/admit`, { commandId: cid("admit") }, { cookie: org.cookie }));
    const players = (await view(id)).players;
    expect(players.map((p) => [p.name, p.reading ?? null])).toEqual([
      ["渡辺 健", "わたなべ けん"],
      ["Ann Lee", null],
      ["阿部 真", "あべ まこと"],
      ["加藤 光", null],
    ]);
  });

  it("refuses a reading over 120 characters with its rule and path, storing nothing", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "commander", gameFormat: "Commander" });
    const res = await apply<Refused>(id, { name: "長い 名前", reading: "あ".repeat(121) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_input", path: "$.reading", rule: { kind: "max", of: "string", limit: 120 } });
    expect(await entries(org.cookie, id)).toEqual([]);
  });
});
