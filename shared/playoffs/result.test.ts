import { describe, expect, it } from "vitest";
import type { PairMatch, PodTable } from "../model/types.ts";
import { finalTableWinner, playoffWinner } from "./result.ts";

const match = (result?: PairMatch["result"]): PairMatch => ({ table: 2, players: ["ann", "bob"], slot: 1, ...(result ? { result } : {}) });
const g = (a: number, b: number, d = 0) => match({ games: [a, b, d] });

describe("playoffWinner", () => {
  it("null while the match has no result", () => {
    expect(playoffWinner(match(), 3)).toBeNull();
  });

  it("best of 1: 1-0 or 0-1", () => {
    expect(playoffWinner(g(1, 0), 1)).toBe("ann");
    expect(playoffWinner(g(0, 1), 1)).toBe("bob");
    expect(() => playoffWinner(g(2, 0), 1)).toThrow("playoff table 2 (ann v bob): games 2-0 is impossible in a best of 1 (the match ends at 1 won games)");
  });

  it("best of 3 (R-PO-2: best two games out of three): 2-0, 2-1, and 1-0-1 at time", () => {
    expect(playoffWinner(g(2, 0), 3)).toBe("ann");
    expect(playoffWinner(g(1, 2), 3)).toBe("bob");
    expect(playoffWinner(g(1, 0, 1), 3)).toBe("ann");
    expect(() => playoffWinner(g(3, 0), 3)).toThrow("games 3-0 is impossible in a best of 3");
    expect(() => playoffWinner(g(3, 2), 3)).toThrow("games 3-2 is impossible in a best of 3");
  });

  it("best of 5: up to 3 won games", () => {
    expect(playoffWinner(g(3, 2), 5)).toBe("ann");
    expect(playoffWinner(g(0, 3), 5)).toBe("bob");
    expect(playoffWinner(g(2, 1), 5)).toBe("ann");
    expect(() => playoffWinner(g(4, 1), 5)).toThrow("games 4-1 is impossible in a best of 5");
  });

  it("never a draw: drawn game scores, intentional draws and flips are refused", () => {
    expect(() => playoffWinner(g(1, 1), 3)).toThrow("playoff table 2 (ann v bob): games 1-1 is a draw; a playoff match (best of 3) always has a winner");
    expect(() => playoffWinner(g(0, 0, 1), 1)).toThrow("games 0-0 is a draw");
    expect(() => playoffWinner(match({ intentionalDraw: true }), 3)).toThrow("playoff table 2 (ann v bob): a playoff match cannot be drawn; report the winner");
    expect(() => playoffWinner(match({ games: [1, 1, 0], flip: "ann" }), 3)).toThrow("a playoff match is not settled by a flip");
  });

  it("an awarded match goes to the awarded player, who must be seated", () => {
    expect(playoffWinner(match({ awarded: "bob" }), 3)).toBe("bob");
    expect(() => playoffWinner(match({ awarded: "cat" }), 3)).toThrow('the match is awarded to "cat", who is not playing at this table');
  });
});

describe("finalTableWinner (R-CMD-5 final round)", () => {
  const ranking = ["a", "b", "c", "d"];
  const table = (result?: PodTable["result"]): PodTable => ({ table: 1, players: ["a", "b", "c", "d"], slot: 1, ...(result ? { result } : {}) });

  it("the reported winner", () => {
    expect(finalTableWinner(table({ winner: "c" }), ranking)).toEqual({ player: "c", decidedBy: "result" });
    expect(finalTableWinner(table(), ranking)).toBeNull();
  });

  it("no winner at time: the best-ranked player at the table (seat A)", () => {
    expect(finalTableWinner(table({ winner: null }), ranking)).toEqual({ player: "a", decidedBy: "qualifying-rank" });
    // The ranking decides, not the seat order.
    expect(finalTableWinner(table({ winner: null }), ["d", "c", "b", "a"])).toEqual({ player: "d", decidedBy: "qualifying-rank" });
  });

  it("no winner at time: eliminated players cannot be declared winner ('among the undefeated players')", () => {
    expect(finalTableWinner(table({ winner: null, eliminated: ["a"] }), ranking)).toEqual({ player: "b", decidedBy: "qualifying-rank" });
    expect(finalTableWinner(table({ winner: null, eliminated: ["b", "a", "c"] }), ranking)).toEqual({ player: "d", decidedBy: "qualifying-rank" });
  });

  it("refuses impossible results", () => {
    expect(() => finalTableWinner(table({ winner: null, eliminated: ["a", "b", "c", "d"] }), ranking)).toThrow(
      "final-stage table 1: no winner and every player is eliminated",
    );
    expect(() => finalTableWinner(table({ winner: "z" }), ranking)).toThrow('final-stage table 1: winner "z" is not playing at this table');
    expect(() => finalTableWinner(table({ winner: "a", eliminated: ["a"] }), ranking)).toThrow('winner "a" is also listed as eliminated');
    expect(() => finalTableWinner(table({ winner: null, eliminated: ["z"] }), ranking)).toThrow('eliminated player "z" is not playing at this table');
  });
});
