// Event-day commands: the organizer's event-day settings (list policy,
// legality kind, timers, draft), deck/warband list submission (locked once
// received, R-LIST-1), seating draft pods by the seeded draw and
// admitting accepted pre-registrations as players. Every rule is the engine's
// (shared/eventday); this file only moves values in and out of the state.
import type { Player } from "../model/types.ts";
import { profileOf } from "../rules/profiles.ts";
import {
  canEventStart,
  checkList,
  DREAMBLADE_LEGALITY,
  editList,
  type EventDayProblem,
  type LegalityFlag,
  limitedDefaults,
  draftFormatsFor,
  limitedWarbandSizeFlag,
  listsRequired,
  type Outcome,
  podMembership,
  receiveList,
  unlockList,
  roundTimeLimit,
  seatPods,
  timerSettings,
  type TimerSettings,
} from "../eventday/index.ts";
import type { Applied, CommandContext } from "./context.ts";
import { finalRankingOf } from "./engine.ts";
import { CommandError } from "./errors.ts";
import { refuse } from "./refusals.ts";
import { withoutNoShowRegistrations } from "./check-in.ts";
import { findPlayer, nextPlayerSlots, requireStatus, takenCodes, uniqueCode } from "./helpers.ts";
import type { EventDaySettings } from "./eventday-schema.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState } from "./state.ts";
import { stageOf } from "../model/matches.ts";

function fail(outcome: { ok: false; problems: EventDayProblem[] }, prefix = "$"): never {
  const p = outcome.problems[0]!;
  const path = p.path.startsWith("$.overrides") ? p.path.replace("$.overrides", `${prefix}.timers`) : p.path;
  // A list's state is a named refusal (its reader's words, web/src/lib/i18n/refusal-words.ts); the rest is refused input.
  if (p.code === "list-locked" || p.code === "list-deadline-passed" || p.code === "list-not-locked") throw refuse(p.code, `${p.message}.`, path);
  // A value under a limit names it, as refused input does (`rule`), for the reader's language.
  throw new CommandError("invalid_input", `${p.message}.`, path, p.limit !== undefined ? { rule: { kind: "min", of: "number", limit: p.limit } } : undefined);
}

function value<T>(o: Outcome<T>, prefix = "$"): T {
  if (!o.ok) fail(o, prefix);
  return o.value;
}

/**
 * The event's timer settings: the profile's defaults, the Swiss round time
 * (`roundMinutes`) and the organizer's overrides (`eventDay.timers`).
 *
 * @example eventTimers(state).rounds // { swissMinutes: 50, playoffMinutes: 90, finalMinutes: null }
 */
export function eventTimers(state: PlatformState): TimerSettings {
  const overrides = state.eventDay?.timers ?? {};
  const rounds = { swissMinutes: state.roundMinutes, ...overrides.rounds };
  const settings = timerSettings(state.tournament.rules, { ...overrides, rounds });
  // Stored values passed this check when set; a stored round time under the floor falls back to the defaults.
  return settings.ok ? settings.value : value(timerSettings(state.tournament.rules, {}));
}

/**
 * The round clock's length for the current round by its stage (Swiss, playoff,
 * final), or null when untimed (R-TIME-1: finals have no limit).
 *
 * @example roundMinutesNow(state) // 50 in a Swiss round, 90 in a semifinal, null in the final
 */
export function roundMinutesNow(state: PlatformState): number | null {
  const last = state.tournament.rounds[state.tournament.rounds.length - 1];
  let stage = stageOf(last);
  // A single-elimination round with one match left is the final (the model marks every bracket round "playoff").
  if (stage === "playoff" && last!.matches.filter((m) => "table" in m).length === 1) stage = "final";
  return roundTimeLimit(eventTimers(state).rounds, stage);
}

/**
 * Refuses round 1 below the profile's participation minimum (R-MIN-1)
 * with the engine's reason, as a 422.
 *
 * @example requireParticipation(stateWith3Players) // throws not_allowed_now "The event cannot start: 3 of the minimum 4 players..."
 */
export function requireParticipation(state: PlatformState): void {
  const active = state.tournament.players.filter((p) => p.dropped === null).length;
  const decision = canEventStart(profileOf(state.tournament.rules), active);
  if (!decision.canStart)
    throw refuse("too-few-players", `The event cannot start: ${decision.reason}.`, "", { players: decision.players, minimum: decision.minimum });
}

/**
 * Whether finishing now closes the event as "did not occur": a Dreamblade
 * event in registration below the minimum (R-MIN-1).
 *
 * @example didNotOccur(dreambladeWith3) // true; didNotOccur(clubWith3) // false
 */
export function didNotOccur(state: PlatformState): boolean {
  if (state.status !== "registration") return false;
  const decision = canEventStart(profileOf(state.tournament.rules), state.tournament.players.filter((p) => p.dropped === null).length);
  return !decision.canStart && decision.report === "did not occur";
}

/**
 * Each player's pod for `PairOptions.pods` (R-PAIR-6), or null when no
 * pods were seated.
 *
 * @example podsOf(state) // { p3: 1, p7: 1, p1: 2, ... }
 */
export function podsOf(state: PlatformState): Record<string, number> | null {
  // The organizer may pair the whole field regardless of pods (R-PAIR-6 allows crossing pods when needed).
  if (state.eventDay?.pairWithinPods === false) return null;
  const pods = state.eventDay?.pods;
  return pods && pods.length > 0 ? podMembership(pods) : null;
}

/** What edit-event-day may still change once the event is finished: lists are collected after the finals (R-LIST-2). */
const AFTER_FINISH = new Set(["type", "listPolicy", "listKind"]);

/**
 * edit-event-day: stores list policy, legality kind, timer overrides (checked
 * by timerSettings, so a round under 40 minutes is refused) and the draft; a
 * null field clears it. A Swiss time in the overrides also sets roundMinutes.
 * A finished event changes only its list policy and legality kind: prize
 * winners hand in their lists after the finals.
 *
 * @example editEventDay(state, { type: "edit-event-day", listPolicy: { mode: "prize-winners", prizePlaces: 8 } })
 */
export function editEventDay(state: PlatformState, cmd: CommandOf<"edit-event-day">): Applied<"edit-event-day"> {
  if (state.status === "did-not-occur") throw refuse("event-finished", "An event that did not occur cannot be edited.");
  if (state.status === "finished") {
    const other = Object.keys(cmd).find((k) => !AFTER_FINISH.has(k) && cmd[k as keyof typeof cmd] !== undefined);
    if (other) throw refuse("finished-lists-only", "The event is finished: only who hands in lists, and how they are checked, can still change.", `$.${other}`);
  }
  const { type: _t, ...fields } = cmd;
  const eventDay: EventDaySettings = { ...state.eventDay };
  for (const [k, v] of Object.entries(fields)) {
    // draft: null is kept: "not a draft" must not fall back to the format's default draft.
    if (v === null && k === "draft") eventDay.draft = null;
    else if (v === null) delete eventDay[k as keyof EventDaySettings];
    else if (v !== undefined) (eventDay as Record<string, unknown>)[k] = v;
  }
  let roundMinutes = state.roundMinutes;
  if (cmd.timers) {
    const settings = value(timerSettings(state.tournament.rules, cmd.timers), "$");
    if (cmd.timers.rounds?.swissMinutes !== undefined) roundMinutes = settings.rounds.swissMinutes;
  }
  const next: PlatformState = { ...state, eventDay, roundMinutes };
  return { state: next, what: ["event"], answer: { eventDay: eventDayPublic(next) } };
}

/**
 * submit-list: a player (by code) hands in their own list, or staff record one
 * for a player. Handing in is receiving: the list is locked at once
 * (R-LIST-1); the event's policy decides when players may (deadline, or
 * prize winners after the finish).
 *
 * @example submitList(state, { type: "submit-list", kind: "warband", main: [{ name: "Ogre", set: "Base Set", count: 1 }] }, playerCtx)
 * // answer: { list: { status: "received", ... }, flags: [] }; a second call throws conflict (list-locked)
 */
export function submitList(state: PlatformState, cmd: CommandOf<"submit-list">, ctx: CommandContext): Applied<"submit-list"> {
  const actor = ctx.actor;
  const self = actor.role === "player" ? actor.playerId : null;
  if (self !== null && cmd.playerId !== undefined && cmd.playerId !== self) {
    throw refuse("list-own-only", "A player may submit only their own list.", "$.playerId");
  }
  const playerId = self ?? cmd.playerId;
  if (playerId === undefined) throw new CommandError("invalid_input", "Say whose list this is.", "$.playerId");
  findPlayer(state.tournament, playerId);
  const policy = state.eventDay?.listPolicy ?? { mode: "none" as const };
  let deadline: string | number | undefined;
  if (self !== null) {
    // Players hand in lists when the event asks for them; staff may record a list at any time.
    if (policy.mode === "none") throw refuse("lists-not-asked", "This event does not ask for deck lists.");
    if (policy.mode === "all-players") deadline = policy.deadline;
    if (policy.mode === "prize-winners") {
      const about = { places: policy.prizePlaces };
      if (state.status !== "finished")
        throw refuse("lists-after-finish", "Lists are asked from prize winners when the event ends (Commander event rules).", "", about);
      if (!prizeWinners(state, policy.prizePlaces).includes(playerId))
        throw refuse("lists-prize-winners-only", "Only prize winners hand in a list for this event.", "", about);
    }
  }
  const list = { player: playerId, event: state.tournament.id, kind: cmd.kind, main: cmd.main, ...(cmd.sideboard ? { sideboard: cmd.sideboard } : {}) };
  const prior = state.lists?.[playerId];
  const draft = value(editList(prior, list));
  // Handing in is receiving: the platform is the official that takes the list, so it locks at once.
  const received = value(receiveList(draft, ctx.now, deadline));
  const next: PlatformState = { ...state, lists: { ...state.lists, [playerId]: received } };
  return { state: next, what: ["players"], answer: { list: received, flags: flagsOf(next, playerId) } };
}

/**
 * unlock-list: staff unlock a received list to correct it (a paper list typed
 * in wrong); the reason is kept with the list, logged like every command, and
 * the player reads it on their list page. Staff then record the corrected
 * list with submit-list, which locks it again.
 *
 * @example unlockPlayerList(state, { type: "unlock-list", playerId: "p3", reason: "Typed 2 Ogres, the paper says 1" }, staffCtx)
 */
export function unlockPlayerList(state: PlatformState, cmd: CommandOf<"unlock-list">, ctx: CommandContext): Applied<"unlock-list"> {
  findPlayer(state.tournament, cmd.playerId);
  const prior = state.lists?.[cmd.playerId];
  if (!prior) throw refuse("no-list", "This player has not handed in a list.", "$.playerId");
  const unlocked = value(unlockList(prior, ctx.now, cmd.reason));
  const next: PlatformState = { ...state, lists: { ...state.lists, [cmd.playerId]: unlocked } };
  return { state: next, what: ["players"], answer: { list: unlocked } };
}

/**
 * A player's own list as they read it with their code: the record (locked or
 * unlocked by staff, with the reasons) or null when none was handed in.
 *
 * @example ownList(state, "p3") // { status: "received", list: {...}, receivedAt: ..., unlocks: [{ at, reason }] }
 */
export function ownList(state: PlatformState, playerId: string) {
  return state.lists?.[playerId] ?? null;
}

/** Players whose list is received (locked); an unlocked list waits for its correction. */
function receivedLists(state: PlatformState): string[] {
  return Object.entries(state.lists ?? {})
    .filter(([, r]) => r.status === "received")
    .map(([id]) => id);
}

/**
 * seat-pods: seats the active players by the seeded draw (seatPods; Dreamblade
 * sizes for the dreamblade profile, Magic otherwise), before round 1.
 *
 * @example seatDraftPods(state, { type: "seat-pods", seed: "sunday" }).answer.pods // [{ pod: 1, seats: [...] }, { pod: 2, seats: [...] }]
 */
export function seatDraftPods(state: PlatformState, cmd: CommandOf<"seat-pods">): Applied<"seat-pods"> {
  requireStatus(state, ["registration"], "seat draft pods (pods are seated before round 1)");
  const game = draftFormatsFor(state.tournament.rules, state.tournament.gameFormat).includes("dreamblade") ? "dreamblade" : "magic";
  const active = state.tournament.players.filter((p) => p.dropped === null).map((p) => p.id);
  const seed = cmd.seed ?? `${state.tournament.id}:pods`;
  const pods = value(seatPods(game, active, seed, cmd.mode ?? "rule"));
  const next: PlatformState = { ...state, eventDay: { ...state.eventDay, pods, podSeed: seed } };
  return { state: next, what: ["event", "players"], answer: { pods } };
}

/**
 * admit-registrations: accepted pre-registrations become players with player
 * codes; a registration already admitted is not added again.
 *
 * @example admitRegistrations(state, { type: "admit-registrations", players: [{ registration: "r1a2", name: "Ann" }] }, ctx).answer
 * // { players: [{ registration: "r1a2", id: "p1", code: "7KQ2MX" }] }
 */
export function admitRegistrations(before: PlatformState, cmd: CommandOf<"admit-registrations">, ctx: CommandContext): Applied<"admit-registrations"> {
  requireStatus(before, ["registration"], "admit registered players");
  const freed = cmd.replacing ? withoutNoShowRegistrations(before, cmd.replacing) : null;
  const state = freed?.state ?? before;
  const admitted = { ...state.admitted };
  const fresh = cmd.players.filter((p) => admitted[p.registration] === undefined);
  const t = state.tournament;
  const slots = nextPlayerSlots(t, fresh.length);
  const codes = { ...state.codes };
  const taken = takenCodes(state);
  // The reading given at registration stays with the player: name lists sort by it (あいうえお順).
  const added: Player[] = fresh.map((p, i) => ({
    id: slots[i]!.id,
    name: p.name,
    registered: slots[i]!.registered,
    dropped: null,
    ...(p.reading ? { reading: p.reading } : {}),
  }));
  added.forEach((p, i) => {
    codes[p.id] = uniqueCode(ctx, taken);
    admitted[fresh[i]!.registration] = p.id;
  });
  // Admitted in person (at the door, from the waitlist into a no-show's place): here, so checked in.
  const checkedIn = cmd.present && t.options.checkIn === "required" ? { checkedIn: [...new Set([...(state.checkedIn ?? []), ...added.map((p) => p.id)])] } : {};
  const next: PlatformState = { ...state, tournament: { ...t, players: [...t.players, ...added] }, codes, admitted, ...checkedIn };
  const players = cmd.players.map((p) => ({ registration: p.registration, id: admitted[p.registration]!, code: codes[admitted[p.registration]!]! }));
  const replaced = freed ? { withdrawn: freed.withdrawn, removed: freed.removed } : {};
  return { state: next, what: ["players", "standings"], answer: { players, ...replaced } };
}

function prizeWinners(state: PlatformState, places: number): string[] {
  const ranking = finalRankingOf(state.tournament);
  return (ranking ?? []).slice(0, places).map((e) => e.player);
}

/**
 * The list kind and draft in force: the organizer's, else what the format
 * implies (a Limited format checks lists as Limited and a draft gets its
 * game's draft: limitedDefaults).
 *
 * @example eventDayInForce(dreambladeDraft) // { listKind: "limited", draft: { format: "dreamblade", boosters: 3 }, limited: "draft" }
 */
export function eventDayInForce(state: PlatformState) {
  const d = limitedDefaults(state.tournament.rules, state.tournament.gameFormat);
  const ed = state.eventDay ?? {};
  return { limited: d.limited, listKind: ed.listKind ?? d.listKind, draft: ed.draft === undefined ? d.draft : ed.draft };
}

/** Legality flags of one received list; dated by the event's day. Only Dreamblade ships legality data. */
function flagsOf(state: PlatformState, playerId: string): LegalityFlag[] | null {
  const record = state.lists?.[playerId];
  if (!record || state.tournament.rules !== "dreamblade") return null;
  // Flags with values (about), so the lists desk words them in its reader's language.
  if (state.date === null) return [{ code: "no-date", path: "$", message: "The event has no date: set it to check release dates", about: {} }];
  const inForce = eventDayInForce(state);
  const kind = inForce.listKind;
  const checked = checkList(DREAMBLADE_LEGALITY, record.list, kind, state.date);
  if (!checked.ok) return checked.problems.map((p) => ({ code: "unreadable", path: p.path, message: p.message, about: {} }));
  // Limited warbands have 16 or 12 miniatures by the product opened (R-LEGAL-3).
  const size = kind === "limited" ? limitedWarbandSizeFlag(record.list.main, inForce.draft?.boosters) : null;
  return size ? [...checked.value, size] : checked.value;
}

/**
 * The public view's eventDay part: list policy and kind, who handed in a
 * list (never the list), round times, timers, draft, pods, canEventStart.
 *
 * @example eventDayPublic(state).listsReceived // ["p1", "p4"]
 */
export function eventDayPublic(state: PlatformState) {
  const ed = state.eventDay ?? {};
  const timers = eventTimers(state);
  const inForce = eventDayInForce(state);
  return {
    listPolicy: ed.listPolicy ?? { mode: "none" as const },
    listKind: inForce.listKind,
    /** What the format says: "draft", "sealed", "limited" or null (Constructed). */
    limited: inForce.limited,
    /** The draft formats of the event's game (none for Commander): the settings shown for it. */
    draftFormats: draftFormatsFor(state.tournament.rules, state.tournament.gameFormat),
    listsReceived: receivedLists(state),
    /** The prize winners who hand in a list, once the event is finished under a prize-winners policy; null otherwise. */
    prizeWinners: ed.listPolicy?.mode === "prize-winners" && state.status === "finished" ? prizeWinners(state, ed.listPolicy.prizePlaces) : null,
    rounds: timers.rounds,
    timers,
    draft: inForce.draft ?? null,
    pods: ed.pods ?? null,
    pairWithinPods: ed.pairWithinPods !== false,
    canStart: canEventStart(profileOf(state.tournament.rules), state.tournament.players.filter((p) => p.dropped === null).length),
  };
}

/**
 * The organizer view's part: every list with its legality flags (checkList on
 * the event's date), who must still hand one in, admitted registrations.
 *
 * @example eventDayStaff(state).lists[0].flags // [{ code: "not-yet-legal", path: "$.main[0]", ... }]
 */
export function eventDayStaff(state: PlatformState) {
  const policy = state.eventDay?.listPolicy ?? { mode: "none" as const };
  const received = receivedLists(state);
  const players =
    policy.mode === "prize-winners"
      ? state.status === "finished"
        ? prizeWinners(state, policy.prizePlaces)
        : []
      : state.tournament.players.filter((p) => p.dropped === null).map((p) => p.id);
  const demand = listsRequired(policy.mode === "prize-winners" ? { ...policy, prizePlaces: players.length } : policy, players, received);
  const lists = Object.entries(state.lists ?? {}).map(([player, record]) => ({ player, record, flags: flagsOf(state, player) }));
  return { lists, listDemand: demand, admitted: state.admitted ?? {} };
}
