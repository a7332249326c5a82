// Whose offline data this browser holds (docs/offline.md): the kept
// states, pairing notices and reads are one user's (staff views hold player
// codes); the outbox's changes are one user's work, sent with their session.
// When another user signs in on the same browser, the kept states, notices
// and reads are deleted, and the previous user's outbox items stay put (never
// shown to or sent by the new user) until that user signs in again.
import { outboxOwner, setOutboxOwner, stampOutbox } from "./outbox.ts";
import { forgetKeptStates } from "./local-state.ts";

/** Called with the signed-in user (session.ts) before any console page uses the offline data. */
export async function claimOffline(userId: string): Promise<void> {
  const before = outboxOwner();
  if (before === userId) return;
  // Items made before the owner was recorded are the previous user's (or, on a first claim, this one's).
  await stampOutbox(before ?? userId);
  if (before !== null) {
    await forgetKeptStates();
    if ("caches" in globalThis) await caches.delete("topcut-reads").catch(() => false);
  }
  setOutboxOwner(userId);
}
