// The day-2 cut as a command (docs/playoffs.md, "Two-day events"): the
// organizer sees who advances (the staff view's dayTwoPreview) and confirms
// it; the engine records it and pairs day 2 from then on.
import { confirmDayTwo, DayTwoError, dayTwoPreview, type DayTwoPreview } from "../structure/day-two.ts";
import type { Tournament } from "../model/types.ts";
import type { Applied } from "./context.ts";
import { requireStatus } from "./helpers.ts";
import { refuse } from "./refusals.ts";
import type { PlatformState } from "./state.ts";

/** The engine's day-2 refusal as the command layer's named one. */
function refused(e: DayTwoError, t: Tournament) {
  const afterRound = t.options.dayTwo?.afterRound ?? 0;
  switch (e.reason) {
    case "not-set":
      return refuse("day-two-not-set", "This event has no day-2 cut: set options.dayTwo when creating it.");
    case "too-early":
      return refuse("day-two-too-early", `The day-2 cut comes once round ${afterRound} is complete.`, "", { round: afterRound });
    case "confirmed":
      return refuse("day-two-confirmed", `The day-2 cut after round ${afterRound} is already confirmed.`, "", { round: afterRound });
    case "too-few": {
      const p = dayTwoPreview(t);
      return refuse("day-two-too-few", `Only ${p.advancing.length} player(s) would advance; day 2 needs at least ${p.needed}.`, "", {
        count: p.advancing.length,
        needed: p.needed,
      });
    }
  }
}

export function confirmDayTwoCut(state: PlatformState): Applied<"confirm-day-two"> {
  requireStatus(state, ["swiss"], "confirm the day-2 cut");
  try {
    const tournament = confirmDayTwo(state.tournament);
    return { state: { ...state, tournament }, what: ["event", "standings", "players"], answer: { dayTwoCut: tournament.dayTwoCut! } };
  } catch (e) {
    if (e instanceof DayTwoError) throw refused(e, state.tournament);
    throw e;
  }
}

/**
 * Who would advance, for the console to show before it confirms: once round N
 * is complete and until the cut is confirmed; null otherwise.
 */
export function dayTwoPreviewOf(t: Tournament): DayTwoPreview | null {
  if (!t.options.dayTwo || t.dayTwoCut) return null;
  try {
    return dayTwoPreview(t);
  } catch {
    return null;
  }
}
