// `npm run bench`: every section in turn (bench/sections/), written together to
// bench-results/bench.json, with a table per section against the bars of ARCHITECTURE.md.
// FO_BENCH_ONLY=<section>[,<section>…] runs only those, each written to its own file
// (bench-results/<its file>). FO_BENCH_SKIP_BUILD=1 measures the dist folders already built.
// A measurement, not a test: nothing here asserts timings.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../build/stack.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { API_PORT, LARGE_FORM, PORT_BASE, ROOT, writeResults } from './lib/common.mjs';
import dashboard from './sections/dashboard.mjs';
import designer from './sections/designer.mjs';
import engine from './sections/engine.mjs';
import installments from './sections/installments.mjs';
import load, { LOAD_RUN } from './sections/load.mjs';
import mail from './sections/mail.mjs';
import publicForm from './sections/public-form.mjs';
import reports from './sections/reports.mjs';
import rush from './sections/rush.mjs';
import submissions from './sections/submissions.mjs';
import weight from './sections/weight.mjs';

/**
 * In the order of a full run. A section: `needs` (apps: the apps built and served by the stack;
 * api: the stack's API; browser: Chromium), `run(context)` → its figures, `print(figures)`, and
 * `file` (with `fileContent(figures)` when that file holds a part of them) for a run of it alone.
 */
const SECTIONS = [weight, publicForm, engine, submissions, mail, installments, reports, dashboard, designer, load, rush];

/** The bars of bench.json that read the figures of several sections. */
function addBars(results) {
  const { bars } = results;
  if (results.publicForm) bars.publicFormFirstRender = { gzipBytes: results.publicForm.gzipBytes, budgetBytes: results.publicForm.budgetBytes, withinBudget: results.publicForm.withinBudget };
  if (results.largeForm && results.rulesEngine) {
    bars.largeForm = {
      firstRenderMs: results.largeForm.firstRender.median,
      clickP95Ms: results.largeForm.toggle100Fields.p95,
      keystrokeP95Ms: results.largeForm.keystroke.p95,
      rulesEngineP95Ms: results.rulesEngine.update.p95,
      bars: LARGE_FORM.bars,
      surveyJs: LARGE_FORM.surveyJs,
    };
  }
  if (results.submissionLimit) bars.submissionLimitExact = results.submissionLimit.exactEveryRun;
  if (results.reports) bars.reports = { xlsxMs: results.reports.xlsx.medianMs, xlsxPeakMb: results.reports.xlsx.maxPeakMb, csvMs: results.reports.csv.medianMs, bars: results.reports.bars };
  if (results.pricing) bars.pricingP95Ms = { p95Ms: results.pricing.p95Ms, barMs: results.pricing.barMs, withinBar: results.pricing.withinBar };
  if (results.mail) bars.mail = { submissionToDeliveredMedianMs: results.mail.submissionToDelivered.median, submissionToDeliveredP95Ms: results.mail.submissionToDelivered.p95, messagesPerSecond: results.mail.messagesPerSecond };
  if (results.installments) {
    const run = results.installments;
    bars.installments = { oneInstanceSeconds: run.one.seconds, chargesPerSecond: run.one.chargesPerSecond, barSeconds: run.barSeconds, withinBar: run.withinBar, exactlyOnce: run.oneExactlyOnce, killExactlyOnce: run.killExactlyOnce };
  }
  if (results.dashboard) bars.dashboardP95Ms = { p95Ms: results.dashboard.year.p95Ms, barMs: results.dashboard.barP95Ms, withinBar: results.dashboard.withinBar };
  if (results.designer) bars.designer = { openMs: results.designer.open.median, keystrokeP95Ms: results.designer.keystroke.typing.p95, keystrokeHeldP95Ms: results.designer.keystroke.held.p95, dragLongestTaskMs: results.designer.drag.longestTaskMs, dragLongTasks: results.designer.drag.longTasks };
  if (results.loadRun) {
    const atBar = results.loadRun.runs.find((entry) => entry.targetRate === LOAD_RUN.barRate);
    bars.loadRunP99 = { p99Ms: atBar?.p99Ms ?? null, barMs: LOAD_RUN.barP99Ms, withinBar: results.loadRun.withinBar };
  }
}

function selectedSections() {
  const only = process.env.FO_BENCH_ONLY;
  if (!only) return SECTIONS;
  const names = only.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (unknown.length) throw new Error(`bench: no section ${unknown.join(', ')}; the sections are ${SECTIONS.map((section) => section.name).join(', ')}`);
  return SECTIONS.filter((section) => names.includes(section.name));
}

/** What the selected sections need, started once and shared: the build, the stack, Chromium. */
async function openContext(sections) {
  const needs = (key) => sections.some((section) => section.needs[key]);
  const apps = needs('apps');
  if (apps && process.env.FO_BENCH_SKIP_BUILD !== '1') {
    console.log('bench: building…');
    const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('bench: the build failed');
  }
  const context = { stack: null, browser: null };
  let dataDir = null;
  if (apps || needs('api')) {
    dataDir = mkdtempSync(join(tmpdir(), 'fo-bench-'));
    // The stack's log explains a failure; the bench's tables stay readable without it.
    context.stack = await startStack({ portBase: PORT_BASE, apiPort: API_PORT, dataDir, delayMs: 0, sampleMode: true, apps, log: () => undefined });
  }
  if (needs('browser')) context.browser = await launchBrowser();
  context.close = async () => {
    await context.browser?.close();
    await context.stack?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return context;
}

async function main() {
  const sections = selectedSections();
  const alone = Boolean(process.env.FO_BENCH_ONLY);
  const context = await openContext(sections);
  const figures = new Map();
  try {
    for (const section of sections) {
      console.log(`bench: ${section.name}…`);
      const value = await section.run(context);
      figures.set(section, value);
      if (alone) writeResults(section.file, section.fileContent ? section.fileContent(value) : { measuredAt: new Date().toISOString(), ...value });
      // Printed as soon as measured: a later section that fails leaves these figures on screen.
      section.print(value);
    }
  } finally {
    await context.close();
  }
  if (alone) {
    console.log(`\nbench: wrote ${sections.map((section) => `bench-results/${section.file}`).join(', ')}`);
    return;
  }
  const results = Object.assign({}, ...figures.values());
  addBars(results);
  writeResults('bench.json', results);
  console.log('\nbench: wrote bench-results/bench.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
