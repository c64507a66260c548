// `npm test`: type-check, lint, jest (every project in one run), then Playwright end-to-end.
// Every step runs even when an earlier one failed, so one run reports everything. The last line
// printed is the plain `N passed, N failed[, N skipped]` summary that CI reads; a failed static
// step (type-check, lint) or a step that could not run counts as one failed test.
//
// Options: --skip-e2e (quick local runs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const skipE2e = process.argv.includes('--skip-e2e');
const work = mkdtempSync(join(tmpdir(), 'fo-test-'));

const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

function banner(title) {
  console.log(`\n=== ${title} ===`);
}

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function staticStep(name, command, args) {
  banner(name);
  const status = run(command, args);
  if (status === 0) {
    steps.push(`${name}: ok`);
  } else {
    totals.failed += 1;
    steps.push(`${name}: FAILED`);
  }
}

function jestStep() {
  banner('unit, component and server tests (jest)');
  const output = join(work, 'jest.json');
  const status = run(bin('jest'), ['--json', `--outputFile=${output}`]);
  const report = readJson(output);
  if (!report) {
    totals.failed += 1;
    steps.push(`jest: FAILED (no report, exit ${status})`);
    return;
  }
  // A suite that fails to load has no tests, so it would be invisible in the test counts.
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + brokenSuites;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const broken = brokenSuites ? ` (${brokenSuites} suites failed to run)` : '';
  steps.push(`jest: ${passed} passed, ${failed} failed${broken}${skipped ? `, ${skipped} skipped` : ''}`);
  if (status !== 0 && failed === 0) {
    totals.failed += 1;
    steps.push(`jest: exit ${status} without a failed test`);
  }
}

function e2eStep() {
  banner('end-to-end tests (Playwright, Chromium)');
  const chromium = ensureChromium();
  if (!chromium) {
    totals.failed += 1;
    steps.push('e2e: FAILED (no Chromium)');
    return;
  }
  const output = join(work, 'playwright.json');
  const status = run(
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  );
  const report = readJson(output);
  const stats = report?.stats;
  if (!stats) {
    totals.failed += 1;
    steps.push(`e2e: FAILED (no report, exit ${status})`);
    return;
  }
  // A flaky test passed on a retry; retries are 0, so this stays 0 unless someone changes it.
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = stats.unexpected ?? 0;
  const skipped = stats.skipped ?? 0;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  steps.push(`e2e: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  // Global setup errors (build, stack start) fail the run without failing any single test.
  if (status !== 0 && failed === 0) {
    totals.failed += 1;
    steps.push(`e2e: exit ${status} without a failed test (setup error?)`);
  }
}

staticStep('typecheck', process.execPath, [join(root, 'scripts', 'typecheck.mjs')]);
staticStep('lint', bin('eslint'), ['--max-warnings', '0', '.']);
jestStep();
if (skipE2e) steps.push('e2e: skipped (--skip-e2e)');
else e2eStep();

rmSync(work, { recursive: true, force: true });

banner('summary');
for (const line of steps) console.log(`  ${line}`);
const skippedPart = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skippedPart}`);
process.exit(totals.failed > 0 ? 1 : 0);
