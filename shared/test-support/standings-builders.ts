// Test helpers: build small topcut/1 tournaments by hand. Every tournament
// built here goes through validation, so tests only ever see valid files.
import type { CustomRules, Match, Round, RoundStage, RulesProfileId, Tournament } from "../model/types.ts";
import { parseTournament } from "../model/validate.ts";
import { computeStandings } from "../standings/index.ts";

type Games = [number, number, number];
/** A match without its table number (the builder numbers tables per round). */
export type M = { players: [string]; bye: true } | { players: [string]; loss: true } | { players: string[]; result?: unknown };

export const games = (a: string, b: string, score: Games, flip?: string): M => ({
  players: [a, b],
  result: flip ? { games: score, flip } : { games: score },
});
/** a beats b, 2-0 by default. */
export const beats = (a: string, b: string, score: Games = [2, 0, 0]): M => games(a, b, score);
export const drawn = (a: string, b: string, score: Games = [1, 1, 0]): M => games(a, b, score);
export const intentionalDraw = (a: string, b: string): M => ({ players: [a, b], result: { intentionalDraw: true } });
export const awarded = (to: string, other: string): M => ({ players: [to, other], result: { awarded: to } });
export const unreported = (a: string, b: string): M => ({ players: [a, b] });
export const bye = (a: string): M => ({ players: [a], bye: true });
export const lateLoss = (a: string): M => ({ players: [a], loss: true });
export const pod = (players: string[], winner: string | null): M => ({ players, result: { winner } });

export interface Build {
  rules: RulesProfileId;
  /** Rules "custom": the definition (its best-of and draw rule become the options). */
  customRules?: CustomRules;
  players: string[];
  rounds: M[][];
  stages?: Partial<Record<number, RoundStage>>;
  dropped?: Record<string, number>;
  options?: Partial<Tournament["options"]>;
  /** Registration numbers, default: order in `players`. */
  registered?: Record<string, number>;
}

export function build(b: Build): Tournament {
  const rounds: Round[] = b.rounds.map((matches, r) => {
    let table = 0;
    const round: Round = {
      number: r + 1,
      matches: matches.map((m) => ("bye" in m || "loss" in m ? m : { table: ++table, ...m }) as Match),
    };
    const stage = b.stages?.[r + 1];
    if (stage) round.stage = stage;
    return round;
  });
  return parseTournament({
    format: "topcut/1",
    id: "test",
    name: "Test event",
    gameFormat: "Test",
    rules: b.rules,
    ...(b.customRules ? { customRules: b.customRules } : {}),
    options: {
      draws: b.customRules?.draws ?? "allowed",
      bestOf: b.customRules?.bestOf ?? 3,
      rounds: Math.max(1, rounds.length),
      cut: 0,
      ...b.options,
    },
    players: b.players.map((id, i) => ({
      id,
      name: id.toUpperCase(),
      registered: b.registered?.[id] ?? i + 1,
      dropped: b.dropped?.[id] ?? null,
    })),
    rounds,
  });
}

export interface Record3 {
  w: number;
  l: number;
  d: number;
}

/**
 * Builds rounds in which each listed player reaches a given W-L-D record:
 * `vs` fixes some results against named players in given rounds; the rest
 * are played against fresh filler players, one filler per match, so the
 * fillers never meet each other and do not disturb the records.
 */
export function withRecords(
  nRounds: number,
  fixed: { round: number; match: M }[],
  records: Record<string, Record3>,
  fillerPrefix = "x",
  /** The game score of a filler match won (Dreamblade's one-game matches: 1-0). */
  winScore: Games = [2, 0, 0],
): { players: string[]; rounds: M[][] } {
  const rounds: M[][] = Array.from({ length: nRounds }, () => []);
  const busy = new Map<string, Set<number>>();
  const tally = new Map<string, Record3>();
  const note = (id: string, round: number) => {
    if (!busy.has(id)) busy.set(id, new Set());
    busy.get(id)!.add(round);
  };
  for (const { round, match } of fixed) {
    rounds[round - 1]!.push(match);
    for (const id of match.players) note(id, round);
  }
  // What the fixed matches already gave each recorded player.
  for (const id of Object.keys(records)) tally.set(id, { w: 0, l: 0, d: 0 });
  for (const { match } of fixed) {
    if ("bye" in match || "loss" in match) continue;
    const res = (match as { result?: { games?: Games; awarded?: string } }).result;
    const [a, b] = match.players as [string, string];
    const score = res?.games;
    const winner = res?.awarded ?? (score ? (score[0] > score[1] ? a : score[1] > score[0] ? b : null) : null);
    for (const id of [a, b]) {
      const t = tally.get(id);
      if (!t) continue;
      if (winner === null) t.d++;
      else if (winner === id) t.w++;
      else t.l++;
    }
  }
  let filler = 0;
  const players = new Set<string>();
  for (const { match } of fixed) for (const id of match.players) players.add(id);
  for (const [id, want] of Object.entries(records)) {
    players.add(id);
    const have = tally.get(id)!;
    const todo: ("w" | "l" | "d")[] = [];
    for (const k of ["w", "l", "d"] as const) {
      const left = want[k] - have[k];
      if (left < 0) throw new Error(`${id}: fixed matches exceed the record`);
      for (let i = 0; i < left; i++) todo.push(k);
    }
    for (let r = 1; r <= nRounds && todo.length; r++) {
      if (busy.get(id)?.has(r)) continue;
      const k = todo.shift()!;
      const x = `${fillerPrefix}${++filler}`;
      players.add(x);
      rounds[r - 1]!.push(k === "w" ? beats(id, x, winScore) : k === "l" ? beats(x, id, winScore) : drawn(id, x));
      note(id, r);
    }
    if (todo.length) throw new Error(`${id}: not enough rounds for the record`);
  }
  return { players: [...players], rounds };
}

/** The standings row of `id` in `t`; throws when the player has none. */
export function row(t: Tournament, id: string) {
  const r = computeStandings(t).find((x) => x.player === id);
  if (!r) throw new Error(`no row for ${id}`);
  return r;
}

/** The eight opponents of F and G in the OMW% example that the Dreamblade and DCI 2009 rules both
 *  print, in the order the texts list their records (W-L-D). */
export const SEED_OPPONENTS: Record3[] = [
  { w: 4, l: 4, d: 0 },
  { w: 7, l: 1, d: 0 },
  { w: 1, l: 3, d: 1 },
  { w: 3, l: 3, d: 1 },
  { w: 6, l: 2, d: 0 },
  { w: 5, l: 2, d: 1 },
  { w: 4, l: 3, d: 1 },
  { w: 6, l: 1, d: 1 },
];

/**
 * F or G of that example over eight rounds: `focus` meets opponent k (o1..o8)
 * in round k+1 and beats all but o2 and o8; `first`, when given, is round 1
 * (G's bye). `win` makes a match's result (the game score differs by profile).
 */
export function seedFocusEvent(focus: string, opponents: number[], first: M | null, win: (a: string, b: string) => M = beats) {
  const fixed: { round: number; match: M }[] = first ? [{ round: 1, match: first }] : [];
  for (const k of opponents) {
    const o = `o${k + 1}`;
    fixed.push({ round: k + 1, match: k === 1 || k === 7 ? win(o, focus) : win(focus, o) });
  }
  const records: Record<string, Record3> = {};
  for (const k of opponents) records[`o${k + 1}`] = SEED_OPPONENTS[k]!;
  return withRecords(8, fixed, records);
}
