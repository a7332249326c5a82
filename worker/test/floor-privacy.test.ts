// Nothing of a round staff have not published, and nothing of the floor
// (judge calls, penalty notes, deck checks), reaches anyone but staff: not
// the public view or its cached copies, a player's page, the event page's
// HTML, the event list, a refusal's `current`, a code tried at its tables, or
// a live socket opened without a staff session.
import { describe, expect, it } from "vitest";
import type { CommandAnswer, FloorRead } from "../../shared/commands/answers.ts";
import type { PlayerPageView } from "../../shared/commands/views.ts";
import { addPlayers, api, cid, createEvent, liveSocket, manage, ok, organizer, until, view, type Refused, type RoundAnswer } from "./helpers.ts";

const NAMES = ["Ann Able", "Ben Bold", "Cat Cole", "Dan Dorn", "Eve Esk", "Fay Fenn", "Gus Gray", "Hal Hart"];

/** Every public read of the event, as text: the view, its cached seq, each player's page, the event page's HTML, the list. */
async function everythingPublic(id: string): Promise<string> {
  const v = await view(id);
  const cached = await api("GET", `/api/events/${id}/views/${v.seq}`);
  const pages = await Promise.all(v.players.map((p) => api("GET", `/api/events/${id}/players/${p.id}`)));
  const html = await api<string>("GET", `/e/${id}`);
  const tv = await api<string>("GET", `/e/${id}/tv`);
  const list = await api("GET", "/api/events");
  return JSON.stringify([v, cached.body, pages.map((p) => p.body), html.body, tv.body, list.body]);
}

describe("a round paired but not published", () => {
  it("is no one's but staff's until published: no table of it in any public answer, code check or refusal; then everyone's", async () => {
    const org = await organizer("pub");
    const id = await createEvent(org.cookie, { options: { publishPairings: "manual", rounds: 3 } });
    const players = await addPlayers(org.cookie, id, NAMES);
    const code = (pid: string) => players.find((p) => p.id === pid)!.code;
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    await ok(api("POST", `/api/events/${id}/rounds/1/publish`, { commandId: cid() }, { cookie: org.cookie }));
    for (const m of r1.round.matches)
      await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: org.cookie }));
    const before = (await view(id)).seq;
    const publicLive = await liveSocket(id, before);
    const r2 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 2 }, { cookie: org.cookie }));

    // Staff see it; the public view says only that its pairings are coming.
    expect((await manage(id, org.cookie)).rounds).toHaveLength(2);
    const v = await view(id);
    expect(v.unpublished).toBe(2);
    expect(v.rounds.map((r) => r.number)).toEqual([1]);
    const text = await everythingPublic(id);
    expect(text).not.toContain('"number":2');
    expect(text).not.toContain("Round 2</h2>");
    for (const m of r2.round.matches) {
      const page = await ok(api<PlayerPageView>("GET", `/api/events/${id}/players/${m.players[0]}`));
      expect(page.matches.map((x) => x.round)).toEqual([1]);
    }
    // The live message says pairings changed; the view it leads to holds no round 2.
    await until(() => publicLive.messages.some((m) => m.what.includes("pairings")), "the pairing's live message");
    const at = publicLive.messages.find((m) => m.what.includes("pairings"))!.seq;
    expect(JSON.stringify((await api("GET", `/api/events/${id}/views/${at}`)).body)).not.toContain('"number":2');

    // A player's code at its tables finds nothing: every table (a real one or not) answers alike, before any code is compared.
    const [m] = r2.round.matches as [{ table: number; players: string[] }];
    const tries = [
      await api<Refused>("POST", `/api/events/${id}/rounds/2/tables/${m.table}/report/read`, { code: code(m.players[0]!) }),
      await api<Refused>("POST", `/api/events/${id}/rounds/2/tables/99/report/read`, { code: code(m.players[0]!) }),
      await api<Refused>("POST", `/api/events/${id}/rounds/2/tables/${m.table}/report`, {
        commandId: cid(),
        code: code(m.players[0]!),
        result: { games: [2, 0, 0] },
      }),
      await api<Refused>("POST", `/api/events/${id}/rounds/2/tables/${m.table}/judge`, { commandId: cid(), code: code(m.players[0]!) }),
    ];
    for (const t of tries) expect([t.status, t.body.error.reason]).toEqual([422, "round-unpublished"]);
    // A refusal carrying the current view (a stale round) carries the public one.
    const earlier = r1.round.matches.find((x) => x.players.includes(m.players[0]!))!.table;
    const stale = await api<Refused>("POST", `/api/events/${id}/rounds/1/tables/${earlier}/report`, {
      commandId: cid(),
      code: code(m.players[0]!),
      result: { games: [2, 0, 0] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current?.rounds.map((r) => r.number)).toEqual([1]);
    // The floor read knows the player's table only once it is public.
    const floor = await ok(api<FloorRead>("POST", `/api/events/${id}/players/${m.players[0]}/floor`, { code: code(m.players[0]!) }));
    expect(floor.call).toBeNull();

    // Fixing it before publishing is free; publishing shows it to everyone.
    await ok(api("POST", `/api/events/${id}/rounds/2/repair`, { commandId: cid() }, { cookie: org.cookie }));
    expect((await view(id)).rounds).toHaveLength(1);
    await ok(api("POST", `/api/events/${id}/rounds/2/publish`, { commandId: cid() }, { cookie: org.cookie }));
    const shown = await view(id);
    expect(shown.unpublished).toBeNull();
    expect(shown.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(await everythingPublic(id)).toContain('"number":2');
    publicLive.ws.close();
  });
});

describe("the floor", () => {
  it("judge calls, penalty notes and deck checks reach staff and the player concerned, never a public answer or a public socket", async () => {
    const org = await organizer("floor");
    const id = await createEvent(org.cookie);
    const players = await addPlayers(org.cookie, id, NAMES);
    const code = (pid: string) => players.find((p) => p.id === pid)!.code;
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const [a, b] = r1.round.matches as [{ table: number; players: [string, string] }, { table: number; players: [string, string] }];
    const since = (await view(id)).seq;
    const publicLive = await liveSocket(id, since);
    const staffLive = await liveSocket(id, since, org.cookie);
    const before = await everythingPublic(id);

    const call = await ok(
      api<CommandAnswer<"call-judge">>("POST", `/api/events/${id}/rounds/1/tables/${a.table}/judge`, { commandId: cid(), code: code(a.players[0]) }),
    );
    await ok(api("PATCH", `/api/events/${id}/rounds/1/tables/${a.table}/judge`, { commandId: cid(), status: "heard" }, { cookie: org.cookie }));
    const note = "Saw a card under the sleeve at 10:12";
    await ok(
      api(
        "POST",
        `/api/events/${id}/penalties`,
        { commandId: cid(), player: b.players[0], round: 1, infraction: "marked-cards", penalty: "warning", note },
        { cookie: org.cookie },
      ),
    );
    const drawn = await ok(
      api<CommandAnswer<"draw-deck-checks">>(
        "POST",
        `/api/events/${id}/rounds/1/deck-checks`,
        { commandId: cid(), count: 2, seed: "floor-test" },
        { cookie: org.cookie },
      ),
    );
    // The staff socket is told of each of the four, at once.
    await until(() => staffLive.messages.filter((m) => m.what.includes("floor")).length === 4, "four floor messages on the staff socket");
    const floorSeqs = staffLive.messages.filter((m) => m.what.includes("floor")).map((m) => m.seq);

    // A public change after them: the public socket gets it, and got none of the floor's before it.
    await ok(api("POST", `/api/events/${id}/timer`, { commandId: cid(), action: "start" }, { cookie: org.cookie }));
    await until(() => publicLive.messages.some((m) => m.what.includes("timer")), "the clock's message on the public socket");
    expect(publicLive.messages.filter((m) => m.what.includes("floor") || floorSeqs.includes(m.seq))).toEqual([]);
    await until(() => staffLive.messages.some((m) => m.what.includes("timer")), "the clock's message on the staff socket");
    // Catching up after a disconnect: the same, a public socket skips the floor's changes and a staff one gets them.
    const latePublic = await liveSocket(id, since);
    const lateStaff = await liveSocket(id, since, org.cookie);
    await until(() => latePublic.messages.some((m) => m.what.includes("timer")), "the public catch-up");
    await until(() => lateStaff.messages.some((m) => m.what.includes("timer")), "the staff catch-up");
    expect(latePublic.messages.filter((m) => m.what.includes("floor") || floorSeqs.includes(m.seq))).toEqual([]);
    expect(lateStaff.messages.filter((m) => floorSeqs.includes(m.seq)).map((m) => m.what)).toEqual(floorSeqs.map(() => ["floor"]));
    latePublic.ws.close();
    lateStaff.ws.close();

    // Staff see all of it.
    const staff = await manage(id, org.cookie);
    expect(staff.judgeCalls).toEqual([expect.objectContaining({ round: 1, table: a.table, by: a.players[0], status: "heard" })]);
    expect(staff.penalties).toEqual([expect.objectContaining({ player: b.players[0], note })]);
    expect(staff.deckChecks.map((c) => c.table)).toEqual(drawn.checks.map((c) => c.table));

    // The public sees none of it: the public answers are as they were but for the clock.
    const after = await everythingPublic(id);
    for (const secret of [note, "marked-cards", "floor-test", "judgeCalls", "deckChecks", "penalties", `"at":${call.call.at}`]) {
      expect(after).not.toContain(secret);
      expect(before).not.toContain(secret);
    }
    // The players concerned read theirs, and only theirs: the caller the heard call, the penalized player the penalty without the note.
    const caller = await ok(api<FloorRead>("POST", `/api/events/${id}/players/${a.players[1]}/floor`, { code: code(a.players[1]) }));
    expect(caller.call).toEqual({ round: 1, table: a.table, at: call.call.at, status: "heard" });
    expect(caller.penalties).toEqual([]);
    const penalized = await ok(api<FloorRead>("POST", `/api/events/${id}/players/${b.players[0]}/floor`, { code: code(b.players[0]) }));
    expect(penalized.penalties).toEqual([expect.objectContaining({ infraction: "marked-cards", penalty: "warning", round: 1 })]);
    expect(JSON.stringify(penalized)).not.toContain(note);
    expect(JSON.stringify(penalized)).not.toContain(org.username);
    expect(penalized.call).toBeNull();

    // A deck check's time back is the table's clock, which the TV shows.
    const ended = drawn.checks[0]!.table;
    await ok(api("POST", `/api/events/${id}/rounds/1/tables/${ended}/deck-check/end`, { commandId: cid(), minutes: 6 }, { cookie: org.cookie }));
    expect((await view(id)).timer.extensions).toEqual({ [String(ended)]: 6 });
    publicLive.ws.close();
    staffLive.ws.close();
  });
});
