// Standings and pairings as CSV for other tools: the header they expect, the
// numbers as the pages print them, the profile's own tiebreakers after the
// common columns, and every field quoted as RFC 4180 says (names with a
// comma, a quote, Japanese) so a spreadsheet reads back the same names.
import { describe, expect, it } from "vitest";
import { importRoundsCsv } from "../model/rounds-csv.ts";
import type { Tournament } from "../model/types.ts";
import { PRESETS } from "../rules/custom.ts";
import { build, pod } from "../test-support/standings-builders.ts";
import { csvField, csvText } from "./csv-record.ts";
import { pairingsCsv } from "./pairings-csv.ts";
import { percentCell, standingsCsv } from "./standings-csv.ts";

// The hand-worked mtr example (shared/standings/mtr.test.ts) as a rounds file.
const FILE = "1,Ann,Bob,2-1-0,1\n1,Cid,Dee,2-0-0,2\n1,Eve,-,,\n2,Ann,Cid,2-0,1\n2,Eve,Bob,2-1,2\n2,Dee,-,\n3,Ann,Eve,ID\n3,Dee,Bob,2-0-0\n3,Cid,-,\n";

function imported(text: string, rules: "mtr" | "custom" = "mtr"): Tournament {
  const r = importRoundsCsv(text, { id: "x", name: "X", rules, ...(rules === "custom" ? { customRules: PRESETS.buchholz } : {}) });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.tournament;
}

describe("RFC 4180 fields", () => {
  it("a comma, a quote or a line break is quoted, quotes doubled; records end in CRLF", () => {
    expect(csvField("Sato, Ken")).toBe('"Sato, Ken"');
    expect(csvField('Bob "the Builder"')).toBe('"Bob ""the Builder"""');
    expect(csvField("山田 太郎")).toBe("山田 太郎");
    expect(csvField(0.5)).toBe("0.5");
    expect(
      csvText([
        ["a", "b,c"],
        [1, 2],
      ]),
    ).toBe('a,"b,c"\r\n1,2\r\n');
  });
  it("a text a spreadsheet would run as a formula starts with an apostrophe", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@SUM(1,2)")).toBe(`"'@SUM(1,2)"`);
    expect(csvField(-1)).toBe("-1");
  });
  it("percentages as the pages print them", () => {
    expect([percentCell(0.5926), percentCell(1), percentCell(1 / 3), percentCell(0.005)]).toEqual(["59.26%", "100.00%", "33.33%", "0.50%"]);
  });
});

describe("standings as CSV", () => {
  it("mtr: place, name, points, record, OMW%, GW%, OGW%, the hand-worked values as printed", () => {
    expect(standingsCsv(imported(FILE)).split("\r\n")).toEqual([
      "place,name,points,record,OMW%,GW%,OGW%",
      "1,Ann,7,2-0-1,59.26%,50.00%,50.00%",
      "2,Eve,7,2-0-1,55.56%,50.00%,41.67%",
      "3,Cid,6,2-1-0,72.22%,66.67%,58.33%",
      "4,Dee,6,2-1-0,50.00%,66.67%,50.00%",
      "5,Bob,0,0-3-0,74.07%,33.33%,55.56%",
      "",
    ]);
  });

  it("names with a comma, a quote and Japanese read back as the same cells", () => {
    const csv = standingsCsv(imported('1,"Sato, Ken","Bob ""the Builder""",2-0\n1,山田 太郎,-,\n'));
    expect(csv).toBe(
      "place,name,points,record,OMW%,GW%,OGW%\r\n" +
        '1,"Sato, Ken",3,1-0-0,33.33%,100.00%,33.33%\r\n' +
        "2,山田 太郎,3,1-0-0,0.00%,100.00%,0.00%\r\n" +
        '3,"Bob ""the Builder""",0,0-1-0,100.00%,33.33%,100.00%\r\n',
    );
  });

  it("an organizer's Buchholz profile: the common columns (own GW% only), then its own", () => {
    const t = imported("1,Ann,Bob,1-0\n1,Cid,Dee,0-0-1\n1,Eve,-,\n2,Ann,Cid,1-0\n2,Bob,Eve,1-0\n2,Dee,-,\n3,Eve,Ann,1-0\n3,Bob,Dee,1-0\n3,Cid,-,\n", "custom");
    const lines = standingsCsv(t).split("\r\n");
    expect(lines[0]).toBe("place,name,points,record,OMW%,GW%,OGW%,Median Buchholz,Buchholz,H2H,Wins");
    // The worked example of rules/custom.test.ts (Eve's median Buchholz 8), own GW% 50.00%, no OMW% or OGW%.
    expect(lines[1]).toBe("1,Eve,4,2-1-0,,50.00%,,8,8,0,2");
  });

  it("Commander: points are the Commander points, and the tables played follow", () => {
    const t = build({ rules: "commander", players: ["kim", "lea", "max", "ned"], rounds: [[pod(["kim", "lea", "max", "ned"], "kim")]] });
    const lines = standingsCsv(t).split("\r\n");
    expect(lines[0]).toBe("place,name,points,record,OMW%,GW%,OGW%,tables");
    // 1000 + 3 × 70 (R-CMD-1)
    expect(lines[1]).toBe("1,KIM,1210,1-0-0,,,,1");
  });
});

describe("pairings as CSV", () => {
  it("round, table, player 1, player 2, result: games from player 1's side, ID, byes after the tables", () => {
    expect(pairingsCsv(imported(FILE), 3).split("\r\n")).toEqual([
      "round,table,player 1,player 2,result",
      "3,1,Ann,Eve,ID",
      "3,2,Dee,Bob,2-0-0",
      "3,,Cid,,bye",
      "",
    ]);
    expect(pairingsCsv(imported(FILE)).split("\r\n")).toHaveLength(1 + 9 + 1);
  });

  it("names quoted; an open table has no result; a flip and an award name the player", () => {
    const t = imported('1,"Sato, Ken",山田 太郎,2-1\n');
    const open: Tournament = {
      ...t,
      options: { ...t.options, draws: "flip" },
      rounds: [
        { number: 1, matches: [{ table: 1, players: ["p1", "p2"], result: { games: [1, 1, 0], flip: "p2" } }] },
        { number: 2, matches: [{ table: 1, players: ["p2", "p1"] }] },
      ],
    };
    expect(pairingsCsv(open)).toBe(
      'round,table,player 1,player 2,result\r\n1,1,"Sato, Ken",山田 太郎,"1-1-0, flip won by 山田 太郎"\r\n2,1,山田 太郎,"Sato, Ken",\r\n',
    );
    const awarded: Tournament = { ...t, rounds: [{ number: 1, matches: [{ table: 1, players: ["p1", "p2"], result: { awarded: "p1" } }] }] };
    expect(pairingsCsv(awarded)).toContain('1,1,"Sato, Ken",山田 太郎,"awarded to Sato, Ken"');
  });

  it("Commander tables: up to four seats, the winner named", () => {
    const t = build({
      rules: "commander",
      players: ["kim", "lea", "max", "ned", "oz", "pia", "quin"],
      rounds: [[pod(["kim", "lea", "max", "ned"], "kim"), pod(["oz", "pia", "quin"], null)]],
    });
    expect(pairingsCsv(t).split("\r\n")).toEqual([
      "round,table,player 1,player 2,player 3,player 4,result",
      "1,1,KIM,LEA,MAX,NED,won by KIM",
      "1,2,OZ,PIA,QUIN,,no winner",
      "",
    ]);
  });
});
