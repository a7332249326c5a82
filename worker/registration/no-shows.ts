// The check-in deadline at the desk (options.checkIn "required", before round
// 1): the accepted applicants who have not checked in are no-shows, and the
// waitlist may take their places before round 1 is paired, as at a door with
// a queue. Which no-shows give way and who moves up is worked out here from
// the allocation (computed again with those withdrawn, nothing written); the
// event's object then removes their players and admits the newcomers in one
// command (admit-registrations with `replacing`).
import { checkInRequired } from "../../shared/commands/check-in.ts";
import type { PlatformState } from "../../shared/commands/state.ts";
import type { DeskCheckIn, DeskEntry } from "../../shared/eventday/desk-answers.ts";
import { allocate } from "./store.ts";
import type { deskView } from "./store-reads.ts";

type Desk = Awaited<ReturnType<typeof deskView>>;

/** Accepted registrations whose player has not checked in, or who were never admitted (checked in one by one at the desk), in application order. */
export function noShowsOf(entries: DeskEntry[], state: PlatformState): DeskEntry[] {
  const here = new Set(state.checkedIn ?? []);
  const players = new Set(state.tournament.players.map((p) => p.id));
  // A player removed or added by hand since is no registration's to give: only a registration still holding its place counts.
  return entries.filter((e) => e.status === "accepted" && (e.playerId === null || (players.has(e.playerId) && !here.has(e.playerId))));
}

/**
 * The no-shows who give way (as many as wait, the latest applications first:
 * who applied earlier keeps a place longer) and the waitlisted entries that
 * the allocation then accepts in their places.
 */
export function replacementPlan(desk: Desk, state: PlatformState, now: number): { withdraw: DeskEntry[]; admit: DeskEntry[] } {
  const waiting = desk.entries.filter((e) => e.status === "waitlisted");
  const withdraw = noShowsOf(desk.entries, state)
    .sort((a, b) => b.appliedAt - a.appliedAt)
    .slice(0, waiting.length);
  if (withdraw.length === 0) return { withdraw: [], admit: [] };
  const gone = new Set(withdraw.map((e) => e.id));
  const rows = desk.rows.map((r) => (gone.has(r.id) ? { ...r, withdrawnAt: now } : r));
  const after = allocate(desk.domain.events, desk.domain.pool, rows);
  const accepted = new Set(after.entries.filter((e) => e.event === desk.settings.eventId && e.status === "accepted").map((e) => e.player));
  const admit = waiting.filter((e) => accepted.has(e.id));
  // Places freed for no one here (a venue pool's other event took them): nobody gives way.
  return admit.length === 0 ? { withdraw: [], admit: [] } : { withdraw, admit };
}

/** What the staff desk shows of the check-in (null where the event does not ask for it, or once round 1 is paired). */
export function deskCheckIn(desk: Desk, state: PlatformState, now: number): DeskCheckIn | null {
  if (!checkInRequired(state.tournament) || state.status !== "registration") return null;
  return { noShows: noShowsOf(desk.entries, state).map((e) => e.id), replaceable: replacementPlan(desk, state, now).admit.length };
}
