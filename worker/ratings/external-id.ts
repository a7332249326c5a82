// Who sees a profile's external id (a membership or DCI number). Sign-up is
// open, so "signed in" says nothing about a person: only the organizer who
// created the profile, and the staff of events that registered it, need the
// number (to tell two people of the same name apart, to report to the DCI).
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { events, profiles, ratedPlayers, staff } from "../db/schema.ts";
import { readStoredText } from "../parts.ts";
import { linkedProfiles } from "../stored.ts";
import { ownedBy } from "../routes/ownership.ts";

type ProfileRow = typeof profiles.$inferSelect;

/**
 * The ids among `rows` whose external id `userId` may see: profiles the user
 * created, and profiles linked to a registration of an event the user is staff
 * of — finished events through rated_players, running ones through their
 * snapshot. A profile merged into one of them counts as that one.
 */
export async function externalIdVisible(db: D1Database, userId: string | null, rows: readonly ProfileRow[]): Promise<Set<string>> {
  const visible = new Set<string>();
  if (userId === null) return visible;
  const wanted = rows.filter((r) => r.externalId);
  for (const r of wanted) if (ownedBy(r.createdBy, userId)) visible.add(r.id);
  const open = wanted.filter((r) => !visible.has(r.id)).map((r) => r.id);
  if (open.length === 0) return visible;

  const d = drizzle(db);
  // Registrations may name a duplicate that was merged into the profile since.
  const aliases = await d.select({ id: profiles.id, into: profiles.mergedInto }).from(profiles).where(inArray(profiles.mergedInto, open)).all();
  const keptOf = new Map<string, string>(open.map((id) => [id, id]));
  for (const a of aliases) if (a.into) keptOf.set(a.id, a.into);

  const rated = await d
    .selectDistinct({ profile: ratedPlayers.profile })
    .from(ratedPlayers)
    .innerJoin(staff, eq(staff.eventId, ratedPlayers.eventId))
    .where(and(eq(staff.userId, userId), inArray(ratedPlayers.profile, [...keptOf.keys()])))
    .all();
  for (const r of rated) visible.add(keptOf.get(r.profile)!);
  if (open.every((id) => visible.has(id))) return visible;

  // Events not rated yet hold their registrations' links in the snapshot only.
  const running = await d
    .select({ id: events.id, snapshot: events.snapshot })
    .from(events)
    .innerJoin(staff, eq(staff.eventId, events.id))
    .where(and(eq(staff.userId, userId), notInArray(events.status, ["finished", "did-not-occur"])))
    .all();
  for (const e of running) {
    // A large event's snapshot is in parts (worker/parts.ts); one replaced meanwhile is skipped: its links are read next time.
    const snapshot = await readStoredText(db, e.id, e.snapshot);
    if (snapshot === null) continue;
    for (const profile of await linkedProfiles(snapshot)) {
      const kept = keptOf.get(profile);
      if (kept) visible.add(kept);
    }
  }
  return visible;
}
