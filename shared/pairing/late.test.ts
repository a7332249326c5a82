import { describe, expect, it } from "vitest";
import type { Match, Round, Tournament } from "../model/types.ts";
import { pointsAfter } from "../standings/points.ts";
import { addLateArrival, lateArrivalOptions, pairNextRound, PairingError } from "./index.ts";
import { players, tournament } from "../test-support/random-events.ts";

const win = (table: number, a: string, b: string): Match => ({ table, players: [a, b], result: { games: [2, 0, 0] } });
const late = { id: "zoe", name: "Zoe", registered: 99, dropped: null };

function withRound1(n: number, bye: boolean): Tournament {
  const ps = players(n);
  const matches: Match[] = [];
  for (let k = 0; k + 1 < n; k += 2) matches.push({ table: k / 2 + 1, players: [ps[k]!.id, ps[k + 1]!.id] });
  if (bye) matches.push({ players: [ps[n - 1]!.id], bye: true });
  return tournament("late", ps, [{ number: 1, matches }]);
}

describe("late arrivals", () => {
  it("play-bye: the late arrival plays the round-1 bye holder at a new table; the bye and its points are gone", () => {
    const t = withRound1(7, true);
    expect(pointsAfter(t).get("p7")).toBe(3);
    const next = addLateArrival(t, late, "play-bye");
    const r1 = next.rounds[0]!;
    expect(r1.matches.some((m) => "bye" in m)).toBe(false);
    const m = r1.matches.find((x) => x.players.includes("zoe"))!;
    expect(m).toEqual({ table: 4, players: ["p7", "zoe"] });
    expect(pointsAfter(next).get("p7")).toBe(0);
    expect(r1.notes!.find((n) => n.kind === "late-arrival")!.players).toEqual(["zoe", "p7"]);
    expect(next.players.map((p) => p.id)).toContain("zoe");
    // The input is not changed.
    expect(t.rounds[0]!.matches.some((x) => "bye" in x)).toBe(true);
    // The new match is open: with every other table reported, round 2 still waits for it.
    const others: Tournament = {
      ...next,
      rounds: [{ ...r1, matches: r1.matches.map((x) => ("table" in x && x.table < 4 ? win(x.table, x.players[0]!, x.players[1]!) : x)) }],
    };
    expect(() => pairNextRound(others)).toThrow(/table 4 \(p7 vs zoe\) has no result/);
  });

  it("play-bye without a bye in round 1 falls back to a round-1 loss", () => {
    const next = addLateArrival(withRound1(6, false), late, "play-bye");
    const r1 = next.rounds[0]!;
    expect(r1.matches[r1.matches.length - 1]).toEqual({ players: ["zoe"], loss: true });
    expect(r1.notes![0]!.text).toMatch(/no bye/);
  });

  it("loss: a round-1 loss worth 0 points; the late arrival is paired from round 2 on", () => {
    let next = addLateArrival(withRound1(7, true), late, "loss");
    const r1 = next.rounds[0]!;
    expect(r1.matches.filter((m) => "bye" in m)).toHaveLength(1);
    expect(r1.matches.find((m) => m.players.includes("zoe"))).toEqual({ players: ["zoe"], loss: true });
    expect(pointsAfter(next).get("zoe")).toBe(0);
    const done: Round = { ...r1, matches: r1.matches.map((m) => ("table" in m ? win(m.table, m.players[0]!, m.players[1]!) : m)) };
    next = { ...next, rounds: [done] };
    const r2 = pairNextRound(next);
    expect(r2.matches.flatMap((m) => m.players)).toContain("zoe");
    expect(r2.matches.filter((m) => "bye" in m)).toHaveLength(0); // 8 players now
  });

  it("refuses from round 2, before round 1, and for a clashing id", () => {
    const t = withRound1(6, false);
    const two: Tournament = {
      ...t,
      rounds: [
        { number: 1, matches: [win(1, "p1", "p2"), win(2, "p3", "p4"), win(3, "p5", "p6")] },
        { number: 2, matches: [win(1, "p1", "p3"), win(2, "p5", "p2"), win(3, "p4", "p6")] },
      ],
    };
    expect(() => addLateArrival(two, late, "loss")).toThrow(/closed from round 2/);
    expect(() => addLateArrival({ ...t, rounds: [] }, late, "loss")).toThrow(/register the player normally/);
    expect(() => addLateArrival(t, { ...late, id: "p1" }, "loss")).toThrow(PairingError);
    expect(() => addLateArrival(t, { ...late, registered: 1 }, "loss")).toThrow(/registration number 1/);
    expect(() => addLateArrival(t, { ...late, name: "" }, "loss")).toThrow(/player\.name/);
  });
});

describe("lateArrivalOptions", () => {
  it("says whom play-bye would meet, that there is none, or that the field is closed", () => {
    expect(lateArrivalOptions(tournament("late", players(6), []))).toEqual({ open: false, reason: "before-round-1" });
    expect(lateArrivalOptions(withRound1(7, true))).toEqual({ open: true, byeHolder: "p7" });
    expect(lateArrivalOptions(withRound1(6, false))).toEqual({ open: true, byeHolder: null });
    const two = tournament("late", players(4), [
      { number: 1, matches: [win(1, "p1", "p2"), win(2, "p3", "p4")] },
      {
        number: 2,
        matches: [
          { table: 1, players: ["p1", "p3"] },
          { table: 2, players: ["p2", "p4"] },
        ],
      },
    ]);
    expect(lateArrivalOptions(two)).toEqual({ open: false, reason: "field-closed" });
  });
});
