// Once an event with a final stage is finished, the order it is printed and
// shown in is the engine's final ranking (finals first), not the Swiss
// standings (the wall sheet under 決勝 listed the Swiss order).
import type { EventView } from "./types.ts";
import { isSwiss } from "../../../shared/model/matches.ts";

export interface FinalPlace {
  place: number;
  player: string;
  /** Swiss points (the Swiss standings' row), null without one. */
  points: number | null;
  dropped: boolean;
}

/** The final ranking with each player's Swiss points; null before the event is finished or without a final stage. */
export function finalOrder(v: EventView): FinalPlace[] | null {
  if (v.event.status !== "finished") return null;
  if (!v.rounds.some((r) => !isSwiss(r))) return null;
  const rows = v.finalRanking ?? [];
  const swiss = new Map((v.standings ?? []).map((s) => [s.player, s]));
  const out: FinalPlace[] = [];
  for (const r of rows) {
    const s = swiss.get(r.player);
    out.push({ place: r.place, player: r.player, points: s?.points ?? null, dropped: s?.dropped === true });
  }
  return out.length ? out : null;
}
