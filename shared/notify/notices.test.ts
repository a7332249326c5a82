// What a player's phone is told, read off the state before and after a
// command, and worded in English and Japanese.
import { describe, expect, it } from "vitest";
import { ORGANIZER, run } from "../test-support/commands.ts";
import type { PlatformState } from "../commands/state.ts";
import { playerNotices } from "./notices.ts";
import { pushNote } from "./words.ts";

const NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"];
function event(options: object = {}, names = NAMES, rules = "club"): PlatformState {
  const s = run(null, { type: "create-event", name: "Spring Open", gameFormat: "Modern", rules, options }, ORGANIZER).state;
  return run(s, { type: "add-players", players: names.map((name) => ({ name })) }).state;
}
const EV = { id: "abcdefghijkl", name: "Spring Open" };

describe("push notices", () => {
  it("tell every player their table, opponent and points once a round is public, and a bye its bye", () => {
    let s = event();
    const r1 = run(s, { type: "start-round", round: 1 });
    const notices = playerNotices(s, r1.state);
    expect(notices).toHaveLength(5);
    s = r1.state;
    const bye = s.tournament.rounds[0]!.matches.find((m) => "bye" in m)!.players[0]!;
    expect(pushNote(notices.find((n) => n.player === bye)!.notice, "en", EV, bye).body).toBe("Round 1 - bye");
    for (const m of s.tournament.rounds[0]!.matches)
      if ("table" in m) s = run(s, { type: "set-result", round: 1, table: m.table, result: { games: [2, 0, 0] } }).state;
    const r2 = run(s, { type: "start-round", round: 2 });
    const m = r2.state.tournament.rounds[1]!.matches.find((x) => "table" in x && x.players.length === 2) as { table: number; players: [string, string] };
    const [a, b] = m.players;
    const pts = (id: string) => {
      const r = r2.state.tournament.rounds[0]!.matches.find((x) => x.players.includes(id))!;
      return "bye" in r || ("result" in r && r.result && "games" in r.result && r.players[0] === id) ? 3 : 0;
    };
    const bName = r2.state.tournament.players.find((p) => p.id === b)!.name;
    const note = pushNote(playerNotices(s, r2.state).find((n) => n.player === a)!.notice, "en", EV, a);
    expect(note).toEqual({
      title: "Spring Open",
      body: `Round 2 - table ${m.table} vs ${bName} (${pts(b)} pts)`,
      url: `/e/abcdefghijkl/p/${a}?round=2`,
      tag: "abcdefghijkl:round:2",
    });
    expect(pushNote(playerNotices(s, r2.state).find((n) => n.player === a)!.notice, "ja", EV, a).body).toBe(`第2回戦 ${m.table}卓 対 ${bName}（${pts(b)}点）`);
    // Nothing new public: no notices (a result entered).
    const t = r2.state.tournament.rounds[1]!.matches.find((x) => "table" in x)! as { table: number };
    expect(playerNotices(r2.state, run(r2.state, { type: "set-result", round: 2, table: t.table, result: { games: [2, 1, 0] } }).state)).toEqual([]);
  });

  it("wait for publishing where staff publish by hand", () => {
    const s = event({ publishPairings: "manual" });
    const paired = run(s, { type: "start-round", round: 1 }).state;
    expect(playerNotices(s, paired)).toEqual([]);
    const repaired = run(paired, { type: "repair-round", round: 1 }).state;
    expect(playerNotices(paired, repaired)).toEqual([]);
    const published = run(repaired, { type: "publish-round", round: 1 }).state;
    expect(playerNotices(repaired, published)).toHaveLength(5);
  });

  it("tell the opponent a result waits for their confirmation, and everyone their final place", () => {
    let s = run(event({}, NAMES.slice(0, 4)), { type: "start-round", round: 1 }).state;
    const m = s.tournament.rounds[0]!.matches[0] as { table: number; players: [string, string] };
    const reported = run(
      s,
      { type: "report-result", round: 1, table: m.table, result: { games: [2, 0, 0] } },
      { role: "player", playerId: m.players[0] },
    ).state;
    const told = playerNotices(s, reported);
    const by = s.tournament.players.find((p) => p.id === m.players[0])!.name;
    expect(told).toEqual([{ player: m.players[1], notice: { kind: "confirm", round: 1, table: m.table, by } }]);
    expect(pushNote(told[0]!.notice, "en", EV, m.players[1]).body).toBe(`Round 1 - table ${m.table}: ${by} reported the result. Confirm it with your code.`);
    s = reported;
    for (const x of s.tournament.rounds[0]!.matches)
      if ("table" in x) s = run(s, { type: "set-result", round: 1, table: x.table, result: { games: [2, 0, 0] } }).state;
    for (const r of [2, 3]) {
      s = run(s, { type: "start-round", round: r }).state;
      for (const x of s.tournament.rounds[r - 1]!.matches)
        if ("table" in x) s = run(s, { type: "set-result", round: r, table: x.table, result: { games: [2, 0, 0] } }).state;
    }
    const done = run(s, { type: "finish" }).state;
    const finals = playerNotices(s, done);
    expect(finals).toHaveLength(4);
    const first = finals.find((n) => n.notice.kind === "final" && n.notice.place === 1)!;
    expect(pushNote(first.notice, "en", EV, first.player)).toMatchObject({
      body: "Final standings: you placed 1st of 4.",
      url: `/e/abcdefghijkl/p/${first.player}`,
    });
    expect(pushNote({ kind: "final", place: 12, of: 40 }, "en", EV, "p1").body).toBe("Final standings: you placed 12th of 40.");
    expect(pushNote({ kind: "final", place: 22, of: 40 }, "en", EV, "p1").body).toBe("Final standings: you placed 22nd of 40.");
    expect(pushNote({ kind: "final", place: 3, of: 24 }, "ja", EV, "p1").body).toBe("最終順位：24人中3位でした。");
  });

  it("give a Commander table's seat and the others without points (hidden standings)", () => {
    const s = event({}, ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"], "commander");
    const paired = run(s, { type: "start-round", round: 1 }).state;
    const table = paired.tournament.rounds[0]!.matches[0] as { table: number; players: string[] };
    const second = table.players[1]!;
    const names = (ids: string[]) => ids.map((id) => paired.tournament.players.find((p) => p.id === id)!.name);
    const note = playerNotices(s, paired).find((n) => n.player === second)!.notice;
    expect(pushNote(note, "en", EV, second).body).toBe(
      `Round 1 - table ${table.table}, seat B, with ${names(table.players.filter((p) => p !== second)).join(", ")}`,
    );
  });

  it("tell only the players whose seat changed when a public round changes", () => {
    let s = event({ lateArrival: "play-bye" });
    s = run(s, { type: "start-round", round: 1 }).state;
    const bye = s.tournament.rounds[0]!.matches.find((m) => "bye" in m)!.players[0]!;
    const late = run(s, { type: "late-entry", name: "Zed", mode: "play-bye" }).state;
    const told = playerNotices(s, late);
    expect(told.map((n) => n.player).sort()).toEqual([bye, late.tournament.players.at(-1)!.id].sort());
    expect(pushNote(told[0]!.notice, "en", EV, told[0]!.player).body).toMatch(/^Changed: Round 1 - table \d+ vs /);
  });
});
