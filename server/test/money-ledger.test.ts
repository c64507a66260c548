/** @jest-environment ./test/pglite-environment.ts */
// Issue 18 §10 (reports say the truth about money) and the money ledger check: the report's
// money columns equal the submission detail's after a partial refund, with mode and code
// discounts; the ledger check balances after the scenario and names every corruption.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { PaymentMoney, SubmissionView } from '@front-office/shared/core';
import { REPORT_GENERAL_COLUMNS } from '@front-office/shared/core';
import { paymentDisputes, paymentInstallments, sampleProviderCharges, submissionRefunds, submissions } from '../src/db/schema';
import { createSimulatedRefundProvider } from '../src/services/payments/refund-provider';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import { ledgerDiscrepancies } from './ledger';
import { LAVAL, PLAN_MODE, insertPaidForm, payWithCard, submit } from './payments-support';

let ctx: TestContext;
let jwt = '';
const refundProvider = createSimulatedRefundProvider();

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false, refundProvider });
  jwt = await signIn(ctx, ACCOUNTS.manager);
});
afterAll(() => ctx.close());

const SUCCEEDS = '4242424242424242';
const column = (id: (typeof REPORT_GENERAL_COLUMNS)[number]) => REPORT_GENERAL_COLUMNS.indexOf(id);
const detailsOf = async (formId: string, id: string) =>
  (await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${id}/details`, headers: bearer(jwt) })).json<{ submission: SubmissionView }>().submission;
const refund = (paymentId: string, lineId: string, amount: number) =>
  ctx.call({ method: 'POST', url: `/api/organizations/${LAVAL}/payment/${paymentId}/refund/${lineId}`, headers: { ...bearer(jwt), 'content-type': 'application/json' }, payload: JSON.stringify({ amount }) });
const generate = (formId: string, format: 'csv' | 'xlsx', culture: 'en' | 'fr' = 'en') =>
  ctx.call({
    method: 'POST',
    url: `/api/organizations/${LAVAL}/forms/${formId}/reports/generate`,
    headers: { ...bearer(jwt), 'content-type': 'application/json' },
    payload: JSON.stringify({ culture, format, content: { name: 'Money', steps: [] } }),
  });

/** The money cells of a report row, in cents, in REPORT_GENERAL_COLUMNS order of the figures. */
const FIGURES: [(typeof REPORT_GENERAL_COLUMNS)[number], keyof PaymentMoney][] = [
  ['TotalPaid', 'charged'],
  ['Refunded', 'refunded'],
  ['Disputed', 'disputed'],
  ['DisputeLost', 'disputeLost'],
  ['NetPaid', 'net'],
  ['Discount', 'codeDiscount'],
  ['ModeDiscount', 'modeDiscount'],
];
const cents = (cell: unknown) => (cell === undefined || cell === '' ? null : Math.round(Number(cell) * 100));
const figuresOf = (money: PaymentMoney | null) => Object.fromEntries(FIGURES.map(([name, figure]) => [name, money?.[figure] ?? null]));

/** A paid form whose full payment takes 5 % off and whose plan takes $10 off, with the codes of insertPaidForm (SAVE10: 10 %). */
async function discountedForm(): Promise<string> {
  return insertPaidForm(ctx, {
    paymentModes: [
      { id: 'full', mode: 'single', discount: { type: 'percent', value: 5 } },
      { ...PLAN_MODE, discount: { type: 'amount', value: 1000 } },
    ],
  });
}

/** Week 1 ($150) + week 2 ($120) = $270; 5 % off ($13.50) = $256.50; SAVE10 takes 10 % of that ($25.65) = $230.85. */
async function paidAndPartlyRefunded(formId: string): Promise<string> {
  const id = (await submit(ctx, formId, { weeks: ['week-1', 'week-2'] }, { PaymentMode: 'full', Coupon: 'SAVE10' })).json<string>();
  expect((await payWithCard(ctx, formId, id, SUCCEEDS)).confirm.statusCode).toBe(200);
  const { payment } = await detailsOf(formId, id);
  expect((await refund(payment!.id, payment!.paymentDetails[0]!.id, 3000)).statusCode).toBe(200);
  return id;
}

describe('issue 18 §10: the report’s money columns are the submission detail’s (shared/core paymentMoney)', () => {
  test('after a partial refund, with a mode and a code discount: total paid, refunded, net, code and mode discounts, in CSV and XLSX', async () => {
    const formId = await discountedForm();
    const id = await paidAndPartlyRefunded(formId);
    const detail = await detailsOf(formId, id);
    expect(detail.money).toEqual({ charged: 23085, refunded: 3000, disputed: 0, disputeLost: 0, net: 20085, codeDiscount: 2565, modeDiscount: 1350 });

    const csv = await generate(formId, 'csv');
    const [header, row] = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(header?.split(',').slice(2, 10)).toEqual([
      'Total paid (CAD)',
      'Refunded (CAD)',
      'Disputed (CAD)',
      'Lost in disputes (CAD)',
      'Net paid (CAD)',
      'Code discount (CAD)',
      'Discount code',
      'Payment mode discount (CAD)',
    ]);
    const cells = row?.split(',') ?? [];
    expect(cells.slice(2, 10)).toEqual(['230.85', '30.00', '0.00', '0.00', '200.85', '25.65', 'SAVE10', '13.50']);
    expect(Object.fromEntries(FIGURES.map(([name]) => [name, cents(cells[column(name)])]))).toEqual(figuresOf(detail.money));

    const xlsx = await generate(formId, 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = (workbook.worksheets[0]?.getRow(2).values as unknown[]).slice(1);
    expect(values.slice(2, 10)).toEqual([230.85, 30, 0, 0, 200.85, 25.65, 'SAVE10', 13.5]);
    expect(Object.fromEntries(FIGURES.map(([name]) => [name, cents(values[column(name)])]))).toEqual(figuresOf(detail.money));
  });

  test('headers in French: Total payé, Remboursé, Contesté, Perdu en contestation, Net payé, Rabais du code, Rabais du mode de paiement', async () => {
    const formId = await discountedForm();
    const header = (await generate(formId, 'csv', 'fr')).body.replace(/^\ufeff/, '').split('\r\n')[0];
    expect(header?.split(',').slice(2, 10)).toEqual([
      'Total payé (CAD)',
      'Remboursé (CAD)',
      'Contesté (CAD)',
      'Perdu en contestation (CAD)',
      'Net payé (CAD)',
      'Rabais du code (CAD)',
      'Code de rabais',
      'Rabais du mode de paiement (CAD)',
    ]);
  });

  test('a plan: only the installments charged so far count as paid; a full refund of one keeps it in total paid and nets it out', async () => {
    const formId = await discountedForm();
    // $150 − $10 = $140 in three installments: $56 now, $42 and $42 later.
    const id = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
    expect((await payWithCard(ctx, formId, id, SUCCEEDS)).confirm.statusCode).toBe(200);
    const before = await detailsOf(formId, id);
    expect(before.money).toEqual({ charged: 5600, refunded: 0, disputed: 0, disputeLost: 0, net: 5600, codeDiscount: 0, modeDiscount: 1000 });
    const line = before.payment!.paymentDetails[0]!;
    expect((await refund(before.payment!.id, line.id, line.total)).statusCode).toBe(200);
    const after = await detailsOf(formId, id);
    expect(after.payment?.paymentDetails[0]?.status).toBe('refunded');
    expect(after.money).toEqual({ charged: 5600, refunded: 5600, disputed: 0, disputeLost: 0, net: 0, codeDiscount: 0, modeDiscount: 1000 });
    const row = (await generate(formId, 'csv')).body.split('\r\n').find((text) => text.startsWith(id)) ?? '';
    expect(row.split(',').slice(2, 10)).toEqual(['56.00', '56.00', '0.00', '0.00', '0.00', '', '', '10.00']);
  });
});

/**
 * A dispute on the submission's first line as the webhook path writes it: its payment_disputes row
 * and the line's `dispute` in the stored payment (the staff detail and the report read the latter).
 */
async function dispute(id: string, amount: number, status: string, outcome: 'won' | 'lost' | null): Promise<void> {
  const { db } = ctx.database;
  const [row] = await db.select({ payment: submissions.payment }).from(submissions).where(eq(submissions.id, id));
  const payment = row?.payment as { paymentDetails: Record<string, unknown>[] };
  const [first] = await db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, id)).orderBy(paymentInstallments.position);
  const values = { submissionId: id, installmentId: first!.id, paymentIntentId: first!.paymentIntentId ?? 'pi_test', amount, currency: 'cad', reason: 'fraudulent', status, outcome, closedAt: outcome ? new Date() : null };
  await db.insert(paymentDisputes).values({ id: `dp_${id}`, ...values }).onConflictDoUpdate({ target: paymentDisputes.id, set: values });
  const lines = payment.paymentDetails.map((line, index) => (index === 0 ? { ...line, dispute: { amount, status, reason: 'fraudulent', outcome } } : line));
  await db.update(submissions).set({ payment: { ...payment, paymentDetails: lines } }).where(eq(submissions.id, id));
}

const reportRow = async (formId: string, id: string, culture: 'en' | 'fr' = 'en') =>
  ((await generate(formId, 'csv', culture)).body.split('\r\n').find((text) => text.startsWith(id)) ?? '').split(',');

describe('issue 20: a disputed charge in the detail and the report (what is held, what is lost; net = charged − refunded − lost)', () => {
  test('a single payment partly refunded then disputed: Disputed while open, then Dispute lost takes the amount off the net', async () => {
    const formId = await discountedForm();
    const id = await paidAndPartlyRefunded(formId);
    await dispute(id, 20085, 'needs_response', null);
    const open = await detailsOf(formId, id);
    expect(open.payment?.paymentDetails[0]?.dispute).toEqual({ amount: 20085, status: 'needs_response', reason: 'fraudulent', outcome: null });
    expect(open.money).toEqual({ charged: 23085, refunded: 3000, disputed: 20085, disputeLost: 0, net: 20085, codeDiscount: 2565, modeDiscount: 1350 });
    let cells = await reportRow(formId, id);
    expect(cells.slice(2, 7)).toEqual(['230.85', '30.00', '200.85', '0.00', '200.85']);
    expect(cells[column('PaymentStatus')]).toBe('Disputed');
    expect((await reportRow(formId, id, 'fr'))[column('PaymentStatus')]).toBe('Contesté');

    await dispute(id, 20085, 'lost', 'lost');
    const lost = await detailsOf(formId, id);
    expect(lost.money).toEqual({ charged: 23085, refunded: 3000, disputed: 20085, disputeLost: 20085, net: 0, codeDiscount: 2565, modeDiscount: 1350 });
    cells = await reportRow(formId, id);
    expect(cells.slice(2, 7)).toEqual(['230.85', '30.00', '200.85', '200.85', '0.00']);
    expect(cells[column('PaymentStatus')]).toBe('Dispute lost');
    expect((await reportRow(formId, id, 'fr'))[column('PaymentStatus')]).toBe('Contestation perdue');

    const xlsx = await generate(formId, 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rowNumber = [...Array(sheet.rowCount).keys()].map((index) => index + 1).find((number) => sheet.getRow(number).getCell(1).value === id)!;
    const values = (sheet.getRow(rowNumber).values as unknown[]).slice(1);
    expect(values.slice(2, 7)).toEqual([230.85, 30, 200.85, 200.85, 0]);
    expect(values[column('PaymentStatus')]).toBe('Dispute lost');
    expect(await ledgerDiscrepancies(ctx, { refundProvider })).toEqual([]);
  });

  test('a plan of three (its charges read as JSON): a dispute won keeps the money and says so', async () => {
    const formId = await discountedForm();
    const id = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
    expect((await payWithCard(ctx, formId, id, SUCCEEDS)).confirm.statusCode).toBe(200);
    await dispute(id, 5600, 'won', 'won');
    const detail = await detailsOf(formId, id);
    expect(detail.money).toEqual({ charged: 5600, refunded: 0, disputed: 5600, disputeLost: 0, net: 5600, codeDiscount: 0, modeDiscount: 1000 });
    const cells = await reportRow(formId, id);
    expect(cells.slice(2, 7)).toEqual(['56.00', '0.00', '56.00', '0.00', '56.00']);
    expect(cells[column('PaymentStatus')]).toBe('Dispute won');
  });
});

test('issue 20: a refund the provider answered pending is shown under way on its line until it settles, and counts as refunded meanwhile', async () => {
  const formId = await discountedForm();
  const id = await paidAndPartlyRefunded(formId);
  await ctx.database.db.update(submissionRefunds).set({ status: 'pending' }).where(eq(submissionRefunds.submissionId, id));
  const pending = await detailsOf(formId, id);
  expect(pending.payment?.paymentDetails[0]).toMatchObject({ refundedTotal: 3000, refundPending: 3000, refundable: 20085 });
  expect(pending.money).toMatchObject({ refunded: 3000, net: 20085 });
  const listed = await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/details`, headers: bearer(jwt) });
  expect(listed.json<{ submissions: { data: SubmissionView[] } }>().submissions.data.find((submission) => submission.id === id)?.payment?.paymentDetails[0]?.refundPending).toBe(3000);
  await ctx.database.db.update(submissionRefunds).set({ status: 'succeeded' }).where(eq(submissionRefunds.submissionId, id));
  expect((await detailsOf(formId, id)).payment?.paymentDetails[0]).toMatchObject({ refundedTotal: 3000, refundPending: 0 });
});

describe('the money ledger check (issue 18): charged − refunded agrees everywhere, or each discrepancy is named', () => {
  test('after the scenarios above the books balance, on the provider, the database, the detail and the report', async () => {
    expect(await ledgerDiscrepancies(ctx, { refundProvider })).toEqual([]);
  });

  describe('it fails on a corrupted row', () => {
    let formId = '';
    let id = '';
    beforeEach(async () => {
      formId = await discountedForm();
      id = await paidAndPartlyRefunded(formId);
    });
    // Each corruption goes with its submission (its installments and provider charges; its refund
    // rows stay, as they do after a delete, less the forged one), so the next check starts balanced.
    afterEach(async () => {
      const { db } = ctx.database;
      await db.delete(submissionRefunds).where(eq(submissionRefunds.providerReference, 're_forged'));
      for (const installment of await db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, id))) {
        for (const attempt of [1, 2]) await db.delete(sampleProviderCharges).where(eq(sampleProviderCharges.idempotencyKey, `installment:${installment.id}:${attempt}`));
      }
      await db.delete(paymentInstallments).where(eq(paymentInstallments.submissionId, id));
      await db.delete(submissions).where(eq(submissions.id, id));
      expect(await ledgerDiscrepancies(ctx, { refundProvider })).toEqual([]);
    });

    test('a refund figure lost from the stored payment: the report and the detail disagree', async () => {
      const [row] = await ctx.database.db.select({ payment: submissions.payment }).from(submissions).where(eq(submissions.id, id));
      const payment = row?.payment as { paymentDetails: Record<string, unknown>[] };
      await ctx.database.db
        .update(submissions)
        .set({ payment: { ...payment, paymentDetails: payment.paymentDetails.map((line) => ({ ...line, refundedTotal: 0 })) } })
        .where(eq(submissions.id, id));
      const problems = await ledgerDiscrepancies(ctx, { refundProvider });
      expect(problems).toContain(`submission ${id.slice(0, 8)}: the report's Refunded is 0.00 but the detail shows 30.00`);
      expect(problems).toContain(`submission ${id.slice(0, 8)}: the report's NetPaid is 230.85 but the detail shows 200.85`);
    });

    test('a refund above its charge, recorded without a provider call', async () => {
      const { payment } = await detailsOf(formId, id);
      const line = payment!.paymentDetails[0]!;
      await ctx.database.db.insert(submissionRefunds).values({ id: randomUUID(), submissionId: id, formId, paymentId: payment!.id, detailId: line.id, kind: 'refund', amount: line.total, status: 'succeeded', providerReference: 're_forged' });
      const problems = await ledgerDiscrepancies(ctx, { refundProvider });
      expect(problems).toContain(`submission ${id.slice(0, 8)}: line ${line.id} took 230.85 but refunds gave back 260.85`);
      expect(problems).toContain(`the refund provider was called ${refundProvider.calls.refunds} times for ${refundProvider.calls.refunds + 1} refund rows (each row is one call with its own key)`);
    });

    test('a canceled installment that the provider charged anyway, and a charge twice for one installment', async () => {
      const [installment] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, id));
      await ctx.database.db.update(paymentInstallments).set({ status: 'canceled' }).where(eq(paymentInstallments.id, installment!.id));
      await ctx.database.db.insert(sampleProviderCharges).values({ idempotencyKey: `installment:${installment!.id}:2`, id: 'pi_sample_again', accountId: 'acct', amount: installment!.amount, currency: 'cad', paymentMethodId: 'pm', status: 'succeeded' });
      const problems = await ledgerDiscrepancies(ctx, { refundProvider });
      const label = `installment 1 (${installment!.id.slice(0, 8)}) of submission ${id.slice(0, 8)}`;
      expect(problems).toContain(`${label} was charged 2 times at the provider (230.85 + 230.85)`);
      expect(problems).toContain(`${label} is canceled but the provider charged 230.85 for it`);
      expect(problems).toContain(`${label} was charged under attempt 2 (installment:${installment!.id}:2) but made 1 attempts`);
    });

    test('a planned installment left behind by a deleted submission (a database without 0016\'s key)', async () => {
      // Migration 0016 makes the database delete installments with their submission; the check must
      // still name an orphan, so the key is dropped here to make one.
      await ctx.database.db.execute(sql`alter table payment_installments drop constraint payment_installments_submission_fk`);
      const [installment] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, id));
      await ctx.database.db.update(paymentInstallments).set({ status: 'READY' }).where(eq(paymentInstallments.id, installment!.id));
      await ctx.database.db.delete(sampleProviderCharges).where(eq(sampleProviderCharges.idempotencyKey, `installment:${installment!.id}:1`));
      await ctx.database.db.delete(submissions).where(eq(submissions.id, id));
      const problems = await ledgerDiscrepancies(ctx, { refundProvider });
      expect(problems).toContain(`installment 1 (${installment!.id.slice(0, 8)}) of submission ${id.slice(0, 8)} is still planned although its submission was deleted`);
    });
  });
});
