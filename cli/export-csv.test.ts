// `topcut standings-csv` and `topcut pairings-csv` as real processes: an
// event's standings and pairings as CSV other tools read, names quoted.
import { describe, expect, it } from "vitest";
import { scratch, topcut } from "./testkit.ts";

const { file } = scratch("topcut-export-");

// The hand-worked mtr example, with a name holding a comma and a quote, and a Japanese one.
const ROUNDS = `1,Ann,"Bob ""B"" Baker",2-1-0,1
1,"Sato, Ken",山田 太郎,2-0-0,2
1,Eve,-,,
2,Ann,"Sato, Ken",2-0,1
2,Eve,"Bob ""B"" Baker",2-1,2
2,山田 太郎,-,
3,Ann,Eve,ID
3,山田 太郎,"Bob ""B"" Baker",2-0-0
3,"Sato, Ken",-,
`;

function event(): string {
  const r = topcut("import-csv", file("friday.csv", ROUNDS), "--rules", "mtr");
  expect(r.code).toBe(0);
  return file("friday.json", r.stdout);
}

describe("topcut standings-csv and pairings-csv", { timeout: 60_000 }, () => {
  it("standings-csv: the header other tools expect and the hand-worked values as the pages print them", () => {
    const r = topcut("standings-csv", event());
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toBe(
      "place,name,points,record,OMW%,GW%,OGW%\r\n" +
        "1,Ann,7,2-0-1,59.26%,50.00%,50.00%\r\n" +
        "2,Eve,7,2-0-1,55.56%,50.00%,41.67%\r\n" +
        '3,"Sato, Ken",6,2-1-0,72.22%,66.67%,58.33%\r\n' +
        "4,山田 太郎,6,2-1-0,50.00%,66.67%,50.00%\r\n" +
        '5,"Bob ""B"" Baker",0,0-3-0,74.07%,33.33%,55.56%\r\n',
    );
  });

  it("pairings-csv: every round, or one with --round", () => {
    const path = event();
    const all = topcut("pairings-csv", path);
    expect(all.code).toBe(0);
    expect(all.stdout.split("\r\n")).toHaveLength(1 + 9 + 1);
    const r = topcut("pairings-csv", path, "--round", "1");
    expect(r.stdout).toBe(
      "round,table,player 1,player 2,result\r\n" + '1,1,Ann,"Bob ""B"" Baker",2-1-0\r\n' + '1,2,"Sato, Ken",山田 太郎,2-0-0\r\n' + "1,,Eve,,bye\r\n",
    );
  });

  it("a round the file does not hold, or a bad file: exit 2, nothing on stdout", () => {
    const path = event();
    const r = topcut("pairings-csv", path, "--round", "4");
    expect([r.code, r.stdout]).toEqual([2, ""]);
    expect(r.stderr).toContain("--round 4:");
    const bad = topcut("standings-csv", file("bad.json", "{}"));
    expect([bad.code, bad.stdout]).toEqual([2, ""]);
    expect(bad.stderr).toContain("cannot use");
  });
});
