// `npm run bench`: builds, starts the stack (no API delay, fresh data directory), drives Debian's
// Chromium through sign-in, the organization chooser and every area of the route table, and
// records the JavaScript each step downloads (gzip bytes) and how many copies of each federation
// singleton were downloaded and loaded. Writes bench-results/bench.json and prints a table
// against the bars of ARCHITECTURE.md. A measurement, not a test: nothing here asserts timings.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStack } from '../build/stack.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT_BASE = 5300;
const API_PORT = 5030;
const ADMIN = { email: 'admin@frontoffice.test', password: 'admin1234' };
const ORGANIZATION = 'Club Aquatique Laval';
const FORMS_LIST_BUDGET = 300 * 1024;
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
// package; ids are deterministic (hashed from the module path), so they match across apps.
const REGISTRATION = /\b\w\("([^"]+)","([^"]+)",\(\)=>(?:Promise\.all\(\[[^\]]*\]\)|\w\.e\(\d+\))\.then\(\(\)=>\(\)=>\w\((\d+)\)\)\)/g;

/** Shared package name → module ids implementing it, read from the downloaded entry scripts. */
function sharedModuleIds(files) {
  const ids = new Map();
  for (const file of files) {
    for (const [, name, , id] of file.body.matchAll(REGISTRATION)) {
      ids.set(name, new Set([...(ids.get(name) ?? []), id]));
    }
  }
  return ids;
}

/** Whether a chunk's module table defines the module (`,8325(e,t,r){` or `,8325:(…)=>`). */
function definesModule(body, id) {
  // Not `252:"hash"`: chunk-to-file maps in the runtime use the same numbers as keys.
  return new RegExp(`[{,]${id}(?:\\(\\w*(?:,\\w+)*\\)\\{|:\\s*(?:function\\b|\\(?\\w*(?:,\\w+)*\\)?\\s*=>))`).test(body);
}

/** Downloaded copies of each shared package: every downloaded file that defines its module. */
function downloadedCopies(files) {
  const copies = {};
  for (const [name, ids] of sharedModuleIds(files)) {
    copies[name] = files
      .filter((file) => [...ids].some((id) => definesModule(file.body, id)))
      .map((file) => file.url);
  }
  return copies;
}

async function main() {
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
  const stack = await startStack({ portBase: PORT_BASE, apiPort: API_PORT, dataDir, delayMs: 0, log: (line) => logLines.push(line) });
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
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

    await page.goto(new URL('/login', shell).href);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await quiet();
    steps.push({ step: 'login page', files: await recorder.take() });

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
    const formsListGzip = formsListFiles.reduce((sum, file) => sum + file.gzip, 0);
    const results = {
      measuredAt: new Date().toISOString(),
      note: 'gzip = zlib default level over each JavaScript response body; per step = files first downloaded during that step',
      bars: {
        formsListAfterSignIn: {
          gzipBytes: formsListGzip,
          budgetBytes: FORMS_LIST_BUDGET,
          withinBudget: formsListGzip <= FORMS_LIST_BUDGET,
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
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);

    console.log('\nJavaScript downloaded per step (gzip)');
    for (const step of results.steps) console.log(`  ${step.step.padEnd(52)} ${String(step.fileCount).padStart(3)} files ${kb(step.gzipBytes).padStart(10)}`);
    console.log(`  ${'all areas opened'.padEnd(52)} ${String(allFiles.length).padStart(3)} files ${kb(results.totalGzipBytes).padStart(10)}`);
    console.log('\nBars (ARCHITECTURE.md)');
    const verdict = (ok) => (ok ? 'ok' : 'OVER');
    console.log(`  forms list after sign-in (shell + remotes, gzip)   ${kb(formsListGzip).padStart(10)}  bar ≤ ${kb(FORMS_LIST_BUDGET)}  ${verdict(formsListGzip <= FORMS_LIST_BUDGET)}`);
    console.log(`  react-dom renderers started                        ${String(renderers.length).padStart(10)}  bar = 1  ${verdict(renderers.length === 1)}`);
    console.log('\nSingletons (files downloaded that define the package / versions loaded in the share scope; bar = 1)');
    for (const s of singletons) {
      const ok = s.downloadedCopies <= 1 && s.loadedVersions <= 1;
      console.log(`  ${s.package.padEnd(34)} ${String(s.downloadedCopies).padStart(2)} / ${String(s.loadedVersions).padEnd(2)} ${ok ? 'ok' : 'DUPLICATED'}`);
    }
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
