/** @jest-environment ./test/pglite-environment.ts */
// Issue 18 §1: a form, a submission or a payment account whose payments hold money not settled
// cannot be deleted, and no installment of a deleted submission or form is ever charged.
// PGlite here, PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Payment } from '@front-office/shared/core';
import { forms, paymentInstallments, sampleProviderCharges, sampleProviderSetups, submissionPayments, submissionRefunds, submissions } from '../src/db/schema';
import { dueInstallments } from '../src/services/payments/charge-installment';
import { createCardProviders } from '../src/services/payments/card-providers';
import { createInstallmentQueue } from '../src/services/payments/installment-queue';
import type { InstallmentQueue } from '../src/services/payments/installment-queue';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import { LAVAL, LAVAL_STRIPE_ACCOUNT, insertPaidForm, payWithCard, setUpCard, submit } from './payments-support';

let ctx: TestContext;
let token = '';
const queues: InstallmentQueue[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
  token = await signIn(ctx, ACCOUNTS.manager);
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await ctx.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const json = () => ({ ...bearer(token), 'content-type': 'application/json' });
const deleteForm = (formId: string) => ctx.call({ method: 'DELETE', url: `/api/organizations/${LAVAL}/forms/${formId}`, headers: bearer(token) });
const deleteSubmission = (formId: string, submissionId: string) =>
  ctx.call({ method: 'DELETE', url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}`, headers: bearer(token) });
const deleteAccount = (accountId: string) => ctx.call({ method: 'DELETE', url: `/api/organizations/${LAVAL}/payment/connect/${accountId}`, headers: bearer(token) });
const formExists = async (formId: string) => (await ctx.database.db.select({ id: forms.id }).from(forms).where(eq(forms.id, formId))).length === 1;
const paymentOf = async (submissionId: string) => {
  const [row] = await ctx.database.db.select({ payment: submissions.payment }).from(submissions).where(eq(submissions.id, submissionId));
  return row?.payment as (Payment & { id: string }) | undefined;
};
const installmentsOf = (submissionId: string) =>
  ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId)).orderBy(paymentInstallments.position);
const cardRowsOf = (submissionId: string) => ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
const chargesOf = async (installmentIds: string[]) =>
  (await ctx.database.db.select().from(sampleProviderCharges)).filter((charge) => installmentIds.some((id) => charge.idempotencyKey.startsWith(`installment:${id}:`)));

const refund = (paymentId: string, lineId: string, amount: number) =>
  ctx.call({ method: 'POST', url: `/api/organizations/${LAVAL}/payment/${paymentId}/refund/${lineId}`, headers: json(), payload: JSON.stringify({ amount }) });
const cancel = (paymentId: string, lineId: string) =>
  ctx.call({ method: 'POST', url: `/api/organizations/${LAVAL}/payment/${paymentId}/cancel/${lineId}`, headers: json(), payload: '{}' });

/** A submission paid in full by card (4242…): one succeeded line of $150. */
async function paidInFull(formId: string, accountId?: string) {
  const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] })).json<string>();
  expect((await payWithCard(ctx, formId, submissionId, '4242424242424242', accountId)).confirm.statusCode).toBe(200);
  return submissionId;
}

/**
 * A plan whose card was set up but whose first charge was declined (4000 0000 0000 0341): nothing
 * was charged, yet the card is on file and its second installment, due today, is what the sweep
 * would charge. The card is then made to accept charges, so a charge made after a delete would
 * show as money taken.
 */
async function declinedPlanDueToday(formId: string) {
  const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
  expect((await payWithCard(ctx, formId, submissionId, '4000000000000341')).confirm.statusCode).toBe(402);
  const [card] = await cardRowsOf(submissionId);
  await ctx.database.db.update(sampleProviderSetups).set({ cardLast4: '4242' }).where(eq(sampleProviderSetups.paymentMethodId, card!.paymentMethodId!));
  const rows = await installmentsOf(submissionId);
  await ctx.database.db.update(paymentInstallments).set({ dueDate: today() }).where(eq(paymentInstallments.id, rows[1]!.id));
  expect(rows.map((row) => row.status)).toEqual(['failed', 'READY', 'READY']);
  expect(await dueInstallments(ctx.database.db, today())).toContain(rows[1]!.id);
  return { submissionId, installmentIds: rows.map((row) => row.id) };
}

async function sweepOnce() {
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
  await queue.sweep();
  // Time for a worker to take any job the sweep enqueued.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

describe('DELETE …/forms/:formId refuses while money is held (issue 18 §1)', () => {
  test('a form with a succeeded card payment not refunded is refused with 409 moneyHeld, and kept', async () => {
    const formId = await insertPaidForm(ctx);
    await paidInFull(formId);
    const response = await deleteForm(formId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, errors: ['moneyHeld'] });
    expect(response.json<{ message: string }>().message).toMatch(/refund or cancel/i);
    expect(await formExists(formId)).toBe(true);
  });

  test('a form with planned installments is refused, even once the charge made is refunded; allowed once they are canceled', async () => {
    const formId = await insertPaidForm(ctx);
    const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
    expect((await payWithCard(ctx, formId, submissionId, '4242424242424242')).confirm.statusCode).toBe(200);
    const payment = (await paymentOf(submissionId))!;
    const [first, second, third] = payment.paymentDetails;
    expect([first?.status, second?.status, third?.status]).toEqual(['succeeded', 'READY', 'READY']);
    expect((await refund(payment.id, first!.id, first!.total)).statusCode).toBe(200);

    const refused = await deleteForm(formId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: ['moneyHeld'] });

    expect((await cancel(payment.id, second!.id)).statusCode).toBe(200);
    if ((await paymentOf(submissionId))?.paymentDetails[2]?.status === 'READY') expect((await cancel(payment.id, third!.id)).statusCode).toBe(200);
    expect((await deleteForm(formId)).statusCode).toBe(200);
    expect(await formExists(formId)).toBe(false);
  });

  test('a form whose payment was refunded in full is deleted with its submission, card and installments; the refund record stays', async () => {
    const formId = await insertPaidForm(ctx);
    const submissionId = await paidInFull(formId);
    const payment = (await paymentOf(submissionId))!;
    expect((await refund(payment.id, payment.paymentDetails[0]!.id, 15000)).statusCode).toBe(200);
    const response = await deleteForm(formId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(1);
    expect(await paymentOf(submissionId)).toBeUndefined();
    expect(await installmentsOf(submissionId)).toEqual([]);
    expect(await cardRowsOf(submissionId)).toEqual([]);
    expect(await ctx.database.db.select({ amount: submissionRefunds.amount }).from(submissionRefunds).where(eq(submissionRefunds.submissionId, submissionId))).toEqual([{ amount: 15000 }]);
  });

  test('a form with only unpaid holds (card payments never completed) is deleted, their installments and card rows with it', async () => {
    const formId = await insertPaidForm(ctx);
    const planned = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
    const single = (await submit(ctx, formId, { weeks: ['week-2'] })).json<string>();
    expect((await installmentsOf(planned)).map((row) => row.status)).toEqual(['READY', 'READY', 'READY']);
    expect(await cardRowsOf(single)).toHaveLength(1);
    expect((await deleteForm(formId)).statusCode).toBe(200);
    for (const submissionId of [planned, single]) {
      expect(await paymentOf(submissionId)).toBeUndefined();
      expect(await installmentsOf(submissionId)).toEqual([]);
      expect(await cardRowsOf(submissionId)).toEqual([]);
    }
  });

  test('a charge already claimed (its installment processing, the submission not yet updated) blocks the delete', async () => {
    const formId = await insertPaidForm(ctx);
    const { submissionId, installmentIds } = await declinedPlanDueToday(formId);
    // A visitor's retry with another card has claimed the first charge and is waiting for the provider.
    await ctx.database.db.update(paymentInstallments).set({ status: 'processing' }).where(eq(paymentInstallments.id, installmentIds[0]!));
    expect((await paymentOf(submissionId))?.paymentDetails[0]?.status).toBe('failed');
    expect((await deleteForm(formId)).json()).toMatchObject({ errors: ['moneyHeld'] });
    expect((await deleteSubmission(formId, submissionId)).json()).toMatchObject({ errors: ['paymentInProgress'] });
    expect(await formExists(formId)).toBe(true);
  });
});

describe('the check and the delete are one (issue 18 §1)', () => {
  test('a form deleted while its visitor confirms the card: either the delete is refused and the charge kept, or nothing is charged', async () => {
    // Milliseconds the delete starts after the confirm call (negative: before it).
    for (const offset of [-300, -40, -10, 0, 10, 40]) {
      const formId = await insertPaidForm(ctx);
      const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] })).json<string>();
      const [first] = await installmentsOf(submissionId);
      const { setupIntentId } = await setUpCard(ctx, '4242424242424242');
      const confirm = () =>
        ctx.call({
          method: 'POST',
          url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/payment/confirm`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ setupIntentId }),
        });
      const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
      const [, deleted] = await Promise.all([after(-offset).then(confirm), after(offset).then(() => deleteForm(formId))]);
      const charged = (await chargesOf([first!.id])).filter((charge) => charge.status === 'succeeded');
      if (deleted.statusCode === 200) {
        expect(charged).toEqual([]);
        expect(await formExists(formId)).toBe(false);
      } else {
        expect(deleted.json()).toMatchObject({ errors: ['moneyHeld'] });
        expect(charged).toHaveLength(1);
        expect(await formExists(formId)).toBe(true);
      }
    }
  }, 60_000);
});

describe('no installment of a deleted form or submission is ever charged (issue 18 §1)', () => {
  test('after the form of a plan with a card on file and an installment due today is deleted, the sweep charges nothing', async () => {
    const formId = await insertPaidForm(ctx);
    const { installmentIds } = await declinedPlanDueToday(formId);
    expect((await deleteForm(formId)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(paymentInstallments).where(inArray(paymentInstallments.id, installmentIds))).toEqual([]);
    expect(await dueInstallments(ctx.database.db, today())).not.toContain(installmentIds[1]);
    await sweepOnce();
    // Only the declined first attempt ever reached the provider.
    expect((await chargesOf(installmentIds)).map((charge) => [charge.idempotencyKey, charge.status])).toEqual([[`installment:${installmentIds[0]}:1`, 'failed']]);
  }, 60_000);

  test('after such a submission is deleted (nothing was charged, so it may be), the sweep charges nothing', async () => {
    const formId = await insertPaidForm(ctx);
    const { submissionId, installmentIds } = await declinedPlanDueToday(formId);
    expect((await deleteSubmission(formId, submissionId)).statusCode).toBe(200);
    expect(await installmentsOf(submissionId)).toEqual([]);
    expect(await cardRowsOf(submissionId)).toEqual([]);
    await sweepOnce();
    expect((await chargesOf(installmentIds)).filter((charge) => charge.status === 'succeeded')).toEqual([]);
  }, 60_000);

  test('the database refuses an installment or a card row without its submission', async () => {
    const orphan = randomUUID();
    await expect(ctx.database.db.insert(paymentInstallments).values({ id: randomUUID(), submissionId: orphan, position: 0, dueDate: today(), amount: 100 })).rejects.toThrow();
    await expect(ctx.database.db.insert(submissionPayments).values({ submissionId: orphan, accountId: LAVAL_STRIPE_ACCOUNT })).rejects.toThrow();
  });
});

describe('DELETE …/payment/connect/:accountId refuses while forms or money use it (issue 18 §1)', () => {
  test('an account a form uses is refused (accountInUse); one with payments not refunded is refused (moneyHeld); a free one is deleted', async () => {
    const connected = await ctx.call({
      method: 'POST',
      url: `/api/organizations/${LAVAL}/payment/connect`,
      headers: json(),
      payload: JSON.stringify({ code: 'sample_deletes1', name: 'Camps', type: 'stripe' }),
    });
    expect(connected.statusCode).toBe(200);
    const accountId = connected.json<{ id: string }>().id;
    const formId = await insertPaidForm(ctx, { paymentAccount: accountId });

    const inUse = await deleteAccount(accountId);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ statusCode: 409, errors: ['accountInUse'] });

    const submissionId = await paidInFull(formId, accountId);
    // Staff move the form to another account: the payment made through this one stays on it.
    await ctx.database.db.update(forms).set({ paymentAccount: LAVAL_STRIPE_ACCOUNT }).where(eq(forms.id, formId));
    const held = await deleteAccount(accountId);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ errors: ['moneyHeld'] });

    const payment = (await paymentOf(submissionId))!;
    expect((await refund(payment.id, payment.paymentDetails[0]!.id, 15000)).statusCode).toBe(200);
    expect((await deleteAccount(accountId)).statusCode).toBe(204);
    expect((await deleteAccount(accountId)).statusCode).toBe(404);
  });

  test('an unpaid hold made through an account does not keep it', async () => {
    const connected = await ctx.call({
      method: 'POST',
      url: `/api/organizations/${LAVAL}/payment/connect`,
      headers: json(),
      payload: JSON.stringify({ code: 'sample_deletes2', name: 'Drop-in', type: 'stripe' }),
    });
    const accountId = connected.json<{ id: string }>().id;
    const formId = await insertPaidForm(ctx, { paymentAccount: accountId });
    await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' });
    await ctx.database.db.update(forms).set({ paymentAccount: LAVAL_STRIPE_ACCOUNT }).where(eq(forms.id, formId));
    expect((await deleteAccount(accountId)).statusCode).toBe(204);
  });
});
