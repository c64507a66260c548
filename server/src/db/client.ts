import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import type { ClientConfig } from 'pg';

/** The query builder every service receives; the same type whatever the driver. */
export type AppDb = PgDatabase<PgQueryResultHKT>;

/** One database session: `exec` runs SQL text that may hold several statements, `query` one statement. */
export interface Session {
  exec(sqlText: string): Promise<void>;
  query(sqlText: string): Promise<Record<string, unknown>[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Gives `fn` one session (PGlite has only one; PostgreSQL lends a pooled client). */
  withSession<T>(fn: (session: Session) => Promise<T>): Promise<T>;
  /** Raw SQL with parameters, or several statements without (the job queue's `db.executeSql`). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `fn` while holding the lock named `key`, so no other holder of the same key runs at the same
   * time: every process on the database on PostgreSQL (a session advisory lock on a pooled client
   * lent for the while), the process on PGlite (the only one that opens its files). `fn` queries
   * through `db` or `executeSql` as usual.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset an embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; unset means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL only: connections pooled at most (config.ts DEFAULT_DB_POOL_SIZE; pg's own default, 10, when unset). */
  poolSize?: number | undefined;
  /** PostgreSQL only: the schema every pooled connection uses (tests run one schema per file). */
  searchPath?: string | undefined;
  /** An already created PGlite (tests create it outside Jest's sandbox); closed with the Database. */
  pglite?: PGlite | undefined;
  /** Called with the SQL text of every statement the query builder sends (tests count round trips). */
  onQuery?: ((sqlText: string) => void) | undefined;
}

const queryLogger = (onQuery: DatabaseOptions['onQuery']) => (onQuery ? { logger: { logQuery: (sqlText: string) => onQuery(sqlText) } } : {});

/**
 * How many slots a form's count may spread over (services/submissions/submission-count.ts): one per
 * database connection, modulo this.
 */
export const COUNT_SLOTS = 32;

/** The session setting that names a pooled connection's slot of form_submission_counts. */
export const COUNT_SLOT_SETTING = 'fo.count_slot';

/**
 * A pg Client class for the pool that gives each connection a slot of form_submission_counts of
 * its own (services/submissions/submission-count.ts): the lowest slot no other open connection of
 * this pool holds, from an offset drawn once per process (so two API processes seldom share one), sent in
 * the connection's startup options as COUNT_SLOT_SETTING, which the counting statement reads. With
 * the slot taken as the backend's pid modulo COUNT_SLOTS, two of 10 connections shared a slot 80 %
 * of the time (birthday odds), and a submission then waited for the other's commit to reach the
 * disk (`Lock:transactionid` in 8 % of pg_stat_activity's busy samples during a 500 req/s run).
 */
function slottedClient(): typeof Client {
  const offset = Math.floor(Math.random() * COUNT_SLOTS);
  const held = new Set<number>();
  return class SlottedClient extends Client {
    constructor(config: ClientConfig) {
      let index = 0;
      while (index < COUNT_SLOTS && held.has((offset + index) % COUNT_SLOTS)) index += 1;
      const slot = (offset + index) % COUNT_SLOTS;
      super({ ...config, options: [config.options, `-c ${COUNT_SLOT_SETTING}=${slot}`].filter(Boolean).join(' ') });
      held.add(slot);
      this.once('end', () => held.delete(slot));
    }
  };
}

/** Whether `db` runs on the embedded PGlite (one connection, in this process) rather than a PostgreSQL pool. */
export function runsOnPglite(db: AppDb): boolean {
  return !((db as unknown as { $client: unknown }).$client instanceof Pool);
}

/** PostgreSQL's type id of bytea. */
const BYTEA_OID = 17;

/**
 * PGlite's own bytea text conversion goes byte by byte through an array of strings: a 10 MB file
 * took 4 s of the event loop and hundreds of MB to store. Buffer's hex codec does the same at once.
 */
function withNativeBytea(client: PGlite): void {
  client.serializers[BYTEA_OID] = (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  };
  client.parsers[BYTEA_OID] = (text: string) => Buffer.from(text.slice(2), 'hex');
}

/** Opens PostgreSQL when a URL is given, else PGlite on disk (or in memory without a directory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({
      Client: slottedClient(),
      connectionString: options.databaseUrl,
      ...(options.poolSize ? { max: options.poolSize } : {}),
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, ...queryLogger(options.onQuery) }) as unknown as AppDb;
    return {
      kind: 'postgres',
      db,
      async withSession(fn) {
        const client = await pool.connect();
        try {
          return await fn({
            async exec(sqlText) {
              await client.query(sqlText);
            },
            async query(sqlText) {
              return (await client.query<Record<string, unknown>>(sqlText)).rows;
            },
          });
        } finally {
          client.release();
        }
      },
      executeSql: async (text, values) => ({ rows: (await pool.query<Record<string, unknown>>(text, values)).rows }),
      async withLock(key, fn) {
        const client = await pool.connect();
        let unlocked = false;
        try {
          await client.query('SELECT pg_advisory_lock($1)', [key]);
          try {
            return await fn();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [key]);
            unlocked = true;
          }
        } finally {
          // A connection that could not let go of the lock is closed, which lets go of it.
          client.release(!unlocked);
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // The embedded database's code is loaded only when it is the one used (~5 MB a PostgreSQL process need not hold).
  const [{ PGlite: EmbeddedPglite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  const client = options.pglite ?? (options.dataDir ? new EmbeddedPglite(options.dataDir) : new EmbeddedPglite());
  await client.waitReady;
  withNativeBytea(client);
  const db = drizzlePglite({ client, ...queryLogger(options.onQuery) }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    withSession: (fn) =>
      fn({
        async exec(sqlText) {
          await client.exec(sqlText);
        },
        async query(sqlText) {
          return (await client.query<Record<string, unknown>>(sqlText)).rows;
        },
      }),
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      // Without parameters the text may hold several statements (pg-boss's migrations): exec runs them all.
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    withLock: processLocks(),
    close: () => client.close(),
  };
}

/**
 * Locks by key within this process: each holder waits for the previous one of its key to finish.
 * PGlite's advisory locks cannot serve: its one session already holds any lock it takes.
 */
function processLocks(): Database['withLock'] {
  const tails = new Map<number, Promise<void>>();
  return async (key, fn) => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release = () => undefined as void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => done);
    tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
