import { createHash } from 'node:crypto';
import type { PaymentAccountType } from '@front-office/shared/core';
import { DomainError } from '../../lib/http-error';
import type Stripe from 'stripe';
import type { StripeApi } from './stripe-sdk';
import { newStripe } from './stripe-sdk';
import { isUnknownToStripe } from './stripe-provider';

/**
 * Giving money back and stopping a payment, at the provider (spec 000 §4 refund/cancel modal).
 * Every call carries an idempotency key derived from our own ids, so a retried request, a
 * second API instance or a crash between the call and our write never refunds or cancels twice.
 */
export interface RefundRequest {
  paymentIntentId: string;
  /** Cents. */
  amount: number;
  /** Give the provider's (application) fees back too. */
  refundFees: boolean;
  idempotencyKey: string;
  /** The connected account that took the payment, when known (Stripe Connect). */
  connectedAccountId?: string | null;
}

export interface RefundResult {
  /** The provider's refund id. */
  reference: string;
  /** A provider may take time to settle a refund: pending still counts against what is left. */
  status: 'succeeded' | 'pending';
}

export interface CancelRequest {
  paymentIntentId: string;
  idempotencyKey: string;
  connectedAccountId?: string | null;
}

/** The provider said no (already refunded, amount too high, not cancelable): 409 `providerRefused`, its message safe to show. */
export const providerRefused = (message: string) => new DomainError(409, message, { errors: ['providerRefused'] });

/** The provider could not answer (network, outage): 502, worth trying again. */
export const providerUnreachable = (message: string, cause?: unknown) => new DomainError(502, message, {}, { code: 'providerUnreachable', cause });

export interface RefundProvider {
  readonly name: string;
  refund(request: RefundRequest): Promise<RefundResult>;
  cancel(request: CancelRequest): Promise<void>;
  /** A refund as the provider has it now (the settling job); null when it does not know the reference. */
  getRefund(request: { reference: string; connectedAccountId?: string | null }): Promise<{ status: 'succeeded' | 'pending' | 'failed' } | null>;
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/**
 * The simulated provider of sample mode and tests. It behaves as Stripe's test mode does for the
 * calls we make: a refund of a succeeded payment succeeds, the same idempotency key answers the
 * same refund, and it refuses more than the payment left. A payment intent id containing
 * `refund_fails` is refused, so the failure path can be shown without Stripe.
 */
export function createSimulatedRefundProvider(): RefundProvider & { calls: { refunds: number; cancels: number } } {
  const byKey = new Map<string, RefundResult>();
  const canceledByKey = new Set<string>();
  const calls = { refunds: 0, cancels: 0 };
  return {
    name: 'simulated',
    calls,
    async refund({ paymentIntentId, amount, idempotencyKey }) {
      const known = byKey.get(idempotencyKey);
      if (known) return known;
      calls.refunds += 1;
      if (paymentIntentId.includes('refund_fails')) throw providerRefused('The provider refused this refund');
      if (!Number.isInteger(amount) || amount < 1) throw providerRefused('The refund amount must be at least 1 cent');
      const result: RefundResult = { reference: `re_sim_${shortHash(idempotencyKey)}`, status: 'succeeded' };
      byKey.set(idempotencyKey, result);
      return result;
    },
    async cancel({ paymentIntentId, idempotencyKey }) {
      if (canceledByKey.has(idempotencyKey)) return;
      calls.cancels += 1;
      if (paymentIntentId.includes('cancel_fails')) throw providerRefused('The provider refused to cancel this payment');
      canceledByKey.add(idempotencyKey);
    },
    async getRefund({ reference }) {
      const known = [...byKey.values()].find((result) => result.reference === reference);
      return known ? { status: known.status } : null;
    },
  };
}

/** A Stripe refund's status in our terms: requires_action and pending wait, canceled is a failure. */
export function refundStatusOf(status: string | null | undefined): 'succeeded' | 'pending' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function stripeError(error: unknown, action: string): DomainError {
  const { type, statusCode, message } = (error ?? {}) as { type?: string; statusCode?: number; message?: string };
  // Card and request errors are Stripe saying no (already refunded, amount too large, not cancelable).
  if (type === 'StripeInvalidRequestError' || type === 'StripeCardError' || (statusCode !== undefined && statusCode >= 400 && statusCode < 500)) {
    return providerRefused(message ? `Stripe refused the ${action}: ${message}` : `Stripe refused the ${action}`);
  }
  return providerUnreachable(`Stripe could not complete the ${action}, please try again`, error);
}

/** Refunds and cancels through the official Stripe SDK (used when STRIPE_SECRET_KEY is set). */
export function createStripeRefundProvider(secretKey: string, api?: StripeApi): RefundProvider {
  const client = newStripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 }, api);
  const accountOption = (connectedAccountId: string | null | undefined) => (connectedAccountId ? { stripeAccount: connectedAccountId } : {});
  return {
    name: 'stripe',
    async refund({ paymentIntentId, amount, refundFees, idempotencyKey, connectedAccountId }) {
      let refund: Stripe.Refund;
      try {
        refund = await client.refunds.create(
          { payment_intent: paymentIntentId, amount, ...(refundFees ? { refund_application_fee: true } : {}), metadata: { front_office_key: idempotencyKey } },
          { idempotencyKey, ...accountOption(connectedAccountId) },
        );
      } catch (error) {
        throw stripeError(error, 'refund');
      }
      if (refund.status === 'failed' || refund.status === 'canceled') throw providerRefused('Stripe refused the refund');
      return { reference: refund.id, status: refundStatusOf(refund.status) === 'succeeded' ? 'succeeded' : 'pending' };
    },
    async cancel({ paymentIntentId, idempotencyKey, connectedAccountId }) {
      try {
        await client.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey, ...accountOption(connectedAccountId) });
      } catch (error) {
        throw stripeError(error, 'cancel');
      }
    },
    async getRefund({ reference, connectedAccountId }) {
      try {
        const refund = await client.refunds.retrieve(reference, {}, accountOption(connectedAccountId));
        return { status: refundStatusOf(refund.status) };
      } catch (error) {
        if (isUnknownToStripe(error)) return null;
        throw error;
      }
    },
  };
}

/**
 * The refund provider of the account that took a payment (issue 18 §9), as CardProviders picks
 * the card adapter: Stripe for a Stripe account when a key is configured, the simulated provider
 * in sample mode (it plays SportsPay too), else none. A payment stored without an account
 * (older data) is the platform's own: Stripe, or the simulated one.
 */
export interface RefundProviders {
  forAccount(account: { type: PaymentAccountType } | null): RefundProvider | null;
}

export function createRefundProviders(options: {
  sampleMode: boolean;
  stripeSecretKey?: string | undefined;
  /** Where the Stripe SDK sends its calls (tests: their local Stripe API server). */
  stripeApi?: StripeApi | undefined;
  /** Replaces every provider (tests); null: none is configured. */
  override?: RefundProvider | null | undefined;
}): RefundProviders {
  const stripe = options.stripeSecretKey ? createStripeRefundProvider(options.stripeSecretKey, options.stripeApi) : null;
  const simulated = options.sampleMode ? createSimulatedRefundProvider() : null;
  return {
    forAccount(account) {
      if (options.override !== undefined) return options.override;
      if ((account === null || account.type === 'stripe') && stripe) return stripe;
      return simulated;
    },
  };
}
