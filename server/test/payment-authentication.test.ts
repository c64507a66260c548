/** @jest-environment ./test/pglite-environment.ts */
// Issue 20 §3: a charge the card's bank wants the cardholder to authenticate (Stripe's
// 4000 0027 6000 3184 as the simulated provider plays it) waits as "action required"; the payer
// completes it from the receipt page (a later installment) or on the form (the first charge), and
// the server settles it from what the provider says. PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { confirmationPath } from '@front-office/shared/core';
import type { Payment, Receipt } from '@front-office/shared/core';
import { mailOutbox, paymentInstallments, sampleProviderCharges, submissions } from '../src/db/schema';
import { releaseExpiredHolds } from '../src/services/payments/payment-holds';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { LAVAL, LAVAL_STRIPE_ACCOUNT, insertPaidForm, payWithCard, setUpCard, submit } from './payments-support';

const AUTH_CARD = '4000002760003184';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(() => ctx.close());

const json = (method: 'POST', url: string, body: unknown) => ctx.call({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const lineUrl = (formId: string, submissionId: string, installmentId: string, action: 'action' | 'complete' | 'pay') =>
  `/api/public/forms/${formId}/submissions/${submissionId}/installments/${installmentId}/${action}`;
const receiptOf = async (formId: string, submissionId: string, key: string) =>
  (await ctx.call({ url: `/api/public/forms/${formId}/submissions/${submissionId}/receipt`, query: { key } })).json<Receipt>();
const actionOf = (formId: string, submissionId: string, installmentId: string, key: string) => ctx.call({ url: lineUrl(formId, submissionId, installmentId, 'action'), query: { key } });
const complete = (formId: string, submissionId: string, installmentId: string, key: string) => json('POST', lineUrl(formId, submissionId, installmentId, 'complete'), { key });
/** The cardholder's answer in the simulated 3-D Secure dialog. */
const authenticate = (clientSecret: string, outcome: 'complete' | 'fail') => json('POST', '/sample-provider/v1/payment_intents/confirm', { client_secret: clientSecret, outcome });

const chargesOf = (installmentId: string) =>
  ctx.database.db.select().from(sampleProviderCharges).where(like(sampleProviderCharges.idempotencyKey, `installment:${installmentId}:%`));
const mailsOf = async (submissionId: string, kind: string) =>
  ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.submissionId, submissionId), eq(mailOutbox.kind, kind)));
const storedPayment = async (submissionId: string) => {
  const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, submissionId));
  return row!.payment as Payment;
};
const installmentAt = async (submissionId: string, position: number) => {
  const [row] = await ctx.database.db
    .select()
    .from(paymentInstallments)
    .where(and(eq(paymentInstallments.submissionId, submissionId), eq(paymentInstallments.position, position)));
  return row!;
};

/** A plan-3 registration whose first charge is made on `firstCard`, then the card on file is the auth card. */
async function planOnAuthCard() {
  const formId = await insertPaidForm(ctx);
  const response = await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3', Culture: 'fr' });
  expect(response.statusCode).toBe(200);
  const submissionId = response.json<string>();
  const key = response.headers.get('receipt-key')!;
  return { formId, submissionId, key };
}

/** The first charge authenticated on the form, then the installment job's charge of the second one (the sample route). */
async function secondWaitsForTheCardholder() {
  const plan = await planOnAuthCard();
  const { confirm, setupIntentId } = await payWithCard(ctx, plan.formId, plan.submissionId, AUTH_CARD);
  expect(confirm.statusCode).toBe(402);
  const { action } = confirm.json<{ action: { clientSecret: string } }>();
  expect((await authenticate(action.clientSecret, 'complete')).statusCode).toBe(200);
  const again = await json('POST', `/api/organizations/${LAVAL}/forms/${plan.formId}/submissions/${plan.submissionId}/payment/confirm`, { setupIntentId });
  expect(again.statusCode).toBe(200);
  const second = await installmentAt(plan.submissionId, 1);
  const charged = await ctx.call({ method: 'POST', url: `/sample-provider/v1/installments/${second.id}/charge` });
  expect(charged.json()).toEqual({ outcome: 'requires_action' });
  return { ...plan, secondId: second.id };
}

describe('issue 20 §3: a later installment that needs the cardholder is confirmed from the receipt', () => {
  it('the job leaves it action required with the payer told; the page authenticates it; the server settles it once from the provider', async () => {
    const { formId, submissionId, key, secondId } = await secondWaitsForTheCardholder();
    const waiting = await installmentAt(submissionId, 1);
    expect(waiting).toMatchObject({ status: 'requires_action', errorCode: 'authentication_required' });
    expect(waiting.paymentIntentId).toMatch(/^pi_sample_/);
    expect((await storedPayment(submissionId)).status).toBe('requires_action');

    // The payer's message names the bank's confirmation and links to the receipt page with its key.
    const told = (await mailsOf(submissionId, 'installmentActionRequired')).filter((mail) => mail.idempotencyKey.startsWith(`installmentActionRequired:${secondId}:`));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Paid form : paiement à confirmer auprès de votre banque');
    expect(told[0]!.text).toContain(confirmationPath(formId, submissionId, key));

    const before = await receiptOf(formId, submissionId, key);
    expect(before.payment!.lines.map((line) => [line.state, line.canPay, line.canAuthenticate])).toEqual([
      ['paid', false, false],
      ['actionRequired', true, true],
      ['planned', false, false],
    ]);
    expect(before.payment!.paid).toBe(6000);
    expect(before.payment!.cardAccount).toEqual({ organizationId: LAVAL, accountId: LAVAL_STRIPE_ACCOUNT });

    const action = await actionOf(formId, submissionId, secondId, key);
    expect(action.statusCode).toBe(200);
    expect(action.headers.get('cache-control')).toBe('no-store');
    const { clientSecret, scriptUrl, paymentMethodId, publishableKey } = action.json<{ clientSecret: string; scriptUrl: string; paymentMethodId: string; publishableKey: string }>();
    expect(clientSecret.startsWith(`${waiting.paymentIntentId}_secret_`)).toBe(true);
    expect(scriptUrl).toMatch(/\/sample-provider\/v1\/provider\.js$/);
    expect(paymentMethodId).toMatch(/^pm_sample_/);
    expect(publishableKey).toBeTruthy();

    // The page's word is not enough: until the bank has it, the line still waits (409).
    const early = await complete(formId, submissionId, secondId, key);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'actionRequired', errors: ['actionRequired'] });
    expect((await authenticate(clientSecret, 'fail')).json()).toMatchObject({ error: { code: 'payment_intent_authentication_failure' } });
    expect((await complete(formId, submissionId, secondId, key)).statusCode).toBe(409);
    expect((await authenticate(`${clientSecret.slice(0, -2)}xx`, 'complete')).statusCode).toBe(404);

    expect((await authenticate(clientSecret, 'complete')).json()).toEqual({ paymentIntent: { id: waiting.paymentIntentId, status: 'succeeded' } });
    const done = await complete(formId, submissionId, secondId, key);
    expect(done.statusCode).toBe(200);
    const after = done.json<Receipt>();
    expect(after.payment!.lines.map((line) => line.state)).toEqual(['paid', 'paid', 'planned']);
    expect(after.payment!.paid).toBe(6000 + 4500);
    expect(after.payment!.cardAccount).toBeNull();
    expect(await installmentAt(submissionId, 1)).toMatchObject({ status: 'succeeded', paymentIntentId: waiting.paymentIntentId, errorCode: null });
    expect((await storedPayment(submissionId)).status).toBe('succeeded');
    const charges = await chargesOf(secondId);
    expect(charges.map((charge) => [charge.status, charge.amount])).toEqual([['succeeded', 4500]]);
    expect(await mailsOf(submissionId, 'installmentPaid')).toHaveLength(1);

    // A replay (a double click, a webhook that settled it first) writes nothing and answers the receipt.
    const replay = await complete(formId, submissionId, secondId, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Receipt>().payment!.paid).toBe(10500);
    expect(await chargesOf(secondId)).toHaveLength(1);
    expect(await mailsOf(submissionId, 'installmentPaid')).toHaveLength(1);
    expect((await actionOf(formId, submissionId, secondId, key)).json()).toMatchObject({ statusCode: 409, code: 'noActionRequired' });
  });

  it('a wrong key is refused (403), a line that does not wait is 409 noActionRequired, a made-up one 404; nothing is charged', async () => {
    const { formId, submissionId, key, secondId } = await secondWaitsForTheCardholder();
    const other = await planOnAuthCard();
    for (const call of [actionOf(formId, submissionId, secondId, other.key), complete(formId, submissionId, secondId, other.key)]) {
      const refused = await call;
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'This receipt key is not the one of this submission' });
    }
    const third = await installmentAt(submissionId, 2);
    for (const call of [actionOf(formId, submissionId, third.id, key), complete(formId, submissionId, third.id, key)]) {
      const refused = await call;
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errors: ['noActionRequired'] });
    }
    expect((await actionOf(formId, submissionId, randomUUID(), key)).statusCode).toBe(404);
    expect((await complete(formId, randomUUID(), secondId, key)).statusCode).toBe(404);
    expect((await ctx.call({ url: lineUrl(formId, submissionId, secondId, 'action'), query: { key: 'short' } })).statusCode).toBe(400);
    expect((await json('POST', lineUrl(formId, submissionId, secondId, 'complete'), {})).statusCode).toBe(400);
    expect(await chargesOf(third.id)).toHaveLength(0);
    expect((await chargesOf(secondId)).map((charge) => charge.status)).toEqual(['requires_action']);
  });

  it('the payer may pay the waiting line with another card instead', async () => {
    const { formId, submissionId, key, secondId } = await secondWaitsForTheCardholder();
    const { setupIntentId } = await setUpCard(ctx, '4242424242424242');
    const paid = await json('POST', lineUrl(formId, submissionId, secondId, 'pay'), { key, setupIntentId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Receipt>().payment!.lines.map((line) => line.state)).toEqual(['paid', 'paid', 'planned']);
    expect((await chargesOf(secondId)).map((charge) => [charge.idempotencyKey, charge.status]).sort()).toEqual([
      [`installment:${secondId}:1`, 'requires_action'],
      [`installment:${secondId}:2`, 'succeeded'],
    ]);
  });

  it('an authentication the provider refused for good: the line is declined as a decline is, with its retry', async () => {
    const { formId, submissionId, key, secondId } = await secondWaitsForTheCardholder();
    const waiting = await installmentAt(submissionId, 1);
    // What Stripe answers after a refused 3-D Secure (the intent back to requires_payment_method with this error).
    await ctx.database.db
      .update(sampleProviderCharges)
      .set({ status: 'failed', errorCode: 'payment_intent_authentication_failure', declineCode: null })
      .where(eq(sampleProviderCharges.id, waiting.paymentIntentId!));
    const refused = await complete(formId, submissionId, secondId, key);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'payment_intent_authentication_failure' });
    const line = (await receiptOf(formId, submissionId, key)).payment!.lines[1]!;
    expect(line).toMatchObject({ state: 'declined', errorCode: 'payment_intent_authentication_failure', canPay: true, canAuthenticate: false });
    expect(line.nextAttemptAt).not.toBeNull();
  });
});

describe('issue 20 §3: a first charge that needs the cardholder is authenticated on the form', () => {
  it('confirm answers 402 authentication_required with the action; after the dialog the same confirm settles it once', async () => {
    const { formId, submissionId } = await planOnAuthCard();
    const { confirm, setupIntentId } = await payWithCard(ctx, formId, submissionId, AUTH_CARD);
    expect(confirm.statusCode).toBe(402);
    const refusal = confirm.json<{ code: string; action: { clientSecret: string; scriptUrl: string; paymentMethodId: string } }>();
    expect(refusal).toMatchObject({ code: 'authentication_required', errors: ['authentication_required'] });
    expect(refusal.action.scriptUrl).toMatch(/\/sample-provider\/v1\/provider\.js$/);
    const first = await installmentAt(submissionId, 0);
    expect(first.status).toBe('requires_action');
    expect(refusal.action.clientSecret.startsWith(`${first.paymentIntentId}_secret_`)).toBe(true);
    // The payer is sent the receipt link too: a visitor who leaves the page can confirm from it.
    expect(await mailsOf(submissionId, 'installmentActionRequired')).toHaveLength(1);

    const confirmAgain = () => json('POST', `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/payment/confirm`, { setupIntentId });
    const still = await confirmAgain();
    expect(still.statusCode).toBe(402);
    expect(still.json()).toMatchObject({ code: 'authentication_required', action: { clientSecret: refusal.action.clientSecret } });

    await authenticate(refusal.action.clientSecret, 'complete');
    const paid = await confirmAgain();
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const replay = await confirmAgain();
    expect(replay.statusCode).toBe(200);
    expect((await chargesOf(first.id)).map((charge) => charge.status)).toEqual(['succeeded']);
    expect((await storedPayment(submissionId)).paymentDetails.map((line) => line.status)).toEqual(['succeeded', 'READY', 'READY']);
    expect(await mailsOf(submissionId, 'confirmation')).toHaveLength(1);
  });

  it('another card after the authentication was abandoned charges the new card', async () => {
    const { formId, submissionId } = await planOnAuthCard();
    const { confirm } = await payWithCard(ctx, formId, submissionId, AUTH_CARD);
    expect(confirm.statusCode).toBe(402);
    const other = await payWithCard(ctx, formId, submissionId, '4242424242424242');
    expect(other.confirm.statusCode).toBe(200);
    const first = await installmentAt(submissionId, 0);
    expect((await chargesOf(first.id)).map((charge) => [charge.idempotencyKey, charge.status]).sort()).toEqual([
      [`installment:${first.id}:1`, 'requires_action'],
      [`installment:${first.id}:2`, 'succeeded'],
    ]);
  });

  it('a first charge left waiting for the cardholder past the hold time is released', async () => {
    const { formId, submissionId } = await planOnAuthCard();
    const { confirm, setupIntentId } = await payWithCard(ctx, formId, submissionId, AUTH_CARD);
    expect(confirm.statusCode).toBe(402);
    expect(await releaseExpiredHolds(ctx.database.db, { holdMinutes: 30, now: new Date(Date.now() + 31 * 60_000) })).toBeGreaterThanOrEqual(1);
    expect((await storedPayment(submissionId)).paymentDetails.map((line) => line.status)).toEqual(['canceled', 'canceled', 'canceled']);
    const late = await json('POST', `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/payment/confirm`, { setupIntentId });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ errors: ['holdExpired'] });
  });
});
