// One-on-one Swiss: pairs the whole field at once under R-PAIR-2's priority order
// and explains every bent rule. Chooses the path (exact, cascade, chain), certifies
// the result and lays out the tables.
import type { Match, PairingNote, Tournament } from "../model/types.ts";
import { compareCost, costOf, groupsOf, lowerBound, type Cost, type SwissPairing } from "./cost.ts";
import { pairCascade } from "./cascade.ts";
import { pairExact } from "./exact.ts";
import { pairChain } from "./chain.ts";
import { pairReduced } from "./reduced.ts";
import { crossPod, type Field } from "./field.ts";
import { PAIR_DOWN_WHY, pairDownReasons } from "./pair-down.ts";

/** Fields up to this size always take the exact path (O(n^3) is a few ms here). */
export const EXACT_UP_TO = 96;

/**
 * Draft events pair within pods up to this many active players (the exact
 * matching takes 1-3.5 s at 1,024); larger fields pair without pods, noted.
 */
export const PODS_UP_TO = 1024;

export type SwissMethod = "auto" | "exact" | "cascade" | "chain" | "reduced";

export interface SwissCertificate {
  /** Which algorithm produced the pairing. */
  path: "exact" | "cascade" | "chain" | "reduced" | "cascade→chain" | "cascade→exact";
  /** Items 1-4 of the chosen pairing. */
  cost: Cost;
  /** No pairing can cost less than this on items 1-4. */
  lowerBound: Cost;
  /** Why the pairing is optimal on items 1-4. */
  proof: "exact-matching" | "meets-lower-bound" | "exact-matching-reduced";
  /** Exact path: pairs in the final matching and runs until the dual check passed. */
  matchingEdges?: number;
  matchingRuns?: number;
  /** Chain path: segments between big groups and the largest matching solved. */
  segments?: number;
  largestMatching?: number;
  /** Bits of the per-pair draw in the exact weights (absent on the cascade, which draws by player order). */
  drawBits?: number;
  /** Draft pods weighed (R-PAIR-6); such events always take the exact path. */
  pods?: true;
  /** Reduced path: vertices of the reduced matching and score groups stood in for. */
  reducedSize?: number;
  bigGroups?: number;
}

export function solveSwiss(f: Field, method: SwissMethod = "auto"): { pairing: SwissPairing; certificate: SwissCertificate } {
  const g = groupsOf(f);
  const { byeGroup: _, ...lb } = lowerBound(f, g);
  // Draft pods (R-PAIR-6) are an item of the objective only the exact
  // matching weighs, so pod events always take the exact path.
  const useExact = f.pods !== null || method === "exact" || (method === "auto" && f.ids.length <= EXACT_UP_TO);
  if (method === "auto" ? !useExact : method === "cascade") {
    const fast = pairCascade(f);
    if (fast) {
      const cost = costOf(f, fast, g);
      if (compareCost(cost, lb) === 0) {
        return { pairing: fast, certificate: { path: "cascade", cost, lowerBound: lb, proof: "meets-lower-bound" } };
      }
    }
  }
  if (method === "reduced" && f.pods === null) {
    // The whole reduced field in one matching: the reference for the chain path.
    const reduced = pairReduced(f);
    if (reduced) {
      return {
        pairing: { pairs: reduced.pairs, bye: reduced.bye },
        certificate: {
          path: "reduced",
          cost: costOf(f, reduced, g),
          lowerBound: lb,
          proof: "exact-matching-reduced",
          drawBits: reduced.drawBits,
          reducedSize: reduced.size,
          bigGroups: reduced.bigGroups,
        },
      };
    }
  } else if (f.pods === null && (method === "chain" || !useExact)) {
    // (pairChain checks its own result and throws rather than return a worse pairing.)
    const chain = pairChain(f);
    if (chain) {
      return {
        pairing: { pairs: chain.pairs, bye: chain.bye },
        certificate: {
          path: method === "chain" ? "chain" : "cascade→chain",
          cost: costOf(f, chain, g),
          lowerBound: lb,
          proof: "exact-matching-reduced",
          drawBits: chain.drawBits,
          bigGroups: chain.bigGroups,
          segments: chain.segments,
          largestMatching: chain.largest,
        },
      };
    }
  }
  const exact = pairExact(f);
  const cost = costOf(f, exact, g);
  return {
    pairing: { pairs: exact.pairs, bye: exact.bye },
    certificate: {
      path: useExact || method === "reduced" || method === "chain" ? "exact" : "cascade→exact",
      ...(f.pods ? { pods: true } : {}),
      cost,
      lowerBound: lb,
      proof: "exact-matching",
      drawBits: exact.drawBits,
      matchingEdges: exact.edges,
      matchingRuns: exact.rounds,
    },
  };
}

/** Tables 1..n from the top of the standings down, the bye last without a table. */
export function layOutSwiss(f: Field, p: SwissPairing): Match[] {
  const order = (i: number, j: number) => f.points[j]! - f.points[i]! || f.pairKey(i, i) - f.pairKey(j, j);
  const pairs = p.pairs.map(([a, b]) => (order(a, b) <= 0 ? [a, b] : [b, a]) as [number, number]);
  pairs.sort((x, y) => f.points[y[0]]! - f.points[x[0]]! || f.points[y[1]]! - f.points[x[1]]! || f.pairKey(x[0], x[1]) - f.pairKey(y[0], y[1]));
  const matches: Match[] = pairs.map(([a, b], k) => ({ table: k + 1, players: [f.ids[a]!, f.ids[b]!] }));
  if (p.bye >= 0) matches.push({ players: [f.ids[p.bye]!], bye: true });
  return matches;
}

/** The notes of R-PAIR-2: every pair-down, rematch, bye above the bottom and second bye. */
export function explainSwiss(t: Tournament, f: Field, p: SwissPairing): PairingNote[] {
  const name = new Map(t.players.map((pl) => [pl.id, pl.name]));
  const who = (i: number) => `${name.get(f.ids[i]!) ?? f.ids[i]} (${f.ids[i]})`;
  const inPod = (i: number) => `${name.get(f.ids[i]!) ?? f.ids[i]} (${f.ids[i]}, ${podName(f, i)})`;
  const g = groupsOf(f);
  const notes: PairingNote[] = [];
  const reasons = pairDownReasons(f, p);
  p.pairs.forEach(([x, y], k) => {
    const [a, b] = f.points[x]! >= f.points[y]! ? [x, y] : [y, x];
    if (f.points[a] !== f.points[b]) {
      const reason = reasons.get(k);
      notes.push({
        kind: "pair-down",
        players: [f.ids[a]!, f.ids[b]!],
        points: [f.points[a]!, f.points[b]!],
        ...(reason ? { reason } : {}),
        text: `pair-down: ${who(a)} on ${f.points[a]} points plays ${who(b)} on ${f.points[b]} points${reason ? `: ${PAIR_DOWN_WHY[reason]}` : ""}`,
      });
    }
    if (crossPod(f, a, b)) {
      notes.push({
        kind: "cross-pod",
        players: [f.ids[a]!, f.ids[b]!],
        points: [f.points[a]!, f.points[b]!],
        text: `cross-pod: ${inPod(a)} plays ${inPod(b)}; pairing within the draft pods only would leave a pod with a player over, need a rematch or give someone a second bye`,
      });
    }
    const earlier = f.met(a, b);
    if (earlier > 0) {
      notes.push({
        kind: "rematch",
        players: [f.ids[a]!, f.ids[b]!],
        points: [f.points[a]!, f.points[b]!],
        earlierRound: earlier,
        text: `rematch: ${who(a)} and ${who(b)} already met in round ${earlier}; no pairing of the whole field avoids more rematches`,
      });
    }
  });
  if (p.bye >= 0) {
    const i = p.bye;
    const height = g.totals.length - 1 - g.groupOf[i]!;
    if (height > 0) {
      notes.push({
        kind: "bye-above-bottom",
        players: [f.ids[i]!],
        points: [f.points[i]!],
        text: `bye above the bottom group: ${who(i)} on ${f.points[i]} points sits out, ${height} point group(s) above the bottom (${g.totals[g.totals.length - 1]} points), because a lower bye would cost a second bye or more rematches`,
      });
    }
    if (f.byes[i]! > 0) {
      const fewest = Math.min(...f.byes);
      notes.push({
        kind: "second-bye",
        players: [f.ids[i]!],
        points: [f.points[i]!],
        text: `second bye: ${who(i)} already had ${f.byes[i]} bye(s); every active player has had at least ${fewest}`,
      });
    }
  }
  return notes;
}

function podName(f: Field, i: number): string {
  const pod = f.pods![i]!;
  return pod > 0 ? `pod ${pod}` : "no pod";
}
