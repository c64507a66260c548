// Section "dashboard": GET /api/organizations/:orgId/dashboard for an organization holding 100,000
// submissions (server/scripts/dashboard-bench.ts, through tsx, in a process of its own: seeds a
// fresh schema by SQL, generate_series, then times the call over HTTP). PostgreSQL at
// FO_BENCH_DASHBOARD_DATABASE_URL (else DATABASE_URL), else PGlite in memory (the figure the bar
// is about is PostgreSQL's). Needs neither a build nor the stack.
import { loadavg } from 'node:os';
import { ms, runServerScript, verdict } from '../lib/common.mjs';

/** The bar: p95 of the call over a year of 100,000 submissions on PostgreSQL. */
const BAR_P95_MS = 100;

function measureDashboard() {
  const measured = runServerScript('dashboard-bench.ts', 'dashboard');
  return {
    dashboard: {
      note: 'one API instance; an organization with the given submissions (20 answers each, a card payment of one charge, every 20th failed, every 25th refunded, every 10th partly refunded, a quarter with two planned installments) over the last 365 days, tables vacuumed after seeding; time = request sent to JSON parsed, after 5 warm-up calls; cpuPerCallMs = CPU of the API process (with its client) and of the PostgreSQL backends of its pool per measured call, which the load of the machine does not change; loadAverage at the end; "year" sums every submission, "month" the last 30 days',
      ...measured,
      loadAverage: loadavg().map((load) => load.toFixed(1)).join(' '),
      barP95Ms: BAR_P95_MS,
      withinBar: measured.database === 'postgresql' && measured.year.p95Ms <= BAR_P95_MS,
    },
  };
}

function printDashboard({ dashboard }) {
  console.log(`\nDashboard (${dashboard.database}; ${dashboard.seeded} submissions seeded in ${dashboard.seedSeconds.toFixed(1)} s)`);
  for (const name of ['year', 'month']) {
    const run = dashboard[name];
    console.log(`  ${name.padEnd(5)} ${run.from} → ${run.to}, ${String(run.submissions).padStart(6)} submissions   median ${ms(run.medianMs).padStart(10)}  p95 ${ms(run.p95Ms).padStart(10)}${name === 'year' ? `  bar ≤ ${dashboard.barP95Ms} ms  ${verdict(dashboard.withinBar)}` : ''}`);
    const cpu = run.cpuPerCallMs;
    console.log(`        CPU per call: API process ${ms(cpu.api)}${cpu.postgresql === null ? '' : `, PostgreSQL ${ms(cpu.postgresql)}`} (load average ${dashboard.loadAverage})`);
  }
}

export default {
  name: 'dashboard',
  needs: {},
  file: 'bench-dashboard.json',
  run: async () => measureDashboard(),
  print: printDashboard,
};
