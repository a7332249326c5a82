// Draft events (R-PAIR-6): Swiss rounds pair within draft pods first.
// The objective gains item 2b, cross-pod pairs, right after rematches.
import { describe, expect, it } from "vitest";
import type { Match, Player, Round, Tournament } from "../model/types.ts";
import { pointsAfter } from "../standings/points.ts";
import { assertComplete, bruteOptimum, costs, facts, read } from "../test-support/pairing-brute-force.ts";
import { costOf } from "./cost.ts";
import { pairExact } from "./exact.ts";
import { makeField } from "./field.ts";
import { pairNextRound, PairingError, PODS_UP_TO, type PairingResult } from "./index.ts";
import { players, randomDrops, randomRound, reportAll, rng, tournament } from "../test-support/random-events.ts";

const win = (table: number, a: string, b: string): Match => ({ table, players: [a, b], result: { games: [2, 0, 0] } });
const named = (pods: Record<string, number>): Player[] =>
  Object.entries(pods).map(([id, pod], i) => ({ id, name: id.toUpperCase(), registered: i + 1, dropped: null, pod }));
const pairsOf = (res: PairingResult) =>
  res.matches
    .filter((m) => !("bye" in m))
    .map((m) => [...m.players].sort().join("-"))
    .sort();
const byeOf = (res: PairingResult) => res.matches.find((m) => "bye" in m)?.players[0];
const crossNotes = (res: PairingResult) => res.notes.filter((n) => n.kind === "cross-pod");
const play = (t: Tournament, res: PairingResult, rnd: () => number): Tournament =>
  reportAll({ ...t, rounds: [...t.rounds, { number: res.round, matches: res.matches, notes: res.notes }] }, rnd, 0.1);

describe("draft pods: optimal on items 1, 2, 2b, 3, 4 (brute force over every pairing)", () => {
  it("random small fields with random pods (given as the option or as Player.pod)", () => {
    const rnd = rng(635);
    let checked = 0;
    let crossForced = 0;
    let crossBeyondParity = 0;
    let withRematch = 0;
    let viaOption = 0;
    for (let trial = 0; trial < 260; trial++) {
      const n = 4 + Math.floor(rnd() * 9); // 4..12
      const podCount = 1 + Math.floor(rnd() * 4);
      const podMap: Record<string, number> = {};
      const ps = players(n).map((p) => {
        if (rnd() < 0.08) return p; // now and then a player without a pod
        podMap[p.id] = 1 + Math.floor(rnd() * podCount);
        return p;
      });
      const asOption = trial % 2 === 0;
      let t = tournament(`pods-${trial}`, asOption ? ps : ps.map((p) => (p.id in podMap ? { ...p, pod: podMap[p.id]! } : p)));
      const opts = asOption ? { pods: podMap } : {};
      const rounds = 1 + Math.floor(rnd() * 5);
      for (let r = 0; r < rounds; r++) {
        if (rnd() < 0.4) t = { ...t, rounds: [...t.rounds, randomRound(t, rnd)] };
        else t = play(t, pairNextRound(t, opts), rnd);
        if (rnd() < 0.3) t = randomDrops(t, rnd, 0.12);
        if (t.players.filter((p) => p.dropped === null).length < 4) break;
      }
      if (t.players.filter((p) => p.dropped === null).length < 4) continue;
      const res = pairNextRound(t, opts);
      assertComplete(t, res.matches);
      const F = facts(t, asOption ? podMap : undefined);
      expect(F.pods, `trial ${trial}`).toBeDefined();
      const { pairs, bye } = read(res.matches);
      const got = costs(F, pairs, bye);
      const opt = bruteOptimum(F);
      expect(got, `trial ${trial}`).toEqual(opt);
      expect(res.certificate).toMatchObject({
        path: "exact",
        pods: true,
        cost: { extraBye: got[0], rematches: got[1], crossPod: got[2], byeHeight: got[3], pairDown: got[4] },
      });
      expect(crossNotes(res), `trial ${trial}`).toHaveLength(got[2]!);
      // The bound never passes the optimum.
      expect((res.certificate as { lowerBound: { crossPod: number } }).lowerBound.crossPod).toBeLessThanOrEqual(got[2]!);
      checked++;
      if (asOption) viaOption++;
      if (opt[2]! > 0) crossForced++;
      if (opt[2]! > (res.certificate as { lowerBound: { crossPod: number } }).lowerBound.crossPod) crossBeyondParity++;
      if (opt[1]! > 0) withRematch++;
    }
    expect(checked).toBeGreaterThan(200);
    expect(viaOption).toBeGreaterThan(80);
    // The sample exercises forced cross-pod pairs, cross-pod pairs the pods'
    // parity alone does not force (rematches avoided), and forced rematches.
    expect(crossForced).toBeGreaterThan(60);
    expect(crossBeyondParity).toBeGreaterThan(20);
    expect(withRematch).toBeGreaterThan(10);
  });
});

describe("draft pods: scenarios", () => {
  it("two pods of 4 play a round robin inside their pods for 3 rounds; round 4 goes across pods rather than rematch", () => {
    const pods = { a1: 1, a2: 1, a3: 1, a4: 1, b1: 2, b2: 2, b3: 2, b4: 2 };
    let t = tournament("rr", named(pods));
    const rnd = rng(8);
    for (let r = 1; r <= 3; r++) {
      const res = pairNextRound(t);
      expect(crossNotes(res), `round ${r}`).toEqual([]);
      for (const m of res.matches) expect(m.players[0]![0], `round ${r}`).toBe(m.players[1]![0]); // same pod letter
      expect(res.notes.filter((n) => n.kind === "rematch")).toEqual([]);
      t = play(t, res, rnd);
    }
    const fourth = pairNextRound(t);
    expect(fourth.notes.filter((n) => n.kind === "rematch")).toEqual([]);
    for (const m of fourth.matches) expect(m.players[0]![0]).not.toBe(m.players[1]![0]);
    const cross = crossNotes(fourth);
    expect(cross).toHaveLength(4);
    expect(cross[0]!.text).toMatch(/pod 1.*pod 2|pod 2.*pod 1/);
    expect(fourth.certificate).toMatchObject({ cost: { rematches: 0, crossPod: 4 }, lowerBound: { crossPod: 0 } });
  });

  it("the R-DRAFT-1 field of 9 (pods of 4 and 5): the bye stays in the pod of 5, nobody crosses, for 3 rounds", () => {
    const pods = { a: 1, b: 1, c: 1, d: 1, e: 2, f: 2, g: 2, h: 2, i: 2 };
    let t: Tournament = { ...tournament("nine", named(pods)), rules: "dreamblade" };
    const rnd = rng(9);
    for (let r = 1; r <= 3; r++) {
      const res = pairNextRound(t);
      expect(crossNotes(res), `round ${r}`).toEqual([]);
      expect(pods[byeOf(res) as keyof typeof pods], `round ${r}`).toBe(2);
      t = play(t, res, rnd);
    }
  });

  it("two pods of 5: exactly one cross-pod pair in round 1, noted with both pods", () => {
    const pods = Object.fromEntries("abcdefghij".split("").map((id, k) => [id, k < 5 ? 1 : 2]));
    const res = pairNextRound(tournament("ten", named(pods)));
    const cross = crossNotes(res);
    expect(cross).toHaveLength(1);
    const [x, y] = cross[0]!.players;
    expect(pods[x!]).not.toBe(pods[y!]);
    expect(cross[0]!.text).toContain(`(${x}, pod ${pods[x!]})`);
    expect(cross[0]!.text).toContain(`(${y}, pod ${pods[y!]})`);
    expect(res.certificate).toMatchObject({ cost: { crossPod: 1 }, lowerBound: { crossPod: 1 } });
  });

  it("keeping pods beats a lower bye: the bye moves up a point group so that both pods stay even", () => {
    // Round 1 (any history is allowed) crossed the pods: e..h beat a..d, i had the bye.
    const pods = { a: 1, b: 1, c: 1, d: 1, e: 2, f: 2, g: 2, h: 2, i: 2 };
    const r1: Round = {
      number: 1,
      matches: [win(1, "e", "a"), win(2, "f", "b"), win(3, "g", "c"), win(4, "h", "d"), { players: ["i"], bye: true }],
    };
    const t = tournament("bye-up", named(pods), [r1]);
    const withPods = pairNextRound(t);
    // A bottom-group bye (a..d) would leave both pods odd: one cross-pod pair.
    expect(["e", "f", "g", "h"]).toContain(byeOf(withPods));
    expect(crossNotes(withPods)).toEqual([]);
    expect(withPods.notes.map((n) => n.kind)).toContain("bye-above-bottom");
    // Without pods (Player.pod dropped) the bye goes to the bottom group as usual.
    const plain = pairNextRound({ ...t, players: t.players.map(({ pod: _, ...p }) => p) });
    expect(["a", "b", "c", "d"]).toContain(byeOf(plain));
    expect("pods" in plain.certificate).toBe(false);
  });

  it("keeping pods beats pair-down cost: 3v0 inside each pod rather than 3v3 and 0v0 across", () => {
    const pods = { a: 1, b: 1, c: 2, d: 2 };
    const t = tournament("down", named(pods), [{ number: 1, matches: [win(1, "a", "d"), win(2, "c", "b")] }]);
    expect(["a", "b", "c", "d"].map((id) => pointsAfter(t).get(id))).toEqual([3, 0, 3, 0]);
    const res = pairNextRound(t);
    expect(pairsOf(res)).toEqual(["a-b", "c-d"]);
    expect(res.notes.filter((n) => n.kind === "pair-down")).toHaveLength(2);
    expect(crossNotes(res)).toEqual([]);
    const plain = pairNextRound(t, { pods: {} }); // an empty map: no pods
    expect(pairsOf(plain)).toEqual(["a-c", "b-d"]);
  });

  it("the pods option overrides Player.pod; a player without a pod crosses to anyone and is noted", () => {
    const t = tournament("override", named({ a: 1, b: 1, c: 2, d: 2 }));
    const res = pairNextRound(t, { pods: { a: 1, c: 1, b: 2, d: 2, removed: 3 } });
    expect(pairsOf(res)).toEqual(["a-c", "b-d"]);
    const lone = pairNextRound(t, { pods: { a: 1, b: 1, c: 2 } });
    expect(pairsOf(lone)).toEqual(["a-b", "c-d"]);
    expect(crossNotes(lone)).toHaveLength(1);
    expect(crossNotes(lone)[0]!.text).toContain("(d, no pod)");
  });

  it("forcing the cascade or chain path on a pod event still runs the exact matching", () => {
    const pods = Object.fromEntries(players(12).map((p, k) => [p.id, 1 + (k % 3)]));
    for (const method of ["cascade", "chain", "reduced"] as const) {
      expect(pairNextRound(tournament("m", players(12)), { method, pods }).certificate).toMatchObject({ path: "exact", pods: true });
    }
  });
});

describe("draft pods: bad input", () => {
  it("refuses a pod that is not a whole number from 1, saying which player", () => {
    const t = tournament("bad", players(4));
    expect(() => pairNextRound(t, { pods: { p1: 1, p2: 0, p3: 1, p4: 1 } })).toThrow(PairingError);
    expect(() => pairNextRound(t, { pods: { p1: 1, p2: 1.5 } })).toThrow(/pods\.p2: the pod must be a whole number from 1, not 1\.5/);
    expect(() => pairNextRound(t, { pods: { p1: "1" as unknown as number } })).toThrow(/pods\.p1/);
    const stored = { ...t, players: t.players.map((p, k) => ({ ...p, pod: k === 2 ? 0 : 1 })) };
    expect(() => pairNextRound(stored)).toThrow(/\$\.players\[2\]\.pod/);
  });
});

describe("draft pods: large fields", () => {
  it("the sparse matching (pod-mates and a band, then the dual check) costs what the complete graph costs, 161-300 players", () => {
    let added = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const rnd = rng(seed * 31);
      const n = 161 + Math.floor(rnd() * 140);
      const points = Array.from({ length: n }, () => 3 * Math.floor(rnd() * 5));
      const meetings: Array<[number, number, number]> = [];
      const pods = Array.from({ length: n }, (_, i) => 1 + Math.floor(i / 8)); // Magic pods of 8
      // Pods that already played a lot: every pod-mate pair met with probability 0.6.
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n && pods[j] === pods[i]; j++) if (rnd() < 0.6) meetings.push([i, j, 1]);
      for (let k = 0; k < n; k++) meetings.push([Math.floor(rnd() * n), Math.floor(rnd() * n), 2]);
      const f = makeField({
        round: 4,
        ids: points.map((_, i) => `e${i}`),
        points,
        byes: points.map(() => (rnd() < 0.3 ? 1 : 0)),
        meetings,
        pairKey: (i, j) => (Math.imul(Math.min(i, j) + 1, 0x9e3779b1) ^ Math.imul(Math.max(i, j) + 7, 0x85ebca6b)) >>> 0,
        pods,
      });
      const sparse = pairExact(f);
      const dense = pairExact(f, true);
      expect(costOf(f, sparse), `seed ${seed}`).toEqual(costOf(f, dense));
      expect(costOf(f, sparse).crossPod).toBeGreaterThan(0);
      expect(sparse.edges).toBeLessThan(dense.edges / 4);
      if (sparse.rounds > 1) added++;
    }
    expect(added).toBeGreaterThan(0); // the dual check had pairs to add
  });

  it("above PODS_UP_TO active players the round pairs as one Swiss field, with an info note saying so", () => {
    const ps = players(PODS_UP_TO + 2);
    const pods = Object.fromEntries(ps.map((p, k) => [p.id, 1 + Math.floor(k / 8)]));
    const res = pairNextRound(tournament("huge-draft", ps), { pods });
    assertComplete(tournament("huge-draft", ps), res.matches);
    expect(res.certificate).not.toHaveProperty("pods");
    expect(crossNotes(res)).toEqual([]);
    expect(res.notes.find((n) => n.kind === "info")?.text).toMatch(/draft pods not used: .* at most 1024 active players and this round has 1026/);
  });

  it("a 320-player draft event in 40 pods of 8 pairs 3 rounds inside the pods, then crosses only where needed", () => {
    const ps = players(320);
    const pods = Object.fromEntries(ps.map((p, k) => [p.id, 1 + Math.floor(k / 8)]));
    let t = tournament("big-draft", ps);
    const rnd = rng(320);
    for (let r = 1; r <= 5; r++) {
      const res = pairNextRound(t, { pods });
      assertComplete(t, res.matches);
      expect(res.certificate).toMatchObject({ path: "exact", pods: true, cost: { rematches: 0 } });
      const cross = (res.certificate as { cost: { crossPod: number } }).cost.crossPod;
      expect(crossNotes(res)).toHaveLength(cross);
      if (r <= 3) expect(cross, `round ${r}`).toBe(0); // a pod of 8 has room for 3 rounds (and more)
      t = play(t, res, rnd);
    }
  });
});
