// The counts behind every rate limit (plugins/rate-limit.ts): fixed windows per key, kept in this
// process's memory, or in PostgreSQL's rate_limits table (migration 0022) so that every API
// instance on one database counts the same attempts (docs/load.md "Rate limits").
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';


/** The key's window after one more hit: hits counted in it (this one included) and the time until it ends. */
export interface RateWindow {
  count: number;
  resetInMs: number;
}

export interface RateLimitCounter {
  /** Counts one hit on `key`, in a window of `windowMs` that starts with the first hit. */
  hit(key: string, windowMs: number): Promise<RateWindow>;
}

/** How often finished windows are forgotten (memory) or deleted (database), at most. */
const SWEEP_EVERY_MS = 60_000;

export function memoryCounter(): RateLimitCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 0;
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now >= sweepAt) {
        // A spray of addresses must not grow the map for ever.
        for (const [name, window] of windows) if (window.resetAt <= now) windows.delete(name);
        sweepAt = now + SWEEP_EVERY_MS;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
  };
}

/**
 * The keys are stored as their SHA-256: the table keeps no address or e-mail, and a key of any
 * length fits the primary key.
 */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

// One statement, run as a named prepared statement (parsed and planned once per connection): it
// precedes every limited request, the public submission included. The table is UNLOGGED, so its
// commit does not wait for a WAL flush (the counts are lost with a crash, which only reopens the
// windows). A window that ended starts again at 1.
const hitStatement = oncePerDatabase((db) => {
  const key = sql.placeholder('key');
  const windowMs = sql.placeholder('windowMs');
  const query = new PgDialect().sqlToQuery(sql`
    insert into rate_limits as r (key, count, reset_at)
    values (${key}::text, 1, now() + make_interval(secs => ${windowMs}::double precision / 1000))
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning r.count, ceil(extract(epoch from r.reset_at - now()) * 1000)::int as reset_in_ms`);
  return db._.session.prepareQuery(query, undefined, 'rate_limit_hit', false);
});

export interface DatabaseCounterOptions {
  /**
   * A failed count (the database unreachable, the statement refused). The hit is then counted in
   * this process's memory instead, so a limit keeps holding per instance and no caller gets a 5xx
   * for it; called at most once a minute while the failures last.
   */
  onError: (error: unknown) => void;
  /** How often finished windows are deleted, at most; default a minute. */
  sweepEveryMs?: number;
}

export function databaseCounter(db: AppDb, options: DatabaseCounterOptions): RateLimitCounter {
  const fallback = memoryCounter();
  const sweepEveryMs = options.sweepEveryMs ?? SWEEP_EVERY_MS;
  let sweepAt = Date.now() + sweepEveryMs;
  let reportedAt = 0;
  const sweep = () => {
    // Off the request's path: finished windows are only dead rows; the next sweep retries.
    db.execute(sql`delete from rate_limits where reset_at <= now()`).catch((error: unknown) => options.onError(error));
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now >= sweepAt) {
        sweepAt = now + sweepEveryMs;
        sweep();
      }
      try {
        const result = (await hitStatement(db).execute({ key: storedKey(key), windowMs })) as { rows: { count: number; reset_in_ms: number }[] };
        const [row] = result.rows;
        if (!row) throw new Error('the rate limit count returned no row');
        return { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_in_ms)) };
      } catch (error) {
        if (now >= reportedAt) {
          reportedAt = now + SWEEP_EVERY_MS;
          options.onError(error);
        }
        return fallback.hit(key, windowMs);
      }
    },
  };
}
