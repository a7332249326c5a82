// A finished event's rating input: built from the tournament state once, when
// the event is finished (and again after a correction or bonus change), and
// kept in D1 (rated_events) so a pool replay never re-reads tournament states.
import { eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { PlatformState } from "../../shared/commands/state.ts";
import { parseRatedEvent, poolKey } from "../../shared/ratings/index.ts";
import type { Statement } from "../db/batch.ts";
import { profiles, ratedEvents, ratedPlayers } from "../db/schema.ts";
import { packJson } from "../pack.ts";
import { readRatedEvent } from "../stored.ts";
import { ownProfileId } from "../../shared/ratings/own-profile.ts";

/** A registration without a linked profile is rated as its own one-event profile (mergeable later); the finished event's view links to it. */
export { ownProfileId };

/**
 * The statements that store an event's rating input (to run in the command's
 * own D1 batch), plus the pool to replay afterwards. `finishedAt` stays the
 * first finish instant across corrections, so a correction never moves the
 * event in its pool's order.
 */
export async function ratedEventStatements(db: D1Database, eventId: string, seq: number, state: PlatformState, now: number) {
  const d = drizzle(db);
  const t = state.tournament;
  const prior = await d.select({ json: ratedEvents.json, pool: ratedEvents.pool }).from(ratedEvents).where(eq(ratedEvents.eventId, eventId)).get();
  const finishedAt = prior ? (await readRatedEvent(prior.json)).finishedAt : new Date(now).toISOString();
  const linked = t.players.map((p) => p.profile).filter((p): p is string => p !== undefined);
  const known = new Set<string>();
  for (let i = 0; i < linked.length; i += 90) {
    const rows = await d
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.id, linked.slice(i, i + 90)))
      .all();
    for (const r of rows) known.add(r.id);
  }
  const map: Record<string, string> = {};
  const created: { id: string; name: string; country?: string; region?: string }[] = [];
  for (const [index, p] of t.players.entries()) {
    if (p.profile !== undefined && known.has(p.profile)) map[p.id] = p.profile;
    else {
      // Unknown (e.g. from an imported file) or unlinked: the registration's own profile.
      map[p.id] = ownProfileId(eventId, p.id, index);
      created.push({ id: map[p.id]!, name: p.name, ...(p.country ? { country: p.country } : {}), ...(p.region ? { region: p.region } : {}) });
    }
  }
  const event = parseRatedEvent(t, {
    finishedAt,
    // Seasons and day boundaries read the event's own date, not the UTC finish instant.
    ...(state.date ? { date: state.date } : {}),
    public: state.visibility === "public",
    k: state.dciK ?? 16,
    profiles: map,
    bonus: state.bonus ?? {},
  });
  const pool = poolKey(event);
  const statements: Statement[] = [];
  for (const p of created) {
    statements.push(
      d
        .insert(profiles)
        .values({
          id: p.id,
          name: p.name,
          nameKey: p.name.toLowerCase(),
          country: p.country ?? null,
          region: p.region ?? null,
          externalId: null,
          createdBy: state.ownerId,
          createdAt: now,
        })
        .onConflictDoNothing(),
    );
  }
  const row = { eventId, pool, version: seq, at: event.at, json: await packJson(JSON.stringify(event)) };
  statements.push(
    d
      .insert(ratedEvents)
      .values(row)
      .onConflictDoUpdate({ target: ratedEvents.eventId, set: { pool, version: seq, at: event.at, json: row.json } }),
  );
  statements.push(d.delete(ratedPlayers).where(eq(ratedPlayers.eventId, eventId)));
  const players = Object.keys(event.people);
  for (let i = 0; i < players.length; i += 40) {
    statements.push(d.insert(ratedPlayers).values(players.slice(i, i + 40).map((profile) => ({ eventId, profile }))));
  }
  return { statements, pools: [...new Set([pool, ...(prior && prior.pool !== pool ? [prior.pool] : [])])] };
}

/** Removes a deleted event's rating input; returns the pool to replay (or null). */
export async function forgetRatedEvent(db: D1Database, eventId: string) {
  const d = drizzle(db);
  const prior = await d.select({ pool: ratedEvents.pool }).from(ratedEvents).where(eq(ratedEvents.eventId, eventId)).get();
  const statements: Statement[] = [
    d.delete(ratedEvents).where(eq(ratedEvents.eventId, eventId)),
    d.delete(ratedPlayers).where(eq(ratedPlayers.eventId, eventId)),
  ];
  return {
    statements,
    pool: prior?.pool ?? null,
  };
}
