// Never lose a result: concurrent reports, retried requests, an evicted
// Durable Object, live messages in order, and the round timer's alarm.
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import type { PairMatch } from "../../shared/model/types.ts";
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TournamentObject } from "../tournament-object.ts";
import { addPlayers, api, cid, createEvent, exportEvent, liveSocket, ok, organizer, until, view, type RoundAnswer } from "./helpers.ts";

function stubOf(id: string) {
  return env.TOURNAMENT.get(env.TOURNAMENT.idFromName(id));
}

async function logRows(id: string) {
  const r = await env.DB.prepare("select seq, command_id from event_log where event_id = ? order by seq").bind(id).all<{ seq: number; command_id: string }>();
  return r.results;
}

describe("200 results reported at once into one tournament", () => {
  it("stores every result exactly once, and a retried request gets the first answer", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "dci-2009" });
    await addPlayers(
      org.cookie,
      id,
      Array.from({ length: 400 }, (_, i) => `Player ${i + 1}`),
    );
    const started = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const tables = started.round.matches.map((m) => m.table!);
    expect(tables).toHaveLength(200);
    const before = (await view(id)).seq;

    const ids = tables.map((t) => cid(`t${t}`));
    const send = (t: number, i: number) =>
      api<CommandAnswer<"set-result">>(
        "PUT",
        `/api/events/${id}/rounds/1/tables/${t}/result`,
        { commandId: ids[i], result: { games: [2, t % 2, 0] } },
        { cookie: org.cookie },
      );
    // Each request is sent twice at the same time: a client retrying after a timeout.
    const answers = await Promise.all(tables.flatMap((t, i) => [send(t, i), send(t, i)]));
    for (const a of answers) expect(a.status).toBe(200);
    for (let i = 0; i < tables.length; i++) expect(answers[2 * i]!.body).toEqual(answers[2 * i + 1]!.body);
    const seqs = new Set(answers.map((a) => a.body.seq));
    expect(seqs.size).toBe(200);

    const after = await view(id);
    expect(after.seq).toBe(before + 200);
    const results = after.rounds[0]!.matches.filter((m) => m.result);
    expect(results).toHaveLength(200);
    for (const m of after.rounds[0]!.matches) expect(m.result).toEqual({ games: [2, m.table! % 2, 0] });
    const log = await logRows(id);
    expect(log.map((r) => r.seq)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    expect(new Set(log.map((r) => r.command_id)).size).toBe(log.length);

    // A late retry (after the fact) still answers the first answer and changes nothing.
    const late = await send(tables[7]!, 7);
    expect(late.body).toEqual(answers[14]!.body);
    expect((await view(id)).seq).toBe(before + 200);
  }, 120_000);
});

describe("the Durable Object evicted mid-round", () => {
  it("reloads from D1 and the event continues with nothing lost", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const players = await addPlayers(org.cookie, id, ["A", "B", "C", "D", "E", "F", "G", "H"]);
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const [m1, m2, m3, m4] = r1.round.matches as [PairMatch, PairMatch, PairMatch, PairMatch];
    await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m1.table}/result`, { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: org.cookie }));
    const code = (pid: string) => players.find((p) => p.id === pid)!.code;
    await ok(
      api("POST", `/api/events/${id}/rounds/1/tables/${m2.table}/report`, { commandId: cid(), result: { games: [0, 2, 0] }, code: code(m2.players[0]) }),
    );
    const live = await liveSocket(id, (await view(id)).seq);
    const exported = await exportEvent(org.cookie, id);

    const stub = stubOf(id);
    await evictDurableObject(stub);

    // The pending self-report survived: the opponent confirms it after the eviction.
    const c = await ok(
      api<CommandAnswer<"confirm-result">>("POST", `/api/events/${id}/rounds/1/tables/${m2.table}/confirm`, { commandId: cid(), code: code(m2.players[1]) }),
    );
    expect(c.report.status).toBe("confirmed");
    await ok(
      api("PUT", `/api/events/${id}/rounds/1/tables/${m3.table}/result`, { commandId: cid(), result: { intentionalDraw: true } }, { cookie: org.cookie }),
    );
    await evictDurableObject(stub);
    await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m4.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: org.cookie }));
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 2 }, { cookie: org.cookie }));

    const file = await exportEvent(org.cookie, id);
    expect(file.players).toEqual(exported.players);
    expect(file.rounds[0]!.matches.find((m) => m.table === m1.table)!.result).toEqual({ games: [2, 1, 0] });
    expect(file.rounds[0]!.matches.find((m) => m.table === m2.table)!.result).toEqual({ games: [0, 2, 0] });
    expect(file.rounds[0]!.matches.find((m) => m.table === m3.table)!.result).toEqual({ intentionalDraw: true });
    expect(file.rounds).toHaveLength(2);
    const log = await logRows(id);
    expect(log.map((r) => r.seq)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    // The hibernated socket still hears every change after the evictions, in order.
    await until(() => live.messages.length === 4, "4 live messages");
    expect(live.messages.map((m) => m.seq)).toEqual(log.slice(-4).map((r) => r.seq));
    live.ws.close();
  });
});

describe("live updates over a real WebSocket", () => {
  it("delivers every change in order, and a reconnect catches up from the last seq seen", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const start = (await view(id)).seq;
    const live = await liveSocket(id, start);
    await addPlayers(org.cookie, id, ["A", "B", "C", "D", "E", "F"]);
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    await Promise.all(
      r1.round.matches.map((m) =>
        api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: org.cookie }),
      ),
    );
    await ok(api("POST", `/api/events/${id}/timer`, { commandId: cid(), action: "start" }, { cookie: org.cookie }));
    const end = (await view(id)).seq;
    await until(() => live.messages.length === end - start, "all live messages");
    expect(live.messages.map((m) => m.seq)).toEqual(Array.from({ length: end - start }, (_, i) => start + i + 1));
    expect(live.messages[0]!.what).toContain("players");
    expect(live.messages[1]!.what).toContain("pairings");
    expect(live.messages.at(-1)!.what).toEqual(["timer"]);

    // A viewer who saw up to seq start+2 reconnects and gets exactly the rest.
    const again = await liveSocket(id, start + 2);
    await until(() => again.messages.length === end - start - 2, "catch-up");
    expect(again.messages.map((m) => m.seq)).toEqual(live.messages.slice(2).map((m) => m.seq));
    live.ws.close();
    again.ws.close();
  });
});

describe("the round timer", () => {
  it("runs, pauses, resumes, extends one table, and the alarm ends the round", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { roundMinutes: 40 });
    await addPlayers(org.cookie, id, ["A", "B", "C", "D"]);
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const t0 = Date.now();
    const started = await ok(api<CommandAnswer<"timer">>("POST", `/api/events/${id}/timer`, { commandId: cid(), action: "start" }, { cookie: org.cookie }));
    expect(started.timer.state).toBe("running");
    expect(started.timer.endsAt! - t0).toBeGreaterThan(39 * 60_000);
    expect(started.timer.endsAt! - t0).toBeLessThanOrEqual(40 * 60_000 + 5_000);
    const paused = await ok(api<CommandAnswer<"timer">>("POST", `/api/events/${id}/timer`, { commandId: cid(), action: "pause" }, { cookie: org.cookie }));
    expect(paused.timer.state).toBe("paused");
    expect(paused.timer.remainingMs).toBeGreaterThan(39 * 60_000);
    const ext = await ok(
      api<CommandAnswer<"timer">>("POST", `/api/events/${id}/timer`, { commandId: cid(), action: "extend", minutes: 3, table: 2 }, { cookie: org.cookie }),
    );
    expect(ext.timer.extensions).toEqual({ "2": 3 });
    await ok(api("POST", `/api/events/${id}/timer`, { commandId: cid(), action: "resume" }, { cookie: org.cookie }));
    expect((await view(id)).timer.state).toBe("running");

    // Not due yet: the alarm leaves the clock running.
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    expect((await view(id)).timer.state).toBe("running");
    // Let the round's time pass (the clock's end moves into the past), then fire the alarm.
    const live = await liveSocket(id, (await view(id)).seq);
    const endsAt = (await view(id)).timer.endsAt!;
    await runInDurableObject<TournamentObject, void>(stubOf(id), async (instance) => {
      const skip = endsAt + 1 - Date.now();
      instance.clock = () => Date.now() + skip;
    });
    await runInDurableObject<TournamentObject, void>(stubOf(id), async (_o, state) => {
      await state.storage.setAlarm(Date.now());
    });
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    const v = await view(id);
    expect(v.timer.state).toBe("ended");
    expect(v.timer.extensions).toEqual({ "2": 3 });
    await until(() => live.messages.length === 1, "timer message");
    expect(live.messages[0]!.what).toEqual(["timer"]);
    live.ws.close();
  });
});
