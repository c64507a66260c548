// `npm run bench`: builds, starts the stack (no API delay, fresh data directory), drives Debian's
// Chromium through sign-in, the organization chooser and every area of the route table, and
// records the JavaScript each step downloads (gzip bytes) and how many copies of each federation
// singleton were downloaded and loaded. Writes bench-results/bench.json and prints a table
// against the bars of ARCHITECTURE.md. Then, for the public form (issue 4): the gzip JS of its
// first render, the 1,000-field / 300-rule form's first paint, 100-field toggle and keystrokes in
// Chromium, the rules engine alone in Node, and 200 concurrent submissions against a limit of 50.
// Then (issue 7) a load run: public submissions at 100, 250 and 500 req/s for 20 s each with
// autocannon (in a child process, scripts/bench-load-client.mjs), on PostgreSQL when DATABASE_URL is
// set, else PGlite (FO_BENCH_ONLY=load runs only it, without a build).
// Issue 12: a report of 100,000 submissions to XLSX and CSV, timed with the server's peak memory
// (FO_BENCH_ONLY=reports runs only it; FO_BENCH_REPORTS_DATABASE_URL runs it on PostgreSQL).
// A measurement, not a test: nothing here asserts timings.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { apiNodeArguments, startStack } from '../build/stack.mjs';
import { percentile } from './bench-percentile.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// FO_E2E_PORT_OFFSET moves the ports, as for the e2e suite, so several checkouts can run at once.
const PORT_OFFSET = Number(process.env.FO_E2E_PORT_OFFSET ?? 0) || 0;
const PORT_BASE = 5300 + PORT_OFFSET;
const API_PORT = 5030 + PORT_OFFSET;
const ADMIN = { email: 'admin@frontoffice.test', password: 'admin1234' };
const ORGANIZATION = 'Club Aquatique Laval';
const FORMS_LIST_BUDGET = 300 * 1024;
/** ARCHITECTURE.md: the login page's JavaScript (gzip) and every request it makes. */
const LOGIN_BUDGET = { gzipBytes: 150 * 1024, requests: 20 };
/** Issue 4's bars (ARCHITECTURE.md) and the SurveyJS / Form.io figures they are compared with. */
const PUBLIC_FORM = {
  /** An Active sample form without a limit (server/README.md "Sample forms"). */
  formId: '40000000-0000-4000-8000-000000000002',
  organizationId: '10000000-0000-4000-8000-000000000002',
  contactTemplateId: '30000000-0000-4000-8000-000000000002',
  gzipBudget: 200 * 1024,
  surveyJsGzip: 425 * 1024,
  formIoGzip: 423 * 1024,
};
const LARGE_FORM = {
  path: '/public/bench/large-form',
  /** LARGE_FORM_TOGGLE_FIELD_ID of shared/src/core/form/bench-fixture.ts, as the renderer's input id. */
  toggleInputId: 'fo-field-0',
  loads: 5,
  clicks: 30,
  keystrokes: 50,
  engineChanges: 200,
  bars: { firstRenderMs: 1000, clickP95Ms: 100, keystrokeP95Ms: 20, engineP95Ms: 16 },
  surveyJs: { firstRenderMs: 3123, clickP95Ms: 789, keystrokeP95Ms: 40.6 },
};
const LIMIT_RACE = { limit: 50, concurrent: 200, runs: 10 };
/** Issue 7 §6: submissions on a 10-field form at fixed rates; bar p99 ≤ 50 ms at 500 req/s on 2 cores. */
const LOAD_RUN = {
  fields: 10,
  rates: [100, 250, 500],
  durationSeconds: Number(process.env.FO_BENCH_LOAD_SECONDS ?? 20),
  /** Not counted: the API's first calls compile its code, open its pool and prepare its statements. */
  warmup: { rate: 100, seconds: 5 },
  barP99Ms: 50,
  barRate: 500,
};
/**
 * Routes of docs/integration.md's table opened after the forms list, in menu order. The form id
 * is a real one from the forms list when it shows one; the other ids are placeholders, since the
 * code an area downloads does not depend on whether the record exists.
 */
const areas = (formId) => {
  const ID = { form: formId, submission: 'bench-submission', report: 'bench-report' };
  return [
    '/dashboard',
    `/registrations/submissions/${ID.form}`,
    `/registrations/submissions/${ID.form}/${ID.submission}`,
    '/registrations/admin/create-new-form',
    `/registrations/admin/edit-form/${ID.form}`,
    `/registrations/preview/${ID.form}`,
    '/reports',
    `/reports/${ID.form}`,
    `/reports/${ID.form}/create`,
    `/reports/${ID.form}/${ID.report}`,
    '/payment-accounts',
    '/organization',
    '/settings/payment-options',
    '/organization-selection',
    '/registrations',
  ];
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return /javascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
}

/** Collects every JS response of the page; `take()` returns those since the previous call. */
function recordJavaScript(page) {
  const all = new Map();
  let pending = [];
  let mark = 0;
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => {
          if (all.has(response.url())) return;
          all.set(response.url(), { url: response.url(), raw: body.length, gzip: gzipSync(body).length, body: body.toString('utf8'), order: all.size });
        },
        () => undefined,
      ),
    );
  });
  return {
    all,
    async settle() {
      await Promise.all(pending);
      pending = [];
    },
    async take() {
      await this.settle();
      const files = [...all.values()].filter((file) => file.order >= mark);
      mark = all.size;
      return files;
    },
  };
}

/**
 * Resolves once the page has had no request in flight for `quietMs`. A lazy area starts its
 * downloads only after React renders the new route, so "network idle" right after a
 * navigation would attribute its files to the next step.
 */
function trackNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async function quiet(quietMs = 800, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    while (Date.now() < deadline) {
      if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** Client-side navigation, as a menu link does: the page (and its federation state) stays. */
async function navigate(page, quiet, path) {
  await page.evaluate((target) => {
    globalThis.history.pushState({}, '', target);
    globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
  }, path);
  await quiet();
}

/**
 * Which federation provider of each shared package every app loaded, read from the runtime's
 * share scope: one loaded provider per package is one copy in memory.
 */
async function loadedSingletons(page) {
  return page.evaluate(() => {
    const federation = globalThis.__FEDERATION__;
    const result = {};
    const scopes = federation?.__SHARE__ ?? {};
    for (const instance of Object.values(scopes)) {
      for (const scope of Object.values(instance ?? {})) {
        for (const [pkg, versions] of Object.entries(scope ?? {})) {
          for (const [version, entry] of Object.entries(versions ?? {})) {
            if (!entry || !(entry.loaded || entry.lib)) continue;
            const key = `${entry.from ?? '?'}@${version}`;
            result[pkg] = [...new Set([...(result[pkg] ?? []), key])];
          }
        }
      }
    }
    return result;
  });
}

// Production chunks carry numeric module ids, not package paths. Each app's entry script
// (the shell's main.js, a remote's remoteEntry.js) registers its shared modules as
// `s("react-dom","19.3.1",()=>…then(()=>()=>y(8325)))`, naming the module id that implements the
// package; ids are deterministic (hashed from the module path) but short, so an id is only
// meaningful inside the build (origin) that registered it.
const REGISTRATION = /\b\w\("([^"]+)","([^"]+)",\(\)=>(?:Promise\.all\(\[[^\]]*\]\)|\w\.e\(\d+\))\.then\(\(\)=>\(\)=>\w\((\d+)\)\)\)/g;

/**
 * Shared package name → module ids implementing it, per origin (one app's build), read from the
 * downloaded entry scripts. Module ids are unique within one build only: the same number can name
 * an unrelated module in another app's chunks, so ids are only compared within their own origin.
 */
function sharedModuleIds(files) {
  const ids = new Map();
  for (const file of files) {
    const origin = new URL(file.url).origin;
    for (const [, name, , id] of file.body.matchAll(REGISTRATION)) {
      const byOrigin = ids.get(name) ?? new Map();
      byOrigin.set(origin, new Set([...(byOrigin.get(origin) ?? []), id]));
      ids.set(name, byOrigin);
    }
  }
  return ids;
}

/** Whether a chunk's module table defines the module (`,8325(e,t,r){` or `,8325:(…)=>`). */
function definesModule(body, id) {
  // Not `252:"hash"`: chunk-to-file maps in the runtime use the same numbers as keys.
  return new RegExp(`[{,]${id}(?:\\(\\w*(?:,\\w+)*\\)\\{|:\\s*(?:function\\b|\\(?\\w*(?:,\\w+)*\\)?\\s*=>))`).test(body);
}

/**
 * Downloaded copies of each shared package: every downloaded file that defines the module id its
 * own app registered for that package.
 */
function downloadedCopies(files) {
  const copies = {};
  for (const [name, byOrigin] of sharedModuleIds(files)) {
    copies[name] = files
      .filter((file) => [...(byOrigin.get(new URL(file.url).origin) ?? [])].some((id) => definesModule(file.body, id)))
      .map((file) => file.url);
  }
  return copies;
}

const ms = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);

function summarize(values) {
  return { samples: values.length, median: percentile(values, 0.5), p95: percentile(values, 0.95), max: values.length ? Math.max(...values) : null };
}

/** The origin of mfe-forms' public entry in the running stack (publicFormUrl of config.json). */
function formsOriginOf(stack) {
  return new URL(stack.config.publicFormUrl ?? stack.urls.remotes.forms).origin;
}

/** (a) gzip JS a visitor downloads for the public form's first render, in a cold context. */
async function measurePublicFormWeight(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`public form page error: ${error.message}`));
    const recorder = recordJavaScript(page);
    const quiet = trackNetwork(page);
    await page.goto(`${origin}/public/registrations/${PUBLIC_FORM.formId}`);
    await page.getByLabel('First name').waitFor();
    await quiet();
    const files = await recorder.take();
    const gzipBytes = files.reduce((sum, file) => sum + file.gzip, 0);
    return {
      url: `/public/registrations/${PUBLIC_FORM.formId}`,
      gzipBytes,
      rawBytes: files.reduce((sum, file) => sum + file.raw, 0),
      budgetBytes: PUBLIC_FORM.gzipBudget,
      withinBudget: gzipBytes <= PUBLIC_FORM.gzipBudget,
      surveyJsGzipBytes: PUBLIC_FORM.surveyJsGzip,
      formIoGzipBytes: PUBLIC_FORM.formIoGzip,
      files: files.map((file) => ({ url: file.url, gzipBytes: file.gzip })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Installed before the page's own scripts. "Painted" = the frame after the change: a
 * requestAnimationFrame callback runs just before the browser paints, and a message posted from
 * it is delivered right after that paint (a double rAF would add up to one more frame).
 * Interactions are timed from the trusted event's own timeStamp (same clock as performance.now()).
 */
function largeFormProbe({ toggleInputId }) {
  const afterPaint = (callback) =>
    globalThis.requestAnimationFrame(() => {
      const channel = new globalThis.MessageChannel();
      channel.port1.onmessage = () => callback(globalThis.performance.now());
      channel.port2.postMessage(null);
    });
  const probe = { firstRender: {}, clicks: [], keystrokes: [], textInputId: null, keyStart: null };
  globalThis.__FO_BENCH_LARGE_FORM__ = probe;
  const observer = new globalThis.MutationObserver(() => {
    const root = globalThis.document.querySelector('[data-testid="large-form-bench"]');
    const fields = root ? root.querySelectorAll('.fo-field').length : 0;
    if (fields < 100) return;
    observer.disconnect();
    probe.firstRender.inDomMs = globalThis.performance.now();
    probe.firstRender.fields = fields;
    afterPaint((now) => {
      probe.firstRender.paintedMs = now;
    });
  });
  observer.observe(globalThis.document, { childList: true, subtree: true });
  globalThis.addEventListener(
    'click',
    (event) => {
      if (event.target?.id !== toggleInputId) return;
      const start = event.timeStamp;
      afterPaint((now) => probe.clicks.push({ ms: now - start, fields: globalThis.document.querySelectorAll('[data-testid="large-form-bench"] .fo-field').length }));
    },
    true,
  );
  globalThis.addEventListener(
    'keydown',
    (event) => {
      if (probe.textInputId && event.target?.id === probe.textInputId) probe.keyStart = event.timeStamp;
    },
    true,
  );
  globalThis.addEventListener(
    'input',
    (event) => {
      if (probe.keyStart === null || event.target?.id !== probe.textInputId) return;
      const start = probe.keyStart;
      probe.keyStart = null;
      afterPaint((now) => probe.keystrokes.push(now - start));
    },
    true,
  );
}

const probeOf = (page) => page.evaluate(() => globalThis.__FO_BENCH_LARGE_FORM__);

/** (b) The 1,000-field / 300-rule form in Chromium: first render, 100-field toggle, keystrokes. */
async function measureLargeForm(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  await context.addInitScript(largeFormProbe, { toggleInputId: LARGE_FORM.toggleInputId });
  try {
    const loads = [];
    let page;
    for (let load = 0; load < LARGE_FORM.loads; load += 1) {
      await page?.close();
      page = await context.newPage();
      page.on('pageerror', (error) => console.error(`large form page error: ${error.message}`));
      await page.goto(`${origin}${LARGE_FORM.path}`);
      await page.waitForFunction(() => globalThis.__FO_BENCH_LARGE_FORM__?.firstRender.paintedMs !== undefined, null, { timeout: 60_000 });
      const { firstRender } = await probeOf(page);
      loads.push(firstRender);
    }
    // The first load also fetched the code; later loads come from the HTTP cache, as a revisit would.
    const firstRender = { coldMs: loads[0].paintedMs, ...summarize(loads.map((entry) => entry.paintedMs)), fieldsInDom: loads[0].fields, loads };

    const toggle = page.locator(`#${LARGE_FORM.toggleInputId}`);
    const countClicks = async () => (await probeOf(page)).clicks.length;
    for (let click = 0; click < LARGE_FORM.clicks + 2; click += 1) {
      const before = await countClicks();
      await toggle.click();
      await page.waitForFunction((count) => globalThis.__FO_BENCH_LARGE_FORM__.clicks.length > count, before);
      await page.waitForTimeout(30);
    }
    // Two warm-up clicks (first use of the code paths) are left out; an even count ends as it began.
    const clickSamples = (await probeOf(page)).clicks.slice(2);
    const fieldCounts = [...new Set(clickSamples.map((sample) => sample.fields))].sort((a, b) => a - b);

    const textInputId = await page.evaluate(() => {
      const inputs = [...globalThis.document.querySelectorAll('[data-testid="large-form-bench"] input.fo-input[type="text"]')];
      const input = inputs.find((candidate) => candidate.getBoundingClientRect().height > 0 && !candidate.disabled);
      if (!input) return null;
      globalThis.__FO_BENCH_LARGE_FORM__.textInputId = input.id;
      return input.id;
    });
    let keystrokeSamples = [];
    if (textInputId) {
      const input = page.locator(`#${textInputId}`);
      await input.click();
      // Every tenth key is a Backspace, so the text stays under the field's 50-character maximum.
      const keys = [...'abcdefghi', 'Backspace'];
      for (let key = 0; key < LARGE_FORM.keystrokes + 3; key += 1) {
        const before = (await probeOf(page)).keystrokes.length;
        await page.keyboard.press(keys[key % keys.length]);
        await page.waitForFunction((count) => globalThis.__FO_BENCH_LARGE_FORM__.keystrokes.length > count, before);
        await page.waitForTimeout(20);
      }
      keystrokeSamples = (await probeOf(page)).keystrokes.slice(3);
    }
    await page.close();
    const clickMs = clickSamples.map((sample) => sample.ms);
    return {
      note: 'ms from navigation start (first render) or from the trusted event timeStamp (click, keydown) to the paint after the DOM change (rAF + message)',
      firstRender: { ...firstRender, barMs: LARGE_FORM.bars.firstRenderMs, surveyJsMs: LARGE_FORM.surveyJs.firstRenderMs },
      toggle100Fields: { ...summarize(clickMs), fieldCountsAfterClicks: fieldCounts, barP95Ms: LARGE_FORM.bars.clickP95Ms, surveyJsMs: LARGE_FORM.surveyJs.clickP95Ms, samplesMs: clickMs },
      keystroke: { ...summarize(keystrokeSamples), field: textInputId, barP95Ms: LARGE_FORM.bars.keystrokeP95Ms, surveyJsMs: LARGE_FORM.surveyJs.keystrokeP95Ms, samplesMs: keystrokeSamples },
    };
  } finally {
    await context.close();
  }
}

/** Issue 8: a paid sample form (Swim club season): first render, then the payment code the summary step loads. */
const PAID_FORM = { formId: '40000000-0000-4000-8000-000000000020', organizationId: '10000000-0000-4000-8000-000000000002', firstRenderBudget: 100 * 1024, posts: 100 };

async function measurePaidPublicForm(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const recorder = recordJavaScript(page);
    const quiet = trackNetwork(page);
    await page.goto(`${origin}/public/registrations/${PAID_FORM.formId}`);
    await page.getByLabel('First name').waitFor();
    await quiet();
    const first = await recorder.take();
    await page.getByLabel('First name').fill('Bench');
    await page.getByLabel('Last name').fill('Visitor');
    await page.getByRole('radio', { name: /^Juniors/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('payment-total').waitFor();
    await page.getByLabel('Card number').waitFor();
    await quiet();
    const summary = await recorder.take();
    const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
    return {
      url: `/public/registrations/${PAID_FORM.formId}`,
      firstRenderGzipBytes: sum(first),
      budgetBytes: PAID_FORM.firstRenderBudget,
      withinBudget: sum(first) <= PAID_FORM.firstRenderBudget,
      summaryStepGzipBytes: sum(summary),
      summaryStepFiles: summary.map((file) => ({ url: file.url, gzipBytes: file.gzip })),
    };
  } finally {
    await context.close();
  }
}

/** Issue 8: latency of the paid submission POST (prices recomputed, Payment and schedule stored), one at a time. */
async function measurePaidSubmission(apiUrl) {
  const answers = { 'first-name': 'Bench', 'last-name': 'Visitor', group: 'juniors', extras: ['video'] };
  const content = JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) })));
  const url = new URL(`/organizations/${PAID_FORM.organizationId}/forms/${PAID_FORM.formId}`, apiUrl).href;
  const parts = { Content: content, CustomerEmail: 'bench@example.org', Culture: 'en', PaymentMethod: 'credit_card', PaymentMode: 'plan-3', Coupon: 'SUMMER10', cardHolderName: 'Bench Visitor' };
  const samples = [];
  const statuses = {};
  for (let index = 0; index < PAID_FORM.posts; index += 1) {
    const started = performance.now();
    const response = await postFrom(`127.0.3.${1 + (index % 250)}`, url, parts);
    samples.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)];
  return { note: `${PAID_FORM.posts} sequential paid submissions (3-installment plan, discount code), sample delay off`, statuses, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: sorted[sorted.length - 1] };
}

/** Issue 8: shared/core's pricing alone in Node: computeTotal on a form of 100 priced fields, p95. */
function measurePricing() {
  const coreUrl = pathToFileURL(join(root, 'shared', 'src', 'core', 'index.ts')).href;
  const script = `
    const imported = await import(${JSON.stringify(coreUrl)});
    const core = imported.generatePricedForm ? imported : imported.default;
    const { computeTotal, paymentSchedule, createRulesEngine, generatePricedForm } = core;
    const { content, values } = generatePricedForm(100);
    const { states } = createRulesEngine(content).evaluate(values);
    const mode = { mode: 'fixed_dates', discount: { type: 'percent', value: 5 }, installments: [{ date: '2030-01-01', percent: 40 }, { date: '2030-02-01', percent: 30 }, { date: '2030-03-01', percent: 30 }] };
    const run = () => {
      const start = performance.now();
      const price = computeTotal({ content, values, states, fixedAmount: 2500, mode, code: { type: 'amount', value: 1000 } });
      paymentSchedule(price.total, mode, '2029-12-01');
      return performance.now() - start;
    };
    for (let index = 0; index < 200; index += 1) run();
    const samples = [];
    for (let index = 0; index < 1000; index += 1) samples.push(run());
    process.stdout.write(JSON.stringify({ fields: 100, samples }));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`bench: the pricing measurement failed:\n${child.stderr}`);
  const measured = JSON.parse(child.stdout);
  const sorted = [...measured.samples].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
  return { pricedFields: measured.fields, samples: sorted.length, p95Ms: p95, medianMs: sorted[Math.floor(sorted.length / 2)], barMs: 1, withinBar: p95 <= 1 };
}

/** (c) shared/core's rules engine alone in Node (through tsx): update() after one change, p95. */
function measureRulesEngine() {
  const coreUrl = pathToFileURL(join(root, 'shared', 'src', 'core', 'index.ts')).href;
  const script = `
    // shared has no "type": "module", so tsx loads it as CommonJS: the exports sit on default.
    const imported = await import(${JSON.stringify(coreUrl)});
    const core = imported.generateLargeForm ? imported : imported.default;
    const { createRulesEngine, generateLargeForm, defaultValues, LARGE_FORM_TOGGLE_FIELD_ID } = core;
    const content = generateLargeForm();
    const fields = content.steps.flatMap((step) => step.sections.flatMap((section) => section.fields));
    const created = performance.now();
    const engine = createRulesEngine(content);
    const compileMs = performance.now() - created;
    let values = defaultValues(content);
    const started = performance.now();
    let evaluation = engine.evaluate(values);
    const fullEvaluateMs = performance.now() - started;
    // Changes cycle through the rules' source fields (the first 60 %) and the 100-field toggle.
    const sources = fields.slice(0, 600);
    const nextValue = (field, index) => {
      switch (field.type) {
        case 'CheckBox': return values[field.id] !== true;
        case 'Numeric': return (index * 37) % 101;
        case 'Select': return index % 2 ? 'b' : 'a';
        case 'OptionList': return index % 2 ? ['c'] : ['a'];
        case 'Date': return '2024-05-' + String(1 + (index % 28)).padStart(2, '0');
        default: return index % 3 ? 'text ' + index : '';
      }
    };
    const change = (index) => {
      const field = index % 10 === 0 ? fields.find((candidate) => candidate.id === LARGE_FORM_TOGGLE_FIELD_ID) : sources[(index * 7919) % sources.length];
      values = { ...values, [field.id]: nextValue(field, index) };
      const start = performance.now();
      evaluation = engine.update(evaluation, values, field.id);
      return { ms: performance.now() - start, toggle: field.id === LARGE_FORM_TOGGLE_FIELD_ID, evaluated: evaluation.evaluatedRules };
    };
    for (let index = 0; index < 50; index += 1) change(index);
    const samples = [];
    for (let index = 0; index < ${LARGE_FORM.engineChanges}; index += 1) samples.push(change(index + 50));
    process.stdout.write(JSON.stringify({ fields: fields.length, rules: content.rules.length, compileMs, fullEvaluateMs, samples }));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`bench: the rules engine measurement failed:\n${child.stderr}`);
  const measured = JSON.parse(child.stdout);
  const all = measured.samples.map((sample) => sample.ms);
  const toggles = measured.samples.filter((sample) => sample.toggle).map((sample) => sample.ms);
  return {
    note: 'createRulesEngine(generateLargeForm()).update(previous, values, changedFieldId) in Node after 50 warm-up changes; every 10th change is the 100-field toggle',
    fields: measured.fields,
    rules: measured.rules,
    compileMs: measured.compileMs,
    fullEvaluateMs: measured.fullEvaluateMs,
    update: summarize(all),
    toggleUpdate: summarize(toggles),
    barP95Ms: LARGE_FORM.bars.engineP95Ms,
  };
}

/** One multipart POST from its own loopback address (the server keys its rate limit on the address). */
function postFrom(localAddress, url, parts) {
  const boundary = `----fo-bench-${Math.random().toString(16).slice(2)}`;
  const body = Buffer.from(
    `${Object.entries(parts)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')}--${boundary}--\r\n`,
  );
  return new Promise((resolve) => {
    const target = new URL(url);
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, text: error.message }));
    request.end(body);
  });
}

/** Signs the sample admin in through the API (`api`: its origin): the token, and the user the answer describes. */
async function signInAdmin(api) {
  const login = await fetch(new URL(`/api/login?email=${encodeURIComponent(ADMIN.email)}&password=${encodeURIComponent(ADMIN.password)}`, api), { method: 'POST' });
  if (!login.ok) throw new Error(`bench: admin sign-in answered ${login.status}`);
  const { jwt, ...user } = await login.json();
  return { jwt, user };
}

/** The bench's organization (ORGANIZATION) among the signed-in admin's. */
async function benchOrganization(api, jwt) {
  const organizations = await (await fetch(new URL('/api/organizations', api), { headers: { authorization: `Bearer ${jwt}` } })).json();
  const organization = organizations.find((entry) => entry.name === ORGANIZATION);
  if (!organization) throw new Error(`bench: ${ORGANIZATION} is not among the admin's organizations`);
  return organization;
}

/**
 * (d) 200 concurrent public submissions against a limit of 50, 10 runs, on the stack's own API
 * server. The server allows 30 submissions a minute per address and has no switch to turn that
 * off from the environment, so each of the 200 visitors posts from its own 127.0.x.y address
 * (Linux routes all of 127/8 to the loopback interface): 200 real clients, not a weaker server.
 */
async function measureSubmissionLimit(apiUrl) {
  const api = new URL(apiUrl);
  const { jwt } = await signInAdmin(api);
  const answers = { 'first-name': 'Visitor', 'last-name': 'Bench', email: 'visitor@example.org', 'contact-by-phone': false };
  const content = JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) })));
  const runs = [];
  for (let run = 0; run < LIMIT_RACE.runs; run += 1) {
    const form = new FormData();
    form.append('form', JSON.stringify({ name: `Bench limit race ${run + 1}`, localizations: ['en'], submissionLimit: LIMIT_RACE.limit }));
    const created = await fetch(new URL(`/api/organizations/${PUBLIC_FORM.organizationId}/forms/templates/${PUBLIC_FORM.contactTemplateId}`, api), {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
      body: form,
    });
    if (!created.ok) throw new Error(`bench: creating the limit form answered ${created.status}: ${await created.text()}`);
    const { id: formId } = await created.json();
    const url = new URL(`/organizations/${PUBLIC_FORM.organizationId}/forms/${formId}`, api).href;
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: LIMIT_RACE.concurrent }, (_unused, index) =>
        postFrom(`127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`, url, { Content: content, CustomerEmail: answers.email, Culture: 'en' }),
      ),
    );
    const elapsedMs = performance.now() - started;
    const details = await fetch(new URL(`/api/organizations/${PUBLIC_FORM.organizationId}/forms/${formId}/details`, api), { headers: { authorization: `Bearer ${jwt}` } });
    const stored = details.ok ? (await details.json()).form.submissionCount : null;
    const statuses = {};
    for (const response of responses) statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    runs.push({
      run: run + 1,
      accepted: responses.filter((response) => response.status === 200).length,
      refusedWithLimit: responses.filter((response) => response.status === 400 && response.text.includes('submissionLimit')).length,
      statuses,
      storedCount: stored,
      elapsedMs,
    });
  }
  return {
    note: `${LIMIT_RACE.concurrent} concurrent POST /organizations/:orgId/forms/:formId against a fresh form with submissionLimit ${LIMIT_RACE.limit}, each from its own loopback address`,
    limit: LIMIT_RACE.limit,
    concurrent: LIMIT_RACE.concurrent,
    runs,
    exactEveryRun: runs.every((entry) => entry.accepted === LIMIT_RACE.limit && entry.storedCount === LIMIT_RACE.limit),
  };
}

/** Issue 12's bars (ARCHITECTURE.md): a report of 100,000 submissions of a 20-field form. */
const REPORTS = { submissions: 100_000, runs: 3, bars: { xlsxMs: 3000, xlsxPeakMb: 150, csvMs: 1000 } };

function readProcStatus(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: NaN, peakMb: NaN };
  }
}

/** Builds server/dist/server.js (server/scripts/build.mjs), which the compiled server runs. */
let serverBuilt = false;
/** Builds the compiled server once per bench run (the reports and load sections both start it). */
function buildServer() {
  if (serverBuilt) return;
  const built = spawnSync(process.execPath, [join(root, 'server', 'scripts', 'build.mjs')], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`bench: building the server failed:\n${built.stderr}`);
  serverBuilt = true;
}

/** Resets the process's peak resident set (VmHWM) to its current size (Linux ≥ 4.0, same user). */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * (f) Issue 12: seeds 100,000 submissions of a 20-field form into a fresh PGlite directory
 * (server/src/db/bench-reports-seed.ts, by SQL), starts the API server alone on it, saves a
 * report of all 20 fields, then generates it as XLSX and as CSV (3 runs each). Time = request
 * sent to last byte received; peak = the server process's VmHWM, reset just before each run, so
 * it is the peak during that generation (the figure includes the embedded PGlite's memory).
 */
async function measureReports() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fo-bench-reports-'));
  // FO_BENCH_REPORTS_DATABASE_URL (else DATABASE_URL) runs this section on that PostgreSQL database instead of PGlite:
  // then the server process holds no database, and its peak memory is the generation's own.
  const databaseUrl = process.env.FO_BENCH_REPORTS_DATABASE_URL || process.env.DATABASE_URL;
  const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const apiPort = API_PORT + 7;
  const serverFlavour = process.env.FO_BENCH_REPORTS_SERVER === 'tsx' ? 'tsx' : 'compiled';
  let stack = null;
  try {
    const seedStarted = performance.now();
    const seed = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'db', 'bench-reports-seed.ts'), dataDir, String(REPORTS.submissions)], { cwd: root, encoding: 'utf8', env: { ...process.env, ...dbEnv } });
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
      env: { ...dbEnv, FO_LOG_LEVEL: 'warn' },
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
    const median = (list, key) => percentile(list.map((entry) => entry[key]), 0.5);
    return {
      database: databaseUrl ? 'postgresql' : 'pglite',
      server: serverFlavour === 'compiled' ? `compiled (node ${apiNodeArguments(true).join(' ')})` : `TypeScript through tsx (node ${apiNodeArguments(false).join(' ')})`,
      idleRssMb: idle.rssMb,
      note: `${REPORTS.submissions} submissions of a 20-field form (seeded by SQL in ${(seedMs / 1000).toFixed(1)} s), report of all 20 fields + the 11 fixed columns; time = request to last byte; cpu = the server process's CPU time (all threads) during the run; peak = server VmHWM reset before each run (includes PGlite); load = 1-minute load average at the start`,
      submissions: seeded.count,
      xlsx: { runs: xlsx, medianMs: median(xlsx, 'ms'), medianCpuMs: median(xlsx, 'cpuMs'), maxPeakMb: Math.max(...xlsx.map((entry) => entry.peakMb)), bytes: xlsx[0]?.bytes },
      csv: { runs: csv, medianMs: median(csv, 'ms'), medianCpuMs: median(csv, 'cpuMs'), maxPeakMb: Math.max(...csv.map((entry) => entry.peakMb)), bytes: csv[0]?.bytes },
      bars: REPORTS.bars,
    };
  } finally {
    await stack?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printReports(reports) {
  const verdict = (ok) => (ok ? 'ok' : 'OVER');
  const { bars } = reports;
  console.log(`\nReports (issue 12; bars of ARCHITECTURE.md; database ${reports.database}; server ${reports.server}, RSS ${reports.idleRssMb.toFixed(0)} MB once healthy and signed in)`);
  console.log(`  ${reports.submissions} submissions → XLSX, median of ${reports.xlsx.runs.length}      ${ms(reports.xlsx.medianMs).padStart(10)}  bar ≤ ${bars.xlsxMs} ms  ${verdict(reports.xlsx.medianMs <= bars.xlsxMs)}  (${(reports.xlsx.bytes / 1e6).toFixed(1)} MB file; server CPU ${ms(reports.xlsx.medianCpuMs)}; load average ${reports.xlsx.runs.map((entry) => entry.loadAverage.toFixed(1)).join('/')})`);
  console.log(`  XLSX: server peak memory (VmHWM)                  ${`${reports.xlsx.maxPeakMb.toFixed(0)} MB`.padStart(10)}  bar ≤ ${bars.xlsxPeakMb} MB  ${verdict(reports.xlsx.maxPeakMb <= bars.xlsxPeakMb)}  (RSS before ${reports.xlsx.runs.map((entry) => entry.rssBeforeMb.toFixed(0)).join('/')} MB)`);
  console.log(`  ${reports.submissions} submissions → CSV, median of ${reports.csv.runs.length}       ${ms(reports.csv.medianMs).padStart(10)}  bar ≤ ${bars.csvMs} ms  ${verdict(reports.csv.medianMs <= bars.csvMs)}  (peak ${reports.csv.maxPeakMb.toFixed(0)} MB; server CPU ${ms(reports.csv.medianCpuMs)}; load average ${reports.csv.runs.map((entry) => entry.loadAverage.toFixed(1)).join('/')})`);
}


// Issue 9: the designer with a 300-field form (one step, six sections of 50 fields).
const DESIGNER = { fields: 300, sections: 6, loads: 3, keystrokes: 40, bars: { openMs: 1500, keystrokeP95Ms: 30 } };

function designerBenchContent() {
  const types = ['Text', 'Numeric', 'CheckBox', 'Select', 'Date', 'EmailAddress'];
  const perSection = DESIGNER.fields / DESIGNER.sections;
  const sections = Array.from({ length: DESIGNER.sections }, (_, s) => ({
    id: `bench-section-${s + 1}`,
    name: [{ culture: 'en', value: `Section ${s + 1}` }],
    multiple: false,
    visible: true,
    fields: Array.from({ length: perSection }, (_, f) => {
      const n = s * perSection + f + 1;
      const type = types[n % types.length];
      return {
        id: `bench-field-${n}`,
        type,
        text: [{ culture: 'en', value: `Field ${n}` }],
        size: 6,
        required: false,
        visible: true,
        enabled: true,
        ...(type === 'Select' ? { options: [{ value: 'a', text: [{ culture: 'en', value: 'A' }] }, { value: 'b', text: [{ culture: 'en', value: 'B' }] }] } : {}),
      };
    }),
  }));
  return { steps: [{ id: 'bench-step', name: [{ culture: 'en', value: 'Bench' }], sections }], rules: [] };
}

function designerProbe() {
  const afterPaint = (callback) =>
    globalThis.requestAnimationFrame(() => {
      const channel = new globalThis.MessageChannel();
      channel.port1.onmessage = () => callback(globalThis.performance.now());
      channel.port2.postMessage(null);
    });
  const probe = { open: {}, keystrokes: [], textInputId: null, keyStart: null, longTasks: [] };
  globalThis.__FO_BENCH_DESIGNER__ = probe;
  try {
    new globalThis.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    probe.longTasksUnsupported = true;
  }
  const observer = new globalThis.MutationObserver(() => {
    const previews = globalThis.document.querySelectorAll('[data-testid="field-preview"] .fo-field').length;
    const toolbox = globalThis.document.querySelector('[data-testid="toolbox"]');
    if (previews < 300 || !toolbox) return;
    observer.disconnect();
    probe.open.inDomMs = globalThis.performance.now();
    probe.open.previews = previews;
    afterPaint((now) => {
      probe.open.paintedMs = now;
    });
  });
  observer.observe(globalThis.document, { childList: true, subtree: true });
  globalThis.addEventListener('keydown', (event) => {
    if (probe.textInputId && event.target?.id === probe.textInputId) probe.keyStart = event.timeStamp;
  }, true);
  globalThis.addEventListener('input', (event) => {
    if (probe.keyStart === null || event.target?.id !== probe.textInputId) return;
    const start = probe.keyStart;
    probe.keyStart = null;
    afterPaint((now) => probe.keystrokes.push(now - start));
  }, true);
}

const designerProbeOf = (page) => page.evaluate(() => globalThis.__FO_BENCH_DESIGNER__);

/** The designer with 300 fields: open to interactive (all previews painted, toolbox there), label keystrokes, long tasks while dragging across sections. */
async function measureDesigner(browser, stack) {
  const api = stack.urls.api;
  const { jwt } = await signInAdmin(api);
  const organization = await benchOrganization(api, jwt);
  const templates = await (await fetch(`${api}/api/organizations/${organization.id}/templates`, { headers: { authorization: `Bearer ${jwt}` } })).json();
  const blank = templates.data.find((template) => JSON.stringify(template.name).includes('blank')) ?? templates.data[0];
  const body = new FormData();
  body.append('form', JSON.stringify({ name: 'Designer bench (300 fields)', localizations: ['en'], content: JSON.stringify(designerBenchContent()) }));
  const created = await fetch(`${api}/api/organizations/${organization.id}/forms/templates/${blank.id}`, { method: 'POST', body, headers: { authorization: `Bearer ${jwt}` } });
  if (!created.ok) throw new Error(`bench: the 300-field form was not created (${created.status} ${await created.text()})`);
  const form = await created.json();

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  await context.addInitScript(designerProbe);
  try {
    let page = await context.newPage();
    await page.goto(new URL('/login', stack.urls.shell).href);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/organization-selection$/);
    await page.getByRole('main').getByRole('button', { name: ORGANIZATION }).click();
    await page.waitForURL(/\/registrations$/);
    const editUrl = new URL(`/registrations/admin/edit-form/${form.id}`, stack.urls.shell).href;
    const loads = [];
    for (let load = 0; load < DESIGNER.loads; load += 1) {
      if (load > 0) {
        await page.close();
        page = await context.newPage();
      }
      page.on('pageerror', (error) => console.error(`designer page error: ${error.message}`));
      await page.goto(editUrl);
      await page.waitForFunction(() => globalThis.__FO_BENCH_DESIGNER__?.open.paintedMs !== undefined, null, { timeout: 60_000 });
      const probe = await designerProbeOf(page);
      const longTasks = probe.longTasks.filter((task) => task.start < probe.open.paintedMs);
      loads.push({ ...probe.open, longTasks: longTasks.length, longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)) });
    }
    const open = { coldMs: loads[0].paintedMs, ...summarize(loads.map((entry) => entry.paintedMs)), loads };

    // Typing in the label of a field (its edit panel), every tenth key a Backspace.
    await page.getByRole('button', { name: 'Edit Field 1', exact: true }).click();
    const inputId = await page.evaluate(() => {
      const input = globalThis.document.querySelector('[data-testid="field-panel"] input');
      globalThis.__FO_BENCH_DESIGNER__.textInputId = input?.id ?? null;
      return input?.id ?? null;
    });
    let keystrokeSamples = [];
    if (inputId) {
      await page.locator(`[id="${inputId}"]`).click();
      const keys = [...'abcdefghi', 'Backspace'];
      for (let key = 0; key < DESIGNER.keystrokes + 3; key += 1) {
        const before = (await designerProbeOf(page)).keystrokes.length;
        await page.keyboard.press(keys[key % keys.length]);
        await page.waitForFunction((count) => globalThis.__FO_BENCH_DESIGNER__.keystrokes.length > count, before);
        await page.waitForTimeout(20);
      }
      keystrokeSamples = (await designerProbeOf(page)).keystrokes.slice(3);
    }

    // A pointer drag from the first section to the fourth: long tasks from press to release.
    await page.getByRole('button', { name: 'Close the field panel' }).click();
    const handle = page.getByRole('button', { name: 'Move Field 2', exact: true });
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const startedAt = await page.evaluate(() => globalThis.performance.now());
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 12, from.y + 12, { steps: 3 });
    let moves = 0;
    for (let step = 0; step < 40; step += 1) {
      const target = await page.getByRole('button', { name: 'Move Field 160', exact: true }).boundingBox();
      if (!target) break;
      const y = Math.min(880, Math.max(20, target.y));
      await page.mouse.move(target.x + 20, from.y + ((y - from.y) * (step + 1)) / 40, { steps: 1 });
      moves += 1;
      if (step % 8 === 7) await page.mouse.wheel(0, 250);
    }
    const over = await page.getByRole('button', { name: 'Move Field 160', exact: true }).boundingBox();
    if (over) await page.mouse.move(over.x + 20, over.y + 10, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    const endedAt = await page.evaluate(() => globalThis.performance.now());
    const probe = await designerProbeOf(page);
    const dragTasks = probe.longTasks.filter((task) => task.start >= startedAt && task.start <= endedAt);
    const movedTo = await page.locator('[data-field-id="bench-field-2"]').evaluate((node) => node.closest('[data-section-id]')?.getAttribute('data-section-id'));
    await page.close();
    return {
      note: 'open: ms from navigation start (full page load, signed in) to the paint after all 300 previews and the toolbox are in the DOM; keystroke: trusted keydown timeStamp to the paint after the input; long tasks (> 50 ms) by PerformanceObserver from press to release of a pointer drag across sections',
      formId: form.id,
      open: { ...open, barMs: DESIGNER.bars.openMs },
      keystroke: { ...summarize(keystrokeSamples), barP95Ms: DESIGNER.bars.keystrokeP95Ms, samplesMs: keystrokeSamples },
      drag: { durationMs: endedAt - startedAt, pointerMoves: moves, longTasks: dragTasks.length, longTaskTotalMs: dragTasks.reduce((sum, task) => sum + task.duration, 0), longestTaskMs: Math.max(0, ...dragTasks.map((task) => task.duration)), droppedIn: movedTo, supported: !probe.longTasksUnsupported },
    };
  } finally {
    await context.close();
  }
}

function printDesigner(designer) {
  const verdict = (ok) => (ok ? 'ok' : 'OVER');
  console.log('\nDesigner with 300 fields (issue 9)');
  console.log(`  open to interactive (median of ${designer.open.loads.length})             ${ms(designer.open.median).padStart(10)}  bar ≤ ${DESIGNER.bars.openMs} ms  ${verdict(designer.open.median <= DESIGNER.bars.openMs)}  cold ${ms(designer.open.coldMs)}`);
  console.log(`  label keystroke to paint, p95 (${designer.keystroke.samples})            ${ms(designer.keystroke.p95).padStart(10)}  bar ≤ ${DESIGNER.bars.keystrokeP95Ms} ms  ${verdict(designer.keystroke.p95 !== null && designer.keystroke.p95 <= DESIGNER.bars.keystrokeP95Ms)}`);
  console.log(`  drag across sections: long tasks                   ${String(designer.drag.longTasks).padStart(10)}  total ${ms(designer.drag.longTaskTotalMs)}, longest ${ms(designer.drag.longestTaskMs)} over ${ms(designer.drag.durationMs)}; dropped in ${designer.drag.droppedIn}`);
}
/** The create call's `form` part for a form of `count` required Text fields, one step. */
function loadFormPart(count) {
  const fields = Array.from({ length: count }, (_unused, index) => ({ id: `field-${index + 1}`, type: 'Text', text: [{ culture: 'en', value: `Field ${index + 1}` }], required: true }));
  const content = { steps: [{ id: 'step-1', name: [{ culture: 'en', value: 'Load' }], sections: [{ id: 'section-1', name: [], multiple: false, visible: true, fields }] }], rules: [] };
  return JSON.stringify({ name: 'Bench load run', localizations: ['en'], content: JSON.stringify(content) });
}

/** CPU time (user + system, ms) the process `pid` has used so far, from /proc; null where it cannot be read. */
function processCpuMs(pid) {
  if (!pid) return null;
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return null;
  }
}

let ticks = null;
function clockTicks() {
  if (ticks === null) ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  return ticks;
}

/** One fixed-rate run of scripts/bench-load-client.mjs (autocannon in a process of its own). */
function runLoadClient(settings) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'bench-load-client.mjs'), JSON.stringify(settings)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`bench: the load client exited with code ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1)));
    });
  });
}

/**
 * (e) Issue 7: the public submission under load, from autocannon at 100, 250 and 500 requests a
 * second for 20 s each, on an API server of its own: PostgreSQL when DATABASE_URL is set, else
 * PGlite; sample mode with no delay, the per-address submission limit off (every request comes
 * from 127.0.0.1) and the log at `warn` (no line per request). autocannon runs in a child process
 * (scripts/bench-load-client.mjs), after a warm-up that is not counted (LOAD_RUN.warmup). Latencies
 * are each response's time as autocannon measured it; the API's CPU time per answer comes from
 * /proc, with the load average around each run (the machine may not be idle).
 */
async function measureLoad(dataDir) {
  const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
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
    env: { FO_SUBMISSION_RATE_LIMIT: '0', FO_LOG_LEVEL: 'warn' },
    log: () => {},
  });
  try {
    const api = new URL(stack.urls.api);
    const { jwt } = await signInAdmin(api);
    const form = new FormData();
    form.append('form', loadFormPart(LOAD_RUN.fields));
    const created = await fetch(new URL(`/api/organizations/${PUBLIC_FORM.organizationId}/forms/templates/${PUBLIC_FORM.contactTemplateId}`, api), { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
    if (!created.ok) throw new Error(`bench: creating the load form answered ${created.status}: ${await created.text()}`);
    const { id: formId } = await created.json();
    const answers = Array.from({ length: LOAD_RUN.fields }, (_unused, index) => ({ id: `field-${index + 1}`, rowId: null, value: JSON.stringify({ value: `Answer ${index + 1}` }) }));
    const boundary = 'fo-bench-load';
    const parts = { Content: JSON.stringify(answers), CustomerEmail: 'load@example.org', Culture: 'en' };
    const body = `${Object.entries(parts).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
    const client = { url: new URL(`/organizations/${PUBLIC_FORM.organizationId}/forms/${formId}`, api).href, body, contentType: `multipart/form-data; boundary=${boundary}` };
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
    return {
      note: `POST /organizations/:orgId/forms/:formId, ${LOAD_RUN.fields} required Text fields answered, ${LOAD_RUN.durationSeconds} s per rate after ${LOAD_RUN.warmup.seconds} s at ${LOAD_RUN.warmup.rate} req/s not counted, autocannon in its own process, one request every 1000 / rate ms (one connection per request slot), answers counted for the requests sent in the steady ${LOAD_RUN.durationSeconds} s window (the client's 1.5 s ramp before it and 1.5 s before its teardown not counted); API on ${database} (${compiledApi ? `compiled: node ${apiNodeArguments(true).join(' ')}` : 'TypeScript through tsx'}), sample mode, no delay, submission rate limit off, log level warn`,
      database,
      warmup: { requests: warmup.requests, errors: warmup.errors + warmup.timeouts + Object.values(warmup.non2xx).reduce((sum, n) => sum + n, 0) },
      runs,
      barP99Ms: LOAD_RUN.barP99Ms,
      withinBar: atBar ? atBar.p99Ms !== null && atBar.p99Ms <= LOAD_RUN.barP99Ms && atBar.errors === 0 && atBar.timeouts === 0 && Object.keys(atBar.non2xx).length === 0 : false,
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
}

/** FO_BENCH_ONLY=load: the load run alone (on the dist folders already built), to bench-results/load.json. */
async function loadRunOnly() {
  const loadDir = mkdtempSync(join(tmpdir(), 'fo-bench-load-'));
  try {
    const load = await measureLoad(loadDir);
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results', 'load.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), loadRun: load }, null, 2)}\n`);
    printLoadRun(load);
    console.log('\nbench: wrote bench-results/load.json');
  } finally {
    rmSync(loadDir, { recursive: true, force: true });
  }
}

/**
 * The session a signed-in user with an organization chosen has in storage, as the app keeps it
 * after a sign-in with "Remember me" (shared/platform session-store.ts and storage.ts: `fo.jwt` as
 * `{ jwt }`, `fo.session` the user without the jwt, `fo.organizationId`), signed in through the API.
 */
async function signedInStorageState(stack) {
  const api = stack.urls.api;
  const { jwt, user } = await signInAdmin(api);
  const { id, firstName, name, culture, email, isAdmin, avatar } = user;
  const organization = await benchOrganization(api, jwt);
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(stack.urls.shell).origin,
        localStorage: [
          { name: 'fo.jwt', value: JSON.stringify({ jwt }) },
          { name: 'fo.session', value: JSON.stringify({ id, firstName, name, culture, email, isAdmin, avatar }) },
          { name: 'fo.organizationId', value: organization.id },
        ],
      },
    ],
  };
}

/**
 * The forms-list bar (ARCHITECTURE.md "Quality bars"): a signed-in user with an organization
 * chosen opens /registrations in a fresh browser context (empty cache): every JavaScript file
 * downloaded until the forms list shows.
 */
async function measureSignedInFormsList(browser, stack) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US', storageState: await signedInStorageState(stack) });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`forms list page error: ${error.message}`));
    const recorder = recordJavaScript(page);
    const quiet = trackNetwork(page);
    await page.goto(new URL('/registrations', stack.urls.shell).href);
    await page.getByTestId('forms-list').waitFor();
    // Files whose download started before the list showed (a response still in flight counts).
    await quiet();
    const files = await recorder.take();
    return files;
  } finally {
    await context.close();
  }
}

/**
 * JavaScript weight of the back office. The forms-list bar: a signed-in user opens /registrations
 * in a fresh context (measureSignedInFormsList). For information, the path of a user who signs in:
 * the login page (gzip JS and every request it makes), the organization chooser, the forms list,
 * then every area; copies of each singleton downloaded and loaded along that path.
 */
async function measureWeight(browser, stack) {
  const signedInFiles = await measureSignedInFormsList(browser, stack);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  // Counts the React DOM renderers that start: each copy of react-dom registers itself with
  // the DevTools hook, even in production builds.
  await context.addInitScript(() => {
    const renderers = [];
    globalThis.__FO_BENCH_RENDERERS__ = renderers;
    globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer) {
        renderers.push({ name: renderer.rendererPackageName, version: renderer.version });
        return renderers.length;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const page = await context.newPage();
  // Page errors explain a bench that stops half-way (a remote that fails to load, say).
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const recorder = recordJavaScript(page);
  const quiet = trackNetwork(page);
  const shell = stack.urls.shell;
  const steps = [];
  // Every request of the login page (document, config.json, scripts, API calls), for its bar.
  const loginRequests = [];
  const countLoginRequest = (request) => loginRequests.push(request.url());
  page.on('request', countLoginRequest);

  await page.goto(new URL('/login', shell).href);
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  await quiet();
  page.off('request', countLoginRequest);
  steps.push({ step: 'login page', files: await recorder.take() });
  const loginFiles = steps[0].files;
  const loginGzip = loginFiles.reduce((sum, file) => sum + file.gzip, 0);

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/organization-selection$/);
  await page.getByRole('main').getByRole('button', { name: ORGANIZATION }).waitFor();
  await quiet();
  steps.push({ step: 'organization chooser', files: await recorder.take() });

  await page.getByRole('main').getByRole('button', { name: ORGANIZATION }).click();
  await page.waitForURL(/\/registrations$/);
  await page.getByTestId('forms-list').waitFor();
  await quiet();
  steps.push({ step: 'forms list', files: await recorder.take() });
  const formsListFiles = steps.flatMap((step) => step.files);

  const previewHref = await page.getByRole('main').locator('a[href^="/registrations/preview/"]').first()
    .getAttribute('href', { timeout: 2_000 }).catch(() => null);
  const formId = previewHref?.split('/').pop() ?? 'bench-form';
  for (const path of areas(formId)) {
    await navigate(page, quiet, path);
    steps.push({ step: path.replaceAll(formId, ':formId'), files: await recorder.take() });
  }

  const allFiles = [...recorder.all.values()];
  const downloaded = downloadedCopies(allFiles);
  const loaded = await loadedSingletons(page);
  const renderers = await page.evaluate(() => globalThis.__FO_BENCH_RENDERERS__ ?? []);

  const singletons = Object.keys({ ...downloaded, ...loaded }).sort().map((pkg) => ({
    package: pkg,
    downloadedCopies: (downloaded[pkg] ?? []).length,
    downloadedFrom: downloaded[pkg] ?? [],
    loadedVersions: (loaded[pkg] ?? []).length,
    loadedFrom: loaded[pkg] ?? [],
  }));
  const formsListGzip = signedInFiles.reduce((sum, file) => sum + file.gzip, 0);
  const signInPathGzip = formsListFiles.reduce((sum, file) => sum + file.gzip, 0);
  const results = {
    measuredAt: new Date().toISOString(),
    note:
      'gzip = zlib default level over each JavaScript response body. bars.formsListAfterSignIn: a signed-in user with an organization chosen (session put in localStorage as the app keeps it, signed in through the API) opens /registrations in a fresh browser context (empty cache); every JavaScript file downloaded until the forms list (data-testid forms-list) shows. ' +
      'signInPath (information): login page, sign-in, organization chooser, forms list in one context. steps: that path then every area by client-side navigation; per step = files first downloaded during that step; singletons = copies downloaded and loaded along it.',
    bars: {
      loginPage: {
        gzipBytes: loginGzip,
        budgetBytes: LOGIN_BUDGET.gzipBytes,
        files: loginFiles.length,
        requests: loginRequests.length,
        requestBudget: LOGIN_BUDGET.requests,
        withinBudget: loginGzip <= LOGIN_BUDGET.gzipBytes && loginRequests.length <= LOGIN_BUDGET.requests,
        requestUrls: loginRequests,
      },
      formsListAfterSignIn: {
        measures: 'signed-in user, organization chosen, fresh context: /registrations until the forms list shows',
        gzipBytes: formsListGzip,
        budgetBytes: FORMS_LIST_BUDGET,
        withinBudget: formsListGzip <= FORMS_LIST_BUDGET,
        files: signedInFiles.length,
        fileList: signedInFiles.map((file) => ({ url: file.url, gzipBytes: file.gzip })),
      },
      signInPath: {
        measures: 'login page → sign-in → organization chooser → forms list, one context (information, no bar)',
        gzipBytes: signInPathGzip,
        files: formsListFiles.length,
      },
      reactDomRenderers: renderers.length,
      singletonsExactlyOnce: singletons.every((s) => s.loadedVersions <= 1 && s.downloadedCopies <= 1) && renderers.length === 1,
    },
    steps: steps.map(({ step, files }) => ({
      step,
      fileCount: files.length,
      rawBytes: files.reduce((sum, file) => sum + file.raw, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
      files: files.map((file) => ({ url: file.url, gzipBytes: file.gzip })),
    })),
    totalGzipBytes: allFiles.reduce((sum, file) => sum + file.gzip, 0),
    singletons,
    reactDomRenderers: renderers,
  };
  await context.close();
  return results;
}

/** The weight table: JavaScript per step, the login and forms-list bars, singleton copies. */
function printWeight(results) {
  const verdict = (ok) => (ok ? 'ok' : 'OVER');
  console.log('\nJavaScript downloaded per step (gzip)');
  for (const step of results.steps) console.log(`  ${step.step.padEnd(52)} ${String(step.fileCount).padStart(3)} files ${kb(step.gzipBytes).padStart(10)}`);
  const allFiles = results.steps.reduce((sum, step) => sum + step.fileCount, 0);
  console.log(`  ${'all areas opened'.padEnd(52)} ${String(allFiles).padStart(3)} files ${kb(results.totalGzipBytes).padStart(10)}`);
  console.log('\nForms list, signed in, fresh context: files (gzip)');
  for (const file of results.bars.formsListAfterSignIn.fileList ?? []) {
    const url = new URL(file.url);
    console.log(`  ${`${url.port} ${url.pathname}`.padEnd(52)} ${kb(file.gzipBytes).padStart(14)}`);
  }
  console.log('\nBars (ARCHITECTURE.md)');
  const login = results.bars.loginPage;
  console.log(`  login page (gzip JS)                               ${kb(login.gzipBytes).padStart(10)}  bar ≤ ${kb(login.budgetBytes)}  ${verdict(login.gzipBytes <= login.budgetBytes)}  (${login.files} JS files)`);
  console.log(`  login page requests (all kinds)                    ${String(login.requests).padStart(10)}  bar ≤ ${login.requestBudget}  ${verdict(login.requests <= login.requestBudget)}`);
  const formsList = results.bars.formsListAfterSignIn;
  console.log(`  forms list, signed in, fresh context (gzip)        ${kb(formsList.gzipBytes).padStart(10)}  bar ≤ ${kb(formsList.budgetBytes)}  ${verdict(formsList.withinBudget)}  (${formsList.files} JS files)`);
  const path = results.bars.signInPath;
  if (path) console.log(`  login → chooser → forms list (information)         ${kb(path.gzipBytes).padStart(10)}  (${path.files} JS files)`);
  const renderers = results.bars.reactDomRenderers;
  console.log(`  react-dom renderers started                        ${String(renderers).padStart(10)}  bar = 1  ${verdict(renderers === 1)}`);
  console.log('\nSingletons (files downloaded that define the package / versions loaded in the share scope; bar = 1)');
  for (const s of results.singletons) {
    const ok = s.downloadedCopies <= 1 && s.loadedVersions <= 1;
    console.log(`  ${s.package.padEnd(34)} ${String(s.downloadedCopies).padStart(2)} / ${String(s.loadedVersions).padEnd(2)} ${ok ? 'ok' : 'DUPLICATED'}`);
  }
}

async function main() {
  if (process.env.FO_BENCH_ONLY === 'reports') {
    console.log('bench: reports (100,000 submissions)…');
    const reports = await measureReports();
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results', 'bench-reports.json'), `${JSON.stringify(reports, null, 2)}\n`);
    printReports(reports);
    return;
  }
  if (process.env.FO_BENCH_ONLY === 'load') {
    await loadRunOnly();
    return;
  }
  const executablePath = ensureChromium();
  if (!executablePath) process.exit(1);

  // FO_BENCH_SKIP_BUILD=1 measures the dist folders already on disk.
  if (process.env.FO_BENCH_SKIP_BUILD !== '1') {
    console.log('bench: building…');
    const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('bench: the build failed');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'fo-bench-'));
  const logLines = [];
  const stack = await startStack({ portBase: PORT_BASE, apiPort: API_PORT, dataDir, delayMs: 0, sampleMode: true, log: (line) => logLines.push(line) });
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // FO_BENCH_ONLY=designer measures the designer alone (bench-results/bench-designer.json).
    if (process.env.FO_BENCH_ONLY === 'designer') {
      const designer = await measureDesigner(browser, stack);
      mkdirSync(join(root, 'bench-results'), { recursive: true });
      writeFileSync(join(root, 'bench-results', 'bench-designer.json'), `${JSON.stringify(designer, null, 2)}\n`);
      printDesigner(designer);
      return;
    }
    // FO_BENCH_ONLY=public-form measures the public entry alone: its weight, the 1,000-field form's
    // speed and the paid form's first render (bench-results/bench-public-form.json; needs only mfe-forms built).
    if (process.env.FO_BENCH_ONLY === 'public-form') {
      const formsOrigin = formsOriginOf(stack);
      const only = { measuredAt: new Date().toISOString() };
      only.publicForm = await measurePublicFormWeight(browser, formsOrigin);
      only.largeForm = await measureLargeForm(browser, formsOrigin);
      only.paidPublicForm = await measurePaidPublicForm(browser, formsOrigin);
      mkdirSync(join(root, 'bench-results'), { recursive: true });
      writeFileSync(join(root, 'bench-results', 'bench-public-form.json'), `${JSON.stringify(only, null, 2)}\n`);
      const { publicForm: pf, largeForm: lf, paidPublicForm: pp } = only;
      console.log(`public form first render (gzip JS)        ${kb(pf.gzipBytes)} (${pf.files.length} files)`);
      console.log(`paid public form first render (gzip JS)   ${kb(pp.firstRenderGzipBytes)}  bar ≤ ${kb(pp.budgetBytes)}  ${pp.withinBudget ? 'ok' : 'OVER'}  summary step adds ${kb(pp.summaryStepGzipBytes)}`);
      console.log(`1,000 fields: first render median ${ms(lf.firstRender.median)} (cold ${ms(lf.firstRender.coldMs)}), 100-field click p95 ${ms(lf.toggle100Fields.p95)}, keystroke p95 ${ms(lf.keystroke.p95)}`);
      return;
    }
    const results = await measureWeight(browser, stack);
    // FO_BENCH_ONLY=weight measures the JavaScript weight alone (bench-results/bench-weight.json).
    if (process.env.FO_BENCH_ONLY === 'weight') {
      mkdirSync(join(root, 'bench-results'), { recursive: true });
      writeFileSync(join(root, 'bench-results', 'bench-weight.json'), `${JSON.stringify(results, null, 2)}\n`);
      printWeight(results);
      return;
    }

    // Issue 4: the public form, the 1,000-field form, the rules engine and the submission limit.
    const formsOrigin = formsOriginOf(stack);
    console.log('bench: public form…');
    results.publicForm = await measurePublicFormWeight(browser, formsOrigin);
    console.log('bench: 1,000-field form in Chromium…');
    results.largeForm = await measureLargeForm(browser, formsOrigin);
    console.log('bench: rules engine in Node…');
    results.rulesEngine = measureRulesEngine();
    console.log('bench: paid public form…');
    results.paidPublicForm = await measurePaidPublicForm(browser, formsOrigin);
    console.log('bench: paid submissions…');
    results.paidSubmission = await measurePaidSubmission(stack.urls.api);
    console.log('bench: pricing in Node…');
    results.pricing = measurePricing();
    console.log('bench: concurrent submissions against a limit…');
    results.submissionLimit = await measureSubmissionLimit(stack.urls.api);
    results.bars.publicFormFirstRender = { gzipBytes: results.publicForm.gzipBytes, budgetBytes: PUBLIC_FORM.gzipBudget, withinBudget: results.publicForm.withinBudget };
    results.bars.largeForm = {
      firstRenderMs: results.largeForm.firstRender.median,
      clickP95Ms: results.largeForm.toggle100Fields.p95,
      keystrokeP95Ms: results.largeForm.keystroke.p95,
      rulesEngineP95Ms: results.rulesEngine.update.p95,
      bars: LARGE_FORM.bars,
      surveyJs: LARGE_FORM.surveyJs,
    };
    results.bars.submissionLimitExact = results.submissionLimit.exactEveryRun;
    console.log('bench: reports (100,000 submissions)…');
    results.reports = await measureReports();
    results.bars.reports = {
      xlsxMs: results.reports.xlsx.medianMs,
      xlsxPeakMb: results.reports.xlsx.maxPeakMb,
      csvMs: results.reports.csv.medianMs,
      bars: REPORTS.bars,
    };
    results.bars.pricingP95Ms = { p95Ms: results.pricing.p95Ms, barMs: results.pricing.barMs, withinBar: results.pricing.withinBar };
    console.log('bench: designer with 300 fields…');
    results.designer = await measureDesigner(browser, stack);
    results.bars.designer = { openMs: results.designer.open.median, keystrokeP95Ms: results.designer.keystroke.p95, dragLongTasks: results.designer.drag.longTasks };
    console.log(`bench: load run (${LOAD_RUN.rates.join(', ')} req/s × ${LOAD_RUN.durationSeconds} s)…`);
    const loadDir = mkdtempSync(join(tmpdir(), 'fo-bench-load-'));
    try {
      results.loadRun = await measureLoad(loadDir);
    } finally {
      rmSync(loadDir, { recursive: true, force: true });
    }
    results.bars.loadRunP99 = { p99Ms: results.loadRun.runs.find((entry) => entry.targetRate === LOAD_RUN.barRate)?.p99Ms ?? null, barMs: LOAD_RUN.barP99Ms, withinBar: results.loadRun.withinBar };

    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);

    printWeight(results);
    const verdict = (ok) => (ok ? 'ok' : 'OVER');
    const pf = results.publicForm;
    const lf = results.largeForm;
    const re = results.rulesEngine;
    const sl = results.submissionLimit;
    const times = (ours, theirs) => (ours ? `${(theirs / ours).toFixed(1)}× faster than SurveyJS (${ms(theirs)}; aim ≥ 2×)` : '');
    console.log('\nPublic form (issue 4; bars of ARCHITECTURE.md)');
    console.log(`  public form first render (gzip JS)                 ${kb(pf.gzipBytes).padStart(10)}  bar ≤ ${kb(pf.budgetBytes)}  ${verdict(pf.withinBudget)}  (SurveyJS ${kb(PUBLIC_FORM.surveyJsGzip)}, Form.io ${kb(PUBLIC_FORM.formIoGzip)}; ${pf.files.length} files)`);
    console.log(`  1,000 fields: first render painted (median of ${LARGE_FORM.loads}) ${ms(lf.firstRender.median).padStart(10)}  bar ≤ ${LARGE_FORM.bars.firstRenderMs} ms  ${verdict(lf.firstRender.median <= LARGE_FORM.bars.firstRenderMs)}  cold ${ms(lf.firstRender.coldMs)}; ${times(lf.firstRender.median, LARGE_FORM.surveyJs.firstRenderMs)}`);
    console.log(`  click showing/hiding 100 fields, p95 (${lf.toggle100Fields.samples})     ${ms(lf.toggle100Fields.p95).padStart(10)}  bar ≤ ${LARGE_FORM.bars.clickP95Ms} ms  ${verdict(lf.toggle100Fields.p95 !== null && lf.toggle100Fields.p95 <= LARGE_FORM.bars.clickP95Ms)}  fields shown ${lf.toggle100Fields.fieldCountsAfterClicks.join('/')}; ${times(lf.toggle100Fields.p95, LARGE_FORM.surveyJs.clickP95Ms)}`);
    console.log(`  keystroke to paint, p95 (${lf.keystroke.samples})                      ${ms(lf.keystroke.p95).padStart(10)}  bar ≤ ${LARGE_FORM.bars.keystrokeP95Ms} ms  ${verdict(lf.keystroke.p95 !== null && lf.keystroke.p95 <= LARGE_FORM.bars.keystrokeP95Ms)}  ${times(lf.keystroke.p95, LARGE_FORM.surveyJs.keystrokeP95Ms)}`);
    console.log(`  rules engine update after one change, p95 (${re.update.samples})   ${ms(re.update.p95).padStart(10)}  bar ≤ ${LARGE_FORM.bars.engineP95Ms} ms  ${verdict(re.update.p95 <= LARGE_FORM.bars.engineP95Ms)}  toggle p95 ${ms(re.toggleUpdate.p95)}, full evaluate ${ms(re.fullEvaluateMs)}`);
    console.log(`  ${sl.concurrent} concurrent submissions, limit ${sl.limit}: accepted per run   ${sl.runs.map((entry) => entry.accepted).join(' ')}  bar = ${sl.limit} each run  ${verdict(sl.exactEveryRun)}  (stored ${sl.runs.map((entry) => entry.storedCount).join(' ')})`);
    const pp = results.paidPublicForm;
    const ps = results.paidSubmission;
    console.log(`  paid public form first render (gzip JS)            ${kb(pp.firstRenderGzipBytes).padStart(10)}  bar ≤ ${kb(pp.budgetBytes)}  ${verdict(pp.withinBudget)}  summary step adds ${kb(pp.summaryStepGzipBytes)}`);
    console.log(`  paid submission POST, p50 / p95 (${PAID_FORM.posts})              ${ms(ps.p50Ms).padStart(10)} / ${ms(ps.p95Ms)}  statuses ${JSON.stringify(ps.statuses)}`);
    const pr = results.pricing;
    console.log(`  pricing, ${pr.pricedFields} priced fields, p95 (${pr.samples})          ${ms(pr.p95Ms).padStart(10)}  bar ≤ ${pr.barMs} ms  ${verdict(pr.withinBar)}  median ${ms(pr.medianMs)}`);
    printReports(results.reports);
    printDesigner(results.designer);
    printLoadRun(results.loadRun);
    console.log('\nbench: wrote bench-results/bench.json');
  } finally {
    await browser.close();
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
