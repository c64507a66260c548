import { DomainError } from '../src/lib/http-error';
import { createRefundProviders, createSimulatedRefundProvider, createStripeRefundProvider } from '../src/services/payments/refund-provider';
import { startStripeApiServer } from './support/stripe-api-server';
import type { StripeApiServer } from './support/stripe-api-server';

let stripe: StripeApiServer;
const provider = () => createStripeRefundProvider('sk_test_local', stripe.api);

describe('Stripe refund provider (official SDK against the local Stripe API server)', () => {
  beforeEach(async () => {
    stripe = await startStripeApiServer();
  });
  afterEach(() => stripe.close());

  it('refunds the payment intent form-encoded, with our idempotency key, on the connected account', async () => {
    const intent = stripe.addPaymentIntent('acct_1', { amount: 5000 });
    const result = await provider().refund({ paymentIntentId: intent.id, amount: 1000, refundFees: true, idempotencyKey: 'fo-refund-abc', connectedAccountId: 'acct_1' });
    expect(result).toEqual({ reference: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(stripe.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/refunds',
        body: { payment_intent: intent.id, amount: '1000', refund_application_fee: 'true', metadata: { front_office_key: 'fo-refund-abc' } },
        idempotencyKey: 'fo-refund-abc',
        account: 'acct_1',
        status: 200,
      }),
    ]);
    expect(stripe.object('acct_1', result.reference)).toMatchObject({ amount: 1000, payment_intent: intent.id, status: 'succeeded' });
  });

  it('keeps the fees unless asked, and a refund Stripe answers pending reads pending until it settles or fails', async () => {
    const intent = stripe.addPaymentIntent(null, { amount: 500 });
    stripe.answerNext('POST /v1/refunds', { status: 'pending' });
    stripe.answerNext('POST /v1/refunds', { status: 'pending' });
    const adapter = provider();
    const first = await adapter.refund({ paymentIntentId: intent.id, amount: 5, refundFees: false, idempotencyKey: 'k1' });
    const second = await adapter.refund({ paymentIntentId: intent.id, amount: 7, refundFees: false, idempotencyKey: 'k2' });
    expect([first.status, second.status]).toEqual(['pending', 'pending']);
    // The platform's own payment: no Stripe-Account header, no refund_application_fee.
    expect(stripe.requestsTo('POST /v1/refunds')[0]).toMatchObject({ body: { payment_intent: intent.id, amount: '5', metadata: { front_office_key: 'k1' } }, account: null, idempotencyKey: 'k1' });
    expect(stripe.requestsTo('POST /v1/refunds')[0]?.body).not.toHaveProperty('refund_application_fee');
    expect(await adapter.getRefund({ reference: first.reference })).toEqual({ status: 'pending' });
    stripe.update(null, first.reference, { status: 'succeeded' });
    stripe.update(null, second.reference, { status: 'failed', failure_reason: 'expired_or_canceled_card' });
    expect(await adapter.getRefund({ reference: first.reference })).toEqual({ status: 'succeeded' });
    expect(await adapter.getRefund({ reference: second.reference })).toEqual({ status: 'failed' });
  });

  it('reads a refund on its connected account; one Stripe does not know there (404 resource_missing) is null', async () => {
    const intent = stripe.addPaymentIntent('acct_1', { amount: 500 });
    const adapter = provider();
    const { reference } = await adapter.refund({ paymentIntentId: intent.id, amount: 500, refundFees: false, idempotencyKey: 'k', connectedAccountId: 'acct_1' });
    expect(await adapter.getRefund({ reference, connectedAccountId: 'acct_1' })).toEqual({ status: 'succeeded' });
    expect(await adapter.getRefund({ reference, connectedAccountId: 'acct_2' })).toBeNull();
    expect(await adapter.getRefund({ reference: 're_unknown', connectedAccountId: 'acct_1' })).toBeNull();
    expect(stripe.requestsTo('GET /v1/refunds/:id').map((request) => [request.account, request.status])).toEqual([
      ['acct_1', 200],
      ['acct_2', 404],
      ['acct_1', 404],
    ]);
  });

  it('answers the same refund for the same key, and retries a 500 with that key: one refund at Stripe', async () => {
    const intent = stripe.addPaymentIntent(null, { amount: 500 });
    stripe.answerNext('POST /v1/refunds', { fault: 'server_error' });
    const adapter = provider();
    const request = { paymentIntentId: intent.id, amount: 200, refundFees: false, idempotencyKey: 'fo-refund-once' };
    const first = await adapter.refund(request);
    expect(await adapter.refund(request)).toEqual(first);
    expect(stripe.requestsTo('POST /v1/refunds').map(({ status, attempt, replayed }) => ({ status, attempt, replayed }))).toEqual([
      { status: 500, attempt: 1, replayed: false },
      { status: 200, attempt: 2, replayed: false },
      { status: 200, attempt: 3, replayed: true },
    ]);
  });

  it('maps a refusal by Stripe to 409 providerRefused with its message and an outage to 502', async () => {
    const intent = stripe.addPaymentIntent(null, { amount: 500 });
    const adapter = provider();
    await adapter.refund({ paymentIntentId: intent.id, amount: 500, refundFees: false, idempotencyKey: 'all' });
    await expect(adapter.refund({ paymentIntentId: intent.id, amount: 1, refundFees: false, idempotencyKey: 'again' })).rejects.toMatchObject({
      statusCode: 409,
      details: { errors: ['providerRefused'] },
      message: expect.stringContaining('has already been refunded'),
    });
    await expect(adapter.refund({ paymentIntentId: 'pi_unknown', amount: 1, refundFees: false, idempotencyKey: 'k' })).rejects.toMatchObject({
      statusCode: 409,
      message: "Stripe refused the refund: No such payment_intent: 'pi_unknown'",
    });
    for (let index = 0; index < 3; index += 1) stripe.answerNext('POST /v1/refunds', { fault: 'server_error' });
    const error = await adapter.refund({ paymentIntentId: intent.id, amount: 1, refundFees: false, idempotencyKey: 'down' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ statusCode: 502, code: 'providerUnreachable', details: {} });
  });

  it('a refund Stripe answers failed is refused', async () => {
    const intent = stripe.addPaymentIntent(null, { amount: 500 });
    stripe.answerNext('POST /v1/refunds', { status: 'failed' });
    await expect(provider().refund({ paymentIntentId: intent.id, amount: 100, refundFees: false, idempotencyKey: 'k' })).rejects.toMatchObject({ statusCode: 409, message: 'Stripe refused the refund' });
  });

  it('cancels a payment intent with our idempotency key; Stripe refuses to cancel a succeeded one (409)', async () => {
    const pending = stripe.addPaymentIntent('acct_1', { amount: 500, status: 'processing' });
    const adapter = provider();
    await adapter.cancel({ paymentIntentId: pending.id, idempotencyKey: 'fo-cancel-p-1', connectedAccountId: 'acct_1' });
    expect(stripe.requestsTo('POST /v1/payment_intents/:id/cancel')).toEqual([
      expect.objectContaining({ path: `/v1/payment_intents/${pending.id}/cancel`, body: {}, idempotencyKey: 'fo-cancel-p-1', account: 'acct_1', status: 200 }),
    ]);
    expect(stripe.object('acct_1', pending.id)).toMatchObject({ status: 'canceled' });
    const paid = stripe.addPaymentIntent(null, { amount: 500 });
    await expect(adapter.cancel({ paymentIntentId: paid.id, idempotencyKey: 'fo-cancel-p-2' })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('because it has a status of succeeded'),
    });
  });
});

describe('simulated refund provider', () => {
  it('answers the same refund for the same idempotency key and refuses the failing intent', async () => {
    const provider = createSimulatedRefundProvider();
    const first = await provider.refund({ paymentIntentId: 'pi_sample', amount: 100, refundFees: false, idempotencyKey: 'a' });
    expect(await provider.refund({ paymentIntentId: 'pi_sample', amount: 100, refundFees: false, idempotencyKey: 'a' })).toEqual(first);
    expect(provider.calls.refunds).toBe(1);
    await expect(provider.refund({ paymentIntentId: 'pi_refund_fails', amount: 100, refundFees: false, idempotencyKey: 'b' })).rejects.toMatchObject({ statusCode: 409, code: 'providerRefused' });
  });
});

describe('issue 18 §9: the refund provider of the account that took the payment', () => {
  it('is Stripe for a Stripe account (and the platform’s own payments) when a key is set, the simulated one for SportsPay in sample mode', () => {
    const providers = createRefundProviders({ sampleMode: true, stripeSecretKey: 'sk_test_x' });
    expect(providers.forAccount({ type: 'stripe' })?.name).toBe('stripe');
    expect(providers.forAccount(null)?.name).toBe('stripe');
    expect(providers.forAccount({ type: 'sportspay-ca' })?.name).toBe('simulated');
  });

  it('is none for an account whose provider is not configured here', () => {
    const outside = createRefundProviders({ sampleMode: false, stripeSecretKey: 'sk_test_x' });
    expect(outside.forAccount({ type: 'sportspay-us' })).toBeNull();
    expect(createRefundProviders({ sampleMode: false }).forAccount({ type: 'stripe' })).toBeNull();
    expect(createRefundProviders({ sampleMode: true }).forAccount({ type: 'stripe' })?.name).toBe('simulated');
  });
});
