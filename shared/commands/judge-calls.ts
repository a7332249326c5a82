// Judge calls: a player at a table of the current round calls; staff say
// they heard it, then close it. One call per table is open at a time (a second
// tap answers the same call), a closed table may call again after a minute,
// and a table calls at most MAX_CALLS times a round: a player cannot flood the
// judges' phones.
import type { Applied, CommandContext } from "./context.ts";
import { CommandError } from "./errors.ts";
import { findTable, requireCurrentRound, requireStatus } from "./helpers.ts";
import { requirePublished } from "./publish.ts";
import type { CommandOf } from "./schema.ts";
import type { JudgeCall, PlatformState } from "./state.ts";
import { refuse } from "./refusals.ts";

export const MAX_CALLS = 10;
export const CALL_AGAIN_MS = 60_000;

/** The call a player reads back: where, when and how it stands. */
export type CallAnswer = Pick<JudgeCall, "round" | "table" | "at" | "status">;
const answerOf = (c: JudgeCall): CallAnswer => ({ round: c.round, table: c.table, at: c.at, status: c.status });

export function callJudge(state: PlatformState, cmd: CommandOf<"call-judge">, ctx: CommandContext): Applied<"call-judge"> {
  requireStatus(state, ["swiss", "playoffs"], "call a judge");
  const round = requireCurrentRound(state.tournament, cmd.round);
  requirePublished(state, cmd.round);
  const { match } = findTable(round, cmd.table);
  if (ctx.actor.role !== "player" || !match.players.includes(ctx.actor.playerId)) {
    throw refuse("judge-call-players-only", "Only a player of this table can call a judge here.", "$.code");
  }
  const calls = state.judgeCalls ?? [];
  const here = calls.filter((c) => c.round === cmd.round && c.table === cmd.table);
  const open = here.find((c) => c.status !== "closed");
  if (open) return { state, what: [], answer: { call: answerOf(open) } };
  if (here.length >= MAX_CALLS)
    throw refuse("judge-calls-limit", `Table ${cmd.table} has called ${MAX_CALLS} times this round; find a judge on the floor.`, "$.table", {
      table: cmd.table,
      limit: MAX_CALLS,
    });
  const last = here[here.length - 1];
  const since = last?.answeredAt !== undefined ? ctx.now - last.answeredAt : Number.POSITIVE_INFINITY;
  if (since < CALL_AGAIN_MS) {
    const seconds = Math.ceil((CALL_AGAIN_MS - since) / 1000);
    throw refuse("judge-call-too-soon", `A judge just closed table ${cmd.table}'s call; call again in ${seconds} s.`, "$.table", { table: cmd.table, seconds });
  }
  const call: JudgeCall = { id: `c${calls.length + 1}`, round: cmd.round, table: cmd.table, at: ctx.now, by: ctx.actor.playerId, status: "open" };
  return { state: { ...state, judgeCalls: [...calls, call] }, what: ["floor"], answer: { call: answerOf(call) } };
}

/** Staff: "heard" (a judge is on the way), then "closed". */
export function answerJudgeCall(state: PlatformState, cmd: CommandOf<"answer-judge-call">, ctx: CommandContext): Applied<"answer-judge-call"> {
  const calls = state.judgeCalls ?? [];
  const at = calls.findLastIndex((c) => c.round === cmd.round && c.table === cmd.table && c.status !== "closed");
  if (at < 0) throw new CommandError("not_found", `Table ${cmd.table} of round ${cmd.round} has no open judge call.`, "$.table");
  const by = "username" in ctx.actor ? ctx.actor.username : undefined;
  const call: JudgeCall = { ...calls[at]!, status: cmd.status, answeredAt: ctx.now, ...(by !== undefined ? { answeredBy: by } : {}) };
  const judgeCalls = calls.map((c, i) => (i === at ? call : c));
  return { state: { ...state, judgeCalls }, what: ["floor"], answer: { call: answerOf(call) } };
}

/** The calls staff still have to deal with (open or heard), oldest first. */
export function openCalls(state: PlatformState): JudgeCall[] {
  return (state.judgeCalls ?? []).filter((c) => c.status !== "closed");
}
