// A two-day event through HTTP, in workerd with real D1 and the Durable
// Object: set up with a day-2 cut after round 2 (at most one loss), play to
// round 2, read the preview, see round 3 refused, confirm, pair round 3 with
// only those who advanced, and read the cut in the public view and the file.
import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, exportEvent, manage, ok, organizer, view, type Refused, type RoundAnswer } from "./helpers.ts";

describe("a two-day event", () => {
  it("previews the day-2 cut, refuses day 2 before it, confirms it and pairs day 2 with those who advanced", async () => {
    const org = await organizer("daytwo");
    const id = await createEvent(org.cookie, { options: { rounds: 4, cut: 0, dayTwo: { afterRound: 2, advance: { kind: "record", maxLosses: 1 } } } });
    await addPlayers(org.cookie, id, ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]);
    for (const n of [1, 2]) {
      const r = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: n }, { cookie: org.cookie }));
      for (const m of r.round.matches)
        await ok(
          api("PUT", `/api/events/${id}/rounds/${n}/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: org.cookie }),
        );
    }
    // Eight players, two rounds, no draws: 2 at 2-0, 4 at 1-1, 2 at 0-2; at most one loss is six.
    const preview = (await manage(id, org.cookie)).dayTwoPreview!;
    expect(preview.advancing).toHaveLength(6);
    expect(preview.out).toHaveLength(2);
    const before = await view(id);
    const losses = new Map(before.standings!.map((r) => [r.player, Number(r.record.split("-")[1])]));
    expect(preview.advancing.every((p) => losses.get(p)! <= 1)).toBe(true);
    expect(preview.out.every((p) => losses.get(p) === 2)).toBe(true);

    const early = await api<Refused>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 3 }, { cookie: org.cookie });
    expect(early.status).toBe(422);
    expect(early.body.error).toMatchObject({ reason: "day-two-unconfirmed", about: { round: 2, next: 3 } });

    const confirmed = await ok(api<CommandAnswer<"confirm-day-two">>("POST", `/api/events/${id}/day-two`, { commandId: cid() }, { cookie: org.cookie }));
    expect(confirmed.dayTwoCut).toEqual({ afterRound: 2, advanced: preview.advancing });
    const twice = await api<Refused>("POST", `/api/events/${id}/day-two`, { commandId: cid() }, { cookie: org.cookie });
    expect(twice.body.error.reason).toBe("day-two-confirmed");

    const r3 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 3 }, { cookie: org.cookie }));
    expect(r3.round.matches.flatMap((m) => m.players).sort()).toEqual([...preview.advancing].sort());
    // Day 2's results are taken like any other, staff-entered or self-reported and confirmed.
    const [t1, t2] = r3.round.matches as { table: number; players: string[] }[];
    await ok(api("PUT", `/api/events/${id}/rounds/3/tables/${t1!.table}/result`, { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: org.cookie }));
    const staff = await manage(id, org.cookie);
    const report = `/api/events/${id}/rounds/3/tables/${t2!.table}`;
    await ok(api("POST", `${report}/report`, { commandId: cid(), code: staff.codes[t2!.players[0]!], result: { games: [0, 2, 0] } }));
    await ok(api("POST", `${report}/confirm`, { commandId: cid(), code: staff.codes[t2!.players[1]!] }));

    const after = await view(id);
    const results = after.rounds[2]!.matches.filter((m) => m.result).map((m) => [m.table, m.result]);
    expect(results).toEqual([
      [t1!.table, { games: [2, 1, 0] }],
      [t2!.table, { games: [0, 2, 0] }],
    ]);
    expect(after.dayTwoCut).toEqual({ afterRound: 2, advanced: preview.advancing });
    expect(after.standings!.slice(0, 6).every((r) => r.cutAfter === undefined)).toBe(true);
    expect(after.standings!.slice(6).map((r) => [r.player, r.cutAfter])).toEqual(preview.out.map((p) => [p, 2]));
    expect((await exportEvent(org.cookie, id)).dayTwoCut).toEqual({ afterRound: 2, advanced: preview.advancing });
  });
});
