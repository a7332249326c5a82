// The D1 schema (drizzle). Reads are served from these tables without waking
// a tournament's Durable Object; every change is one row in event_log plus the
// updated `events` row, written together in one db.batch(). See docs/platform.md.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
    userId: text("user_id").notNull().references(() => users.id),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** The read table: one row per tournament, rewritten by every command. */
export const events = sqliteTable(
  "events",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id").notNull(),
    name: text("name").notNull(),
    gameFormat: text("game_format").notNull(),
    rules: text("rules").notNull(),
    status: text("status").notNull(),
    visibility: text("visibility").notNull(),
    date: text("date"),
    players: integer("players").notNull(),
    round: integer("round").notNull(),
    seq: integer("seq").notNull(),
    /** The full platform state (private: codes, reports, staff). */
    snapshot: text("snapshot").notNull(),
    /** The public event view served by GET /api/events/:id. */
    publicView: text("public_view").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("events_list").on(t.visibility, t.status, t.createdAt), index("events_owner").on(t.ownerId)],
);

/** Append-only: every accepted command, in order. */
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
    /** The HTTP answer given, returned again to a retry with the same commandId. */
    status: integer("status").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.seq] }), uniqueIndex("event_log_command").on(t.eventId, t.commandId)],
);

/** Mirror of each event's staff, so "my events" is one query. */
export const staff = sqliteTable(
  "staff",
  {
    eventId: text("event_id").notNull(),
    userId: text("user_id").notNull(),
    role: text("role").notNull(),
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
