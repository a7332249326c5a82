// Two staff phones entering results for one table (docs/offline.md):
// a result sent with `asSeen`, the result its sender saw at that table (null:
// none), counts only if that is still the stored one. Otherwise it is refused
// with both results, for the organizer to settle, instead of the last phone
// to reach the server replacing the other's result silently.
import type { Match, Tournament } from "../model/types.ts";
import { CommandError } from "./errors.ts";
import { findTable } from "./helpers.ts";
import type { AnyResult } from "./state.ts";

/** The `conflict` field of a result_conflict error body. */
export interface ResultConflict {
  round: number;
  table: number;
  /** The table's players (ids, in seat order), so a client can name the results. */
  players: string[];
  /** What is stored now (null: no result). */
  stored: AnyResult | null;
  /** What the sender saw. */
  asSeen: AnyResult | null;
  /** What the sender sent (null: take the result off). */
  sent: AnyResult | null;
}

/** Key order does not make two results different (a stored result may come from an imported file). */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === "object") {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, x]) => [k, canonical(x)]),
    );
  }
  return v;
}

export function sameResultOrNone(a: AnyResult | null, b: AnyResult | null): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function storedResult(match: Match): AnyResult | null {
  return "result" in match && match.result !== undefined ? (match.result as AnyResult) : null;
}

/** A result in words for the English message ("Ann 2-1 Ben", "awarded to Ann"). */
export function describeResult(t: Tournament, match: Match, result: AnyResult | null): string {
  const name = (id: string | null | undefined) => t.players.find((p) => p.id === id)?.name ?? String(id);
  if (result === null) return "no result";
  if ("winner" in result) return result.winner === null ? "no winner" : `${name(result.winner)} won`;
  if ("intentionalDraw" in result) return "intentional draw";
  if ("awarded" in result) return `awarded to ${name(result.awarded)}`;
  const [a, b, d] = result.games;
  const score = `${name(match.players[0])} ${a}-${b}${d ? `-${d}` : ""} ${name(match.players[1])}`;
  return result.flip ? `${score}, flip won by ${name(result.flip)}` : score;
}

/**
 * Refuses a staff result whose `asSeen` is not the table's stored result
 * (409 result_conflict, both results in `conflict`). Without asSeen nothing is
 * checked (API clients, as before). A result equal to the stored one is no
 * conflict: both phones agree, nothing is left to settle.
 */
export function requireAsSeen(t: Tournament, roundNo: number, table: number, asSeen: AnyResult | null | undefined, sent: AnyResult | null): void {
  if (asSeen === undefined) return;
  const { match } = findTable(t.rounds[roundNo - 1]!, table);
  const stored = storedResult(match);
  if (sameResultOrNone(asSeen, stored) || sameResultOrNone(sent, stored)) return;
  const conflict: ResultConflict = { round: roundNo, table, players: [...match.players], stored, asSeen, sent };
  throw new CommandError(
    "result_conflict",
    `Table ${table} of round ${roundNo} has a result you had not seen: ${describeResult(t, match, stored)} (you saw ${describeResult(t, match, asSeen)}). ` +
      `Yours (${describeResult(t, match, sent)}) was not recorded. To replace the stored result, send yours again with "asSeen" set to it.`,
    "$.asSeen",
    { conflict },
  );
}
