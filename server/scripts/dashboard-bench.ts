// The dashboard's figures (bench/sections/dashboard.mjs runs this with
// `node --import tsx server/scripts/dashboard-bench.ts`): one API instance on a fresh schema of the
// PostgreSQL at FO_BENCH_DASHBOARD_DATABASE_URL (else DATABASE_URL; else an in-memory PGlite), an
// organization holding 100,000 submissions of a 20-field paid form spread over the last 365 days
// (seeded by SQL, generate_series), with refunds, failed payments, planned installments and refund
// rows. Times GET /api/organizations/:orgId/dashboard over HTTP for the whole year (every
// submission summed) and for the last 30 days. Prints its figures as JSON.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openBenchDatabase } from './bench-database';
import { migrate } from '../src/db/migrate';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { seedSampleData } from '../src/db/seed';

const SUBMISSIONS = Number(process.env.FO_BENCH_DASHBOARD_SUBMISSIONS ?? 100_000);
const RUNS = Number(process.env.FO_BENCH_DASHBOARD_RUNS ?? 60);
const WARM_UP = 5;
const ORGANIZATION = SAMPLE_IDS.organizations.laval;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** CPU time (user + system, ms) the given processes spent so far, from /proc (Linux; 10 ms ticks). */
function processCpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend gone since: its time is lost, the figure is a lower bound.
    }
  }
  return ticks * 10;
}
/** The PostgreSQL backends of the app's pool (node-postgres keeps each client's backend pid). */
const backendPids = (db: unknown): number[] =>
  ((db as { $client?: { _clients?: { processID?: number }[] } }).$client?._clients ?? []).map((client) => client.processID ?? 0).filter((pid) => pid > 0);
const p = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;

async function main() {
  const databaseUrl = process.env.FO_BENCH_DASHBOARD_DATABASE_URL || process.env.DATABASE_URL;
  const bench = await openBenchDatabase('dashboard', databaseUrl);
  const { database } = bench;
  await migrate(database);
  await seedSampleData(database.db);
  const app = await buildApp({ db: database.db, jwtSecret: randomBytes(32).toString('hex'), sampleMode: true, delayMs: 0, docsUi: false, submissionRateLimit: false });
  try {
    const formId = randomUUID();
    const seedStarted = performance.now();
    await database.executeSql(
      `INSERT INTO forms (id, organization_id, name, status, content, payment_enabled, currency) VALUES ($1, $2, '[{"culture":"en","value":"Bench season"}]', 3, '{}', true, 'cad')`,
      [formId, ORGANIZATION],
    );
    // One year of submissions; every 20th failed, every 25th refunded in full, every 10th partly refunded; 20 answers each.
    await database.executeSql(
      `INSERT INTO submissions (id, form_id, date, fields, payment, customer_email)
       SELECT gen_random_uuid(), $1::uuid, now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
         (SELECT jsonb_agg(jsonb_build_object('id', 'f' || k, 'value', 'answer ' || k || ' of ' || i)) FROM generate_series(1, 20) AS k),
         jsonb_build_object('id', 'pay_' || i, 'method', 'credit_card', 'total', 15000,
           'status', CASE WHEN i % 20 = 0 THEN 'failed' WHEN i % 25 = 0 THEN 'refunded' ELSE 'succeeded' END,
           'paymentDetails', jsonb_build_array(jsonb_build_object('id', 'line_' || i, 'total', 15000,
             'status', CASE WHEN i % 20 = 0 THEN 'failed' WHEN i % 25 = 0 THEN 'refunded' ELSE 'succeeded' END,
             'refundedTotal', CASE WHEN i % 10 = 0 THEN 2500 ELSE 0 END))),
         'payer' || i || '@example.com'
       FROM generate_series(1, $2::int) AS i`,
      [formId, SUBMISSIONS],
    );
    // A quarter pay in three: two installments still planned over the coming weeks.
    await database.executeSql(
      `INSERT INTO payment_installments (id, submission_id, position, due_date, amount, status)
       SELECT gen_random_uuid(), s.id, n, to_char(now() + (n * 14 + (row_number() OVER ()) % 14) * interval '1 day', 'YYYY-MM-DD'), 5000, 'READY'
       FROM (SELECT id FROM submissions WHERE form_id = $1::uuid ORDER BY id LIMIT $2::int) AS s, generate_series(1, 2) AS n`,
      [formId, Math.floor(SUBMISSIONS / 4)],
    );
    await database.executeSql(
      `INSERT INTO submission_refunds (id, submission_id, form_id, payment_id, detail_id, kind, amount, status, created_at)
       SELECT gen_random_uuid(), s.id, $1::uuid, s.payment->>'id', 'line', 'refund', 2500, 'succeeded', s.date + interval '1 day'
       FROM submissions s WHERE s.form_id = $1::uuid AND (s.payment->'paymentDetails'->0->>'refundedTotal')::int > 0`,
      [formId],
    );
    // The state autovacuum keeps a table in (it vacuums after every 20 % of rows inserted): the
    // visibility map set, so the dashboard's index-only scans read no row.
    await database.executeSql('VACUUM ANALYZE submissions, payment_installments, submission_refunds, forms', []);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    await app.listen({ port: 0, host: '127.0.0.1' });
    const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${api}/api/login?email=${encodeURIComponent('admin@frontoffice.test')}&password=admin1234`, { method: 'POST' });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
    const { jwt } = (await login.json()) as { jwt: string };

    const measure = async (from: string, to: string) => {
      const url = `${api}/api/organizations/${ORGANIZATION}/dashboard?from=${from}&to=${to}&timeZone=America/Toronto`;
      const samples: number[] = [];
      let submissions = 0;
      // CPU per call, what the machine's load does not change: this process (API and client) and,
      // on PostgreSQL, the pool's backends, over the measured calls.
      const cpu = {
        node: 0,
        database: 0,
        start() {
          const { user, system } = process.cpuUsage();
          this.node = user + system;
          this.database = processCpuMs(backendPids(database.db));
        },
        perCall() {
          const { user, system } = process.cpuUsage();
          return { api: (user + system - this.node) / 1000 / RUNS, postgresql: bench.kind === 'postgresql' ? (processCpuMs(backendPids(database.db)) - this.database) / RUNS : null };
        },
      };
      for (let run = 0; run < WARM_UP + RUNS; run += 1) {
        if (run === WARM_UP) cpu.start();
        const started = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${jwt}` } });
        const body = (await response.json()) as { submissions: number };
        const elapsed = performance.now() - started;
        if (!response.ok) throw new Error(`the dashboard answered ${response.status}: ${JSON.stringify(body)}`);
        submissions = body.submissions;
        if (run >= WARM_UP) samples.push(elapsed);
      }
      const sorted = [...samples].sort((a, b) => a - b);
      return { from, to, submissions, runs: RUNS, medianMs: p(sorted, 0.5), p95Ms: p(sorted, 0.95), maxMs: sorted.at(-1) ?? 0, cpuPerCallMs: cpu.perCall() };
    };
    const year = await measure(day(-365), day(0));
    const month = await measure(day(-29), day(0));
    console.log(JSON.stringify({ database: bench.kind, seeded: SUBMISSIONS, seedSeconds, year, month }));
  } finally {
    await app.close();
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
