// Commander Points (R-CMD-1): everyone starts with 1000; each loser at a table
// loses 7% of their points; the winner gains the sum lost, and at a 3-player
// table also what a phantom loser holding the points of the currently
// lowest-ranked player would lose. A table nobody wins costs every player 7%
// and pays no one. "Points are rounded up to the nearest whole number" reads
// two ways; the event's options.commanderRounding says which applies
// (docs/rules.md): "per-loss" rounds each amount lost up, "on-total" keeps the
// amounts exact and rounds each player's new total up. Whole numbers only.
import type { CommanderRounding, Tournament } from "../model/types.ts";
import { viewMatch } from "../model/matches.ts";
import type { PodProfile } from "../rules/profiles.ts";
import { pairOutcome } from "./outcome.ts";
import { countedRounds, playerIndex } from "./swiss.ts";

export interface CommanderAggregates {
  index: Map<string, number>;
  points: Float64Array;
  wins: Int32Array;
  losses: Int32Array;
  byes: Int32Array;
  /** Reported tables (and two-player matches) played. */
  tables: Int32Array;
}

/**
 * What a loser holding `points` loses: the profile's share, rounded up
 * ("per-loss"), or rounded down ("on-total": their new total, points minus the
 * exact share, is what is rounded up).
 */
export function commanderLoss(profile: PodProfile, points: number, rounding: CommanderRounding = "per-loss"): number {
  // Integer arithmetic: 1000 * 0.07 is 70.00000000000001 in floating point.
  const share = points * profile.lossPercent;
  return rounding === "per-loss" ? Math.ceil(share / 100) : Math.floor(share / 100);
}

/**
 * What a table's winner gains from losers (the phantom included) who held
 * `held` points between them: the sum of their rounded losses ("per-loss"),
 * or their exact losses summed and the winner's new total rounded up
 * ("on-total"; the winner's points are whole, so that is the sum rounded up).
 */
function winnerGain(profile: PodProfile, held: number[], rounding: CommanderRounding): number {
  if (rounding === "per-loss") return held.reduce((sum, p) => sum + commanderLoss(profile, p), 0);
  return Math.ceil((held.reduce((sum, p) => sum + p, 0) * profile.lossPercent) / 100);
}

export function aggregateCommander(t: Tournament, profile: PodProfile, throughRound?: number): CommanderAggregates {
  const n = t.players.length;
  const index = playerIndex(t);
  const a: CommanderAggregates = {
    index,
    points: new Float64Array(n).fill(profile.startingPoints),
    wins: new Int32Array(n),
    losses: new Int32Array(n),
    byes: new Int32Array(n),
    tables: new Int32Array(n),
  };
  const rounding = t.options.commanderRounding ?? "per-loss";
  for (const round of countedRounds(t, throughRound)) {
    // Tables are played at the same time: every table reads the points as
    // they stood when the round began, so the order of tables never matters.
    const before = a.points.slice();
    let lowest = Number.POSITIVE_INFINITY;
    for (const p of before) lowest = Math.min(lowest, p);
    const delta = new Float64Array(n);

    const settle = (seated: number[], winner: number | null) => {
      const held: number[] = [];
      for (const i of seated) {
        a.tables[i]! += 1;
        if (i === winner) continue;
        delta[i]! -= commanderLoss(profile, before[i]!, rounding);
        held.push(before[i]!);
        a.losses[i]! += 1;
      }
      if (winner === null) return;
      if (seated.length === 3 && profile.phantomAtThreePlayerTables) held.push(lowest);
      delta[winner]! += winnerGain(profile, held, rounding);
      a.wins[winner]! += 1;
    };

    for (const match of round.matches) {
      const view = viewMatch(match);
      if (view.kind === "bye") {
        const i = index.get(view.match.players[0]);
        if (i !== undefined) a.byes[i]! += 1;
        continue; // a bye leaves Commander Points unchanged
      }
      if (view.kind === "late-loss") {
        // A late arrival's loss costs 7% like any lost table; nobody gains.
        const i = index.get(view.match.players[0]);
        if (i === undefined) continue;
        delta[i]! -= commanderLoss(profile, before[i]!, rounding);
        a.losses[i]! += 1;
        continue;
      }
      const m = view.match;
      if (!m.result) continue;
      const seated = m.players.map((id) => index.get(id));
      if (seated.some((i) => i === undefined)) continue;
      const ids = seated as number[];
      if (view.kind === "pod") {
        const w = view.match.result!.winner;
        settle(ids, w === null ? null : (index.get(w) ?? null));
      } else {
        const out = pairOutcome(view.match, view.match.result!);
        settle(ids, out.kind === "win" || out.kind === "awarded" ? ids[out.side]! : null);
      }
    }
    for (let i = 0; i < n; i++) a.points[i]! += delta[i]!;
  }
  return a;
}
