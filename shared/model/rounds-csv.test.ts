// Importing a rounds file from another platform: the mtr worked
// example of shared/standings/mtr.test.ts written as the file another platform
// would export, read back and scored under a chosen profile; drops inferred
// and editable; every problem names its line and field.
import { describe, expect, it } from "vitest";
import { computeStandings } from "../standings/index.ts";
import { ratedEventFrom } from "../ratings/event.ts";
import { PRESETS } from "../rules/custom.ts";
import { importRoundsCsv, problemText, warningText, type RoundsImportOptions } from "./rounds-csv.ts";

const FILE = `round,player 1,player 2,result,table
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
const mtr: RoundsImportOptions = { id: "imported", name: "Friday", rules: "mtr" };

function ok(text: string, opts: RoundsImportOptions = mtr) {
  const r = importRoundsCsv(text, opts);
  if (!r.ok) throw new Error(r.problems.map(problemText).join("\n"));
  return r;
}

describe("a rounds file as a topcut/1 event", () => {
  it("players by first appearance, rounds with byes and intentional draws, tables kept or numbered", () => {
    const { tournament: t } = ok(FILE);
    expect(t.players.map((p) => [p.id, p.name, p.registered, p.dropped])).toEqual([
      ["p1", "Ann", 1, null],
      ["p2", "Bob", 2, null],
      ["p3", "Cid", 3, null],
      ["p4", "Dee", 4, null],
      ["p5", "Eve", 5, null],
    ]);
    expect(t.options).toEqual({ draws: "allowed", bestOf: 3, rounds: 3, cut: 0 });
    expect(t.rounds[2]!.matches).toEqual([
      { table: 1, players: ["p1", "p5"], result: { intentionalDraw: true } },
      { table: 2, players: ["p4", "p2"], result: { games: [2, 0, 0] } },
      { players: ["p3"], bye: true },
    ]);
  });

  it("standings under mtr are the hand-worked values of mtr.test.ts, to six decimals and in order", () => {
    const s = computeStandings(ok(FILE).tournament);
    expect(s.map((r) => [r.place, r.name, r.points, r.tiebreakers.omw!.toFixed(6), r.tiebreakers.gw!.toFixed(6), r.tiebreakers.ogw!.toFixed(6)])).toEqual([
      [1, "Ann", 7, "0.592593", "0.500000", "0.500000"],
      [2, "Eve", 7, "0.555556", "0.500000", "0.416667"],
      [3, "Cid", 6, "0.722222", "0.666667", "0.583333"],
      [4, "Dee", 6, "0.500000", "0.666667", "0.500000"],
      [5, "Bob", 0, "0.740741", "0.333333", "0.555556"],
    ]);
  });

  it("the same file under another profile: dci-2009's 0.33 floor gives Dee's OGW% 0.498333, not 0.5", () => {
    const s = computeStandings(ok(FILE, { ...mtr, rules: "dci-2009" }).tournament);
    // (2/3 + 0.33) / 2; Bob's GW% 1/4 is no longer floored in his own percentages
    expect(s.find((r) => r.name === "Dee")!.tiebreakers.ogw!.toFixed(6)).toBe("0.498333");
  });

  it("under an organizer's profile (best of one): its best-of and points", () => {
    const file = "1,Ann,Bob,1-0\n1,Cid,Dee,0-0-1\n1,Eve,-,\n2,Ann,Cid,1-0\n2,Bob,Eve,1-0\n2,Dee,-,\n3,Eve,Ann,1-0\n3,Bob,Dee,1-0\n3,Cid,-,\n";
    const { tournament: t } = ok(file, { ...mtr, rules: "custom", customRules: PRESETS.buchholz });
    expect(t.options.bestOf).toBe(1);
    // the worked example of rules/custom.test.ts: Eve, Ann, Bob, then Cid and Dee sharing 4th
    expect(computeStandings(t).map((r) => [r.place, r.name, r.points])).toEqual([
      [1, "Eve", 4],
      [2, "Ann", 4],
      [3, "Bob", 4],
      [4, "Cid", 3],
      [4, "Dee", 3],
    ]);
  });

  it("a finished import counts for ratings", () => {
    const r = ratedEventFrom(ok(FILE).tournament, { finishedAt: "2026-11-27", public: true });
    expect(r.ok).toBe(true);
    if (r.ok) expect([r.value.system, r.value.matches.filter((m) => m.kind === "pair").length]).toEqual(["dci-2009", 6]);
  });
});

describe("drops", () => {
  const file = "1,Ann,Bob,2-0\n1,Cid,Dee,2-1\n2,Ann,Cid,2-0\n2,Dee,-,\n";
  it("who stops appearing dropped after their last round", () => {
    const r = ok(file);
    expect(r.inferredDrops).toEqual({ Bob: 1 });
    expect(r.tournament.players.find((p) => p.name === "Bob")!.dropped).toBe(1);
  });
  it("the organizer can say otherwise (not dropped, or dropped elsewhere)", () => {
    const r = ok(file, { ...mtr, drops: { Bob: null, Dee: 2 } });
    expect(r.tournament.players.map((p) => [p.name, p.dropped])).toEqual([
      ["Ann", null],
      ["Bob", null],
      ["Cid", null],
      ["Dee", 2],
    ]);
  });
  it("a drop for someone not in the file, or before a round they played, is refused", () => {
    const r = importRoundsCsv(file, { ...mtr, drops: { Zed: 1 } });
    expect(r.ok ? [] : r.problems).toEqual([{ line: null, field: "drops", message: '"Zed" plays in no round of the file' }]);
    const early = importRoundsCsv(file, { ...mtr, drops: { Ann: 1 } });
    expect(early.ok ? [] : early.problems.map(problemText)).toEqual([
      'line 3 (Ann v Cid), drops: "Ann" plays in round 2, so cannot have dropped after round 1',
    ]);
  });
});

describe("every problem names its line and field", () => {
  const problems = (text: string, opts: RoundsImportOptions = mtr) => {
    const r = importRoundsCsv(text, opts);
    return r.ok ? [] : r.problems.map(problemText);
  };
  it("malformed fields", () => {
    expect(problems("round,p1,p2,result\n1,Ann,Bob,2:1\n")).toEqual([
      `line 2 (Ann v Bob), result: "2:1" is not games won-lost-drawn from player 1's side (such as 2-1-0 or 2-1), nor ID for an intentional draw`,
    ]);
    expect(problems("1,Ann,Bob\n")).toEqual(["line 1 (Ann v Bob), file: expected 4 or 5 fields (round, player 1, player 2, result, optional table), got 3"]);
    expect(problems("1,Ann,Bob,2-0\nx,Cid,Dee,2-0\n")).toEqual([`line 2 (Cid v Dee), round: "x" is not a round number (1, 2, 3, ...)`]);
    expect(problems("1,Ann,Bob,\n")).toEqual(["line 1 (Ann v Bob), result: a match needs its result (games won-lost-drawn, or ID); only a bye has none"]);
    expect(problems("1,Ann,Ann,2-0\n")).toEqual([`line 1 (Ann v Ann), player 2: "Ann" cannot play against themselves`]);
    expect(problems("1,Ann,Bob,2-0,zero\n")).toEqual([`line 1 (Ann v Bob), table: "zero" is not a table number (1 or more)`]);
    expect(problems('1,"Ann\u202e",Bob,2-0\n')).toEqual([
      // the refused name is not echoed back; the other one is
      "line 1 (Bob), player 1: a name cannot hold bidirectional control characters (overrides, isolates, direction marks)",
    ]);
  });
  it("the same player twice in a round, a table twice, a missing round", () => {
    expect(problems("1,Ann,Bob,2-0,1\n1,Cid,Ann,2-0,1\n")).toEqual([
      `line 2 (Cid v Ann), player 2: "Ann" already plays in round 1 (line 1)`,
      "line 2 (Cid v Ann), table: table 1 is already used in round 1 (line 1)",
    ]);
    expect(problems("1,Ann,Bob,2-0\n3,Ann,Bob,2-0\n")).toEqual(["round: round 2 has no matches (the file goes up to round 3)"]);
  });
  it("a score the match length cannot have, accepted and scored by the other platform: a warning on its line, imported as recorded", () => {
    const r = ok("1,Ann,Bob,2-0\n1,Cid,Dee,3-0\n");
    expect(r.warnings).toEqual([
      { line: 2, players: ["Cid", "Dee"], message: "games 3-0 cannot happen in a best of 3: the match ends when a player has won 2" },
    ]);
    expect(warningText(r.warnings[0]!)).toBe(
      "line 2 (Cid v Dee): games 3-0 cannot happen in a best of 3: the match ends when a player has won 2; imported as recorded",
    );
    expect(r.tournament.rounds[0]).toMatchObject({ recorded: "imported", matches: [{}, { result: { games: [3, 0, 0] } }] });
    // Cid's 3 games won count: 3-0 and nothing else, 100%; Dee's 0 of 3 floored at one third (mtr)
    const s = computeStandings(r.tournament);
    expect(s.map((x) => [x.name, x.gameWin!.toFixed(6)])).toEqual([
      ["Ann", "1.000000"],
      ["Cid", "1.000000"],
      ["Bob", "0.333333"],
      ["Dee", "0.333333"],
    ]);
    expect(ok(FILE).warnings).toEqual([]);
  });
  it("other checks still refuse, naming the line's players: a drawn score with draws settled by a flip", () => {
    expect(problems("1,Ann,Bob,1-1\n", { ...mtr, draws: "flip" })).toEqual([
      "line 1 (Ann v Bob), result: this event settles draws with a flip: a drawn game score (1-1) needs the flip's winner",
    ]);
  });
  it("an empty file", () => {
    expect(problems("\n\n")).toEqual(["file: no matches: one line per match, round, player 1, player 2, result[, table]"]);
  });
});
