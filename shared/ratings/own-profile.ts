// The rating profile of a registration that was never linked to one: created
// when the event finishes (worker/ratings/store.ts) and linked from the
// finished event's standings (shared/commands/views.ts), so both name it alike.

/** `${eventId}-${playerId}`, or `${eventId}-n${index + 1}` when that passes the 64-character limit of profile ids. */
export function ownProfileId(eventId: string, playerId: string, index: number): string {
  const id = `${eventId}-${playerId}`;
  // Profile ids are at most 64 characters; imported player ids may be long.
  return id.length <= 64 ? id : `${eventId}-n${index + 1}`;
}
