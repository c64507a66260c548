/** @jest-environment ./test/pglite-environment.ts */
// Issue 8: later installments are charged by pg-boss jobs in the same database (PGlite here,
// PostgreSQL with TEST_DATABASE_URL); two API instances never charge one installment twice.
import { eq } from 'drizzle-orm';
import type { Payment } from '@front-office/shared/core';
import { paymentInstallments, sampleProviderCharges, sampleProviderSetups, submissionPayments, submissions } from '../src/db/schema';
import { chargeInstallment, releaseStaleCharges } from '../src/services/payments/charge-installment';
import { createCardProviders } from '../src/services/payments/card-providers';
import { createInstallmentQueue } from '../src/services/payments/installment-queue';
import type { InstallmentQueue } from '../src/services/payments/installment-queue';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { insertPaidForm, payWithCard, submit } from './payments-support';

let ctx: TestContext;
const queues: InstallmentQueue[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await ctx.close();
});

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
};

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
  const due = await Promise.all(queues.map((queue) => queue.sweep()));
  expect(due).toEqual([1, 1]);

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

test('a declined later installment is retried on the schedule (1, 3, 5 days), then marked failed', async () => {
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
  expect(nextAttempts.slice(0, 3).map((date) => Math.round((date!.getTime() - start) / 86_400_000))).toEqual([1, 4, 9]);
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
