/** @jest-environment ./test/pglite-environment.ts */
// Issue 18 §5: unpaid registrations release what they hold. A card registration whose payment was
// never completed holds its place, product stock and code use for the hold time, then the hold job
// gives them back exactly once; staff cancel and delete give back stock and code uses; payment-
// optional registrations keep their place. Time is driven through `now`, never by waiting.
import { and, eq, like } from 'drizzle-orm';
import type { Payment } from '@front-office/shared/core';
import { discountCodeUses, forms, paymentHolds, paymentInstallments, sampleProviderCharges, submissionClaims, submissions } from '../src/db/schema';
import type { CardProvider } from '../src/services/payments/card-provider';
import { createCardProviders } from '../src/services/payments/card-providers';
import { confirmPayment } from '../src/services/payments/confirm-payment';
import { createInstallmentQueue } from '../src/services/payments/installment-queue';
import { releaseExpiredHolds, releaseHold } from '../src/services/payments/payment-holds';
import { createSimulatedCardProvider } from '../src/services/payments/simulated-provider';
import { createSimulatedRefundProvider } from '../src/services/payments/refund-provider';
import { submissionCountOf } from '../src/services/submissions/submission-count';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import { LAVAL, PAID_CONTENT, insertPaidForm, payWithCard, setUpCard, submit } from './payments-support';

let ctx: TestContext;
let manager = '';

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false, refundProvider: createSimulatedRefundProvider() });
  manager = await signIn(ctx, ACCOUNTS.manager);
});
afterAll(() => ctx.close());

const HOLD_MINUTES = 30;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const release = (minutes: number) => releaseExpiredHolds(ctx.database.db, { holdMinutes: HOLD_MINUTES, now: minutesFromNow(minutes) });

/** A paid form with a limit of 5 registrations, a cap in stock 3 and a code THREE of quantity 3. */
async function seasonForm(extra: Partial<typeof forms.$inferInsert> = {}) {
  const content = structuredClone(PAID_CONTENT);
  content.steps[0]!.sections[0]!.fields[2] = { id: 'gear', type: 'Products', text: [], required: false, products: [{ value: 'cap', text: [], price: 1000, min: 0, max: 5, limit: 3 }] };
  return insertPaidForm(ctx, {
    content: JSON.stringify(content),
    submissionLimit: 5,
    discountCodes: [{ code: 'THREE', type: 'amount', value: 1000, quantity: 3, expirationDate: null }],
    ...extra,
  });
}

const cap = (quantity: number) => ({ gear: [{ id: 'cap', quantity }] });

/** What the form has left to give: its count, the caps claimed, the uses of THREE. */
async function books(formId: string) {
  const [form] = await ctx.database.db.select({ count: submissionCountOf(), fieldProperties: forms.fieldProperties }).from(forms).where(eq(forms.id, formId));
  const [uses] = await ctx.database.db.select({ used: discountCodeUses.used }).from(discountCodeUses).where(and(eq(discountCodeUses.formId, formId), eq(discountCodeUses.code, 'THREE')));
  const claimed = (form?.fieldProperties as { gear?: { claimed?: Record<string, number> } } | null)?.gear?.claimed?.cap ?? 0;
  return { registrations: form?.count, caps: claimed, codeUses: uses?.used ?? 0 };
}

async function paymentOf(submissionId: string) {
  const [row] = await ctx.database.db.select({ payment: submissions.payment }).from(submissions).where(eq(submissions.id, submissionId));
  return row?.payment as (Payment & { id: string }) | undefined;
}

async function chargesOf(submissionId: string) {
  const installments = await ctx.database.db.select({ id: paymentInstallments.id }).from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId));
  const charges = [];
  for (const installment of installments) charges.push(...(await ctx.database.db.select().from(sampleProviderCharges).where(like(sampleProviderCharges.idempotencyKey, `installment:${installment.id}:%`))));
  return charges;
}

const confirmCall = (formId: string, submissionId: string, setupIntentId: string) =>
  ctx.call({
    method: 'POST',
    url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/payment/confirm`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ setupIntentId }),
  });

async function registerUnpaid(formId: string, answers: Record<string, unknown>, parts: Record<string, string> = {}) {
  const response = await submit(ctx, formId, { weeks: ['week-1'], ...answers }, parts);
  expect(response.statusCode).toBe(200);
  return response.json<string>();
}

describe('issue 18 §5: five visitors who never pay on a form with a limit of 5, a stock of 3 and a code of quantity 3', () => {
  test('they hold everything until the hold time; then the job gives it all back once and a sixth visitor registers and pays', async () => {
    const formId = await seasonForm();
    const unpaid: string[] = [];
    for (let visitor = 0; visitor < 5; visitor += 1) unpaid.push(await registerUnpaid(formId, visitor < 3 ? cap(1) : {}, visitor < 3 ? { Coupon: 'THREE' } : {}));
    expect(await books(formId)).toEqual({ registrations: 5, caps: 3, codeUses: 3 });

    // Nothing is left for a sixth visitor.
    expect((await submit(ctx, formId, { weeks: ['week-1'] })).json()).toMatchObject({ statusCode: 400, errors: ['submissionLimit'] });
    expect((await submit(ctx, formId, { weeks: ['week-1'] }, { Coupon: 'THREE' })).statusCode).toBe(410);

    // Within the hold time nothing is released.
    expect(await release(HOLD_MINUTES - 1)).toBe(0);
    expect(await books(formId)).toEqual({ registrations: 5, caps: 3, codeUses: 3 });

    expect(await release(HOLD_MINUTES + 1)).toBe(5);
    expect(await books(formId)).toEqual({ registrations: 0, caps: 0, codeUses: 0 });
    for (const submissionId of unpaid) {
      const payment = await paymentOf(submissionId);
      expect(payment?.status).toBe('canceled');
      expect(payment?.paymentDetails.every((detail) => detail.status === 'canceled')).toBe(true);
    }
    // Staff read why in the submission's history.
    const history = await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${unpaid[0]}/history`, headers: bearer(manager) });
    expect(history.json<{ kind: string; by: unknown; details: unknown }[]>().filter((entry) => entry.kind === 'canceled')).toEqual([
      expect.objectContaining({ by: null, details: { reason: 'holdExpired', canceled: (await paymentOf(unpaid[0]!))!.paymentDetails.map((detail) => detail.id) } }),
    ]);
    // Exactly once: a second run, or a later one, gives back nothing more.
    expect(await release(HOLD_MINUTES + 2)).toBe(0);
    expect(await release(24 * 60)).toBe(0);
    expect(await books(formId)).toEqual({ registrations: 0, caps: 0, codeUses: 0 });

    const sixth = await registerUnpaid(formId, cap(1), { Coupon: 'THREE' });
    const { confirm } = await payWithCard(ctx, formId, sixth, '4242424242424242');
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ status: 'succeeded', total: 15000 });
    expect(await books(formId)).toEqual({ registrations: 1, caps: 1, codeUses: 1 });
    // A paid registration is never released.
    expect(await release(24 * 60)).toBe(0);
    expect(await books(formId)).toEqual({ registrations: 1, caps: 1, codeUses: 1 });
    expect(await ctx.database.db.select().from(paymentHolds).where(eq(paymentHolds.submissionId, sixth))).toEqual([]);
  });

  test('a visitor who comes back after the release is told the hold expired (410 holdExpired) and nothing is charged', async () => {
    const formId = await seasonForm();
    const submissionId = await registerUnpaid(formId, cap(2), { Coupon: 'THREE' });
    expect(await release(HOLD_MINUTES + 1)).toBe(1);

    const { confirm } = await payWithCard(ctx, formId, submissionId, '4242424242424242');
    expect(confirm.statusCode).toBe(410);
    expect(confirm.json()).toMatchObject({ statusCode: 410, errors: ['holdExpired'] });
    expect(await chargesOf(submissionId)).toEqual([]);
    expect((await paymentOf(submissionId))?.status).toBe('canceled');
    expect(await books(formId)).toEqual({ registrations: 0, caps: 0, codeUses: 0 });

    // Submitting again registers anew while there is room.
    const again = await registerUnpaid(formId, cap(2), { Coupon: 'THREE' });
    expect((await payWithCard(ctx, formId, again, '4242424242424242')).confirm.statusCode).toBe(200);
    expect(await books(formId)).toEqual({ registrations: 1, caps: 2, codeUses: 1 });
  });

  test('a declined first charge is held too, and released after the hold time', async () => {
    const formId = await seasonForm();
    const submissionId = await registerUnpaid(formId, cap(1));
    expect((await payWithCard(ctx, formId, submissionId, '4000000000000341')).confirm.statusCode).toBe(402);
    expect(await release(HOLD_MINUTES + 1)).toBe(1);
    expect(await books(formId)).toEqual({ registrations: 0, caps: 0, codeUses: 0 });
    expect((await paymentOf(submissionId))?.status).toBe('canceled');
  });

  test('a confirm racing the release has exactly one outcome: charged and kept, or released and refused', async () => {
    const formId = await seasonForm({ submissionLimit: null });
    for (let round = 0; round < 6; round += 1) {
      const submissionId = await registerUnpaid(formId, {});
      const { setupIntentId } = await setUpCard(ctx, '4242424242424242');
      const [confirm, released] = await Promise.all([confirmCall(formId, submissionId, setupIntentId), releaseHold(ctx.database.db, submissionId, minutesFromNow(HOLD_MINUTES + 1))]);
      const charges = await chargesOf(submissionId);
      const payment = await paymentOf(submissionId);
      if (released) {
        expect(confirm.statusCode).toBe(410);
        expect(charges).toEqual([]);
        expect(payment?.status).toBe('canceled');
      } else {
        expect(confirm.statusCode).toBe(200);
        expect(charges.map((charge) => charge.status)).toEqual(['succeeded']);
        expect(payment?.status).toBe('succeeded');
      }
      const place = await ctx.database.db.select({ releasedAt: submissionClaims.releasedAt }).from(submissionClaims).where(and(eq(submissionClaims.submissionId, submissionId), eq(submissionClaims.kind, 'place')));
      expect(place).toEqual([{ releasedAt: released ? expect.any(Date) : null }]);
      // Whatever happened, a later run changes nothing.
      expect(await releaseHold(ctx.database.db, submissionId, minutesFromNow(HOLD_MINUTES + 2))).toBe(false);
    }
  });
});

test('the queue releases holds older than its configured hold time (FO_PAYMENT_HOLD_MINUTES)', async () => {
  const formId = await seasonForm();
  const submissionId = await registerUnpaid(formId, cap(1), { Coupon: 'THREE' });
  const queue = createInstallmentQueue({
    database: ctx.database,
    db: ctx.database.db,
    providers: createCardProviders({ db: ctx.database.db, sampleMode: true }),
    schema: `pgboss_${Math.random().toString(36).slice(2, 8)}`,
    schedule: false,
    holdMinutes: 5,
  });
  await queue.start();
  try {
    expect(await queue.releaseHolds(minutesFromNow(4))).toBe(0);
    expect(await queue.releaseHolds(minutesFromNow(6))).toBe(1);
  } finally {
    await queue.stop();
  }
  expect(await books(formId)).toEqual({ registrations: 0, caps: 0, codeUses: 0 });
  expect((await paymentOf(submissionId))?.status).toBe('canceled');
});

describe('issue 18 §5: a late confirm and the release never both happen', () => {
  /** The simulated provider, with `during` run in the middle of one of its calls. */
  function providersWith(during: { getSetup?: () => Promise<unknown>; charge?: () => Promise<unknown> }) {
    const simulated = createSimulatedCardProvider(ctx.database.db);
    const override: CardProvider = {
      ...simulated,
      async getSetup(account, id) {
        await during.getSetup?.();
        return simulated.getSetup(account, id);
      },
      async charge(account, request) {
        await during.charge?.();
        return simulated.charge(account, request);
      },
    };
    return createCardProviders({ db: ctx.database.db, sampleMode: true, override });
  }
  const target = (formId: string, submissionId: string, setupIntentId: string) => ({ organizationId: LAVAL, formId, submissionId, setupIntentId });

  test('the release lands after the confirm read the hold but before it claimed the charge: 410 holdExpired, nothing charged', async () => {
    const formId = await seasonForm();
    const submissionId = await registerUnpaid(formId, cap(1), { Coupon: 'THREE' });
    const { setupIntentId } = await setUpCard(ctx, '4242424242424242');
    let released: boolean | null = null;
    const providers = providersWith({ getSetup: async () => (released = await releaseHold(ctx.database.db, submissionId, minutesFromNow(HOLD_MINUTES + 1))) });
    await expect(confirmPayment(ctx.database.db, providers, target(formId, submissionId, setupIntentId))).rejects.toMatchObject({ statusCode: 410, code: 'holdExpired' });
    expect(released).toBe(true);
    expect(await chargesOf(submissionId)).toEqual([]);
    expect(await books(formId)).toEqual({ registrations: 0, caps: 0, codeUses: 0 });
  });

  test('the release runs while the confirm is charging: the charge succeeds and nothing is released', async () => {
    const formId = await seasonForm();
    const submissionId = await registerUnpaid(formId, cap(1), { Coupon: 'THREE' });
    const { setupIntentId } = await setUpCard(ctx, '4242424242424242');
    let released: boolean | null = null;
    const providers = providersWith({ charge: async () => (released = await releaseHold(ctx.database.db, submissionId, minutesFromNow(HOLD_MINUTES + 1))) });
    await expect(confirmPayment(ctx.database.db, providers, target(formId, submissionId, setupIntentId))).resolves.toMatchObject({ status: 'succeeded' });
    expect(released).toBe(false);
    expect(await books(formId)).toEqual({ registrations: 1, caps: 1, codeUses: 1 });
    // Paid: the hold is gone at the next run, and never released.
    expect(await release(HOLD_MINUTES + 1)).toBe(0);
    expect(await ctx.database.db.select().from(paymentHolds).where(eq(paymentHolds.submissionId, submissionId))).toEqual([]);
    expect(await books(formId)).toEqual({ registrations: 1, caps: 1, codeUses: 1 });
  });
});

describe('issue 18 §5: staff cancel and delete give back stock and code uses', () => {
  const cancel = (payment: Payment & { id: string }) =>
    ctx.call({ method: 'POST', url: `/api/organizations/${LAVAL}/payment/${payment.id}/cancel/${payment.paymentDetails[0]!.id}`, headers: { ...bearer(manager), 'content-type': 'application/json' }, payload: '{}' });
  const remove = (formId: string, submissionId: string) => ctx.call({ method: 'DELETE', url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}`, headers: bearer(manager) });

  test('cancelling the whole payment returns the stock and the code use (the registration keeps its place); deleting it then returns the place, once', async () => {
    const formId = await seasonForm();
    const submissionId = await registerUnpaid(formId, cap(2), { Coupon: 'THREE' });
    await registerUnpaid(formId, cap(1), { Coupon: 'THREE' });
    expect(await books(formId)).toEqual({ registrations: 2, caps: 3, codeUses: 2 });

    const canceled = await cancel((await paymentOf(submissionId))!);
    expect(canceled.statusCode).toBe(200);
    expect(await books(formId)).toEqual({ registrations: 2, caps: 1, codeUses: 1 });
    // The other unpaid registration expires; the canceled one keeps its place: staff stopped its
    // payment, so the hold job does not take the registration back behind their back.
    expect(await release(HOLD_MINUTES + 1)).toBe(1);
    expect(await books(formId)).toEqual({ registrations: 1, caps: 0, codeUses: 0 });
    expect(await ctx.database.db.select().from(paymentHolds).where(eq(paymentHolds.submissionId, submissionId))).toEqual([]);

    expect((await remove(formId, submissionId)).statusCode).toBe(200);
    expect(await books(formId)).toEqual({ registrations: 0, caps: 0, codeUses: 0 });
  });

  test('deleting a registration released by its hold gives nothing back twice', async () => {
    const formId = await seasonForm();
    const expired = await registerUnpaid(formId, cap(1), { Coupon: 'THREE' });
    expect(await release(HOLD_MINUTES + 1)).toBe(1);
    const kept = await registerUnpaid(formId, cap(2), { Coupon: 'THREE' });
    expect((await payWithCard(ctx, formId, kept, '4242424242424242')).confirm.statusCode).toBe(200);
    expect(await books(formId)).toEqual({ registrations: 1, caps: 2, codeUses: 1 });
    expect((await remove(formId, expired)).statusCode).toBe(200);
    expect(await books(formId)).toEqual({ registrations: 1, caps: 2, codeUses: 1 });
  });

  test('"I will pay another way": kept by the hold job; deleting it returns its place, stock and code use', async () => {
    const formId = await seasonForm({ paymentOptional: true });
    const other = await registerUnpaid(formId, cap(3), { Coupon: 'THREE', PaymentMethod: 'other' });
    expect((await paymentOf(other))?.status).toBe('pending');
    expect(await release(7 * 24 * 60)).toBe(0);
    expect(await books(formId)).toEqual({ registrations: 1, caps: 3, codeUses: 1 });
    expect((await paymentOf(other))?.status).toBe('pending');

    expect((await remove(formId, other)).statusCode).toBe(200);
    expect(await books(formId)).toEqual({ registrations: 0, caps: 0, codeUses: 0 });
  });
});
