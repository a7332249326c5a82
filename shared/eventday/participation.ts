// Participation minimum: an event below its rules profile's minimum cannot
// start. Dreamblade (R-MIN-1) says more: the event is no longer
// sanctioned and the organizer reports it as "did not occur".
import type { RulesProfile } from "../rules/profiles.ts";

export type StartDecision =
  | { canStart: true; players: number; minimum: number }
  | {
      canStart: false;
      players: number;
      minimum: number;
      /** What the organizer records: Dreamblade's "did not occur" (R-MIN-1), elsewhere "not started". */
      report: "did not occur" | "not started";
      reason: string;
    };

/**
 * Whether an event may start with `players` registered, by its profile's
 * `minPlayers`; below it, the reason and what to report.
 */
export function canEventStart(profile: RulesProfile, players: number): StartDecision {
  const minimum = profile.minPlayers;
  if (!Number.isInteger(players) || players < 0) {
    return { canStart: false, players: 0, minimum, report: "not started", reason: `the player count must be a whole number of 0 or more, got ${players}` };
  }
  const count = players;
  if (count >= minimum) return { canStart: true, players: count, minimum };
  const dreamblade = profile.id === "dreamblade";
  const reason = dreamblade
    ? `${count} of the minimum ${minimum} players: a Dreamblade event below the participation minimum is not sanctioned and is reported as "did not occur" (Dreamblade floor rules §310)`
    : `${count} of the minimum ${minimum} players (${profile.title}): the event cannot start`;
  return { canStart: false, players: count, minimum, report: dreamblade ? "did not occur" : "not started", reason };
}
