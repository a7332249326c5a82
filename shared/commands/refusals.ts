// Refusals other than refused input, each by name: the
// error body carries `reason` beside its code, and the values the sentence
// needs in `about`, so a client words the refusal in its reader's language
// (web/src/lib/i18n/refusal-words.ts) instead of showing the server's English
// `message`. The code (and so the HTTP status) is the refusal's own.
import { CommandError, type ErrorCode } from "./errors.ts";

/** Every named refusal and its error code. */
export const REFUSALS = {
  // The event's stage and state
  "wrong-stage": "not_allowed_now",
  "event-exists": "conflict",
  "event-finished": "not_allowed_now",
  "already-finished": "not_allowed_now",
  "finish-too-early": "not_allowed_now",
  "table-without-result": "not_allowed_now",
  "rules-fixed": "not_allowed_now",
  "option-fixed": "not_allowed_now",
  "rounds-planned": "not_allowed_now",
  "repair-swiss-only": "not_allowed_now",
  // Two-day events
  "day-two-not-set": "not_allowed_now",
  "day-two-too-early": "not_allowed_now",
  "day-two-confirmed": "not_allowed_now",
  "day-two-too-few": "not_allowed_now",
  "day-two-unconfirmed": "not_allowed_now",
  "day-two-fixed": "not_allowed_now",
  // Another client paired the round first (an offline phone's start-round arriving late).
  "round-already-paired": "stale_round",
  "engine-refused": "not_allowed_now",
  // Who may do what
  "role-may-not": "forbidden",
  "staff-only": "forbidden",
  "owner-invites": "forbidden",
  "owner-cannot-accept": "forbidden",
  // Results and reports
  // Every wrong code at a table, another table's included: the answer is the same, so a guess tells nothing.
  "not-your-table": "wrong_code",
  "report-not-yours": "forbidden",
  "report-staff-or-player": "forbidden",
  "confirm-staff-or-player": "forbidden",
  "confirm-own-report": "forbidden",
  "dispute-players-only": "forbidden",
  "dispute-own-report": "forbidden",
  "table-has-result": "not_allowed_now",
  "result-disputed": "not_allowed_now",
  "no-result-to-undo": "not_allowed_now",
  // Players
  "remove-after-round1": "not_allowed_now",
  "already-dropped": "not_allowed_now",
  "not-dropped": "not_allowed_now",
  "drop-stays": "not_allowed_now",
  "bonus-dreamblade-only": "not_allowed_now",
  "too-few-players": "not_allowed_now",
  // Deck lists and the event-day settings
  "finished-lists-only": "not_allowed_now",
  "lists-not-asked": "not_allowed_now",
  "lists-after-finish": "not_allowed_now",
  "lists-prize-winners-only": "not_allowed_now",
  "list-own-only": "forbidden",
  "list-deadline-passed": "not_allowed_now",
  "list-locked": "conflict",
  "list-not-locked": "not_allowed_now",
  "no-list": "not_allowed_now",
  // The round clock
  "clock-outside-round": "not_allowed_now",
  "clock-already": "not_allowed_now",
  "final-untimed": "not_allowed_now",
  "no-pregame": "not_allowed_now",
  "pregame-first": "not_allowed_now",
  "clock-not-running": "not_allowed_now",
  "clock-not-paused": "not_allowed_now",
  "no-round-playing": "not_allowed_now",
  "clock-not-started": "not_allowed_now",
  "clock-not-due": "not_allowed_now",
  // Registration
  "registration-over": "not_allowed_now",
  "registration-not-open": "not_allowed_now",
  "registration-closed": "not_allowed_now",
  "already-player": "not_allowed_now",
  "check-in-refused": "not_allowed_now",
  "pool-id-taken": "conflict",
  // The competitive floor
  "check-in-off": "not_allowed_now",
  "check-in-closed": "not_allowed_now",
  "check-in-own-only": "forbidden",
  "not-checked-in": "not_allowed_now",
  "not-a-no-show": "not_allowed_now",
  "round-published": "not_allowed_now",
  "round-unpublished": "not_allowed_now",
  "judge-call-players-only": "forbidden",
  "judge-calls-limit": "rate_limited",
  "judge-call-too-soon": "rate_limited",
  "penalty-no-open-match": "not_allowed_now",
  "too-few-tables": "not_allowed_now",
  // Accounts, saved rules, ratings
  "username-taken": "conflict",
  "command-id-reused": "conflict",
  "profile-merged": "conflict",
} as const satisfies Record<string, ErrorCode>;

export type Refusal = keyof typeof REFUSALS;
/** The values a refusal's sentence names (a table, a round, a player's name, a role...). */
export type About = Record<string, string | number>;

/**
 * The error for a named refusal: `message` is the server's English sentence
 * (logs, API users), `about` the values a client's own sentence fills in.
 *
 * @example throw refuse("table-has-result", "Table 3 already has a result.", "", { table: 3 })
 */
export function refuse(reason: Refusal, message: string, path = "", about?: About): CommandError {
  return new CommandError(REFUSALS[reason], message, path, { reason, ...(about && Object.keys(about).length > 0 ? { about } : {}) });
}
