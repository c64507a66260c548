// The Stripe adapter against a stubbed Stripe SDK object at the boundary (no network here).
import type { ProviderAccount } from '../src/services/payments/card-provider';
import { createStripeCardProvider } from '../src/services/payments/stripe-provider';
import type { StripePaymentsClient } from '../src/services/payments/stripe-provider';

const account: ProviderAccount = { id: 'a1', providerAccountId: 'acct_123', type: 'stripe', publishableKey: 'pk_test_123' };

function stubStripe(overrides: { retrieve?: StripePaymentsClient['setupIntents']['retrieve']; create?: StripePaymentsClient['paymentIntents']['create'] } = {}) {
  const calls: { method: string; params: unknown; options: unknown }[] = [];
  const client: StripePaymentsClient = {
    customers: {
      create: async (params, options) => {
        calls.push({ method: 'customers.create', params, options });
        return { id: 'cus_1' };
      },
    },
    setupIntents: {
      create: async (params, options) => {
        calls.push({ method: 'setupIntents.create', params, options });
        return { id: 'seti_1', client_secret: 'seti_1_secret_x' };
      },
      retrieve:
        overrides.retrieve ??
        (async (id, params, options) => {
          calls.push({ method: 'setupIntents.retrieve', params: { id, ...params }, options });
          return { id, status: 'succeeded', customer: 'cus_1', payment_method: { id: 'pm_1' } };
        }),
    },
    paymentIntents: {
      create:
        overrides.create ??
        (async (params, options) => {
          calls.push({ method: 'paymentIntents.create', params, options });
          return { id: 'pi_1', status: 'succeeded' };
        }),
      retrieve: async (id) => ({ id, status: 'succeeded' }),
    },
  };
  return { client, calls };
}

const cardError = (code: string, declineCode?: string) => Object.assign(new Error('Your card was declined.'), { type: 'StripeCardError', code, decline_code: declineCode, payment_intent: { id: 'pi_failed' } });

describe('Stripe card provider (official SDK, connected account)', () => {
  test('a setup creates a customer and an off-session SetupIntent on the connected account; the page loads Stripe.js itself', async () => {
    const { client, calls } = stubStripe();
    const setup = await createStripeCardProvider('sk_test', client).createSetup(account, { email: 'a@b.co', origin: 'http://x' });
    expect(setup).toEqual({ clientSecret: 'seti_1_secret_x', setupIntentId: 'seti_1', scriptUrl: null, publishableKey: 'pk_test_123' });
    expect(calls).toEqual([
      { method: 'customers.create', params: { email: 'a@b.co' }, options: { stripeAccount: 'acct_123' } },
      { method: 'setupIntents.create', params: { customer: 'cus_1', usage: 'off_session', payment_method_types: ['card'] }, options: { stripeAccount: 'acct_123' } },
    ]);
  });

  test('a succeeded SetupIntent gives its customer and payment method', async () => {
    const { client } = stubStripe();
    expect(await createStripeCardProvider('sk_test', client).getSetup(account, 'seti_1')).toEqual({ status: 'succeeded', customerId: 'cus_1', paymentMethodId: 'pm_1' });
  });

  test('a SetupIntent with a setup error is pending with that error; an unknown one is null', async () => {
    const pending = stubStripe({
      retrieve: async (id) => ({ id, status: 'requires_payment_method', customer: 'cus_1', payment_method: null, last_setup_error: { code: 'card_declined', decline_code: 'lost_card', message: 'Declined' } }),
    });
    expect(await createStripeCardProvider('sk_test', pending.client).getSetup(account, 'seti_1')).toEqual({
      status: 'pending',
      error: { code: 'card_declined', declineCode: 'lost_card', message: 'Declined' },
    });
    const unknown = stubStripe({ retrieve: async () => Promise.reject(Object.assign(new Error('No such setupintent'), { type: 'StripeInvalidRequestError' })) });
    expect(await createStripeCardProvider('sk_test', unknown.client).getSetup(account, 'seti_x')).toBeNull();
  });

  test('a charge is an off-session PaymentIntent confirmed at once, with our idempotency key', async () => {
    const { client, calls } = stubStripe();
    const result = await createStripeCardProvider('sk_test', client).charge(account, {
      amount: 15000,
      currency: 'cad',
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      idempotencyKey: 'installment:i1:1',
      description: 'd',
      metadata: { submissionId: 's1' },
    });
    expect(result).toEqual({ status: 'succeeded', paymentIntentId: 'pi_1' });
    expect(calls[0]).toEqual({
      method: 'paymentIntents.create',
      params: { amount: 15000, currency: 'cad', customer: 'cus_1', payment_method: 'pm_1', off_session: true, confirm: true, description: 'd', metadata: { submissionId: 's1' } },
      options: { stripeAccount: 'acct_123', idempotencyKey: 'installment:i1:1' },
    });
  });

  test('a card error is a failed charge with its codes; any other error is thrown', async () => {
    const declined = stubStripe({ create: async () => Promise.reject(cardError('card_declined', 'insufficient_funds')) });
    const request = { amount: 1, currency: 'usd', customerId: null, paymentMethodId: 'pm', idempotencyKey: 'k', description: 'd', metadata: {} };
    expect(await createStripeCardProvider('sk_test', declined.client).charge(account, request)).toEqual({
      status: 'failed',
      paymentIntentId: 'pi_failed',
      error: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card was declined.' },
    });
    const down = stubStripe({ create: async () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { type: 'StripeConnectionError' })) });
    await expect(createStripeCardProvider('sk_test', down.client).charge(account, request)).rejects.toThrow('ECONNREFUSED');
  });
});
