// An event recorded on another platform keeps its record: a game count the
// match length cannot have stands (scored as played), and the event arrives
// finished. A result entered here is still held to the match length, in an
// imported round as in a round played here.
import { describe, expect, it } from "vitest";
import { importRoundsCsv } from "../model/rounds-csv.ts";
import type { Tournament } from "../model/types.ts";
import { computeStandings } from "../standings/index.ts";
import { ORGANIZER, refused, run } from "../test-support/commands.ts";

// Cid beat Dee 3-1 in a best of 3 on the other platform, which scored it.
const FILE = "1,Ann,Bob,2-0\n1,Cid,Dee,3-1\n2,Ann,Cid,2-1\n2,Bob,Dee,2-0\n";

function imported(): Tournament {
  const r = importRoundsCsv(FILE, { id: "friday", name: "Friday", rules: "mtr" });
  if (!r.ok) throw new Error("not imported");
  return r.tournament;
}

describe("an event recorded elsewhere", () => {
  it("arrives finished, scored as recorded (Cid's GW% counts the 3 games won and 1 lost)", () => {
    const { state } = run(null, { type: "import-event", file: imported() }, ORGANIZER);
    expect(state.status).toBe("finished");
    expect(state.tournament.rounds.map((r) => r.recorded)).toEqual(["imported", "imported"]);
    const cid = computeStandings(state.tournament).find((r) => r.name === "Cid")!;
    // (3 + 1) / (4 + 3): 3-1 and 1-2
    expect(cid.gameWin!.toFixed(6)).toBe((4 / 7).toFixed(6));
  });

  it("a correction entered here is refused the same score", () => {
    const { state } = run(null, { type: "import-event", file: imported() }, ORGANIZER);
    const e = refused(() => run(state, { type: "set-result", round: 1, table: 2, result: { games: [3, 1, 0] }, correction: true }));
    expect([e.code, e.path]).toEqual(["invalid_input", "$.result.games"]);
    expect(e.message).toMatch(/games 3-1 cannot happen in a best of 3/);
    const fixed = run(state, { type: "set-result", round: 1, table: 2, result: { games: [2, 1, 0] }, correction: true });
    expect(fixed.state.tournament.rounds[0]!.matches[1]).toMatchObject({ result: { games: [2, 1, 0] } });
  });

  it("a round played here after the imported ones is held to the match length; the file's own round stays as recorded", () => {
    const t = imported();
    const open: Tournament = {
      ...t,
      options: { ...t.options, rounds: 3 },
      rounds: [
        ...t.rounds,
        {
          number: 3,
          matches: [
            { table: 1, players: ["p1", "p4"] },
            { table: 2, players: ["p2", "p3"] },
          ],
        },
      ],
    };
    const { state } = run(null, { type: "import-event", file: open }, ORGANIZER);
    expect(state.status).toBe("swiss");
    const e = refused(() => run(state, { type: "set-result", round: 3, table: 1, result: { games: [3, 0, 0] } }));
    expect([e.code, e.path]).toEqual(["invalid_input", "$.result.games"]);
    expect(run(state, { type: "set-result", round: 3, table: 1, result: { games: [2, 0, 0] } }).state.tournament.rounds[0]!.matches[1]).toMatchObject({
      result: { games: [3, 1, 0] },
    });
  });

  it("the same score in a round not recorded elsewhere refuses the file", () => {
    const t = imported();
    const { recorded: _r, ...played } = t.rounds[0]!;
    const e = refused(() => run(null, { type: "import-event", file: { ...t, rounds: [played, t.rounds[1]] } }, ORGANIZER));
    expect([e.code, e.path]).toEqual(["invalid_input", "$.file.rounds[0].matches[1].result.games"]);
  });
});
