// The D1 schema (drizzle): the record of every event, and everything that is
// not one event's (accounts, ratings, profiles, registrations). A tournament's
// Durable Object writes its log rows and `events` row here behind its answers
// (worker/record.ts); reads and lists come from these tables. See docs/platform.md.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { EventStatus, StaffRole } from "../../shared/commands/state.ts";
import type { RulesProfileId } from "../../shared/model/types.ts";

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  username: text("username").notNull().unique(),
  /** PBKDF2-SHA256 output, base64. */
  passwordHash: text("password_hash").notNull(),
  salt: text("salt").notNull(),
  iterations: integer("iterations").notNull(),
  createdAt: integer("created_at").notNull(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the session token (hex): a leaked table cannot sign anyone in. */
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** The read table: one row per tournament, at the last command D1 has (its object writes it behind its answers). */
export const events = sqliteTable(
  "events",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    name: text("name").notNull(),
    gameFormat: text("game_format").notNull(),
    // Typed as the engine's values (written only from the state), so the lists built from them are the shared answer types.
    rules: text("rules").$type<RulesProfileId>().notNull(),
    status: text("status").$type<EventStatus>().notNull(),
    visibility: text("visibility").notNull(),
    date: text("date"),
    players: integer("players").notNull(),
    round: integer("round").notNull(),
    /** The last command's seq D1 has (event_log). */
    seq: integer("seq").notNull(),
    /** The seq `snapshot` and `public_view` are at: the same as `seq` (rows written before objects kept their own log may trail it). */
    viewSeq: integer("view_seq").notNull().default(0),
    /** The full platform state at view_seq (private: codes, reports, staff), packed; or a reference to its parts (event_parts). */
    snapshot: text("snapshot").notNull(),
    /** The public event view at view_seq, served by GET /api/events/:id; packed, or a reference to its parts. */
    publicView: text("public_view").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("events_list").on(t.visibility, t.status, t.createdAt), index("events_owner").on(t.ownerId)],
);

/** Every accepted command, in order (written by its object, idempotent by seq). */
export const eventLog = sqliteTable(
  "event_log",
  {
    eventId: text("event_id").notNull(),
    seq: integer("seq").notNull(),
    commandId: text("command_id").notNull(),
    actor: text("actor").notNull(),
    at: integer("at").notNull(),
    command: text("command").notNull(),
    /** What changed, JSON array: the live message. */
    what: text("what").notNull(),
    /** The HTTP answer given, returned again to a retry with the same commandId by the same caller for the same request. */
    status: integer("status").notNull(),
    answer: text("answer").notNull(),
    /** Who sent the command ("user:<id>", "player:<id>", "system"); rows from before this column hold "" and never match. */
    caller: text("caller").notNull().default(""),
    /** SHA-256 of the command's type and canonical body (worker/idempotency.ts); "" for older rows. */
    fingerprint: text("fingerprint").notNull().default(""),
    /** The codes and tokens the command drew, in order (JSON array), so that replaying it gives the same state; null: none. */
    drawn: text("drawn"),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.seq] }), uniqueIndex("event_log_command").on(t.eventId, t.commandId)],
);

/**
 * A stored value too large for one row (an 8,000-player event's snapshot or
 * view, a large import's command), cut into parts: the column it belongs to
 * holds a reference ("parts:<kind>:<seq>:<count>", worker/parts.ts) and the
 * text is the parts joined in order. No row comes near D1's 2 MB row limit.
 */
export const eventParts = sqliteTable(
  "event_parts",
  {
    eventId: text("event_id").notNull(),
    /** "snapshot", "view" or "command" (a log row's command). */
    kind: text("kind").notNull(),
    /** The seq the value is at (a command: its log row's). */
    seq: integer("seq").notNull(),
    /** 0, 1, ... */
    part: integer("part").notNull(),
    data: text("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind, t.seq, t.part] })],
);

/** Mirror of each event's staff, so "my events" is one query. */
export const staff = sqliteTable(
  "staff",
  {
    eventId: text("event_id").notNull(),
    userId: text("user_id").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("staff_user").on(t.userId)],
);

/** Failure counters for rate limiting: one row per key and time window. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    window: integer("window").notNull(),
    count: integer("count").notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.key, t.window] })],
);

/**
 * Rating profiles: a person across events (docs/ratings.md). A merged profile
 * keeps its row with `mergedInto` set, so old links still resolve.
 */
export const profiles = sqliteTable(
  "profiles",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-cased name for search-as-you-type. */
    nameKey: text("name_key").notNull(),
    country: text("country"),
    region: text("region"),
    /** e.g. a DCI number; private: shown only to signed-in organizers. */
    externalId: text("external_id"),
    createdBy: text("created_by").notNull(),
    createdAt: integer("created_at").notNull(),
    mergedInto: text("merged_into"),
  },
  (t) => [index("profiles_name").on(t.nameKey), index("profiles_merged").on(t.mergedInto)],
);

/** The rating input of each finished event (a RatedEvent, packed JSON): pools replay from these, not from tournament states. */
export const ratedEvents = sqliteTable(
  "rated_events",
  {
    eventId: text("event_id").primaryKey(),
    pool: text("pool").notNull(),
    /** The event's seq when stored: part of a pool's input fingerprint. */
    version: integer("version").notNull(),
    at: integer("at").notNull(),
    json: text("json").notNull(),
  },
  (t) => [index("rated_events_pool").on(t.pool)],
);

/** Which profiles played in which rated event (profile pages, merges). */
export const ratedPlayers = sqliteTable(
  "rated_players",
  {
    eventId: text("event_id").notNull(),
    profile: text("profile").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.profile] }), index("rated_players_profile").on(t.profile)],
);

/** A replayed pool (a Dreamblade season is its own pool): the engine's PoolRatings, packed JSON. */
export const ratingPools = sqliteTable("rating_pools", {
  pool: text("pool").primaryKey(),
  /** The input pool these ratings came from ("dreamblade" for every season). */
  source: text("source").notNull(),
  system: text("system").notNull(),
  label: text("label").notNull(),
  players: integer("players").notNull(),
  /** Fingerprint of the input (events and their versions, merges): a mismatch means replay. */
  inputs: text("inputs").notNull(),
  json: text("json").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** One row per rated profile and pool, so a profile page finds its pools. */
export const ratings = sqliteTable(
  "ratings",
  {
    pool: text("pool").notNull(),
    profile: text("profile").notNull(),
    rating: real("rating").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pool, t.profile] }), index("ratings_profile").on(t.profile)],
);

/**
 * Venue pools: one capacity shared by several events of the same day and
 * venue (R-REG-1: one capacity for all the day's events).
 */
export const venuePools = sqliteTable(
  "venue_pools",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    label: text("label").notNull(),
    capacity: integer("capacity").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("venue_pools_owner").on(t.ownerId)],
);

/** Pre-registration settings of an event: its own capacity, its pool, the window, the fee rules (FeeRules JSON). */
export const registrationSettings = sqliteTable("registration_settings", {
  eventId: text("event_id").primaryKey(),
  /** null: only the pool (if any) limits the event. */
  capacity: integer("capacity"),
  poolId: text("pool_id"),
  opensAt: integer("opens_at"),
  /** The registration deadline (exclusive). */
  closesAt: integer("closes_at"),
  /** 1: closed by hand (or admitted). */
  closed: integer("closed").notNull().default(sql`0`),
  feeRules: text("fee_rules"),
  updatedAt: integer("updated_at").notNull(),
});

/**
 * Applications. Status (accepted / waitlisted) is never stored: it is
 * allocateRegistrations over the pool's applications, and `applied_at` is
 * stamped inside the insert as max(now, latest + 1), so a later insert can
 * never take a place from an earlier one (docs/eventday.md, platform part).
 */
export const registrations = sqliteTable(
  "registrations",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id").notNull(),
    name: text("name").notNull(),
    /** The name's reading (furigana), carried to the player when admitted: name lists sort by it (あいうえお順). */
    reading: text("reading"),
    /** The fee category the player declared (e.g. "female", "under-high-school"). */
    category: text("category"),
    appliedAt: integer("applied_at").notNull(),
    withdrawnAt: integer("withdrawn_at"),
    by: text("by").notNull(),
    /** SHA-256 of the personal receipt code (withdraw link). */
    codeHash: text("code_hash").notNull(),
    paid: integer("paid").notNull().default(sql`0`),
    paidAt: integer("paid_at"),
    /** Set when admitted as a player of the event. */
    playerId: text("player_id"),
    /** Who applied ("client:<address>" or "user:<id>") and the request's fingerprint: a retry must match both (worker/idempotency.ts). */
    caller: text("caller").notNull().default(""),
    fingerprint: text("fingerprint").notNull().default(""),
  },
  (t) => [index("registrations_event").on(t.eventId, t.appliedAt), index("registrations_applied").on(t.appliedAt)],
);

/**
 * An organizer's saved rules: a custom profile they compose once
 * and choose again for new events. `definition` is the CustomRules JSON of
 * shared/model/schema.ts, checked by the engine before it is stored.
 */
export const rulesProfiles = sqliteTable(
  "rules_profiles",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    name: text("name").notNull(),
    definition: text("definition").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("rules_profiles_owner").on(t.ownerId, t.updatedAt)],
);

/**
 * The answers to an organizer's own writes outside any event (rating profiles,
 * profile merges, saved rules, venue pools), one per caller and commandId: a
 * retry gets the stored answer only for the same request (fingerprint), as an
 * event write does from event_log (worker/account-writes.ts).
 */
export const accountAnswers = sqliteTable(
  "account_answers",
  {
    /** "user:<id>" (worker/idempotency.ts). */
    caller: text("caller").notNull(),
    commandId: text("command_id").notNull(),
    /** fingerprintOf(what, body as sent). */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status").notNull(),
    answer: text("answer").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.commandId] })],
);

/**
 * Each event's link-preview card (og:image): a 1200x630 PNG the console draws
 * with the device's own fonts whenever the event's name or status changes
 * (web/src/pages/manage/share-card.ts). Base64, at most ~270 KB.
 */
export const eventCards = sqliteTable("event_cards", {
  eventId: text("event_id").primaryKey(),
  png: text("png").notNull(),
  /** A hash of the PNG: the og:image URL's version and the ETag. */
  etag: text("etag").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/**
 * Phones that asked to be told of a player's tables (Web Push, worker/push/):
 * the push service's endpoint and the browser's keys to encrypt for (RFC 8291),
 * and the language of the page that subscribed. Never in a public answer or
 * an export; a push service's 404 or 410 removes the row.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    eventId: text("event_id").notNull(),
    playerId: text("player_id").notNull(),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: text("p256dh").notNull(),
    /** The browser's auth secret, base64url (16 bytes). */
    auth: text("auth").notNull(),
    lang: text("lang").$type<"en" | "ja">().notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.playerId, t.endpoint] })],
);

/** The last webhook delivery of an event (worker/webhooks/), for the console: when, and what the receiver said. */
export const webhookDeliveries = sqliteTable("webhook_deliveries", {
  eventId: text("event_id").primaryKey(),
  at: integer("at").notNull(),
  /** 1: the receiver took it. */
  ok: integer("ok").notNull(),
  /** The receiver's HTTP status, null when it did not answer. */
  status: integer("status"),
  detail: text("detail").notNull(),
});
