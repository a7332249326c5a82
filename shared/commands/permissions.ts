// Who may do what: a table from command type to the roles allowed. The Worker
// only establishes who is asking (session, player code); this decides.
import { CommandError } from "./errors.ts";
import type { CommandType } from "./schema.ts";
import type { PlatformState, StaffRole } from "./state.ts";
import { refuse } from "./refusals.ts";

/** The asker, as seen by one event. */
export type Actor =
  | { role: "anonymous" }
  /** Holds a valid secret code of a player of this event. */
  | { role: "player"; playerId: string }
  /** Signed in, but not staff of this event. */
  | { role: "organizer"; userId: string; username: string }
  | { role: StaffRole; userId: string; username: string }
  /** The Durable Object itself (the timer alarm). */
  | { role: "system" };

export type Role = Actor["role"];

const STAFF: Role[] = ["owner", "co-organizer", "judge"];
const ORGANIZERS: Role[] = ["owner", "co-organizer"];

export const PERMISSIONS: Record<CommandType, readonly Role[]> = {
  "create-event": ["organizer"],
  "import-event": ["organizer"],
  "edit-event": ORGANIZERS,
  "add-players": ORGANIZERS,
  "import-players": ORGANIZERS,
  "edit-player": ORGANIZERS,
  "remove-player": ORGANIZERS,
  "drop-player": STAFF,
  "undrop-player": STAFF,
  "late-entry": ORGANIZERS,
  "start-round": ORGANIZERS,
  "repair-round": ORGANIZERS,
  "report-result": [...STAFF, "player"],
  "confirm-result": [...STAFF, "player"],
  "dispute-result": ["player"],
  "set-result": STAFF,
  "confirm-day-two": ORGANIZERS,
  "start-playoffs": ORGANIZERS,
  "next-playoff-round": ORGANIZERS,
  finish: ORGANIZERS,
  timer: STAFF,
  "timer-expire": ["system"],
  "create-invite": ["owner"],
  "accept-invite": ["organizer", "judge", "co-organizer"],
  "edit-event-day": ORGANIZERS,
  "submit-list": [...STAFF, "player"],
  "unlock-list": STAFF,
  "seat-pods": ORGANIZERS,
  "admit-registrations": ORGANIZERS,
  "delete-event": ["owner"],
  "set-bonus": ORGANIZERS,
  "check-in": [...STAFF, "player"],
  "undo-check-in": STAFF,
  "arrive-late": ORGANIZERS,
  // Judges publish a round when the floor is ready for it.
  "publish-round": STAFF,
  "call-judge": ["player"],
  "answer-judge-call": STAFF,
  "give-penalty": STAFF,
  "draw-deck-checks": STAFF,
  "end-deck-check": STAFF,
};

/**
 * Staff actions that are not commands: reads beyond the public view, and the
 * registration desk (anyone may apply to an open event and read its public
 * desk; the applicant withdraws with their receipt code).
 */
export const STAFF_ACTIONS = {
  manage: STAFF,
  export: STAFF,
  "registration-settings": ORGANIZERS,
  "register-player": ORGANIZERS,
  "list-registrations": STAFF,
  "mark-paid": STAFF,
  /** The discount category a registration pays by (a student without ID pays the full fee): whoever takes the money. */
  "change-category": STAFF,
  "withdraw-for": ORGANIZERS,
  admit: ORGANIZERS,
  /** The event's link-preview card (og:image): the console draws it; whoever runs the event sends it. */
  "share-card": ORGANIZERS,
  /** The event's webhook: its last delivery and a test message (its address is set by edit-event). */
  webhook: ORGANIZERS,
} as const satisfies Record<string, readonly Role[]>;

export type StaffAction = keyof typeof STAFF_ACTIONS;

export function isStaffRole(role: Role): role is StaffRole {
  return role === "owner" || role === "co-organizer" || role === "judge";
}

/**
 * Whether a role may do a staff action: only staff of the event, and only
 * the roles the table names.
 *
 * @example mayAct("judge", "mark-paid") // true
 */
export function mayAct(role: Role, action: StaffAction): boolean {
  return (STAFF_ACTIONS[action] as readonly Role[]).includes(role);
}

export function may(role: Role, type: CommandType): boolean {
  return PERMISSIONS[type].includes(role);
}

/**
 * Checks the permission table: throws CommandError 401 (unauthenticated) for a
 * caller not identified, 403 (forbidden) for a role that may not.
 *
 * @example authorize({ role: "judge", userId: "u9", username: "kim" }, "start-round") // throws forbidden
 */
export function authorize(actor: Actor, type: CommandType): void {
  if (may(actor.role, type)) return;
  if (actor.role === "anonymous") {
    const byCode = PERMISSIONS[type].includes("player");
    throw new CommandError("unauthenticated", byCode ? "Sign in as staff or give your player code to do this." : "Sign in as an organizer to do this.");
  }
  throw refuse("role-may-not", `A${/^[aeiou]/.test(actor.role) ? "n" : ""} ${actor.role} may not ${type.replaceAll("-", " ")} here.`, "", { role: actor.role });
}

/**
 * Who a caller is for this event: a code holder is a player; a signed-in user
 * is their staff role here, or an organizer; anyone else is anonymous.
 *
 * @example actorFor(state, { userId: "u9", username: "kim" }) // { role: "judge", userId: "u9", username: "kim" } if kim judges here
 */
export function actorFor(state: PlatformState | null, who: { userId?: string; username?: string; playerId?: string }): Actor {
  if (who.playerId !== undefined) return { role: "player", playerId: who.playerId };
  if (who.userId === undefined) return { role: "anonymous" };
  const username = who.username ?? "";
  const member = state?.staff.find((s) => s.userId === who.userId);
  if (member) return { role: member.role, userId: who.userId, username };
  return { role: "organizer", userId: who.userId, username };
}

/**
 * The player a secret code belongs to, or null. Codes compare case-insensitively.
 *
 * @example playerForCode(state, "7kq2mx") // "p1"
 */
export function playerForCode(state: PlatformState, code: string): string | null {
  const wanted = code.trim().toUpperCase();
  for (const [playerId, c] of Object.entries(state.codes)) if (c === wanted) return playerId;
  return null;
}

/**
 * The player seated at `table` of round `round` whose code this is, or null.
 * Only that table's codes are compared: a code of another table is no code
 * here, so a guess at one table tells nothing about the others. A table that
 * does not exist (public knowledge) is refused before any code is compared.
 *
 * @example playerAtTableForCode(state, "7kq2mx", 1, 3) // "p1" if p1 plays table 3 of round 1
 */
export function playerAtTableForCode(state: PlatformState, code: string, round: number, table: number): string | null {
  const paired = state.tournament.rounds[round - 1];
  if (!paired) throw new CommandError("not_found", `Round ${round} is not paired.`, "$.round");
  const seated = paired.matches.find((m) => "table" in m && m.table === table);
  if (!seated) throw new CommandError("not_found", `Round ${round} has no table ${table}.`, "$.table");
  const wanted = code.trim().toUpperCase();
  return seated.players.find((p) => state.codes[p] === wanted) ?? null;
}
