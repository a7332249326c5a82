// applyCommand: the pure heart of the platform. Given the state, a command and
// who/when, it checks permission, validates with the engine and returns the
// new state and a change summary, or throws a CommandError. Nothing else in
// the platform changes a tournament.
import { jsonPath } from "../model/validate.ts";
import { dayTwoProblems } from "../model/day-two-check.ts";
import { Tournament as TournamentSchema } from "../model/schema.ts";
import type { Applied, CommandContext } from "./context.ts";
import { CommandError } from "./errors.ts";
import { inputRule } from "./input-rule.ts";
import { createEvent, deleteEvent, editEvent, finishEvent, importEvent } from "./event.ts";
import { authorize } from "./permissions.ts";
import { addPlayers, dropPlayer, editPlayer, importPlayers, lateEntry, removePlayer, undropPlayer } from "./players.ts";
import { confirmResult, disputeResult, reportResult, setResult } from "./results.ts";
import { nextPlayoffRound, repairRound, startPlayoffs, startRound } from "./rounds.ts";
import { Command } from "./schema.ts";
import { acceptInvite, createInvite } from "./staff.ts";
import { admitRegistrations, editEventDay, seatDraftPods, submitList, unlockPlayerList } from "./eventday.ts";
import { setBonus } from "./ratings.ts";
import { confirmDayTwoCut } from "./day-two.ts";
import type { PlatformState } from "./state.ts";
import { timerCommand, timerExpire } from "./timer.ts";
import { arriveLate, checkIn, undoCheckIn } from "./check-in.ts";
import { publishRound, withPublishing } from "./publish.ts";
import { answerJudgeCall, callJudge } from "./judge-calls.ts";
import { givePenalty } from "./penalties.ts";
import { drawDeckChecks, endDeckCheck } from "./deck-checks.ts";

/**
 * Parses an untrusted value (an HTTP body plus `type` and the path's values)
 * as a Command. Objects are strict: an unknown field is refused with its own
 * path. Throws a CommandError `invalid_input` naming the first problem.
 *
 * @example parseCommand({ type: "set-result", round: 2, table: 5, result: { games: [2, 1, 0] } })
 * // parseCommand({ type: "start-round", round: "3" }) throws invalid_input at "$.round"
 */
export function parseCommand(value: unknown): Command {
  const parsed = Command.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  let message = issue.message;
  let at: PropertyKey[] = issue.path;
  if (issue.code === "unrecognized_keys") {
    message = `unknown field(s): ${issue.keys.join(", ")}`;
    at = [...issue.path, issue.keys[0]!];
  } else if (issue.code === "invalid_union") message = "does not match any allowed shape for this field";
  const path = jsonPath(at);
  throw new CommandError("invalid_input", `${path === "$" ? "The body" : path}: ${message}.`, path, inputRule(issue));
}

/**
 * Applies one command to an event's state (null before the event exists):
 * checks the actor's permission, validates with the engine and returns the
 * new state, the change summary `what` (the live message) and the extra
 * fields of the HTTP answer. Pure: time and randomness come from `ctx`.
 * Refusals throw a CommandError with code, message, JSON path and status.
 *
 * @example
 * const { state, what, answer } = applyCommand(state, { type: "start-round", round: 1 },
 *   { actor: { role: "owner", userId: "u1", username: "olga" }, now: Date.now(), eventId: "k3v9q2m7x1bd",
 *     freshCode: () => "7KQ2MX", freshToken: () => "tok" });
 * // what = ["pairings", "event", "timer", "standings"]; answer.round = the paired round with its notes
 */
export function applyCommand(state: PlatformState | null, command: Command, ctx: CommandContext): Applied {
  return withPublishing(state, dispatch(state, command, ctx));
}

function dispatch(state: PlatformState | null, command: Command, ctx: CommandContext): Applied {
  const creates = command.type === "create-event" || command.type === "import-event";
  if (!state && !creates) throw new CommandError("not_found", "There is no such event.");
  authorize(ctx.actor, command.type);
  if (command.type === "create-event") return checked(createEvent(state, command, ctx));
  if (command.type === "import-event") return checked(importEvent(state, command, ctx));
  if (!state) throw new CommandError("not_found", "There is no such event.");
  switch (command.type) {
    case "edit-event":
      return checked(editEvent(state, command));
    case "add-players":
      return checked(addPlayers(state, command, ctx));
    case "import-players":
      return checked(importPlayers(state, command, ctx));
    case "edit-player":
      return checked(editPlayer(state, command));
    case "remove-player":
      return removePlayer(state, command);
    case "drop-player":
      return dropPlayer(state, command);
    case "undrop-player":
      return undropPlayer(state, command);
    case "late-entry":
      return checked(lateEntry(state, command, ctx));
    case "start-round":
      return startRound(state, command);
    case "repair-round":
      return repairRound(state, command);
    case "report-result":
      return reportResult(state, command, ctx);
    case "confirm-result":
      return confirmResult(state, command, ctx);
    case "dispute-result":
      return disputeResult(state, command, ctx);
    case "set-result":
      return setResult(state, command, ctx);
    case "confirm-day-two":
      return confirmDayTwoCut(state);
    case "start-playoffs":
      return startPlayoffs(state);
    case "next-playoff-round":
      return nextPlayoffRound(state, command);
    case "finish":
      return finishEvent(state);
    case "timer":
      return timerCommand(state, command, ctx);
    case "timer-expire":
      return timerExpire(state, command, ctx);
    case "create-invite":
      return createInvite(state, command, ctx);
    case "accept-invite":
      return acceptInvite(state, command, ctx);
    case "edit-event-day":
      return editEventDay(state, command);
    case "submit-list":
      return submitList(state, command, ctx);
    case "unlock-list":
      return unlockPlayerList(state, command, ctx);
    case "seat-pods":
      return seatDraftPods(state, command);
    case "admit-registrations":
      return checked(admitRegistrations(state, command, ctx));
    case "delete-event":
      return deleteEvent(state);
    case "set-bonus":
      return setBonus(state, command);
    case "check-in":
      return checkIn(state, command, ctx);
    case "undo-check-in":
      return undoCheckIn(state, command);
    case "arrive-late":
      return arriveLate(state, command);
    case "publish-round":
      return publishRound(state, command);
    case "call-judge":
      return callJudge(state, command, ctx);
    case "answer-judge-call":
      return answerJudgeCall(state, command, ctx);
    case "give-penalty":
      return checked(givePenalty(state, command, ctx));
    case "draw-deck-checks":
      return drawDeckChecks(state, command, ctx);
    case "end-deck-check":
      return endDeckCheck(state, command, ctx);
  }
}

/**
 * Commands that write names or options from the body are re-checked against
 * the topcut/1 schema (e.g. merged options); results and pairings are already
 * validated by the model and the engine on their way in.
 */
function checked(applied: Applied): Applied {
  const parsed = TournamentSchema.safeParse(applied.state.tournament);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = jsonPath(issue.path);
    throw new CommandError("invalid_input", `The event would not be valid: ${path}: ${issue.message}.`, path, inputRule(issue));
  }
  // The day-2 plan against the event's rounds and structure (a schema cannot say it).
  const dayTwo = dayTwoProblems(parsed.data)[0];
  if (dayTwo) throw new CommandError("invalid_input", `The event would not be valid: ${dayTwo.path}: ${dayTwo.message}.`, dayTwo.path);
  return applied;
}
