// Builds the app on a fresh, seeded database per test file: in-memory PGlite, or a schema of its
// own on the PostgreSQL server named by TEST_DATABASE_URL (so files can run in parallel).
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import type { AppOptions } from '../src/app';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedSampleData } from '../src/db/seed';
import { PGLITE_GLOBAL } from './pglite-environment';

// Starting PGlite (WebAssembly) and hashing four argon2id passwords takes several seconds.
jest.setTimeout(60_000);

export const ACCOUNTS = {
  admin: { email: 'admin@frontoffice.test', password: 'admin1234' },
  manager: { email: 'manager@frontoffice.test', password: 'manager1234' },
  reader: { email: 'reader@frontoffice.test', password: 'reader1234' },
  coach: { email: 'coach@frontoffice.test', password: 'coach1234' },
} as const;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payload?: string;
}

export interface CallResult {
  statusCode: number;
  headers: Headers;
  body: string;
  rawPayload: Buffer;
  json<T = unknown>(): T;
}

export interface TestClient {
  app: FastifyInstance;
  /** One HTTP call to the listening app; the same shape as app.inject's options and result. */
  call(options: CallOptions): Promise<CallResult>;
}

export interface TestContext extends TestClient {
  database: Database;
  jwtSecret: string;
  /** Another app on the same database (e.g. with a logger or other settings). */
  buildSibling(overrides: Partial<AppOptions>): Promise<TestClient>;
  close(): Promise<void>;
}

// app.inject cannot run here: light-my-request needs the ESM-only `cookie` package, which Jest's
// CommonJS sandbox refuses (jest.config.js transforms only jose). So each test app listens on a
// free local port and the tests call it over real HTTP.
async function listen(app: FastifyInstance): Promise<TestClient> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    async call({ method = 'GET', url, query, headers, payload }) {
      const target = new URL(url, address);
      for (const [key, value] of Object.entries(query ?? {})) target.searchParams.set(key, value);
      const response = await fetch(target, { method, headers, body: payload });
      const rawPayload = Buffer.from(await response.arrayBuffer());
      const body = rawPayload.toString('utf8');
      return { statusCode: response.status, headers: response.headers, body, rawPayload, json: <T>() => JSON.parse(body) as T };
    },
  };
}

function sandboxFreePGlite(): typeof PGlite {
  const PGliteClass = (globalThis as Record<string, unknown>)[PGLITE_GLOBAL] as typeof PGlite | undefined;
  if (!PGliteClass) throw new Error('Start this test file with the docblock @jest-environment ./test/pglite-environment.ts');
  return PGliteClass;
}

async function openTestDatabase(onQuery?: (sqlText: string) => void): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const PGliteClass = sandboxFreePGlite();
    return { database: await openDatabase({ pglite: new PGliteClass(), onQuery }), drop: async () => undefined };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const database = await openDatabase({ databaseUrl: url, searchPath: schema, onQuery });
  return {
    database,
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * The test app's log: errors only, each line handed to console.error, where the jest console watch
 * (build/jest/console.ts) fails the test unless it announced the error with expectConsole.
 */
const errorsToConsole = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    console.error(chunk.toString('utf8').trimEnd());
    callback();
  },
});

/** `onQuery` sees the SQL text of every statement sent through the query builder (round-trip counts). */
export async function buildTestApp(overrides: Partial<AppOptions> = {}, onQuery?: (sqlText: string) => void): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(onQuery);
  await migrate(database);
  await seedSampleData(database.db);
  const jwtSecret = randomBytes(32).toString('hex');
    // docsUi off: @fastify/swagger-ui needs an ESM-only package that Jest's CommonJS sandbox cannot load.
  // The rate limits count where the server counts them by default on this database (config.ts).
  const rateLimitStore = database.kind === 'postgres' ? 'database' : 'memory';
  const options: AppOptions = { db: database.db, jwtSecret, delayMs: 0, sampleMode: true, logger: { level: 'error', stream: errorsToConsole }, docsUi: false, rateLimitStore, ...overrides };
  const client = await listen(await buildApp(options));
  const siblings: FastifyInstance[] = [];
  return {
    ...client,
    database,
    jwtSecret,
    async buildSibling(extra) {
      const sibling = await buildApp({ ...options, ...extra });
      siblings.push(sibling);
      return listen(sibling);
    },
    async close() {
      await Promise.all([client.app, ...siblings].map((instance) => instance.close()));
      await database.close();
      await drop();
    },
  };
}

/** Signs in through the API and returns the jwt. */
export async function signIn(client: TestClient, account: { email: string; password: string }): Promise<string> {
  const response = await client.call({ method: 'POST', url: '/api/login', query: { ...account } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ jwt: string }>().jwt;
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** A pino destination that keeps every line, for tests that read what was logged. */
export function captureLog(): { stream: NodeJS.WritableStream; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { stream, text: () => lines.join('') };
}
