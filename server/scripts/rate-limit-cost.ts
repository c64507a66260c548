// The cost of one rate-limit count on PostgreSQL (docs/load.md "Rate limits"): p50/p99 of the
// database store's statement beside a bare `select 1` and the memory store, alone and 20 at once
// (distinct keys, then one key). In a schema of its own, dropped at the end.
// Run: DATABASE_URL=postgres://… npx tsx server/scripts/rate-limit-cost.ts
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import type { RateLimitCounter } from '../src/services/rate-limits/rate-limit-counter';
import { databaseCounter, memoryCounter } from '../src/services/rate-limits/rate-limit-counter';

const ROUNDS = 150;
const AT_ONCE = 20;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

async function timed(samples: number[], run: () => Promise<unknown>): Promise<void> {
  const started = process.hrtime.bigint();
  await run();
  samples.push(Number(process.hrtime.bigint() - started) / 1e6);
}

async function measure(name: string, counter: RateLimitCounter): Promise<void> {
  for (let index = 0; index < 200; index += 1) await counter.hit(`warm ${index}`, 60_000);
  const alone: number[] = [];
  for (let index = 0; index < ROUNDS * AT_ONCE; index += 1) await timed(alone, () => counter.hit(`10.0.${index % 250}.${index % 7}`, 60_000));
  const distinct: number[] = [];
  const oneKey: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await Promise.all(Array.from({ length: AT_ONCE }, (_, index) => timed(distinct, () => counter.hit(`at once ${round} ${index}`, 60_000))));
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    await Promise.all(Array.from({ length: AT_ONCE }, () => timed(oneKey, () => counter.hit('one key', 60_000))));
  }
  for (const [label, samples] of [['alone', alone], [`${AT_ONCE} at once, distinct keys`, distinct], [`${AT_ONCE} at once, one key`, oneKey]] as const) {
    console.log(`${name}, ${label}: ${samples.length} counts, p50 ${percentile(samples, 50).toFixed(2)} ms, p99 ${percentile(samples, 99).toFixed(2)} ms`);
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the PostgreSQL database to measure on');
  const schema = `rate_limit_cost_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const database = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: AT_ONCE });
  try {
    await migrate(database);
    await measure('select 1', { hit: async () => (await database.db.execute(sql`select 1`), { count: 0, resetInMs: 0 }) });
    await measure('database store', databaseCounter(database.db, { onError: (error) => console.error(error) }));
    await measure('memory store', memoryCounter());
  } finally {
    await database.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
