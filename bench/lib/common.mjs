// What every bench section shares: where the repository is, the ports, the sample accounts and
// forms it measures, and the formatting of its tables.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './percentile.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// FO_E2E_PORT_OFFSET moves the ports, as for the e2e suite, so several checkouts can run at once.
const PORT_OFFSET = Number(process.env.FO_E2E_PORT_OFFSET ?? 0) || 0;
export const PORT_BASE = 5300 + PORT_OFFSET;
export const API_PORT = 5030 + PORT_OFFSET;
export const ADMIN = { email: 'admin@frontoffice.test', password: 'admin1234' };
export const ORGANIZATION = 'Club Aquatique Laval';

/** Issue 4's bars (ARCHITECTURE.md) and the SurveyJS / Form.io figures they are compared with. */
export const PUBLIC_FORM = {
  /** An Active sample form without a limit (server/README.md "Sample forms"). */
  formId: '40000000-0000-4000-8000-000000000002',
  organizationId: '10000000-0000-4000-8000-000000000002',
  contactTemplateId: '30000000-0000-4000-8000-000000000002',
  gzipBudget: 200 * 1024,
  surveyJsGzip: 425 * 1024,
  formIoGzip: 423 * 1024,
};

/** The 1,000-field / 300-rule form (bench/fixtures/large-form.ts): what is measured and its bars. */
export const LARGE_FORM = {
  /** LARGE_FORM_TOGGLE_FIELD_ID of bench/fixtures/large-form.ts, as the renderer's input id. */
  toggleInputId: 'fo-field-0',
  loads: 5,
  clicks: 30,
  keystrokes: 50,
  engineChanges: 200,
  bars: { firstRenderMs: 1000, clickP95Ms: 100, keystrokeP95Ms: 20, engineP95Ms: 16 },
  surveyJs: { firstRenderMs: 3123, clickP95Ms: 789, keystrokeP95Ms: 40.6 },
};

/** Issue 8: a paid sample form (Swim club season). */
export const PAID_FORM = { formId: '40000000-0000-4000-8000-000000000020', organizationId: '10000000-0000-4000-8000-000000000002', firstRenderBudget: 100 * 1024, posts: 100 };

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
export const verdict = (ok) => (ok ? 'ok' : 'OVER');

export function summarize(values) {
  return { samples: values.length, median: percentile(values, 0.5), p95: percentile(values, 0.95), max: values.length ? Math.max(...values) : null };
}

/** Writes bench-results/<file> (pretty JSON). */
export function writeResults(file, value) {
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results', file), `${JSON.stringify(value, null, 2)}\n`);
}

/** Runs a measuring script of server/scripts through tsx in a process of its own: answers the JSON of its last line. */
export function runServerScript(script, what) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'scripts', script)], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`bench: the ${what} measurement failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}
