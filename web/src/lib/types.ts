// Shapes of the HTTP API (docs/api.md), named for the web app. None is written
// here: the views are what shared/commands/views.ts builds, the answers what
// shared/commands/answers.ts declares, so a changed shape is a compile error in
// every page that reads it. Types only: no engine code reaches the bundle.
import type { StandingRow } from "../../../shared/standings/index.ts";
import type { ShownStandingRow } from "../../../shared/standings/shown.ts";
import type { PairingNote, Round, RulesProfileId, Options, TwoPlayerResult, PodResult } from "../../../shared/model/types.ts";
import type { ManageView as StaffView, PendingReport, PlayerPageView, PublicView } from "../../../shared/commands/views.ts";
import type { EventStatus, Timer } from "../../../shared/commands/state.ts";
import type { EventListRow } from "../../../shared/commands/answers.ts";
import type { RoundOutline, SlimRound, ViewRound } from "../../../shared/commands/slim-view.ts";

export type { PairingNote, Round, RulesProfileId, Options, TwoPlayerResult, PodResult, EventStatus, PlayerPageView };
export type MatchResult = TwoPlayerResult | PodResult;

/** The groups of the public event list (GET /api/events?status=). */
export type ListStatus = "live" | "upcoming" | "finished";

export type { RoundOutline, SlimRound, ViewRound };

/**
 * GET /api/events/:id: the public view (or its slim form, ?rounds=latest: earlier Swiss rounds as outlines without matches), whose standings rows are as printed
 * (ShownStandingRow); pages that also draw the staff view read either kind.
 */
export type EventView = Omit<PublicView, "standings" | "rounds"> & { standings: StandingRowView[] | null; rounds: SlimRound[] };
/** GET /api/events/:id/manage: the staff view (the public view with nothing hidden, plus codes, reports, staff). */
export type ManageView = StaffView;

export type EventInfo = EventView["event"];
export type PlayerEntry = EventView["players"][number];
/** A standings row: the public view's as printed (players by id, rounded tiebreakers) or the staff view's exact one. */
export type StandingRowView = ShownStandingRow | StandingRow;
export type TimerView = Timer;
/** A report still waiting, as the public view shows it (no result, no codes). */
export type PublicReport = EventView["reports"][number];
/** A report as staff see it, with its result and reporter. */
export type ReportView = ManageView["reports"][number];
/** A waiting report as a player of its table reads it. */
export type TableReport = PendingReport;
export type PlayerMatchView = PlayerPageView["matches"][number];
/** One event of a list. */
export type EventSummary = EventListRow;

export interface User {
  id: string;
  username: string;
}
