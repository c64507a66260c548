import type Stripe from 'stripe';
import type { StripeApi } from './stripe-sdk';
import { newStripe } from './stripe-sdk';
import type { CardError, CardProvider, ChargeResult, SetupState } from './card-provider';

/** The fields of a PaymentIntent the adapter reads. */
interface StripeIntent {
  id: string;
  status: string;
  client_secret?: string | null;
  last_payment_error?: { type?: string; code?: string; decline_code?: string; message?: string; payment_method?: string | { id: string } | null } | null;
}

/** A PaymentIntent's state as a ChargeResult (the charge's answer, a read, or a webhook's object). */
export function chargeResultOf(intent: StripeIntent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
  if (intent.status === 'processing') return { status: 'processing', paymentIntentId: intent.id };
  const last = intent.last_payment_error;
  if (intent.status === 'requires_action' || last?.code === 'authentication_required') return { status: 'requires_action', paymentIntentId: intent.id };
  return {
    status: 'failed',
    paymentIntentId: intent.id,
    error: { code: last?.code ?? (intent.status === 'canceled' ? 'payment_intent_canceled' : 'card_declined'), declineCode: last?.decline_code ?? null, message: last?.message ?? `Payment ${intent.status}` },
  };
}

/** The id of a field Stripe gives as an id or, expanded, as the object. */
export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The SDK's answer to an id Stripe does not know on that account (404 `resource_missing`). */
export function isUnknownToStripe(error: unknown): boolean {
  const { type, code } = (error ?? {}) as { type?: string; code?: string };
  return type === 'StripeInvalidRequestError' && code === 'resource_missing';
}

/** A card error of the SDK (StripeCardError) as our CardError; anything else is not the card's fault. */
function cardErrorOf(error: unknown): { error: CardError; paymentIntentId: string | null } | null {
  const raw = (error ?? {}) as { type?: string; code?: string; decline_code?: string; message?: string; payment_intent?: { id?: string } };
  if (raw.type !== 'StripeCardError') return null;
  return {
    error: { code: raw.code ?? 'card_declined', declineCode: raw.decline_code ?? null, message: raw.message ?? 'Your card was declined.' },
    paymentIntentId: raw.payment_intent?.id ?? null,
  };
}

/**
 * Stripe through its official SDK, on the connected account of the form (direct charges with
 * the `Stripe-Account` header): a customer and an off-session SetupIntent for the browser, then
 * PaymentIntents confirmed off-session with our idempotency key.
 */
export function createStripeCardProvider(secretKey: string, api?: StripeApi): CardProvider {
  const client = newStripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 }, api);
  const retrieveIntent = async (stripeAccount: string, id: string): Promise<Stripe.PaymentIntent | null> => {
    try {
      return await client.paymentIntents.retrieve(id, {}, { stripeAccount });
    } catch (error) {
      if (isUnknownToStripe(error)) return null;
      throw error;
    }
  };
  return {
    async createSetup(account, { email }) {
      const options = { stripeAccount: account.providerAccountId };
      const customer = await client.customers.create(email ? { email } : {}, options);
      const intent = await client.setupIntents.create({ customer: customer.id, usage: 'off_session', allowed_payment_method_types: ['card'] }, options);
      if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
      return { clientSecret: intent.client_secret, setupIntentId: intent.id, scriptUrl: null, publishableKey: account.publishableKey };
    },

    async getSetup(account, setupIntentId): Promise<SetupState | null> {
      let intent: Stripe.SetupIntent;
      try {
        intent = await client.setupIntents.retrieve(setupIntentId, {}, { stripeAccount: account.providerAccountId });
      } catch (error) {
        if (isUnknownToStripe(error)) return null;
        throw error;
      }
      const paymentMethodId = idOf(intent.payment_method);
      if (intent.status === 'succeeded' && paymentMethodId) return { status: 'succeeded', customerId: idOf(intent.customer), paymentMethodId };
      const last = intent.last_setup_error;
      return {
        status: intent.status === 'canceled' ? 'failed' : 'pending',
        error: last ? { code: last.code ?? 'card_declined', declineCode: last.decline_code ?? null, message: last.message ?? '' } : null,
      };
    },

    async charge(account, request): Promise<ChargeResult> {
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency,
            ...(request.customerId ? { customer: request.customerId } : {}),
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: request.metadata,
          },
          { stripeAccount: account.providerAccountId, idempotencyKey: request.idempotencyKey },
        );
        return chargeResultOf(intent);
      } catch (error) {
        const card = cardErrorOf(error);
        if (!card) throw error;
        // Off session, Stripe answers a charge that needs the cardholder with this card error.
        if (card.error.code === 'authentication_required' && card.paymentIntentId) return { status: 'requires_action', paymentIntentId: card.paymentIntentId };
        return { status: 'failed', paymentIntentId: card.paymentIntentId, error: card.error };
      }
    },

    async getPayment(account, paymentIntentId) {
      const intent = await retrieveIntent(account.providerAccountId, paymentIntentId);
      return intent ? chargeResultOf(intent) : null;
    },

    async getPaymentAction(account, paymentIntentId) {
      const intent = await retrieveIntent(account.providerAccountId, paymentIntentId);
      if (!intent?.client_secret || chargeResultOf(intent).status !== 'requires_action') return null;
      return { clientSecret: intent.client_secret, paymentMethodId: idOf(intent.last_payment_error?.payment_method), scriptUrl: null, publishableKey: account.publishableKey };
    },
  };
}
