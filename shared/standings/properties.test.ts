// Property tests over random tournaments of every profile: names and order
// never matter, floors hold, points add up, Commander Points are conserved.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Match, RulesProfileId, Tournament } from "../model/types.ts";
import { parseTournament } from "../model/validate.ts";
import { computeStandings, pointsAfter, type StandingRow } from "./index.ts";

/** A small deterministic PRNG: the tournament comes from fast-check's seed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], rnd: () => number): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

function randomTournament(rules: RulesProfileId, seed: number): Tournament {
  const rnd = prng(seed);
  // Draw or flip (R-SCORE-3): in flip mode every drawn game score names the flip's winner; with draws allowed none does.
  const draws = rnd() < 0.5 ? "flip" : "allowed";
  const n = 3 + Math.floor(rnd() * 14);
  const nRounds = 1 + Math.floor(rnd() * 6);
  const ids = Array.from({ length: n }, (_, i) => `p${i}`);
  const rounds = [];
  for (let r = 1; r <= nRounds; r++) {
    const order = shuffle(ids, rnd);
    const matches: unknown[] = [];
    let table = 0;
    if (r === 1 && rnd() < 0.3) matches.push({ players: [order.pop()!], loss: true });
    if (rules === "commander") {
      while (order.length >= 3) {
        const size = order.length === 3 || order.length === 6 || order.length === 5 ? 3 : 4;
        const seated = order.splice(0, size);
        const roll = rnd();
        const result = roll < 0.1 ? undefined : { winner: roll < 0.3 ? null : seated[Math.floor(rnd() * size)]! };
        matches.push(result ? { table: ++table, players: seated, result } : { table: ++table, players: seated });
      }
    } else {
      while (order.length >= 2) {
        const [a, b] = order.splice(0, 2) as [string, string];
        const roll = rnd();
        let result: unknown;
        if (roll < 0.08) result = undefined;
        else if (roll < 0.16) result = { intentionalDraw: true };
        else if (roll < 0.24) result = { awarded: rnd() < 0.5 ? a : b };
        else {
          const g: [number, number, number] = [Math.floor(rnd() * 3), Math.floor(rnd() * 3), Math.floor(rnd() * 2)];
          if (g[0] + g[1] + g[2] === 0) g[0] = 1;
          if (g[0] === 2 && g[1] === 2) g[1] = 1; // a best of 3 ends at two won games
          result = g[0] === g[1] && draws === "flip" ? { games: g, flip: rnd() < 0.5 ? a : b } : { games: g };
        }
        matches.push(result ? { table: ++table, players: [a, b], result } : { table: ++table, players: [a, b] });
      }
    }
    for (const id of order) matches.push({ players: [id], bye: true });
    rounds.push({ number: r, matches });
  }
  if (rnd() < 0.3) rounds.push({ number: nRounds + 1, stage: "final", matches: [] });
  return parseTournament({
    format: "topcut/1",
    id: "prop",
    name: "Property event",
    gameFormat: "Test",
    rules,
    options: { draws, bestOf: 3, rounds: nRounds, cut: 0 },
    players: ids.map((id, i) => ({
      id,
      name: `Player ${i}`,
      registered: i + 1,
      dropped: rnd() < 0.2 ? Math.floor(rnd() * (nRounds + 1)) : null,
    })),
    rounds,
  });
}

/** The same event with new ids, players and matches reordered, seats swapped. */
function disguise(t: Tournament, seed: number): { t: Tournament; rename: Map<string, string> } {
  const rnd = prng(seed ^ 0x5bd1e995);
  const rename = new Map<string, string>();
  shuffle(t.players, rnd).forEach((p, i) => rename.set(p.id, `z${i}-${p.id.length}`));
  const to = (id: string) => rename.get(id)!;
  const rounds = t.rounds.map((round) => ({
    ...round,
    matches: shuffle(round.matches, rnd).map((m): Match => {
      if ("bye" in m || "loss" in m) return { ...m, players: [to(m.players[0])] } as Match;
      if (m.players.length === 2) {
        const [a, b] = m.players as [string, string];
        const res = m.result as { games?: [number, number, number]; flip?: string; awarded?: string; intentionalDraw?: true } | undefined;
        const swap = rnd() < 0.5;
        let result: unknown = res;
        if (res?.games) {
          const games = swap ? [res.games[1], res.games[0], res.games[2]] : res.games;
          result = res.flip ? { games, flip: to(res.flip) } : { games };
        } else if (res?.awarded) result = { awarded: to(res.awarded) };
        const players = swap ? [to(b), to(a)] : [to(a), to(b)];
        return (result ? { ...m, players, result } : { ...m, players }) as Match;
      }
      const res = m.result as { winner: string | null } | undefined;
      const players = shuffle(m.players.map(to), rnd);
      return (res ? { ...m, players, result: { winner: res.winner === null ? null : to(res.winner) } } : { ...m, players }) as Match;
    }),
  }));
  const players = shuffle(t.players, rnd).map((p) => ({ ...p, id: to(p.id) }));
  return { t: parseTournament({ ...t, players, rounds }), rename };
}

const RULES: RulesProfileId[] = ["club", "dci-2009", "dreamblade", "commander"];
const anyEvent = fc.record({ rules: fc.constantFrom(...RULES), seed: fc.integer() });

describe("standings properties", () => {
  it("renaming players, reordering players and matches, and swapping seats change nothing", () => {
    fc.assert(
      fc.property(anyEvent, ({ rules, seed }) => {
        const t = randomTournament(rules, seed);
        const { t: other, rename } = disguise(t, seed);
        const back = new Map([...rename].map(([a, b]) => [b, a]));
        const mapped = computeStandings(other).map((r) => ({ ...r, player: back.get(r.player)! }));
        expect(mapped).toEqual(computeStandings(t));
      }),
      { numRuns: 300 },
    );
  });

  it("places run 1, 2, 2, 4 ... down the points; every row is a player of the event", () => {
    fc.assert(
      fc.property(anyEvent, ({ rules, seed }) => {
        const t = randomTournament(rules, seed);
        const s = computeStandings(t);
        expect(s.map((r) => r.player).sort()).toEqual(t.players.map((p) => p.id).sort());
        s.forEach((r, k) => {
          if (k === 0) return expect(r.place).toBe(1);
          const prev = s[k - 1]!;
          expect(r.points).toBeLessThanOrEqual(prev.points);
          expect([prev.place, k + 1]).toContain(r.place);
          if (r.place === prev.place) {
            expect(r.points).toBe(prev.points);
            expect(r.tiebreakers).toEqual(prev.tiebreakers);
            expect(r.registered).toBeGreaterThan(prev.registered);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it("floors hold: every opponent counts at least 0.33, own MW% at least 0.33 in dci-2009 and dreamblade", () => {
    fc.assert(
      fc.property(
        anyEvent.filter((e) => e.rules !== "commander"),
        ({ rules, seed }) => {
          const s = computeStandings(randomTournament(rules, seed));
          const ownOnlyByes = rules !== "club";
          for (const r of s) {
            const opponents = r.matches - (ownOnlyByes ? r.record.byes : 0);
            for (const v of Object.values(r.tiebreakers)) {
              expect(v).toBeGreaterThanOrEqual(0);
              expect(v).toBeLessThanOrEqual(1);
            }
            if (opponents > 0) {
              expect(r.tiebreakers.omw).toBeGreaterThanOrEqual(0.33);
              if (rules === "dreamblade") expect(r.tiebreakers.oomw).toBeGreaterThanOrEqual(0.33);
              else expect(r.tiebreakers.ogw).toBeGreaterThanOrEqual(0.33);
            } else {
              expect(r.tiebreakers.omw).toBe(0);
            }
            if (rules !== "club" && r.matches > 0) expect(r.matchWin).toBeGreaterThanOrEqual(0.33);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("points add up: the standings hold exactly what the reported results award", () => {
    const award: Record<string, { win: number; draw: number; bye: number }> = {
      club: { win: 3, draw: 1, bye: 3 },
      "dci-2009": { win: 3, draw: 1, bye: 3 },
      dreamblade: { win: 3, draw: 0, bye: 3 },
    };
    fc.assert(
      fc.property(
        anyEvent.filter((e) => e.rules !== "commander"),
        ({ rules, seed }) => {
          const t = randomTournament(rules, seed);
          const P = award[rules]!;
          let expected = 0;
          let decided = 0;
          let lateLosses = 0;
          for (const round of t.rounds) {
            if (round.stage && round.stage !== "swiss") continue;
            for (const m of round.matches) {
              if ("bye" in m) expected += P.bye;
              else if ("loss" in m) lateLosses++;
              else if (m.result && "intentionalDraw" in m.result) expected += 2 * P.draw;
              else if (m.result && "awarded" in m.result) (expected += P.win), decided++;
              else if (m.result && "games" in m.result) {
                const [a, b] = m.result.games;
                if (a !== b || m.result.flip) (expected += P.win), decided++;
                else expected += 2 * P.draw;
              }
            }
          }
          const s = computeStandings(t);
          const sum = (f: (r: StandingRow) => number) => s.reduce((acc, r) => acc + f(r), 0);
          expect(sum((r) => r.points)).toBe(expected);
          expect(sum((r) => r.record.wins)).toBe(decided);
          expect(sum((r) => r.record.losses)).toBe(decided + lateLosses);
          expect(sum((r) => r.points)).toBe([...pointsAfter(t).values()].reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("commander points are conserved at every table with a winner, except the 3-player phantom bonus", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const t = randomTournament("commander", seed);
        let before = pointsAfter(t, 0);
        for (const round of t.rounds) {
          if (round.stage && round.stage !== "swiss") continue;
          const after = pointsAfter(t, round.number);
          const lowest = Math.min(...before.values());
          for (const m of round.matches) {
            if (!("result" in m) || !m.result || !("winner" in m.result)) continue;
            const change = m.players.reduce((acc, id) => acc + after.get(id)! - before.get(id)!, 0);
            if (m.result.winner === null) {
              expect(change).toBeLessThan(0);
              continue;
            }
            expect(change).toBe(m.players.length === 3 ? Math.ceil((lowest * 7) / 100) : 0);
          }
          before = after;
        }
      }),
      { numRuns: 200 },
    );
  });
});
