// The competitive floor in the engine: check-in, publishing a round by hand,
// judge calls, penalties and deck checks, each as a command (so the log, undo
// and replay keep them), each refused with a reason and changing nothing.
import { describe, expect, it } from "vitest";
import { MINUTE, ORGANIZER, OWNER, refused, run } from "../test-support/commands.ts";
import { manageView, playerFloor, publicView } from "./views.ts";
import type { Actor } from "./permissions.ts";
import type { PlatformState } from "./state.ts";
import { validateTournament } from "../model/validate.ts";
import { isOpen } from "../model/matches.ts";
import type { AnswerOf } from "./answers.ts";
import type { CommandType } from "./schema.ts";

/** The answer of a command run here, typed as its command's. */
const answer = <T extends CommandType>(_type: T, applied: { answer: unknown }) => applied.answer as AnswerOf<T>;

const JUDGE: Actor = { role: "judge", userId: "u2", username: "jules" };
const player = (playerId: string): Actor => ({ role: "player", playerId });
const NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];

function event(options: object = {}, names = NAMES, rules = "club"): PlatformState {
  const s = run(null, { type: "create-event", name: "Store Championship", gameFormat: "Modern", rules, options }, ORGANIZER).state;
  return run(s, { type: "add-players", players: names.map((name) => ({ name })) }).state;
}

/** The table and opponent of `id` in the current round. */
function seat(s: PlatformState, id: string): { table: number; opponent: string } {
  const m = s.tournament.rounds.at(-1)!.matches.find((x) => x.players.includes(id))!;
  return { table: (m as { table: number }).table, opponent: m.players.find((p) => p !== id)! };
}

describe("check-in", () => {
  it("is refused where the event does not ask for it", () => {
    expect(refused(() => run(event(), { type: "check-in", playerId: "p1" }, player("p1"))).details?.reason).toBe("check-in-off");
  });

  it("takes a player's own check-in and staff's, never one player's for another; twice changes nothing", () => {
    let s = event({ checkIn: "required" });
    s = run(s, { type: "check-in", playerId: "p1" }, player("p1")).state;
    s = run(s, { type: "check-in", playerId: "p2" }, JUDGE).state;
    const other = refused(() => run(s, { type: "check-in", playerId: "p3" }, player("p1")));
    expect([other.code, other.details?.reason]).toEqual(["forbidden", "check-in-own-only"]);
    const again = run(s, { type: "check-in", playerId: "p1" }, player("p1"));
    expect(again.state).toBe(s);
    expect(again.answer).toEqual({ playerId: "p1", checkedIn: true });
    expect(publicView(s, 1).checkedIn).toEqual(["p1", "p2"]);
    s = run(s, { type: "undo-check-in", playerId: "p2" }, JUDGE).state;
    expect(publicView(s, 2).checkedIn).toEqual(["p1"]);
    expect(refused(() => run(s, { type: "undo-check-in", playerId: "p2" }, JUDGE)).details?.reason).toBe("not-checked-in");
  });

  it("seats only the checked-in players in round 1, drops the others as no-shows, and closes", () => {
    let s = event({ checkIn: "required" });
    for (const id of ["p1", "p2", "p3", "p5", "p8"]) s = run(s, { type: "check-in", playerId: id }, player(id)).state;
    const paired = run(s, { type: "start-round", round: 1 });
    expect(answer("start-round", paired).noShows).toEqual(["p4", "p6", "p7"]);
    s = paired.state;
    const seated = s.tournament.rounds[0]!.matches.flatMap((m) => m.players).sort();
    expect(seated).toEqual(["p1", "p2", "p3", "p5", "p8"]);
    expect(s.tournament.players.filter((p) => p.dropped === 0).map((p) => p.id)).toEqual(["p4", "p6", "p7"]);
    expect(refused(() => run(s, { type: "check-in", playerId: "p4" }, player("p4"))).details?.reason).toBe("check-in-closed");
  });

  it("gives no-shows' places to the waitlist: their players go, a late check-in keeps its place, the newcomers are checked in", () => {
    let s = run(
      null,
      { type: "create-event", name: "Store Championship", gameFormat: "Modern", rules: "club", options: { checkIn: "required" } },
      ORGANIZER,
    ).state;
    const fromDesk = (players: { registration: string; name: string }[], more: object = {}) => run(s, { type: "admit-registrations", players, ...more });
    s = fromDesk([
      { registration: "r1", name: "Ann" },
      { registration: "r2", name: "Bob" },
      { registration: "r3", name: "Cat" },
    ]).state;
    s = run(s, { type: "check-in", playerId: "p1" }, player("p1")).state;
    // r2's player came at the last moment; r3's never did, and r4 was never admitted (checked in one by one at the desk).
    s = run(s, { type: "check-in", playerId: "p2" }, JUDGE).state;
    const replaced = fromDesk([{ registration: "r5", name: "Eve" }], { present: true, replacing: ["r2", "r3", "r4"] });
    expect(answer("admit-registrations", replaced)).toMatchObject({ withdrawn: ["r3", "r4"], removed: ["p3"] });
    s = replaced.state;
    expect(s.tournament.players.map((p) => p.name)).toEqual(["Ann", "Bob", "Eve"]);
    expect(Object.keys(s.codes).sort()).toEqual(s.tournament.players.map((p) => p.id).sort());
    const eve = s.tournament.players.find((p) => p.name === "Eve")!.id;
    expect(s.admitted).toEqual({ r1: "p1", r2: "p2", r5: eve });
    expect(publicView(s, 9).checkedIn).toEqual(["p1", "p2", eve]);
    expect(refused(() => run(event(), { type: "admit-registrations", players: [], replacing: ["r1"] })).details?.reason).toBe("check-in-off");
  });

  it("forgets a removed player's check-in", () => {
    let s = run(event({ checkIn: "required" }), { type: "check-in", playerId: "p2" }, JUDGE).state;
    s = run(s, { type: "remove-player", playerId: "p2" }).state;
    expect(publicView(s, 3).checkedIn).toEqual([]);
  });

  it("seats a no-show who arrives during round 1 as the late arrival, keeping their registration", () => {
    let s = event({ checkIn: "required", lateArrival: "play-bye" }, NAMES.slice(0, 6));
    for (const id of ["p1", "p2", "p3", "p4", "p5"]) s = run(s, { type: "check-in", playerId: id }, JUDGE).state;
    s = run(s, { type: "start-round", round: 1 }).state;
    const bye = s.tournament.rounds[0]!.matches.find((m) => "bye" in m)!.players[0]!;
    const code = s.codes.p6;
    s = run(s, { type: "arrive-late", playerId: "p6", mode: "play-bye" }).state;
    const p6 = s.tournament.players.find((p) => p.id === "p6")!;
    expect([p6.dropped, p6.registered, s.codes.p6]).toEqual([null, 6, code]);
    expect(s.tournament.rounds[0]!.matches.find((m) => m.players.includes("p6"))!.players).toEqual([bye, "p6"]);
    expect(s.checkedIn).toContain("p6");
    expect(refused(() => run(s, { type: "arrive-late", playerId: "p1", mode: "loss" })).details?.reason).toBe("not-a-no-show");
    expect(refused(() => run(s, { type: "arrive-late", playerId: "p6", mode: "loss" }, JUDGE)).code).toBe("forbidden");
  });

  it("leaves round 1 as it was where the event does not ask for check-in", () => {
    const s = run(event(), { type: "start-round", round: 1 });
    expect(answer("start-round", s).noShows).toBeUndefined();
    expect(s.state.tournament.rounds[0]!.matches.flatMap((m) => m.players)).toHaveLength(8);
  });
});

describe("publishing pairings by hand", () => {
  it("keeps a paired round from players until staff publish it; staff see it and may re-pair it", () => {
    let s = run(event({ publishPairings: "manual" }), { type: "start-round", round: 1 }).state;
    expect(s.unpublished).toBe(1);
    const hidden = publicView(s, 1);
    expect(hidden.rounds).toEqual([]);
    expect(hidden.unpublished).toBe(1);
    expect(JSON.stringify(hidden)).not.toMatch(/"table":/);
    expect(manageView(s, 1, "judge").rounds).toHaveLength(1);
    // Players cannot act on it yet; nor does its clock start.
    const { table } = seat(s, "p1");
    expect(refused(() => run(s, { type: "report-result", round: 1, table, result: { games: [2, 0, 0] } }, player("p1"))).details?.reason).toBe(
      "round-unpublished",
    );
    expect(refused(() => run(s, { type: "timer", action: "start" }, JUDGE)).details?.reason).toBe("round-unpublished");
    s = run(s, { type: "repair-round", round: 1 }).state;
    expect(s.unpublished).toBe(1);
    const published = run(s, { type: "publish-round", round: 1 }, JUDGE);
    expect(published.what).toContain("pairings");
    s = published.state;
    expect(s.unpublished).toBeUndefined();
    expect(publicView(s, 2).rounds).toHaveLength(1);
    expect(publicView(s, 2).unpublished).toBeNull();
    expect(refused(() => run(s, { type: "publish-round", round: 1 }, JUDGE)).details?.reason).toBe("round-published");
    expect(refused(() => run(s, { type: "publish-round", round: 2 }, JUDGE)).code).toBe("not_found");
  });

  it("publishes every round at pairing by default, and a waiting round once the event is switched back to it", () => {
    expect(run(event(), { type: "start-round", round: 1 }).state.unpublished).toBeUndefined();
    let s = run(event({ publishPairings: "manual" }), { type: "start-round", round: 1 }).state;
    s = run(s, { type: "edit-event", options: { publishPairings: "auto" } }).state;
    expect(s.unpublished).toBeUndefined();
    expect(publicView(s, 1).rounds).toHaveLength(1);
  });
});

describe("judge calls", () => {
  it("go to staff only: one open call per table, heard, closed, and no second call within a minute", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    const { table, opponent } = seat(s, "p1");
    const called = run(s, { type: "call-judge", round: 1, table }, player("p1"), 1_000_000);
    expect(answer("call-judge", called).call).toEqual({ round: 1, table, at: 1_000_000, status: "open" });
    s = called.state;
    // The opponent's tap answers the same call.
    const twice = run(s, { type: "call-judge", round: 1, table }, player(opponent), 1_005_000);
    expect(twice.state).toBe(s);
    expect(manageView(s, 1, "judge").judgeCalls).toEqual([{ id: "c1", round: 1, table, at: 1_000_000, by: "p1", status: "open" }]);
    expect(JSON.stringify(publicView(s, 1))).not.toMatch(/judgeCalls|"c1"/);
    s = run(s, { type: "answer-judge-call", round: 1, table, status: "heard" }, JUDGE, 1_010_000).state;
    expect(playerFloor(s, opponent).call).toEqual({ round: 1, table, at: 1_000_000, status: "heard" });
    s = run(s, { type: "answer-judge-call", round: 1, table, status: "closed" }, JUDGE, 1_020_000).state;
    expect(manageView(s, 1, "judge").judgeCalls).toEqual([]);
    const soon = refused(() => run(s, { type: "call-judge", round: 1, table }, player("p1"), 1_050_000));
    expect([soon.code, soon.details?.reason, (soon.details?.about as { seconds?: number } | undefined)?.seconds]).toEqual([
      "rate_limited",
      "judge-call-too-soon",
      30,
    ]);
    s = run(s, { type: "call-judge", round: 1, table }, player("p1"), 1_080_000).state;
    expect(manageView(s, 1, "judge").judgeCalls.map((c) => c.id)).toEqual(["c2"]);
  });

  it("are refused from a player of another table, and from staff (they walk over)", () => {
    const s = run(event(), { type: "start-round", round: 1 }).state;
    const { table } = seat(s, "p1");
    const stranger = s.tournament.rounds[0]!.matches.find((m) => !m.players.includes("p1"))!.players[0]!;
    expect(refused(() => run(s, { type: "call-judge", round: 1, table }, player(stranger))).details?.reason).toBe("judge-call-players-only");
    expect(refused(() => run(s, { type: "call-judge", round: 1, table }, JUDGE)).code).toBe("forbidden");
    expect(refused(() => run(s, { type: "answer-judge-call", round: 1, table, status: "heard" }, JUDGE)).code).toBe("not_found");
  });

  it("stop at ten a table a round", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    const { table } = seat(s, "p1");
    let now = 1_000_000;
    for (let i = 0; i < 10; i++) {
      s = run(s, { type: "call-judge", round: 1, table }, player("p1"), now).state;
      s = run(s, { type: "answer-judge-call", round: 1, table, status: "closed" }, JUDGE, now).state;
      now += 2 * MINUTE;
    }
    expect(refused(() => run(s, { type: "call-judge", round: 1, table }, player("p1"), now)).details?.reason).toBe("judge-calls-limit");
  });
});

describe("penalties", () => {
  it("a game loss is a game won by the opponent: the result must count it", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    const { table, opponent } = seat(s, "p1");
    s = run(
      s,
      { type: "give-penalty", player: "p1", round: 1, infraction: "decklist-problem", penalty: "game-loss", note: "Sideboard 14 cards" },
      JUDGE,
      7,
    ).state;
    const [first] = s.tournament.rounds[0]!.matches.find((m) => m.players.includes("p1"))!.players;
    const p1Wins = first === "p1" ? [2, 0, 0] : [0, 2, 0];
    const e = refused(() => run(s, { type: "set-result", round: 1, table, result: { games: p1Wins } }, JUDGE));
    expect([e.code, e.path]).toEqual(["invalid_input", "$.result.games"]);
    expect(e.message).toMatch(/game loss \(a penalty\) is a game won by/);
    const p1WinsTwoOne = first === "p1" ? [2, 1, 0] : [1, 2, 0];
    s = run(s, { type: "set-result", round: 1, table, result: { games: p1WinsTwoOne } }, JUDGE).state;
    expect(s.tournament.penalties).toEqual([
      { id: "k1", player: "p1", round: 1, infraction: "decklist-problem", penalty: "game-loss", note: "Sideboard 14 cards", at: 7, by: "jules" },
    ]);
    expect(opponent).not.toBe("p1");
  });

  it("a match loss gives the match to the opponent at once; a disqualification also drops the player", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    const a = seat(s, "p1");
    s = run(s, { type: "give-penalty", player: "p1", round: 1, infraction: "tardiness", penalty: "match-loss" }, JUDGE).state;
    const m1 = s.tournament.rounds[0]!.matches.find((m) => m.players.includes("p1"))!;
    expect("result" in m1 && m1.result).toEqual({ awarded: a.opponent });
    const b = seat(s, "p3");
    const wrong = refused(() => run(s, { type: "set-result", round: 1, table: a.table, result: { games: [2, 0, 0] } }, JUDGE));
    expect(wrong.path).toBe("$.result");
    s = run(s, { type: "give-penalty", player: "p3", round: 1, infraction: "cheating", penalty: "disqualification", note: "Marked sleeves" }, OWNER).state;
    const m3 = s.tournament.rounds[0]!.matches.find((m) => m.players.includes("p3"))!;
    expect("result" in m3 && m3.result).toEqual({ awarded: b.opponent });
    expect(s.tournament.players.find((p) => p.id === "p3")!.dropped).toBe(1);
    // The export keeps them and is a valid topcut/1 file.
    expect(validateTournament(s.tournament).ok).toBe(true);
  });

  it("are refused for a match that is over, and an 'other' infraction needs its name", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    const { table } = seat(s, "p1");
    s = run(s, { type: "set-result", round: 1, table, result: { games: [2, 0, 0] } }, JUDGE).state;
    const over = refused(() => run(s, { type: "give-penalty", player: "p1", round: 1, infraction: "slow-play", penalty: "game-loss" }, JUDGE));
    expect([over.details?.reason, over.path]).toEqual(["penalty-no-open-match", "$.round"]);
    expect(refused(() => run(s, { type: "give-penalty", player: "p1", round: 1, infraction: "other", penalty: "warning" }, JUDGE)).path).toBe(
      "$.infractionText",
    );
    expect(
      refused(() => run(s, { type: "give-penalty", player: "p1", round: 1, infraction: "slow-play", infractionText: "x", penalty: "warning" }, JUDGE)).path,
    ).toBe("$.infractionText");
    expect(refused(() => run(s, { type: "give-penalty", player: "p1", round: 2, infraction: "slow-play", penalty: "warning" }, JUDGE)).code).toBe("not_found");
    expect(refused(() => run(s, { type: "give-penalty", player: "p1", round: 1, infraction: "slow-play", penalty: "warning" }, player("p2"))).code).toBe(
      "forbidden",
    );
    // A warning after the match is only recorded.
    const warned = run(s, { type: "give-penalty", player: "p1", round: 1, infraction: "slow-play", penalty: "warning", note: "private" }, JUDGE);
    expect(warned.what).toEqual(["floor"]);
  });

  it("reach the player without the judge's note, and never the public view", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    s = run(
      s,
      { type: "give-penalty", player: "p1", round: 1, infraction: "other", infractionText: "Phone at the table", penalty: "warning", note: "Secret note" },
      JUDGE,
      9,
    ).state;
    expect(playerFloor(s, "p1").penalties).toEqual([
      { id: "k1", player: "p1", round: 1, infraction: "other", infractionText: "Phone at the table", penalty: "warning", at: 9 },
    ]);
    expect(playerFloor(s, "p2").penalties).toEqual([]);
    expect(JSON.stringify(publicView(s, 1))).not.toMatch(/Secret note|Phone at the table|penalt/);
    expect(manageView(s, 1, "judge").penalties[0]!.note).toBe("Secret note");
  });

  it("at a Commander table: the penalized player cannot win it", () => {
    let s = event({}, NAMES, "commander");
    s = run(s, { type: "start-round", round: 1 }).state;
    const pod = s.tournament.rounds[0]!.matches.find((m) => m.players.includes("p1")) as { table: number; players: string[] };
    s = run(s, { type: "give-penalty", player: "p1", round: 1, infraction: "slow-play", penalty: "match-loss" }, JUDGE).state;
    expect(refused(() => run(s, { type: "set-result", round: 1, table: pod.table, result: { winner: "p1" } }, JUDGE)).path).toBe("$.result.winner");
    const other = pod.players.find((p) => p !== "p1")!;
    expect(run(s, { type: "set-result", round: 1, table: pod.table, result: { winner: other } }, JUDGE).state.tournament.rounds[0]).toBeDefined();
  });
});

describe("deck checks", () => {
  it("draw open tables by a recorded seed, never a checked player again unless asked, and give time back", () => {
    let s = run(event(), { type: "start-round", round: 1 }).state;
    const drawn = run(s, { type: "draw-deck-checks", round: 1, count: 2, seed: "floor" }, JUDGE, 50);
    const tables = answer("draw-deck-checks", drawn).checks.map((c) => c.table);
    expect(tables).toHaveLength(2);
    expect(new Set(tables).size).toBe(2);
    // The same seed draws the same tables.
    expect(answer("draw-deck-checks", run(s, { type: "draw-deck-checks", round: 1, count: 2, seed: "floor" }, JUDGE)).checks.map((c) => c.table)).toEqual(
      tables,
    );
    expect(answer("draw-deck-checks", drawn).checks[0]).toMatchObject({ round: 1, seed: "floor", status: "checking", at: 50 });
    s = drawn.state;
    const left = refused(() => run(s, { type: "draw-deck-checks", round: 1, count: 3 }, JUDGE));
    expect([left.details?.reason, (left.details?.about as { available?: number } | undefined)?.available]).toEqual(["too-few-tables", 2]);
    s = run(s, { type: "end-deck-check", round: 1, table: tables[0]!, minutes: 7 }, JUDGE, 60).state;
    expect(s.timer.extensions[String(tables[0])]).toBe(7);
    expect(manageView(s, 1, "judge").deckChecks.find((c) => c.table === tables[0])).toMatchObject({ status: "done", extension: 7, endedAt: 60 });
    expect(refused(() => run(s, { type: "end-deck-check", round: 1, table: tables[0]!, minutes: 7 }, JUDGE)).code).toBe("not_found");
    // Round 2: the four checked players are not drawn again unless staff ask for repeats.
    for (const m of s.tournament.rounds[0]!.matches)
      if ("table" in m && isOpen(m)) s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: [2, 0, 0] } }).state;
    s = run(s, { type: "start-round", round: 2 }).state;
    const checked = new Set(answer("draw-deck-checks", drawn).checks.flatMap((c) => c.players));
    const next = answer("draw-deck-checks", run(s, { type: "draw-deck-checks", round: 2, count: 1, seed: "two" }, JUDGE)).checks[0]!;
    expect(next.players.some((p) => checked.has(p))).toBe(false);
    expect(answer("draw-deck-checks", run(s, { type: "draw-deck-checks", round: 2, count: 4, repeats: true }, JUDGE)).checks).toHaveLength(4);
    expect(JSON.stringify(publicView(s, 1))).not.toMatch(/deckChecks/);
    expect(refused(() => run(s, { type: "draw-deck-checks", round: 2, count: 1 }, player("p1"))).code).toBe("forbidden");
  });
});
