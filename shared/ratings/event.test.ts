import { describe, expect, it } from "vitest";
import { ratedEventFrom, readRatedEvents } from "./event.ts";
import { awarded, bye, flip, late, open, pod, tournament, win } from "../test-support/rating-builders.ts";

describe("ratedEventFrom", () => {
  it("reads matches by profile in round and table order, with scores of the first player", () => {
    const t = tournament({
      id: "t1",
      rounds: [
        [bye("e"), win("a", "b"), flip("c", "d", "d"), late("f")],
        [awarded("a", "c", "c"), open("b", "d")],
      ],
      players: { a: { profile: "alice" } },
    });
    const r = ratedEventFrom(t, { finishedAt: "2026-05-30", public: true, profiles: { b: "bob" } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.matches).toEqual([
      { kind: "pair", round: 1, table: 1, players: ["alice", "bob"], score: 1 },
      { kind: "pair", round: 1, table: 2, players: ["c", "d"], score: 0 },
      { kind: "bye", round: 1, player: "e" },
      { kind: "late-loss", round: 1, player: "f" },
      { kind: "awarded", round: 2, table: 1, winner: "c", loser: "alice" },
    ]);
    expect(r.value).toMatchObject({
      id: "t1",
      system: "club",
      gameFormat: "Old School",
      day: "2026-05-30",
      at: Date.UTC(2026, 4, 30),
      k: 16,
      structure: "swiss",
      public: true,
    });
    expect(r.value.people.alice).toEqual({ name: "A" });
  });

  it("reads an intentional draw as 0.5 and a pod's winner by profile", () => {
    const t = tournament({ id: "t2", rules: "commander", gameFormat: "Commander", rounds: [[pod(["a", "b", "c"], "b")]] });
    t.rounds[0]!.matches.push({ table: 2, players: ["d", "e"], result: { intentionalDraw: true } });
    t.players.push({ id: "d", name: "D", registered: 4, dropped: null }, { id: "e", name: "E", registered: 5, dropped: null });
    const r = ratedEventFrom(t, { finishedAt: "2026-05-30T22:00:00+09:00", public: false, gameFormat: "Commander (Japan)", profiles: { b: "pb" } });
    expect(r.ok && r.value.matches).toEqual([
      { kind: "pod", round: 1, table: 1, players: ["a", "pb", "c"], winner: "pb" },
      { kind: "pair", round: 1, table: 2, players: ["d", "e"], score: 0.5 },
    ]);
    expect(r.ok && [r.value.gameFormat, r.value.at, r.value.day]).toEqual(["Commander (Japan)", Date.UTC(2026, 4, 30, 13), "2026-05-30"]);
  });

  it("adds bonus points by profile, even when two registrations share one", () => {
    const t = tournament({ id: "t3", rules: "dreamblade", rounds: [[win("a", "b")]] });
    const r = ratedEventFrom(t, { finishedAt: "2026-05-30", public: true, profiles: { b: "a" }, bonus: { a: 3, b: 2 } });
    expect(r.ok && r.value.bonus).toEqual({ a: 5 });
  });

  it("names every problem with a path and builds nothing", () => {
    const t = tournament({ id: "t4", rounds: [[win("a", "b")]] });
    expect(ratedEventFrom(t, { finishedAt: "2026-02-30", public: true })).toEqual({
      ok: false,
      problems: [{ path: "$meta.finishedAt", message: "is not a real date" }],
    });
    expect(ratedEventFrom(t, { finishedAt: "2026-02-03", public: true, profiles: { zed: "z" }, k: 20 })).toEqual({
      ok: false,
      problems: [{ path: "$meta.k", message: expect.any(String) }],
    });
    expect(ratedEventFrom(t, { finishedAt: "2026-02-03", public: true, profiles: { zed: "z" } })).toEqual({
      ok: false,
      problems: [{ path: "$meta.profiles.zed", message: 'unknown player "zed"' }],
    });
    const broken = { ...t, rounds: [{ number: 1, matches: [{ table: 1, players: ["a", "nobody"], result: { games: [2, 0, 0] } }] }] };
    const r = ratedEventFrom(broken, { public: true });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toContainEqual({ path: "$.rounds[0].matches[0].players[1]", message: 'unknown player "nobody"' });
      expect(r.problems.some((p) => p.path === "$meta.finishedAt")).toBe(true);
    }
  });

  it("a tournament of playoff rounds only is not a Swiss event", () => {
    const t = tournament({ id: "t5", rounds: [[win("a", "b")]] });
    t.rounds[0]!.stage = "final";
    const r = ratedEventFrom(t, { finishedAt: "2026-05-30", public: true });
    expect(r.ok && r.value.structure).toBe("single-elimination");
  });
});

describe("readRatedEvents", () => {
  const t = tournament({ id: "t6", rules: "commander", gameFormat: "Commander", rounds: [[pod(["a", "b", "c"], "a")], [win("a", "b")]] });
  const stored = () => JSON.parse(JSON.stringify(ratedEventFrom(t, { finishedAt: "2026-05-30T22:00:00+09:00", public: true }))).value;

  it("reads back what was stored", () => {
    const e = stored();
    expect(readRatedEvents([e])).toEqual({ ok: true, value: [e] });
  });

  it("names what is wrong with a stored event", () => {
    const e = stored();
    e.matches[0].winner = "zed";
    e.matches[1].score = 2;
    expect(readRatedEvents([e])).toEqual({
      ok: false,
      problems: [
        { path: "$events[0].matches[0].winner", message: "the winner is not seated at this table" },
        { path: "$events[0].matches[1].score", message: expect.any(String) },
      ],
    });
    const shifted = stored();
    shifted.at += 1;
    expect(readRatedEvents([shifted])).toEqual({
      ok: false,
      problems: [{ path: "$events[0].at", message: "is not the instant of finishedAt (2026-05-30T22:00:00+09:00)" }],
    });
    expect(readRatedEvents({}).ok).toBe(false);
  });
});
