// Under hidden standings (R-CMD-2: points and
// results stay secret until the Swiss rounds end) a
// player sees that their table's result is in, not what it is; staff see the
// points.
import { describe, expect, it } from "vitest";
import { run } from "../test-support/commands.ts";
import { manageView, playerPage, publicView } from "./views.ts";
import type { PlatformState } from "./state.ts";

const ORG = { role: "organizer", userId: "u1", username: "olga" } as const;

function commanderRound1(): PlatformState {
  let s = run(null, { type: "create-event", name: "EDH", gameFormat: "Commander", rules: "commander" }, ORG).state;
  s = run(s, { type: "add-players", players: ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"].map((name) => ({ name })) }).state;
  return run(s, { type: "start-round", round: 1 }).state;
}

describe("hidden standings: a result is in, hidden", () => {
  it("the public view marks the table whose result is entered, without the result", () => {
    let s = commanderRound1();
    const [first, second] = s.tournament.rounds[0]!.matches as { table: number; players: string[] }[];
    s = run(s, { type: "set-result", round: 1, table: first!.table, result: { winner: first!.players[1]! } }).state;
    const pub = publicView(s, 1);
    const [a, b] = pub.rounds[0]!.matches;
    expect(a).not.toHaveProperty("result");
    expect(a).toHaveProperty("resultIn", true);
    expect(b).not.toHaveProperty("resultIn");
    const mine = playerPage(pub, first!.players[0]!)!.matches[0]!;
    expect(mine).toMatchObject({ result: null, resultIn: true });
    const other = playerPage(pub, second!.players[0]!)!.matches[0]!;
    expect(other).toMatchObject({ result: null, resultIn: false });
    // The winner's name is nowhere in the public view's rounds.
    expect(JSON.stringify(pub.rounds)).not.toContain('"winner"');
  });

  it("staff read the points while players do not (item 8)", () => {
    let s = commanderRound1();
    for (const m of s.tournament.rounds[0]!.matches as { table: number; players: string[] }[]) {
      s = run(s, { type: "set-result", round: 1, table: m.table, result: { winner: m.players[0]! } }).state;
    }
    expect(publicView(s, 1).standings).toBeNull();
    const staff = manageView(s, 1, "judge");
    expect(staff.standings).not.toBeNull();
    // R-CMD-1: each loser pays 7% of 1000 (70); a 4-player table's winner takes 3 x 70.
    const best = staff.standings![0]!;
    expect(best.points).toBe(1210);
    expect(staff.rounds[0]!.matches.every((m) => "result" in m)).toBe(true);
  });
});
