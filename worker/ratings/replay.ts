// Replaying a pool: read its stored rating inputs, apply profile merges, run
// the engine's replay for the pool's system, and store the result. Nothing is
// updated incrementally, so a replay after any change (finish, correction,
// deletion, merge) gives the same numbers as a replay from scratch.
//
// Concurrency: two events of one pool may finish at once in two Durable
// Objects. Each stored result carries the fingerprint of the input it was
// computed from (`inputs`); readers compare it with the current input and
// replay when they differ, so a result written from a stale read is repaired
// on the next read.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { z } from "zod";
import {
  mergeProfiles,
  readRatedEvents,
  replayClub,
  replayCommander,
  replayDci,
  replayDreamblade,
  type PoolRatings,
  type RatedEvent,
  type RatingResult,
  Season,
} from "../../shared/ratings/index.ts";
import { jsonPath } from "../../shared/model/validate.ts";
import { runBatch, type Statement } from "../db/batch.ts";
import { profiles, ratedEvents, ratedPlayers, ratingPools, ratings } from "../db/schema.ts";
import { packJson, unpackJson } from "../pack.ts";

/**
 * Dreamblade seasons: the JSON array in the DREAMBLADE_SEASONS variable
 * (wrangler.toml [vars]) when set, else one season per calendar year that has
 * Dreamblade events ("2026": 2026-01-01 to 2026-12-31).
 */
export function seasonsFor(events: readonly RatedEvent[], configured: string | undefined): Season[] {
  if (configured && configured.trim() !== "") {
    let value: unknown;
    try {
      value = JSON.parse(configured);
    } catch {
      throw new Error("DREAMBLADE_SEASONS is not valid JSON (docs/ratings.md: an array of { id, from, to })");
    }
    const seasons = z.array(Season).safeParse(value);
    if (!seasons.success)
      throw new Error(
        `DREAMBLADE_SEASONS: ${jsonPath(seasons.error.issues[0]!.path)}: ${seasons.error.issues[0]!.message} (docs/ratings.md: an array of { id, from, to })`,
      );
    return seasons.data;
  }
  const years = [...new Set(events.map((e) => e.day.slice(0, 4)))].sort();
  return years.map((y) => ({ id: y, from: `${y}-01-01`, to: `${y}-12-31` }));
}

/** The input a pool's stored result must have been computed from: event versions, merges touching it, seasons. */
export async function inputsOf(db: D1Database, source: string, seasonsVar: string | undefined): Promise<string> {
  const d = drizzle(db);
  const evs = await d
    .select({ id: ratedEvents.eventId, v: ratedEvents.version })
    .from(ratedEvents)
    .where(eq(ratedEvents.pool, source))
    .orderBy(ratedEvents.eventId)
    .all();
  const merged = await d
    .selectDistinct({ id: profiles.id, into: profiles.mergedInto })
    .from(ratedPlayers)
    .innerJoin(ratedEvents, eq(ratedEvents.eventId, ratedPlayers.eventId))
    .innerJoin(profiles, eq(profiles.id, ratedPlayers.profile))
    .where(and(eq(ratedEvents.pool, source), isNotNull(profiles.mergedInto)))
    .orderBy(profiles.id)
    .all();
  const seasons = source === "dreamblade" ? `|s${seasonsVar ?? ""}` : "";
  return `${evs.map((e) => `${e.id}.${e.v}`).join(",")}|m${merged.map((m) => `${m.id}>${m.into}`).join(",")}${seasons}`;
}

function label(out: PoolRatings, source: string): string {
  if (source === "dreamblade") return `Dreamblade ${out.pool.slice("dreamblade:".length)}`;
  return source.slice(source.indexOf(":") + 1);
}

/**
 * Replays one input pool (a `poolKey`, e.g. "club:Old School" or "dreamblade")
 * and stores the result: one rating_pools row per output pool (one per
 * Dreamblade season) and one ratings row per profile.
 */
export async function replayPool(db: D1Database, source: string, seasonsVar: string | undefined): Promise<void> {
  const d = drizzle(db);
  const inputs = await inputsOf(db, source, seasonsVar);
  const rows = await d.select({ json: ratedEvents.json }).from(ratedEvents).where(eq(ratedEvents.pool, source)).all();
  const read = readRatedEvents(await Promise.all(rows.map(async (r) => JSON.parse(await unpackJson(r.json)))));
  if (!read.ok) throw new Error(`pool ${source}: ${read.problems[0]!.path}: ${read.problems[0]!.message}`);
  let events = read.value;
  // Merged profiles: every registration of the duplicate counts for the kept profile.
  const present = new Set(events.flatMap((e) => Object.keys(e.people)));
  const merges = present.size ? await d.select({ id: profiles.id, into: profiles.mergedInto }).from(profiles).where(isNotNull(profiles.mergedInto)).all() : [];
  for (const m of merges) if (m.into && present.has(m.id)) events = mergeProfiles(events, m.id, m.into);

  const outputs: PoolRatings[] = [];
  if (events.length) {
    const system = events[0]!.system;
    let result: RatingResult<PoolRatings[]>;
    if (system === "dreamblade") {
      const r = replayDreamblade(events, seasonsFor(events, seasonsVar));
      result = r.ok ? { ok: true, value: r.value.seasons.map((s) => s.ratings) } : r;
    } else {
      const r = system === "club" ? replayClub(events) : system === "dci-2009" ? replayDci(events) : replayCommander(events);
      result = r.ok ? { ok: true, value: [{ ...r.value, pool: source }] } : r;
    }
    if (!result.ok) throw new Error(`pool ${source}: ${result.problems[0]!.path}: ${result.problems[0]!.message}`);
    outputs.push(...result.value);
  }
  const now = Date.now();
  const old = await d.select({ pool: ratingPools.pool }).from(ratingPools).where(eq(ratingPools.source, source)).all();
  const statements: Statement[] = [];
  const kept = new Set(outputs.map((o) => o.pool));
  for (const o of old) {
    if (kept.has(o.pool)) continue;
    statements.push(d.delete(ratingPools).where(eq(ratingPools.pool, o.pool)), d.delete(ratings).where(eq(ratings.pool, o.pool)));
  }
  for (const out of outputs) {
    const json = await packJson(JSON.stringify(out));
    const row = { pool: out.pool, source, system: out.system, label: label(out, source), players: out.rows.length, inputs, json, updatedAt: now };
    const { pool: _p, ...update } = row;
    statements.push(d.insert(ratingPools).values(row).onConflictDoUpdate({ target: ratingPools.pool, set: update }));
    statements.push(d.delete(ratings).where(eq(ratings.pool, out.pool)));
    for (let i = 0; i < out.rows.length; i += 30) {
      statements.push(d.insert(ratings).values(out.rows.slice(i, i + 30).map((r) => ({ pool: out.pool, profile: r.profile, rating: r.rating }))));
    }
  }
  await runBatch(d, statements);
}

/** Replays `source` when its stored result was computed from other input (or never). */
export async function freshen(db: D1Database, source: string, seasonsVar: string | undefined): Promise<void> {
  const stored = await drizzle(db).select({ inputs: ratingPools.inputs }).from(ratingPools).where(eq(ratingPools.source, source)).limit(1).get();
  const hasEvents = await drizzle(db).select({ n: sql<number>`count(*)` }).from(ratedEvents).where(eq(ratedEvents.pool, source)).get();
  if (!stored && !hasEvents?.n) return;
  if (stored && stored.inputs === (await inputsOf(db, source, seasonsVar))) return;
  await replayPool(db, source, seasonsVar);
}

/** Replays pools, logging (not throwing) failures: a stale pool is replayed again by its next read. */
export async function replayQuietly(db: D1Database, sources: readonly string[], seasonsVar: string | undefined): Promise<void> {
  for (const s of sources) {
    try {
      await replayPool(db, s, seasonsVar);
    } catch (e) {
      console.error("rating replay failed", s, e);
    }
  }
}
