// Rating profiles and leaderboards (docs/ratings.md, docs/api.md). Profiles
// are a directory shared by all organizers: any signed-in organizer creates
// and merges them; everyone reads them, leaderboards and rating histories.
// External ids (e.g. a DCI number) are private: only the profile's creator and
// the staff of events that registered it see them (worker/ratings/external-id.ts).
import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { CommandError } from "../../shared/commands/errors.ts";
import { CommandId } from "../../shared/commands/routes.ts";
import { ID_PATTERN, clearableTextSchema, textSchema } from "../../shared/model/input.ts";
import { leaderboard, RATING_SYSTEMS, type RatingSystem } from "../../shared/ratings/index.ts";
import type {
  PoolBoard,
  ProfileCreated,
  ProfileInfo,
  ProfileMerged,
  ProfilePage,
  ProfileRating,
  ProfileSearch,
  RatingPoolList,
} from "../../shared/ratings/answers.ts";
import { answerOnce } from "../account-writes.ts";
import { currentUser, requireUser } from "../auth.ts";
import { sha256Hex } from "../crypto.ts";
import { events, profiles, ratedEvents, ratedPlayers, ratingPools, ratings } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { parseWith, readJsonObject, withEtag } from "../http.ts";
import { externalIdVisible } from "../ratings/external-id.ts";
import { freshen, replayQuietly } from "../ratings/replay.ts";
import { readPoolRatings } from "../stored.ts";
import { refuse } from "../../shared/commands/refusals.ts";

type C = Context<{ Bindings: Env }>;

export const ratingRoutes = new Hono<{ Bindings: Env }>();

/** The one id pattern of players, events and profiles (shared/model/input.ts). */
const PROFILE_ID = ID_PATTERN;
export const NewProfile = z.strictObject({
  commandId: CommandId,
  name: textSchema("a name", 120),
  country: clearableTextSchema("a country", 64).optional(),
  region: clearableTextSchema("a region", 64).optional(),
  externalId: clearableTextSchema("an external id", 64).optional(),
});
export const Merge = z.strictObject({
  commandId: CommandId,
  /** The profile that is kept. */
  into: z.string().regex(PROFILE_ID, "is not a profile id"),
});

/** JSON with an ETag of its content: a phone revalidates with a 304. The answer's type is the caller's to name (shared/ratings/answers.ts). */
async function cachedJson<T>(c: C, value: T): Promise<Response> {
  const body = JSON.stringify(value);
  return withEtag(c, `"r${(await sha256Hex(body)).slice(0, 24)}"`, () => body);
}

type ProfileRow = typeof profiles.$inferSelect;
function profileOut(p: ProfileRow, showExternalId: boolean): ProfileInfo {
  return {
    id: p.id,
    name: p.name,
    ...(p.country ? { country: p.country } : {}),
    ...(p.region ? { region: p.region } : {}),
    ...(showExternalId && p.externalId ? { externalId: p.externalId } : {}),
  };
}

/** A pool's system column holds what the replay stored (PoolRatings.system); anything else is a broken row, said so. */
function systemOf(text: string): RatingSystem {
  const system = RATING_SYSTEMS.find((s) => s === text);
  if (!system) throw new CommandError("internal", `A rating pool has an unknown system "${text}".`, "");
  return system;
}

function requireProfileId(id: string): string {
  if (!PROFILE_ID.test(id)) throw new CommandError("not_found", "There is no such profile.", "");
  return id;
}

async function profileRow(c: C, id: string): Promise<ProfileRow> {
  const row = await drizzle(c.env.DB)
    .select()
    .from(profiles)
    .where(eq(profiles.id, requireProfileId(id)))
    .get();
  if (!row) throw new CommandError("not_found", "There is no such profile.", "");
  return row;
}

// Search as you type: names starting with the text, or with a word starting with it.
ratingRoutes.get("/profiles", async (c) => {
  const q = (c.req.query("q") ?? "").trim().toLowerCase().slice(0, 60);
  if (q.length < 1) throw new CommandError("invalid_input", "q: type at least one letter of the name.", "q");
  const esc = q.replace(/[\\%_]/g, (m) => `\\${m}`);
  const rows = await drizzle(c.env.DB)
    .select()
    .from(profiles)
    .where(
      and(isNull(profiles.mergedInto), or(sql`${profiles.nameKey} like ${`${esc}%`} escape '\\'`, sql`${profiles.nameKey} like ${`% ${esc}%`} escape '\\'`)),
    )
    .orderBy(profiles.nameKey, profiles.id)
    .limit(20)
    .all();
  const visible = await externalIdVisible(c.env.DB, (await currentUser(c))?.id ?? null, rows);
  return cachedJson<ProfileSearch>(c, { profiles: rows.map((r) => profileOut(r, visible.has(r.id))) });
});

ratingRoutes.post("/profiles", async (c) => {
  const user = await requireUser(c);
  const sent = await readJsonObject(c);
  const body = parseWith(NewProfile, sent);
  return answerOnce(c.env.DB, { what: "create-profile", userId: user.id, commandId: body.commandId, body: sent }, async () => {
    // The id comes from the user and commandId: a retry's insert fails on it rather than making a second profile.
    const row: ProfileRow = {
      id: `pf${(await sha256Hex(`${user.id}:${body.commandId}`)).slice(0, 14)}`,
      name: body.name,
      nameKey: body.name.toLowerCase(),
      country: body.country || null,
      region: body.region || null,
      externalId: body.externalId || null,
      createdBy: user.id,
      createdAt: Date.now(),
      mergedInto: null,
    };
    const answer: ProfileCreated = { profile: profileOut(row, true) };
    return { statements: [drizzle(c.env.DB).insert(profiles).values(row)], status: 201, answer };
  });
});

// Merge the duplicate (:id) into `into`; the pools either played in are replayed.
ratingRoutes.post("/profiles/:id/merge", async (c) => {
  const user = await requireUser(c);
  const sent = await readJsonObject(c);
  const body = parseWith(Merge, sent);
  const write = { what: "merge-profile", userId: user.id, commandId: body.commandId, body: { ...sent, profile: c.req.param("id") } };
  return answerOnce(c.env.DB, write, async () => {
    const from = await profileRow(c, c.req.param("id"));
    const into = await profileRow(c, body.into);
    const show = async () => (await externalIdVisible(c.env.DB, user.id, [into])).has(into.id);
    const d = drizzle(c.env.DB);
    // Merged already (by anyone): the same answer with nothing replayed.
    if (from.mergedInto === into.id)
      return { statements: [], status: 200, answer: { profile: profileOut(into, await show()), replayed: [] } satisfies ProfileMerged };
    if (from.id === into.id) throw new CommandError("invalid_input", "$.into: a profile cannot be merged into itself.", "$.into");
    if (from.mergedInto) throw refuse("profile-merged", `This profile was already merged into "${from.mergedInto}".`);
    if (into.mergedInto) throw new CommandError("invalid_input", `$.into: that profile was merged into "${into.mergedInto}"; merge into that one.`, "$.into");
    // Chains are flattened: profiles merged into the duplicate now point to the kept one.
    const moved = await d.select({ id: profiles.id }).from(profiles).where(eq(profiles.mergedInto, from.id)).all();
    const ids = [from.id, ...moved.map((m) => m.id)];
    const pools = await d
      .selectDistinct({ pool: ratedEvents.pool })
      .from(ratedPlayers)
      .innerJoin(ratedEvents, eq(ratedEvents.eventId, ratedPlayers.eventId))
      .where(inArray(ratedPlayers.profile, ids))
      .all();
    const replayed = pools.map((p) => p.pool).sort();
    return {
      statements: [
        d
          .update(profiles)
          .set({ mergedInto: into.id })
          .where(or(eq(profiles.id, from.id), eq(profiles.mergedInto, from.id))),
      ],
      status: 200,
      answer: { profile: profileOut(into, await show()), replayed } satisfies ProfileMerged,
      afterwards: () => replayQuietly(c.env.DB, replayed, c.env.DREAMBLADE_SEASONS),
    };
  });
});

ratingRoutes.get("/profiles/:id", async (c) => {
  let row = await profileRow(c, c.req.param("id"));
  const requested = row.id;
  // An old link to a merged profile shows the kept one.
  if (row.mergedInto) row = await profileRow(c, row.mergedInto);
  const d = drizzle(c.env.DB);
  const aliases = await d.select({ id: profiles.id }).from(profiles).where(eq(profiles.mergedInto, row.id)).all();
  const ids = [row.id, ...aliases.map((a) => a.id)];
  const sources = await d
    .selectDistinct({ pool: ratedEvents.pool })
    .from(ratedPlayers)
    .innerJoin(ratedEvents, eq(ratedEvents.eventId, ratedPlayers.eventId))
    .where(inArray(ratedPlayers.profile, ids.slice(0, 90)))
    .all();
  for (const s of sources) await freshen(c.env.DB, s.pool, c.env.DREAMBLADE_SEASONS);
  const pools = await d
    .select({ pool: ratingPools.pool, label: ratingPools.label, json: ratingPools.json })
    .from(ratings)
    .innerJoin(ratingPools, eq(ratingPools.pool, ratings.pool))
    .where(eq(ratings.profile, row.id))
    .orderBy(ratingPools.label)
    .all();
  const out: ProfileRating[] = [];
  for (const p of pools) {
    const pr = await readPoolRatings(p.json);
    const r = pr.rows.find((x) => x.profile === row.id);
    const board = leaderboard(pr);
    if (!r || !board.ok) continue;
    const entry = [...board.value.ranked, ...board.value.provisional].find((x) => x.profile === row.id)!;
    out.push({
      pool: p.pool,
      label: p.label,
      system: pr.system,
      rating: r.rating,
      shown: entry.shown,
      rank: entry.rank,
      provisional: r.provisional,
      ratedMatches: r.ratedMatches,
      history: r.history,
    });
  }
  const played = await d
    .select({ id: events.id, name: events.name, gameFormat: events.gameFormat, rules: events.rules, date: events.date, at: ratedEvents.at })
    .from(ratedPlayers)
    .innerJoin(ratedEvents, eq(ratedEvents.eventId, ratedPlayers.eventId))
    .innerJoin(events, eq(events.id, ratedPlayers.eventId))
    .where(and(inArray(ratedPlayers.profile, ids.slice(0, 90)), eq(events.visibility, "public")))
    .orderBy(desc(ratedEvents.at))
    .limit(200)
    .all();
  const visible = await externalIdVisible(c.env.DB, (await currentUser(c))?.id ?? null, [row]);
  const seen = new Set<string>();
  const list = played
    .filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)))
    .map((e) => ({ id: e.id, name: e.name, gameFormat: e.gameFormat, rules: e.rules, date: e.date, finishedAt: new Date(e.at).toISOString() }));
  return cachedJson<ProfilePage>(c, {
    profile: profileOut(row, visible.has(row.id)),
    ...(requested !== row.id ? { mergedFrom: requested } : {}),
    ratings: out,
    events: list,
  });
});

/** Every input pool with rated events; stale results are replayed first. */
async function freshenAll(c: C): Promise<void> {
  const sources = await drizzle(c.env.DB).selectDistinct({ pool: ratedEvents.pool }).from(ratedEvents).all();
  const stored = await drizzle(c.env.DB).selectDistinct({ pool: ratingPools.source }).from(ratingPools).all();
  const all = new Set([...sources.map((s) => s.pool), ...stored.map((s) => s.pool)]);
  for (const s of all) await freshen(c.env.DB, s, c.env.DREAMBLADE_SEASONS);
}

ratingRoutes.get("/ratings", async (c) => {
  await freshenAll(c);
  const rows = await drizzle(c.env.DB)
    .select({ pool: ratingPools.pool, label: ratingPools.label, system: ratingPools.system, players: ratingPools.players })
    .from(ratingPools)
    // A pool whose events all do not count (e.g. only unlisted club events) is kept, but not listed.
    .where(gt(ratingPools.players, 0))
    .orderBy(ratingPools.label, ratingPools.pool)
    .all();
  return cachedJson<RatingPoolList>(c, { pools: rows.map((r) => ({ ...r, system: systemOf(r.system) })) });
});

export const Filters = z.strictObject({
  country: z.string().trim().min(1).max(64).optional(),
  region: z.string().trim().min(1).max(64).optional(),
  active: z.coerce.number().int("active is a whole number of months").min(1, "active is at least 1 month").max(600).optional(),
});

ratingRoutes.get("/ratings/:pool", async (c) => {
  const poolId = c.req.param("pool");
  const q = c.req.queries();
  const raw: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (v[0] !== undefined && v[0] !== "") raw[k] = v[0];
  const filters = parseWith(Filters, raw, "query");
  const d = drizzle(c.env.DB);
  // Every pool is its own input pool, except a Dreamblade season ("dreamblade:2026").
  const source = poolId.startsWith("dreamblade:") ? "dreamblade" : poolId;
  await freshen(c.env.DB, source, c.env.DREAMBLADE_SEASONS);
  const row = await d.select().from(ratingPools).where(eq(ratingPools.pool, poolId)).get();
  if (!row) throw new CommandError("not_found", "There is no such rating pool.", "");
  const pr = await readPoolRatings(row.json);
  const dir = await d
    .select({ id: profiles.id, name: profiles.name, country: profiles.country, region: profiles.region })
    .from(profiles)
    .where(inArray(profiles.id, d.select({ id: ratings.profile }).from(ratings).where(eq(ratings.pool, poolId))))
    .all();
  const directory: Record<string, { name: string; country?: string; region?: string }> = {};
  for (const p of dir) directory[p.id] = { name: p.name, ...(p.country ? { country: p.country } : {}), ...(p.region ? { region: p.region } : {}) };
  const now = new Date().toISOString().slice(0, 10);
  const board = leaderboard(pr, {
    profiles: directory,
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.region ? { region: filters.region } : {}),
    ...(filters.active ? { activeMonths: filters.active, now } : {}),
  });
  if (!board.ok) {
    const p = board.problems[0]!;
    const name = p.path.replace("$options.", "");
    throw new CommandError("invalid_input", `${name}: ${p.message}.`, name);
  }
  const countries = [
    ...new Set(
      Object.values(directory)
        .map((p) => p.country)
        .filter((x): x is string => !!x),
    ),
  ].sort();
  return cachedJson<PoolBoard>(c, { pool: row.pool, label: row.label, system: pr.system, countries, ...board.value });
});
