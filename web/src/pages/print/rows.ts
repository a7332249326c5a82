// Pairings by player name, the way walls at a venue show them: every player
// once, alphabetically, with their table and opponents.
import { kindOf, tableOf } from "../../lib/event.ts";
import type { Round } from "../../lib/types.ts";
import type { Key } from "../../lib/dict/en.ts";

export interface NameRow {
  name: string;
  table: number | null;
  opponents: string[];
  note: Key | null;
}

export function byNameRows(round: Round, names: Map<string, string>, locale?: string): NameRow[] {
  const rows: NameRow[] = [];
  for (const m of round.matches) {
    const kind = kindOf(m);
    for (const p of m.players) {
      rows.push({
        name: names.get(p) ?? p,
        table: tableOf(m),
        opponents: m.players.filter((q) => q !== p).map((q) => names.get(q) ?? q),
        note: kind === "bye" ? "pairings.bye" : kind === "late-loss" ? "pairings.lateLoss" : null,
      });
    }
  }
  const coll = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return rows.sort((a, b) => coll.compare(a.name, b.name));
}
