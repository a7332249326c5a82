// The public view a phone reads first (GET /api/events/:id?rounds=latest): the
// same view, with the matches of the earlier Swiss rounds left out. At 8,000
// players and 15 rounds those are most of the view (4.1 MB of 5.7 MB); a page
// that shows an earlier round reads it alone (GET /api/events/:id/rounds/:n).
import { isSwiss } from "../model/matches.ts";
import type { PublicView } from "./views.ts";

/** A round as the public view has it. */
export type ViewRound = PublicView["rounds"][number];

/**
 * A round of the slim view whose matches were left out: its number, stage and
 * notes stay; `matches` is empty and `matchesOmitted` says it is not.
 */
export type RoundOutline = Omit<ViewRound, "matches"> & { matches: []; matchesOmitted: true };

/** A round of the slim view: whole, or an outline. */
export type SlimRound = ViewRound | RoundOutline;

/** The forms of the public view's reads (`?rounds=`): all rounds' matches, or the latest round's. */
export type ViewForm = "all" | "latest";

/** GET /api/events/:id?rounds=latest: the public view with earlier Swiss rounds as outlines. */
export type SlimPublicView = Omit<PublicView, "rounds"> & { rounds: SlimRound[] };

/** Whether a round of a (slim) view came without its matches. */
export function matchesOmitted(r: SlimRound): r is RoundOutline {
  return "matchesOmitted" in r && r.matchesOmitted === true;
}

/**
 * The view with only the latest round's matches, and those of the playoff
 * rounds (a few tables each; the bracket, the final ranking and a playoff
 * round's title read them). Everything else is the view's own objects.
 *
 * @example slimView(view).rounds.map((r) => r.matches.length) // [0, 0, 1000] for three Swiss rounds of 2,000 players
 */
export function slimView(view: PublicView): SlimPublicView {
  const last = view.rounds.length - 1;
  return {
    ...view,
    rounds: view.rounds.map((r, i): SlimRound => {
      if (i === last || !isSwiss(r)) return r;
      const { matches: _left, ...rest } = r;
      return { ...rest, matches: [], matchesOmitted: true };
    }),
  };
}

/** One round of the view as the view has it (GET /api/events/:id/rounds/:n); undefined for a round it does not have. */
export function roundOfView(view: Pick<PublicView, "rounds">, n: number): ViewRound | undefined {
  return view.rounds.find((r) => r.number === n);
}
