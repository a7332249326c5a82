// A record as players say it: wins-losses-draws, with a bye counted as the
// match win it is worth (a player with a bye and a loss is 1-1-0).
import type { StandingRow } from "./index.ts";

export interface MatchRecord {
  wins: number;
  losses: number;
  draws: number;
}

/** The record to print: byes count as wins (late-arrival losses are already losses). */
export function matchRecord(record: StandingRow["record"]): MatchRecord {
  return { wins: record.wins + record.byes, losses: record.losses, draws: record.draws };
}

/** "1-1-0": wins-losses-draws with byes counted as wins. */
export function recordText(record: StandingRow["record"]): string {
  const r = matchRecord(record);
  return `${r.wins}-${r.losses}-${r.draws}`;
}
