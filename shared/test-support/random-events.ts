// Test data for the pairing tests and the benchmark: seeded random events.
// (Test support only; the engine itself never draws random numbers.)
import type { Match, Player, Round, Tournament } from "../model/types.ts";

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    // xorshift32
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

export function players(n: number, prefix = "p"): Player[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    name: `Player ${i + 1}`,
    registered: i + 1,
    dropped: null,
  }));
}

export function tournament(id: string, ps: Player[], rounds: Round[] = [], rules: Tournament["rules"] = "club"): Tournament {
  return {
    format: "topcut/1",
    id,
    name: `Event ${id}`,
    gameFormat: "Premodern",
    rules,
    options: { draws: "allowed", bestOf: 3, rounds: 15, cut: 0 },
    players: ps,
    rounds,
  };
}

/** A random result for a two-player table: wins either way and (when drawP > 0) draws. */
export function randomResult(rnd: () => number, drawP: number): NonNullable<Extract<Match, { table: number; players: [string, string] }>["result"]> {
  const x = rnd();
  if (x < drawP) return { games: [1, 1, 0] };
  return x < drawP + (1 - drawP) / 2 ? { games: [2, 0, 0] } : { games: [1, 2, 0] };
}

/** Reports random results at every open table of the last round (pod tables get a random winner). */
export function reportAll(t: Tournament, rnd: () => number, drawP = 0.1): Tournament {
  const last = t.rounds[t.rounds.length - 1]!;
  const matches = last.matches.map((m): Match => {
    if ("bye" in m || "loss" in m || m.result) return m;
    if (m.players.length === 2) return { ...m, players: [m.players[0]!, m.players[1]!], result: randomResult(rnd, drawP) };
    return { ...m, result: { winner: m.players[Math.floor(rnd() * m.players.length)]! } };
  });
  return { ...t, rounds: [...t.rounds.slice(0, -1), { ...last, matches }] };
}

/** A random (not Swiss) round: shuffled pairs, a random bye. Creates arbitrary histories, forced rematches included. */
export function randomRound(t: Tournament, rnd: () => number, drawP = 0.15): Round {
  const act = t.players.filter((p) => p.dropped === null).map((p) => p.id);
  for (let i = act.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [act[i], act[j]] = [act[j]!, act[i]!];
  }
  const matches: Match[] = [];
  if (act.length % 2 === 1) matches.push({ players: [act.pop()!], bye: true });
  for (let k = 0; k + 1 < act.length; k += 2) {
    matches.push({ table: k / 2 + 1, players: [act[k]!, act[k + 1]!], result: randomResult(rnd, drawP) });
  }
  return { number: t.rounds.length + 1, matches };
}

/** Drops each active player with probability p after the last round. */
export function randomDrops(t: Tournament, rnd: () => number, p: number): Tournament {
  const r = t.rounds.length;
  return { ...t, players: t.players.map((pl) => (pl.dropped === null && rnd() < p ? { ...pl, dropped: r } : pl)) };
}
