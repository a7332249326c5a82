// What readers see. The public view is computed by the Durable Object after
// every command and stored in D1, so reads never wake the object; the staff
// view adds the private parts (codes, reports, staff) at read time.
import { viewMatch, isSwiss, stageOf } from "../model/matches.ts";
import type { PairingNote, Round, Tournament } from "../model/types.ts";
import { CommandError } from "./errors.ts";
import { bracketOf, cutPreviewOf, cutTiesOf, finalRankingOf, pointsBeforeOf, standingsOf, standingsSoFarOf, standingsVisible } from "./engine.ts";
import { eventSummary } from "./event.ts";
import { eventDayPublic, eventDayStaff } from "./eventday.ts";
import type { StaffRole, PlatformState } from "./state.ts";
import { ownProfileId } from "../ratings/own-profile.ts";
import { lateArrivalOptions } from "../pairing/late.ts";
import { lastCompleteSwissRound } from "../standings/progress.ts";
import { refuse } from "./refusals.ts";
import { shownStandings, type ShownStandingRow } from "../standings/shown.ts";
import type { StandingRow } from "../standings/index.ts";
import type { ShownCorrection } from "./corrections.ts";
import { checkInRequired } from "./check-in.ts";
import { openCalls } from "./judge-calls.ts";
import { ownPenalties } from "./penalties.ts";
import { maskedWebhook } from "../notify/webhook.ts";
import { dayTwoPreviewOf } from "./day-two.ts";

/** Pairing notes that exist only because of a difference in points: they would reveal the hidden points. */
const POINTS_NOTES = new Set<PairingNote["kind"]>(["pair-down", "bye-above-bottom"]);

/**
 * The notes players may read while standings are hidden (R-CMD-2: points and
 * results stay secret until the Swiss rounds end):
 * no pair-down or bye-above-the-bottom note, and no points on the others.
 * Their engine sentences name no points (rematch, cross-pod, second bye,
 * late arrival, pod bye), and `info` notes are kept as written.
 */
export function notesWhileHidden(notes: PairingNote[]): PairingNote[] {
  return notes.filter((n) => !POINTS_NOTES.has(n.kind)).map(({ points: _points, ...rest }) => rest);
}

/**
 * Rounds as players read them while standings are hidden: no results (a
 * table whose result is in says so with `resultIn`, so a player sees it was
 * entered and is not offered a report), notes without points.
 */
function withoutResults(rounds: Round[]): Round[] {
  return rounds.map((r) => ({
    ...r,
    matches: r.matches.map((m) => {
      if (!("result" in m)) return m;
      const { result: _hidden, ...rest } = m;
      return (_hidden === undefined ? rest : { ...rest, resultIn: true }) as typeof rest;
    }),
    ...(r.notes ? { notes: notesWhileHidden(r.notes) } : {}),
  }));
}

/**
 * Standings as players read them: after the last complete Swiss round
 * (`standingsAfter`, 0 before any), so a round still being played never
 * reorders them; and the points each player brought into every Swiss round,
 * aligned with `players` (null while hidden).
 */
function standingsPart(t: Tournament, hide: boolean) {
  if (hide) return { standings: null, standingsAfter: null, pointsBefore: null };
  const after = lastCompleteSwissRound(t);
  const latest = t.rounds.reduce((m, r) => (isSwiss(r) ? Math.max(m, r.number) : m), 0);
  // What each part reads: the standings the rounds up to `after` (all of them once the Swiss is complete), the points before every round the rounds before the last.
  const so = remembered(
    standingsMemo,
    [t.players, t.options, t.rules, t.customRules, t.dayTwoCut, after, ...(after === latest ? t.rounds : t.rounds.slice(0, after))],
    () => standingsSoFarOf(t),
  );
  const last = t.rounds[t.rounds.length - 1];
  const pointsBefore = remembered(pointsMemo, [t.players, t.options, t.rules, t.customRules, last?.number, last?.stage, ...t.rounds.slice(0, -1)], () =>
    pointsBeforeOf(t),
  );
  return { standings: so?.rows ?? null, standingsAfter: so?.after ?? null, pointsBefore };
}

/**
 * The last standings computed, by what they were computed from. Commands
 * copy only what they change (a result copies its round, never the earlier
 * rounds or the players), so while a round's results come in the standings
 * after the last complete round are the same objects and are not recomputed:
 * the public view of an 8,000-player event costs its serialisation, not
 * two passes of the standings.
 */
interface Memo<T> {
  key: readonly unknown[];
  value: T;
}
const standingsMemo: { last: Memo<ReturnType<typeof standingsSoFarOf>> | null } = { last: null };
const pointsMemo: { last: Memo<ReturnType<typeof pointsBeforeOf>> | null } = { last: null };

/** The shown rows of the last standings (the same rows while a round's results come in). */
const shownMemo: { last: Memo<ShownStandingRow[]> | null } = { last: null };
function shownOnce(rows: StandingRow[]): ShownStandingRow[] {
  return remembered(shownMemo, [rows], () => shownStandings(rows));
}

function remembered<T>(memo: { last: Memo<T> | null }, key: readonly unknown[], compute: () => T): T {
  const last = memo.last;
  if (last && last.key.length === key.length && last.key.every((k, i) => k === key[i])) return last.value;
  const value = compute();
  memo.last = { key, value };
  return value;
}

/**
 * The players, each with `profile` linking the name to its rating profile page:
 * the linked one, or once the event is finished the profile its rating created
 * for an unlinked registration (worker/ratings/store.ts), so every finished
 * event's standings link every player.
 */
function playersOf(state: PlatformState) {
  const t = state.tournament;
  const finished = state.status === "finished";
  return t.players.map((p, i) => {
    const profile = p.profile ?? (finished ? ownProfileId(t.id, p.id, i) : undefined);
    return { id: p.id, name: p.name, dropped: p.dropped, ...(p.reading ? { reading: p.reading } : {}), ...(profile !== undefined ? { profile } : {}) };
  });
}

function lastSwissRound(t: Tournament): number {
  return t.rounds.reduce((m, r) => (isSwiss(r) ? Math.max(m, r.number) : m), 0);
}

function views(state: PlatformState, seq: number, hide: boolean) {
  const t: Tournament = state.tournament;
  const current = t.rounds[t.rounds.length - 1];
  const playoffs = t.rounds.some((r) => !isSwiss(r));
  return {
    seq,
    event: eventSummary(state),
    players: playersOf(state),
    rounds: hide ? withoutResults(t.rounds) : t.rounds,
    ...standingsPart(t, hide),
    /** The confirmed day-2 cut (who advanced after which round), or null (docs/playoffs.md, "Two-day events"). */
    dayTwoCut: t.dayTwoCut ?? null,
    bracket: playoffs ? bracketOf(t) : null,
    finalRanking: state.status === "finished" ? finalRankingOf(t) : null,
    timer: state.timer,
    notes: hide ? notesWhileHidden(current?.notes ?? []) : (current?.notes ?? []),
    /** Event-day settings, pods, round times, who handed in a list (docs/eventday.md). */
    eventDay: eventDayPublic(state),
    /** Corrections of closed rounds' results, oldest first (docs/api.md); while results are hidden, where and when only. */
    corrections: correctionsOf(state, hide),
  };
}

function correctionsOf(state: PlatformState, hide: boolean): ShownCorrection[] {
  const list = state.corrections ?? [];
  return hide ? list.map(({ before: _before, after: _after, ...where }) => where) : list;
}

/**
 * The event as players may see it: a round staff have not published yet
 * (options.publishPairings "manual") is left out, with everything derived from
 * it (its notes, a bracket of its matches, its clock).
 */
function publicPart(state: PlatformState): PlatformState {
  if (state.unpublished === undefined) return state;
  const t = state.tournament;
  const rounds = t.rounds.filter((r) => r.number !== state.unpublished);
  const timer = state.timer.round === state.unpublished ? { round: state.unpublished - 1, state: "idle" as const, extensions: {} } : state.timer;
  return { ...state, tournament: { ...t, rounds }, timer };
}

/**
 * The public event view (GET /api/events/:id): event, players, rounds,
 * standings, bracket, final ranking, timer, the current round's notes and
 * which reports are waiting. Nothing private (no codes, no accounts, no
 * unconfirmed results); results and standings are left out while the engine's
 * standingsVisibility says they are hidden.
 *
 * @example publicView(state, 42).standings?.[0] // { player: "p7", place: 1, points: 9, record: "3-0-0", tiebreakers: { omw: 0.6667, gw: 1, ogw: 0.5417 } }
 */
export function publicView(full: PlatformState, seq: number) {
  const state = publicPart(full);
  const hide = !standingsVisible(state.tournament);
  const view = views(state, seq, hide);
  return {
    ...view,
    /** The round paired but not yet published (its pairings are coming), or null. */
    unpublished: full.unpublished ?? null,
    /** Who has checked in, where the event asks for check-in (null where it does not). */
    checkedIn: checkInRequired(state.tournament) ? (state.checkedIn ?? []) : null,
    /** The rows as the pages print them (shown.ts, docs/api.md); the staff view keeps the exact ones. */
    standings: view.standings && shownOnce(view.standings),
    reports: state.reports
      .filter((r) => r.status !== "confirmed" && r.round === state.tournament.rounds.length)
      .map((r) => ({ round: r.round, table: r.table, status: r.status })),
  };
}
export type PublicView = ReturnType<typeof publicView>;

/**
 * The staff view (GET /api/events/:id/manage): the public view with nothing
 * hidden, plus the caller's role, every player's code, every report, the staff
 * and the Dreamblade bonus points.
 *
 * @example manageView(state, 42, "judge").codes // { p1: "7KQ2MX", p2: "H3ZP9A", ... }
 */
export function manageView(state: PlatformState, seq: number, role: StaffRole) {
  const t = state.tournament;
  const view = views(state, seq, false);
  const open = view.standingsAfter !== null && view.standingsAfter < lastSwissRound(t);
  return {
    ...view,
    /**
     * While a Swiss round is open: the standings with the results entered so far (the console marks
     * them provisional), or "as-standings" while they are `standings` row for row (no result of the
     * round in yet: a 2,000-player event's staff view sent 0.6 MB of rows twice); else null.
     */
    provisional: open ? provisionalOf(t, view.standings) : null,
    /** Who would advance, seed 1 first, if the playoffs started now (the console's cut line and start-playoffs confirmation); null without a cut. */
    cutPreview: cutPreviewOf(t),
    /** Dead-even players the cut or the seeds must separate, as registration order settles them (R-TB-6); null once the final stage started. */
    cutTies: cutTiesOf(t),
    /** Who would advance to day 2, once its round is complete and until the cut is confirmed (the console's confirmation); else null. */
    dayTwoPreview: dayTwoPreviewOf(t),
    /** Whether a late arrival is taken now and whom "play-bye" would pair them with (the console says it before adding). */
    lateEntry: lateArrivalOptions(t),
    role,
    codes: state.codes,
    reports: state.reports,
    staff: state.staff,
    /** Dreamblade bonus rating points by player id (R-RATE-3), edited in the console's players tab. */
    bonus: state.bonus ?? {},
    /** Lists with legality flags, who still owes one, admitted registrations. */
    eventDayStaff: eventDayStaff(state),
    /** The round paired but not yet published, or null. */
    unpublished: state.unpublished ?? null,
    /** Who has checked in, where the event asks for check-in (null where it does not). */
    checkedIn: checkInRequired(t) ? (state.checkedIn ?? []) : null,
    /** Judge calls staff still have to deal with (open or heard), oldest first. */
    judgeCalls: openCalls(state),
    /** Every penalty given, oldest first, with the judge's notes. */
    penalties: t.penalties ?? [],
    /** Tables drawn for deck checks, oldest first. */
    deckChecks: state.deckChecks ?? [],
    /** Where the event's news is posted, its token hidden; null without one. */
    webhook: state.webhook ? maskedWebhook(state.webhook.url) : null,
  };
}
export type ManageView = ReturnType<typeof manageView>;

/** The standings with the open round's results so far; "as-standings" when they equal `standings` row for row. */
function provisionalOf(t: Tournament, standings: StandingRow[] | null): StandingRow[] | "as-standings" | null {
  const rows = standingsOf(t);
  const same =
    rows !== null && standings !== null && rows.length === standings.length && rows.every((r, i) => JSON.stringify(r) === JSON.stringify(standings[i]));
  return same ? "as-standings" : rows;
}

/**
 * A player's page (GET /api/events/:id/players/:pid), derived from a stored
 * public view so it hides exactly what that view hides; null for an unknown id.
 *
 * @example playerPage(view, "p3")?.matches[0] // { round: 1, stage: "swiss", kind: "pair", table: 2, opponents: [{ id: "p7", name: "Gus" }], result: { games: [2, 0, 0] } }
 */
export function playerPage(view: PublicView, playerId: string) {
  const player = view.players.find((p) => p.id === playerId);
  if (!player) return null;
  const names = new Map(view.players.map((p) => [p.id, p.name]));
  const matches = [];
  for (const round of view.rounds) {
    for (const m of round.matches) {
      if (!m.players.includes(playerId)) continue;
      const v = viewMatch(m);
      matches.push({
        round: round.number,
        stage: stageOf(round),
        kind: v.kind,
        table: "table" in m ? m.table : null,
        opponents: m.players.filter((id) => id !== playerId).map((id) => ({ id, name: names.get(id) ?? id })),
        result: "result" in m && m.result !== undefined ? m.result : null,
        /** A result is entered but hidden until the end of the Swiss (R-CMD-2). */
        resultIn: "resultIn" in m && m.resultIn === true,
      });
    }
  }
  return { player, matches };
}
/** GET /api/events/:id/players/:pid. */
export type PlayerPageView = NonNullable<ReturnType<typeof playerPage>>;

/**
 * The waiting report of one table as a player of that table may read it
 * (POST /api/events/:id/rounds/:n/tables/:table/report/read): the reported
 * result, who reported it and its status, so the opponent sees what they
 * confirm. Null when nothing waits; a player of another table is refused
 * (403) and an unknown round or table is 404, so no other table's report leaks.
 *
 * @example pendingReportFor(state, "p2", 1, 3) // { round: 1, table: 3, result: { games: [2, 1, 0] }, by: "p5", status: "unconfirmed" }
 */
export function pendingReportFor(state: PlatformState, playerId: string, round: number, table: number) {
  const match = state.tournament.rounds.find((r) => r.number === round)?.matches.find((m) => "table" in m && m.table === table);
  if (!match) throw new CommandError("not_found", `There is no table ${table} in round ${round}.`, "");
  if (!match.players.includes(playerId)) throw refuse("report-not-yours", "Only the players of this table can read its report.", "$.code");
  const r = state.reports.find((x) => x.round === round && x.table === table && x.status !== "confirmed");
  if (!r) return null;
  return { round: r.round, table: r.table, result: r.result, by: r.by, status: r.status, ...(r.disputedBy !== undefined ? { disputedBy: r.disputedBy } : {}) };
}
/** A waiting report as a player of its table reads it (null: nothing waits). */
export type PendingReport = NonNullable<ReturnType<typeof pendingReportFor>>;

/**
 * What only the player themselves reads on their page (POST
 * /api/events/:id/players/:pid/floor with their code): whether they checked
 * in, their penalties (no judge's note or name) and their table's latest judge
 * call in the current round.
 *
 * @example playerFloor(state, "p3") // { checkIn: "required", checkedIn: true, penalties: [], call: { round: 2, table: 4, at: 1767000000000, status: "heard" } }
 */
export function playerFloor(state: PlatformState, playerId: string) {
  const t = state.tournament;
  const current = t.rounds.length;
  const calls = (state.judgeCalls ?? []).filter((c) => c.round === current && c.by !== undefined);
  const seat = t.rounds[current - 1]?.matches.find((m) => m.players.includes(playerId));
  const table = seat && "table" in seat ? seat.table : null;
  const call = table === null ? undefined : calls.filter((c) => c.table === table).at(-1);
  return {
    checkIn: t.options.checkIn ?? "off",
    checkedIn: (state.checkedIn ?? []).includes(playerId),
    penalties: ownPenalties(t, playerId),
    call: call ? { round: call.round, table: call.table, at: call.at, status: call.status } : null,
  };
}
/** POST /api/events/:id/players/:pid/floor. */
export type PlayerFloor = ReturnType<typeof playerFloor>;
