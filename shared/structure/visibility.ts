// Whether players may see points and results: the Commander event keeps them
// secret until the Swiss rounds end (R-CMD-2); any event can opt in with
// hiddenStandings.
import type { Tournament } from "../model/types.ts";
import { isOpen, swissRounds, isSwiss } from "../model/matches.ts";

export type EventStructure = "swiss" | "swiss-cut" | "single-elimination" | "attendance";

/** The structure an event runs: the option, or "swiss-cut"/"swiss" from the cut when it is absent. */
export function structureOf(t: Tournament): EventStructure {
  return t.options.structure ?? (t.options.cut > 0 ? "swiss-cut" : "swiss");
}

/**
 * The Swiss part is over: a playoff or final round exists, or all planned
 * Swiss rounds (options.rounds) are paired and every match has a result.
 */
export function swissFinished(t: Tournament): boolean {
  if (t.rounds.some((r) => !isSwiss(r))) return true;
  const swiss = swissRounds(t);
  return swiss.length >= t.options.rounds && swiss.every((r) => r.matches.every((m) => !isOpen(m)));
}

export type Visibility = { visible: true; reason: string } | { visible: false; reason: string };

/**
 * Whether standings (points, records, results) may be shown to players now.
 * Hidden while Swiss rounds run when the structure is "attendance" (R-CMD-2) or
 * options.hiddenStandings is true; players then see the public pairings only.
 * They become visible when the Swiss ends (see swissFinished). The organizer
 * always sees everything; this answers for players and the public page.
 *
 * @example standingsVisibility({ ...t, options: { ...t.options, hiddenStandings: true } })
 * // { visible: false, reason: "standings are hidden until the Swiss rounds end (2 of 4 Swiss rounds paired)" }
 */
export function standingsVisibility(t: Tournament): Visibility {
  const hidden = t.options.hiddenStandings === true || structureOf(t) === "attendance";
  if (!hidden) return { visible: true, reason: "this event shows standings during the Swiss rounds" };
  if (swissFinished(t)) return { visible: true, reason: "the Swiss rounds have ended" };
  const played = swissRounds(t).length;
  return {
    visible: false,
    reason: `standings are hidden until the Swiss rounds end (${played} of ${t.options.rounds} Swiss rounds paired)`,
  };
}
