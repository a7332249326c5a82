// The JSON kept in D1 columns, read back through schemas: a row written by an
// older version (or edited by hand) fails here, by name, instead of flowing on
// as a wrongly typed value. Compressed columns are unpacked first (pack.ts).
import { z } from "zod";
import type { Actor } from "../shared/commands/permissions.ts";
import { PlatformState, StaffRole, What } from "../shared/commands/state.ts";
import type { PublicView } from "../shared/commands/views.ts";
import { CustomRules } from "../shared/model/schema.ts";
import type { CustomRules as Definition } from "../shared/model/types.ts";
import { Person, RATING_SYSTEMS, RatedEvent, type PoolRatings } from "../shared/ratings/types.ts";
import { unpackJson } from "./pack.ts";

function decode<T>(what: string, schema: z.ZodType<T>, json: string): T {
  return check(what, schema, JSON.parse(json));
}

function check<T>(what: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`stored ${what} does not read: ${issue.path.join(".") || "$"}: ${issue.message}`);
}

/** An event's state (events.snapshot). */
export async function readSnapshot(stored: string): Promise<PlatformState> {
  return PlatformState.parse(JSON.parse(await unpackJson(stored)));
}

const Registrations = z.looseObject({ tournament: z.looseObject({ players: z.array(z.looseObject({ profile: z.string().optional() })) }).optional() });

/** The rating profiles an event's registrations link to (from its snapshot, without reading the whole state). */
export async function linkedProfiles(stored: string): Promise<string[]> {
  const players = decode("snapshot", Registrations, await unpackJson(stored)).tournament?.players ?? [];
  return players.flatMap((p) => (p.profile === undefined ? [] : [p.profile]));
}

const ViewOutline = z.looseObject({
  players: z.array(z.looseObject({ id: z.string(), name: z.string() })),
  rounds: z.array(z.looseObject({ matches: z.array(z.unknown()) })),
});

/**
 * An event's public view (events.public_view). Only its outline is checked
 * (players and rounds, what playerPage reads); the rest is publicView()'s own
 * output, stored as it was answered.
 */
export async function readPublicView(stored: string): Promise<PublicView> {
  const value: unknown = JSON.parse(await unpackJson(stored));
  check("public view", ViewOutline, value);
  return value as PublicView;
}

/** The changes a command made (event_log.what). */
export function readWhat(stored: string): What[] {
  return decode("change list", z.array(What), stored);
}

const ActorSchema: z.ZodType<Actor> = z.union([
  z.strictObject({ role: z.literal("anonymous") }),
  z.strictObject({ role: z.literal("player"), playerId: z.string() }),
  z.strictObject({ role: z.union([z.literal("organizer"), StaffRole]), userId: z.string(), username: z.string() }),
  z.strictObject({ role: z.literal("system") }),
]);

/** Who sent a logged command (event_log.actor). */
export function readActor(stored: string): Actor {
  return decode("actor", ActorSchema, stored);
}

/** A finished event's rating input (rated_events.json). */
export async function readRatedEvent(stored: string): Promise<RatedEvent> {
  return decode("rated event", RatedEvent, await unpackJson(stored));
}

const HistoryPoint = z.object({ event: z.string(), finishedAt: z.string(), rating: z.number(), delta: z.number(), matches: z.number() });
const PoolRatingsSchema = z.object({
  system: z.enum(RATING_SYSTEMS),
  pool: z.string(),
  rows: z.array(
    z.object({
      profile: z.string(),
      rating: z.number(),
      ratedMatches: z.number(),
      provisional: z.boolean(),
      lastEvent: z.object({ id: z.string(), name: z.string(), finishedAt: z.string(), at: z.number() }).nullable(),
      history: z.array(HistoryPoint),
      skill: z.object({ mu: z.number(), sigma: z.number() }).optional(),
    }),
  ),
  applied: z.array(z.string()),
  skipped: z.array(z.object({ event: z.string(), reason: z.string() })),
  notes: z.array(z.string()),
  people: z.record(z.string(), Person),
}) satisfies z.ZodType<PoolRatings>;

/** A pool's replayed ratings (rating_pools.json). */
export async function readPoolRatings(stored: string): Promise<PoolRatings> {
  return decode("pool ratings", PoolRatingsSchema, await unpackJson(stored));
}

/** An organizer's saved rules (rules_profiles.definition), checked by the engine when saved. */
export function readRulesDefinition(stored: string): Definition {
  return decode("rules profile", CustomRules, stored);
}
