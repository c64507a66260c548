import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

const migrationsDir = path.join(__dirname, 'migrations');
// Any constant works; it only keeps two servers starting together from migrating twice.
const MIGRATION_LOCK = 7_260_417;

/** Applies the numbered SQL files not yet recorded in schema_migrations, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort();
  return database.withSession(async (session) => {
    await session.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await session.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const rows = await session.query('SELECT version FROM schema_migrations');
      const done = new Set(rows.map((row) => String(row.version)));
      const applied: string[] = [];
      for (const file of files) {
        const version = file.replace(/\.sql$/, '');
        if (done.has(version)) continue;
        const body = readFileSync(path.join(migrationsDir, file), 'utf8');
        try {
          // Versions are file names matched by the pattern above, so they are safe to inline.
          await session.exec(`BEGIN;\n${body}\n;\nINSERT INTO schema_migrations (version) VALUES ('${version}');\nCOMMIT;`);
        } catch (error) {
          await session.exec('ROLLBACK');
          throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, {
            cause: error,
          });
        }
        applied.push(version);
      }
      return applied;
    } finally {
      await session.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
