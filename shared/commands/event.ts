// Creating, editing, importing, finishing and deleting an event.
import { isOpen, isSwiss } from "../model/matches.ts";
import type { Options, Tournament } from "../model/types.ts";
import { parseJsonText } from "../model/json-text.ts";
import { validateTournament } from "../model/validate.ts";
import { customRulesProblems } from "../rules/custom.ts";
import type { CustomRules } from "../model/types.ts";
import { profileOf } from "../rules/profiles.ts";
import type { RulesProfileId } from "../model/types.ts";
import type { Applied, CommandContext } from "./context.ts";
import { CommandError } from "./errors.ts";
import { uniqueCode } from "./helpers.ts";
import { didNotOccur } from "./eventday.ts";
import { defaultTimers, minimumRoundMinutes, tooShortMessage } from "../eventday/timers.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState } from "./state.ts";
import { refuse } from "./refusals.ts";

export const DEFAULT_ROUND_MINUTES = 50;

/**
 * Options a new event gets unless the organizer says otherwise: the profile's
 * draw rule, best of 3 (1 for single-game and pod profiles), 3 Swiss rounds
 * (commander: 4, standings hidden until the Swiss ends), no cut.
 *
 * @example defaultOptions("dreamblade") // { draws: "allowed", bestOf: 1, rounds: 3, cut: 0 }
 */
export function defaultOptions(rules: RulesProfileId): Options {
  const profile = profileOf(rules);
  // R-CMD-2: points and results stay secret until the Swiss rounds end:
  // hidden by default, through the API as in the web form.
  if (profile.kind === "pod") return { draws: "allowed", bestOf: 1, rounds: 4, cut: 0, hiddenStandings: true };
  return { draws: profile.defaultDraws, bestOf: profile.singleGameMatches ? 1 : 3, rounds: 3, cut: 0 };
}

function userOf(ctx: CommandContext): { userId: string; username: string } {
  const a = ctx.actor;
  if (a.role === "anonymous" || a.role === "player" || a.role === "system") {
    throw new CommandError("unauthenticated", "Sign in as an organizer to do this.");
  }
  return { userId: a.userId, username: a.username };
}

function freshState(t: Tournament, ctx: CommandContext, extra: Partial<PlatformState>): PlatformState {
  const owner = userOf(ctx);
  return {
    tournament: t,
    status: "registration",
    visibility: "public",
    date: null,
    roundMinutes: DEFAULT_ROUND_MINUTES,
    ownerId: owner.userId,
    staff: [{ userId: owner.userId, username: owner.username, role: "owner" }],
    codes: {},
    reports: [],
    timer: { round: 0, state: "idle", extensions: {} },
    invites: {},
    createdAt: ctx.now,
    ...extra,
  };
}

export function createEvent(state: PlatformState | null, cmd: CommandOf<"create-event">, ctx: CommandContext): Applied<"create-event"> {
  if (state) throw refuse("event-exists", "This event already exists.");
  const t: Tournament = {
    format: "topcut/1",
    id: ctx.eventId,
    name: cmd.name,
    gameFormat: cmd.gameFormat,
    rules: cmd.rules,
    ...customRulesPart(cmd.rules, cmd.customRules),
    options: { ...defaultOptions(cmd.rules), ...customOptions(cmd.customRules), ...cmd.options },
    players: [],
    rounds: [],
  };
  checkCustomOptions(t);
  checkMatchLength(cmd.rules, t.options);
  checkStructure(cmd.rules, t.options);
  checkCommanderRounding(cmd.rules, t.options);
  checkRoundMinutes(cmd.rules, cmd.roundMinutes);
  const next = freshState(t, ctx, {
    visibility: cmd.visibility ?? "public",
    date: cmd.date ?? null,
    // The sources' Swiss round time for the profile (50, R-TIME-1; Commander 60, R-CMD-4).
    roundMinutes: cmd.roundMinutes ?? defaultTimers(cmd.rules).rounds.swissMinutes,
    ...(cmd.dciK !== undefined ? { dciK: cmd.dciK } : {}),
  });
  return { state: next, what: ["event"], answer: { event: eventSummary(next) }, created: true };
}

/**
 * Options the players started playing under: fixed once round 1 is paired.
 * Name, visibility, date, round minutes and planned rounds stay
 * editable; these would rescore or reshape what was announced.
 */
const PLAYOFF_FIXED =
  "The playoff format cannot change once round 1 is paired: it must be announced before the tournament begins (Dreamblade floor rules §321).";
const FIXED_ONCE_PLAYING: { key: keyof Options; current: (o: Options) => unknown; message: string }[] = [
  {
    key: "bestOf",
    current: (o) => o.bestOf,
    message:
      "The match length cannot change once round 1 is paired: the matches were announced and played at this length (Dreamblade floor rules §320: Dreamblade Swiss matches are one game).",
  },
  {
    key: "draws",
    current: (o) => o.draws,
    message:
      "Draws or flip cannot change once round 1 is paired: the organizer chooses it when creating the tournament (club Swiss rules), and results were entered under it.",
  },
  { key: "cut", current: (o) => o.cut, message: PLAYOFF_FIXED },
  // An absent structure or playoff length reads as the one it stands for, so a form that sends it unchanged passes.
  { key: "structure", current: (o) => o.structure ?? (o.cut > 0 ? "swiss-cut" : "swiss"), message: PLAYOFF_FIXED },
  { key: "playoffBestOf", current: (o) => o.playoffBestOf ?? o.bestOf, message: PLAYOFF_FIXED.replace("playoff format", "playoff match length") },
  {
    // Round 1 scores the same under both readings (everyone holds 1000, 7% is 70),
    // but the players play on under the reading announced at the start.
    key: "commanderRounding",
    current: (o) => o.commanderRounding ?? "per-loss",
    message:
      "The Commander Points rounding cannot change once round 1 is paired: the players play under the rounding announced at the start, and changing it would rescore the tables already played.",
  },
];

/** The 40-minute floor (R-TIME-1), for the profiles that have it (club and Commander have none). */
function checkRoundMinutes(rules: RulesProfileId, minutes: number | undefined) {
  const floor = minimumRoundMinutes(rules);
  if (minutes !== undefined && floor !== null && minutes < floor) {
    throw new CommandError("invalid_input", `${tooShortMessage(minutes, floor)}.`, "$.roundMinutes");
  }
}

/**
 * The structure fits the profile: a multiplayer (Commander) event has no
 * one-on-one cut or bracket, its finals are the attendance structure (R-CMD-3); a
 * one-on-one event has no multiplayer finals. Refused when set, not when
 * start-playoffs is reached.
 */
function checkStructure(rules: RulesProfileId, options: Options) {
  const profile = profileOf(rules);
  const structure = options.structure ?? (options.cut > 0 ? "swiss-cut" : "swiss");
  if (profile.kind === "pod" && (options.cut > 0 || structure === "swiss-cut" || structure === "single-elimination")) {
    const path = options.cut > 0 ? "$.options.cut" : "$.options.structure";
    throw new CommandError(
      "invalid_input",
      `${profile.title} events have no one-on-one cut or bracket: their finals are multiplayer tables by attendance (structure "attendance", 003).`,
      path,
    );
  }
  if (profile.kind === "one-on-one" && structure === "attendance") {
    throw new CommandError(
      "invalid_input",
      `The attendance structure (Commander event rules) has multiplayer tables; ${profile.title} matches are one-on-one.`,
      "$.options.structure",
    );
  }
}

/** Only Commander events score Commander Points, so only they take a reading of its rounding (R-CMD-1). */
function checkCommanderRounding(rules: RulesProfileId, options: Options) {
  const profile = profileOf(rules);
  if (profile.kind !== "pod" && options.commanderRounding !== undefined) {
    throw new CommandError(
      "invalid_input",
      `${profile.title} events have no Commander Points: commanderRounding applies to Commander events only.`,
      "$.options.commanderRounding",
    );
  }
}

/**
 * Rules "custom" carry the organizer's definition (and nothing else does);
 * every refused combination is refused here with its reason (docs/rules.md).
 */
function customRulesPart(rules: RulesProfileId, def: CustomRules | undefined): { customRules?: CustomRules } {
  if (rules !== "custom") {
    if (def) throw new CommandError("invalid_input", `Only rules "custom" take a definition; these rules are "${rules}".`, "$.customRules");
    return {};
  }
  if (!def)
    throw new CommandError(
      "invalid_input",
      'Rules "custom" need their definition: points, tiebreakers, floors, byes, best-of, draws and the rounds rule.',
      "$.customRules",
    );
  const problem = customRulesProblems(def)[0];
  if (problem) throw new CommandError("invalid_input", `The rules "${def.name}": ${problem.message}.`, `$.customRules${problem.path.slice(1)}`);
  return { customRules: def };
}

/** An organizer's rules bring their match length and draw rule. */
function customOptions(def: CustomRules | undefined): Partial<Options> {
  return def ? { bestOf: def.bestOf, draws: def.draws } : {};
}

/** The event's match length and draws are its custom rules' (asked otherwise: refused, saying why). */
function checkCustomOptions(t: Tournament) {
  const def = t.rules === "custom" ? t.customRules : undefined;
  if (!def) return;
  if (t.options.bestOf !== def.bestOf)
    throw new CommandError("invalid_input", `The rules "${def.name}" play best of ${def.bestOf}: the match length is part of them.`, "$.options.bestOf");
  if (t.options.draws !== def.draws)
    throw new CommandError("invalid_input", `The rules "${def.name}" have draws "${def.draws}": the draw rule is part of them.`, "$.options.draws");
}

/** R-SCORE-5: a Dreamblade Swiss match is one game. */
function checkMatchLength(rules: RulesProfileId, options: Options) {
  const profile = profileOf(rules);
  if (profile.kind === "one-on-one" && profile.singleGameMatches && options.bestOf !== 1) {
    throw new CommandError(
      "invalid_input",
      `${profile.title} Swiss matches are one game (Dreamblade floor rules §320): the match length must be best of 1.`,
      "$.options.bestOf",
    );
  }
}

export function editEvent(state: PlatformState, cmd: CommandOf<"edit-event">): Applied<"edit-event"> {
  const t = state.tournament;
  if (state.status === "finished" || state.status === "did-not-occur") throw refuse("event-finished", "A finished event cannot be edited.");
  if (t.rounds.length > 0) {
    if (cmd.rules !== undefined && cmd.rules !== t.rules) {
      throw refuse("rules-fixed", "The rules profile cannot change once round 1 is paired: the rounds played are scored under it.", "$.rules");
    }
    if (cmd.customRules !== undefined && JSON.stringify(cmd.customRules) !== JSON.stringify(t.customRules)) {
      throw refuse("rules-fixed", "The rules cannot change once round 1 is paired: the rounds played are scored under them.", "$.customRules");
    }
    for (const { key, current, message } of FIXED_ONCE_PLAYING) {
      const asked = cmd.options?.[key];
      if (asked !== undefined && asked !== current(t.options)) throw refuse("option-fixed", message, `$.options.${key}`);
    }
  }
  if (t.dayTwoCut && cmd.options?.dayTwo !== undefined && JSON.stringify(cmd.options.dayTwo) !== JSON.stringify(t.options.dayTwo)) {
    throw refuse("day-two-fixed", "The day-2 cut is confirmed: its rule cannot change.", "$.options.dayTwo");
  }
  const rules = cmd.rules ?? t.rules;
  const custom = customRulesPart(rules, rules === "custom" ? (cmd.customRules ?? t.customRules) : cmd.customRules);
  const base = cmd.rules !== undefined && cmd.rules !== t.rules ? defaultOptions(rules) : t.options;
  const options = { ...base, ...customOptions(cmd.customRules ?? (cmd.rules === "custom" ? custom.customRules : undefined)), ...cmd.options };
  checkMatchLength(rules, options);
  checkStructure(rules, options);
  checkCommanderRounding(rules, options);
  checkRoundMinutes(rules, cmd.roundMinutes ?? (rules !== t.rules ? state.roundMinutes : undefined));
  const { customRules: _old, ...rest } = t;
  const tournament: Tournament = {
    ...rest,
    name: cmd.name ?? t.name,
    gameFormat: cmd.gameFormat ?? t.gameFormat,
    rules,
    ...custom,
    options,
  };
  checkCustomOptions(tournament);
  const next: PlatformState = {
    ...state,
    tournament,
    visibility: cmd.visibility ?? state.visibility,
    date: cmd.date === undefined ? state.date : cmd.date,
    roundMinutes: cmd.roundMinutes ?? state.roundMinutes,
    ...(cmd.dciK !== undefined ? { dciK: cmd.dciK } : {}),
  };
  if (cmd.webhookUrl === null) delete next.webhook;
  else if (cmd.webhookUrl !== undefined) next.webhook = { url: cmd.webhookUrl };
  return { state: next, what: ["event", "standings"], answer: { event: eventSummary(next) } };
}

export function importEvent(state: PlatformState | null, cmd: CommandOf<"import-event">, ctx: CommandContext): Applied<"import-event"> {
  if (state) throw refuse("event-exists", "This event already exists.");
  let file = cmd.file;
  if (typeof file === "string") {
    const parsed = parseJsonText(file);
    if (!parsed.ok)
      throw new CommandError("invalid_input", parsed.problem === "depth" ? `The file: ${parsed.message}.` : "The file is not valid JSON.", "$.file");
    file = parsed.value;
  }
  const v = validateTournament(file);
  if (!v.ok) {
    const first = v.problems[0]!;
    throw new CommandError("invalid_input", `The file is not a valid topcut/1 event: ${first.message}.`, `$.file${first.path.slice(1)}`);
  }
  const t: Tournament = { ...v.tournament, id: ctx.eventId };
  const playoff = t.rounds.some((r) => !isSwiss(r));
  const status = recordedElsewhere(t) ? "finished" : t.rounds.length === 0 ? "registration" : playoff ? "playoffs" : "swiss";
  const next = freshState(t, ctx, { status, visibility: cmd.visibility ?? "public" });
  const taken = new Set<string>();
  for (const p of t.players) next.codes[p.id] = uniqueCode(ctx, taken);
  next.timer = { round: t.rounds.length, state: "idle", extensions: {} };
  return { state: next, what: ["event"], answer: { event: eventSummary(next) }, created: true };
}

/**
 * Every round played and scored on another platform, every table with its
 * result: nothing is left to play here, so the event arrives finished (and
 * rated), not waiting for a round the other platform never paired.
 */
function recordedElsewhere(t: Tournament): boolean {
  return t.rounds.length > 0 && t.rounds.every((r) => r.recorded === "imported" && !r.matches.some(isOpen));
}

export function finishEvent(state: PlatformState): Applied<"finish"> {
  // A Dreamblade event that never reached its minimum is closed as "did not occur" (R-MIN-1).
  if (didNotOccur(state)) return { state: { ...state, status: "did-not-occur" }, what: ["event"], answer: {} };
  if (state.status !== "swiss" && state.status !== "playoffs") {
    throw state.status === "finished"
      ? refuse("already-finished", "The event is already finished.")
      : refuse("finish-too-early", "An event finishes after its rounds have been played.");
  }
  for (const round of state.tournament.rounds) {
    const open = round.matches.find(isOpen);
    if (open && "table" in open) {
      throw refuse("table-without-result", `Table ${open.table} of round ${round.number} has no result yet.`, "", { table: open.table, round: round.number });
    }
  }
  // The clock stops with the event (and the alarm is cleared).
  const { endsAt: _e, remainingMs: _r, ...clock } = state.timer;
  const timer = { ...clock, state: state.timer.state === "idle" ? ("idle" as const) : ("ended" as const) };
  const next: PlatformState = { ...state, status: "finished", timer };
  return { state: next, what: ["event", "standings", "timer"], answer: {} };
}

/**
 * The owner deletes the event. The state is returned unchanged with
 * `answer.deleted`: the platform removes the event's rows and replays its pool.
 *
 * @example deleteEvent(state).answer // { deleted: true }
 */
export function deleteEvent(state: PlatformState): Applied<"delete-event"> {
  return { state, what: ["event"], answer: { deleted: true } };
}

export function eventSummary(s: PlatformState) {
  const t = s.tournament;
  return {
    id: t.id,
    name: t.name,
    gameFormat: t.gameFormat,
    rules: t.rules,
    // An organizer's rules travel with the event, so every page names its tiebreakers.
    ...(t.customRules ? { customRules: t.customRules } : {}),
    options: t.options,
    status: s.status,
    visibility: s.visibility,
    date: s.date,
    roundMinutes: s.roundMinutes,
    // The DCI K-value is shown on dci-2009 events (R-RATE-2: K by the event's tier).
    ...(t.rules === "dci-2009" ? { dciK: s.dciK ?? 16 } : {}),
  };
}
