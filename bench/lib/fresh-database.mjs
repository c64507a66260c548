// A database of its own for a section that runs an API server on PostgreSQL: created empty on the
// server of the given URL (the role needs CREATEDB) and dropped afterwards, so a run never reads
// what earlier runs stored. On a database that had taken a long bench session's submissions and
// messages, the load run collapsed where the same run on a fresh one did not.
import pg from 'pg';

/** Runs `run(url)` with the URL of a new empty database beside `databaseUrl`'s; `run(undefined)` without a URL (PGlite). */
export async function withFreshDatabase(databaseUrl, section, run) {
  if (!databaseUrl) return run(undefined);
  const name = `fo_bench_${section}_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const drop = () => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    await drop();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await run(url.href);
  } finally {
    await drop().catch(() => undefined);
    await admin.end();
  }
}

/** The environment that points a server (or a seeding script) at `databaseUrl`; none for PGlite. */
export const databaseEnv = (databaseUrl) => (databaseUrl ? { DATABASE_URL: databaseUrl } : {});
