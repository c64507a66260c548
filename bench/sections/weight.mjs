// Section "weight": the back office's JavaScript. A signed-in user opens the forms list in a fresh
// context (the forms-list bar); then, for information, the path of a user who signs in: the login
// page (gzip JS and every request it makes, its bar), the organization chooser, the forms list and
// every area of the route table, with the copies of each federation singleton downloaded and loaded
// along it. Needs the apps built and the stack.
import { signInAdmin, benchOrganization } from '../lib/api.mjs';
import { VIEWPORT, navigate, recordJavaScript, trackNetwork } from '../lib/browser.mjs';
import { ADMIN, ORGANIZATION, kb, verdict } from '../lib/common.mjs';

const FORMS_LIST_BUDGET = 300 * 1024;
/** ARCHITECTURE.md: the login page's JavaScript (gzip) and every request it makes. */
const LOGIN_BUDGET = { gzipBytes: 150 * 1024, requests: 20 };
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
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US', storageState: await signedInStorageState(stack) });
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
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
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

export default {
  name: 'weight',
  needs: { apps: true, browser: true },
  file: 'bench-weight.json',
  run: ({ browser, stack }) => measureWeight(browser, stack),
  print: printWeight,
};
