// The one gate for staff actions that are no command (the staff reads, the
// registration desk, the share card, the webhook): the signed-in user's staff
// role in the event's own state, decided by the shared permission table
// (STAFF_ACTIONS in shared/commands/permissions.ts). Not staff: 403
// staff-only; staff whose role may not: 403 role-may-not; no session: 401.
import type { Context } from "hono";
import { actorFor, isStaffRole, mayAct, type Actor, type StaffAction } from "../../shared/commands/permissions.ts";
import { refuse } from "../../shared/commands/refusals.ts";
import type { PlatformState, StaffRole } from "../../shared/commands/state.ts";
import { requireUser, type User } from "../auth.ts";
import { readSnapshot } from "../stored.ts";
import type { EventScope } from "./event-scope.ts";

/** The caller's role for `what` in the event whose stored snapshot this is, with that state. */
export async function requireStaff(
  c: Context<EventScope>,
  snapshot: string,
  what: StaffAction,
): Promise<{ user: User; role: StaffRole; actor: Actor; state: PlatformState }> {
  const user = await requireUser(c);
  const state = await readSnapshot(snapshot);
  const actor = actorFor(state, { userId: user.id, username: user.username });
  if (!isStaffRole(actor.role)) throw refuse("staff-only", "Only the event's staff can do this.");
  if (!mayAct(actor.role, what))
    throw refuse("role-may-not", `A${actor.role === "owner" ? "n" : ""} ${actor.role} may not do this here.`, "", { role: actor.role });
  return { user, role: actor.role, actor, state };
}
