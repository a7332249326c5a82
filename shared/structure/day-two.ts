// Two-day events (docs/playoffs.md, "Two-day events"): after round N of the
// Swiss, the players the organizer's rule names advance to day 2; the rest
// are done, their standing kept. Pure: the preview reads the standings after
// round N, the confirmation records who advanced in `dayTwoCut`.
import { cutAtDayTwo, isOpen, isSwiss } from "../model/matches.ts";
import type { DayTwo, DayTwoAdvance, PlayerId, Tournament } from "../model/types.ts";
import { rulesOf } from "../rules/rules-of.ts";
import type { StandingRow } from "../standings/index.ts";
import { standingsAfterRound } from "../standings/progress.ts";

export interface DayTwoPreview {
  afterRound: number;
  advance: DayTwoAdvance;
  /** Who advances, in standings order (place, then registration order). */
  advancing: PlayerId[];
  /** Active players who do not advance, in standings order; dropped players are in neither list. */
  out: PlayerId[];
  /** The last advancing row and the first one out: the cut line's two sides (null when a side is empty). */
  lastIn: { player: PlayerId; place: number; points: number; losses: number } | null;
  firstOut: { player: PlayerId; place: number; points: number; losses: number } | null;
  /** Dead-even players split by a top-K line, as registration order settled them (R-TB-6); null when none. */
  tie: { place: number; players: PlayerId[]; advancing: number } | null;
  /** The fewest who may advance: the rules' pairing minimum and the top cut that follows. */
  needed: number;
}

/** The event's day-2 plan, or throws when it has none. */
function planOf(t: Tournament): DayTwo {
  const plan = t.options.dayTwo;
  if (!plan) throw new DayTwoError("not-set", "day 2: this event has no day-2 cut (options.dayTwo)");
  return plan;
}

/** A day-2 refusal, named so the command layer words it. */
export class DayTwoError extends Error {
  constructor(
    readonly reason: "not-set" | "too-early" | "confirmed" | "too-few",
    message: string,
  ) {
    super(message);
    this.name = "DayTwoError";
  }
}

/** Whether Swiss round `n` is paired and every match of it has its result. */
function roundComplete(t: Tournament, n: number): boolean {
  const round = t.rounds.find((r) => isSwiss(r) && r.number === n);
  return round !== undefined && !round.matches.some(isOpen);
}

/** Whether the advance rule takes this row (exact integer comparisons). */
function advances(advance: DayTwoAdvance, row: StandingRow, rank: number): boolean {
  switch (advance.kind) {
    case "points":
      return row.points >= advance.atLeast;
    case "record":
      return row.record.losses <= advance.maxLosses;
    case "top":
      return rank < advance.count;
  }
}

/**
 * Who advances to day 2 by the event's rule, from the standings after round
 * N. Top K is by place, dead-even players separated by registration order
 * (R-TB-6), as the cut to the playoffs does. Throws a DayTwoError when the
 * event has no day-2 cut or round N is not complete.
 *
 * @example dayTwoPreview(t) // { afterRound: 5, advancing: ["ann", "cy", ...], out: ["bo", ...], ... }
 */
export function dayTwoPreview(t: Tournament): DayTwoPreview {
  const plan = planOf(t);
  const n = plan.afterRound;
  if (!roundComplete(t, n)) throw new DayTwoError("too-early", `day 2: the cut comes after round ${n}, which is not complete yet`);
  const { dayTwoCut: _made, ...uncut } = t;
  const ranking = standingsAfterRound(uncut, n)
    .filter((row) => !row.dropped)
    .sort((x, y) => x.place - y.place || x.registered - y.registered);
  const advancing: StandingRow[] = [];
  const out: StandingRow[] = [];
  ranking.forEach((row, rank) => (advances(plan.advance, row, rank) ? advancing : out).push(row));
  const side = (row: StandingRow | undefined) => (row ? { player: row.player, place: row.place, points: row.points, losses: row.record.losses } : null);
  const lastIn = advancing.at(-1);
  const firstOut = out[0];
  const split = lastIn !== undefined && firstOut !== undefined && lastIn.place === firstOut.place;
  const tied = split ? ranking.filter((r) => r.place === lastIn.place) : [];
  return {
    afterRound: n,
    advance: plan.advance,
    advancing: advancing.map((r) => r.player),
    out: out.map((r) => r.player),
    lastIn: side(lastIn),
    firstOut: side(firstOut),
    tie: split ? { place: lastIn.place, players: tied.map((r) => r.player), advancing: tied.filter((r) => advancing.includes(r)).length } : null,
    needed: Math.max(rulesOf(t).minPlayers, t.options.cut),
  };
}

/**
 * The tournament with its day-2 cut recorded (`dayTwoCut`): the preview's
 * advancing players. Refused (DayTwoError) without a day-2 cut, before round N
 * is complete, a second time, or when fewer than `needed` would advance.
 *
 * @example confirmDayTwo(t).dayTwoCut // { afterRound: 5, advanced: ["ann", "cy", ...] }
 */
export function confirmDayTwo(t: Tournament): Tournament {
  const plan = planOf(t);
  if (t.dayTwoCut) throw new DayTwoError("confirmed", `day 2: the cut after round ${t.dayTwoCut.afterRound} is already confirmed`);
  const preview = dayTwoPreview(t);
  if (preview.advancing.length < preview.needed) {
    throw new DayTwoError("too-few", `day 2: only ${preview.advancing.length} player(s) would advance; day 2 needs at least ${preview.needed}`);
  }
  return { ...t, dayTwoCut: { afterRound: plan.afterRound, advanced: preview.advancing } };
}

/** Whether the next round waits for the day-2 cut: planned, round N paired, not confirmed yet. */
export function dayTwoPending(t: Tournament): boolean {
  const plan = t.options.dayTwo;
  return plan !== undefined && t.dayTwoCut === undefined && t.rounds.filter(isSwiss).length >= plan.afterRound;
}

/** The players a confirmed day-2 cut left out (empty before it). */
export { cutAtDayTwo };
