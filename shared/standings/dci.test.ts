// dci-2009 and dreamblade choices that their sources leave open (docs/rules.md):
// awarded results count in percentages, a late loss does not, an
// intentional draw is a counted match without games.
import { describe, expect, it } from "vitest";
import { awarded, beats, build, intentionalDraw, lateLoss, row } from "../test-support/standings-builders.ts";

describe("dci-2009 open questions", () => {
  it("an awarded match counts in both players' percentages as a 2-0 in best of three", () => {
    const t = build({ rules: "dci-2009", players: ["a", "b", "c"], rounds: [[awarded("a", "b")], [beats("c", "a", [2, 1, 0])]] });
    const a = row(t, "a");
    expect(a.points).toBe(3);
    expect(a.matches).toBe(2);
    expect(a.gameWin).toBe((6 + 3) / (3 * 5));
    // a's opponents: b (0 → 0.33) and c (1).
    expect(a.tiebreakers.omw).toBe((0.33 + 1) / 2);
    expect(row(t, "b").matches).toBe(1);
    expect(row(t, "b").gameWin).toBe(0);
    expect(row(t, "b").tiebreakers.omw).toBe(3 / 6);
  });

  it("best of five awards 3-0", () => {
    const t = build({ rules: "dci-2009", players: ["a", "b", "c"], options: { bestOf: 5 }, rounds: [[awarded("a", "b")], [beats("c", "a", [3, 2, 0])]] });
    expect(row(t, "a").gameWin).toBe((9 + 6) / (3 * 8));
  });

  it("a late arrival's loss is 0 points outside all percentages", () => {
    const t = build({ rules: "dci-2009", players: ["a", "b"], rounds: [[lateLoss("a")], [beats("a", "b")]] });
    const a = row(t, "a");
    expect(a.record).toEqual({ wins: 1, losses: 1, draws: 0, byes: 0 });
    expect(a.matches).toBe(1);
    expect(a.matchWin).toBe(1);
  });

  it("an intentional draw is a 1-point counted match with no games", () => {
    const t = build({ rules: "dci-2009", players: ["a", "b"], rounds: [[intentionalDraw("a", "b")], [beats("a", "b", [2, 1, 0])]] });
    const a = row(t, "a");
    expect(a.points).toBe(4);
    expect(a.matchWin).toBe(4 / 6);
    expect(a.gameWin).toBe(6 / 9);
  });
});

describe("dreamblade open questions", () => {
  it("an awarded match counts as a one-game win in one's own MW% and makes the two opponents", () => {
    const t = build({ rules: "dreamblade", players: ["a", "b"], rounds: [[awarded("a", "b")]] });
    expect(row(t, "a").matches).toBe(1);
    expect(row(t, "a").matchWin).toBe(1);
    expect(row(t, "a").tiebreakers.omw).toBe(0.33);
    expect(row(t, "b").tiebreakers.omw).toBe(1);
    expect(row(t, "a").tiebreakers.direct).toBe(0); // alone on 3 points
  });
});
