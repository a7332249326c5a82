// The competitive floor through the Worker: check-in with a player's code
// (compared with that player's code only, and bounded like every code check),
// round 1 seating only those who came, the judge-call limits, penalties in the
// export and back in through an import, and an object rebuilt from its log
// giving the same state after the floor's commands.
import { env, runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { CommandAnswer, FloorRead, StateRead } from "../../shared/commands/answers.ts";
import type { TournamentObject } from "../tournament-object.ts";
import { CODE_PER_ADDRESS, CODE_PER_PLAYER } from "../rate-limit.ts";
import { addPlayers, api, cid, createEvent, exportEvent, manage, ok, organizer, view, type Refused, type RoundAnswer } from "./helpers.ts";
import { restoreCheckpoint, savedCheckpoint } from "./object-helpers.ts";

const NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"];
const from = (ip: string) => ({ "cf-connecting-ip": ip });
const stubOf = (id: string) => env.TOURNAMENT.get(env.TOURNAMENT.idFromName(id));

// Fixed wall-clock windows: a burst of guesses straddling a window's end would be counted half in each.
beforeEach(async () => {
  const windows = [CODE_PER_PLAYER.windowMs, CODE_PER_ADDRESS.windowMs];
  const left = () => Math.min(...windows.map((w) => w - (Date.now() % w)));
  while (left() < 30_000) await new Promise((r) => setTimeout(r, 500));
}, 40_000);

async function floorEvent(options: Record<string, unknown>) {
  const org = await organizer("fl");
  const id = await createEvent(org.cookie, { options });
  const players = await addPlayers(org.cookie, id, NAMES);
  const code = (pid: string) => players.find((p) => p.id === pid)!.code;
  return { org, id, code };
}

describe("check-in", () => {
  it("takes a player's own code only, bounds guessing per player, and seats only those who came in round 1", async () => {
    const { org, id, code } = await floorEvent({ checkIn: "required" });
    const checkIn = (pid: string, body: Record<string, unknown>, ip = "203.0.113.90") =>
      api<Refused>("POST", `/api/events/${id}/players/${pid}/check-in`, { commandId: cid(), ...body }, { headers: from(ip) });

    expect((await checkIn("p1", { code: code("p1").toLowerCase() })).body).toMatchObject({ what: ["players"], playerId: "p1", checkedIn: true });
    // Another player's code is answered as a made-up one: it is no code for p2.
    for (const wrong of [code("p3"), "ZZZZZZ"]) {
      const res = await checkIn("p2", { code: wrong });
      expect([res.status, res.body.error.code, res.body.error.path]).toEqual([401, "wrong_code", "$.code"]);
      expect(res.body.error.message).toBe("This is not Ben's player code.");
    }
    expect((await checkIn("p99", { code: code("p1") })).status).toBe(404);
    expect((await checkIn("p2", {})).status).toBe(401);
    // Staff check a player in without a code, and take it back.
    await ok(api("POST", `/api/events/${id}/players/p3/check-in`, { commandId: cid() }, { cookie: org.cookie }));
    await ok(api("DELETE", `/api/events/${id}/players/p3/check-in?commandId=${cid()}`, undefined, { cookie: org.cookie }));
    for (const pid of ["p2", "p5"]) await ok(api("POST", `/api/events/${id}/players/${pid}/check-in`, { commandId: cid() }, { cookie: org.cookie }));

    // Ten wrong codes for p4 (two above, at p2, count elsewhere): then p4 waits, even with the right code; p6 behind the same address does not.
    for (let i = 0; i < CODE_PER_PLAYER.max; i++) expect((await checkIn("p4", { code: `WRONG${i}` }, "203.0.113.91")).status).toBe(401);
    const locked = await checkIn("p4", { code: code("p4") }, "203.0.113.91");
    expect([locked.status, locked.body.error.code]).toEqual([429, "rate_limited"]);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await checkIn("p6", { code: code("p6") }, "203.0.113.91")).status).toBe(200);

    const floor = await ok(api<FloorRead>("POST", `/api/events/${id}/players/p1/floor`, { code: code("p1") }));
    expect(floor).toMatchObject({ player: "p1", checkIn: "required", checkedIn: true, penalties: [], call: null });
    expect((await api<Refused>("POST", `/api/events/${id}/players/p1/floor`, { code: code("p2") })).status).toBe(401);
    expect((await api<Refused>("POST", `/api/events/${id}/players/p1/floor`, {})).status).toBe(401);
    expect((await view(id)).checkedIn).toEqual(["p1", "p2", "p5", "p6"]);

    // Round 1: the others are no-shows, dropped before it; check-in is closed.
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    expect(r1.noShows).toEqual(["p3", "p4"]);
    expect(r1.round.matches.flatMap((m) => m.players).sort()).toEqual(["p1", "p2", "p5", "p6"]);
    expect((await view(id)).players.filter((p) => p.dropped === 0).map((p) => p.id)).toEqual(["p3", "p4"]);
    const late = await checkIn("p3", { code: code("p3") }, "203.0.113.92");
    expect([late.status, late.body.error.reason]).toEqual([422, "check-in-closed"]);
  });
});

describe("judge calls", () => {
  it("one open call per table; again too soon or past ten a round is 429", async () => {
    const { org, id, code } = await floorEvent({});
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const m = r1.round.matches[0]!;
    const path = `/api/events/${id}/rounds/1/tables/${m.table}/judge`;
    const call = () => api<Refused & CommandAnswer<"call-judge">>("POST", path, { commandId: cid(), code: code(m.players[0]!) });
    const close = () => ok(api("PATCH", path, { commandId: cid(), status: "closed" }, { cookie: org.cookie }));
    let skip = 0;
    const later = (ms: number) =>
      runInDurableObject<TournamentObject, void>(stubOf(id), (instance) => {
        skip += ms;
        const by = skip;
        instance.clock = () => Date.now() + by;
      });

    const first = await call();
    expect([first.status, first.body.call.status]).toEqual([200, "open"]);
    // A second tap answers the same call.
    expect((await call()).body.call.at).toBe(first.body.call.at);
    await close();
    const soon = await call();
    expect([soon.status, soon.body.error.reason]).toEqual([429, "judge-call-too-soon"]);
    const wait = Number(soon.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    for (let i = 2; i <= 10; i++) {
      await later(61_000);
      expect((await call()).status).toBe(200);
      await close();
    }
    await later(61_000);
    const flood = await call();
    expect([flood.status, flood.body.error.reason]).toEqual([429, "judge-calls-limit"]);
    expect((await manage(id, org.cookie)).judgeCalls).toEqual([]);
  });
});

describe("penalties", () => {
  it("go into the export with every field and come back in with an import", async () => {
    const { org, id } = await floorEvent({});
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const [a, b] = [r1.round.matches[0]!.players[0]!, r1.round.matches[1]!.players[0]!];
    const give = (body: Record<string, unknown>) =>
      ok(api<CommandAnswer<"give-penalty">>("POST", `/api/events/${id}/penalties`, { commandId: cid(), round: 1, ...body }, { cookie: org.cookie }));
    await give({ player: a, infraction: "other", infractionText: "Phone on the table", penalty: "warning", note: "First time." });
    await give({ player: b, infraction: "slow-play", penalty: "game-loss" });
    const file = await exportEvent(org.cookie, id);
    expect(file.penalties).toEqual([
      {
        id: "k1",
        player: a,
        round: 1,
        infraction: "other",
        infractionText: "Phone on the table",
        penalty: "warning",
        note: "First time.",
        at: expect.any(Number),
        by: org.username,
      },
      { id: "k2", player: b, round: 1, infraction: "slow-play", penalty: "game-loss", at: expect.any(Number), by: org.username },
    ]);
    const imported = await ok(api<CommandAnswer<"import-event">>("POST", "/api/events/import", { commandId: cid(), file }, { cookie: org.cookie }), 201);
    expect((await exportEvent(org.cookie, imported.event.id)).penalties).toEqual(file.penalties);
    expect((await manage(imported.event.id, org.cookie)).penalties).toEqual(file.penalties);
    // The game loss still binds the imported table's result.
    const table = r1.round.matches[1]!.table!;
    const seat = r1.round.matches[1]!.players.indexOf(b);
    const games = seat === 0 ? [2, 0, 0] : [0, 2, 0];
    const refused = await api<Refused>(
      "PUT",
      `/api/events/${imported.event.id}/rounds/1/tables/${table}/result`,
      { commandId: cid(), result: { games } },
      { cookie: org.cookie },
    );
    expect([refused.status, refused.body.error.path]).toEqual([400, "$.result.games"]);
  });
});

describe("an object rebuilt from its log", () => {
  it("gives the same state after check-ins, a published round, a judge call, penalties and deck checks", async () => {
    const { org, id, code } = await floorEvent({ checkIn: "required", publishPairings: "manual" });
    const start = await savedCheckpoint(id);
    for (const pid of ["p1", "p2", "p3", "p4"]) await ok(api("POST", `/api/events/${id}/players/${pid}/check-in`, { commandId: cid(), code: code(pid) }));
    await ok(api("POST", `/api/events/${id}/players/p5/check-in`, { commandId: cid() }, { cookie: org.cookie }));
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    await ok(api("POST", `/api/events/${id}/rounds/1/publish`, { commandId: cid() }, { cookie: org.cookie }));
    const m = r1.round.matches.find((x) => x.table !== undefined)!;
    const path = `/api/events/${id}/rounds/1/tables/${m.table}`;
    await ok(api("POST", `${path}/judge`, { commandId: cid(), code: code(m.players[1]!) }));
    await ok(api("PATCH", `${path}/judge`, { commandId: cid(), status: "heard" }, { cookie: org.cookie }));
    await ok(
      api(
        "POST",
        `/api/events/${id}/penalties`,
        { commandId: cid(), player: m.players[0], round: 1, infraction: "tardiness", penalty: "game-loss", note: "8 minutes" },
        { cookie: org.cookie },
      ),
    );
    await ok(api("POST", `/api/events/${id}/rounds/1/deck-checks`, { commandId: cid(), count: 1, seed: "replay" }, { cookie: org.cookie }));
    const checked = (await manage(id, org.cookie)).deckChecks[0]!.table;
    await ok(api("POST", `/api/events/${id}/rounds/1/tables/${checked}/deck-check/end`, { commandId: cid(), minutes: 5 }, { cookie: org.cookie }));
    await ok(api("PUT", `${path}/result`, { commandId: cid(), result: { games: [1, 2, 0] } }, { cookie: org.cookie }));
    const expected = await ok(api<StateRead>("GET", `/api/events/${id}/state`, undefined, { cookie: org.cookie }));
    expect(expected.state.judgeCalls).toHaveLength(1);

    // The object's checkpoint goes back to before all of it: a new instance replays its whole log since.
    await restoreCheckpoint(id, start);
    const rebuilt = await ok(api<StateRead>("GET", `/api/events/${id}/state`, undefined, { cookie: org.cookie }));
    expect(rebuilt.seq).toBe(expected.seq);
    expect(rebuilt.state).toEqual(expected.state);
  });
});
