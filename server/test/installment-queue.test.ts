/** @jest-environment ./test/pglite-environment.ts */
// Issue 8: later installments are charged by pg-boss jobs in the same database (PGlite here,
// PostgreSQL with TEST_DATABASE_URL); two API instances never charge one installment twice.
import { eq } from 'drizzle-orm';
import type { Payment } from '@front-office/shared/core';
import { paymentInstallments, sampleProviderCharges, sampleProviderSetups, submissionPayments, submissions } from '../src/db/schema';
import { chargeInstallment, releaseStaleCharges } from '../src/services/payments/charge-installment';
import { createCardProviders } from '../src/services/payments/card-providers';
import { confirmPayment } from '../src/services/payments/confirm-payment';
import { createInstallmentQueue } from '../src/services/payments/installment-queue';
import type { InstallmentQueue } from '../src/services/payments/installment-queue';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { expectBalancedBooks } from './ledger';
import { LAVAL, insertPaidForm, payWithCard, providersChargingThrough, setUpCard, submit, waitFor } from './payments-support';

let ctx: TestContext;
const queues: InstallmentQueue[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await ctx.close();
});

test('two queue instances sweeping at once charge a due installment exactly once', async () => {
  const formId = await insertPaidForm(ctx);
  const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
  await payWithCard(ctx, formId, submissionId, '4242424242424242');
  const rows = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId));
  const second = rows.find((row) => row.position === 1)!;
  // The second installment falls due today.
  await ctx.database.db.update(paymentInstallments).set({ dueDate: new Date().toISOString().slice(0, 10) }).where(eq(paymentInstallments.id, second.id));

  const schema = `pgboss_${Math.random().toString(36).slice(2, 8)}`;
  for (let index = 0; index < 2; index += 1) {
    const queue = createInstallmentQueue({
      database: ctx.database,
      db: ctx.database.db,
      providers: createCardProviders({ db: ctx.database.db, sampleMode: true }),
      schema,
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    queues.push(queue);
  }
  // One after the other: pg-boss creates its schema on the first start.
  for (const queue of queues) await queue.start();
  const swept = await Promise.all(queues.map((queue) => queue.sweep()));
  // The first sweep wakes its worker: the other sweep finds the installment due, or already claimed.
  expect(swept.map((result) => result.due)).toContain(1);
  expect(swept.every((result) => result.due <= 1)).toBe(true);

  await waitFor(async () => {
    const [row] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, second.id));
    return row?.status === 'succeeded';
  });
  // Both jobs have had time to run.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const charges = (await ctx.database.db.select().from(sampleProviderCharges)).filter((charge) => charge.idempotencyKey.startsWith(`installment:${second.id}:`));
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({ status: 'succeeded', amount: 4500 });
  const [stored] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, submissionId));
  expect((stored?.payment as Payment).paymentDetails.map((detail) => detail.status)).toEqual(['succeeded', 'succeeded', 'READY']);
}, 90_000);

test('a declined later installment is retried on the default schedule (1, 3, 7 days), then marked failed', async () => {
  const formId = await insertPaidForm(ctx);
  const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
  await payWithCard(ctx, formId, submissionId, '4242424242424242');
  const rows = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId));
  const second = rows.find((row) => row.position === 1)!;
  // The card now declines every charge (Stripe's 4000 0000 0000 0341 behaves so).
  const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
  await ctx.database.db.update(sampleProviderSetups).set({ cardLast4: '0341' }).where(eq(sampleProviderSetups.paymentMethodId, card!.paymentMethodId!));
  const providers = createCardProviders({ db: ctx.database.db, sampleMode: true });
  let now = new Date();
  const nextAttempts: (Date | null)[] = [];
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const outcome = await chargeInstallment(ctx.database.db, providers, second.id, { now });
    expect(outcome.outcome).toBe('failed');
    const [row] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, second.id));
    nextAttempts.push(row?.nextAttemptAt ?? null);
    if (row?.nextAttemptAt) now = row.nextAttemptAt;
  }
  const start = nextAttempts[0]!.getTime() - 86_400_000;
  expect(nextAttempts.slice(0, 3).map((date) => Math.round((date!.getTime() - start) / 86_400_000))).toEqual([1, 4, 11]);
  expect(nextAttempts[3]).toBeNull();
  const [stored] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, submissionId));
  expect(stored?.payment).toMatchObject({ status: 'failed' });
  // Failed for good: nothing claims it any more.
  expect((await chargeInstallment(ctx.database.db, providers, second.id, { now: new Date(now.getTime() + 30 * 86_400_000) })).outcome).toBe('skipped');
});

test('a later installment left processing by a dead worker is given back with the same attempt, so the provider answers the first call', async () => {
  const formId = await insertPaidForm(ctx);
  const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
  await payWithCard(ctx, formId, submissionId, '4242424242424242');
  const rows = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId));
  const second = rows.find((row) => row.position === 1)!;
  const providers = createCardProviders({ db: ctx.database.db, sampleMode: true });
  // The provider charged (attempt 1), then the worker died before recording it.
  const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
  const account = { id: card!.accountId, providerAccountId: 'acct_sample_laval', type: 'stripe' as const, publishableKey: null };
  await providers.forAccount(account).charge(account, {
    amount: 4500,
    currency: 'usd',
    customerId: card!.customerId,
    paymentMethodId: card!.paymentMethodId!,
    idempotencyKey: `installment:${second.id}:1`,
    description: 'd',
    metadata: {},
  });
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  await ctx.database.db.update(paymentInstallments).set({ status: 'processing', attempts: 1, updatedAt: twoHoursAgo }).where(eq(paymentInstallments.id, second.id));
  expect(await releaseStaleCharges(ctx.database.db)).toBe(1);
  expect((await chargeInstallment(ctx.database.db, providers, second.id)).outcome).toBe('succeeded');
  const charges = (await ctx.database.db.select().from(sampleProviderCharges)).filter((charge) => charge.idempotencyKey.startsWith(`installment:${second.id}:`));
  expect(charges).toHaveLength(1);
});

// Issue 8: the first charge (made by the visitor's confirm call right after the card setup) is
// recoverable like the later ones: a process that dies during the provider call leaves it
// `processing`; the sweep gives it back after STALE_CHARGE_MS and charges it again with the same key.
test('a first charge cut short by a crash is released by the sweep and charged again with the same idempotency key: one charge', async () => {
  const formId = await insertPaidForm(ctx);
  const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
  const [first] = (await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId))).filter((row) => row.position === 0);
  // The page sets the card up at the provider, then calls confirm.
  const { setupIntentId, setup } = await setUpCard(ctx, '4242424242424242');
  expect(setup.statusCode).toBe(200);

  // The API process dies while the provider call is in flight: the provider charged, the answer never comes back.
  const dying = providersChargingThrough(ctx, async (provider, target, request) => {
    await provider.charge(target, request);
    return new Promise<never>(() => {});
  });
  void confirmPayment(ctx.database.db, dying, { organizationId: LAVAL, formId, submissionId, setupIntentId });
  const chargesOfFirst = async () => (await ctx.database.db.select().from(sampleProviderCharges)).filter((charge) => charge.idempotencyKey.startsWith(`installment:${first!.id}:`));
  await waitFor(async () => (await chargesOfFirst()).length === 1);
  const [stuck] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, first!.id));
  expect(stuck).toMatchObject({ status: 'processing', attempts: 1, paymentIntentId: null });

  // The visitor's page retries the confirm call: the charge is in flight, nothing is charged again.
  const replay = await ctx.call({
    method: 'POST',
    url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/payment/confirm`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ setupIntentId }),
  });
  expect(replay.statusCode).toBe(200);
  expect(replay.json<Payment>().status).toBe('processing');

  const queue = createInstallmentQueue({
    database: ctx.database,
    db: ctx.database.db,
    providers: createCardProviders({ db: ctx.database.db, sampleMode: true }),
    schema: `pgboss_${Math.random().toString(36).slice(2, 8)}`,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });
  queues.push(queue);
  await queue.start();
  // Within the hour a charge may still be in flight: the sweep leaves it.
  expect(await queue.sweep()).toEqual({ due: 0, enqueued: 0 });
  expect((await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, first!.id)))[0]?.status).toBe('processing');

  // An hour later the sweep gives it back and enqueues it; the worker charges with the same key.
  await ctx.database.db.update(paymentInstallments).set({ updatedAt: new Date(Date.now() - 2 * 3_600_000) }).where(eq(paymentInstallments.id, first!.id));
  expect(await queue.sweep()).toEqual({ due: 1, enqueued: 1 });
  await waitFor(async () => {
    const [row] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, first!.id));
    return row?.status === 'succeeded';
  });
  const charges = await chargesOfFirst();
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({ idempotencyKey: `installment:${first!.id}:1`, status: 'succeeded', amount: 6000 });
  const [stored] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, submissionId));
  const payment = stored?.payment as Payment;
  expect(payment.status).toBe('succeeded');
  expect(payment.paymentIntentId).toBe(charges[0]!.id);
  expect(payment.paymentDetails.map((detail) => detail.status)).toEqual(['succeeded', 'READY', 'READY']);
  // Nothing left for the sweep; a late confirm replay charges nothing.
  expect(await queue.sweep()).toEqual({ due: 0, enqueued: 0 });
  const late = await payWithCard(ctx, formId, submissionId, '4242424242424242');
  expect(late.confirm.statusCode).toBe(200);
  expect(await chargesOfFirst()).toHaveLength(1);
}, 90_000);

test('a first charge given back after a crash is charged by the visitor’s confirm replay with the same key and the same card', async () => {
  const formId = await insertPaidForm(ctx);
  const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] })).json<string>();
  const [first] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId));
  const { setupIntentId } = await payWithCard(ctx, formId, submissionId, '4242424242424242');
  const charged = await ctx.database.db.select().from(sampleProviderCharges).where(eq(sampleProviderCharges.idempotencyKey, `installment:${first!.id}:1`));
  expect(charged).toHaveLength(1);
  // As if the process had died before recording the provider's answer, two hours ago.
  await ctx.database.db
    .update(paymentInstallments)
    .set({ status: 'processing', paymentIntentId: null, updatedAt: new Date(Date.now() - 2 * 3_600_000) })
    .where(eq(paymentInstallments.id, first!.id));
  expect(await releaseStaleCharges(ctx.database.db)).toBe(1);
  const [released] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, submissionId));
  expect((released?.payment as Payment).paymentDetails[0]).toMatchObject({ status: 'READY', attempts: 0 });
  // The page (still open) confirms again, even with another card set up: the cut call's card and key are kept.
  const again = await payWithCard(ctx, formId, submissionId, '5555555555554444');
  expect(again.setupIntentId).not.toBe(setupIntentId);
  expect(again.confirm.statusCode).toBe(200);
  expect(again.confirm.json<Payment>()).toMatchObject({ status: 'succeeded', paymentIntentId: charged[0]!.id });
  expect(await ctx.database.db.select().from(sampleProviderCharges).where(eq(sampleProviderCharges.paymentMethodId, charged[0]!.paymentMethodId))).toHaveLength(1);
  const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
  expect(card?.paymentMethodId).toBe(charged[0]!.paymentMethodId);
});

test('a charge the provider answered processing (it has a paymentIntentId) is not re-sent by the sweep', async () => {
  const formId = await insertPaidForm(ctx);
  const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
  const rows = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId));
  const second = rows.find((row) => row.position === 1);
  await ctx.database.db
    .update(paymentInstallments)
    .set({ status: 'processing', attempts: 1, paymentIntentId: 'pi_provider_processing', updatedAt: new Date(Date.now() - 2 * 3_600_000) })
    .where(eq(paymentInstallments.id, second!.id));
  const before = await releaseStaleCharges(ctx.database.db);
  const [row] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, second!.id));
  expect(row).toMatchObject({ status: 'processing', attempts: 1, paymentIntentId: 'pi_provider_processing' });
  expect(before).toBe(0);
});

describe('the money ledger check (issue 18) after the scenarios above', () => {
  test('the books balance: the provider, the database, the submission detail and the report agree', async () => {
    await expectBalancedBooks(ctx);
  });
});
