// The platform's pure command layer: every change to a tournament is a
// Command applied by applyCommand; permissions and views live here too.
export { applyCommand, parseCommand } from "./apply.ts";
export { Command, type CommandType, type CommandOf } from "./schema.ts";
export { CommandError, statusOf, type ErrorCode } from "./errors.ts";
export { requireAsSeen, sameResultOrNone, type ResultConflict } from "./result-conflict.ts";
export { CODE_ALPHABET, CODE_LENGTH, type Applied, type CommandContext } from "./context.ts";
export {
  PERMISSIONS,
  STAFF_ACTIONS,
  actorFor,
  authorize,
  isStaffRole,
  may,
  mayAct,
  playerForCode,
  type Actor,
  type Role,
  type StaffAction,
} from "./permissions.ts";
export { PlatformState, WHAT, type What, type Report, type Timer, type StaffRole } from "./state.ts";
export { publicView, manageView, playerPage, type PublicView, type ManageView, type PlayerPageView, type PendingReport } from "./views.ts";
export type {
  AddedPlayer,
  AnswerOf,
  CommandAnswer,
  CommandAnswers,
  EventDayPublic,
  EventListRow,
  EventSummary,
  ListRead,
  ReportAnswer,
  ReportRead,
} from "./answers.ts";
export { defaultOptions, DEFAULT_ROUND_MINUTES } from "./event.ts";
export { parsePlayerList } from "./csv.ts";
