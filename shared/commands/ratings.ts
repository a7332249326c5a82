// Dreamblade bonus rating points (the event's place in its rating pool).
import type { Applied } from "./context.ts";
import { findPlayer, requireStatus } from "./helpers.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState } from "./state.ts";
import { refuse } from "./refusals.ts";

/**
 * Sets a player's Dreamblade bonus rating points for a Premier finish
 * (R-RATE-3). Only on Dreamblade events, once the playoffs started or after the
 * event; 0 removes the bonus.
 *
 * @example setBonus(state, { type: "set-bonus", playerId: "p3", points: 10 }).state.bonus // { p3: 10 }
 */
export function setBonus(state: PlatformState, cmd: CommandOf<"set-bonus">): Applied<"set-bonus"> {
  if (state.tournament.rules !== "dreamblade") {
    throw refuse("bonus-dreamblade-only", "Bonus rating points belong to Dreamblade events.", "$.points");
  }
  requireStatus(state, ["swiss", "playoffs", "finished"], "give bonus points");
  findPlayer(state.tournament, cmd.playerId);
  const bonus = { ...state.bonus };
  if (cmd.points === 0) delete bonus[cmd.playerId];
  else bonus[cmd.playerId] = cmd.points;
  return { state: { ...state, bonus }, what: ["event"], answer: { bonus } };
}
