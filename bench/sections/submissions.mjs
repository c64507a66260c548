// Section "submissions" (issues 4 and 8) against the stack's API: 200 concurrent public
// submissions against a limit of 50, and the paid submission's POST one at a time. Needs the stack
// (its API only).
import { postFrom, signInAdmin } from '../lib/api.mjs';
import { PAID_FORM, PUBLIC_FORM, ms, verdict } from '../lib/common.mjs';
import { percentileOfSorted } from '../lib/percentile.mjs';

const LIMIT_RACE = { limit: 50, concurrent: 200, runs: 10 };

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
  const at = (q) => percentileOfSorted(sorted, q);
  return { note: `${PAID_FORM.posts} sequential paid submissions (3-installment plan, discount code), sample delay off`, statuses, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: sorted[sorted.length - 1] };
}

/**
 * 200 concurrent public submissions against a limit of 50, 10 runs, on the stack's own API
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

function printSubmissions({ submissionLimit: sl, paidSubmission: ps }) {
  console.log('\nSubmissions (issues 4 and 8)');
  console.log(`  ${sl.concurrent} concurrent submissions, limit ${sl.limit}: accepted per run   ${sl.runs.map((entry) => entry.accepted).join(' ')}  bar = ${sl.limit} each run  ${verdict(sl.exactEveryRun)}  (stored ${sl.runs.map((entry) => entry.storedCount).join(' ')})`);
  console.log(`  paid submission POST, p50 / p95 (${PAID_FORM.posts})              ${ms(ps.p50Ms).padStart(10)} / ${ms(ps.p95Ms)}  statuses ${JSON.stringify(ps.statuses)}`);
}

export default {
  name: 'submissions',
  needs: { api: true },
  file: 'bench-submissions.json',
  run: async ({ stack }) => ({ paidSubmission: await measurePaidSubmission(stack.urls.api), submissionLimit: await measureSubmissionLimit(stack.urls.api) }),
  print: printSubmissions,
};
