// Section "reports" (issue 12): a report of 100,000 submissions of a 20-field form generated as
// XLSX and as CSV, timed, with the server's peak memory. Seeds its own database and starts its own
// API server (the compiled one): PostgreSQL with FO_BENCH_REPORTS_DATABASE_URL (else DATABASE_URL),
// else PGlite. Needs no build of the apps.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiNodeArguments, startStack } from '../../build/stack.mjs';
import { signInAdmin } from '../lib/api.mjs';
import { API_PORT, ROOT, ms, verdict } from '../lib/common.mjs';
import { createLoadForm, runLoadClient } from '../lib/load-form.mjs';
import { databaseEnv, withFreshDatabase } from '../lib/fresh-database.mjs';
import { percentile } from '../lib/percentile.mjs';
import { buildServer, processCpuMs, readProcStatus, resetPeak } from '../lib/process.mjs';

/** Issue 12's bars (ARCHITECTURE.md): a report of 100,000 submissions of a 20-field form. */
const REPORTS = { submissions: 100_000, runs: 3, bars: { xlsxMs: 3000, xlsxPeakMb: 150, csvMs: 1000 } };

/**
 * Fairness: public submissions (a 10-field form, as the load section's) arrive at `rate` while the
 * same report is generated `runs` times as CSV then as XLSX, one after the other; bar: p99 of the
 * submissions sent during the generations ≤ 100 ms. `seconds` is the load client's window, long
 * enough for every generation on a busy machine (they start `leadMs` into it).
 */
const FAIRNESS = { rate: 100, seconds: Number(process.env.FO_BENCH_FAIRNESS_SECONDS ?? 30), runs: 3, leadMs: 2000, fields: 10, barP99Ms: 100 };

/**
 * Issue 12: seeds 100,000 submissions of a 20-field form into a fresh PGlite directory
 * (server/scripts/bench-reports-seed.ts, by SQL), starts the API server alone on it, saves a
 * report of all 20 fields, then generates it as XLSX and as CSV (3 runs each). Time = request
 * sent to last byte received; peak = the server process's VmHWM, reset just before each run, so
 * it is the peak during that generation (the figure includes the embedded PGlite's memory).
 */
async function measureReports(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fo-bench-reports-'));
  const dbEnv = databaseEnv(databaseUrl);
  const apiPort = API_PORT + 7;
  const serverFlavour = process.env.FO_BENCH_REPORTS_SERVER === 'tsx' ? 'tsx' : 'compiled';
  let stack = null;
  try {
    const seedStarted = performance.now();
    const seed = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'scripts', 'bench-reports-seed.ts'), dataDir, String(REPORTS.submissions)], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...dbEnv } });
    if (seed.status !== 0) throw new Error(`bench: seeding the report bench failed:\n${seed.stderr}`);
    const seeded = JSON.parse(seed.stdout.trim().split('\n').pop());
    const seedMs = performance.now() - seedStarted;

    // The compiled server (server/scripts/build.mjs → server/dist/server.js), as production runs
    // it; FO_BENCH_REPORTS_SERVER=tsx runs the TypeScript through tsx instead (as `npm start` does).
    // The compiled server runs with the Node flags of server/package.json's start:prod (one place for them).
    if (serverFlavour === 'compiled') buildServer();
    stack = await startStack({
      compiledApi: serverFlavour === 'compiled',
      apiPort,
      dataDir,
      delayMs: 0,
      sampleMode: true,
      apps: false,
      // The fairness run's submissions all come from 127.0.0.1: the per-address limit is off.
      env: { ...dbEnv, FO_LOG_LEVEL: 'warn', FO_SUBMISSION_RATE_LIMIT: '0' },
      // Warnings and errors only (a failed generation is logged there).
      log: (line) => console.error(line),
    });
    const api = `http://127.0.0.1:${apiPort}`;
    const { jwt } = await signInAdmin(api);
    const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
    const reportsUrl = `${api}/api/organizations/${seeded.organizationId}/forms/${seeded.formId}/reports`;
    const fields = Array.from({ length: 20 }, (_unused, index) => ({ id: `f${index + 1}` }));
    const created = await fetch(reportsUrl, { method: 'POST', headers, body: JSON.stringify({ culture: 'en', content: { name: 'Bench 20 fields', steps: [{ id: 'step-1', fields }] } }) });
    if (!created.ok) throw new Error(`bench: saving the bench report answered ${created.status}: ${await created.text()}`);
    const report = await created.json();

    const idle = readProcStatus(stack.apiPid);
    const run = async (format) => {
      const before = readProcStatus(stack.apiPid);
      const peakReset = resetPeak(stack.apiPid);
      const cpuBefore = processCpuMs(stack.apiPid);
      const load = loadavg()[0];
      const started = performance.now();
      const response = await fetch(`${reportsUrl}/generate`, { method: 'POST', headers, body: JSON.stringify({ reportId: report.id, format, timeZone: 'America/Toronto' }) });
      let bytes = 0;
      for await (const chunk of response.body) bytes += chunk.length;
      const elapsedMs = performance.now() - started;
      const after = readProcStatus(stack.apiPid);
      const cpuMs = processCpuMs(stack.apiPid) - cpuBefore;
      return { format, status: response.status, ms: elapsedMs, cpuMs, loadAverage: load, bytes, rssBeforeMb: before.rssMb, peakMb: after.peakMb, peakReset, rows: Number(response.headers.get('x-report-rows')) };
    };
    const xlsx = [];
    const csv = [];
    for (let index = 0; index < REPORTS.runs; index += 1) {
      xlsx.push(await run('xlsx'));
      csv.push(await run('csv'));
    }
    const fairness = await measureFairness(api, jwt, run);
    const median = (list, key) => percentile(list.map((entry) => entry[key]), 0.5);
    return {
      database: databaseUrl ? 'postgresql' : 'pglite',
      server: serverFlavour === 'compiled' ? `compiled (node ${apiNodeArguments(true).join(' ')})` : `TypeScript through tsx (node ${apiNodeArguments(false).join(' ')})`,
      idleRssMb: idle.rssMb,
      note: `${REPORTS.submissions} submissions of a 20-field form (seeded by SQL in ${(seedMs / 1000).toFixed(1)} s), report of all 20 fields + the fixed columns (REPORT_GENERAL_COLUMNS); time = request to last byte; cpu = the server process's CPU time (all threads) during the run; peak = server VmHWM reset before each run (includes PGlite); load = 1-minute load average at the start`,
      submissions: seeded.count,
      xlsx: { runs: xlsx, medianMs: median(xlsx, 'ms'), medianCpuMs: median(xlsx, 'cpuMs'), maxPeakMb: Math.max(...xlsx.map((entry) => entry.peakMb)), bytes: xlsx[0]?.bytes },
      csv: { runs: csv, medianMs: median(csv, 'ms'), medianCpuMs: median(csv, 'cpuMs'), maxPeakMb: Math.max(...csv.map((entry) => entry.peakMb)), bytes: csv[0]?.bytes },
      bars: REPORTS.bars,
      fairness,
    };
  } finally {
    await stack?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Public submissions at FAIRNESS.rate (the load client, its own process) while the report is
 * generated FAIRNESS.runs times as CSV, then as XLSX (`run(format)` of measureReports). Each
 * submission is put with the generation it was sent during (by send time), or with none.
 */
async function measureFairness(api, jwt, run) {
  const { client } = await createLoadForm(api, jwt, FAIRNESS.fields);
  const generations = [];
  let generating = null;
  const load = await runLoadClient({ ...client, rate: FAIRNESS.rate, seconds: FAIRNESS.seconds, timeline: true }, ({ windowStart }) => {
    generating = (async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowStart - Date.now() + FAIRNESS.leadMs)));
      for (const format of ['csv', 'xlsx']) {
        for (let index = 0; index < FAIRNESS.runs; index += 1) {
          const from = Date.now();
          const result = await run(format);
          generations.push({ format, from, to: Date.now(), ms: result.ms, status: result.status, rows: result.rows });
        }
      }
    })();
  });
  await generating;
  const during = (format) => load.timeline.filter(([sent]) => generations.some((entry) => entry.format === format && sent >= entry.from && sent < entry.to)).map(([, latency]) => latency);
  const outside = load.timeline.filter(([sent]) => !generations.some((entry) => sent >= entry.from && sent < entry.to)).map(([, latency]) => latency);
  const summary = (latencies) => ({ count: latencies.length, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), maxMs: latencies.length ? Math.max(...latencies) : null });
  const lastEnd = Math.max(...generations.map((entry) => entry.to));
  const windowEnd = Math.max(...load.timeline.map(([sent]) => sent));
  const failures = load.errors + load.timeouts + Object.values(load.non2xx).reduce((sum, n) => sum + n, 0);
  return {
    rate: FAIRNESS.rate,
    generations,
    csv: summary(during('csv')),
    xlsx: summary(during('xlsx')),
    outside: summary(outside),
    failures,
    // A generation that ended after the last counted submission was not fully covered by the load.
    covered: lastEnd <= windowEnd,
    barP99Ms: FAIRNESS.barP99Ms,
  };
}

function printFairness(fairness) {
  const times = (format) => fairness.generations.filter((entry) => entry.format === format).map((entry) => ms(entry.ms)).join(', ');
  const line = (label, entry) => `  ${label.padEnd(48)} p50 ${ms(entry.p50Ms)}, p99 ${ms(entry.p99Ms).padStart(9)}, max ${ms(entry.maxMs)} (${entry.count})`;
  const within = (entry) => entry.count > 0 && entry.p99Ms <= fairness.barP99Ms;
  console.log(`  Fairness: public submissions at ${fairness.rate} req/s while the report is generated (${fairness.failures} errors${fairness.covered ? '' : '; the last generation outlived the load window'})`);
  console.log(`${line('  submissions sent during the CSVs', fairness.csv)}  bar p99 ≤ ${fairness.barP99Ms} ms  ${verdict(within(fairness.csv))}  (CSV ${times('csv')})`);
  console.log(`${line('  submissions sent during the XLSXs', fairness.xlsx)}  bar p99 ≤ ${fairness.barP99Ms} ms  ${verdict(within(fairness.xlsx))}  (XLSX ${times('xlsx')})`);
  console.log(line('  submissions sent with no generation running', fairness.outside));
}

function printReports(reports) {
  const { bars } = reports;
  console.log(`\nReports (issue 12; bars of ARCHITECTURE.md; database ${reports.database}; server ${reports.server}, RSS ${reports.idleRssMb.toFixed(0)} MB once healthy and signed in)`);
  console.log(`  ${reports.submissions} submissions → XLSX, median of ${reports.xlsx.runs.length}      ${ms(reports.xlsx.medianMs).padStart(10)}  bar ≤ ${bars.xlsxMs} ms  ${verdict(reports.xlsx.medianMs <= bars.xlsxMs)}  (${(reports.xlsx.bytes / 1e6).toFixed(1)} MB file; server CPU ${ms(reports.xlsx.medianCpuMs)}; load average ${reports.xlsx.runs.map((entry) => entry.loadAverage.toFixed(1)).join('/')})`);
  console.log(`  XLSX: server peak memory (VmHWM)                  ${`${reports.xlsx.maxPeakMb.toFixed(0)} MB`.padStart(10)}  bar ≤ ${bars.xlsxPeakMb} MB  ${verdict(reports.xlsx.maxPeakMb <= bars.xlsxPeakMb)}  (RSS before ${reports.xlsx.runs.map((entry) => entry.rssBeforeMb.toFixed(0)).join('/')} MB)`);
  console.log(`  ${reports.submissions} submissions → CSV, median of ${reports.csv.runs.length}       ${ms(reports.csv.medianMs).padStart(10)}  bar ≤ ${bars.csvMs} ms  ${verdict(reports.csv.medianMs <= bars.csvMs)}  (peak ${reports.csv.maxPeakMb.toFixed(0)} MB; server CPU ${ms(reports.csv.medianCpuMs)}; load average ${reports.csv.runs.map((entry) => entry.loadAverage.toFixed(1)).join('/')})`);
  printFairness(reports.fairness);
}

export default {
  name: 'reports',
  needs: {},
  file: 'bench-reports.json',
  // FO_BENCH_REPORTS_DATABASE_URL (else DATABASE_URL) runs this section on a new database of that PostgreSQL server
  // instead of PGlite: then the server process holds no database, and its peak memory is the generation's own.
  run: async () => ({ reports: await withFreshDatabase(process.env.FO_BENCH_REPORTS_DATABASE_URL || process.env.DATABASE_URL, 'reports', measureReports) }),
  // The section's file holds the report figures themselves.
  fileContent: ({ reports }) => reports,
  print: ({ reports }) => printReports(reports),
};
