// Refusals other than refused input carry their name and the values their
// sentence needs (the web app words them in the reader's
// language from these fields, not from the English message), through the real
// Worker, D1 and the event's Durable Object.
import { describe, expect, it } from "vitest";
import { addPlayers, api, cid, createEvent, ok, organizer, type Refused } from "./helpers.ts";

describe("named refusals", () => {
  it("say which refusal and about what: a second drop, a late application, a second account's name", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const players = await addPlayers(org.cookie, id, ["Ann", "Bob", "Cat", "Dan"]);
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    await ok(api("POST", `/api/events/${id}/players/${players[0]!.id}/drop`, { commandId: cid() }, { cookie: org.cookie }));
    const again = await api<Refused>("POST", `/api/events/${id}/players/${players[0]!.id}/drop`, { commandId: cid() }, { cookie: org.cookie });
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ code: "not_allowed_now", reason: "already-dropped", about: { name: "Ann", round: 1 }, path: "$.playerId" });

    const late = await api<Refused>("POST", `/api/events/${id}/registrations`, { commandId: cid(), name: "Eve" });
    expect(late.status).toBe(422);
    expect(late.body.error).toMatchObject({ code: "not_allowed_now", reason: "registration-over" });
    expect(late.body.error.about).toBeUndefined();

    // A stage refusal names the stage the event is in.
    const add = await api<Refused>("POST", `/api/events/${id}/players`, { commandId: cid(), players: [{ name: "Fay" }] }, { cookie: org.cookie });
    expect(add.status).toBe(422);
    expect(add.body.error).toMatchObject({ reason: "wrong-stage", about: { stage: "swiss" } });

    const taken = await api<Refused>("POST", "/api/auth/signup", { username: org.username, password: "a long enough password 1" });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: "conflict", reason: "username-taken", about: { username: org.username } });
  });
});
