import { DomainError } from '../src/lib/http-error';
import { createRefundProviders, createSimulatedRefundProvider, createStripeRefundProvider } from '../src/services/payments/refund-provider';
import type { StripeRefundClient } from '../src/services/payments/refund-provider';

function stubStripe(overrides: Partial<{ refund: () => Promise<{ id: string; status: string | null }>; cancel: () => Promise<{ id: string; status: string }> }> = {}) {
  const calls: { method: string; args: unknown[] }[] = [];
  const client: StripeRefundClient = {
    refunds: {
      async create(...args) {
        calls.push({ method: 'refunds.create', args });
        return overrides.refund ? overrides.refund() : { id: 're_123', status: 'succeeded' };
      },
      async retrieve(id) {
        return { id, status: 'succeeded' };
      },
    },
    paymentIntents: {
      async cancel(...args) {
        calls.push({ method: 'paymentIntents.cancel', args });
        return overrides.cancel ? overrides.cancel() : { id: args[0], status: 'canceled' };
      },
    },
  };
  return { client, calls };
}

describe('Stripe refund provider (official SDK, stubbed at the boundary)', () => {
  it('refunds the payment intent with our idempotency key on the connected account', async () => {
    const { client, calls } = stubStripe();
    const provider = createStripeRefundProvider('sk_test_x', client);
    const result = await provider.refund({ paymentIntentId: 'pi_1', amount: 1000, refundFees: true, idempotencyKey: 'fo-refund-abc', connectedAccountId: 'acct_1' });
    expect(result).toEqual({ reference: 're_123', status: 'succeeded' });
    expect(calls).toEqual([
      {
        method: 'refunds.create',
        args: [
          { payment_intent: 'pi_1', amount: 1000, refund_application_fee: true, metadata: { front_office_key: 'fo-refund-abc' } },
          { idempotencyKey: 'fo-refund-abc', stripeAccount: 'acct_1' },
        ],
      },
    ]);
  });

  it('keeps the fees unless asked, and reads a refund still settling as pending', async () => {
    const { client, calls } = stubStripe({ refund: async () => ({ id: 're_2', status: 'pending' }) });
    const result = await createStripeRefundProvider('sk', client).refund({ paymentIntentId: 'pi_2', amount: 5, refundFees: false, idempotencyKey: 'k' });
    expect(result.status).toBe('pending');
    expect(calls[0]?.args).toEqual([{ payment_intent: 'pi_2', amount: 5, metadata: { front_office_key: 'k' } }, { idempotencyKey: 'k' }]);
  });

  it('maps a refusal by Stripe to 409 providerRefused and an outage to 502', async () => {
    const refused = stubStripe({ refund: async () => Promise.reject(Object.assign(new Error('Charge ch_1 has already been refunded.'), { type: 'StripeInvalidRequestError', statusCode: 400 })) });
    await expect(createStripeRefundProvider('sk', refused.client).refund({ paymentIntentId: 'pi', amount: 1, refundFees: false, idempotencyKey: 'k' })).rejects.toMatchObject({
      statusCode: 409,
      details: { errors: ['providerRefused'] },
      message: expect.stringContaining('already been refunded'),
    });
    const down = stubStripe({ refund: async () => Promise.reject(Object.assign(new Error('socket hang up'), { type: 'StripeConnectionError' })) });
    const error = await createStripeRefundProvider('sk', down.client).refund({ paymentIntentId: 'pi', amount: 1, refundFees: false, idempotencyKey: 'k' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ statusCode: 502, code: 'providerUnreachable', details: {} });
  });

  it('cancels a payment intent with our idempotency key', async () => {
    const { client, calls } = stubStripe();
    await createStripeRefundProvider('sk', client).cancel({ paymentIntentId: 'pi_3', idempotencyKey: 'fo-cancel-p-1' });
    expect(calls).toEqual([{ method: 'paymentIntents.cancel', args: ['pi_3', {}, { idempotencyKey: 'fo-cancel-p-1' }] }]);
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
    const providers = createRefundProviders({ sampleMode: true, stripeSecretKey: 'sk_test_x', stripeClient: stubStripe().client });
    expect(providers.forAccount({ type: 'stripe' })?.name).toBe('stripe');
    expect(providers.forAccount(null)?.name).toBe('stripe');
    expect(providers.forAccount({ type: 'sportspay-ca' })?.name).toBe('simulated');
  });

  it('is none for an account whose provider is not configured here', () => {
    const outside = createRefundProviders({ sampleMode: false, stripeSecretKey: 'sk_test_x', stripeClient: stubStripe().client });
    expect(outside.forAccount({ type: 'sportspay-us' })).toBeNull();
    expect(createRefundProviders({ sampleMode: false }).forAccount({ type: 'stripe' })).toBeNull();
    expect(createRefundProviders({ sampleMode: true }).forAccount({ type: 'stripe' })?.name).toBe('simulated');
  });
});
