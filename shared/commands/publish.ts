// Publishing pairings (options.publishPairings "manual"): a paired round
// stays with staff until they publish it, so a pairing can be fixed (re-paired)
// before any player has seen it. Players' views leave the round out meanwhile
// (views.ts, publicPart).
import type { Applied } from "./context.ts";
import { CommandError } from "./errors.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState } from "./state.ts";
import { refuse } from "./refusals.ts";

export function publishesByHand(state: PlatformState): boolean {
  return state.tournament.options.publishPairings === "manual";
}

/**
 * After any command: a round it paired stays unpublished where staff publish
 * by hand; with publishing back on "auto", a round waiting is public at once.
 */
export function withPublishing(before: PlatformState | null, applied: Applied): Applied {
  const state = applied.state;
  if (!publishesByHand(state)) {
    if (state.unpublished === undefined) return applied;
    const { unpublished: _public, ...rest } = state;
    return { ...applied, state: rest, what: [...new Set([...applied.what, "pairings" as const])] };
  }
  const paired = state.tournament.rounds.length;
  if (paired > (before?.tournament.rounds.length ?? 0)) return { ...applied, state: { ...state, unpublished: paired } };
  return applied;
}

/** A round staff publish: its pairings reach every player's page, the TV and the live pages. */
export function publishRound(state: PlatformState, cmd: CommandOf<"publish-round">): Applied<"publish-round"> {
  const paired = state.tournament.rounds.length;
  if (cmd.round > paired) throw new CommandError("not_found", `Round ${cmd.round} has not been paired yet.`, "$.round");
  if (state.unpublished !== cmd.round) throw refuse("round-published", `Round ${cmd.round} is already public.`, "$.round", { round: cmd.round });
  const { unpublished: _now, ...rest } = state;
  return { state: rest, what: ["pairings", "event", "timer"], answer: { round: cmd.round } };
}

/** Players act on a round only once it is public (a report, a judge call). */
export function requirePublished(state: PlatformState, round: number): void {
  if (state.unpublished === round) throw refuse("round-unpublished", `Round ${round}'s pairings are not published yet.`, "$.round", { round });
}
