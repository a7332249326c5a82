// Two-day events: who advances after round N (points, record, top K, ties at
// the line), the refusals, pairing after the cut, the standings and the
// topcut/1 record. The 16-player field pairs perfectly (no pair-downs), so
// after three rounds the records are 2 at 3-0, 6 at 2-1, 6 at 1-2, 2 at 0-3.
import { describe, expect, it } from "vitest";
import { viewMatch } from "../model/matches.ts";
import type { DayTwo, Match, Tournament } from "../model/types.ts";
import { validateTournament } from "../model/validate.ts";
import { pairNextRound } from "../pairing/index.ts";
import { startPlayoffs } from "../playoffs/index.ts";
import { computeStandings } from "../standings/index.ts";
import { beats, build, unreported } from "../test-support/standings-builders.ts";
import { confirmDayTwo, dayTwoPending, dayTwoPreview, DayTwoError } from "./day-two.ts";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(2, "0")}`);

/** A 16-player club event of 5 rounds, day 2 after round 3, top 8. */
function field(advance: DayTwo["advance"], cut: 0 | 8 = 8): Tournament {
  return build({ rules: "club", players: ids(16), rounds: [], options: { rounds: 5, cut, dayTwo: { afterRound: 3, advance } } });
}

/** Pairs and plays one round: the first player of every table wins 2-0. */
function play(t: Tournament): Tournament {
  const paired = pairNextRound(t);
  const matches = paired.matches.map((m): Match => {
    const v = viewMatch(m);
    return v.kind === "pair" ? { ...v.match, result: { games: [2, 0, 0] } } : m;
  });
  return { ...t, rounds: [...t.rounds, { number: paired.round, matches }] };
}

const playN = (t: Tournament, n: number) => Array.from({ length: n }).reduce<Tournament>((x) => play(x), t);

describe("who advances to day 2", () => {
  it("points: everyone at or above 6 after round 3, nobody below", () => {
    const t = playN(field({ kind: "points", atLeast: 6 }), 3);
    const p = dayTwoPreview(t);
    const points = new Map(computeStandings(t).map((r) => [r.player, r.points]));
    expect(p.advancing).toHaveLength(8);
    expect(p.advancing.every((id) => points.get(id)! >= 6)).toBe(true);
    expect(p.out.every((id) => points.get(id)! < 6)).toBe(true);
    expect(p.lastIn?.points).toBe(6);
    expect(p.firstOut?.points).toBe(3);
    expect(p.tie).toBeNull();
  });

  it("points: the threshold is exact (7 takes only the 3-0 players)", () => {
    const p = dayTwoPreview(playN(field({ kind: "points", atLeast: 7 }, 0), 3));
    expect(p.advancing).toHaveLength(2);
    expect(p.needed).toBe(4);
  });

  it("record: at most one loss is 3-0 and 2-1", () => {
    const t = playN(field({ kind: "record", maxLosses: 1 }), 3);
    const p = dayTwoPreview(t);
    const losses = new Map(computeStandings(t).map((r) => [r.player, r.record.losses]));
    expect(p.advancing).toHaveLength(8);
    expect(p.advancing.every((id) => losses.get(id)! <= 1)).toBe(true);
    expect(p.out.map((id) => losses.get(id)).sort()).toEqual([2, 2, 2, 2, 2, 2, 3, 3]);
  });

  it("top K: the first K by place, a dropped player skipped", () => {
    let t = playN(field({ kind: "top", count: 10 }), 3);
    const order = computeStandings(t).map((r) => r.player);
    t = { ...t, players: t.players.map((p) => (p.id === order[0] ? { ...p, dropped: 3 } : p)) };
    const p = dayTwoPreview(t);
    expect(p.advancing).toEqual(order.slice(1, 11));
    expect(p.out).toEqual(order.slice(11));
  });

  it("top K splitting dead-even players: registration order decides (R-TB-6), and the tie is named", () => {
    const rounds = [[beats("a", "b"), beats("c", "d"), beats("e", "f")]];
    const options = { rounds: 2, dayTwo: { afterRound: 1, advance: { kind: "top" as const, count: 4 } } };
    const t = build({ rules: "club", players: ["a", "b", "c", "d", "e", "f"], rounds, options });
    const p = dayTwoPreview(t);
    expect(p.advancing).toEqual(["a", "c", "e", "b"]);
    expect(p.tie).toEqual({ place: 4, players: ["b", "d", "f"], advancing: 1 });
    const reversed = build({ rules: "club", players: ["a", "b", "c", "d", "e", "f"], rounds, options, registered: { a: 6, b: 5, c: 4, d: 3, e: 2, f: 1 } });
    expect(dayTwoPreview(reversed).advancing).toEqual(["e", "c", "a", "f"]);
  });
});

describe("confirming the day-2 cut", () => {
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e instanceof DayTwoError ? e.reason : String(e);
    }
    return "not refused";
  };

  it("is refused without a plan, before round N is complete, twice, and with too few advancing", () => {
    const plain = build({ rules: "club", players: ids(8), rounds: [], options: { rounds: 3 } });
    expect(refusal(() => confirmDayTwo(plain))).toBe("not-set");
    const t = playN(field({ kind: "points", atLeast: 6 }), 2);
    expect(refusal(() => confirmDayTwo(t))).toBe("too-early");
    const open = play(t);
    const last = open.rounds[2]!;
    const unfinished = {
      ...open,
      rounds: [...open.rounds.slice(0, 2), { ...last, matches: [{ table: 1, ...unreported("p01", "p02") } as never, ...last.matches.slice(1)] }],
    };
    expect(refusal(() => confirmDayTwo(unfinished))).toBe("too-early");
    const done = confirmDayTwo(open);
    expect(refusal(() => confirmDayTwo(done))).toBe("confirmed");
    const strict = playN(field({ kind: "points", atLeast: 9 }), 3);
    expect(refusal(() => confirmDayTwo(strict))).toBe("too-few");
  });

  it("pairing round N+1 waits for the confirmation; after it, day 2 seats only those who advanced, and the top 8 follows", () => {
    const t = playN(field({ kind: "record", maxLosses: 1 }), 3);
    expect(dayTwoPending(t)).toBe(true);
    expect(() => pairNextRound(t)).toThrow(/confirm the day-2 cut after round 3 before pairing round 4/);
    const confirmed = confirmDayTwo(t);
    expect(confirmed.dayTwoCut).toEqual({ afterRound: 3, advanced: dayTwoPreview(t).advancing });
    expect(dayTwoPending(confirmed)).toBe(false);
    const advanced = new Set(confirmed.dayTwoCut!.advanced);
    const done = playN(confirmed, 2);
    for (const round of done.rounds.slice(3)) {
      const seated = round.matches.flatMap((m) => m.players);
      expect(seated.sort()).toEqual([...advanced].sort());
    }
    const seeds = startPlayoffs(done).rounds.at(-1)!.seeds!;
    expect(seeds).toHaveLength(8);
    expect(seeds.every((id) => advanced.has(id))).toBe(true);
  });

  it("the standings keep every cut player, below everyone who advanced, marked with the round of the cut", () => {
    const t = playN(confirmDayTwo(playN(field({ kind: "top", count: 6 }, 0), 3)), 2);
    const rows = computeStandings(t);
    expect(rows).toHaveLength(16);
    const advanced = new Set(t.dayTwoCut!.advanced);
    expect(rows.slice(0, 6).every((r) => advanced.has(r.player) && r.cutAfter === undefined)).toBe(true);
    expect(rows.slice(6).every((r) => !advanced.has(r.player) && r.cutAfter === 3 && !r.dropped)).toBe(true);
    expect(rows[6]!.place).toBe(7);
    // Points and tiebreakers are everyone's: a cut player's row is their day-1 record.
    expect(rows.slice(6).every((r) => r.matches === 3)).toBe(true);
  });
});

describe("topcut/1", () => {
  it("round-trips the plan and the recorded cut", () => {
    const t = playN(confirmDayTwo(playN(field({ kind: "points", atLeast: 6 }), 3)), 1);
    const again = validateTournament(JSON.parse(JSON.stringify(t)));
    expect(again.ok && again.tournament).toEqual(t);
  });

  it("refuses bad values, each at its path", () => {
    const base = JSON.parse(JSON.stringify(field({ kind: "points", atLeast: 6 })));
    const problems = (patch: (x: typeof base) => void) => {
      const x = structuredClone(base);
      patch(x);
      const v = validateTournament(x);
      return v.ok ? [] : v.problems.map((p) => `${p.path}: ${p.message}`);
    };
    expect(problems((x) => (x.options.dayTwo.afterRound = 5))[0]).toMatch(
      /^\$\.options\.dayTwo\.afterRound: the day-2 cut after round 5 needs at least one round after it/,
    );
    expect(problems((x) => (x.options.dayTwo.advance = { kind: "wins", atLeast: 3 }))[0]).toMatch(/^\$\.options\.dayTwo\.advance/);
    expect(problems((x) => (x.options.dayTwo.advance = { kind: "points", atLeast: 6.5 }))[0]).toMatch(
      /^\$\.options\.dayTwo\.advance\.atLeast: a whole number of points/,
    );
    expect(problems((x) => (x.options.dayTwo.advance = { kind: "top", count: 0 }))[0]).toMatch(/^\$\.options\.dayTwo\.advance\.count/);
    expect(problems((x) => (x.options.structure = "single-elimination"))[0]).toMatch(/^\$\.options\.dayTwo: a day-2 cut needs Swiss rounds/);
    expect(problems((x) => (x.dayTwoCut = { afterRound: 3, advanced: ["p01", "zed"] }))).toContain('$.dayTwoCut.advanced[1]: unknown player "zed"');
    expect(problems((x) => delete x.options.dayTwo && (x.dayTwoCut = { afterRound: 3, advanced: [] }))).toContain(
      "$.dayTwoCut: a day-2 cut is recorded, but options.dayTwo does not plan one",
    );
  });

  it("refuses a day-2 round seating a cut player, and a day-2 round before the cut is recorded", () => {
    const t = playN(confirmDayTwo(playN(field({ kind: "points", atLeast: 6 }), 3)), 1);
    const out = t.players.find((p) => !t.dayTwoCut!.advanced.includes(p.id))!.id;
    const seated = structuredClone(t);
    seated.rounds[3]!.matches[0]!.players[0] = out;
    const v = validateTournament(seated);
    expect(v.ok ? [] : v.problems.map((p) => p.message)).toContain(`"${out}" did not advance to day 2 (cut after round 3)`);
    const { dayTwoCut: _cut, ...unrecorded } = t;
    const w = validateTournament(unrecorded);
    expect(w.ok ? [] : w.problems[0]).toEqual({
      path: "$.rounds[3]",
      message: "round 4 is paired, but the day-2 cut after round 3 is not recorded ($.dayTwoCut)",
    });
  });
});
