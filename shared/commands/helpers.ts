// Small shared pieces of the command handlers: finding rounds, tables and
// players, and refusing stale rounds.
import type { Match, Player, Round, Tournament } from "../model/types.ts";
import { CommandError } from "./errors.ts";
import type { CommandContext } from "./context.ts";
import type { PlatformState } from "./state.ts";
import { stageOf } from "../model/matches.ts";
import { refuse } from "./refusals.ts";

export function currentRound(t: Tournament): number {
  return t.rounds.length;
}

export function findPlayer(t: Tournament, playerId: string, path = "$.playerId"): Player {
  const p = t.players.find((x) => x.id === playerId);
  if (!p) throw new CommandError("not_found", `There is no player "${playerId}" in this event.`, path);
  return p;
}

/** Round n must be the current round: older → 409, not yet paired → 404. */
export function requireCurrentRound(t: Tournament, n: number): Round {
  const current = currentRound(t);
  if (n < current) throw new CommandError("stale_round", `Round ${n} is closed; the current round is ${current}.`, "$.round");
  if (n > current || current === 0) throw new CommandError("not_found", `Round ${n} has not been paired yet.`, "$.round");
  return t.rounds[n - 1]!;
}

export function findTable(round: Round, table: number): { index: number; match: Match & { table: number } } {
  const index = round.matches.findIndex((m) => "table" in m && m.table === table);
  if (index < 0) throw new CommandError("not_found", `Round ${round.number} has no table ${table}.`, "$.table");
  return { index, match: round.matches[index] as Match & { table: number } };
}

export function requireStatus(state: PlatformState, allowed: PlatformState["status"][], doing: string): void {
  if (!allowed.includes(state.status)) {
    throw refuse(
      "wrong-stage",
      `Cannot ${doing} while the event is in ${state.status === "registration" ? "registration" : state.status === "finished" ? "its finished state" : `the ${state.status} stage`}.`,
      "",
      { stage: state.status },
    );
  }
}

/** A code no other player of the event has. */
export function uniqueCode(ctx: CommandContext, taken: Set<string>): string {
  for (let i = 0; i < 100; i++) {
    const code = ctx.freshCode();
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
  throw new CommandError("internal", "Could not draw a fresh player code.");
}

export function takenCodes(state: PlatformState): Set<string> {
  return new Set(Object.values(state.codes));
}

/** The next free player ids p<k> and registration numbers. */
export function nextPlayerSlots(t: Tournament, count: number): { id: string; registered: number }[] {
  const ids = new Set(t.players.map((p) => p.id));
  let registered = t.players.reduce((m, p) => Math.max(m, p.registered), 0);
  const out: { id: string; registered: number }[] = [];
  let k = registered;
  for (let i = 0; i < count; i++) {
    registered++;
    k = Math.max(k, registered - 1);
    do k++;
    while (ids.has(`p${k}`));
    ids.add(`p${k}`);
    out.push({ id: `p${k}`, registered });
  }
  return out;
}

/** Stage of the last round, "swiss" before round 1. */
export function currentStage(t: Tournament): string {
  const last = t.rounds[t.rounds.length - 1];
  return stageOf(last);
}
