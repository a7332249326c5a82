// Event-day commands through the API on real D1 and Durable Objects: the
// participation minimum and Dreamblade's "did not occur", deck lists locked
// once handed in, legality flags on a release-date boundary, prize-winner
// lists, draft pods seated by the seeded draw and paired within pods, round
// times by the documents (never under 40 minutes), and who may do what.
import { describe, expect, it } from "vitest";
import type { CommandAnswer, EventListRow } from "../../shared/commands/answers.ts";
import type { ManageView } from "../../shared/commands/views.ts";
import type { LegalityFlag } from "../../shared/eventday/legality.ts";
import type { Pod } from "../../shared/eventday/pods.ts";
import { addPlayers, api, cid, createEvent, manage, ok, organizer, view, type Refused, type RoundAnswer } from "./helpers.ts";

const NAMES8 = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];

/** Edits the event-day settings; a test that reads a refusal names it: `eventDay<Refused>(...)`. */
function eventDay<T = CommandAnswer<"edit-event-day">>(cookie: string, id: string, body: Record<string, unknown>) {
  return api<T>("PUT", `/api/events/${id}/event-day`, { commandId: cid("eventday"), ...body }, { cookie });
}

/** Hands in a list; a test that reads a refusal names it: `submit<Refused>(...)`. */
function submit<T = CommandAnswer<"submit-list">>(id: string, body: Record<string, unknown>, cookie?: string) {
  return api<T>("POST", `/api/events/${id}/lists`, { commandId: cid("list"), ...body }, cookie ? { cookie } : {});
}

const warband = (main: { name: string; set?: string; count: number }[]) => ({ kind: "warband", main });

describe("participation minimum (R-MIN-1)", () => {
  it("a Dreamblade event below 4 players cannot start and is reported as did not occur", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade Constructed" });
    await addPlayers(org.cookie, id, ["Ann", "Bob", "Cat"]);
    const start = await api<Refused>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie });
    expect(start.status).toBe(422);
    expect(start.body.error.message).toMatch(/3 of the minimum 4 players.*did not occur/);
    expect((await view(id)).eventDay.canStart).toMatchObject({ canStart: false, report: "did not occur" });
    await ok(api("POST", `/api/events/${id}/finish`, { commandId: cid() }, { cookie: org.cookie }));
    const v = await view(id);
    expect(v.event.status).toBe("did-not-occur");
    expect(v.rounds).toHaveLength(0);
    // Listed with the finished events; nothing can be started any more.
    const finished = await ok(api<{ events: EventListRow[] }>("GET", "/api/events?status=finished"));
    expect(finished.events.find((e: EventListRow) => e.id === id)?.status).toBe("did-not-occur");
    expect((await api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie })).status).toBe(422);
  });

  it("a club event below 4 cannot start either, and is not closed as did not occur", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    await addPlayers(org.cookie, id, ["Ann", "Bob", "Cat"]);
    const start = await api<Refused>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie });
    expect(start.status).toBe(422);
    expect(start.body.error.message).toMatch(/3 of the minimum 4 players/);
    expect((await api("POST", `/api/events/${id}/finish`, { commandId: cid() }, { cookie: org.cookie })).status).toBe(422);
    expect((await view(id)).event.status).toBe("registration");
  });
});

describe("deck and warband lists", () => {
  it("a handed-in list is locked; flags follow the release dates and the ban; staff see them", async () => {
    const org = await organizer();
    // Baxar's War: released 2006-10-27, legal in Constructed from 2006-11-10 (R-LEGAL-1).
    const early = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade Constructed", date: "2006-11-09" });
    const onDay = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade Constructed", date: "2006-11-10" });
    const list = warband([
      { name: "Wasteland Trooper", set: "Baxar's War", count: 2 },
      { name: "Ogre", set: "Base Set", count: 1 },
    ]);
    const deadline = Date.now() + 3_600_000;
    for (const id of [early, onDay]) {
      await ok(eventDay(org.cookie, id, { listPolicy: { mode: "all-players", deadline }, listKind: "constructed" }));
      const [p] = await addPlayers(org.cookie, id, ["Ann"]);
      const sent = await ok(submit(id, { code: p!.code, ...list }));
      expect(sent.list.status).toBe("received");
      // Locked: a second hand-in is refused and the list stays as it was.
      const again = await submit<Refused>(id, { code: p!.code, ...warband([{ name: "Ogre", set: "Base Set", count: 3 }]) });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toMatch(/locked/);
    }
    const flagsEarly = (await manage(early, org.cookie)).eventDayStaff.lists[0]!;
    expect(flagsEarly.record.list.main).toHaveLength(2);
    expect(flagsEarly.flags?.map((f: LegalityFlag) => [f.code, f.path])).toEqual([["not-yet-legal", "$.main[0]"]]);
    expect(flagsEarly.flags?.[0]?.message).toMatch(/2006-11-10/);
    const flagsOnDay = (await manage(onDay, org.cookie)).eventDayStaff.lists[0]!;
    expect(flagsOnDay.flags).toEqual([]);
    // The public sees only who handed one in, never the list.
    const pub = await view(onDay);
    expect(pub.eventDay.listsReceived).toEqual(["p1"]);
    expect(JSON.stringify(pub)).not.toContain("Wasteland Trooper");
  });

  it("flags the banned Kitsune and too many copies; refuses after the deadline", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade Constructed", date: "2007-06-01" });
    await ok(eventDay(org.cookie, id, { listPolicy: { mode: "all-players", deadline: Date.now() + 3_600_000 } }));
    const [a, b] = await addPlayers(org.cookie, id, ["Ann", "Bob"]);
    await ok(
      submit(id, {
        code: a!.code,
        ...warband([
          { name: "Kitsune", set: "Baxar's War", count: 1 },
          { name: "Ogre", set: "Base Set", count: 4 },
        ]),
      }),
    );
    const flags = (await manage(id, org.cookie)).eventDayStaff.lists[0]!.flags?.map((f: LegalityFlag) => f.code);
    expect(flags).toEqual(expect.arrayContaining(["banned", "too-many-copies"]));
    await ok(eventDay(org.cookie, id, { listPolicy: { mode: "all-players", deadline: Date.now() - 1 } }));
    const late = await submit<Refused>(id, { code: b!.code, ...warband([{ name: "Ogre", set: "Base Set", count: 1 }]) });
    expect(late.status).toBe(422);
    expect(late.body.error.message).toMatch(/deadline/);
    expect((await manage(id, org.cookie)).eventDayStaff.listDemand.missing).toEqual(["p2"]);
  });

  it("Commander style (R-LIST-2): lists only from prize winners, asked when the event ends", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { options: { rounds: 1 } });
    await ok(eventDay(org.cookie, id, { listPolicy: { mode: "prize-winners", prizePlaces: 2 } }));
    const players = await addPlayers(org.cookie, id, ["Ann", "Bob", "Cat", "Dan"]);
    const code = new Map(players.map((p) => [p.id, p.code]));
    const deck = { kind: "deck", main: [{ name: "Island", count: 60 }] };
    expect((await submit(id, { code: players[0]!.code, ...deck })).status).toBe(422);
    const r = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    for (const m of r.round.matches)
      await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: org.cookie }));
    await ok(api("POST", `/api/events/${id}/finish`, { commandId: cid() }, { cookie: org.cookie }));
    const staff = await manage(id, org.cookie);
    const ranking = (staff.finalRanking as NonNullable<ManageView["finalRanking"]>).map((e) => e.player);
    expect(staff.eventDayStaff.listDemand.required).toEqual(ranking.slice(0, 2));
    const loser = ranking[3]!;
    const refused = await submit<Refused>(id, { code: code.get(loser), ...deck });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/prize winners/);
    await ok(submit(id, { code: code.get(ranking[0]!), ...deck }));
    expect((await manage(id, org.cookie)).eventDayStaff.listDemand.missing).toEqual([ranking[1]]);
  });

  it("a finished event still sets who hands in lists, and nothing else; each refusal is named for its reader's words", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { options: { rounds: 1 } });
    const players = await addPlayers(org.cookie, id, ["Ann", "Bob", "Cat", "Dan"]);
    const code = new Map(players.map((p) => [p.id, p.code]));
    const r = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    for (const m of r.round.matches)
      await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: org.cookie }));
    await ok(api("POST", `/api/events/${id}/finish`, { commandId: cid() }, { cookie: org.cookie }));
    // Lists are collected after the finals (R-LIST-2): the policy is set once the event is over.
    await ok(eventDay(org.cookie, id, { listPolicy: { mode: "prize-winners", prizePlaces: 2 }, listKind: "constructed" }));
    const v = await view(id);
    expect(v.eventDay.listPolicy).toEqual({ mode: "prize-winners", prizePlaces: 2 });
    const winners = v.eventDay.prizeWinners!;
    expect(winners).toHaveLength(2);
    // Round times belong to rounds that are over.
    const late = await eventDay<Refused>(org.cookie, id, {
      listPolicy: { mode: "prize-winners", prizePlaces: 2 },
      timers: { rounds: { swissMinutes: 50, playoffMinutes: 50, finalMinutes: null } },
    });
    expect([late.status, late.body.error.reason, late.body.error.path]).toEqual([422, "finished-lists-only", "$.timers"]);
    const deck = { kind: "deck", main: [{ name: "Island", count: 60 }] };
    const outside = players.find((p) => !winners.includes(p.id))!;
    const notWinner = await submit<Refused>(id, { code: outside.code, ...deck });
    expect([notWinner.status, notWinner.body.error.reason, notWinner.body.error.about]).toEqual([422, "lists-prize-winners-only", { places: 2 }]);
    // A winner's list page sends its player: another player's code there hands in nobody's list.
    const other = await submit<Refused>(id, { code: outside.code, playerId: winners[0], ...deck });
    expect([other.status, other.body.error.reason]).toEqual([403, "list-own-only"]);
    await ok(submit(id, { code: code.get(winners[0]!), playerId: winners[0], ...deck }));
    const again = await submit<Refused>(id, { code: code.get(winners[0]!), playerId: winners[0], ...deck });
    expect([again.status, again.body.error.reason]).toEqual([409, "list-locked"]);
  });
});

describe("draft pods (R-DRAFT-1, R-PAIR-6)", () => {
  it("seats by the seeded draw (same seed, same seating) and pairs round 1 within pods", async () => {
    const org = await organizer();
    const seatings: Pod[][] = [];
    let last = "";
    for (let i = 0; i < 2; i++) {
      const id = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade Draft" });
      await ok(eventDay(org.cookie, id, { draft: { format: "dreamblade", boosters: 3 }, listKind: "limited" }));
      await addPlayers(org.cookie, id, NAMES8);
      const seated = await ok(api<CommandAnswer<"seat-pods">>("POST", `/api/events/${id}/pods`, { commandId: cid(), seed: "sunday" }, { cookie: org.cookie }));
      seatings.push(seated.pods);
      last = id;
    }
    expect(seatings[0]).toEqual(seatings[1]);
    expect(seatings[0]!.map((p: Pod) => p.seats.length)).toEqual([4, 4]);
    expect(new Set(seatings[0]!.flatMap((p: Pod) => p.seats)).size).toBe(8);
    const v = await view(last);
    expect(v.eventDay.pods).toEqual(seatings[0]);
    expect(v.eventDay.draft).toEqual({ format: "dreamblade", boosters: 3 });
    const pod = new Map<string, number>();
    for (const p of seatings[0]!) for (const s of p.seats) pod.set(s, p.pod);
    const r = await ok(api<RoundAnswer>("POST", `/api/events/${last}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    for (const m of r.round.matches) {
      expect(m.players).toHaveLength(2);
      expect(pod.get(m.players[0]!)).toBe(pod.get(m.players[1]!));
    }
    // Pods are seated before round 1 only.
    expect((await api("POST", `/api/events/${last}/pods`, { commandId: cid() }, { cookie: org.cookie })).status).toBe(422);
  });

  it("refuses a field that cannot be seated (2 Dreamblade players)", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade Draft" });
    await addPlayers(org.cookie, id, ["Ann", "Bob"]);
    const res = await api<Refused>("POST", `/api/events/${id}/pods`, { commandId: cid() }, { cookie: org.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/3 to 5 players/);
    expect((await view(id)).eventDay.pods).toBeNull();
  });
});

describe("round times (R-TIME-1)", () => {
  it("defaults by profile, editable, never under 40 minutes in the dci-2009/dreamblade profiles; the round clock uses them", async () => {
    const org = await organizer();
    const commander = await createEvent(org.cookie, { rules: "commander", gameFormat: "Commander" });
    expect((await view(commander)).event.roundMinutes).toBe(60);
    const id = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade" });
    const v = await view(id);
    expect(v.eventDay.rounds).toEqual({ swissMinutes: 50, playoffMinutes: 90, finalMinutes: null });
    const short = await eventDay<Refused>(org.cookie, id, { timers: { rounds: { swissMinutes: 39 } } });
    expect(short.status).toBe(400);
    expect(short.body.error.path).toBe("$.timers.rounds.swissMinutes");
    expect((await view(id)).eventDay.rounds.swissMinutes).toBe(50);
    const created = await api<Refused>(
      "POST",
      "/api/events",
      { commandId: cid(), name: "Quick", gameFormat: "Modern", rules: "dci-2009", roundMinutes: 30 },
      { cookie: org.cookie },
    );
    expect(created.status).toBe(400);
    expect(created.body.error.path).toBe("$.roundMinutes");
    // The club rules set no time limit: a club event may play 30-minute rounds.
    await ok(
      api("POST", "/api/events", { commandId: cid(), name: "Quick", gameFormat: "Modern", rules: "club", roundMinutes: 30 }, { cookie: org.cookie }),
      201,
    );

    await ok(eventDay(org.cookie, id, { timers: { rounds: { swissMinutes: 45 } } }));
    expect((await view(id)).eventDay.rounds.swissMinutes).toBe(45);
    await addPlayers(org.cookie, id, ["Ann", "Bob", "Cat", "Dan"]);
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const clock = await ok(api<CommandAnswer<"timer">>("POST", `/api/events/${id}/timer`, { commandId: cid(), action: "start" }, { cookie: org.cookie }));
    expect(clock.timer.durationMs).toBe(45 * 60_000);
  });

  it("a Commander event has no 40-minute floor: 30 is taken; 0 is refused at its field with the shortest round the rules allow", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "commander", gameFormat: "Commander" });
    await ok(eventDay(org.cookie, id, { timers: { rounds: { swissMinutes: 30, playoffMinutes: 30 } } }));
    expect((await view(id)).eventDay.rounds).toMatchObject({ swissMinutes: 30, playoffMinutes: 30 });
    const zero = await eventDay<Refused>(org.cookie, id, { timers: { rounds: { swissMinutes: 0 } } });
    expect(zero.status).toBe(400);
    // In plain words, at the field's path, with the limit for a client's own words (the Japanese page's).
    expect(zero.body.error).toMatchObject({
      code: "invalid_input",
      path: "$.timers.rounds.swissMinutes",
      message: "0 minutes is too short: a round lasts at least 1 minute.",
      rule: { kind: "min", of: "number", limit: 1 },
    });
    expect((await view(id)).eventDay.rounds.swissMinutes).toBe(30);
    // Under the Dreamblade rules the limit is the profile's 40 minutes (R-TIME-1).
    const dreamblade = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade" });
    const short = await eventDay<Refused>(org.cookie, dreamblade, { timers: { rounds: { playoffMinutes: 30 } } });
    expect(short.body.error).toMatchObject({ path: "$.timers.rounds.playoffMinutes", rule: { kind: "min", of: "number", limit: 40 } });
  });
});

describe("event-day permissions", () => {
  it("anonymous, player, other player, judge, co-organizer and owner", async () => {
    const owner = await organizer("owner");
    const judge = await organizer("judge");
    const co = await organizer("co");
    const id = await createEvent(owner.cookie, { rules: "dreamblade", gameFormat: "Dreamblade", date: "2007-06-01" });
    for (const [role, who] of [
      ["judge", judge],
      ["co-organizer", co],
    ] as const) {
      const inv = await ok(api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role }, { cookie: owner.cookie }));
      await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: who.cookie }));
    }
    const [a, b, c] = await addPlayers(owner.cookie, id, ["Ann", "Bob", "Cat", "Dan"]);
    const policy = { listPolicy: { mode: "all-players", deadline: Date.now() + 3_600_000 } };
    // Event-day settings: organizers.
    expect((await eventDay("", id, policy)).status).toBe(401);
    // A player code is no session: signed out, a route that takes no code is 401 whatever the body.
    expect((await api("PUT", `/api/events/${id}/event-day`, { commandId: cid(), code: a!.code, ...policy })).status).toBe(401);
    expect((await eventDay(judge.cookie, id, policy)).status).toBe(403);
    expect((await eventDay(co.cookie, id, policy)).status).toBe(200);
    expect((await eventDay(owner.cookie, id, policy)).status).toBe(200);
    const list = warband([{ name: "Ogre", set: "Base Set", count: 1 }]);
    // Lists: a player hands in their own; not another's; staff record one for a player.
    expect((await submit(id, list)).status).toBe(401);
    expect((await submit(id, { code: a!.code, playerId: b!.id, ...list })).status).toBe(403);
    expect((await submit(id, { code: "ZZZZZZ", ...list })).status).toBe(401);
    expect((await submit(id, { code: a!.code, ...list })).status).toBe(200);
    expect((await submit(id, { playerId: c!.id, ...list }, judge.cookie)).status).toBe(200);
    expect((await submit(id, list, judge.cookie)).status).toBe(400);
    expect((await manage(id, owner.cookie)).eventDayStaff.lists.map((l: ManageView["eventDayStaff"]["lists"][number]) => l.player).sort()).toEqual(
      [a!.id, c!.id].sort(),
    );
    // Pods: organizers.
    expect((await api("POST", `/api/events/${id}/pods`, { commandId: cid() })).status).toBe(401);
    expect((await api("POST", `/api/events/${id}/pods`, { commandId: cid(), code: a!.code })).status).toBe(401);
    expect((await api("POST", `/api/events/${id}/pods`, { commandId: cid() }, { cookie: judge.cookie })).status).toBe(403);
    expect((await view(id)).eventDay.pods).toBeNull();
    expect((await api("POST", `/api/events/${id}/pods`, { commandId: cid() }, { cookie: co.cookie })).status).toBe(200);
    expect((await api("POST", `/api/events/${id}/pods`, { commandId: cid() }, { cookie: owner.cookie })).status).toBe(200);
    // Staff lists are private.
    expect((await api("GET", `/api/events/${id}/manage`)).status).toBe(401);
  });
});
