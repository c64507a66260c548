/** @jest-environment ./test/pglite-environment.ts */
// Issue 18 §11 (the confirmation page is a receipt, for the holder of the link only) and §7 (the
// payer pays a declined charge with another card), on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Payment, Receipt } from '@front-office/shared/core';
import { paymentInstallments, sampleProviderCharges, sampleProviderSetups, submissionPayments, submissions } from '../src/db/schema';
import { createCardProviders } from '../src/services/payments/card-providers';
import { chargeInstallment } from '../src/services/payments/charge-installment';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import { contentOf, postMultipart } from './forms-support';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { LAVAL, LAVAL_STRIPE_ACCOUNT, insertPaidForm, payWithCard, setUpCard, submit } from './payments-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(() => ctx.close());

const receiptOf = (formId: string, submissionId: string, key?: string) =>
  ctx.call({ url: `/api/public/forms/${formId}/submissions/${submissionId}/receipt`, query: key === undefined ? {} : { key } });

const payLine = (formId: string, submissionId: string, installmentId: string, body: { key: string; setupIntentId: string }) =>
  ctx.call({
    method: 'POST',
    url: `/api/public/forms/${formId}/submissions/${submissionId}/installments/${installmentId}/pay`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** A submission of the paid test form and the receipt key its answer carried. */
async function submitPaid(formId: string, answers: Record<string, unknown>, parts: Record<string, string> = {}) {
  const response = await submit(ctx, formId, answers, parts);
  expect(response.statusCode).toBe(200);
  const key = response.headers.get('receipt-key');
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { submissionId: response.json<string>(), key: key! };
}

const storedPayment = async (submissionId: string) => {
  const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, submissionId));
  return row!.payment as Payment;
};

const chargesOf = (installmentId: string) =>
  ctx.database.db.select().from(sampleProviderCharges).where(like(sampleProviderCharges.idempotencyKey, `installment:${installmentId}:%`));

/** The card on file now refuses every charge (Stripe's 4000 0000 0000 0341 behaves so), and the second installment is charged and declined. */
async function declineSecondInstallment(submissionId: string) {
  const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
  await ctx.database.db.update(sampleProviderSetups).set({ cardLast4: '0341' }).where(eq(sampleProviderSetups.paymentMethodId, card!.paymentMethodId!));
  const [second] = await ctx.database.db
    .select()
    .from(paymentInstallments)
    .where(and(eq(paymentInstallments.submissionId, submissionId), eq(paymentInstallments.position, 1)));
  const outcome = await chargeInstallment(ctx.database.db, createCardProviders({ db: ctx.database.db, sampleMode: true }), second!.id);
  expect(outcome).toMatchObject({ outcome: 'failed', willRetry: true });
  return second!.id;
}

describe('issue 18 §11: the receipt is given only to the holder of the submission\'s key', () => {
  let formId: string;
  let submissionId: string;
  let key: string;
  beforeAll(async () => {
    formId = await insertPaidForm(ctx);
    ({ submissionId, key } = await submitPaid(formId, { weeks: ['week-1', 'week-2'] }, { PaymentMode: 'plan-3', Coupon: 'save10' }));
    const { confirm } = await payWithCard(ctx, formId, submissionId, '4242424242424242');
    expect(confirm.statusCode).toBe(200);
  });

  it('with the key: paid now, each planned installment, the code and the reference match the stored payment', async () => {
    const response = await receiptOf(formId, submissionId, key);
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const receipt = response.json<Receipt>();
    const stored = await storedPayment(submissionId);
    // (150 + 120) × 90 % = 243.00, in 40/30/30 %.
    expect(stored.total).toBe(24300);
    expect(receipt).toMatchObject({ submissionId, organizationName: 'Club Aquatique Laval', culture: 'en' });
    expect(receipt.payment).toMatchObject({
      method: 'credit_card',
      status: 'succeeded',
      currency: 'usd',
      total: stored.total,
      paid: stored.paymentDetails[0]!.total,
      refunded: 0,
      reference: stored.paymentDetails[0]!.paymentIntentId,
      coupon: { code: 'SAVE10', discountTotal: 2700 },
      modeDiscount: null,
      cardAccount: null,
    });
    expect(receipt.payment!.reference).toMatch(/^pi_/);
    expect(receipt.payment!.lines.map((line) => [line.id, line.date, line.total, line.state, line.canPay])).toEqual(
      stored.paymentDetails.map((detail, index) => [detail.id, detail.date, detail.total, index === 0 ? 'paid' : 'planned', false]),
    );
    expect(receipt.payment!.lines.map((line) => line.total)).toEqual([9720, 7290, 7290]);
  });

  it('without the key: 400 and no money; the belongs-to-form check still answers 204 with no body', async () => {
    const response = await receiptOf(formId, submissionId);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/9720|243|SAVE10|pi_/);
    const check = await ctx.call({ url: `/api/public/forms/${formId}/submissions/${submissionId}` });
    expect(check.statusCode).toBe(204);
    expect(check.body).toBe('');
  });

  it('with a wrong key, or the key of another submission: 403 and no money', async () => {
    const other = await submitPaid(formId, { weeks: ['week-1'] });
    for (const wrong of [`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, other.key]) {
      const response = await receiptOf(formId, submissionId, wrong);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'This receipt key is not the one of this submission' });
    }
  });

  it('a made-up submission id, or a real one on another form: 404 whatever the key', async () => {
    expect((await receiptOf(formId, randomUUID(), key)).statusCode).toBe(404);
    expect((await receiptOf(SAMPLE_FORM_IDS.openContact, submissionId, key)).statusCode).toBe(404);
  });

  it('the key of a form without payment opens a receipt without money', async () => {
    const response = await postMultipart(ctx.app, `/organizations/${SAMPLE_IDS.organizations.laval}/forms/${SAMPLE_FORM_IDS.openContact}`, {
      Content: contentOf({ 'first-name': 'Léa', 'last-name': 'Tremblay', email: 'lea@example.com', 'contact-by-phone': false }),
      Culture: 'fr',
    });
    const id = response.json<string>();
    const receipt = await receiptOf(SAMPLE_FORM_IDS.openContact, id, response.headers.get('receipt-key')!);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ submissionId: id, culture: 'fr', organizationName: 'Club Aquatique Laval', payment: null });
  });

  it('a payment mode discount and "I will pay another way" show on the receipt with nothing paid', async () => {
    const otherForm = await insertPaidForm(ctx, {
      paymentOptional: true,
      paymentModes: [{ id: 'full', mode: 'single', discount: { type: 'percent', value: 5 } }],
    });
    const { submissionId: id, key: otherKey } = await submitPaid(otherForm, { weeks: ['week-1'] }, { PaymentMethod: 'other' });
    const receipt = (await receiptOf(otherForm, id, otherKey)).json<Receipt>();
    expect(receipt.payment).toMatchObject({ method: 'other', paid: 0, total: 14250, modeDiscount: { type: 'percent', value: 5 }, lines: [], reference: null });
  });

  it('the key is kept out of the request log', async () => {
    const { redactUrl } = await import('../src/lib/log-safe');
    expect(redactUrl(`/api/public/forms/${formId}/submissions/${submissionId}/receipt?key=${key}`)).toBe(`/api/public/forms/${formId}/submissions/${submissionId}/receipt?key=[redacted]`);
  });
});

describe('issue 18 §7: the payer pays a declined charge with another card from the receipt', () => {
  it('a declined later installment shows its reason; a new card pays it once, a replay charges nothing', async () => {
    const formId = await insertPaidForm(ctx);
    const { submissionId, key } = await submitPaid(formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' });
    await payWithCard(ctx, formId, submissionId, '4242424242424242');
    const secondId = await declineSecondInstallment(submissionId);

    const before = (await receiptOf(formId, submissionId, key)).json<Receipt>();
    const declined = before.payment!.lines[1]!;
    expect(declined).toMatchObject({ id: secondId, state: 'declined', errorCode: 'card_declined', canPay: true, total: 4500 });
    expect(declined.nextAttemptAt).not.toBeNull();
    expect(before.payment!.cardAccount).toEqual({ organizationId: LAVAL, accountId: LAVAL_STRIPE_ACCOUNT });
    expect(before.payment!.paid).toBe(6000);

    const { setupIntentId } = await setUpCard(ctx, '4242424242424242');
    const paid = await payLine(formId, submissionId, secondId, { key, setupIntentId });
    expect(paid.statusCode).toBe(200);
    const after = paid.json<Receipt>();
    expect(after.payment!.lines.map((line) => line.state)).toEqual(['paid', 'paid', 'planned']);
    expect(after.payment!.paid).toBe(6000 + 4500);
    expect(after.payment!.cardAccount).toBeNull();
    const stored = await storedPayment(submissionId);
    expect(stored.paymentDetails.map((detail) => detail.status)).toEqual(['succeeded', 'succeeded', 'READY']);
    // The new card is the payment's card from now on (the third installment will use it).
    const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submissionId));
    expect(card!.setupIntentId).toBe(setupIntentId);

    // The declined attempt and one succeeded charge, each with its own key.
    const charges = await chargesOf(secondId);
    expect(charges.map((charge) => [charge.idempotencyKey, charge.status]).sort()).toEqual([
      [`installment:${secondId}:1`, 'failed'],
      [`installment:${secondId}:2`, 'succeeded'],
    ]);

    const replay = await payLine(formId, submissionId, secondId, { key, setupIntentId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Receipt>().payment!.paid).toBe(10500);
    expect(await chargesOf(secondId)).toHaveLength(2);
  });

  it('two pay calls at once for one declined charge charge it once', async () => {
    const formId = await insertPaidForm(ctx);
    const { submissionId, key } = await submitPaid(formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' });
    await payWithCard(ctx, formId, submissionId, '4242424242424242');
    const secondId = await declineSecondInstallment(submissionId);
    const { setupIntentId } = await setUpCard(ctx, '4242424242424242');
    const answers = await Promise.all([1, 2, 3].map(() => payLine(formId, submissionId, secondId, { key, setupIntentId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const charges = await chargesOf(secondId);
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
    expect((await storedPayment(submissionId)).paymentDetails[1]).toMatchObject({ status: 'succeeded', total: 4500 });
  });

  it('a first charge declined on the form can be paid from the receipt; a new card that is declined again answers 402 with its codes', async () => {
    const formId = await insertPaidForm(ctx);
    const { submissionId, key } = await submitPaid(formId, { weeks: ['week-1'] });
    const { confirm } = await payWithCard(ctx, formId, submissionId, '4000000000000341');
    expect(confirm.statusCode).toBe(402);
    const receipt = (await receiptOf(formId, submissionId, key)).json<Receipt>();
    const first = receipt.payment!.lines[0]!;
    expect(first).toMatchObject({ state: 'declined', errorCode: 'card_declined', nextAttemptAt: null, canPay: true });

    const again = await setUpCard(ctx, '4000000000000341');
    const refused = await payLine(formId, submissionId, first.id, { key, setupIntentId: again.setupIntentId });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'card_declined', errors: ['card_declined'] });

    const good = await setUpCard(ctx, '4242424242424242');
    const paid = await payLine(formId, submissionId, first.id, { key, setupIntentId: good.setupIntentId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Receipt>().payment).toMatchObject({ status: 'succeeded', paid: 15000 });
    const charges = await chargesOf(first.id);
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
    expect(new Set(charges.map((charge) => charge.idempotencyKey)).size).toBe(charges.length);
  });

  it('a wrong key is refused (403) and a made-up charge or submission is not found (404); nothing is charged', async () => {
    const formId = await insertPaidForm(ctx);
    const { submissionId, key } = await submitPaid(formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' });
    await payWithCard(ctx, formId, submissionId, '4242424242424242');
    const secondId = await declineSecondInstallment(submissionId);
    const other = await submitPaid(formId, { weeks: ['week-2'] });
    const { setupIntentId } = await setUpCard(ctx, '4242424242424242');

    const wrong = await payLine(formId, submissionId, secondId, { key: other.key, setupIntentId });
    expect(wrong.statusCode).toBe(403);
    expect((await payLine(formId, submissionId, randomUUID(), { key, setupIntentId })).statusCode).toBe(404);
    expect((await payLine(formId, randomUUID(), secondId, { key, setupIntentId })).statusCode).toBe(404);
    // Another submission's charge with that submission's own key: not this submission's charge.
    expect((await payLine(formId, other.submissionId, secondId, { key: other.key, setupIntentId })).statusCode).toBe(404);
    expect(await chargesOf(secondId)).toHaveLength(1);
  });

  it('a planned charge that was never declined is not paid early (409 notDeclined), and a made-up setup is refused (400)', async () => {
    const formId = await insertPaidForm(ctx);
    const { submissionId, key } = await submitPaid(formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' });
    await payWithCard(ctx, formId, submissionId, '4242424242424242');
    const [third] = await ctx.database.db
      .select()
      .from(paymentInstallments)
      .where(and(eq(paymentInstallments.submissionId, submissionId), eq(paymentInstallments.position, 2)));
    const { setupIntentId } = await setUpCard(ctx, '4242424242424242');
    const early = await payLine(formId, submissionId, third!.id, { key, setupIntentId });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errors: ['notDeclined'] });
    expect(await chargesOf(third!.id)).toHaveLength(0);

    const secondId = await declineSecondInstallment(submissionId);
    const unknown = await payLine(formId, submissionId, secondId, { key, setupIntentId: 'seti_made_up' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: ['unknownSetupIntent'] });
  });
});
