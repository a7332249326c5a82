// What the event views say about standings while a round is played: after
// the last complete round for everyone, provisional ones for staff, and the
// points each player brought into every round.
import { describe, expect, it } from "vitest";
import { run } from "../test-support/commands.ts";
import { manageView, publicView } from "./views.ts";
import { shownStandings } from "../standings/shown.ts";
import type { PlatformState } from "./state.ts";

function round1(): PlatformState {
  let s = run(
    null,
    { type: "create-event", name: "Club night", gameFormat: "Modern", rules: "club" },
    { role: "organizer", userId: "u1", username: "olga" },
  ).state;
  s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan", "Eve"].map((name) => ({ name })) }).state;
  return run(s, { type: "start-round", round: 1 }).state;
}

function tables(s: PlatformState, round: number) {
  return s.tournament.rounds[round - 1]!.matches.filter((m) => "table" in m) as { table: number; players: string[] }[];
}

function finishRound(s: PlatformState, round: number): PlatformState {
  for (const m of tables(s, round)) s = run(s, { type: "set-result", round, table: m.table, result: { games: [2, 0, 0] } }).state;
  return s;
}

/** A player's points in the staff view's provisional rows (which must be rows) over those in its standings. */
function provisionalGain(s: PlatformState, player: string): number {
  const staff = manageView(s, 1, "owner");
  if (!Array.isArray(staff.provisional)) throw new Error(`provisional rows expected, got ${JSON.stringify(staff.provisional)}`);
  const points = (rows: { player: string; points: number }[]) => rows.find((r) => r.player === player)!.points;
  return points(staff.provisional) - points(staff.standings!);
}

describe("standings in the views during a round", () => {
  it("are the standings after the last complete round, labelled with it; staff also get the provisional ones", () => {
    let s = round1();
    expect(publicView(s, 1).standingsAfter).toBe(0);
    expect(publicView(s, 1).standings!.every((r) => r.points === 0)).toBe(true);
    s = finishRound(s, 1);
    expect(publicView(s, 1).standingsAfter).toBe(1);
    expect(manageView(s, 1, "owner").provisional).toBeNull();
    const after1 = publicView(s, 1).standings;
    const exactAfter1 = manageView(s, 1, "owner").standings;
    s = run(s, { type: "start-round", round: 2 }).state;
    const first = tables(s, 2)[0]!;
    s = run(s, { type: "set-result", round: 2, table: first.table, result: { games: [0, 2, 0] } }).state;
    const pub = publicView(s, 1);
    expect(pub.standingsAfter).toBe(1);
    expect(pub.standings).toEqual(after1);
    const staff = manageView(s, 1, "owner");
    expect(staff.standings).toEqual(exactAfter1);
    // The public rows are the staff view's exact rows as printed (shown.ts).
    expect(shownStandings(staff.standings!)).toEqual(after1);
    const provisional = staff.provisional;
    if (!Array.isArray(provisional)) throw new Error(`provisional rows expected, got ${JSON.stringify(provisional)}`);
    const loser = provisional.find((r) => r.player === first.players[0])!;
    expect(loser.record.losses).toBe(exactAfter1!.find((r) => r.player === first.players[0])!.record.losses + 1);
  });

  it("say the provisional standings are the standings (not the rows again) until the open round counts for someone", () => {
    let s = run(
      null,
      { type: "create-event", name: "Even night", gameFormat: "Modern", rules: "club" },
      { role: "organizer", userId: "u1", username: "olga" },
    ).state;
    s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan"].map((name) => ({ name })) }).state;
    s = finishRound(run(s, { type: "start-round", round: 1 }).state, 1);
    s = run(s, { type: "start-round", round: 2 }).state;
    expect(manageView(s, 1, "owner").provisional).toBe("as-standings");
    const first = tables(s, 2)[0]!;
    s = run(s, { type: "set-result", round: 2, table: first.table, result: { games: [2, 0, 0] } }).state;
    expect(provisionalGain(s, first.players[0]!)).toBe(3);
  });

  it("send the provisional rows as soon as the open round's bye counts, before any result is typed", () => {
    let s = finishRound(round1(), 1);
    s = run(s, { type: "start-round", round: 2 }).state;
    const bye = s.tournament.rounds[1]!.matches.find((m) => !("table" in m))!;
    expect(provisionalGain(s, bye.players[0]!)).toBe(3);
  });

  it("give every Swiss round the points its players brought into it, aligned with the players", () => {
    let s = finishRound(round1(), 1);
    s = run(s, { type: "start-round", round: 2 }).state;
    const v = publicView(s, 1);
    expect(v.pointsBefore![1]).toEqual([0, 0, 0, 0, 0]);
    const after1 = new Map(v.standings!.map((r) => [r.player, r.points]));
    expect(v.pointsBefore![2]).toEqual(v.players.map((p) => after1.get(p.id)));
  });
});

describe("profile links in the views", () => {
  it("link every player of a finished event to a rating profile: the linked one, else the one its rating created", () => {
    let s = run(
      null,
      { type: "create-event", name: "Club night", gameFormat: "Modern", rules: "club", options: { rounds: 1 } },
      { role: "organizer", userId: "u1", username: "olga" },
    ).state;
    s = run(s, { type: "add-players", players: [{ name: "Ann", profile: "ann-profile" }, { name: "Bob" }, { name: "Cat" }, { name: "Dan" }] }).state;
    s = run(s, { type: "start-round", round: 1 }).state;
    s = finishRound(s, 1);
    expect(publicView(s, 1).players.map((p) => p.profile)).toEqual(["ann-profile", undefined, undefined, undefined]);
    s = run(s, { type: "finish" }).state;
    expect(s.status).toBe("finished");
    const id = s.tournament.id;
    expect(publicView(s, 1).players.map((p) => p.profile)).toEqual(["ann-profile", `${id}-p2`, `${id}-p3`, `${id}-p4`]);
  });
});

describe("the cut in the staff view", () => {
  it("names who would advance, seed 1 first: provisional during the Swiss, the engine's seeds once it is over, nothing after the cut", () => {
    let s = run(
      null,
      { type: "create-event", name: "Cut night", gameFormat: "Modern", rules: "club", options: { rounds: 1, cut: 2 } },
      { role: "organizer", userId: "u1", username: "olga" },
    ).state;
    s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan"].map((name) => ({ name })) }).state;
    expect(manageView(s, 1, "owner").cutPreview).toHaveLength(2);
    s = run(s, { type: "start-round", round: 1 }).state;
    s = finishRound(s, 1);
    const winners = tables(s, 1).map((m) => m.players[0]!);
    const preview = manageView(s, 1, "owner").cutPreview!;
    expect([...preview].sort()).toEqual([...winners].sort());
    s = run(s, { type: "start-playoffs" }).state;
    expect(s.tournament.rounds[1]!.seeds).toEqual(preview);
    expect(manageView(s, 1, "owner").cutPreview).toBeNull();
  });
});
