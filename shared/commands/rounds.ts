// Starting rounds: Swiss rounds and playoff rounds are paired by the engine;
// here only the event's stage, the round number and the timer are handled.
import type { Tournament } from "../model/types.ts";
import type { Applied } from "./context.ts";
import { withNextPlayoffRound, withNextRound, withPlayoffsStarted } from "./engine.ts";
import { CommandError } from "./errors.ts";
import { podsOf, requireParticipation } from "./eventday.ts";
import { currentStage, requireStatus } from "./helpers.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState, Timer } from "./state.ts";
import { refuse } from "./refusals.ts";
import { withoutNoShows } from "./check-in.ts";

function idleTimer(round: number): Timer {
  return { round, state: "idle", extensions: {} };
}

/** The round a "start round N" command may name: exactly the next one. */
function requireNextRound(t: Tournament, n: number): void {
  const next = t.rounds.length + 1;
  if (n < next) throw refuse("round-already-paired", `Round ${n} is already paired; the next round is ${next}.`, "$.round", { round: n, next });
  if (n > next) throw new CommandError("invalid_input", `The next round is ${next}, not ${n}.`, "$.round");
}

export function startRound(state: PlatformState, cmd: CommandOf<"start-round">): Applied<"start-round"> {
  const t = state.tournament;
  requireNextRound(t, cmd.round);
  requireStatus(state, ["registration", "swiss"], "pair a Swiss round");
  if (cmd.round > t.options.rounds) {
    throw refuse("rounds-planned", `The event plans ${t.options.rounds} Swiss round(s); raise options.rounds to pair round ${cmd.round}.`, "$.round", {
      rounds: t.options.rounds,
      round: cmd.round,
    });
  }
  if (cmd.round === 1) requireParticipation(state);
  const plan = t.options.dayTwo;
  if (plan && !t.dayTwoCut && cmd.round > plan.afterRound) {
    throw refuse("day-two-unconfirmed", `Confirm the day-2 cut after round ${plan.afterRound} before pairing round ${cmd.round}.`, "$.round", {
      round: plan.afterRound,
      next: cmd.round,
    });
  }
  // Round 1 of an event that asks for check-in seats only those who checked in: the others are no-shows.
  const { tournament: present, noShows } = cmd.round === 1 ? withoutNoShows(state) : { tournament: t, noShows: [] };
  const { tournament, round } = withNextRound(present, podsOf(state));
  const next: PlatformState = { ...state, tournament, status: "swiss", timer: idleTimer(round.number) };
  const what: Applied["what"] = ["pairings", "event", "timer", "standings", ...(noShows.length > 0 ? (["players"] as const) : [])];
  return { state: next, what, answer: { round, ...(noShows.length > 0 ? { noShows } : {}) } };
}

export function repairRound(state: PlatformState, cmd: CommandOf<"repair-round">): Applied<"repair-round"> {
  const t = state.tournament;
  const current = t.rounds.length;
  if (cmd.round < current)
    throw new CommandError("stale_round", `Round ${cmd.round} is closed; only the current round ${current} can be re-paired.`, "$.round");
  if (cmd.round > current || current === 0) throw new CommandError("not_found", `Round ${cmd.round} has not been paired yet.`, "$.round");
  requireStatus(state, ["swiss"], "re-pair a Swiss round");
  if (currentStage(t) !== "swiss") throw refuse("repair-swiss-only", "Only a Swiss round can be re-paired.", "$.round");
  // Who advanced was read from the rounds up to the cut: those stay as they were.
  if (t.dayTwoCut && cmd.round <= t.dayTwoCut.afterRound) {
    throw refuse("day-two-confirmed", `The day-2 cut after round ${t.dayTwoCut.afterRound} is already confirmed.`, "$.round", {
      round: t.dayTwoCut.afterRound,
    });
  }
  // Players who dropped during the cancelled round were never paired after it.
  const players = t.players.map((p) => (p.dropped !== null && p.dropped >= current ? { ...p, dropped: current - 1 } : p));
  const cancelled: Tournament = { ...t, players, rounds: t.rounds.slice(0, -1) };
  const { tournament, round } = withNextRound(cancelled, podsOf(state));
  const next: PlatformState = {
    ...state,
    tournament,
    reports: state.reports.filter((r) => r.round !== current),
    timer: idleTimer(round.number),
  };
  return { state: next, what: ["pairings", "results", "standings", "timer"], answer: { round } };
}

export function startPlayoffs(state: PlatformState): Applied<"start-playoffs"> {
  requireStatus(state, ["swiss"], "start the playoffs");
  const tournament = withPlayoffsStarted(state.tournament);
  const round = tournament.rounds[tournament.rounds.length - 1]!;
  const next: PlatformState = { ...state, tournament, status: "playoffs", timer: idleTimer(round.number) };
  return { state: next, what: ["pairings", "event", "timer", "standings"], answer: { round } };
}

export function nextPlayoffRound(state: PlatformState, cmd: CommandOf<"next-playoff-round">): Applied<"next-playoff-round"> {
  requireStatus(state, ["playoffs"], "pair the next playoff round");
  requireNextRound(state.tournament, cmd.round);
  const tournament = withNextPlayoffRound(state.tournament);
  const round = tournament.rounds[tournament.rounds.length - 1]!;
  const next: PlatformState = { ...state, tournament, timer: idleTimer(round.number) };
  return { state: next, what: ["pairings", "timer"], answer: { round } };
}
