// Deck checks: staff draw tables of the current round by a seeded, recorded
// draw; a player whose deck was checked is not drawn again in the event unless
// staff ask for repeats. When a check ends the table gets its time back on its
// own clock (the round timer's table extensions, shown on the TV).
import { seededShuffle } from "../eventday/prng.ts";
import { isOpen } from "../model/matches.ts";
import type { Applied, CommandContext } from "./context.ts";
import { CommandError } from "./errors.ts";
import { findTable, requireCurrentRound, requireStatus } from "./helpers.ts";
import type { CommandOf } from "./schema.ts";
import type { DeckCheck, PlatformState } from "./state.ts";
import { refuse } from "./refusals.ts";

export function drawDeckChecks(state: PlatformState, cmd: CommandOf<"draw-deck-checks">, ctx: CommandContext): Applied<"draw-deck-checks"> {
  requireStatus(state, ["swiss", "playoffs"], "draw tables for deck checks");
  const round = requireCurrentRound(state.tournament, cmd.round);
  const checks = state.deckChecks ?? [];
  const drawnThisRound = new Set(checks.filter((c) => c.round === cmd.round).map((c) => c.table));
  const checkedPlayers = new Set(checks.flatMap((c) => c.players));
  const tables = round.matches.filter((m): m is typeof m & { table: number } => "table" in m && isOpen(m) && !drawnThisRound.has(m.table));
  const eligible = cmd.repeats ? tables : tables.filter((m) => !m.players.some((p) => checkedPlayers.has(p)));
  if (eligible.length < cmd.count) {
    const left = tables.length - eligible.length;
    throw refuse(
      "too-few-tables",
      `Only ${eligible.length} table(s) of round ${cmd.round} can be drawn${left > 0 && !cmd.repeats ? ` (${left} more seat players checked before: ask for repeats to include them)` : ""}.`,
      "$.count",
      { available: eligible.length, repeats: left },
    );
  }
  const seed = cmd.seed ?? ctx.freshToken();
  const drawn = seededShuffle(
    eligible.map((m) => m.table).sort((a, b) => a - b),
    seed,
  )
    .slice(0, cmd.count)
    .sort((a, b) => a - b);
  const added: DeckCheck[] = drawn.map((table) => ({
    round: cmd.round,
    table,
    players: [...findTable(round, table).match.players],
    at: ctx.now,
    seed,
    status: "checking",
  }));
  return { state: { ...state, deckChecks: [...checks, ...added] }, what: ["floor"], answer: { checks: added } };
}

/** The check at a table ends: `minutes` go on the table's clock (R-TIME: the time the check took, and a little more). */
export function endDeckCheck(state: PlatformState, cmd: CommandOf<"end-deck-check">, ctx: CommandContext): Applied<"end-deck-check"> {
  requireCurrentRound(state.tournament, cmd.round);
  const checks = state.deckChecks ?? [];
  const at = checks.findIndex((c) => c.round === cmd.round && c.table === cmd.table && c.status === "checking");
  if (at < 0) throw new CommandError("not_found", `No deck check is under way at table ${cmd.table} of round ${cmd.round}.`, "$.table");
  const check: DeckCheck = { ...checks[at]!, status: "done", extension: cmd.minutes, endedAt: ctx.now };
  const deckChecks = checks.map((c, i) => (i === at ? check : c));
  let timer = state.timer;
  if (cmd.minutes > 0) {
    const base = timer.round === cmd.round ? timer : { round: cmd.round, state: "idle" as const, extensions: {} };
    const key = String(cmd.table);
    timer = { ...base, extensions: { ...base.extensions, [key]: (base.extensions[key] ?? 0) + cmd.minutes } };
  }
  return { state: { ...state, deckChecks, timer }, what: cmd.minutes > 0 ? ["floor", "timer"] : ["floor"], answer: { check } };
}
