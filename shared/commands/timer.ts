// The round clock. Time comes in as ctx.now; the Durable Object's alarm sends
// timer-expire when endsAt passes.
import type { Applied, CommandContext } from "./context.ts";
import { CommandError } from "./errors.ts";
import { findTable } from "./helpers.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState, Timer } from "./state.ts";
import { roundMinutesNow } from "./eventday.ts";
import { minimumRoundMinutes, tooShortMessage } from "../eventday/timers.ts";
import { profileOf } from "../rules/profiles.ts";
import { refuse } from "./refusals.ts";
import { requirePublished } from "./publish.ts";

const MINUTE = 60_000;

function length(timer: Timer): { durationMs?: number } {
  return timer.durationMs === undefined ? {} : { durationMs: timer.durationMs };
}

/** Pause, resume and extensions keep what the clock counts (pregame, overtime). */
function phaseOf(timer: Timer): { phase?: Timer["phase"] } {
  return timer.phase === undefined ? {} : { phase: timer.phase };
}

function done(state: PlatformState, timer: Timer): Applied<"timer"> {
  return { state: { ...state, timer }, what: ["timer"], answer: { timer } };
}

export function timerCommand(state: PlatformState, cmd: CommandOf<"timer">, ctx: CommandContext): Applied<"timer"> {
  if (state.status !== "swiss" && state.status !== "playoffs") {
    throw refuse("clock-outside-round", "The clock runs only while a round is being played.");
  }
  const round = state.tournament.rounds.length;
  const timer = state.timer.round === round ? state.timer : { round, state: "idle" as const, extensions: {} };
  const { now } = ctx;
  switch (cmd.action) {
    case "start": {
      if (cmd.table !== undefined) throw new CommandError("invalid_input", "A table is given only to extend one table's time.", "$.table");
      requirePublished(state, round);
      if (timer.state === "running" || timer.state === "paused") {
        throw refuse("clock-already", `The clock of round ${round} is already ${timer.state}.`, "$.action", { round, state: timer.state });
      }
      // The round's time by its stage (Swiss, playoffs 90, final untimed), never under the profile's floor (40 in dci-2009 and dreamblade, R-TIME-1).
      const minutes = cmd.minutes ?? roundMinutesNow(state);
      if (minutes === null) throw refuse("final-untimed", "The final is untimed (Magic tournament rules, Appendix B); give minutes to time it.", "$.minutes");
      const floor = minimumRoundMinutes(state.tournament.rules);
      if (floor !== null && minutes < floor) throw new CommandError("invalid_input", `${tooShortMessage(minutes, floor)}.`, "$.minutes");
      return done(state, { round, state: "running", endsAt: now + minutes * MINUTE, durationMs: minutes * MINUTE, extensions: timer.extensions });
    }
    case "pregame": {
      // R-TIME-4: three minutes for the Dreamblade pregame procedures.
      const profile = profileOf(state.tournament.rules);
      if (cmd.minutes !== undefined || cmd.table !== undefined)
        throw new CommandError("invalid_input", "The pregame takes no minutes or table: its time is the rules'.", "$");
      if (profile.pregameMinutes === null) throw refuse("no-pregame", `${profile.title} has no pregame time (a Dreamblade floor rule, §410).`, "$.action");
      if (timer.state !== "idle") throw refuse("pregame-first", "The pregame comes before the round's clock starts.", "$.action");
      const ms = profile.pregameMinutes * MINUTE;
      return done(state, { round, state: "running", endsAt: now + ms, durationMs: ms, extensions: timer.extensions, phase: "pregame" });
    }
    case "pause": {
      if (cmd.minutes !== undefined || cmd.table !== undefined) throw new CommandError("invalid_input", "Pause takes no minutes or table.", "$");
      if (timer.state !== "running") throw refuse("clock-not-running", "The clock is not running.", "$.action");
      return done(state, {
        round,
        state: "paused",
        remainingMs: Math.max(0, timer.endsAt! - now),
        ...length(timer),
        extensions: timer.extensions,
        ...phaseOf(timer),
      });
    }
    case "resume": {
      if (cmd.minutes !== undefined || cmd.table !== undefined) throw new CommandError("invalid_input", "Resume takes no minutes or table.", "$");
      if (timer.state !== "paused") throw refuse("clock-not-paused", "The clock is not paused.", "$.action");
      return done(state, { round, state: "running", endsAt: now + timer.remainingMs!, ...length(timer), extensions: timer.extensions, ...phaseOf(timer) });
    }
    case "extend": {
      if (cmd.minutes === undefined) throw new CommandError("invalid_input", "Say how many minutes to extend by.", "$.minutes");
      if (cmd.minutes > 60) throw new CommandError("invalid_input", "An extension is at most 60 minutes.", "$.minutes");
      if (cmd.table !== undefined) {
        if (round === 0) throw refuse("no-round-playing", "No round is being played.");
        findTable(state.tournament.rounds[round - 1]!, cmd.table);
        const key = String(cmd.table);
        const extensions = { ...timer.extensions, [key]: (timer.extensions[key] ?? 0) + cmd.minutes };
        return done(state, { ...timer, round, extensions });
      }
      const add = cmd.minutes * MINUTE;
      const durationMs = (timer.durationMs ?? 0) + add;
      if (timer.state === "running") return done(state, { ...timer, endsAt: timer.endsAt! + add, durationMs });
      if (timer.state === "paused") return done(state, { ...timer, remainingMs: timer.remainingMs! + add, durationMs });
      if (timer.state === "ended")
        return done(state, { round, state: "running", endsAt: now + add, durationMs, extensions: timer.extensions, ...phaseOf(timer) });
      throw refuse("clock-not-started", "Start the clock before extending it.", "$.action");
    }
  }
}

/**
 * The alarm: the clock ran out. After the pregame (R-TIME-4) the round's
 * clock starts; after a Commander round's time come three more minutes
 * (R-CMD-4: until the stack is empty or 3 minutes pass); otherwise the clock
 * ends.
 */
export function timerExpire(state: PlatformState, cmd: CommandOf<"timer-expire">, ctx: CommandContext): Applied<"timer-expire"> {
  const timer = state.timer;
  if (timer.state !== "running" || timer.round !== cmd.round || timer.endsAt === undefined || timer.endsAt > ctx.now) {
    throw refuse("clock-not-due", "The clock is not due.");
  }
  const profile = profileOf(state.tournament.rules);
  if (timer.phase === "pregame") {
    const minutes = roundMinutesNow(state);
    if (minutes === null) return done(state, { round: timer.round, state: "idle", extensions: timer.extensions });
    const ms = minutes * MINUTE;
    return done(state, { round: timer.round, state: "running", endsAt: timer.endsAt + ms, durationMs: ms, extensions: timer.extensions });
  }
  if (profile.kind === "pod" && timer.phase === undefined) {
    const ms = profile.overtimeMinutes * MINUTE;
    return done(state, { round: timer.round, state: "running", endsAt: timer.endsAt + ms, durationMs: ms, extensions: timer.extensions, phase: "overtime" });
  }
  return done(state, { round: timer.round, state: "ended", ...length(timer), extensions: timer.extensions, ...phaseOf(timer) });
}
