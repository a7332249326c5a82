// The bracket as the CLI and the web app show it: rounds → slots → seeded
// players, result and winner, with the rounds still to come as pending slots.
import type { PlayerId, PodResult, Round, RoundStage, Tournament, TwoPlayerResult } from "../model/types.ts";
import { viewMatch, stageOf } from "../model/matches.ts";
import { structureOf, type EventStructure } from "../structure/visibility.ts";
import { finalStageRounds, playoffBestOf, qualifyingRanking, seedsOf } from "./qualify.ts";
import { settledTies, type SettledTie } from "./ties.ts";
import { finalTableWinner, playoffWinner, type PlayoffBestOf, type TableDecision } from "./result.ts";

export interface SeededPlayer {
  player: PlayerId;
  name: string;
  /** 1 = best qualifying rank; null for a player outside the recorded seeds. */
  seed: number | null;
}

export type BracketSlot =
  | {
      kind: "match";
      slot: number;
      table: number;
      players: [SeededPlayer, SeededPlayer];
      result: TwoPlayerResult | null;
      winner: PlayerId | null;
      problem?: string;
    }
  | { kind: "bye"; slot: number; players: [SeededPlayer]; winner: PlayerId }
  | {
      kind: "table";
      slot: number;
      table: number;
      players: SeededPlayer[];
      result: PodResult | null;
      winner: PlayerId | null;
      decidedBy: TableDecision | null;
      problem?: string;
    }
  /** Not paired yet: the players known so far, and where the others come from. */
  | { kind: "pending"; slot: number; players: SeededPlayer[]; awaiting: string[] };

export interface BracketRound {
  /** The round's number in the tournament; null for a round not paired yet. */
  number: number | null;
  stage: RoundStage;
  /** "final", "semifinals", "quarterfinals", "round of 16", "semifinal tables", "final table". */
  name: string;
  slots: BracketSlot[];
}

export interface BracketView {
  structure: EventStructure;
  /** Playoff matches' best-of (one-on-one brackets), null for multiplayer tables or no playoffs. */
  bestOf: PlayoffBestOf | null;
  seeds: SeededPlayer[];
  /** Dead-even players whose seeds (or cut) registration order settled (R-TB-6), when the seeds are the engine's own. */
  ties: SettledTie[];
  rounds: BracketRound[];
  champion: PlayerId | null;
}

/** The name of a one-on-one bracket round with `slots` matches. */
export function bracketRoundName(slots: number): string {
  if (slots === 1) return "final";
  if (slots === 2) return "semifinals";
  if (slots === 4) return "quarterfinals";
  return `round of ${slots * 2}`;
}

/**
 * The final stage of an event for display: every round after the Swiss with
 * its slots in bracket order (players with their seeds, result, winner), the
 * rounds still to come as pending slots ("winner of round 9 slot 2"), and the
 * champion once the final is decided. An invalid playoff result (a draw) is
 * shown as a `problem` on its slot instead of failing the whole view. Before
 * the final stage starts, `rounds` is empty.
 *
 * @example bracket(t).rounds.map((r) => r.name) // ["quarterfinals", "semifinals", "final"]
 */
export function bracket(t: Tournament): BracketView {
  const structure = structureOf(t);
  const stageRounds = finalStageRounds(t);
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const seeds = stageRounds.length ? seedsOf(t) : [];
  const seeded = (id: PlayerId): SeededPlayer => {
    const i = seeds.indexOf(id);
    return { player: id, name: names.get(id) ?? id, seed: i < 0 ? null : i + 1 };
  };
  const multiplayer = structure === "attendance";
  const bestOf = multiplayer || stageRounds.length === 0 ? null : playoffBestOf(t);

  const rounds: BracketRound[] = stageRounds.map((round) => ({
    number: round.number,
    stage: stageOf(round),
    name: multiplayer ? (round.stage === "final" ? "final table" : "semifinal tables") : bracketRoundName(round.matches.length),
    slots: slotsOf(round, seeds, bestOf ?? 1, seeded, t.options.draws === "flip"),
  }));

  // Project the rounds still to come from the latest one.
  let last = rounds.at(-1);
  if (last && !multiplayer) {
    while (last.slots.length > 1) {
      const prev: BracketRound = last;
      const slots: BracketSlot[] = [];
      for (let k = 1; k <= prev.slots.length / 2; k++) {
        const from = [prev.slots[2 * k - 2]!, prev.slots[2 * k - 1]!];
        slots.push(pending(k, from, prev, seeded));
      }
      last = { number: null, stage: "playoff", name: bracketRoundName(slots.length), slots };
      rounds.push(last);
    }
  } else if (last && multiplayer && last.stage === "semifinal") {
    const top = seeds.slice(0, 2).map(seeded);
    const slot = pending(1, last.slots, last, seeded);
    rounds.push({ number: null, stage: "final", name: "final table", slots: [{ ...slot, players: [...top, ...slot.players] } as BracketSlot] });
  }

  const final = rounds.at(-1);
  const finalSlot = final && final.slots.length === 1 && final.stage !== "semifinal" ? final.slots[0] : undefined;
  const champion = finalSlot && finalSlot.kind !== "pending" ? finalSlot.winner : null;
  return { structure, bestOf, seeds: seeds.map(seeded), ties: tiesBehind(t, seeds), rounds, champion };
}

/** The settled ties behind the seeds, when the seeds are the qualifying ranking's own (an imported file may seed otherwise: then none are claimed). */
function tiesBehind(t: Tournament, seeds: readonly PlayerId[]): SettledTie[] {
  if (seeds.length === 0 || structureOf(t) === "single-elimination") return [];
  const ranking = qualifyingRanking(t);
  return seeds.every((id, i) => ranking[i] === id) ? settledTies(t, seeds.length) : [];
}

function pending(slot: number, from: BracketSlot[], prev: BracketRound, seeded: (id: PlayerId) => SeededPlayer): BracketSlot {
  const players: SeededPlayer[] = [];
  const awaiting: string[] = [];
  for (const f of from) {
    const winner = f.kind === "pending" ? null : f.winner;
    if (winner) players.push(seeded(winner));
    else awaiting.push(prev.number === null ? `winner of ${prev.name} slot ${f.slot}` : `winner of round ${prev.number} slot ${f.slot}`);
  }
  players.sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity));
  return { kind: "pending", slot, players, awaiting };
}

function slotsOf(round: Round, seeds: readonly PlayerId[], bestOf: PlayoffBestOf, seeded: (id: PlayerId) => SeededPlayer, flips: boolean): BracketSlot[] {
  const slots = round.matches.map((match, m): BracketSlot => {
    const view = viewMatch(match);
    const slot = ("slot" in match ? match.slot : undefined) ?? m + 1;
    switch (view.kind) {
      case "bye":
        return { kind: "bye", slot, players: [seeded(view.match.players[0])], winner: view.match.players[0] };
      case "pair": {
        const base = {
          kind: "match" as const,
          slot,
          table: view.match.table,
          players: [seeded(view.match.players[0]), seeded(view.match.players[1])] as [SeededPlayer, SeededPlayer],
          result: view.match.result ?? null,
        };
        try {
          return { ...base, winner: playoffWinner(view.match, bestOf, flips) };
        } catch (err) {
          return { ...base, winner: null, problem: (err as Error).message };
        }
      }
      case "pod": {
        const base = {
          kind: "table" as const,
          slot,
          table: view.match.table,
          players: view.match.players.map(seeded),
          result: view.match.result ?? null,
        };
        try {
          const won = finalTableWinner(view.match, seeds);
          return { ...base, winner: won?.player ?? null, decidedBy: won?.decidedBy ?? null };
        } catch (err) {
          return { ...base, winner: null, decidedBy: null, problem: (err as Error).message };
        }
      }
      case "late-loss":
        throw new Error(`round ${round.number} match ${m + 1}: a late-arrival loss cannot be part of the playoffs`);
    }
  });
  return slots.sort((a, b) => a.slot - b.slot);
}
