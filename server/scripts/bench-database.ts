import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client';
import { openDatabase } from '../src/db/client';

/** A bench's database: a fresh schema of `databaseUrl` (PostgreSQL), else PGlite in memory. */
export interface BenchDatabase {
  database: Database;
  kind: 'postgresql' | 'pglite';
  /** Closes it, and drops the schema on PostgreSQL. */
  close(): Promise<void>;
}

export async function openBenchDatabase(name: string, databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const database = await openDatabase({});
    return { database, kind: 'pglite', close: () => database.close() };
  }
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl });
  await admin.executeSql(`CREATE SCHEMA ${schema}`, []);
  await admin.close();
  const database = await openDatabase({ databaseUrl, searchPath: schema });
  return {
    database,
    kind: 'postgresql',
    async close() {
      await database.close();
      const dropping = await openDatabase({ databaseUrl });
      await dropping.executeSql(`DROP SCHEMA ${schema} CASCADE`, []);
      await dropping.close();
    },
  };
}
