// Who may use the desk: the signed-in user's staff role in the event's own
// state, decided by the shared permission table (STAFF_ACTIONS in
// shared/commands/permissions.ts); or, for an applicant's own receipt, its code.
import type { Context } from "hono";
import { CommandError } from "../../shared/commands/errors.ts";
import { actorFor, isStaffRole, mayAct, type StaffAction } from "../../shared/commands/permissions.ts";
import type { StaffRole } from "../../shared/commands/state.ts";
import { currentUser, type User } from "../auth.ts";
import type { Registration } from "./store.ts";
import { clientKey } from "../http.ts";
import { checkSecret, d1Tally, receiptCounters } from "../rate-limit.ts";
import { isReceiptCode } from "./receipt-code.ts";
import { readSnapshot } from "../stored.ts";
import type { EventScope } from "../routes/event-scope.ts";
import { requireStaff } from "../routes/staff-access.ts";

type C = Context<EventScope>;

/** The signed-in user's staff role in the event's own state, or a 401/403 (the shared table decides). */
export async function requireRole(c: C, ev: { snapshot: string }, what: StaffAction): Promise<{ user: User; role: StaffRole }> {
  const { user, role } = await requireStaff(c, ev.snapshot, what);
  return { user, role };
}

/**
 * The applicant with the registration's own code, or staff who may `what`
 * without one. A code is counted against the receipt and the client's address
 * before it is compared (worker/rate-limit.ts), like a player code.
 */
export async function requireCodeOrRole(
  c: C,
  ev: { id: string; snapshot: string },
  r: Registration,
  code: string | undefined,
  what: StaffAction,
): Promise<void> {
  if (code === undefined) {
    await requireRole(c, ev, what);
    return;
  }
  if (await staffWho(c, ev, what)) return;
  await checkSecret(
    d1Tally(c.env.DB),
    receiptCounters(ev.id, r.id, clientKey(c)),
    Date.now(),
    async () => ((await isReceiptCode(c.env, r.codeHash, code)) ? true : null),
    () => new CommandError("wrong_code", "This is not the code of this registration.", "$.code"),
  );
}

/** Whether the signed-in caller is staff who may `what` here (then a code they also send is not needed). */
async function staffWho(c: C, ev: { snapshot: string }, what: StaffAction): Promise<boolean> {
  const user = await currentUser(c);
  if (!user) return false;
  const { role } = actorFor(await readSnapshot(ev.snapshot), { userId: user.id, username: user.username });
  return isStaffRole(role) && mayAct(role, what);
}
