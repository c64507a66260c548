// Section "public-form" (issues 4 and 8): the gzip JavaScript of the public form's first render,
// the 1,000-field / 300-rule form's first paint, 100-field toggle and keystrokes in Chromium, and
// the paid form's first render with the payment code its summary step adds. The large form is the
// bench's own page (bench/large-form-page), built and served here: production bundles do not
// carry it. Needs mfe-forms built and the stack.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createStaticServer } from '../../build/serve-static.mjs';
import { VIEWPORT, recordJavaScript, trackNetwork } from '../lib/browser.mjs';
import { LARGE_FORM, PAID_FORM, PORT_BASE, PUBLIC_FORM, ROOT, kb, ms, summarize, verdict } from '../lib/common.mjs';
import { PACES, keystrokeProbe, typeKeys } from '../lib/keystrokes.mjs';

const LARGE_FORM_PAGE = join(ROOT, 'bench', 'large-form-page');
/** The page's path on its origin (plainPageConfig's folder). */
const LARGE_FORM_PATH = '/large-form/';

/** Builds the large-form page (production mode, as the apps), unless FO_BENCH_SKIP_BUILD=1 finds it built. */
async function buildLargeFormPage() {
  if (process.env.FO_BENCH_SKIP_BUILD === '1' && existsSync(join(LARGE_FORM_PAGE, 'dist', 'large-form', 'index.html'))) return;
  const { default: webpack } = await import('webpack');
  const { default: configOf } = await import(pathToFileURL(join(LARGE_FORM_PAGE, 'webpack.config.mjs')).href);
  await new Promise((resolve, reject) => {
    webpack(configOf({}, { mode: 'production' }), (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(`bench: the large-form page did not build:\n${stats.toString('errors-only')}`));
      else resolve();
    });
  });
}

/** Serves the built page on a port of its own; resolves to its origin and a close function. */
async function serveLargeFormPage() {
  const server = createStaticServer({ distDir: join(LARGE_FORM_PAGE, 'dist') });
  const port = PORT_BASE + 40;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The origin of mfe-forms' public entry in the running stack (publicFormUrl of config.json). */
function formsOriginOf(stack) {
  return new URL(stack.config.publicFormUrl ?? stack.urls.remotes.forms).origin;
}

/** gzip JS a visitor downloads for the public form's first render, in a cold context. */
async function measurePublicFormWeight(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
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
  const probe = { firstRender: {}, clicks: [] };
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
}

const probeOf = (page) => page.evaluate(() => globalThis.__FO_BENCH_LARGE_FORM__);

/** The 1,000-field / 300-rule form in Chromium: first render, 100-field toggle, keystrokes. */
async function measureLargeForm(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  await context.addInitScript(largeFormProbe, { toggleInputId: LARGE_FORM.toggleInputId });
  await context.addInitScript(keystrokeProbe);
  try {
    const loads = [];
    let page;
    for (let load = 0; load < LARGE_FORM.loads; load += 1) {
      await page?.close();
      page = await context.newPage();
      page.on('pageerror', (error) => console.error(`large form page error: ${error.message}`));
      await page.goto(`${origin}${LARGE_FORM_PATH}`);
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
      return input?.id ?? null;
    });
    let keystrokeSamples = [];
    if (textInputId) {
      const input = page.locator(`#${textInputId}`);
      await input.click();
      // Each key 20 ms after the last one's paint; every tenth key is a Backspace, so the text stays under the field's 50-character maximum.
      keystrokeSamples = (await typeKeys(page, textInputId, { ...PACES.held, keys: LARGE_FORM.keystrokes })).samplesMs;
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
async function measurePaidPublicForm(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
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

async function measurePublicForm({ browser, stack }) {
  const formsOrigin = formsOriginOf(stack);
  const publicForm = await measurePublicFormWeight(browser, formsOrigin);
  await buildLargeFormPage();
  const page = await serveLargeFormPage();
  let largeForm;
  try {
    largeForm = await measureLargeForm(browser, page.origin);
  } finally {
    await page.close();
  }
  const paidPublicForm = await measurePaidPublicForm(browser, formsOrigin);
  return { publicForm, largeForm, paidPublicForm };
}

function printPublicForm({ publicForm: pf, largeForm: lf, paidPublicForm: pp }) {
  const times = (ours, theirs) => (ours ? `${(theirs / ours).toFixed(1)}× faster than SurveyJS (${ms(theirs)}; aim ≥ 2×)` : '');
  console.log('\nPublic form (issue 4; bars of ARCHITECTURE.md)');
  console.log(`  public form first render (gzip JS)                 ${kb(pf.gzipBytes).padStart(10)}  bar ≤ ${kb(pf.budgetBytes)}  ${verdict(pf.withinBudget)}  (SurveyJS ${kb(PUBLIC_FORM.surveyJsGzip)}, Form.io ${kb(PUBLIC_FORM.formIoGzip)}; ${pf.files.length} files)`);
  console.log(`  1,000 fields: first render painted (median of ${LARGE_FORM.loads}) ${ms(lf.firstRender.median).padStart(10)}  bar ≤ ${LARGE_FORM.bars.firstRenderMs} ms  ${verdict(lf.firstRender.median <= LARGE_FORM.bars.firstRenderMs)}  cold ${ms(lf.firstRender.coldMs)}; ${times(lf.firstRender.median, LARGE_FORM.surveyJs.firstRenderMs)}`);
  console.log(`  click showing/hiding 100 fields, p95 (${lf.toggle100Fields.samples})     ${ms(lf.toggle100Fields.p95).padStart(10)}  bar ≤ ${LARGE_FORM.bars.clickP95Ms} ms  ${verdict(lf.toggle100Fields.p95 !== null && lf.toggle100Fields.p95 <= LARGE_FORM.bars.clickP95Ms)}  fields shown ${lf.toggle100Fields.fieldCountsAfterClicks.join('/')}; ${times(lf.toggle100Fields.p95, LARGE_FORM.surveyJs.clickP95Ms)}`);
  console.log(`  keystroke to paint, p95 (${lf.keystroke.samples})                      ${ms(lf.keystroke.p95).padStart(10)}  bar ≤ ${LARGE_FORM.bars.keystrokeP95Ms} ms  ${verdict(lf.keystroke.p95 !== null && lf.keystroke.p95 <= LARGE_FORM.bars.keystrokeP95Ms)}  ${times(lf.keystroke.p95, LARGE_FORM.surveyJs.keystrokeP95Ms)}`);
  console.log(`  paid public form first render (gzip JS)            ${kb(pp.firstRenderGzipBytes).padStart(10)}  bar ≤ ${kb(pp.budgetBytes)}  ${verdict(pp.withinBudget)}  summary step adds ${kb(pp.summaryStepGzipBytes)}`);
}

export default {
  name: 'public-form',
  needs: { apps: true, browser: true },
  file: 'bench-public-form.json',
  run: measurePublicForm,
  print: printPublicForm,
};
