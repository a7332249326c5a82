// Two staff phones, one table (docs/offline.md), over HTTP with real
// D1 and the event's Durable Object: results sent with what each phone saw
// (asSeen) do not overwrite each other; the second is refused with both
// results and nothing changes.
import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, manage, ok, organizer, type Refused, type RoundAnswer } from "./helpers.ts";

async function twoStaff() {
  const owner = await organizer("owner");
  const co = await organizer("co");
  const id = await createEvent(owner.cookie);
  const players = await addPlayers(owner.cookie, id, ["Ann", "Ben", "Cat", "Dev"]);
  const inv = await ok(
    api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "co-organizer" }, { cookie: owner.cookie }),
  );
  await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: co.cookie }));
  const r = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: owner.cookie }));
  const m = r.round.matches[0] as { table: number; players: string[] };
  return { owner, co, id, m, name: (pid: string) => players.find((p) => p.id === pid)!.name };
}

const resultOf = async (id: string, cookie: string, table: number) => {
  const v = await manage(id, cookie);
  return { seq: v.seq, result: v.rounds[0]!.matches.find((x) => x.table === table)!.result };
};

describe("two staff phones enter different results for one table", () => {
  it("the first counts; the second is 409 result_conflict with both results and changes nothing; a retry of the first gets its own answer", async () => {
    const { owner, co, id, m, name } = await twoStaff();
    const url = `/api/events/${id}/rounds/1/tables/${m.table}/result`;
    const first = { commandId: cid("phone1"), result: { games: [2, 0, 0] }, asSeen: null };
    const answer = await ok(api<CommandAnswer<"set-result">>("PUT", url, first, { cookie: owner.cookie }));
    expect(answer.report).toEqual({ round: 1, table: m.table, status: "confirmed" });
    const before = await resultOf(id, owner.cookie, m.table);
    expect(before.result).toEqual({ games: [2, 0, 0] });

    const second = await api("PUT", url, { commandId: cid("phone2"), result: { games: [0, 2, 0] }, asSeen: null }, { cookie: co.cookie });
    expect(second.status).toBe(409);
    const [a, b] = m.players.map(name);
    expect(second.body).toEqual({
      error: {
        code: "result_conflict",
        path: "$.asSeen",
        message: `Table ${m.table} of round 1 has a result you had not seen: ${a} 2-0 ${b} (you saw no result). Yours (${a} 0-2 ${b}) was not recorded. To replace the stored result, send yours again with "asSeen" set to it.`,
        conflict: { round: 1, table: m.table, players: m.players, stored: { games: [2, 0, 0] }, asSeen: null, sent: { games: [0, 2, 0] } },
      },
    });
    expect(await resultOf(id, owner.cookie, m.table)).toEqual(before);

    // The first phone's outbox resends (it never saw the answer): the same answer, nothing applied twice.
    expect(await ok(api("PUT", url, first, { cookie: owner.cookie }))).toEqual(answer);
    expect(await resultOf(id, owner.cookie, m.table)).toEqual(before);

    // Settled for the second phone: sent again with the stored result as seen, it counts once.
    await ok(api("PUT", url, { commandId: cid("settle"), result: { games: [0, 2, 0] }, asSeen: { games: [2, 0, 0] } }, { cookie: co.cookie }));
    expect(await resultOf(id, owner.cookie, m.table)).toEqual({ seq: before.seq + 1, result: { games: [0, 2, 0] } });
  });

  it("staff reporting through the report route are checked the same way", async () => {
    const { owner, co, id, m } = await twoStaff();
    const url = `/api/events/${id}/rounds/1/tables/${m.table}/report`;
    await ok(api("POST", url, { commandId: cid(), result: { games: [2, 1, 0] }, asSeen: null }, { cookie: co.cookie }));
    const late = await api<Refused>("POST", url, { commandId: cid(), result: { games: [1, 2, 0] }, asSeen: null }, { cookie: owner.cookie });
    expect(late.status).toBe(409);
    expect(late.body.error.conflict).toMatchObject({ stored: { games: [2, 1, 0] }, sent: { games: [1, 2, 0] } });
  });

  it("a malformed asSeen is refused with its path and nothing changes; without asSeen the last result sent wins, as before", async () => {
    const { owner, co, id, m } = await twoStaff();
    const url = `/api/events/${id}/rounds/1/tables/${m.table}/result`;
    const bad = await api<Refused>("PUT", url, { commandId: cid(), result: { games: [2, 0, 0] }, asSeen: "none" }, { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_input", path: "$.asSeen" });
    expect(bad.body.error.message).toMatch(/^\$\.asSeen: /);
    expect((await resultOf(id, owner.cookie, m.table)).result).toBeUndefined();

    await ok(api("PUT", url, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: owner.cookie }));
    await ok(api("PUT", url, { commandId: cid(), result: { games: [0, 2, 0] } }, { cookie: co.cookie }));
    expect((await resultOf(id, owner.cookie, m.table)).result).toEqual({ games: [0, 2, 0] });
  });
});
