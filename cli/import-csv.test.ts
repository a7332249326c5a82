// `topcut import-csv` as a real process: a rounds file becomes a
// topcut/1 event that `topcut standings` scores under the chosen profile,
// an organizer's profile included; problems name the line and field.
import { describe, expect, it } from "vitest";
import { PRESETS } from "../shared/rules/custom.ts";
import { scratch, topcut } from "./testkit.ts";

const { file } = scratch("topcut-import-");

// The hand-worked mtr example (shared/standings/mtr.test.ts) as another platform exports it.
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

describe("topcut import-csv", { timeout: 60_000 }, () => {
  it("writes a topcut/1 event; topcut standings scores it under mtr to the hand-worked six decimals", () => {
    const r = topcut("import-csv", file("friday.csv", ROUNDS), "--rules", "mtr", "--id", "friday", "--name", "Friday Modern");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const event = JSON.parse(r.stdout);
    expect([event.format, event.id, event.name, event.rules, event.players.length, event.rounds.length]).toEqual([
      "topcut/1",
      "friday",
      "Friday Modern",
      "mtr",
      5,
      3,
    ]);
    const s = topcut("standings", file("friday.json", event));
    expect(s.code).toBe(0);
    const rows = JSON.parse(s.stdout).standings as { name: string; place: number; tiebreakers: Record<string, number> }[];
    expect(rows.map((x) => [x.place, x.name, x.tiebreakers.omw!.toFixed(6)])).toEqual([
      [1, "Ann", "0.592593"],
      [2, "Eve", "0.555556"],
      [3, "Cid", "0.722222"],
      [4, "Dee", "0.500000"],
      [5, "Bob", "0.740741"],
    ]);
  });

  it("an organizer's profile from a file travels in the event, so topcut standings computes the same", () => {
    const rules = file("buchholz.json", PRESETS.buchholz);
    const oneGame = "1,Ann,Bob,1-0\n1,Cid,Dee,0-0-1\n1,Eve,-,\n2,Ann,Cid,1-0\n2,Bob,Eve,1-0\n2,Dee,-,\n3,Eve,Ann,1-0\n3,Bob,Dee,1-0\n3,Cid,-,\n";
    const r = topcut("import-csv", file("club.csv", oneGame), "--rules", "custom", "--custom", rules);
    expect(r.stderr).toBe("");
    const event = JSON.parse(r.stdout);
    expect(event.customRules).toEqual(PRESETS.buchholz);
    const s = topcut("standings", file("club.json", event));
    const rows = JSON.parse(s.stdout).standings as { name: string; place: number; tiebreakers: Record<string, number> }[];
    expect(rows.map((x) => [x.place, x.name, x.tiebreakers["buchholz-median"]])).toEqual([
      [1, "Eve", 8],
      [2, "Ann", 4],
      [3, "Bob", 4],
      [4, "Cid", 7],
      [4, "Dee", 7],
    ]);
  });

  it("drops are inferred and editable with --no-drop / --drop", () => {
    const path = file("drops.csv", "1,Ann,Bob,2-0\n1,Cid,Dee,2-1\n2,Ann,Cid,2-0\n2,Dee,-,\n");
    const inferred = JSON.parse(topcut("import-csv", path, "--rules", "club").stdout);
    expect(inferred.players.map((p: { name: string; dropped: number | null }) => [p.name, p.dropped])).toEqual([
      ["Ann", null],
      ["Bob", 1],
      ["Cid", null],
      ["Dee", null],
    ]);
    const edited = JSON.parse(topcut("import-csv", path, "--rules", "club", "--no-drop", "Bob", "--drop", "Dee=2").stdout);
    expect(edited.players.map((p: { dropped: number | null }) => p.dropped)).toEqual([null, null, null, 2]);
  });

  it("a 3-0 in a best of 3, accepted and scored by the other platform: imported as recorded, a warning naming the line and its players", () => {
    const csv = file("melee.csv", "round,player 1,player 2,result\n1,Ann,Bob,2-1\n1,Cid,Dee,3-0\n2,Ann,Cid,2-0\n2,Bob,Dee,2-1\n");
    const r = topcut("import-csv", csv, "--rules", "mtr");
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      `topcut import-csv: ${csv}, recorded on another platform:\n` +
        "  line 3 (Cid v Dee): games 3-0 cannot happen in a best of 3: the match ends when a player has won 2; imported as recorded\n",
    );
    const event = JSON.parse(r.stdout);
    expect(event.rounds.map((x: { recorded?: string }) => x.recorded)).toEqual(["imported", "imported"]);
    const path = file("melee.json", event);
    expect(topcut("validate", path).code).toBe(0);
    // Scored as recorded: Cid won 3 of 5 games (3-0, then 0-2), 60%, not the 2 of 4 of an edited 2-0.
    const rows = JSON.parse(topcut("standings", path).stdout).standings as { name: string; gameWin: number }[];
    expect(rows.find((x) => x.name === "Cid")!.gameWin).toBe(0.6);
  });

  it("the same file without the other platform's mark is refused at the match (a score entered as a topcut/1 file)", () => {
    const event = JSON.parse(topcut("import-csv", file("melee2.csv", "1,Ann,Bob,2-1\n1,Cid,Dee,3-0\n"), "--rules", "mtr").stdout);
    for (const round of event.rounds) delete round.recorded;
    const r = topcut("validate", file("unmarked.json", event));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("$.rounds[0].matches[1].result.games: games 3-0 cannot happen in a best of 3");
  });

  it("a bad line: exit 2, nothing on stdout, the line and field on stderr", () => {
    const r = topcut("import-csv", file("bad.csv", "1,Ann,Bob,2-0\n2,Ann,Bob,two-nil\n"), "--rules", "mtr");
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`line 2 (Ann v Bob), result: "two-nil" is not games won-lost-drawn`);
    const noRules = topcut("import-csv", file("ok.csv", "1,Ann,Bob,2-0\n"));
    expect(noRules.code).toBe(2);
    expect(noRules.stderr).toContain("--rules is needed");
  });
});
