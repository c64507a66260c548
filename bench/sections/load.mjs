// Section "load" (issue 7 §6): public submissions under load, from autocannon at 100, 250, 500, 600, 700 and 800
// requests a second (in a child process, bench/lib/load-client.mjs), on an API server of its own:
// PostgreSQL when DATABASE_URL is set, else PGlite. Needs no build of the apps.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiNodeArguments, startStack } from '../../build/stack.mjs';
import { signInAdmin } from '../lib/api.mjs';
import { API_PORT, PORT_BASE, ms } from '../lib/common.mjs';
import { databaseEnv, withFreshDatabase } from '../lib/fresh-database.mjs';
import { createLoadForm, runLoadClient } from '../lib/load-form.mjs';
import { buildServer, processCpuMs } from '../lib/process.mjs';

/** Issue 7 §6: submissions on a 10-field form at fixed rates; bar p99 ≤ 50 ms at 500 req/s on 2 cores. */
export const LOAD_RUN = {
  fields: 10,
  /** The bar's rate, then on to find the knee: the highest rate still within the bar's p99 without errors. */
  rates: (process.env.FO_BENCH_LOAD_RATES ?? '100,250,500,600,700,800').split(',').map(Number),
  durationSeconds: Number(process.env.FO_BENCH_LOAD_SECONDS ?? 20),
  /** Not counted: the API's first calls compile its code, open its pool and prepare its statements. */
  warmup: { rate: 100, seconds: 5 },
  barP99Ms: 50,
  barRate: 500,
};

/**
 * Issue 7: the public submission under load, from autocannon at 100, 250, 500, 600, 700 and 800 requests a
 * second for 20 s each, on an API server of its own: PostgreSQL when DATABASE_URL is set, else
 * PGlite; sample mode with no delay, the per-address submission limit off (every request comes
 * from 127.0.0.1) and the log at `warn` (no line per request). autocannon runs in a child process
 * (bench/lib/load-client.mjs), after a warm-up that is not counted (LOAD_RUN.warmup). Latencies
 * are each response's time as autocannon measured it; the API's CPU time per answer comes from
 * /proc, with the load average around each run (the machine may not be idle).
 */
async function measureLoad(dataDir, databaseUrl) {
  const database = databaseUrl ? 'postgresql' : 'pglite';
  // The compiled server, as production runs it (as the report section does); FO_BENCH_LOAD_SERVER=tsx
  // runs the TypeScript through tsx instead (as `npm start` and the e2e stacks do).
  const compiledApi = process.env.FO_BENCH_LOAD_SERVER !== 'tsx';
  if (compiledApi) buildServer();
  const stack = await startStack({
    compiledApi,
    portBase: PORT_BASE + 20,
    apiPort: API_PORT + 1,
    dataDir,
    delayMs: 0,
    sampleMode: true,
    apps: false,
    env: { FO_SUBMISSION_RATE_LIMIT: '0', FO_LOG_LEVEL: 'warn', ...databaseEnv(databaseUrl) },
    log: () => {},
  });
  try {
    const api = new URL(stack.urls.api);
    const { jwt } = await signInAdmin(api);
    const { client } = await createLoadForm(api, jwt, LOAD_RUN.fields);
    const warmup = await runLoadClient({ ...client, rate: LOAD_RUN.warmup.rate, seconds: LOAD_RUN.warmup.seconds });
    const runs = [];
    for (const rate of LOAD_RUN.rates) {
      const loadBefore = loadavg()[0];
      const cpuBefore = processCpuMs(stack.apiPid);
      const run = await runLoadClient({ ...client, rate, seconds: LOAD_RUN.durationSeconds });
      const cpuAfter = processCpuMs(stack.apiPid);
      const apiCpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      runs.push({
        ...run,
        apiCpuMsPerAnswer: apiCpuMs === null || run.answers === 0 ? null : apiCpuMs / run.answers,
        clientCpuMsPerAnswer: run.answers === 0 ? null : run.clientCpuMs / run.answers,
        loadAverage: { before: loadBefore, after: loadavg()[0], cores: cpus().length },
      });
    }
    const atBar = runs.find((entry) => entry.targetRate === LOAD_RUN.barRate);
    const within = (entry) => entry.p99Ms !== null && entry.p99Ms <= LOAD_RUN.barP99Ms && entry.errors === 0 && entry.timeouts === 0 && Object.keys(entry.non2xx).length === 0;
    // The knee: the highest rate of the run still within the bar's p99, every lower rate within it too.
    const firstOver = runs.findIndex((entry) => !within(entry));
    const knee = { withinUpTo: firstOver === 0 ? null : runs[(firstOver === -1 ? runs.length : firstOver) - 1].targetRate, firstOver: firstOver === -1 ? null : runs[firstOver].targetRate };
    return {
      note: `POST /organizations/:orgId/forms/:formId, ${LOAD_RUN.fields} required Text fields answered, ${LOAD_RUN.durationSeconds} s per rate after ${LOAD_RUN.warmup.seconds} s at ${LOAD_RUN.warmup.rate} req/s not counted, autocannon in its own process, one request every 1000 / rate ms (one connection per request slot), answers counted for the requests sent in the steady ${LOAD_RUN.durationSeconds} s window (the client's 1.5 s ramp before it and 1.5 s before its teardown not counted); API on ${database} (${compiledApi ? `compiled: node ${apiNodeArguments(true).join(' ')}` : 'TypeScript through tsx'}), sample mode, no delay, submission rate limit off, log level warn`,
      database,
      warmup: { requests: warmup.requests, errors: warmup.errors + warmup.timeouts + Object.values(warmup.non2xx).reduce((sum, n) => sum + n, 0) },
      runs,
      barP99Ms: LOAD_RUN.barP99Ms,
      withinBar: atBar ? within(atBar) : false,
      knee,
    };
  } finally {
    await stack.close();
  }
}

function printLoadRun(load) {
  console.log(`\nLoad run (issue 7; ${load.note})`);
  for (const entry of load.runs) {
    const failures = entry.errors + entry.timeouts + Object.values(entry.non2xx).reduce((sum, n) => sum + n, 0);
    const cpu = entry.apiCpuMsPerAnswer === null ? 'n/a' : `${entry.apiCpuMsPerAnswer.toFixed(2)} ms`;
    const { before, after, cores } = entry.loadAverage;
    console.log(`  ${String(entry.targetRate).padStart(3)} req/s (got ${entry.achievedRate.toFixed(0)}): p50 ${ms(entry.p50Ms)}, p95 ${ms(entry.p95Ms)}, p99 ${ms(entry.p99Ms)}, max ${ms(entry.maxMs)}; ${entry.requests} answers, ${failures} errors${failures ? ` ${JSON.stringify({ errors: entry.errors, timeouts: entry.timeouts, ...entry.non2xx })}` : ''}`);
    const clientDelay = entry.clientLoopDelayMaxMs == null ? '' : `, client event-loop delay p99 ${ms(entry.clientLoopDelayP99Ms)} / max ${ms(entry.clientLoopDelayMaxMs)}`;
    console.log(`      API CPU ${cpu} per answer, client ${entry.clientCpuMsPerAnswer?.toFixed(2) ?? 'n/a'} ms${clientDelay}; load average ${before.toFixed(2)} → ${after.toFixed(2)} on ${cores} cores`);
  }
  console.log(`  bar: p99 ≤ ${LOAD_RUN.barP99Ms} ms at ${LOAD_RUN.barRate} req/s without errors  ${load.withinBar ? 'ok' : 'OVER'}`);
  const { withinUpTo, firstOver } = load.knee;
  console.log(`  knee: p99 ≤ ${LOAD_RUN.barP99Ms} ms without errors up to ${withinUpTo ?? 'none'} req/s${firstOver === null ? ' (every rate of the run)' : `, over from ${firstOver} req/s`}`);
}

/** The load run on a fresh database: a new one on DATABASE_URL's server (lib/fresh-database.mjs), else PGlite in a new data directory. */
async function runLoad() {
  const loadDir = mkdtempSync(join(tmpdir(), 'fo-bench-load-'));
  try {
    return { loadRun: await withFreshDatabase(process.env.DATABASE_URL, 'load', (databaseUrl) => measureLoad(loadDir, databaseUrl)) };
  } finally {
    rmSync(loadDir, { recursive: true, force: true });
  }
}

export default {
  name: 'load',
  needs: {},
  file: 'load.json',
  run: runLoad,
  print: ({ loadRun }) => printLoadRun(loadRun),
};
