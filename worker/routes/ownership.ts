// The one check for what an account owns (its rules profiles, its venue
// pools, the rating profiles it created): a row is the user's when its owner
// id is the user's id. Another account's resource is refused exactly as a
// missing one, so its existence is never told to anyone else. The staff of an
// event are another gate: routes/staff-access.ts.
import { CommandError } from "../../shared/commands/errors.ts";

/** What an account owns, as its refusal names it. */
export type Owned = "rules profile" | "venue pool";

/** Whether the signed-in user (null: nobody) owns what `ownerId` names. */
export function ownedBy(ownerId: string | null | undefined, userId: string | null | undefined): boolean {
  return typeof userId === "string" && ownerId === userId;
}

/**
 * The row if `userId` owns it. Otherwise, named by the address (`at` empty):
 * `404 not_found` "There is no such venue pool of yours."; named by a body
 * field (`at` its JSON path): `400 invalid_input` at that path, the same words.
 */
export function requireOwner<R extends { ownerId: string }>(row: R | null | undefined, userId: string, what: Owned, at = ""): R {
  if (row && ownedBy(row.ownerId, userId)) return row;
  if (at) throw new CommandError("invalid_input", `${at}: there is no such ${what} of yours.`, at);
  throw new CommandError("not_found", `There is no such ${what} of yours.`, "");
}
