// Check-in (options.checkIn "required"): players say they are here, with
// their code or at the desk; round 1 then seats only them and drops the
// others as no-shows (startRound).
import type { Tournament } from "../model/types.ts";
import type { Applied, CommandContext } from "./context.ts";
import { findPlayer } from "./helpers.ts";
import { withLateArrival } from "./engine.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState } from "./state.ts";
import { refuse } from "./refusals.ts";

export function checkInRequired(t: Tournament): boolean {
  return t.options.checkIn === "required";
}

function requireCheckInOpen(state: PlatformState): void {
  if (!checkInRequired(state.tournament)) throw refuse("check-in-off", "This event does not ask players to check in.");
  if (state.status !== "registration") throw refuse("check-in-closed", "Check-in is closed: round 1 is paired.");
}

/** A player checks in (their own code) or staff check them in; checking in twice changes nothing. */
export function checkIn(state: PlatformState, cmd: CommandOf<"check-in">, ctx: CommandContext): Applied<"check-in"> {
  requireCheckInOpen(state);
  const player = findPlayer(state.tournament, cmd.playerId);
  if (ctx.actor.role === "player" && ctx.actor.playerId !== cmd.playerId) {
    throw refuse("check-in-own-only", "A player checks in only themselves.", "$.code");
  }
  if (player.dropped !== null) throw refuse("already-dropped", `${player.name} has dropped.`, "$.playerId", { name: player.name, round: player.dropped });
  const checkedIn = state.checkedIn ?? [];
  if (checkedIn.includes(cmd.playerId)) return { state, what: [], answer: { playerId: cmd.playerId, checkedIn: true } };
  return { state: { ...state, checkedIn: [...checkedIn, cmd.playerId] }, what: ["players"], answer: { playerId: cmd.playerId, checkedIn: true } };
}

/** Staff take a check-in back (tapped by mistake), until round 1 is paired. */
export function undoCheckIn(state: PlatformState, cmd: CommandOf<"undo-check-in">): Applied<"undo-check-in"> {
  requireCheckInOpen(state);
  const player = findPlayer(state.tournament, cmd.playerId);
  const checkedIn = state.checkedIn ?? [];
  if (!checkedIn.includes(cmd.playerId)) throw refuse("not-checked-in", `${player.name} has not checked in.`, "$.playerId", { name: player.name });
  return {
    state: { ...state, checkedIn: checkedIn.filter((id) => id !== cmd.playerId) },
    what: ["players"],
    answer: { playerId: cmd.playerId, checkedIn: false },
  };
}

/**
 * Before round 1 of an event that asks for check-in: the players who have not
 * checked in are dropped as no-shows (dropped before round 1). Returns the
 * tournament and who was dropped; unchanged when check-in is off.
 */
export function withoutNoShows(state: PlatformState): { tournament: Tournament; noShows: string[] } {
  const t = state.tournament;
  if (!checkInRequired(t)) return { tournament: t, noShows: [] };
  const here = new Set(state.checkedIn ?? []);
  const noShows = t.players.filter((p) => p.dropped === null && !here.has(p.id)).map((p) => p.id);
  if (noShows.length === 0) return { tournament: t, noShows };
  const gone = new Set(noShows);
  return { tournament: { ...t, players: t.players.map((p) => (gone.has(p.id) ? { ...p, dropped: 0 } : p)) }, noShows };
}

/**
 * At the check-in deadline, before round 1: the no-shows' registrations give
 * their places to the waitlist (admit-registrations `replacing`). A
 * registration's admitted player is removed, unless they checked in meanwhile:
 * then that registration keeps its place and is not withdrawn.
 */
export function withoutNoShowRegistrations(state: PlatformState, registrations: string[]): { state: PlatformState; withdrawn: string[]; removed: string[] } {
  requireCheckInOpen(state);
  const here = new Set(state.checkedIn ?? []);
  const admitted = { ...state.admitted };
  const withdrawn: string[] = [];
  const removed: string[] = [];
  for (const registration of registrations) {
    const player = admitted[registration];
    if (player !== undefined && here.has(player)) continue;
    withdrawn.push(registration);
    if (player === undefined) continue;
    removed.push(player);
    delete admitted[registration];
  }
  if (removed.length === 0) return { state, withdrawn, removed };
  const gone = new Set(removed);
  const codes = Object.fromEntries(Object.entries(state.codes).filter(([id]) => !gone.has(id)));
  const t = state.tournament;
  return { state: { ...state, tournament: { ...t, players: t.players.filter((p) => !gone.has(p.id)) }, codes, admitted }, withdrawn, removed };
}

/**
 * A no-show arrives while round 1 is played: they join as the profile's late
 * arrival (R-PAIR-4: the bye's opponent, or a round-1 loss), keeping their
 * registration, code and place in the registration order, and count as checked in.
 */
export function arriveLate(state: PlatformState, cmd: CommandOf<"arrive-late">): Applied<"arrive-late"> {
  const t = state.tournament;
  const player = findPlayer(t, cmd.playerId);
  if (player.dropped !== 0 || !checkInRequired(t)) {
    throw refuse("not-a-no-show", `${player.name} was not dropped as a no-show at round 1.`, "$.playerId", { name: player.name });
  }
  const others: Tournament = { ...t, players: t.players.filter((p) => p.id !== cmd.playerId) };
  const joined = withLateArrival(others, { ...player, dropped: null }, cmd.mode);
  const checkedIn = [...(state.checkedIn ?? []), cmd.playerId];
  return { state: { ...state, tournament: joined, checkedIn }, what: ["players", "pairings", "standings"], answer: {} };
}
