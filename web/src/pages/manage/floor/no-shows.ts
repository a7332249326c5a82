// Before round 1 of an event that asks for check-in: who has not checked in
// (the engine drops them as no-shows when round 1 is paired: startRound),
// named in the pairing's confirmation.
import { isDropped } from "../../../lib/event.ts";
import type { ManageView } from "../../../lib/types.ts";
import { ft } from "./strings.ts";

/** The names of the players round 1 will drop for not checking in (none where check-in is off). */
export function noShowNames(v: ManageView, names: Map<string, string>): string[] {
  if (v.checkedIn === null) return [];
  const here = new Set(v.checkedIn);
  return v.players.filter((p) => !isDropped(p.dropped) && !here.has(p.id)).map((p) => names.get(p.id) ?? p.name);
}

/** The confirmation's words and list for the runner. */
export function pairWithoutNoShows(absent: string[]) {
  return {
    confirm: absent.length === 1 ? ft("noShows.one") : ft("noShows.ask", { n: absent.length }),
    confirmLabel: ft("noShows.go"),
    confirmList: absent,
  };
}
