/** @jest-environment ./test/pglite-environment.ts */
// Provider events (webhooks and the settling job) applied to charges, refunds and disputes: once,
// never backwards, on the right account only.
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mailOutbox, paymentAccounts, paymentInstallments, providerEvents, sampleProviderCharges, submissionHistory, submissionRefunds } from '../src/db/schema';
import type { ProviderEvent, ProviderEventChange } from '../src/services/payments/provider-event';
import { applyProviderEvent } from '../src/services/payments/provider-events';
import { mirrorPayment } from '../src/services/payments/charge-installment';
import { settlePayments } from '../src/services/payments/settle-payments';
import { createCardProviders } from '../src/services/payments/card-providers';
import type { RefundProvider } from '../src/services/payments/refund-provider';
import { createSimulatedRefundProvider } from '../src/services/payments/refund-provider';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import { LAVAL, LAVAL_STRIPE_ACCOUNT, insertPaidForm, payWithCard, submit } from './payments-support';

/** Refunds answered pending by the provider, settled later (as Stripe does for some cards and banks). */
const simulated = createSimulatedRefundProvider();
const refundStates = new Map<string, 'succeeded' | 'pending' | 'failed'>();
const refunds: RefundProvider = {
  name: 'pending-first',
  async refund(request) {
    const result = await simulated.refund(request);
    refundStates.set(result.reference, 'pending');
    return { ...result, status: 'pending' };
  },
  cancel: (request) => simulated.cancel(request),
  async getRefund({ reference }) {
    const status = refundStates.get(reference);
    return status ? { status } : null;
  },
};

let ctx: TestContext;
let manager = '';
let connected = '';
beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false, refundProvider: refunds });
  manager = await signIn(ctx, ACCOUNTS.manager);
  const [account] = await ctx.database.db.select().from(paymentAccounts).where(eq(paymentAccounts.id, LAVAL_STRIPE_ACCOUNT));
  connected = account!.stripeUserId;
});
afterAll(() => ctx.close());

interface Line {
  id: string;
  status: string;
  total: number;
  refundedTotal: number;
  refundable: number;
  nextAttemptAt?: string | null;
  dispute?: { amount: number; status: string; reason: string | null; outcome: string | null } | null;
}

async function lines(formId: string, submissionId: string): Promise<Line[]> {
  const response = await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/details`, headers: bearer(manager) });
  expect(response.statusCode).toBe(200);
  return response.json<{ submission: { payment: { paymentDetails: Line[] } } }>().submission.payment.paymentDetails;
}

async function history(formId: string, submissionId: string) {
  const response = await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/history`, headers: bearer(manager) });
  return response.json<{ kind: string; details: Record<string, unknown> }[]>();
}

const mailsOf = async (submissionId: string, kind: string) =>
  (await ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.submissionId, submissionId), eq(mailOutbox.kind, kind)))).length;

/** A plan of three, the first charged; the second one left by the provider in `status` with its PaymentIntent. */
async function planWithSecondIn(status: 'processing' | 'requires_action') {
  const formId = await insertPaidForm(ctx);
  const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
  await payWithCard(ctx, formId, submissionId, '4242424242424242');
  const [, second] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId)).orderBy(paymentInstallments.position);
  const paymentIntentId = `pi_evt_${randomUUID().slice(0, 8)}`;
  await ctx.database.db.update(paymentInstallments).set({ status, paymentIntentId, attempts: 1 }).where(eq(paymentInstallments.id, second!.id));
  await mirrorPayment(ctx.database.db, submissionId);
  return { formId, submissionId, second: second!, paymentIntentId };
}

const event = (change: ProviderEventChange, overrides: Partial<Pick<ProviderEvent, 'id' | 'account' | 'type'>> = {}): ProviderEvent =>
  ({ id: `evt_${randomUUID()}`, provider: 'stripe', type: 'test.event', account: connected, ...overrides, ...change }) as ProviderEvent;

const paid = (paymentIntentId: string, status: 'succeeded' | 'processing' | 'requires_action' = 'succeeded'): ProviderEventChange => ({
  kind: 'payment',
  paymentIntentId,
  status,
  error: null,
  metadata: {},
});

describe('a charge the provider settles later', () => {
  test('a charge answered processing becomes succeeded on payment_intent.succeeded: the receipt is sent once, a replay changes nothing', async () => {
    const { formId, submissionId, second, paymentIntentId } = await planWithSecondIn('processing');
    const succeeded = event(paid(paymentIntentId), { type: 'payment_intent.succeeded' });
    expect(await applyProviderEvent(ctx.database.db, succeeded)).toBe('applied');
    expect((await lines(formId, submissionId))[1]).toMatchObject({ id: second.id, status: 'succeeded' });
    expect(await mailsOf(submissionId, 'installmentPaid')).toBe(1);
    expect((await history(formId, submissionId)).filter((entry) => entry.kind === 'chargeSettled')).toHaveLength(1);

    expect(await applyProviderEvent(ctx.database.db, succeeded)).toBe('replayed');
    // The same news under another event id (Stripe may send both) finds it settled.
    expect(await applyProviderEvent(ctx.database.db, event(paid(paymentIntentId)))).toBe('unchanged');
    expect(await mailsOf(submissionId, 'installmentPaid')).toBe(1);
    expect((await history(formId, submissionId)).filter((entry) => entry.kind === 'chargeSettled')).toHaveLength(1);
  });

  test('a late processing event never moves a succeeded charge back', async () => {
    const { formId, submissionId, paymentIntentId } = await planWithSecondIn('processing');
    await applyProviderEvent(ctx.database.db, event(paid(paymentIntentId)));
    expect(await applyProviderEvent(ctx.database.db, event(paid(paymentIntentId, 'processing')))).toBe('unchanged');
    expect((await lines(formId, submissionId))[1]!.status).toBe('succeeded');
  });

  test('payment_intent.payment_failed on a later installment under way: declined, retried on the schedule, the payer told', async () => {
    const { formId, submissionId, paymentIntentId } = await planWithSecondIn('processing');
    const failed = event({ kind: 'payment', paymentIntentId, status: 'failed', error: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }, metadata: {} });
    expect(await applyProviderEvent(ctx.database.db, failed)).toBe('applied');
    const line = (await lines(formId, submissionId))[1]!;
    expect(line.status).toBe('READY');
    expect(line.nextAttemptAt).not.toBeNull();
    expect(await mailsOf(submissionId, 'installmentDeclined')).toBe(1);
  });

  test('a charge waiting for the cardholder becomes requires_action, then succeeded once they authenticated', async () => {
    const { formId, submissionId, paymentIntentId } = await planWithSecondIn('processing');
    expect(await applyProviderEvent(ctx.database.db, event(paid(paymentIntentId, 'requires_action')))).toBe('applied');
    expect((await lines(formId, submissionId))[1]!.status).toBe('requires_action');
    expect(await applyProviderEvent(ctx.database.db, event(paid(paymentIntentId)))).toBe('applied');
    expect((await lines(formId, submissionId))[1]!.status).toBe('succeeded');
  });

  test('an event of another connected account, or of a charge not ours, changes nothing', async () => {
    const { formId, submissionId, paymentIntentId } = await planWithSecondIn('processing');
    expect(await applyProviderEvent(ctx.database.db, event(paid(paymentIntentId), { account: 'acct_someone_else' }))).toBe('unmatched');
    expect(await applyProviderEvent(ctx.database.db, event(paid('pi_not_ours')))).toBe('unmatched');
    expect((await lines(formId, submissionId))[1]!.status).toBe('processing');
  });

  test('an event type not acted on is recorded as ignored', async () => {
    const ignored = event({ kind: 'ignored' }, { type: 'customer.created' });
    expect(await applyProviderEvent(ctx.database.db, ignored)).toBe('ignored');
    const [row] = await ctx.database.db.select().from(providerEvents).where(eq(providerEvents.id, ignored.id));
    expect(row).toMatchObject({ type: 'customer.created', outcome: 'ignored' });
  });
});

describe('a refund the provider settles later', () => {
  async function refundedPending() {
    const formId = await insertPaidForm(ctx);
    const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] })).json<string>();
    await payWithCard(ctx, formId, submissionId, '4242424242424242');
    const [line] = await lines(formId, submissionId);
    const payment = (
      await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/details`, headers: bearer(manager) })
    ).json<{ submission: { payment: { id: string } } }>().submission.payment;
    const response = await ctx.call({
      method: 'POST',
      url: `/api/organizations/${LAVAL}/payment/${payment.id}/refund/${line!.id}`,
      headers: { ...bearer(manager), 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: line!.total, refundFees: false }),
    });
    expect(response.statusCode).toBe(200);
    const [refund] = await ctx.database.db.select().from(submissionRefunds).where(eq(submissionRefunds.submissionId, submissionId));
    return { formId, submissionId, line: line!, reference: refund!.providerReference! };
  }

  test('pending then succeeded (refund.updated): the line is refunded and the history says so', async () => {
    const { formId, submissionId, reference } = await refundedPending();
    expect((await lines(formId, submissionId))[0]!.status).toBe('pending_refund');
    const settled = event({ kind: 'refunds', refunds: [{ reference, status: 'succeeded' }] }, { type: 'refund.updated' });
    expect(await applyProviderEvent(ctx.database.db, settled)).toBe('applied');
    expect((await lines(formId, submissionId))[0]).toMatchObject({ status: 'refunded', refundable: 0 });
    expect((await history(formId, submissionId)).map((entry) => entry.kind)).toContain('refundSettled');
  });

  test('pending then failed: the money is the line’s again, refundable again, and the history says the refund failed', async () => {
    const { formId, submissionId, line, reference } = await refundedPending();
    const failed = event({ kind: 'refunds', refunds: [{ reference, status: 'failed' }] }, { type: 'refund.updated' });
    expect(await applyProviderEvent(ctx.database.db, failed)).toBe('applied');
    expect((await lines(formId, submissionId))[0]).toMatchObject({ status: 'succeeded', refundedTotal: 0, refundable: line.total });
    expect((await history(formId, submissionId)).map((entry) => entry.kind)).toContain('refundFailed');
    // A failed refund stays failed.
    expect(await applyProviderEvent(ctx.database.db, event({ kind: 'refunds', refunds: [{ reference, status: 'succeeded' }] }))).toBe('unchanged');
  });

  test('the settling job reads a refund left pending from the provider and settles it', async () => {
    const { formId, submissionId, reference } = await refundedPending();
    refundStates.set(reference, 'succeeded');
    const providers = { cards: createCardProviders({ db: ctx.database.db, sampleMode: true }), refunds: { forAccount: () => refunds } };
    const early = await settlePayments(ctx.database.db, providers);
    expect((await lines(formId, submissionId))[0]!.status).toBe('pending_refund');
    expect(early.settled).toBe(0);
    const later = await settlePayments(ctx.database.db, providers, { now: new Date(Date.now() + 31 * 60_000) });
    expect(later.settled).toBeGreaterThanOrEqual(1);
    expect((await lines(formId, submissionId))[0]!.status).toBe('refunded');
  });
});

describe('a dispute', () => {
  test('opened: the line shows the amount held; closed lost: it says so; each step once in the history', async () => {
    const formId = await insertPaidForm(ctx);
    const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] })).json<string>();
    await payWithCard(ctx, formId, submissionId, '4242424242424242');
    const [line] = await lines(formId, submissionId);
    const [row] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, line!.id));
    const dispute = { kind: 'dispute' as const, disputeId: `dp_${randomUUID().slice(0, 8)}`, paymentIntentId: row!.paymentIntentId!, amount: line!.total, currency: 'cad', reason: 'fraudulent' };
    const opened = event({ ...dispute, status: 'needs_response', closed: false, outcome: null }, { type: 'charge.dispute.created' });
    expect(await applyProviderEvent(ctx.database.db, opened)).toBe('applied');
    expect((await lines(formId, submissionId))[0]!.dispute).toEqual({ amount: line!.total, status: 'needs_response', reason: 'fraudulent', outcome: null });
    expect(await applyProviderEvent(ctx.database.db, opened)).toBe('replayed');

    const lost = event({ ...dispute, status: 'lost', closed: true, outcome: 'lost' }, { type: 'charge.dispute.closed' });
    expect(await applyProviderEvent(ctx.database.db, lost)).toBe('applied');
    expect((await lines(formId, submissionId))[0]!.dispute).toMatchObject({ status: 'lost', outcome: 'lost' });
    const kinds = (await history(formId, submissionId)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'disputeOpened')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'disputeClosed')).toHaveLength(1);
    expect(await ctx.database.db.select().from(submissionHistory).where(and(eq(submissionHistory.submissionId, submissionId), eq(submissionHistory.kind, 'disputeOpened')))).toHaveLength(1);
  });
});

describe('the settling job', () => {
  test('a charge left processing past the set time is read from the provider and settled; a recent one is left to its webhook', async () => {
    const { formId, submissionId, second, paymentIntentId } = await planWithSecondIn('processing');
    // The provider has since taken the money (it answered processing to the charge call).
    await ctx.database.db.insert(sampleProviderCharges).values({
      idempotencyKey: `installment:${second.id}:1`,
      id: paymentIntentId,
      accountId: connected,
      amount: second.amount,
      currency: 'cad',
      paymentMethodId: 'pm_settled',
      status: 'succeeded',
    });
    const providers = { cards: createCardProviders({ db: ctx.database.db, sampleMode: true }), refunds: { forAccount: () => refunds } };
    await settlePayments(ctx.database.db, providers);
    expect((await lines(formId, submissionId))[1]!.status).toBe('processing');
    await settlePayments(ctx.database.db, providers, { now: new Date(Date.now() + 31 * 60_000) });
    expect((await lines(formId, submissionId))[1]!.status).toBe('succeeded');
  });
});
