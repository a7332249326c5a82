-- Placeholder first migration so that `wrangler d1 migrations apply` has a
-- history to record; the platform schema follows in later migrations.
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
