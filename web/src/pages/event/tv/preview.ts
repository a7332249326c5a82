// The TV's staff preview (/e/:id/tv?preview=1): while a round is paired but
// not published (options.publishPairings "manual"), staff check it on the
// venue screen before players see it. The rounds come from the staff view
// (their session), everything else from the public view; without a session,
// or once the round is public, the TV is the public one.
import { createResource, type Accessor } from "solid-js";
import { staffView } from "../../../lib/net/endpoints.ts";
import type { EventView } from "../../../lib/types.ts";

export function createStaffPreview(eventId: string, asked: boolean, pub: Accessor<EventView | undefined>) {
  // Read again at every change of the event (its seq), only while a round waits.
  const [staff] = createResource(
    () => (asked && pub()?.unpublished ? pub()!.seq : false),
    () => staffView(eventId).catch(() => null),
  );
  const view = (): EventView | null => {
    const p = pub();
    const s = staff.latest;
    // Once the public view has the round, the preview is over (the staff view read last may be older).
    if (!asked || !p || p.unpublished === null || !s || s.unpublished === null) return null;
    return { ...p, rounds: s.rounds, unpublished: null, pointsBefore: s.pointsBefore, previewOf: s.unpublished } as EventView;
  };
  /** The round shown before it is public, or null. */
  const round = () => (view() as { previewOf?: number } | null)?.previewOf ?? null;
  return { view, round };
}
