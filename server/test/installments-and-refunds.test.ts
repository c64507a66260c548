/** @jest-environment ./test/pglite-environment.ts */
// Issue 18 §6–§9: cancel one installment, a declined installment shown and charged again by staff,
// refund replays, and refunds and cancels on the account that took the payment. PGlite here,
// PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { forms, paymentAccounts, paymentInstallments, sampleProviderCharges, sampleProviderSetups, submissionPayments, submissionRefunds, submissions } from '../src/db/schema';
import { chargeInstallment } from '../src/services/payments/charge-installment';
import { createCardProviders } from '../src/services/payments/card-providers';
import type { RefundProvider, RefundRequest, CancelRequest } from '../src/services/payments/refund-provider';
import { createSimulatedRefundProvider, providerRefused } from '../src/services/payments/refund-provider';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import { LAVAL, LAVAL_STRIPE_ACCOUNT, insertPaidForm, payWithCard, submit } from './payments-support';

/** The simulated provider, recording each call, and refusing the next refunds when told to. */
const simulated = createSimulatedRefundProvider();
const seen = { refunds: [] as RefundRequest[], cancels: [] as CancelRequest[], refuse: 0, pending: false };
const provider: RefundProvider = {
  name: 'recording',
  getRefund: (request) => simulated.getRefund(request),
  async refund(request) {
    seen.refunds.push(request);
    if (seen.refuse > 0) {
      seen.refuse -= 1;
      throw providerRefused('Stripe refused the refund: the charge is disputed');
    }
    const result = await simulated.refund(request);
    return seen.pending ? { ...result, status: 'pending' } : result;
  },
  async cancel(request) {
    seen.cancels.push(request);
    await simulated.cancel(request);
  },
};

let ctx: TestContext;
let manager = '';
let reader = '';
beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false, refundProvider: provider });
  manager = await signIn(ctx, ACCOUNTS.manager);
  reader = await signIn(ctx, ACCOUNTS.reader);
});
afterAll(() => ctx.close());
beforeEach(() => {
  seen.refunds.length = 0;
  seen.cancels.length = 0;
  seen.refuse = 0;
  seen.pending = false;
});

interface Line {
  id: string;
  status: string;
  total: number;
  refundedTotal: number;
  errorCode?: string | null;
  declineCode?: string | null;
  nextAttemptAt?: string | null;
}
interface PaymentBody {
  id: string;
  status: string;
  paymentDetails: Line[];
}

const post = (url: string, who = manager, headers: Record<string, string> = {}, body: unknown = {}) =>
  ctx.call({ method: 'POST', url, headers: { ...bearer(who), 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
const paymentUrl = (action: 'refund' | 'cancel' | 'retry', paymentId: string, lineId: string) => `/api/organizations/${LAVAL}/payment/${paymentId}/${action}/${lineId}`;

async function details(formId: string, submissionId: string): Promise<PaymentBody> {
  const response = await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/details`, headers: bearer(manager) });
  expect(response.statusCode).toBe(200);
  return response.json<{ submission: { payment: PaymentBody } }>().submission.payment;
}

/** A public submission on the 3-installment plan, its first installment charged on `card`. */
async function planPaidWith(card: string, formId?: string) {
  const form = formId ?? (await insertPaidForm(ctx));
  const submissionId = (await submit(ctx, form, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
  await payWithCard(ctx, form, submissionId, card);
  const payment = await details(form, submissionId);
  return { formId: form, submissionId, payment };
}

const installmentStatuses = async (submissionId: string) =>
  (await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId)).orderBy(paymentInstallments.position)).map((row) => row.status);

/** The card set up for the submission now declines every charge (Stripe's 4000 0000 0000 0341 does). */
async function cardDeclinesFromNowOn(submissionId: string, last4 = '0341') {
  const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
  await ctx.database.db.update(sampleProviderSetups).set({ cardLast4: last4 }).where(eq(sampleProviderSetups.paymentMethodId, card!.paymentMethodId!));
}

const chargesOf = async (installmentId: string) =>
  ctx.database.db.select().from(sampleProviderCharges).where(like(sampleProviderCharges.idempotencyKey, `installment:${installmentId}:%`));

describe('issue 18 §6: cancel one installment (spec 000 §4 refund/cancel modal)', () => {
  it('canceling the last planned installment cancels only it; the earlier planned one stays planned', async () => {
    const { formId, submissionId, payment } = await planPaidWith('4242424242424242');
    expect(payment.paymentDetails.map((line) => line.status)).toEqual(['succeeded', 'READY', 'READY']);
    const last = payment.paymentDetails[2]!;
    const response = await post(paymentUrl('cancel', payment.id, last.id));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ payment: PaymentBody }>().payment.paymentDetails.map((line) => line.status)).toEqual(['succeeded', 'READY', 'canceled']);
    expect((await details(formId, submissionId)).paymentDetails.map((line) => line.status)).toEqual(['succeeded', 'READY', 'canceled']);
    expect(await installmentStatuses(submissionId)).toEqual(['succeeded', 'READY', 'canceled']);
    expect(seen.cancels).toHaveLength(0);
  });

  it('canceling the middle installment cancels it and the later one, never the charged one', async () => {
    const { submissionId, payment } = await planPaidWith('4242424242424242');
    const response = await post(paymentUrl('cancel', payment.id, payment.paymentDetails[1]!.id));
    expect(response.json<{ payment: PaymentBody }>().payment.paymentDetails.map((line) => line.status)).toEqual(['succeeded', 'canceled', 'canceled']);
    expect(await installmentStatuses(submissionId)).toEqual(['succeeded', 'canceled', 'canceled']);
  });
});

describe('issue 18 §7: a declined installment is shown as declined and can be charged again by staff', () => {
  const providers = () => createCardProviders({ db: ctx.database.db, sampleMode: true });

  it('a declined later installment shows the provider’s reason and the date of its next attempt', async () => {
    const { formId, submissionId, payment } = await planPaidWith('4242424242424242');
    await cardDeclinesFromNowOn(submissionId);
    const now = new Date();
    const outcome = await chargeInstallment(ctx.database.db, providers(), payment.paymentDetails[1]!.id, { now });
    expect(outcome).toMatchObject({ outcome: 'failed', willRetry: true });
    const line = (await details(formId, submissionId)).paymentDetails[1]!;
    expect(line).toMatchObject({ status: 'READY', errorCode: 'card_declined', declineCode: 'generic_decline' });
    expect(new Date(line.nextAttemptAt!).getTime()).toBe(now.getTime() + 86_400_000);
  });

  it('staff charge it again once, however often they press: two presses at once make one charge', async () => {
    const { formId, submissionId, payment } = await planPaidWith('4242424242424242');
    const second = payment.paymentDetails[1]!;
    await cardDeclinesFromNowOn(submissionId);
    await chargeInstallment(ctx.database.db, providers(), second.id);
    // The payer's bank now accepts the charge.
    await cardDeclinesFromNowOn(submissionId, '4242');

    const presses = await Promise.all([post(paymentUrl('retry', payment.id, second.id)), post(paymentUrl('retry', payment.id, second.id))]);
    expect(presses.map((press) => press.statusCode)).toEqual([200, 200]);
    // The press that claimed the charge answers it went through; the other, made while it was in
    // flight, answers what it saw then (processing) or, once settled, succeeded. Never a decline.
    const answered = presses.map((press) => press.json<{ charge: { status: string; code: string | null } }>().charge);
    expect(answered.map((charge) => charge.status)).toContain('succeeded');
    for (const charge of answered) expect(['succeeded', 'processing']).toContain(charge.status);
    for (const charge of answered) expect(charge.code).toBeNull();
    const charges = await chargesOf(second.id);
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
    // Each attempt has its own key: the declined one and the retry.
    expect(charges.map((charge) => charge.idempotencyKey).sort()).toEqual([`installment:${second.id}:1`, `installment:${second.id}:2`]);
    const again = await post(paymentUrl('retry', payment.id, second.id));
    expect(again.statusCode).toBe(200);
    expect((await chargesOf(second.id)).filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
    const line = (await details(formId, submissionId)).paymentDetails[1]!;
    expect(line).toMatchObject({ status: 'succeeded', errorCode: null, nextAttemptAt: null });
    const history = (await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/history`, headers: bearer(manager) })).json<{ kind: string }[]>();
    expect(history.filter((entry) => entry.kind === 'chargeRetried')).toHaveLength(1);
  });

  it('a retry declined again answers 402 with the reason and keeps the next attempt of the schedule', async () => {
    const { formId, submissionId, payment } = await planPaidWith('4242424242424242');
    const second = payment.paymentDetails[1]!;
    await cardDeclinesFromNowOn(submissionId);
    await chargeInstallment(ctx.database.db, providers(), second.id);
    const before = (await details(formId, submissionId)).paymentDetails[1]!;
    const response = await post(paymentUrl('retry', payment.id, second.id));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ errors: ['cardDeclined'], code: 'card_declined', declineCode: 'generic_decline' });
    const after = (await details(formId, submissionId)).paymentDetails[1]!;
    expect(after).toMatchObject({ status: 'READY', errorCode: 'card_declined', nextAttemptAt: before.nextAttemptAt });
  });

  it('a first installment declined for good (failed) is declined, and staff may charge it again', async () => {
    const { formId, submissionId, payment } = await planPaidWith('4000000000000341');
    expect(payment.paymentDetails[0]).toMatchObject({ status: 'failed', errorCode: 'card_declined', nextAttemptAt: null });
    await cardDeclinesFromNowOn(submissionId, '4242');
    const response = await post(paymentUrl('retry', payment.id, payment.paymentDetails[0]!.id));
    expect(response.statusCode).toBe(200);
    expect((await details(formId, submissionId)).paymentDetails.map((line) => line.status)).toEqual(['succeeded', 'READY', 'READY']);
  });

  it('answers 503 when no provider serves the payment\'s account on this server, the installment left to its schedule', async () => {
    const { formId, submissionId, payment } = await planPaidWith('4242424242424242');
    const second = payment.paymentDetails[1]!;
    await cardDeclinesFromNowOn(submissionId);
    await chargeInstallment(ctx.database.db, providers(), second.id);
    const before = (await details(formId, submissionId)).paymentDetails[1]!;
    // Outside sample mode and without a Stripe key, nothing can charge the Stripe account.
    const withoutProvider = await ctx.buildSibling({ sampleMode: false, corsOrigins: [] });
    const response = await withoutProvider.call({ method: 'POST', url: paymentUrl('retry', payment.id, second.id), headers: { ...bearer(manager), 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'No Stripe key is configured (STRIPE_SECRET_KEY)' });
    expect((await details(formId, submissionId)).paymentDetails[1]).toMatchObject({ status: 'READY', nextAttemptAt: before.nextAttemptAt });
    expect(await chargesOf(second.id)).toHaveLength(1);
  });

  it('refuses a line that was not declined (409 notRetryable) and needs FORM_SUBMISSION update', async () => {
    const { payment } = await planPaidWith('4242424242424242');
    const planned = await post(paymentUrl('retry', payment.id, payment.paymentDetails[1]!.id));
    expect(planned.statusCode).toBe(409);
    expect(planned.json()).toMatchObject({ errors: ['notRetryable'] });
    const charged = await post(paymentUrl('retry', payment.id, payment.paymentDetails[0]!.id));
    expect(charged.statusCode).toBe(200);
    expect(charged.json()).toMatchObject({ charge: { status: 'succeeded' } });
    expect((await chargesOf(payment.paymentDetails[0]!.id))).toHaveLength(1);
    expect((await post(paymentUrl('retry', payment.id, payment.paymentDetails[1]!.id), reader)).statusCode).toBe(403);
    expect((await post(paymentUrl('retry', payment.id, randomUUID()))).statusCode).toBe(404);
  });
});

describe('issue 18 §8: a refund replay answers only a refund that went through', () => {
  it('a refused refund pressed again with the same Idempotency-Key is a new attempt; then the same key replays the success', async () => {
    const { formId, submissionId, payment } = await planPaidWith('4242424242424242');
    const first = payment.paymentDetails[0]!;
    const key = { 'idempotency-key': randomUUID() };
    seen.refuse = 1;
    const refused = await post(paymentUrl('refund', payment.id, first.id), manager, key, { amount: 3000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: ['providerRefused'], message: expect.stringContaining('disputed') });

    const retried = await post(paymentUrl('refund', payment.id, first.id), manager, key, { amount: 3000 });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ refund: { amount: 3000, status: 'succeeded' } });
    expect(seen.refunds).toHaveLength(2);
    expect(seen.refunds[0]!.idempotencyKey).not.toBe(seen.refunds[1]!.idempotencyKey);

    const replayed = await post(paymentUrl('refund', payment.id, first.id), manager, key, { amount: 3000 });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json<{ refund: { id: string } }>().refund.id).toBe(retried.json<{ refund: { id: string } }>().refund.id);
    expect(seen.refunds).toHaveLength(2);

    const rows = await ctx.database.db.select().from(submissionRefunds).where(eq(submissionRefunds.submissionId, submissionId));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
    expect((await details(formId, submissionId)).paymentDetails[0]).toMatchObject({ refundedTotal: 3000 });
  });

  it('the same key with another amount is refused (409 idempotencyKeyReused), nothing refunded', async () => {
    const { payment } = await planPaidWith('4242424242424242');
    const key = { 'idempotency-key': randomUUID() };
    expect((await post(paymentUrl('refund', payment.id, payment.paymentDetails[0]!.id), manager, key, { amount: 1000 })).statusCode).toBe(200);
    const other = await post(paymentUrl('refund', payment.id, payment.paymentDetails[0]!.id), manager, key, { amount: 2000 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ errors: ['idempotencyKeyReused'] });
    expect(seen.refunds).toHaveLength(1);
  });

  it('a pending refund is replayed as pending, not as made', async () => {
    const { payment } = await planPaidWith('4242424242424242');
    const key = { 'idempotency-key': randomUUID() };
    seen.pending = true;
    const first = await post(paymentUrl('refund', payment.id, payment.paymentDetails[0]!.id), manager, key, { amount: 1000 });
    expect(first.json()).toMatchObject({ refund: { status: 'pending' } });
    const again = await post(paymentUrl('refund', payment.id, payment.paymentDetails[0]!.id), manager, key, { amount: 1000 });
    expect(again.json()).toMatchObject({ refund: { status: 'pending' } });
    expect(seen.refunds).toHaveLength(1);
  });
});

describe('issue 18 §9: refunds and cancels go through the account that took the payment', () => {
  async function switchFormToANewAccount(formId: string): Promise<string> {
    const id = randomUUID();
    await ctx.database.db.insert(paymentAccounts).values({ id, organizationId: LAVAL, stripeUserId: `acct_new_${id.slice(0, 8)}`, accountName: 'New account', type: 'stripe' });
    await ctx.database.db.update(forms).set({ paymentAccount: id }).where(eq(forms.id, formId));
    return id;
  }
  const original = { providerAccountId: '' };

  beforeAll(async () => {
    const [account] = await ctx.database.db.select().from(paymentAccounts).where(eq(paymentAccounts.id, LAVAL_STRIPE_ACCOUNT));
    original.providerAccountId = account!.stripeUserId;
  });

  it('stores the account’s provider with the payment', async () => {
    const { submissionId } = await planPaidWith('4242424242424242');
    const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
    expect(card).toMatchObject({ accountId: LAVAL_STRIPE_ACCOUNT, providerType: 'stripe', providerAccountId: original.providerAccountId });
  });

  it('a refund after staff switched the form’s account goes to the original account', async () => {
    const { formId, payment } = await planPaidWith('4242424242424242');
    await switchFormToANewAccount(formId);
    const response = await post(paymentUrl('refund', payment.id, payment.paymentDetails[0]!.id), manager, {}, { amount: 2500 });
    expect(response.statusCode).toBe(200);
    expect(seen.refunds.map((request) => request.connectedAccountId)).toEqual([original.providerAccountId]);
  });

  it('a cancel of a charge under way after the switch goes to the original account', async () => {
    const { formId, submissionId, payment } = await planPaidWith('4242424242424242');
    await switchFormToANewAccount(formId);
    const second = payment.paymentDetails[1]!;
    // The provider answered this charge "processing" (a bank debit still settling).
    await ctx.database.db.update(paymentInstallments).set({ status: 'processing', paymentIntentId: 'pi_settling' }).where(eq(paymentInstallments.id, second.id));
    await ctx.database.db.execute(
      sql`update submissions set payment = jsonb_set(payment, '{paymentDetails,1}', (payment #> '{paymentDetails,1}') || '{"status":"processing","paymentIntentId":"pi_settling"}'::jsonb) where id = ${submissionId}`,
    );
    const response = await post(paymentUrl('cancel', payment.id, second.id));
    expect(response.statusCode).toBe(200);
    expect(seen.cancels.map((request) => [request.paymentIntentId, request.connectedAccountId])).toEqual([['pi_settling', original.providerAccountId]]);
    expect(await installmentStatuses(submissionId)).toEqual(['succeeded', 'canceled', 'canceled']);
  });

  it('a payment stored with only its accountId (no card row) is refunded on that account, not the form’s', async () => {
    const formId = await insertPaidForm(ctx);
    await switchFormToANewAccount(formId);
    const id = randomUUID();
    const payment = {
      id: randomUUID(),
      method: 'credit_card',
      status: 'succeeded',
      paymentIntentId: 'pi_older',
      accountId: LAVAL_STRIPE_ACCOUNT,
      modeDefinition: { discount: { type: 'amount', value: 0 } },
      paymentDetails: [{ id: randomUUID(), date: '2026-01-10', total: 5000, status: 'succeeded', paymentIntentId: 'pi_older' }],
      total: 5000,
    };
    await ctx.database.db.insert(submissions).values({ id, formId, fields: [], payment });
    expect((await post(paymentUrl('refund', payment.id, payment.paymentDetails[0]!.id), manager, {}, { amount: 5000 })).statusCode).toBe(200);
    expect(seen.refunds.map((request) => request.connectedAccountId)).toEqual([original.providerAccountId]);
  });

  it('migration 0018 gives payments stored before it their account: the card row its provider, an older payment its form’s account', async () => {
    const { submissionId } = await planPaidWith('4242424242424242');
    await ctx.database.db.update(submissionPayments).set({ providerType: null, providerAccountId: null }).where(eq(submissionPayments.submissionId, submissionId));
    const formId = await insertPaidForm(ctx);
    const older = randomUUID();
    await ctx.database.db.insert(submissions).values({ id: older, formId, fields: [], payment: { method: 'credit_card', status: 'succeeded', paymentDetails: [], total: 100 } });
    // The migration's backfill statements, run again on rows written as they were before it.
    const migration = readFileSync(path.join(__dirname, '../src/db/migrations/0018_payment_account_and_retries.sql'), 'utf8');
    const backfills = migration.split(';').map((statement) => statement.replace(/^\s*--.*$/gm, '').trim()).filter((statement) => statement.startsWith('UPDATE'));
    expect(backfills).toHaveLength(2);
    for (const statement of backfills) await ctx.database.db.execute(sql.raw(statement));
    const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
    expect(card).toMatchObject({ providerType: 'stripe', providerAccountId: original.providerAccountId });
    const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, older));
    expect(row?.payment).toMatchObject({ accountId: LAVAL_STRIPE_ACCOUNT });
  });
});
