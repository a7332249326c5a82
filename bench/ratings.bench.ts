// Recomputes a club rating pool of 100,000 matches from scratch, as the
// platform does after a correction, a deleted event or a profile merge.
// Synthetic, seeded: 2,000 players; 1,250 Swiss events of 32 players x 5 rounds.
import { parseRatedEvent, replayClub, replayCommander, type RatedEvent } from "../shared/ratings/index.ts";
import type { Match, Tournament } from "../shared/model/types.ts";
import { median, peakMemory, prng } from "./harness.ts";

export const name = "ratings";

const PLAYERS = 2_000;
const EVENTS = 1_250;
const FIELD = 32;
const ROUNDS = 5;

function sample(rand: () => number, n: number, k: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < k) chosen.add(Math.floor(rand() * n));
  return [...chosen];
}

/** A club pool: each event a field of 32 drawn from 2,000, random pairings, ~5% draws, a hidden skill deciding most games. */
export function syntheticClubEvents(seed = 7): RatedEvent[] {
  const rand = prng(seed);
  const skill = Array.from({ length: PLAYERS }, () => rand());
  const events: RatedEvent[] = [];
  for (let e = 0; e < EVENTS; e++) {
    const field = sample(rand, PLAYERS, FIELD).map((i) => `p${i}`);
    const rounds = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const order = [...field].sort(() => rand() - 0.5);
      const matches: Match[] = [];
      for (let t = 0; t < FIELD / 2; t++) {
        const a = order[2 * t]!;
        const b = order[2 * t + 1]!;
        const x = rand();
        const pA = 0.5 + (skill[+a.slice(1)]! - skill[+b.slice(1)]!) / 2;
        const games: [number, number, number] = x < 0.05 ? [1, 1, 0] : x < 0.05 + 0.95 * pA ? [2, 1, 0] : [0, 2, 0];
        matches.push({ table: t + 1, players: [a, b], result: { games } });
      }
      rounds.push({ number: r, matches });
    }
    const t: Tournament = {
      format: "topcut/1",
      id: `ev${String(e).padStart(5, "0")}`,
      name: `Weekly ${e + 1}`,
      gameFormat: "Old School",
      rules: "club",
      options: { draws: "allowed", bestOf: 3, rounds: ROUNDS, cut: 0 },
      players: field.map((id, i) => ({ id, name: id, registered: i + 1, dropped: null })),
      rounds,
    };
    const day = new Date(Date.UTC(2020, 0, 1) + e * 86_400_000 * 1.5).toISOString();
    events.push(parseRatedEvent(t, { finishedAt: `${day.slice(0, 19)}Z`, public: true }));
  }
  return events;
}

export async function run() {
  const events = syntheticClubEvents();
  const matches = events.reduce((n, e) => n + e.matches.length, 0);
  const club = median(() => {
    const r = replayClub(events);
    if (!r.ok) throw new Error("replay failed");
  }, 7);
  // The same fields as four-player Commander tables: 1,250 events x 5 rounds x 8 tables.
  const pods: RatedEvent[] = events.map((e) => ({
    ...e,
    system: "commander",
    gameFormat: "Commander",
    matches: Array.from({ length: ROUNDS * 8 }, (_, i) => {
      const round = e.matches.slice(i * 2, i * 2 + 2) as Extract<RatedEvent["matches"][number], { kind: "pair" }>[];
      const players = round.flatMap((m) => m.players);
      return { kind: "pod" as const, round: Math.floor(i / 8) + 1, table: (i % 8) + 1, players, winner: i % 7 === 0 ? null : players[i % 4]! };
    }),
  }));
  const commander = median(() => {
    const r = replayCommander(pods);
    if (!r.ok) throw new Error("replay failed");
  }, 3);
  const memory = peakMemory(() => replayClub(events));
  return [
    {
      case: `club pool: ${matches.toLocaleString("en")} matches, ${events.length} events`,
      median_ms: round(club),
      peak_rss_mb: memory.peakRssMB,
      goal: "< 2000 ms",
    },
    { case: `commander pool: ${(pods.length * ROUNDS * 8).toLocaleString("en")} tables of 4`, median_ms: round(commander), peak_rss_mb: "-", goal: "-" },
  ];
}

const round = (ms: number) => Math.round(ms * 10) / 10;
