// Pairings the way venues post them: by player name (every player once,
// alphabetically, with table, seat and opponents) and by table; with the
// points each player brings into the round when the view carries them.
import { kindOf, rulesOfEvent, tableOf } from "../../lib/event.ts";
import type { EventView, Round } from "../../lib/types.ts";
import type { Key } from "../../lib/i18n/dict/en.ts";
import { isSwiss } from "../../../../shared/model/matches.ts";
import { standingsVisibility } from "../../../../shared/structure/visibility.ts";
import type { Tournament } from "../../../../shared/model/types.ts";
import { nameOrder, orderKey } from "../../lib/i18n/name-order.ts";

export interface NameRow {
  player: string;
  name: string;
  table: number | null;
  /** Seat at a Commander table (1 = first to play); null for one-on-one matches. */
  seat: number | null;
  opponents: string[];
  note: Key | null;
  /** Points brought into the round; null when hidden or not known. */
  points: number | null;
}

export interface TableRow {
  table: number;
  /** Players in seat order (seat 1 first). */
  seats: { id: string; name: string }[];
  pod: boolean;
  open: boolean;
}

/** The points each player brought into Swiss round `round` (the engine's pointsBefore, aligned with players). */
export function pointsBefore(v: EventView, round: Round): Map<string, number> {
  const all = (v as { pointsBefore?: Record<string, number[]> | null }).pointsBefore;
  const list = isSwiss(round) ? all?.[String(round.number)] : undefined;
  const out = new Map<string, number>();
  if (list) v.players.forEach((p, i) => list[i] !== undefined && out.set(p.id, list[i]!));
  return out;
}

/**
 * The points to post beside each name on a wall sheet: the match points of a one-on-one event whose
 * players may see them. None for a Commander event (its points are no match points, R-CMD-1) and
 * none while the standings are hidden from players (R-CMD-2, hiddenStandings), even on the sheet
 * staff print from their own view; no points, no points column.
 */
export function sheetPoints(v: EventView, round: Round): Map<string, number> {
  const shown = standingsVisibility({ options: v.event.options, rounds: v.rounds } as Pick<Tournament, "options" | "rounds"> as Tournament).visible;
  return rulesOfEvent(v.event).kind === "one-on-one" && shown ? pointsBefore(v, round) : new Map();
}

/** Each player's reading (furigana) where the organizer gave one: name lists sort by it (あいうえお順). */
export function readingsOf(v: { players: readonly { id: string; reading?: string }[] }): Map<string, string> {
  return new Map(v.players.filter((p) => p.reading).map((p) => [p.id, p.reading!]));
}

export function byNameRows(round: Round, names: Map<string, string>, locale?: string, points?: Map<string, number>, readings?: Map<string, string>): NameRow[] {
  const rows: NameRow[] = [];
  for (const m of round.matches) {
    const kind = kindOf(m);
    m.players.forEach((p, i) => {
      rows.push({
        player: p,
        name: names.get(p) ?? p,
        table: tableOf(m),
        seat: kind === "pod" ? i + 1 : null,
        opponents: m.players.filter((q) => q !== p).map((q) => names.get(q) ?? q),
        note: kind === "bye" ? "pairings.bye" : kind === "late-loss" ? "pairings.lateLoss" : null,
        points: points?.get(p) ?? null,
      });
    });
  }
  const order = nameOrder(locale);
  const key = (r: NameRow) => orderKey(r.name, readings?.get(r.player));
  return rows.sort((a, b) => order(key(a), key(b)));
}

/** Tables in number order with their players in seat order; byes and late losses have no table. */
export function byTableRows(round: Round, names: Map<string, string>): TableRow[] {
  return round.matches
    .filter((m) => tableOf(m) !== null)
    .map((m) => ({
      table: tableOf(m)!,
      seats: m.players.map((p) => ({ id: p, name: names.get(p) ?? p })),
      pod: kindOf(m) === "pod",
      open: !("result" in m && m.result),
    }))
    .sort((a, b) => a.table - b.table);
}
