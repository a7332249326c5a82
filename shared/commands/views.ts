// What readers see. The public view is computed by the Durable Object after
// every command and stored in D1, so reads never wake the object; the staff
// view adds the private parts (codes, reports, staff) at read time.
import { viewMatch } from "../model/matches.ts";
import type { Round, Tournament } from "../model/types.ts";
import { bracketOf, finalRankingOf, standingsOf, standingsVisible } from "./engine.ts";
import { eventSummary } from "./event.ts";
import type { StaffRole, PlatformState } from "./state.ts";

function withoutResults(rounds: Round[]): Round[] {
  return rounds.map((r) => ({
    ...r,
    matches: r.matches.map((m) => {
      if (!("result" in m)) return m;
      const { result: _hidden, ...rest } = m;
      return rest;
    }),
  }));
}

function views(state: PlatformState, seq: number, hide: boolean) {
  const t: Tournament = state.tournament;
  const current = t.rounds[t.rounds.length - 1];
  const playoffs = t.rounds.some((r) => (r.stage ?? "swiss") !== "swiss");
  return {
    seq,
    event: eventSummary(state),
    players: t.players.map((p) => ({ id: p.id, name: p.name, dropped: p.dropped })),
    rounds: hide ? withoutResults(t.rounds) : t.rounds,
    standings: hide ? null : standingsOf(t),
    bracket: playoffs ? bracketOf(t) : null,
    finalRanking: state.status === "finished" ? finalRankingOf(t) : null,
    timer: state.timer,
    notes: current?.notes ?? [],
  };
}

/** GET /api/events/:id: nothing private; results hidden while standings are hidden. */
export function publicView(state: PlatformState, seq: number) {
  const hide = !standingsVisible(state.tournament);
  return {
    ...views(state, seq, hide),
    reports: state.reports
      .filter((r) => r.status !== "confirmed" && r.round === state.tournament.rounds.length)
      .map((r) => ({ round: r.round, table: r.table, status: r.status })),
  };
}
export type PublicView = ReturnType<typeof publicView>;

/** GET /api/events/:id/manage: everything, for staff. */
export function manageView(state: PlatformState, seq: number, role: StaffRole) {
  return {
    ...views(state, seq, false),
    role,
    codes: state.codes,
    reports: state.reports,
    staff: state.staff,
  };
}

/** GET /api/events/:id/players/:pid, from the stored public view. */
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
        stage: round.stage ?? "swiss",
        kind: v.kind,
        table: "table" in m ? m.table : null,
        opponents: m.players.filter((id) => id !== playerId).map((id) => ({ id, name: names.get(id) ?? id })),
        result: "result" in m && m.result !== undefined ? m.result : null,
      });
    }
  }
  return { player, matches };
}
