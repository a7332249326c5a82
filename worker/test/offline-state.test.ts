// GET /api/events/:id/state: the state the Durable Object applies
// commands to, read by the console so it can apply its queued changes offline.
// Staff only, like /manage; open invite tokens never leave the server.
import { describe, expect, it } from "vitest";
import { PlatformState } from "../../shared/commands/state.ts";
import { applyQueued } from "../../shared/commands/offline.ts";
import type { CommandAnswer, StateRead } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, manage as staffView, ok, organizer, type RoundAnswer } from "./helpers.ts";

/** GET /api/events/:id/state (worker/routes/reads.ts): the state at its seq, and who reads it. */

describe("the staff read of an event's state", () => {
  it("gives staff the state at its seq and who they are; not the public, not other accounts; no invite tokens", async () => {
    const host = await organizer("sthost");
    const judge = await organizer("stjudge");
    const stranger = await organizer("stother");
    const id = await createEvent(host.cookie, { options: { rounds: 3 } });
    await addPlayers(host.cookie, id, ["Ann", "Ben", "Cat", "Dev"]);
    const invite = await ok(
      api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "judge" }, { cookie: host.cookie }),
    );
    await ok(api("POST", `/api/invites/${invite.token}/accept`, undefined, { cookie: judge.cookie }));
    const open = await ok(
      api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "co-organizer" }, { cookie: host.cookie }),
    );

    const read = await api<StateRead>("GET", `/api/events/${id}/state`, undefined, { cookie: host.cookie });
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-cache");
    const manage = await staffView(id, host.cookie);
    expect(read.body.seq).toBe(manage.seq);
    expect(read.body.actor).toEqual({ role: "owner", userId: host.id, username: host.username });
    const state = PlatformState.parse(read.body.state);
    expect(state.codes).toEqual(manage.codes);
    expect(state.invites).toEqual({});
    expect(JSON.stringify(read.body)).not.toContain(open.token.slice(13));
    expect((await ok(api<StateRead>("GET", `/api/events/${id}/state`, undefined, { cookie: judge.cookie }))).actor.role).toBe("judge");

    expect((await api("GET", `/api/events/${id}/state`)).status).toBe(401);
    expect((await api("GET", `/api/events/${id}/state`, undefined, { cookie: stranger.cookie })).status).toBe(403);
    expect((await api("GET", `/api/events/zzzzzzzzzzzz/state`, undefined, { cookie: host.cookie })).status).toBe(404);
  });

  it("a change applied to it on the phone is the change the server makes", async () => {
    const host = await organizer("stapply");
    const id = await createEvent(host.cookie, { options: { rounds: 3 } });
    await addPlayers(host.cookie, id, ["Ann", "Ben", "Cat", "Dev", "Eli", "Fen"]);
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: host.cookie }));
    for (const m of r1.round.matches)
      if ("table" in m)
        await ok(
          api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: host.cookie }),
        );
    const read = await ok(api<StateRead>("GET", `/api/events/${id}/state`, undefined, { cookie: host.cookie }));
    const body = JSON.stringify({ commandId: cid(), round: 2 });
    const local = applyQueued({ eventId: id, state: PlatformState.parse(read.state), actor: read.actor }, [
      { method: "POST", url: `/api/events/${id}/rounds`, body, queuedAt: Date.now() },
    ]);
    expect(local.refused).toBeNull();
    const sent = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, undefined, { cookie: host.cookie, raw: body }));
    expect(sent.round.matches).toEqual(local.state.tournament.rounds[1]!.matches);
  });
});
