// The round clock. Time comes in as ctx.now; the Durable Object's alarm sends
// timer-expire when endsAt passes.
import type { Applied, CommandContext } from "./context.ts";
import { CommandError } from "./errors.ts";
import { findTable } from "./helpers.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState, Timer } from "./state.ts";
import { roundMinutesNow } from "./eventday.ts";
import { MINIMUM_ROUND_MINUTES } from "../eventday/timers.ts";

const MINUTE = 60_000;

function length(timer: Timer): { durationMs?: number } {
  return timer.durationMs === undefined ? {} : { durationMs: timer.durationMs };
}

function done(state: PlatformState, timer: Timer): Applied {
  return { state: { ...state, timer }, what: ["timer"], answer: { timer } };
}

export function timerCommand(state: PlatformState, cmd: CommandOf<"timer">, ctx: CommandContext): Applied {
  if (state.status !== "swiss" && state.status !== "playoffs") {
    throw new CommandError("not_allowed_now", "The clock runs only while a round is being played.");
  }
  const round = state.tournament.rounds.length;
  const timer = state.timer.round === round ? state.timer : { round, state: "idle" as const, extensions: {} };
  const { now } = ctx;
  switch (cmd.action) {
    case "start": {
      if (cmd.table !== undefined) throw new CommandError("invalid_input", "A table is given only to extend one table's time.", "$.table");
      if (timer.state === "running" || timer.state === "paused") {
        throw new CommandError("not_allowed_now", `The clock of round ${round} is already ${timer.state}.`, "$.action");
      }
      // The round's time by its stage (Swiss, playoffs 90, final untimed), never under 40 minutes.
      const minutes = cmd.minutes ?? roundMinutesNow(state);
      if (minutes === null) throw new CommandError("not_allowed_now", "The final is untimed (001 Appendix B); give minutes to time it.", "$.minutes");
      if (minutes < MINIMUM_ROUND_MINUTES) {
        throw new CommandError("invalid_input", `${minutes} minutes is under the required minimum of ${MINIMUM_ROUND_MINUTES} minutes for any match (001 Appendix B, 000 section 340).`, "$.minutes");
      }
      return done(state, { round, state: "running", endsAt: now + minutes * MINUTE, durationMs: minutes * MINUTE, extensions: timer.extensions });
    }
    case "pause": {
      if (cmd.minutes !== undefined || cmd.table !== undefined) throw new CommandError("invalid_input", "Pause takes no minutes or table.", "$");
      if (timer.state !== "running") throw new CommandError("not_allowed_now", "The clock is not running.", "$.action");
      return done(state, { round, state: "paused", remainingMs: Math.max(0, timer.endsAt! - now), ...length(timer), extensions: timer.extensions });
    }
    case "resume": {
      if (cmd.minutes !== undefined || cmd.table !== undefined) throw new CommandError("invalid_input", "Resume takes no minutes or table.", "$");
      if (timer.state !== "paused") throw new CommandError("not_allowed_now", "The clock is not paused.", "$.action");
      return done(state, { round, state: "running", endsAt: now + timer.remainingMs!, ...length(timer), extensions: timer.extensions });
    }
    case "extend": {
      if (cmd.minutes === undefined) throw new CommandError("invalid_input", "Say how many minutes to extend by.", "$.minutes");
      if (cmd.minutes > 60) throw new CommandError("invalid_input", "An extension is at most 60 minutes.", "$.minutes");
      if (cmd.table !== undefined) {
        if (round === 0) throw new CommandError("not_allowed_now", "No round is being played.");
        findTable(state.tournament.rounds[round - 1]!, cmd.table);
        const key = String(cmd.table);
        const extensions = { ...timer.extensions, [key]: (timer.extensions[key] ?? 0) + cmd.minutes };
        return done(state, { ...timer, round, extensions });
      }
      const add = cmd.minutes * MINUTE;
      const durationMs = (timer.durationMs ?? 0) + add;
      if (timer.state === "running") return done(state, { ...timer, endsAt: timer.endsAt! + add, durationMs });
      if (timer.state === "paused") return done(state, { ...timer, remainingMs: timer.remainingMs! + add, durationMs });
      if (timer.state === "ended") return done(state, { round, state: "running", endsAt: now + add, durationMs, extensions: timer.extensions });
      throw new CommandError("not_allowed_now", "Start the clock before extending it.", "$.action");
    }
  }
}

/** The alarm: ends the round's clock if it is still running and due. */
export function timerExpire(state: PlatformState, cmd: CommandOf<"timer-expire">, ctx: CommandContext): Applied {
  const timer = state.timer;
  if (timer.state !== "running" || timer.round !== cmd.round || timer.endsAt === undefined || timer.endsAt > ctx.now) {
    throw new CommandError("not_allowed_now", "The clock is not due.");
  }
  return done(state, { round: timer.round, state: "ended", ...length(timer), extensions: timer.extensions });
}
