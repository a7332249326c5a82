// Shapes of the HTTP API (docs/api.md). Model types come from the engine's
// zod-derived types; only the envelope around them is declared here.
import type { StandingRow } from "../../../shared/standings/index.ts";
import type { CustomRules, PairingNote, Round, RulesProfileId, Options, TwoPlayerResult, PodResult } from "../../../shared/model/types.ts";

export type { PairingNote, Round, RulesProfileId, Options, TwoPlayerResult, PodResult };
export type MatchResult = TwoPlayerResult | PodResult;

export type EventStatus = "registration" | "swiss" | "playoffs" | "finished" | "did-not-occur";
export type ListStatus = "live" | "upcoming" | "finished";

export interface EventInfo {
  id: string;
  name: string;
  gameFormat: string;
  rules: RulesProfileId;
  /** Rules "custom": the organizer's definition (names its tiebreakers). */
  customRules?: CustomRules;
  options: Options;
  status: EventStatus;
  visibility: "public" | "unlisted";
  date?: string | null;
  roundMinutes?: number;
  /** dci-2009 events: the K-value of the event's tier. */
  dciK?: number;
}

export interface EventSummary {
  id: string;
  name: string;
  gameFormat: string;
  rules: RulesProfileId;
  status: EventStatus | ListStatus;
  date?: string | null;
  players: number;
  round: number;
}

export interface PlayerEntry {
  id: string;
  name: string;
  /** The name's reading (furigana): name lists sort by it. */
  reading?: string;
  dropped: number | null | boolean;
  /** The linked rating profile (its page is /players/:profile). */
  profile?: string;
}

/** One standings row as the engine computes it (tiebreakers are unrounded fractions). */
export type StandingRowView = StandingRow;

export interface TimerView {
  round: number;
  state: "idle" | "running" | "paused" | "ended";
  endsAt?: number;
  remainingMs?: number;
  durationMs?: number;
  extensions?: Record<string, number>;
  /** "pregame": 000 §410's 3 minutes before the round; "overtime": 003's 3 more minutes after it. */
  phase?: "pregame" | "overtime";
}

export interface EventView {
  seq: number;
  event: EventInfo;
  players: PlayerEntry[];
  rounds: Round[];
  /** Null while hidden; during an open Swiss round, the standings after the last complete round. */
  standings: StandingRowView[] | null;
  /** The round the standings follow (0: before round 1; absent from older servers). */
  standingsAfter?: number | null;
  /** Points each player brought into every Swiss round, aligned with `players` (null while hidden). */
  pointsBefore?: Record<string, number[]> | null;
  bracket: unknown;
  finalRanking: unknown[] | null;
  timer: TimerView | null;
  notes: PairingNote[];
  /** Reports still waiting (public: no result, no codes). */
  reports?: PublicReport[];
}

export interface PublicReport {
  round: number;
  table: number;
  status: "unconfirmed" | "confirmed" | "disputed";
}

export interface ReportView extends PublicReport {
  result: MatchResult;
  by: string;
  disputedBy?: string;
}

export interface ManageView extends EventView {
  codes: Record<string, string>;
  reports: ReportView[];
  staff: { userId: string; username: string; role: string }[];
  role: "owner" | "co-organizer" | "judge";
  /** While a Swiss round is open: the standings with the results entered so far. */
  provisional?: StandingRowView[] | null;
  /** Who would advance if the playoffs started now, seed 1 first (null without a cut or once started). */
  cutPreview?: string[] | null;
  /** What a late arrival added now gets (the engine's lateArrivalOptions). */
  lateEntry?: { open: false; reason: "before-round-1" | "field-closed" } | { open: true; byeHolder: string | null };
  /** Dreamblade bonus rating points by player id (absent from older servers' answers). */
  bonus?: Record<string, number>;
}

export interface PlayerMatchView {
  round: number;
  stage?: string;
  kind: "pair" | "pod" | "bye" | "late-loss";
  table: number | null;
  opponents: { id: string; name: string }[];
  result: MatchResult | null;
  /** Under hidden standings: a result is entered (not shown until the Swiss ends). */
  resultIn?: boolean;
}

export interface PlayerPageView {
  seq?: number;
  player: PlayerEntry;
  matches: PlayerMatchView[];
}

export interface User {
  id: string;
  username: string;
}
