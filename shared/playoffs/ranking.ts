// The final ranking of an event: the final stage decides the top places, the
// Swiss standings the rest. Playoff matches never change the Swiss standings.
import type { PlayerId, Tournament } from "../model/types.ts";
import { computeStandings, type StandingRow } from "../standings/index.ts";
import { structureOf, swissFinished } from "../structure/visibility.ts";
import { finalStageRounds } from "./qualify.ts";
import { bracket, type BracketSlot } from "./view.ts";
import { attendanceOf } from "./finals.ts";

export type RankingReason =
  | { kind: "champion" }
  /** Lost the final match, or played the final table without winning it. */
  | { kind: "finalist" }
  /** Knocked out in an earlier final-stage round; same-round losers go by qualifying rank. */
  | { kind: "knocked-out"; round: number; name: string }
  /** Did not reach the final stage: ranked by Swiss standing. */
  | { kind: "swiss"; swissPlace: number }
  /** Pure single elimination: dropped before the bracket started (they share the last place). */
  | { kind: "did-not-play" };

/** Thrown by finalRanking while the event is still running (nothing is wrong with the file). */
export class UnfinishedEventError extends Error {
  constructor(message: string) {
    super(`the event is not finished: ${message}`);
    this.name = "UnfinishedEventError";
  }
}

export interface RankingEntry {
  place: number;
  player: PlayerId;
  name: string;
  reason: RankingReason;
}

function losers(slot: BracketSlot): PlayerId[] {
  if (slot.kind === "bye" || slot.kind === "pending") return [];
  return slot.players.map((p) => p.player).filter((id) => id !== slot.winner);
}

/**
 * The final ranking once the event is over: the champion, then the finalist
 * (or, at a multiplayer final table, the other players by qualifying rank),
 * then players knocked out in the same round ordered by their qualifying
 * rank (their Swiss placing, registration order when dead even), latest round
 * first; then everyone else by Swiss standing, dead-even players sharing a
 * place. An event without a final stage ranks by the Swiss standings alone.
 * Throws an UnfinishedEventError while the event is running.
 *
 * @example finalRanking(t).slice(0, 4).map((e) => [e.place, e.reason.kind])
 * // [[1, "champion"], [2, "finalist"], [3, "knocked-out"], [4, "knocked-out"]]
 */
export function finalRanking(t: Tournament): RankingEntry[] {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const stage = finalStageRounds(t);
  const structure = structureOf(t);
  const entries: RankingEntry[] = [];
  const ranked = new Set<PlayerId>();
  const add = (player: PlayerId, place: number, reason: RankingReason) => {
    entries.push({ place, player, name: names.get(player) ?? player, reason });
    ranked.add(player);
  };

  if (stage.length === 0) {
    if (structure === "swiss-cut" || structure === "single-elimination") {
      throw new UnfinishedEventError("the playoffs have not started");
    }
    if (structure === "attendance" && attendanceOf(t) >= 8) {
      throw new UnfinishedEventError("the final tables have not started");
    }
    if (!swissFinished(t)) throw new UnfinishedEventError("Swiss rounds remain");
  } else {
    const view = bracket(t);
    if (view.champion === null) {
      const open = view.rounds.flatMap((r) => r.slots.map((s) => ({ r, s }))).find(({ s }) => s.kind !== "bye" && (s.kind === "pending" || s.winner === null));
      const where = open ? `${open.r.name}${open.r.number !== null ? ` (round ${open.r.number})` : ""} slot ${open.s.slot}` : "the final";
      throw new UnfinishedEventError(`${where} has no winner yet`);
    }
    const seedIndex = (id: PlayerId) => {
      const i = view.seeds.findIndex((s) => s.player === id);
      return i < 0 ? Number.POSITIVE_INFINITY : i;
    };
    add(view.champion, 1, { kind: "champion" });
    for (let r = view.rounds.length - 1; r >= 0; r--) {
      const round = view.rounds[r]!;
      const out = round.slots.flatMap(losers).sort((a, b) => seedIndex(a) - seedIndex(b));
      const place = entries.length + 1;
      out.forEach((id, i) => {
        if (r === view.rounds.length - 1) add(id, place + i, { kind: "finalist" });
        else add(id, place + i, { kind: "knocked-out", round: round.number!, name: round.name });
      });
    }
  }

  // Everyone else by Swiss standing; dead-even players share a place.
  const offset = entries.length;
  const rest: StandingRow[] = computeStandings(t).filter((row) => !ranked.has(row.player));
  const pureElimination = stage.length > 0 && structure === "single-elimination";
  let prev: { swiss: number; place: number } | null = null;
  rest.forEach((row, i) => {
    if (pureElimination) {
      add(row.player, offset + 1, { kind: "did-not-play" });
      return;
    }
    const place = prev && prev.swiss === row.place ? prev.place : offset + i + 1;
    add(row.player, place, { kind: "swiss", swissPlace: row.place });
    prev = { swiss: row.place, place };
  });
  return entries;
}
