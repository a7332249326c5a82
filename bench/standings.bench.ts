// Standings of a big Swiss event: 5,000 players after 10 rounds, every kind
// of result (2-0, 2-1, drawn scores, flips, intentional draws, awarded
// matches, byes, a late arrival's loss, drops). Synthetic and seeded.
import type { Match, Round, RulesProfileId, Tournament } from "../shared/model/types.ts";
import { parseTournament } from "../shared/model/validate.ts";
import { computeStandings, pointsAfter } from "../shared/standings/index.ts";
import { median, peakMemory, prng } from "./harness.ts";

export const name = "standings";

/**
 * A one-on-one Swiss event paired by points (adjacent players in the
 * current order, a stand-in for the real pairing engine); a hidden skill
 * decides most matches. 1% of the field drops after each round.
 */
export function syntheticSwissEvent(players: number, rounds: number, rules: RulesProfileId = "club", seed = 2009): Tournament {
  const rand = prng(seed);
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const skill = new Map(ids.map((id) => [id, rand()]));
  const points = new Map(ids.map((id) => [id, 0]));
  const dropped = new Map<string, number>();
  const out: Round[] = [];
  for (let r = 1; r <= rounds; r++) {
    const active = ids.filter((id) => !dropped.has(id));
    // Within a points group the order is a seeded draw.
    const tiebreak = new Map(active.map((id) => [id, rand()]));
    active.sort((a, b) => points.get(b)! - points.get(a)! || tiebreak.get(a)! - tiebreak.get(b)!);
    const matches: Match[] = [];
    if (r === 1) matches.push({ players: [active.shift()!], loss: true }); // a late arrival
    if (active.length % 2) matches.push({ players: [active.pop()!], bye: true });
    for (let k = 0; k < active.length; k += 2) {
      const a = active[k]!;
      const b = active[k + 1]!;
      const x = rand();
      const pA = 0.5 + (skill.get(a)! - skill.get(b)!) / 2;
      let result: Extract<Match, { table: number }>["result"];
      if (x < 0.02) result = { intentionalDraw: true };
      else if (x < 0.03) result = { awarded: rand() < pA ? a : b };
      // Flip mode (R-SCORE-3): every drawn game score names the flip's winner.
      else if (x < 0.08) result = { games: rand() < 0.5 ? [1, 1, 0] : [1, 1, 1], flip: rand() < 0.5 ? a : b };
      else if (rand() < pA) result = { games: rand() < 0.5 ? [2, 0, 0] : [2, 1, 0] };
      else result = { games: rand() < 0.5 ? [0, 2, 0] : [1, 2, 0] };
      matches.push({ table: k / 2 + 1, players: [a, b], result } as Match);
    }
    out.push({ number: r, matches });
    // Points for the next round's pairing (the engine's own pointsAfter is what is measured below).
    const t = { ...shell(ids, dropped, rules, rounds), rounds: [{ number: 1, matches }] } as Tournament;
    for (const [id, p] of pointsAfter(t)) points.set(id, points.get(id)! + p);
    for (const id of ids) if (!dropped.has(id) && rand() < 0.01) dropped.set(id, r);
  }
  return parseTournament({ ...shell(ids, dropped, rules, rounds), rounds: out });
}

function shell(ids: string[], dropped: Map<string, number>, rules: RulesProfileId, rounds: number) {
  return {
    format: "topcut/1" as const,
    id: "bench",
    name: "Benchmark Open",
    gameFormat: "Old School",
    rules,
    options: { draws: "flip" as const, bestOf: 3 as const, rounds, cut: 8 as const },
    players: ids.map((id, i) => ({ id, name: `Player ${i + 1}`, registered: i + 1, dropped: dropped.get(id) ?? null })),
  };
}

/** A Commander event: random tables of 4 (3 where the field needs it), one in ten without a winner. */
export function syntheticCommanderEvent(players: number, rounds: number, seed = 3003): Tournament {
  const rand = prng(seed);
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const out: Round[] = [];
  for (let r = 1; r <= rounds; r++) {
    const order = ids
      .map((id) => [id, rand()] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([id]) => id);
    const matches: Match[] = [];
    let table = 0;
    while (order.length) {
      const size = order.length % 4 === 0 || order.length > 9 ? 4 : 3;
      const seated = order.splice(0, size);
      const winner = rand() < 0.1 ? null : seated[Math.floor(rand() * seated.length)]!;
      matches.push({ table: ++table, players: seated, result: { winner } });
    }
    out.push({ number: r, matches });
  }
  return parseTournament({ ...shell(ids, new Map(), "commander", rounds), gameFormat: "Commander", rounds: out });
}

export async function run() {
  const rows = [];
  for (const rules of ["club", "dci-2009", "dreamblade"] as const) {
    const t = syntheticSwissEvent(5_000, 10, rules);
    const ms = median(() => computeStandings(t), 9);
    const mem = peakMemory(() => computeStandings(t));
    rows.push({
      case: `computeStandings, ${rules}: 5,000 players after 10 rounds`,
      median_ms: round(ms),
      peak_rss_mb: mem.peakRssMB,
      goal: "< 1000 ms",
    });
  }
  const pods = syntheticCommanderEvent(5_000, 10);
  rows.push({
    case: "computeStandings, commander: 5,000 players after 10 rounds",
    median_ms: round(median(() => computeStandings(pods), 9)),
    peak_rss_mb: peakMemory(() => computeStandings(pods)).peakRssMB,
    goal: "< 1000 ms",
  });
  const t = syntheticSwissEvent(5_000, 10, "club");
  rows.push({ case: "pointsAfter, club: 5,000 players after 10 rounds", median_ms: round(median(() => pointsAfter(t), 9)), peak_rss_mb: "-", goal: "-" });
  return rows;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
