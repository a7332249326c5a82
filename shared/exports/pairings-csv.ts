// The pairings and results as a CSV other tools read: round, table, the
// players by name (player 1, player 2; a Commander event's tables seat up to
// four, player 1 first as seated), the result. A result is written from
// player 1's side as the rounds-file import reads it (2-1-0, ID), or in words
// (bye, awarded, a table's winner); an open table's result is empty.
import { viewMatch } from "../model/matches.ts";
import type { Match, Tournament } from "../model/types.ts";
import { rulesOf } from "../rules/rules-of.ts";
import { csvText } from "./csv-record.ts";

function resultCell(match: Match, name: (id: string) => string): string {
  const view = viewMatch(match);
  if (view.kind === "bye") return "bye";
  if (view.kind === "late-loss") return "late loss";
  const result = view.match.result;
  if (result === undefined) return "";
  if ("winner" in result) return result.winner === null ? "no winner" : `won by ${name(result.winner)}`;
  if ("intentionalDraw" in result) return "ID";
  if ("awarded" in result) return `awarded to ${name(result.awarded)}`;
  const games = result.games.join("-");
  return result.flip === undefined ? games : `${games}, flip won by ${name(result.flip)}`;
}

/** Byes and late losses have no table: after the tables. */
const tableOf = (m: Match): number => ("table" in m ? m.table : Number.MAX_SAFE_INTEGER);

/** Every round (or only round `round`) as CSV text with a header line, tables in order, then byes. */
export function pairingsCsv(t: Tournament, round?: number): string {
  const seats = rulesOf(t).kind === "pod" ? 4 : 2;
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const name = (id: string) => names.get(id) ?? id;
  const header = ["round", "table", ...Array.from({ length: seats }, (_, k) => `player ${k + 1}`), "result"];
  const records: (string | number)[][] = [header];
  for (const r of t.rounds) {
    if (round !== undefined && r.number !== round) continue;
    const ordered = [...r.matches].sort((a, b) => tableOf(a) - tableOf(b));
    for (const m of ordered) {
      const players = Array.from({ length: seats }, (_, k) => (m.players[k] === undefined ? "" : name(m.players[k]!)));
      records.push([r.number, "table" in m ? m.table : "", ...players, resultCell(m, name)]);
    }
  }
  return csvText(records);
}
