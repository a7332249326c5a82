import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, ok, organizer, view, type RoundAnswer } from "./helpers.ts";

describe("an event through HTTP", () => {
  it("creates an event, registers players, pairs round 1 and records a result", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const players = await addPlayers(org.cookie, id, ["Ann", "Bob", "Cat", "Dan"]);
    expect(players.map((p) => p.id)).toEqual(["p1", "p2", "p3", "p4"]);
    expect(players.every((p) => /^[A-HJ-NP-Z2-9]{6}$/.test(p.code))).toBe(true);
    const started = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    expect(started.round.number).toBe(1);
    expect(started.round.matches).toHaveLength(2);
    const table = started.round.matches[0]!.table;
    const res = await ok(
      api<CommandAnswer<"set-result">>(
        "PUT",
        `/api/events/${id}/rounds/1/tables/${table}/result`,
        { commandId: cid(), result: { games: [2, 0, 0] } },
        { cookie: org.cookie },
      ),
    );
    expect(res.what).toContain("results");
    const v = await view(id);
    expect(v.seq).toBe(res.seq);
    expect(v.rounds[0]!.matches[0]!.result).toEqual({ games: [2, 0, 0] });
    expect(JSON.stringify(v)).not.toContain(players[0]!.code);
  });
});
