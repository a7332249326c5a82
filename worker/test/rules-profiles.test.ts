// Organizer-defined rules and imported events through HTTP: saved
// profiles per organizer in D1, events created under them, a rounds file from
// another platform imported, scored and finished into the ratings.
import { describe, expect, it } from "vitest";
import { PRESETS } from "../../shared/rules/custom.ts";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import type { RatingPoolList } from "../../shared/ratings/answers.ts";
import type { RulesList, RulesSaved } from "../../shared/commands/answers.ts";
import { api, cid, createEvent, ok, organizer, view, type Refused } from "./helpers.ts";

/** A saved profile as POST and PUT /api/rules-profiles answer it (worker/routes/rules-profiles.ts), read as the console reads it. */

const ROUNDS = `round,player 1,player 2,result,table
1,Ann,Bob,2-1-0,1
1,Cid,Dee,2-0-0,2
1,Eve,-,,
2,Ann,Cid,2-0,1
2,Eve,Bob,2-1,2
2,Dee,-,
3,Ann,Eve,ID
3,Dee,Bob,2-0-0
3,Cid,-,
`;

describe("saved rules profiles", () => {
  it("an organizer saves, lists, changes and deletes their own; nobody else sees them", async () => {
    const olga = await organizer("olga");
    const commandId = cid("rules");
    const saved = await ok(api<RulesSaved>("POST", "/api/rules-profiles", { commandId, rules: PRESETS.buchholz }, { cookie: olga.cookie }), 201);
    expect(saved.profile.name).toBe("Buchholz Swiss");
    // A retry finds the same profile.
    const again = await ok(api<RulesSaved>("POST", "/api/rules-profiles", { commandId, rules: PRESETS.buchholz }, { cookie: olga.cookie }), 201);
    expect(again.profile.id).toBe(saved.profile.id);

    const list = await ok(api<RulesList>("GET", "/api/rules-profiles", undefined, { cookie: olga.cookie }));
    expect(list.profiles.map((p) => p.id)).toEqual([saved.profile.id]);
    expect(list.presets.map((p) => p.key)).toEqual(["omw-25", "buchholz"]);

    const other = await organizer("oscar");
    expect((await ok(api<RulesList>("GET", "/api/rules-profiles", undefined, { cookie: other.cookie }))).profiles).toEqual([]);
    const theirs = await api<Refused>("PUT", `/api/rules-profiles/${saved.profile.id}`, { rules: PRESETS["omw-25"] }, { cookie: other.cookie });
    expect([theirs.status, theirs.body.error.code]).toEqual([404, "not_found"]);

    const changed = await ok(
      api<RulesSaved>("PUT", `/api/rules-profiles/${saved.profile.id}`, { rules: { ...PRESETS.buchholz, name: "Thursday chess" } }, { cookie: olga.cookie }),
    );
    expect(changed.profile.name).toBe("Thursday chess");
    await ok(api("DELETE", `/api/rules-profiles/${saved.profile.id}`, undefined, { cookie: olga.cookie }));
    expect((await ok(api<RulesList>("GET", "/api/rules-profiles", undefined, { cookie: olga.cookie }))).profiles).toEqual([]);
  });

  it("a refused combination answers 400 with its path and reason and stores nothing", async () => {
    const olga = await organizer("olga");
    const bad = await api<Refused>(
      "POST",
      "/api/rules-profiles",
      { commandId: cid(), rules: { ...PRESETS.buchholz, tiebreakers: ["wins", "omw", "wins"] } },
      { cookie: olga.cookie },
    );
    expect(bad.status).toBe(400);
    // The problem's name and values come with the sentence: a client words it in its reader's language.
    expect(bad.body.error).toEqual({
      code: "invalid_input",
      path: "$.rules.tiebreakers[2]",
      message: expect.stringContaining('"wins" is already tiebreaker 1'),
      rulesProblem: "tiebreaker-twice",
      about: { tiebreaker: "wins", first: 1, n: 3 },
    });
    // No tiebreaker, a floor above 1, negative points: each a plain sentence, never a schema bound.
    const refused = async (rules: object) =>
      (await api<Refused>("POST", "/api/rules-profiles", { commandId: cid(), rules }, { cookie: olga.cookie })).body.error;
    expect(await refused({ ...PRESETS.buchholz, tiebreakers: [] })).toEqual({
      code: "invalid_input",
      path: "$.rules.tiebreakers",
      message: expect.stringMatching(/^Choose at least one tiebreaker/),
      rulesProblem: "no-tiebreakers",
      about: {},
    });
    const omw = PRESETS["omw-25"];
    for (const [floors, value] of [
      [{ ...omw.floors, opponents: 1.5 }, "1.5"],
      [{ ...omw.floors, opponents: "3/2" }, "3/2"],
    ] as const) {
      const e = await refused({ ...omw, floors });
      expect(e).toMatchObject({ path: "$.rules.floors.opponents", rulesProblem: "floor-range", about: { floor: "opponents", value } });
      expect(e.message).not.toMatch(/\$\.|expected|Too big/);
    }
    const negative = await refused({ ...omw, points: { ...omw.points, loss: -1 } });
    expect(negative).toEqual({
      code: "invalid_input",
      path: "$.rules.points.loss",
      message: "Points for a loss must be a whole number from 0 to 1000, not -1.",
      rulesProblem: "points-range",
      about: { part: "loss", value: -1 },
    });
    const unknown = await api<Refused>(
      "POST",
      "/api/rules-profiles",
      { commandId: cid(), rules: { ...PRESETS.buchholz, tiebreakers: ["sonneborn"] } },
      { cookie: olga.cookie },
    );
    expect([unknown.status, unknown.body.error.path]).toEqual([400, "$.rules.tiebreakers[0]"]);
    expect((await ok(api<RulesList>("GET", "/api/rules-profiles", undefined, { cookie: olga.cookie }))).profiles).toEqual([]);
    expect((await api("GET", "/api/rules-profiles")).status).toBe(401);
  });

  it("an event created under saved rules pairs on its points and its view names its tiebreakers", async () => {
    const olga = await organizer("olga");
    const saved = await ok(api<RulesSaved>("POST", "/api/rules-profiles", { commandId: cid(), rules: PRESETS.buchholz }, { cookie: olga.cookie }), 201);
    const id = await createEvent(olga.cookie, { rules: "custom", customRules: saved.profile.rules, gameFormat: "Chess" });
    await ok(
      api("POST", `/api/events/${id}/players`, { commandId: cid(), players: ["Ann", "Bob", "Cid", "Dee"].map((name) => ({ name })) }, { cookie: olga.cookie }),
    );
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: olga.cookie }));
    let v = await view(id);
    for (const m of v.rounds[0]!.matches) {
      await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [1, 0, 0] } }, { cookie: olga.cookie }));
    }
    v = await view(id);
    expect(v.event.customRules?.name).toBe("Buchholz Swiss");
    expect(v.standings!.map((r) => r.points)).toEqual([2, 2, 0, 0]);
    expect(Object.keys(v.standings![0]!.tiebreakers)).toEqual(["buchholz-median", "buchholz", "direct", "wins"]);
  });
});

describe("POST /api/events/import-rounds", () => {
  it("imports a rounds file under mtr: standings to the hand-worked six decimals; it arrives finished and counts for ratings", async () => {
    const olga = await organizer("olga");
    const r = await ok(
      api<CommandAnswer<"import-event">>(
        "POST",
        "/api/events/import-rounds",
        { commandId: cid(), csv: ROUNDS, name: "Friday Modern", gameFormat: "Modern", rules: "mtr" },
        { cookie: olga.cookie },
      ),
      201,
    );
    const id = r.event.id;
    const v = await view(id);
    expect(v.event.rules).toBe("mtr");
    // The public view carries OMW% as the pages print it (59.26%) and players by id; the
    // hand-worked six decimals are the engine's exact values, which the staff view keeps.
    const names = new Map(v.players.map((p) => [p.id, p.name]));
    expect(v.standings!.map((x) => [names.get(x.player), x.tiebreakers.omw])).toEqual([
      ["Ann", 0.5926],
      ["Eve", 0.5556],
      ["Cid", 0.7222],
      ["Dee", 0.5],
      ["Bob", 0.7407],
    ]);
    type ExactRows = { standings: { name: string; tiebreakers: { omw?: number } }[] };
    const staff = await ok(api<ExactRows>("GET", `/api/events/${id}/manage`, undefined, { cookie: olga.cookie }));
    expect(staff.standings.map((x) => [x.name, x.tiebreakers.omw?.toFixed(6)])).toEqual([
      ["Ann", "0.592593"],
      ["Eve", "0.555556"],
      ["Cid", "0.722222"],
      ["Dee", "0.500000"],
      ["Bob", "0.740741"],
    ]);
    // Finished on arrival: no round left to pair, and finishing again is refused.
    expect([r.event.status, v.event.status]).toEqual(["finished", "finished"]);
    const again = await api<Refused>("POST", `/api/events/${id}/finish`, { commandId: cid() }, { cookie: olga.cookie });
    expect(again.body.error.message).toBe("The event is already finished.");
    const pools = await ok(api<RatingPoolList>("GET", "/api/ratings"));
    expect(pools.pools.map((p) => p.pool)).toContain("dci-2009:Modern");
  });

  it("drops inferred and overridden; a bad line is refused naming the line and field, and nothing is created", async () => {
    const olga = await organizer("olga");
    const csv = "1,Ann,Bob,2-0\n1,Cid,Dee,2-1\n2,Ann,Cid,2-0\n2,Dee,-,\n";
    const r = await ok(
      api<CommandAnswer<"import-event">>(
        "POST",
        "/api/events/import-rounds",
        { commandId: cid(), csv, name: "Drops", rules: "club", drops: { Dee: 2 } },
        { cookie: olga.cookie },
      ),
      201,
    );
    const v = await view(r.event.id);
    expect(v.players.map((p) => [p.name, p.dropped])).toEqual([
      ["Ann", null],
      ["Bob", 1],
      ["Cid", null],
      ["Dee", 2],
    ]);
    const bad = await api<Refused>(
      "POST",
      "/api/events/import-rounds",
      { commandId: cid(), csv: "1,Ann,Bob,2-0\n2,Ann,Bob,2:0\n", name: "Bad", rules: "mtr" },
      { cookie: olga.cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe("$.csv");
    expect(bad.body.error.message).toMatch(/^Line 2 \(Ann v Bob\), result: "2:0" is not games won-lost-drawn/);
  });

  it("a 3-0 in a best of 3 the other platform scored: imported as recorded with a warning naming the line; entered here it is refused", async () => {
    const olga = await organizer("olga");
    const csv = "round,player 1,player 2,result\n1,Ann,Bob,2-1\n1,Cid,Dee,3-0\n2,Ann,Cid,2-0\n2,Bob,Dee,2-1\n";
    const r = await ok(
      api<CommandAnswer<"import-event"> & { warnings: unknown }>(
        "POST",
        "/api/events/import-rounds",
        { commandId: cid(), csv, name: "Melee Friday", rules: "mtr" },
        { cookie: olga.cookie },
      ),
      201,
    );
    expect(r.warnings).toEqual([
      { line: 3, players: ["Cid", "Dee"], message: "games 3-0 cannot happen in a best of 3: the match ends when a player has won 2" },
    ]);
    expect(r.event.status).toBe("finished");
    // Scored as recorded: Cid won 3 of 5 games (3-0, then 0-2).
    type Rows = { standings: { name: string; gameWin: number }[] };
    const staff = await ok(api<Rows>("GET", `/api/events/${r.event.id}/manage`, undefined, { cookie: olga.cookie }));
    expect(staff.standings.find((x) => x.name === "Cid")!.gameWin).toBe(0.6);
    // The same score as a correction entered here is refused.
    const live = await api<Refused>(
      "PUT",
      `/api/events/${r.event.id}/rounds/1/tables/2/result`,
      { commandId: cid(), result: { games: [3, 0, 0] }, correction: true },
      { cookie: olga.cookie },
    );
    expect([live.status, live.body.error.path]).toEqual([400, "$.result.games"]);
    // Exported and imported again: the rounds keep their record, and the copy arrives finished too.
    const file = await ok(api<{ rounds: { recorded?: string }[] }>("GET", `/api/events/${r.event.id}/export`, undefined, { cookie: olga.cookie }));
    expect(file.rounds.map((x) => x.recorded)).toEqual(["imported", "imported"]);
    const copy = await ok(api<CommandAnswer<"import-event">>("POST", "/api/events/import", { commandId: cid(), file }, { cookie: olga.cookie }), 201);
    expect(copy.event.status).toBe("finished");
    // Another check still refuses the file, naming the line's players.
    const twice = await api<Refused>(
      "POST",
      "/api/events/import-rounds",
      { commandId: cid(), csv: "1,Ann,Bob,2-0\n1,Cid,Ann,2-0\n", name: "Twice", rules: "mtr" },
      { cookie: olga.cookie },
    );
    expect(twice.body.error.message).toBe('Line 2 (Cid v Ann), player 2: "Ann" already plays in round 1 (line 1).');
  });
});
