// Lists at the desk: staff record a paper list without the
// player's code, unlock a received list with a reason, and the player reads
// their own list (locked or unlocked, with the reason) with their code only.
import { describe, expect, it } from "vitest";
import type { CommandAnswer, ListRead } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, ok, organizer, type PublicRead, type Refused } from "./helpers.ts";

describe("lists at the desk", () => {
  it("staff record, unlock with a reason and correct a list; the player reads it with their code", async () => {
    const o = await organizer();
    const id = await createEvent(o.cookie, { rules: "dreamblade", options: { bestOf: 1 } });
    const players = await addPlayers(o.cookie, id, ["Ann", "Ben", "Cat", "Dan"]);
    const ann = players[0]!;
    /** The player reads their own list; a test that reads a refusal names it: `read<Refused>(...)`. */
    const read = <T = ListRead>(body: unknown) => api<T>("POST", `/api/events/${id}/lists/read`, body);
    // Nothing handed in yet.
    expect((await read({ code: ann.code })).body).toEqual({ player: ann.id, list: null });
    // Staff record the paper list: no code needed, locked at once.
    const recorded = await ok(
      api<CommandAnswer<"submit-list">>(
        "POST",
        `/api/events/${id}/lists`,
        { commandId: cid(), playerId: ann.id, kind: "warband", main: [{ name: "Ogre", set: "Base Set", count: 2 }] },
        { cookie: o.cookie },
      ),
    );
    expect(recorded.list.status).toBe("received");
    const mine = await read({ code: ann.code.toLowerCase() });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("no-store");
    expect(mine.body.list?.status).toBe("received");
    expect(mine.body.list?.list.main).toEqual([{ name: "Ogre", set: "Base Set", count: 2 }]);
    // Unlock: a reason is required; the player sees it.
    const noReason = await api<Refused>("POST", `/api/events/${id}/lists/${ann.id}/unlock`, { commandId: cid(), reason: "" }, { cookie: o.cookie });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.path).toBe("$.reason");
    await ok(api("POST", `/api/events/${id}/lists/${ann.id}/unlock`, { commandId: cid(), reason: "The paper list says 1 Ogre" }, { cookie: o.cookie }));
    const unlocked = (await read({ code: ann.code })).body.list!;
    expect(unlocked.status).toBe("draft");
    expect(unlocked.unlocks?.map((u: { reason: string }) => u.reason)).toEqual(["The paper list says 1 Ogre"]);
    const view = await ok(api<PublicRead>("GET", `/api/events/${id}`));
    expect(view.eventDay.listsReceived).toEqual([]);
    // Without a staff session nobody unlocks (a player code is not accepted here); a wrong code reads nothing.
    const anonymous = await api("POST", `/api/events/${id}/lists/${ann.id}/unlock`, { commandId: cid(), reason: "mine" });
    expect(anonymous.status).toBe(401);
    const withCode = await api<Refused>("POST", `/api/events/${id}/lists/${ann.id}/unlock`, { commandId: cid(), reason: "mine", code: ann.code });
    expect([withCode.status, withCode.body.error.code]).toEqual([401, "unauthenticated"]);
    const staffWithCode = await api<Refused>(
      "POST",
      `/api/events/${id}/lists/${ann.id}/unlock`,
      { commandId: cid(), reason: "mine", code: ann.code },
      { cookie: o.cookie },
    );
    expect([staffWithCode.status, staffWithCode.body.error.path]).toEqual([400, "$.code"]);
    const wrong = await read({ code: "ZZZZZZ" });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain("Ogre");
    expect((await read({})).status).toBe(401);
    expect((await read<Refused>({ code: ann.code, extra: 1 })).body.error.path).toBe("$.extra");
  });
});
