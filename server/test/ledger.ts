// The money ledger check (issue 18): after any scenario, the books must balance between the
// simulated provider, the database, the submission detail and the report, on PGlite and PostgreSQL.
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { PaymentMoney, SubmissionView } from '@front-office/shared/core';
import { REPORT_GENERAL_COLUMNS, paymentMoney, tookMoney } from '@front-office/shared/core';
import { forms, paymentInstallments, sampleProviderCharges, submissionRefunds, submissions } from '../src/db/schema';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { ACCOUNTS, bearer, signIn } from './helper';
import type { TestContext } from './helper';

export interface LedgerOptions {
  /** A staff token with FORM_SUBMISSION and REPORT read in the organizations checked (default: the admin's). */
  jwt?: string;
  /** The organizations whose forms are read through the API (default: the sample ones, where the admin is a member). */
  organizationIds?: readonly string[];
  /** The simulated refund provider of the scenario: each refund row must have made exactly one call. */
  refundProvider?: { calls: { refunds: number } };
}

/** The report's money columns (shared/core `paymentMoney`) and where they sit in the CSV. */
const REPORT_FIGURES: [column: (typeof REPORT_GENERAL_COLUMNS)[number], figure: keyof PaymentMoney][] = [
  ['TotalPaid', 'charged'],
  ['Refunded', 'refunded'],
  ['Disputed', 'disputed'],
  ['DisputeLost', 'disputeLost'],
  ['NetPaid', 'net'],
  ['Discount', 'codeDiscount'],
  ['ModeDiscount', 'modeDiscount'],
];

/** What the simulated provider's charge key names: `installment:{installment id}:{attempt}` (charge-installment.ts). */
const CHARGE_KEY = /^installment:([0-9a-f-]{36}):(\d+)$/;

const dollars = (cents: number | null | undefined) => (typeof cents === 'number' ? (cents / 100).toFixed(2) : 'nothing');
const short = (id: string) => id.slice(0, 8);

/** The fields of one CSV line (RFC 4180 quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

const tokens = new WeakMap<TestContext, string>();
async function staffToken(ctx: TestContext, options: LedgerOptions): Promise<string> {
  if (options.jwt) return options.jwt;
  let jwt = tokens.get(ctx);
  if (!jwt) {
    jwt = await signIn(ctx, ACCOUNTS.admin);
    tokens.set(ctx, jwt);
  }
  return jwt;
}

/**
 * Checks the books and answers every discrepancy as a sentence (an empty list: they balance).
 *
 * - For every payment: charged − refunded (the detail's `money`, shared/core `paymentMoney`) is
 *   what the database holds: the charges its installments took, and at the simulated provider the
 *   succeeded charge of each of them, of the same amount; the refunds done or under way in
 *   submission_refunds, line by line, and the figure kept on each line of the stored payment.
 * - The detail (GET …/submissions/:id/details) and the report (its CSV, generated through the API)
 *   show the same money, column by column.
 * - No refund exceeds its charge; no refund gives back a line that took nothing.
 * - No planned installment is left to a submission that no longer exists, and no installment that
 *   is planned, failed or canceled (a canceled plan, a deleted submission) was charged.
 * - Every provider call has one idempotency key derived from our ids: each charge is keyed by its
 *   installment and attempt, at most one succeeded per installment; each refund row made one call
 *   (its own key) and got its own provider reference.
 */
export async function ledgerDiscrepancies(ctx: TestContext, options: LedgerOptions = {}): Promise<string[]> {
  const { db } = ctx.database;
  const problems: string[] = [];
  const organizationIds = new Set(options.organizationIds ?? Object.values(SAMPLE_IDS.organizations));

  const paid = await db
    .select({
      id: submissions.id,
      formId: submissions.formId,
      payment: submissions.payment,
      coupon: submissions.coupon,
      organizationId: forms.organizationId,
      // The money kept beside the submission (migration 0023's generated columns), which the dashboard sums.
      kept: sql<string>`concat_ws(' ', payment_charged, payment_refunded, payment_dispute_lost)`,
    })
    .from(submissions)
    .leftJoin(forms, eq(forms.id, submissions.formId))
    .where(isNotNull(submissions.payment));
  const existing = new Set((await db.select({ id: submissions.id }).from(submissions)).map((row) => row.id));
  const installments = await db.select().from(paymentInstallments);
  const charges = await db.select().from(sampleProviderCharges);
  const refunds = await db.select().from(submissionRefunds).where(eq(submissionRefunds.kind, 'refund'));

  // The provider's charges by installment; a key that names no installment attempt was not derived from our ids.
  const chargesOf = new Map<string, (typeof charges)[number][]>();
  for (const charge of charges) {
    const match = CHARGE_KEY.exec(charge.idempotencyKey);
    if (!match) {
      problems.push(`provider charge ${charge.id} (${dollars(charge.amount)}) has the key "${charge.idempotencyKey}", not one derived from an installment attempt`);
      continue;
    }
    const list = chargesOf.get(match[1]!) ?? [];
    list.push(charge);
    chargesOf.set(match[1]!, list);
  }

  // Installments against the provider: one succeeded charge for each that took money, none for the others.
  const installmentsOf = new Map<string, typeof installments>();
  for (const installment of installments) {
    const list = installmentsOf.get(installment.submissionId) ?? [];
    list.push(installment);
    installmentsOf.set(installment.submissionId, list);
    const label = `installment ${installment.position + 1} (${short(installment.id)}) of submission ${short(installment.submissionId)}`;
    const taken = (chargesOf.get(installment.id) ?? []).filter((charge) => charge.status === 'succeeded');
    const gone = !existing.has(installment.submissionId);
    if (gone && installment.status === 'READY') problems.push(`${label} is still planned although its submission was deleted`);
    if (taken.length > 1) problems.push(`${label} was charged ${taken.length} times at the provider (${taken.map((charge) => dollars(charge.amount)).join(' + ')})`);
    if (tookMoney(installment.status)) {
      // Only charges made through the simulated provider have a row there (a stubbed Stripe has none).
      const simulated = installment.paymentIntentId?.startsWith('pi_sample_') ?? false;
      if (simulated && taken.length === 0) problems.push(`${label} is ${installment.status} but the provider holds no succeeded charge for it`);
      for (const charge of taken) {
        if (charge.amount !== installment.amount) problems.push(`${label} is ${dollars(installment.amount)} but the provider charged ${dollars(charge.amount)}`);
      }
    } else if (taken.length > 0) {
      problems.push(`${label} is ${installment.status}${gone ? ' (submission deleted)' : ''} but the provider charged ${dollars(taken[0]!.amount)} for it`);
    }
    for (const charge of chargesOf.get(installment.id) ?? []) {
      const attempt = Number(CHARGE_KEY.exec(charge.idempotencyKey)?.[2]);
      if (attempt < 1 || attempt > installment.attempts) problems.push(`${label} was charged under attempt ${attempt} (${charge.idempotencyKey}) but made ${installment.attempts} attempts`);
    }
  }
  // Refunds: one provider call and reference per row, never more than the line took.
  const references = new Map<string, number>();
  for (const refund of refunds) {
    if (refund.providerReference) references.set(refund.providerReference, (references.get(refund.providerReference) ?? 0) + 1);
    if (refund.status === 'succeeded' && !refund.providerReference) problems.push(`refund ${short(refund.id)} succeeded without a provider reference`);
  }
  for (const [reference, uses] of references) if (uses > 1) problems.push(`the provider's refund ${reference} is recorded ${uses} times (one idempotency key used for ${uses} refunds)`);
  if (options.refundProvider && options.refundProvider.calls.refunds !== refunds.length) {
    problems.push(`the refund provider was called ${options.refundProvider.calls.refunds} times for ${refunds.length} refund rows (each row is one call with its own key)`);
  }
  const refundedOf = new Map<string, Map<string, number>>();
  for (const refund of refunds) {
    if (refund.status === 'failed') continue;
    const lines = refundedOf.get(refund.submissionId) ?? new Map<string, number>();
    lines.set(refund.detailId, (lines.get(refund.detailId) ?? 0) + refund.amount);
    refundedOf.set(refund.submissionId, lines);
  }

  // A charge whose installment (the payment line) is gone went with a deleted submission: only money given back in full may go.
  const knownInstallments = new Set(installments.map((installment) => installment.id));
  for (const [installmentId, list] of chargesOf) {
    if (knownInstallments.has(installmentId)) continue;
    const givenBack = refunds.filter((refund) => refund.detailId === installmentId && refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
    const taken = list.filter((charge) => charge.status === 'succeeded').reduce((sum, charge) => sum + charge.amount, 0);
    if (taken > givenBack) problems.push(`the provider charged ${dollars(taken)} for installment ${short(installmentId)}, which no longer exists, and refunds gave back ${dollars(givenBack)} of it`);
  }

  // Each payment: the database, the detail and the report.
  const jwt = await staffToken(ctx, options);
  const readable = paid.filter((row) => row.organizationId !== null && organizationIds.has(row.organizationId));
  const reportOf = new Map<string, Map<string, string[]>>();
  for (const formId of new Set(readable.map((row) => row.formId))) {
    const organizationId = readable.find((row) => row.formId === formId)!.organizationId!;
    const response = await ctx.call({
      method: 'POST',
      url: `/api/organizations/${organizationId}/forms/${formId}/reports/generate`,
      headers: { ...bearer(jwt), 'content-type': 'application/json' },
      payload: JSON.stringify({ culture: 'en', format: 'csv', content: { name: 'Ledger', steps: [] } }),
    });
    if (response.statusCode !== 200) {
      problems.push(`the report of form ${short(formId)} answered ${response.statusCode}`);
      continue;
    }
    const rows = new Map<string, string[]>();
    for (const line of response.body.replace(/^\ufeff/, '').split('\r\n').slice(1)) {
      if (line === '') continue;
      const fields = csvFields(line);
      rows.set(fields[0]!, fields);
    }
    reportOf.set(formId, rows);
  }

  for (const row of readable) {
    const label = `submission ${short(row.id)}`;
    const response = await ctx.call({ url: `/api/organizations/${row.organizationId}/forms/${row.formId}/submissions/${row.id}/details`, headers: bearer(jwt) });
    if (response.statusCode !== 200) {
      problems.push(`the detail of ${label} answered ${response.statusCode}`);
      continue;
    }
    const { submission } = response.json<{ submission: SubmissionView }>();
    const money = submission.money;
    const recomputed = paymentMoney(submission.payment, submission.coupon);
    if (JSON.stringify(money) !== JSON.stringify(recomputed)) problems.push(`${label}: the detail's money ${JSON.stringify(money)} is not paymentMoney of its payment ${JSON.stringify(recomputed)}`);
    const kept = row.kept.split(' ').map(Number);
    const shown = money ? [money.charged, money.refunded, money.disputeLost] : [0, 0, 0];
    if (kept.join() !== shown.join()) problems.push(`${label}: the money kept beside it (charged, refunded, lost in disputes) is ${kept.map(dollars).join(', ')} but the detail shows ${shown.map(dollars).join(', ')}`);
    if (!money) continue;
    if (money.net !== money.charged - money.refunded - money.disputeLost) {
      problems.push(`${label}: net ${dollars(money.net)} is not charged ${dollars(money.charged)} − refunded ${dollars(money.refunded)} − lost in disputes ${dollars(money.disputeLost)}`);
    }

    // What the installments took is what the detail says was charged.
    const own = installmentsOf.get(row.id);
    if (own && own.length > 0) {
      const taken = own.filter((installment) => tookMoney(installment.status)).reduce((sum, installment) => sum + installment.amount, 0);
      if (taken !== money.charged) problems.push(`${label}: its installments took ${dollars(taken)} but the detail shows ${dollars(money.charged)} charged`);
    }

    // Refunds line by line: the table, the detail, the stored figure the report reads; never above the charge.
    const refundedLines = refundedOf.get(row.id) ?? new Map<string, number>();
    const tableTotal = [...refundedLines.values()].reduce((sum, amount) => sum + amount, 0);
    const lines = submission.payment?.paymentDetails ?? [];
    const stored = Array.isArray((row.payment as { paymentDetails?: unknown } | null)?.paymentDetails) ? (row.payment as { paymentDetails: { refundedTotal?: unknown }[] }).paymentDetails : [];
    for (const [index, line] of lines.entries()) {
      const given = refundedLines.get(line.id) ?? 0;
      if (given > line.total) problems.push(`${label}: line ${line.id} took ${dollars(line.total)} but refunds gave back ${dollars(given)}`);
      if (given > 0 && !tookMoney(line.status)) problems.push(`${label}: line ${line.id} is ${line.status}, took nothing, yet refunds gave back ${dollars(given)}`);
      const kept = stored[index]?.refundedTotal;
      if ((typeof kept === 'number' ? kept : 0) !== given) problems.push(`${label}: line ${line.id} keeps ${dollars(typeof kept === 'number' ? kept : 0)} refunded in the stored payment but refunds gave back ${dollars(given)}`);
    }
    for (const detailId of refundedLines.keys()) if (!lines.some((line) => line.id === detailId)) problems.push(`${label}: refunds gave back ${dollars(refundedLines.get(detailId))} of line ${detailId}, which the payment does not have`);
    if (tableTotal > 0 && tableTotal !== money.refunded) problems.push(`${label}: refunds gave back ${dollars(tableTotal)} but the detail shows ${dollars(money.refunded)} refunded`);

    // The report's row shows the detail's money.
    const report = reportOf.get(row.formId);
    if (!report) continue;
    const cells = report.get(row.id);
    if (!cells) {
      problems.push(`${label} is missing from the report`);
      continue;
    }
    for (const [column, figure] of REPORT_FIGURES) {
      const text = cells[REPORT_GENERAL_COLUMNS.indexOf(column)] ?? '';
      const shown = text === '' ? null : Math.round(Number(text) * 100);
      // An absent coupon is an empty Discount cell: no code discount.
      const expected = figure === 'codeDiscount' && !submission.coupon ? null : money[figure];
      if (shown !== expected) problems.push(`${label}: the report's ${column} is ${text === '' ? 'empty' : text} but the detail shows ${dollars(expected)}`);
    }
  }
  return problems;
}

/** The ledger check as an assertion: fails with the list of discrepancies. */
export async function expectBalancedBooks(ctx: TestContext, options: LedgerOptions = {}): Promise<void> {
  expect(await ledgerDiscrepancies(ctx, options)).toEqual([]);
}
