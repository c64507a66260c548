// The Stripe card adapter through the official SDK, against the local Stripe API server (no network).
import type { ProviderAccount } from '../src/services/payments/card-provider';
import { createStripeCardProvider } from '../src/services/payments/stripe-provider';
import { startStripeApiServer } from './support/stripe-api-server';
import type { StripeApiServer } from './support/stripe-api-server';

const account: ProviderAccount = { id: 'a1', providerAccountId: 'acct_123', type: 'stripe', publishableKey: 'pk_test_123' };
const chargeRequest = {
  amount: 15000,
  currency: 'cad',
  customerId: 'cus_1',
  paymentMethodId: 'pm_1',
  idempotencyKey: 'installment:i1:1',
  description: 'Camp – installment 1 of 3',
  metadata: { installmentId: 'i1', submissionId: 's1' },
};

let stripe: StripeApiServer;
const provider = () => createStripeCardProvider('sk_test_local', stripe.api);

beforeEach(async () => {
  stripe = await startStripeApiServer();
});
afterEach(() => stripe.close());

describe('card setup on the connected account', () => {
  test('a setup creates a customer and an off-session SetupIntent with the Stripe-Account header; the page loads Stripe.js itself', async () => {
    const setup = await provider().createSetup(account, { email: 'a@b.co', origin: 'http://x' });
    const [customer, setupIntent] = stripe.requests;
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers', body: { email: 'a@b.co' }, account: 'acct_123', status: 200 });
    const customerId = stripe.object('acct_123', setup.setupIntentId)?.customer as string;
    expect(setupIntent).toMatchObject({
      method: 'POST',
      path: '/v1/setup_intents',
      body: { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
      account: 'acct_123',
      status: 200,
    });
    expect(customerId).toMatch(/^cus_/);
    expect(setup).toEqual({ clientSecret: stripe.object('acct_123', setup.setupIntentId)?.client_secret, setupIntentId: expect.stringMatching(/^seti_/), scriptUrl: null, publishableKey: 'pk_test_123' });
    expect(setup.clientSecret).toMatch(new RegExp(`^${setup.setupIntentId}_secret_`));
    // Nothing lands on the platform's own account.
    expect(stripe.object(null, setup.setupIntentId)).toBeUndefined();
  });

  test('a SetupIntent is pending until Stripe.js confirms it, then gives its customer and new payment method', async () => {
    const adapter = provider();
    const { setupIntentId } = await adapter.createSetup(account, { email: null, origin: 'http://x' });
    expect(stripe.requests[0]?.body).toEqual({});
    expect(await adapter.getSetup(account, setupIntentId)).toEqual({ status: 'pending', error: null });
    const { paymentMethodId } = stripe.confirmSetupIntent('acct_123', setupIntentId);
    expect(await adapter.getSetup(account, setupIntentId)).toEqual({ status: 'succeeded', customerId: stripe.object('acct_123', setupIntentId)?.customer, paymentMethodId });
    expect(stripe.requestsTo('GET /v1/setup_intents/:id').map((request) => [request.path, request.account])).toEqual([
      [`/v1/setup_intents/${setupIntentId}`, 'acct_123'],
      [`/v1/setup_intents/${setupIntentId}`, 'acct_123'],
    ]);
  });

  test('a SetupIntent with a setup error is pending with that error; one unknown on the account (404 resource_missing) is null', async () => {
    const adapter = provider();
    const { setupIntentId } = await adapter.createSetup(account, { email: null, origin: 'http://x' });
    stripe.update('acct_123', setupIntentId, { last_setup_error: { type: 'card_error', code: 'card_declined', decline_code: 'lost_card', message: 'Your card was declined.' } });
    expect(await adapter.getSetup(account, setupIntentId)).toEqual({ status: 'pending', error: { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' } });
    expect(await adapter.getSetup(account, 'seti_unknown')).toBeNull();
    expect(await adapter.getSetup({ ...account, providerAccountId: 'acct_other' }, setupIntentId)).toBeNull();
    expect(stripe.requestsTo('GET /v1/setup_intents/:id').map((request) => request.status)).toEqual([200, 404, 404]);
  });
});

describe('off-session charges', () => {
  test('a charge is a PaymentIntent confirmed off session at once, form-encoded, with our idempotency key on the connected account', async () => {
    const result = await provider().charge(account, chargeRequest);
    const [request] = stripe.requestsTo('POST /v1/payment_intents');
    expect(request).toMatchObject({
      account: 'acct_123',
      idempotencyKey: 'installment:i1:1',
      attempt: 1,
      replayed: false,
      body: {
        amount: '15000',
        currency: 'cad',
        customer: 'cus_1',
        payment_method: 'pm_1',
        off_session: 'true',
        confirm: 'true',
        description: 'Camp – installment 1 of 3',
        metadata: { installmentId: 'i1', submissionId: 's1' },
      },
    });
    expect(result).toEqual({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(stripe.object('acct_123', result.paymentIntentId as string)).toMatchObject({ status: 'succeeded', amount: 15000, amount_received: 15000, metadata: { installmentId: 'i1' } });
  });

  test('the same key charges once: Stripe replays the first PaymentIntent; the same key with another amount is refused and charges nothing', async () => {
    const adapter = provider();
    const first = await adapter.charge(account, chargeRequest);
    expect(await adapter.charge(account, chargeRequest)).toEqual(first);
    expect(stripe.requestsTo('POST /v1/payment_intents').map((request) => request.replayed)).toEqual([false, true]);
    await expect(adapter.charge(account, { ...chargeRequest, amount: 9999 })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    expect(stripe.requestsTo('POST /v1/payment_intents').map((request) => request.status)).toEqual([200, 200, 400]);
  });

  test('after a 500 the SDK retries with the same idempotency key, and the charge goes through once', async () => {
    stripe.answerNext('POST /v1/payment_intents', { fault: 'server_error' });
    const result = await provider().charge(account, chargeRequest);
    expect(result.status).toBe('succeeded');
    expect(stripe.requestsTo('POST /v1/payment_intents').map(({ status, idempotencyKey, attempt }) => ({ status, idempotencyKey, attempt }))).toEqual([
      { status: 500, idempotencyKey: 'installment:i1:1', attempt: 1 },
      { status: 200, idempotencyKey: 'installment:i1:1', attempt: 2 },
    ]);
  });

  test('a provider that keeps failing is thrown (not a card decline) after the SDK’s two retries, all with the same key', async () => {
    for (let index = 0; index < 3; index += 1) stripe.answerNext('POST /v1/payment_intents', { fault: 'server_error' });
    await expect(provider().charge(account, chargeRequest)).rejects.toMatchObject({ type: 'StripeAPIError', statusCode: 500 });
    expect(stripe.requestsTo('POST /v1/payment_intents').map((request) => [request.status, request.idempotencyKey])).toEqual([
      [500, 'installment:i1:1'],
      [500, 'installment:i1:1'],
      [500, 'installment:i1:1'],
    ]);
  });

  test('a card error (402) is a failed charge with its code, decline code and PaymentIntent', async () => {
    stripe.answerNext('POST /v1/payment_intents', { cardError: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    const adapter = provider();
    const result = await adapter.charge(account, chargeRequest);
    expect(result).toEqual({
      status: 'failed',
      paymentIntentId: expect.stringMatching(/^pi_/),
      error: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect(stripe.requestsTo('POST /v1/payment_intents')[0]?.status).toBe(402);
    // Read back, the PaymentIntent says the same.
    expect(await adapter.getPayment(account, result.paymentIntentId as string)).toEqual(result);
  });

  test('authentication_required is requires_action: the payer completes it with the client secret and the card it was tried with', async () => {
    stripe.answerNext('POST /v1/payment_intents', { cardError: { code: 'authentication_required', declineCode: 'authentication_required' } });
    const adapter = provider();
    const result = await adapter.charge(account, chargeRequest);
    expect(result).toEqual({ status: 'requires_action', paymentIntentId: expect.stringMatching(/^pi_/) });
    const intent = stripe.object('acct_123', result.paymentIntentId as string);
    expect(intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'authentication_required', payment_method: { id: 'pm_1' } } });
    expect(await adapter.getPayment(account, result.paymentIntentId as string)).toEqual(result);
    expect(await adapter.getPaymentAction(account, result.paymentIntentId as string, { origin: 'http://x' })).toEqual({
      clientSecret: intent?.client_secret,
      paymentMethodId: 'pm_1',
      scriptUrl: null,
      publishableKey: 'pk_test_123',
    });
    expect(stripe.requestsTo('GET /v1/payment_intents/:id').every((request) => request.account === 'acct_123')).toBe(true);
  });

  test('a PaymentIntent answered requires_action needs the payer too; once paid it needs nothing', async () => {
    stripe.answerNext('POST /v1/payment_intents', { status: 'requires_action' });
    const adapter = provider();
    const result = await adapter.charge(account, chargeRequest);
    expect(result).toEqual({ status: 'requires_action', paymentIntentId: expect.stringMatching(/^pi_/) });
    const id = result.paymentIntentId as string;
    expect(await adapter.getPaymentAction(account, id, { origin: 'http://x' })).toEqual({ clientSecret: stripe.object('acct_123', id)?.client_secret, paymentMethodId: null, scriptUrl: null, publishableKey: 'pk_test_123' });
    stripe.update('acct_123', id, { status: 'succeeded', next_action: null });
    expect(await adapter.getPayment(account, id)).toEqual({ status: 'succeeded', paymentIntentId: id });
    expect(await adapter.getPaymentAction(account, id, { origin: 'http://x' })).toBeNull();
  });

  test('a charge answered processing reads processing until Stripe settles it', async () => {
    stripe.answerNext('POST /v1/payment_intents', { status: 'processing' });
    const adapter = provider();
    const result = await adapter.charge(account, chargeRequest);
    expect(result).toEqual({ status: 'processing', paymentIntentId: expect.stringMatching(/^pi_/) });
    const id = result.paymentIntentId as string;
    expect(await adapter.getPayment(account, id)).toEqual({ status: 'processing', paymentIntentId: id });
    stripe.update('acct_123', id, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(await adapter.getPayment(account, id)).toEqual({ status: 'failed', paymentIntentId: id, error: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' } });
  });

  test('a PaymentIntent unknown on the account (404 resource_missing) reads null; another failure is thrown', async () => {
    const adapter = provider();
    expect(await adapter.getPayment(account, 'pi_unknown')).toBeNull();
    expect(await adapter.getPaymentAction(account, 'pi_unknown', { origin: 'http://x' })).toBeNull();
    const { paymentIntentId } = await adapter.charge(account, chargeRequest);
    expect(await adapter.getPayment({ ...account, providerAccountId: 'acct_other' }, paymentIntentId as string)).toBeNull();
    stripe.answerNext('GET /v1/payment_intents/:id', { fault: 'server_error' });
    stripe.answerNext('GET /v1/payment_intents/:id', { fault: 'server_error' });
    stripe.answerNext('GET /v1/payment_intents/:id', { fault: 'server_error' });
    await expect(adapter.getPayment(account, paymentIntentId as string)).rejects.toMatchObject({ type: 'StripeAPIError' });
  });
});
