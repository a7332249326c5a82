// A topcut/1 file of a Swiss event in its last round, paired and playing (no
// results yet), with decided results (2-0, 2-1) in the rounds before and
// names with accents and apostrophes: big events for the browser tests and
// the page bench (bench/page.bench.ts), imported through the API in one call.
// Seeded: the same arguments give the same file.
import type { Match, Round, Tournament } from "../../shared/model/types.ts";

const FIRST = ["Aiko", "José", "Zoë", "Dmitri", "Łukasz", "Siobhán", "Kenji", "Amélie", "O'Brien", "Søren"];

/** Player n (1-based) is named "<first name> Player n", e.g. "José Player 2". */
export function swissPlayerName(n: number): string {
  return `${FIRST[(n - 1) % FIRST.length]} Player ${n}`;
}

export function swissEventFile(players: number, rounds: number, name: string): Tournament {
  let seed = players;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const points = new Map(ids.map((id) => [id, 0]));
  const out: Round[] = [];
  for (let r = 1; r <= rounds; r++) {
    // Neighbours by points (a stand-in for the engine's pairing; the file only needs to be valid).
    const order = [...ids].sort((a, b) => points.get(b)! - points.get(a)! || Number(a.slice(1)) - Number(b.slice(1)));
    const matches: Match[] = [];
    if (order.length % 2) matches.push({ players: [order.pop()!], bye: true } as Match);
    for (let k = 0; k < order.length; k += 2) {
      const [a, b] = [order[k]!, order[k + 1]!];
      const m = { table: k / 2 + 1, players: [a, b] } as Match & { result?: unknown };
      if (r < rounds) {
        const aWins = rand() < 0.5;
        m.result = { games: aWins ? [2, rand() < 0.5 ? 0 : 1, 0] : [rand() < 0.5 ? 0 : 1, 2, 0] };
        points.set(aWins ? a : b, points.get(aWins ? a : b)! + 3);
      }
      matches.push(m);
    }
    out.push({ number: r, matches });
  }
  return {
    format: "topcut/1",
    id: "swiss",
    name,
    gameFormat: "Modern",
    rules: "dci-2009",
    options: { draws: "flip", bestOf: 3, rounds, cut: 8 },
    players: ids.map((id, i) => ({ id, name: swissPlayerName(i + 1), registered: i + 1, dropped: null })),
    rounds: out,
  } as unknown as Tournament;
}
