import { describe, expect, it } from "vitest";
import { bracketSeedOrder, bracketSizeFor, firstBracketRound } from "./seeding.ts";

/** Plays the bracket with the better seed always winning; returns each round's pairs. */
function favouritesWin(size: number): Array<Array<[number, number]>> {
  let field = bracketSeedOrder(size);
  const rounds: Array<Array<[number, number]>> = [];
  while (field.length > 1) {
    const pairs: Array<[number, number]> = [];
    const next: number[] = [];
    for (let k = 0; k < field.length; k += 2) {
      const a = field[k]!;
      const b = field[k + 1]!;
      pairs.push([Math.min(a, b), Math.max(a, b)]);
      next.push(Math.min(a, b)); // winner of slot 2k-1 meets winner of slot 2k
    }
    rounds.push(pairs);
    field = next;
  }
  return rounds;
}

/** The only round in which seeds i and j can meet: their bracket positions first share a block. */
function meetingRound(order: number[], i: number, j: number): number {
  const pi = order.indexOf(i);
  const pj = order.indexOf(j);
  let round = 1;
  while (pi >> round !== pj >> round) round++;
  return round;
}

describe("bracketSeedOrder", () => {
  it("lays out the printed brackets", () => {
    expect(bracketSeedOrder(2)).toEqual([1, 2]);
    expect(bracketSeedOrder(4)).toEqual([1, 4, 2, 3]);
    // R-PO-1: 1v8, 4v5, 2v7, 3v6.
    expect(bracketSeedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketSeedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it.each([2, 4, 8, 16, 32, 64])("top %i: every seed once", (size) => {
    expect([...bracketSeedOrder(size)].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
  });

  it.each([2, 4, 8, 16, 32])("top %i: nos. 1 and 2 can only meet in the final", (size) => {
    const order = bracketSeedOrder(size);
    const rounds = Math.log2(size);
    expect(meetingRound(order, 1, 2)).toBe(rounds);
    // They sit in opposite halves.
    expect(order.indexOf(1) < size / 2).not.toBe(order.indexOf(2) < size / 2);
  });

  it.each([4, 8, 16, 32])("top %i: for every seed pair, the top 2^m seeds cannot meet before the last m rounds", (size) => {
    const order = bracketSeedOrder(size);
    const rounds = Math.log2(size);
    for (let i = 1; i <= size; i++) {
      for (let j = i + 1; j <= size; j++) {
        // The smallest block of seeds 1..2^m holding both i and j.
        const m = Math.ceil(Math.log2(j));
        expect(meetingRound(order, i, j), `seeds ${i} and ${j}`).toBeGreaterThanOrEqual(rounds - m + 1);
      }
    }
  });

  it.each([2, 4, 8, 16, 32])("top %i: while favourites win, the best remaining seed always meets the worst", (size) => {
    favouritesWin(size).forEach((pairs, r) => {
      const remaining = size / 2 ** r;
      // Round r+1 pairs i with remaining+1-i, the best with the worst.
      expect(pairs.map(([a, b]) => a + b)).toEqual(pairs.map(() => remaining + 1));
      expect(pairs.map(([a]) => a).sort((x, y) => x - y)).toEqual(Array.from({ length: remaining / 2 }, (_, i) => i + 1));
    });
    // And the first round's slot 1 is no. 1 against the lowest seed.
    expect(favouritesWin(size)[0]![0]).toEqual([1, size]);
  });

  it.each([2, 4, 8, 16])("top %i: seeds meet in round k exactly when the favourites-win run pairs them", (size) => {
    const order = bracketSeedOrder(size);
    favouritesWin(size).forEach((pairs, r) => {
      for (const [a, b] of pairs) expect(meetingRound(order, a, b)).toBe(r + 1);
    });
  });

  it.each([0, 1, 3, 6, 12, 2.5, -4])("refuses a bracket of %s", (size) => {
    expect(() => bracketSeedOrder(size)).toThrow(`bracket size: expected a power of two (2, 4, 8, 16, ...), got ${size}`);
  });
});

describe("firstBracketRound: byes for the top seeds when the field is not a power of two", () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

  it("bracketSizeFor", () => {
    expect([2, 3, 4, 5, 8, 9, 12, 17].map(bracketSizeFor)).toEqual([2, 4, 4, 8, 8, 16, 16, 32]);
  });

  it("5 players: seeds 1-3 have byes, 4 v 5 is the only match", () => {
    expect(firstBracketRound(ids(5))).toEqual([
      { players: ["s1"], bye: true, slot: 1 },
      { table: 1, players: ["s4", "s5"], slot: 2 },
      { players: ["s2"], bye: true, slot: 3 },
      { players: ["s3"], bye: true, slot: 4 },
    ]);
  });

  it("6 players: seeds 1 and 2 have byes; 4v5 and 3v6 play", () => {
    expect(firstBracketRound(ids(6))).toEqual([
      { players: ["s1"], bye: true, slot: 1 },
      { table: 1, players: ["s4", "s5"], slot: 2 },
      { players: ["s2"], bye: true, slot: 3 },
      { table: 2, players: ["s3", "s6"], slot: 4 },
    ]);
  });

  it("7 players: only seed 1 has a bye", () => {
    const round = firstBracketRound(ids(7));
    expect(round.filter((m) => "bye" in m).map((m) => m.players[0])).toEqual(["s1"]);
    expect(round.filter((m) => !("bye" in m)).map((m) => m.players)).toEqual([
      ["s4", "s5"],
      ["s2", "s7"],
      ["s3", "s6"],
    ]);
  });

  it("12 players: seeds 1-4 have byes in a bracket of 16, so only two players are unbeaten at the final", () => {
    const round = firstBracketRound(ids(12));
    expect(round).toHaveLength(8);
    expect(round.filter((m) => "bye" in m).map((m) => m.players[0])).toEqual(["s1", "s4", "s2", "s3"]);
    expect(round.filter((m) => !("bye" in m)).map((m) => m.players)).toEqual([
      ["s8", "s9"],
      ["s5", "s12"],
      ["s7", "s10"],
      ["s6", "s11"],
    ]);
  });

  it("a power-of-two field has no byes, tables numbered in slot order", () => {
    const round = firstBracketRound(ids(8));
    expect(round.map((m) => ("table" in m ? [m.table, m.slot, ...m.players] : null))).toEqual([
      [1, 1, "s1", "s8"],
      [2, 2, "s4", "s5"],
      [3, 3, "s2", "s7"],
      [4, 4, "s3", "s6"],
    ]);
  });

  it("refuses fewer than 2 players and a player seeded twice", () => {
    expect(() => firstBracketRound(["s1"])).toThrow("bracket: a single-elimination bracket needs at least 2 players, got 1");
    expect(() => firstBracketRound(["s1", "s2", "s1"])).toThrow("bracket: a player is seeded twice");
  });
});

describe("firstBracketRound for every field from 2 to 70", () => {
  it("byes go to exactly the top (bracket - field) seeds, and every player appears once", () => {
    for (let n = 2; n <= 70; n++) {
      const seeded = Array.from({ length: n }, (_, i) => `s${i + 1}`);
      const round = firstBracketRound(seeded);
      let size = 2;
      while (size < n) size *= 2;
      const byes = round.filter((m) => "bye" in m).map((m) => Number(m.players[0].slice(1)));
      expect(
        byes.sort((a, b) => a - b),
        `${n} players`,
      ).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));
      expect(round.flatMap((m) => m.players).sort()).toEqual([...seeded].sort());
      expect(round.map((m) => m.slot)).toEqual(Array.from({ length: size / 2 }, (_, i) => i + 1));
    }
  });
});
