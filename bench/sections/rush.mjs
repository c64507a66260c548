// Section "rush": the opening-day rush. Registration opens and RUSH.visitors parents submit the same
// paid form within RUSH.seconds, each from its own address, then confirm their card (the simulated
// provider, as the public page does in sample mode): a limit of RUSH.limit places and one product
// with RUSH.stock in stock, ordered by every other visitor. On an API server of its own (the
// compiled one): PostgreSQL when DATABASE_URL is set, else PGlite. Counts what was stored from the
// database and times the submission's POST and the confirmation's POST.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiNodeArguments, startStack } from '../../build/stack.mjs';
import { jsonFrom, postFrom, signInAdmin } from '../lib/api.mjs';
import { API_PORT, PORT_BASE, PUBLIC_FORM, ROOT, ms, verdict } from '../lib/common.mjs';
import { databaseEnv, withFreshDatabase } from '../lib/fresh-database.mjs';
import { percentile } from '../lib/percentile.mjs';
import { buildServer } from '../lib/process.mjs';

export const RUSH = { visitors: 300, seconds: 10, limit: 200, stock: 80, barP99Ms: 500 };
/** Club Aquatique Laval's (simulated) Stripe account, server/src/db/sample-payment-accounts.ts. */
const ACCOUNT = '70000000-0000-4000-8000-000000000001';
const CARD = '4242424242424242';

const RUSH_FIELDS = [
  { id: 'child', type: 'Text', text: [{ culture: 'en', value: 'Child' }], required: true },
  { id: 'weeks', type: 'PaymentOptionList', text: [{ culture: 'en', value: 'Weeks' }], required: true, multiSelection: true, options: [{ value: 'week-1', text: [{ culture: 'en', value: 'Week 1' }], price: 15000 }] },
  { id: 'gear', type: 'Products', text: [{ culture: 'en', value: 'Gear' }], required: false, products: [{ value: 'cap', text: [{ culture: 'en', value: 'Cap' }], price: 1000, min: 0, max: 5, limit: RUSH.stock }] },
];

/**
 * The rush form: created from the contact template (Pending), then saved open (status 3) with its
 * limit, its card payment on the organization's account and one mode, pay in full.
 */
export async function createRushForm(api, jwt) {
  const content = JSON.stringify({ steps: [{ id: 'step-1', name: [{ culture: 'en', value: 'Registration' }], sections: [{ id: 'section-1', name: [], multiple: false, visible: true, fields: RUSH_FIELDS }] }], rules: [] });
  const name = 'Bench opening-day rush';
  const headers = { authorization: `Bearer ${jwt}` };
  const created = new FormData();
  created.append('form', JSON.stringify({ name, localizations: ['en'], content, submissionLimit: RUSH.limit }));
  const response = await fetch(new URL(`/api/organizations/${PUBLIC_FORM.organizationId}/forms/templates/${PUBLIC_FORM.contactTemplateId}`, api), { method: 'POST', headers, body: created });
  if (!response.ok) throw new Error(`bench: creating the rush form answered ${response.status}: ${await response.text()}`);
  const { id, version } = await response.json();
  const saved = new FormData();
  saved.append(
    'form',
    JSON.stringify({
      version,
      name,
      localizations: ['en'],
      content,
      submissionLimit: RUSH.limit,
      status: 3,
      paymentEnabled: true,
      paymentAccount: ACCOUNT,
      paymentModes: { modes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } }], applyTo: [] },
    }),
  );
  const save = await fetch(new URL(`/api/organizations/${PUBLIC_FORM.organizationId}/forms/${id}`, api), { method: 'PUT', headers, body: saved });
  if (!save.ok) throw new Error(`bench: saving the rush form answered ${save.status}: ${await save.text()}`);
  return id;
}

const summary = (values) => ({ count: values.length, p50Ms: percentile(values, 0.5), p99Ms: percentile(values, 0.99), maxMs: values.length ? Math.max(...values) : null });

/** One visitor: the submission, then (when accepted) the card set up at the provider and the confirmation. */
export async function visit(api, formId, index) {
  const address = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
  const answers = [
    { id: 'child', rowId: null, value: JSON.stringify({ value: `Child ${index + 1}` }) },
    { id: 'weeks', rowId: null, value: JSON.stringify({ value: ['week-1'] }) },
    ...(index % 2 === 0 ? [{ id: 'gear', rowId: null, value: JSON.stringify({ value: [{ id: 'cap', quantity: 1 }] }) }] : []),
  ];
  const parts = { Content: JSON.stringify(answers), CustomerEmail: `parent${index + 1}@example.org`, Culture: 'en', PaymentMethod: 'credit_card', PaymentMode: 'full', cardHolderName: `Parent ${index + 1}` };
  const url = new URL(`/organizations/${PUBLIC_FORM.organizationId}/forms/${formId}`, api).href;
  const started = performance.now();
  const submitted = await postFrom(address, url, parts);
  const submitMs = performance.now() - started;
  const outcome = { index, ordered: index % 2 === 0, submitStatus: submitted.status, submitMs, submitError: submitted.status === 200 ? null : submitted.text.slice(0, 200) };
  if (submitted.status !== 200) return outcome;
  const submissionId = JSON.parse(submitted.text);
  // The page's calls after the submission, from the visitor's address too (the payment calls have limits per address).
  const secret = await jsonFrom(address, 'GET', new URL(`/api/organizations/${PUBLIC_FORM.organizationId}/payment/${ACCOUNT}/clientsecret`, api).href);
  if (secret.status !== 200) return { ...outcome, submissionId, confirmStatus: null, confirmError: `client secret ${secret.status} ${secret.text.slice(0, 200)}` };
  const { clientSecret, setupIntentId } = JSON.parse(secret.text);
  const setup = await jsonFrom(address, 'POST', new URL('/sample-provider/v1/setup_intents/confirm', api).href, { client_secret: clientSecret, card: { number: CARD, exp_month: 12, exp_year: 2034, cvc: '123' } });
  const confirmStarted = performance.now();
  const confirm = await jsonFrom(address, 'POST', new URL(`/api/organizations/${PUBLIC_FORM.organizationId}/forms/${formId}/submissions/${submissionId}/payment/confirm`, api).href, { setupIntentId });
  const confirmMs = performance.now() - confirmStarted;
  return { ...outcome, submissionId, setupStatus: setup.status, confirmStatus: confirm.status, confirmMs, confirmError: confirm.status === 200 ? null : confirm.text.slice(0, 200) };
}

/** What the database holds for the form: submissions, the form's count and the product's claims, the charges taken. */
async function stored(databaseUrl, api, jwt, formId) {
  const details = await fetch(new URL(`/api/organizations/${PUBLIC_FORM.organizationId}/forms/${formId}/details`, api), { headers: { authorization: `Bearer ${jwt}` } });
  const submissionCount = details.ok ? (await details.json()).form.submissionCount : null;
  if (!databaseUrl) return { submissionCount };
  // The bench's own read of PostgreSQL (node-postgres, the server's driver).
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text) => (await client.query(text, [formId])).rows[0];
    const rows = await one(`SELECT count(*)::int AS submissions,
        coalesce(sum((SELECT sum((p->>'quantity')::int) FROM jsonb_array_elements(s.fields) f, jsonb_array_elements((f->>'value')::jsonb->'value') p WHERE f->>'id' = 'gear')), 0)::int AS caps,
        count(*) FILTER (WHERE s.payment->>'status' IN ('succeeded', 'paid'))::int AS paid
      FROM submissions s WHERE s.form_id = $1`);
    const form = await one(`SELECT (field_properties->'gear'->'claimed'->>'cap')::int AS claimed FROM forms WHERE id = $1`);
    return { submissionCount, ...rows, claimed: form?.claimed ?? 0 };
  } finally {
    await client.end();
  }
}

/** bench/lib/smtp-sink.mjs in a process of its own: its port, and `stop()` answering the messages it took. */
async function startSmtpSink() {
  const child = spawn(process.execPath, [join(ROOT, 'bench', 'lib', 'smtp-sink.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  while (!output.includes('\n')) {
    if (child.exitCode !== null) throw new Error('bench: the SMTP sink exited');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { port } = JSON.parse(output.split('\n')[0]);
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(output.trim().split('\n').at(-1)).messages;
    },
  };
}

async function measureRush(dataDir, databaseUrl) {
  const compiledApi = process.env.FO_BENCH_LOAD_SERVER !== 'tsx';
  if (compiledApi) buildServer();
  const sink = await startSmtpSink();
  const stack = await startStack({
    compiledApi,
    portBase: PORT_BASE + 25,
    apiPort: API_PORT + 2,
    dataDir,
    delayMs: 0,
    sampleMode: true,
    apps: false,
    // The messages go to a mail server outside the measured process, as in production.
    env: { FO_LOG_LEVEL: 'warn', SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ...databaseEnv(databaseUrl) },
    log: () => {},
  });
  try {
    const api = new URL(stack.urls.api);
    const { jwt } = await signInAdmin(api);
    const formId = await createRushForm(api, jwt);
    const loadBefore = loadavg()[0];
    const spacingMs = (RUSH.seconds * 1000) / RUSH.visitors;
    const t0 = performance.now();
    const visits = [];
    for (let index = 0; index < RUSH.visitors; index += 1) {
      const due = t0 + index * spacingMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      visits.push(visit(api, formId, index));
    }
    const outcomes = await Promise.all(visits);
    const elapsedMs = performance.now() - t0;
    const counts = await stored(databaseUrl, api, jwt, formId);
    const accepted = outcomes.filter((entry) => entry.submitStatus === 200);
    const confirmed = accepted.filter((entry) => entry.confirmStatus === 200);
    const statuses = {};
    for (const entry of outcomes) {
      const key = entry.submitStatus === 200 ? '200' : `${entry.submitStatus} ${/"errors":\["([^"]+)"/.exec(entry.submitError ?? '')?.[1] ?? ''}`.trim();
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const expectedCaps = Math.min(RUSH.stock, accepted.filter((entry) => entry.ordered).length);
    return {
      note: `${RUSH.visitors} visitors evenly over ${RUSH.seconds} s, each from its own loopback address: a paid submission (one week at 150.00, every other visitor a cap at 10.00; pay in full by card), then the client secret, the card at the simulated provider and the confirmation; form limit ${RUSH.limit}, cap stock ${RUSH.stock}; API on ${databaseUrl ? 'postgresql' : 'pglite'} (${compiledApi ? `compiled: node ${apiNodeArguments(true).join(' ')}` : 'TypeScript through tsx'}), sample mode, no delay`,
      database: databaseUrl ? 'postgresql' : 'pglite',
      elapsedMs,
      statuses,
      accepted: accepted.length,
      confirmed: confirmed.length,
      confirmFailures: accepted.filter((entry) => entry.confirmStatus !== 200).map((entry) => `${entry.confirmStatus} ${entry.confirmError}`).slice(0, 5),
      stored: counts,
      exact: accepted.length === RUSH.limit && counts.submissionCount === RUSH.limit && (counts.submissions ?? RUSH.limit) === RUSH.limit && (counts.claimed ?? expectedCaps) === expectedCaps && (counts.caps ?? expectedCaps) === expectedCaps && expectedCaps === RUSH.stock,
      submit: summary(outcomes.map((entry) => entry.submitMs)),
      confirm: summary(confirmed.map((entry) => entry.confirmMs)),
      loadAverage: { before: loadBefore, after: loadavg()[0], cores: cpus().length },
      barP99Ms: RUSH.barP99Ms,
    };
  } finally {
    await stack.close();
    await sink.stop();
  }
}

function printRush(rush) {
  console.log(`\nOpening-day rush (${rush.note})`);
  console.log(`  accepted ${rush.accepted} of ${RUSH.visitors} (${JSON.stringify(rush.statuses)}), confirmed ${rush.confirmed}; stored: ${JSON.stringify(rush.stored)}  exactly ${RUSH.limit} places and ${RUSH.stock} caps  ${verdict(rush.exact)}`);
  if (rush.confirmFailures.length > 0) console.log(`  confirmation failures: ${rush.confirmFailures.join('; ')}`);
  console.log(`  submission POST: p50 ${ms(rush.submit.p50Ms)}, p99 ${ms(rush.submit.p99Ms)}, max ${ms(rush.submit.maxMs)}  bar p99 ≤ ${rush.barP99Ms} ms  ${verdict(rush.submit.p99Ms !== null && rush.submit.p99Ms <= rush.barP99Ms)}`);
  console.log(`  confirmation POST: p50 ${ms(rush.confirm.p50Ms)}, p99 ${ms(rush.confirm.p99Ms)}, max ${ms(rush.confirm.maxMs)}  bar p99 ≤ ${rush.barP99Ms} ms  ${verdict(rush.confirm.p99Ms !== null && rush.confirm.p99Ms <= rush.barP99Ms)}`);
  console.log(`  ${(rush.elapsedMs / 1000).toFixed(1)} s in all; load average ${rush.loadAverage.before.toFixed(2)} → ${rush.loadAverage.after.toFixed(2)} on ${rush.loadAverage.cores} cores`);
}

async function runRush() {
  const dir = mkdtempSync(join(tmpdir(), 'fo-bench-rush-'));
  try {
    return { rush: await withFreshDatabase(process.env.DATABASE_URL, 'rush', (databaseUrl) => measureRush(dir, databaseUrl)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default {
  name: 'rush',
  needs: {},
  file: 'bench-rush.json',
  run: runRush,
  print: ({ rush }) => printRush(rush),
};
