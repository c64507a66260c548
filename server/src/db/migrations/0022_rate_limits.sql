-- The rate limits' windows (services/rate-limits/rate-limit-counter.ts), shared by every API
-- instance on this database: one row per limited key (its SHA-256), the hits counted in its
-- window and when the window ends. UNLOGGED: a count's commit waits for no WAL flush, and a crash
-- only empties the table (every window starts again).
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
