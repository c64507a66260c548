import { createHmac, randomBytes } from 'node:crypto';
import type { CardProvider, ChargeRequest, ChargeResult, ProviderAccount } from './card-provider';

/** The endpoint secret of sample mode when STRIPE_WEBHOOK_SECRET is not set (never valid at Stripe). */
export const SAMPLE_WEBHOOK_SECRET = 'whsec_front_office_sample_mode_only';

/**
 * The `Stripe-Signature` header Stripe computes for a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<payload>" with the endpoint secret>`. The receiver checks it with the official SDK.
 */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export interface SampleWebhooks {
  /** Sends a Stripe-shaped event for `object` on the connected account, signed, after the current call returns. */
  emit(type: string, account: string, object: Record<string, unknown>): void;
  /** Waits for the deliveries under way (closing the server). */
  drain(): Promise<void>;
}

/**
 * The simulated provider's webhooks: the events Stripe would send, signed with the endpoint secret,
 * handed to `deliver` (the API's own webhook route), so sample mode runs the production path of
 * provider events too. Delivery is asynchronous, as Stripe's is: an event may arrive before or
 * after the answer of the call that caused it.
 */
export function createSampleWebhooks(options: {
  secret: string;
  deliver: (payload: string, signature: string) => Promise<void>;
  onError?: (error: unknown) => void;
}): SampleWebhooks {
  const pending = new Set<Promise<void>>();
  return {
    emit(type, account, object) {
      const payload = JSON.stringify({
        id: `evt_sample_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        account,
        data: { object },
      });
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => options.deliver(payload, stripeSignature(payload, options.secret)))
        .catch((error: unknown) => options.onError?.(error))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** The PaymentIntent object of a charge's result, as Stripe puts it in its events. */
function paymentIntentObject(request: ChargeRequest, result: ChargeResult & { paymentIntentId: string }) {
  const base = { id: result.paymentIntentId, object: 'payment_intent', amount: request.amount, currency: request.currency, metadata: request.metadata };
  if (result.status === 'failed') {
    return { ...base, status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: result.error.code, decline_code: result.error.declineCode, message: result.error.message } };
  }
  if (result.status === 'requires_action') {
    // Off session Stripe fails the attempt with this code; the intent waits for a new confirmation.
    return { ...base, status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'authentication_required', decline_code: null, message: 'This payment requires authentication.' } };
  }
  return { ...base, status: result.status, last_payment_error: null };
}

const EVENT_OF: Record<ChargeResult['status'], string> = {
  succeeded: 'payment_intent.succeeded',
  processing: 'payment_intent.processing',
  requires_action: 'payment_intent.payment_failed',
  failed: 'payment_intent.payment_failed',
};

/** The simulated provider, announcing each charge it answers as Stripe's webhooks would. */
export function withSampleWebhooks(provider: CardProvider, webhooks: SampleWebhooks): CardProvider {
  return {
    ...provider,
    async charge(account: ProviderAccount, request: ChargeRequest) {
      const result = await provider.charge(account, request);
      if (result.paymentIntentId) webhooks.emit(EVENT_OF[result.status], account.providerAccountId, paymentIntentObject(request, { ...result, paymentIntentId: result.paymentIntentId }));
      return result;
    },
  };
}
