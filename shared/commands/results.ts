// Result entry. Staff enter results directly; a player reports with their
// code and the result counts once another player of the table confirms it.
// A dispute (or a report nobody confirms) waits for staff, who confirm it or
// enter the result themselves.
import { matchLength } from "../model/games.ts";
import { viewMatch, isSwiss } from "../model/matches.ts";
import type { Match, PairMatch, Round, Tournament } from "../model/types.ts";
import { validateTournament } from "../model/validate.ts";
import { penaltyProblem } from "../floor/penalty-effects.ts";
import { requirePublished } from "./publish.ts";
import type { ReportAnswer } from "./answers.ts";
import type { Applied, CommandContext } from "./context.ts";
import { checkPlayoffResult } from "./engine.ts";
import { roundMinutesNow } from "./eventday.ts";
import { CommandError } from "./errors.ts";
import { requireAsSeen } from "./result-conflict.ts";
import { findTable, requireCurrentRound, requireStatus } from "./helpers.ts";
import { isStaffRole } from "./permissions.ts";
import type { CommandOf } from "./schema.ts";
import type { AnyResult, Correction, PlatformState, Report } from "./state.ts";
import { refuse } from "./refusals.ts";

const RESULT_WHAT: Applied["what"] = ["results", "standings"];

/** Every result command answers where the table's result now stands. */
function reported(cmd: { round: number; table: number }, status: ReportAnswer["status"]): { report: ReportAnswer } {
  return { report: { round: cmd.round, table: cmd.table, status } };
}

/** The tournament with `result` recorded at round n, table; validated by the model. */
export function withResult(t: Tournament, roundNo: number, table: number, result: AnyResult): Tournament {
  const round = t.rounds[roundNo - 1]!;
  const { index, match } = findTable(round, table);
  const view = viewMatch(match);
  const isPod = "winner" in result;
  if (view.kind === "pod" && !isPod) {
    throw new CommandError("invalid_input", `Table ${table} is a multiplayer table: report { "winner": playerId | null }.`, "$.result");
  }
  if (view.kind === "pair" && isPod) {
    throw new CommandError("invalid_input", `Table ${table} is a one-on-one match: report games, intentionalDraw or awarded.`, "$.result");
  }
  const updated = { ...match, result } as Match;
  const penalized = penaltyProblem(t, roundNo, match, result);
  if (penalized) throw new CommandError("invalid_input", `This result cannot be recorded: ${penalized.message}`, penalized.path);
  const v = validateTournament(withOnly(t, roundNo, updated));
  if (!v.ok) {
    const prefix = `$.rounds[${roundNo - 1}].matches[0].result`;
    const p = v.problems.find((x) => x.path.startsWith(prefix)) ?? v.problems[0]!;
    const path = p.path.startsWith(prefix) ? `$.result${p.path.slice(prefix.length)}` : "$.result";
    throw new CommandError("invalid_input", `This result cannot be recorded: ${p.message}.`, path);
  }
  const matches = round.matches.map((m, i) => (i === index ? updated : m));
  const rounds: Round[] = t.rounds.map((r) => (r.number === roundNo ? { ...r, matches } : r));
  const next: Tournament = { ...t, rounds };
  // After the model (an impossible score is bad input, 400): a playoff match must also have a winner.
  if (!isSwiss(round) && view.kind === "pair") checkPlayoffResult(updated as PairMatch, t);
  return next;
}

/**
 * The event cut down to what a new result can break: the players of its table
 * and that one match in its round (the other rounds empty, so round numbers,
 * stages and drops still check). The rest was valid before and has not
 * changed, so validating this costs the same at 8,000 players as at 8.
 * A round's `recorded` is left out: a result entered here is held to the
 * match length even in a round another platform recorded.
 */
function withOnly(t: Tournament, roundNo: number, updated: Match): Tournament {
  const seated = new Set(updated.players);
  // Penalties name players left out here; their bearing on this match was checked before (penaltyProblem).
  const { penalties: _penalties, ...rest } = t;
  return {
    ...rest,
    // Those who advanced to day 2 are checked to be players of the event: here, the table's.
    ...(t.dayTwoCut ? { dayTwoCut: { ...t.dayTwoCut, advanced: t.dayTwoCut.advanced.filter((id) => seated.has(id)) } } : {}),
    players: t.players.filter((p) => seated.has(p.id)),
    rounds: t.rounds.map((r) => ({ number: r.number, ...(r.stage !== undefined ? { stage: r.stage } : {}), matches: r.number === roundNo ? [updated] : [] })),
  };
}

function seatedAt(t: Tournament, roundNo: number, table: number): readonly string[] {
  return findTable(t.rounds[roundNo - 1]!, table).match.players;
}

function requireSeated(t: Tournament, roundNo: number, table: number, playerId: string): void {
  if (!seatedAt(t, roundNo, table).includes(playerId)) {
    throw refuse("not-your-table", `Your code is not for a player at table ${table} of round ${roundNo}.`, "$.code", { table, round: roundNo });
  }
}

function hasResult(t: Tournament, roundNo: number, table: number): boolean {
  const m = findTable(t.rounds[roundNo - 1]!, table).match;
  return "result" in m && m.result !== undefined;
}

function pendingIndex(state: PlatformState, roundNo: number, table: number): number {
  return state.reports.findIndex((r) => r.round === roundNo && r.table === table && r.status !== "confirmed");
}

function sameResult(a: AnyResult, b: AnyResult): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function setReports(state: PlatformState, at: number, report: Report): Report[] {
  const reports = [...state.reports];
  if (at < 0) reports.push(report);
  else reports[at] = report;
  return reports;
}

/** The tournament, once `verb` may address this table: Swiss rounds or playoffs under way, the current round, a table that exists. */
function openTable(state: PlatformState, cmd: { round: number; table: number }, verb: string): Tournament {
  requireStatus(state, ["swiss", "playoffs"], verb);
  const t = state.tournament;
  requireCurrentRound(t, cmd.round);
  findTable(t.rounds[cmd.round - 1]!, cmd.table);
  return t;
}

/**
 * An untimed match is played out: without a time limit nothing ends it early,
 * so its winner has won the games the match length needs (2 of a best of 3).
 * That is the single-elimination final by default (R-TIME-1: a final has no
 * time limit; the DCI times of the club and Dreamblade profiles
 * too) unless the organizer timed it anyway (its clock was started), or a
 * flip settled it (R-SCORE-3 flip mode). Elsewhere a match may end at time with
 * fewer (1-0-1).
 */
function requirePlayedOut(state: PlatformState, roundNo: number, table: number, result: AnyResult): void {
  const t = state.tournament;
  const round = t.rounds[roundNo - 1]!;
  // A flip (R-SCORE-3, club in flip mode) is the club's own way to decide a drawn match: it ends it too.
  if (!("games" in result) || result.flip !== undefined || roundNo !== t.rounds.length || isSwiss(round)) return;
  if (roundMinutesNow(state) !== null || (state.timer.round === roundNo && state.timer.state !== "idle")) return;
  const bestOf = matchLength(t.options, round);
  const need = Math.ceil(bestOf / 2);
  const [a, b] = result.games;
  if (Math.max(a, b) < need) {
    throw new CommandError(
      "invalid_input",
      `This result cannot be recorded: table ${table} is an untimed final (no time limit, Magic tournament rules, Appendix B), played until a player has won ${need} game${need === 1 ? "" : "s"} of a best of ${bestOf}; games ${a}-${b} does not finish it.`,
      "$.result.games",
    );
  }
}

/** The report waiting at the table (unconfirmed or disputed) and its index; not_found when there is none. */
function waitingReport(state: PlatformState, cmd: { round: number; table: number }): { at: number; pending: Report } {
  const at = pendingIndex(state, cmd.round, cmd.table);
  if (at < 0) throw new CommandError("not_found", `No report is waiting for table ${cmd.table} of round ${cmd.round}.`, "$.table");
  return { at, pending: state.reports[at]! };
}

export function reportResult(state: PlatformState, cmd: CommandOf<"report-result">, ctx: CommandContext): Applied<"report-result"> {
  const t = openTable(state, cmd, "report a result");
  const actor = ctx.actor;
  if (isStaffRole(actor.role)) {
    return setResult(
      state,
      {
        type: "set-result",
        round: cmd.round,
        table: cmd.table,
        result: cmd.result,
        ...(cmd.asSeen !== undefined ? { asSeen: cmd.asSeen } : {}),
      },
      ctx,
    );
  }
  if (actor.role !== "player") throw refuse("report-staff-or-player", "Only staff or a player of this table can report.");
  requirePublished(state, cmd.round);
  // A player sees their own table and the rule below ("already has a result"); asSeen is the staff phones'.
  if (cmd.asSeen !== undefined) throw new CommandError("invalid_input", "$.asSeen: only staff send asSeen; a player's report leaves it out.", "$.asSeen");
  requireSeated(t, cmd.round, cmd.table, actor.playerId);
  if (hasResult(t, cmd.round, cmd.table)) {
    throw refuse("table-has-result", `Table ${cmd.table} already has a result; ask the organizer to correct it.`, "", { table: cmd.table });
  }
  // Validate the result now, so a bad report is refused rather than left waiting.
  const tournament = withResult(t, cmd.round, cmd.table, cmd.result);
  requirePlayedOut(state, cmd.round, cmd.table, cmd.result);
  const at = pendingIndex(state, cmd.round, cmd.table);
  const pending = at >= 0 ? state.reports[at]! : null;
  if (pending && pending.by !== actor.playerId) {
    if (sameResult(pending.result, cmd.result) && pending.status === "unconfirmed") {
      // The opponent reported the same result: that is a confirmation.
      const reports = setReports(state, at, { ...pending, status: "confirmed" });
      return { state: { ...state, tournament, reports }, what: RESULT_WHAT, answer: reported(cmd, "confirmed") };
    }
    const reports = setReports(state, at, { ...pending, status: "disputed", disputedBy: actor.playerId });
    return { state: { ...state, reports }, what: ["results"], answer: reported(cmd, "disputed") };
  }
  const report: Report = { round: cmd.round, table: cmd.table, result: cmd.result, by: actor.playerId, status: "unconfirmed" };
  return { state: { ...state, reports: setReports(state, at, report) }, what: ["results"], answer: reported(cmd, "unconfirmed") };
}

export function confirmResult(state: PlatformState, cmd: CommandOf<"confirm-result">, ctx: CommandContext): Applied<"confirm-result"> {
  const t = openTable(state, cmd, "confirm a result");
  const { at, pending } = waitingReport(state, cmd);
  const actor = ctx.actor;
  if (actor.role === "player") {
    requireSeated(t, cmd.round, cmd.table, actor.playerId);
    if (pending.by === actor.playerId) throw refuse("confirm-own-report", "Your opponent has to confirm the result you reported.", "$.code");
    if (pending.status === "disputed") throw refuse("result-disputed", "This result is disputed; the organizer decides it.");
  } else if (!isStaffRole(actor.role)) {
    throw refuse("confirm-staff-or-player", "Only staff or a player of this table can confirm.");
  }
  const tournament = withResult(t, cmd.round, cmd.table, pending.result);
  const reports = setReports(state, at, { ...pending, status: "confirmed" });
  return { state: { ...state, tournament, reports }, what: RESULT_WHAT, answer: reported(cmd, "confirmed") };
}

export function disputeResult(state: PlatformState, cmd: CommandOf<"dispute-result">, ctx: CommandContext): Applied<"dispute-result"> {
  const t = openTable(state, cmd, "dispute a result");
  const actor = ctx.actor;
  if (actor.role !== "player") throw refuse("dispute-players-only", "Only a player of this table can dispute a report.");
  requireSeated(t, cmd.round, cmd.table, actor.playerId);
  const { at, pending } = waitingReport(state, cmd);
  if (pending.by === actor.playerId) throw refuse("dispute-own-report", "You cannot dispute your own report; report again to change it.", "$.code");
  const reports = setReports(state, at, { ...pending, status: "disputed", disputedBy: actor.playerId });
  return { state: { ...state, reports }, what: ["results"], answer: reported(cmd, "disputed") };
}

/** Staff enter or correct a result (earlier Swiss rounds too, until the playoffs). */
export function setResult(state: PlatformState, cmd: CommandOf<"set-result">, ctx: CommandContext): Applied<"set-result"> {
  const t = state.tournament;
  const current = t.rounds.length;
  if (cmd.result === null) return clearResult(state, cmd);
  if (state.status === "finished") return correctFinished(state, { ...cmd, result: cmd.result }, ctx);
  requireStatus(state, ["swiss", "playoffs"], "enter a result");
  if (cmd.round > current) throw new CommandError("not_found", `Round ${cmd.round} has not been paired yet.`, "$.round");
  const round = t.rounds[cmd.round - 1]!;
  if (cmd.round < current && (state.status === "playoffs" || !isSwiss(round))) {
    throw new CommandError("stale_round", `Round ${cmd.round} is closed; the current round is ${current}.`, "$.round");
  }
  if (cmd.round < current && cmd.correction !== true) {
    throw new CommandError(
      "stale_round",
      `Round ${cmd.round} is closed; the current round is ${current}. To correct a result of round ${cmd.round}, send "correction": true.`,
      "$.round",
    );
  }
  findTable(round, cmd.table);
  requireAsSeen(t, cmd.round, cmd.table, cmd.asSeen, cmd.result);
  const result = cmd.result;
  const tournament = withResult(t, cmd.round, cmd.table, result);
  requirePlayedOut(state, cmd.round, cmd.table, result);
  const at = pendingIndex(state, cmd.round, cmd.table);
  const reports = at >= 0 ? setReports(state, at, { ...state.reports[at]!, result, status: "confirmed" }) : state.reports;
  const corrections = cmd.round < current ? logCorrection(state, cmd.round, cmd.table, result, ctx.now) : state.corrections;
  return { state: { ...state, tournament, reports, ...(corrections ? { corrections } : {}) }, what: RESULT_WHAT, answer: reported(cmd, "confirmed") };
}

/**
 * The state's corrections with this one added: what the table had, what it
 * has now and how many rounds were paired then. A result corrected to itself
 * changes nothing and is not listed.
 */
function logCorrection(state: PlatformState, roundNo: number, table: number, after: AnyResult, now: number): Correction[] | undefined {
  const t = state.tournament;
  const { match } = findTable(t.rounds[roundNo - 1]!, table);
  const before = "result" in match && match.result !== undefined ? match.result : null;
  if (before && sameResult(before, after)) return state.corrections;
  return [...(state.corrections ?? []), { round: roundNo, table, at: now, before, after, paired: t.rounds.length }];
}

/**
 * Correcting a Swiss result of a finished event (`correction: true`): the
 * standings and the event's rating pool are recomputed from the corrected
 * event. Playoff results stay as played, since later rounds were paired from them.
 */
function correctFinished(state: PlatformState, cmd: CommandOf<"set-result"> & { result: AnyResult }, ctx: CommandContext): Applied<"set-result"> {
  const t = state.tournament;
  if (cmd.correction !== true) throw new CommandError("stale_round", 'The event is finished; to correct a Swiss result send "correction": true.', "$.round");
  if (cmd.round > t.rounds.length) throw new CommandError("not_found", `Round ${cmd.round} was not played.`, "$.round");
  const round = t.rounds[cmd.round - 1]!;
  if (!isSwiss(round)) throw new CommandError("stale_round", `Round ${cmd.round} is a playoff round; its results cannot change after the event.`, "$.round");
  findTable(round, cmd.table);
  requireAsSeen(t, cmd.round, cmd.table, cmd.asSeen, cmd.result);
  const tournament = withResult(t, cmd.round, cmd.table, cmd.result);
  const corrections = logCorrection(state, cmd.round, cmd.table, cmd.result, ctx.now);
  return { state: { ...state, tournament, ...(corrections ? { corrections } : {}) }, what: RESULT_WHAT, answer: reported(cmd, "confirmed") };
}

/**
 * `result: null`: the table of the current round is open again (an undo of
 * a result entered by mistake, logged like any other command). Refused once
 * the next round is paired or the event finished; its confirmed report goes
 * too, so the table waits for a fresh result.
 */
function clearResult(state: PlatformState, cmd: CommandOf<"set-result">): Applied<"set-result"> {
  const t = state.tournament;
  requireStatus(state, ["swiss", "playoffs"], "take back a result");
  if (cmd.round !== t.rounds.length)
    throw new CommandError(
      "stale_round",
      `Round ${cmd.round} is closed; only a result of the current round (${t.rounds.length}) can be taken back.`,
      "$.round",
    );
  const round = t.rounds[cmd.round - 1]!;
  const { index, match } = findTable(round, cmd.table);
  requireAsSeen(t, cmd.round, cmd.table, cmd.asSeen, null);
  if (!("result" in match) || match.result === undefined)
    throw refuse("no-result-to-undo", `Table ${cmd.table} has no result to take back.`, "$.result", { table: cmd.table });
  const { result: _gone, ...open } = match;
  const matches = round.matches.map((m, i) => (i === index ? (open as Match) : m));
  const tournament: Tournament = { ...t, rounds: t.rounds.map((r) => (r.number === cmd.round ? { ...r, matches } : r)) };
  const reports = state.reports.filter((r) => !(r.round === cmd.round && r.table === cmd.table));
  return { state: { ...state, tournament, reports }, what: RESULT_WHAT, answer: reported(cmd, "open") };
}
