import type Stripe from 'stripe';
import { isRecord } from '@front-office/shared/core';
import { badRequest } from '../../lib/http-error';
import type { ProviderEvent, ProviderEventChange, WebhookReceiver } from './provider-event';
import { refundStatusOf } from './refund-provider';
import { stripeWebhooks } from './stripe-sdk';
import { chargeResultOf, idOf } from './stripe-provider';

/** Stripe's own default: an event signed longer ago than this is refused, so a captured request cannot be replayed later. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The event types the receiver turns into changes (the endpoint's subscription); any other is `ignored`. */
export const STRIPE_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
] as const;

/** Dispute statuses after which the bank has decided; `warning_closed` (an inquiry) and `prevented` took no money. */
const CLOSED_DISPUTE_STATUSES = new Set(['won', 'lost', 'warning_closed', 'prevented']);

const notAnEvent = (detail: string) => badRequest(`The body is not a Stripe event: ${detail}`, ['notAnEvent']);

/** The SDK's verification failure as a 400 that says which check failed (the SDK's own text carries documentation links). */
function signatureRefusal(error: unknown, tolerance: number) {
  const message = error instanceof Error ? error.message : '';
  if (message.startsWith('Timestamp outside the tolerance zone')) {
    return badRequest(`The Stripe-Signature timestamp is more than ${tolerance} s old (a late or replayed event)`, ['staleSignature']);
  }
  if (message.startsWith('Unable to extract timestamp') || message.startsWith('No signatures found with expected scheme')) {
    return badRequest('The Stripe-Signature header has no timestamp (t=) or no v1 signature', ['badSignature']);
  }
  return badRequest('The Stripe-Signature header does not match the body and the endpoint secret', ['badSignature']);
}

const hasId = (value: unknown): value is { id: string } & Record<string, unknown> => isRecord(value) && typeof value.id === 'string' && value.id !== '';

function stringsOf(metadata: unknown): Record<string, string> {
  if (!isRecord(metadata)) return {};
  return Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function paymentChange(type: string, intent: Stripe.PaymentIntent): ProviderEventChange {
  if (!hasId(intent) || typeof intent.status !== 'string') throw notAnEvent(`the ${type} event carries no PaymentIntent`);
  const result = chargeResultOf(intent);
  return {
    kind: 'payment',
    paymentIntentId: intent.id,
    status: result.status,
    error: result.status === 'failed' ? result.error : null,
    metadata: stringsOf(intent.metadata),
  };
}

function refundOf(type: string, refund: unknown) {
  if (!hasId(refund)) throw notAnEvent(`the ${type} event carries a refund without an id`);
  return { reference: refund.id, status: refundStatusOf(typeof refund.status === 'string' ? refund.status : null) };
}

function disputeChange(type: string, dispute: Stripe.Dispute): ProviderEventChange {
  if (!hasId(dispute) || typeof dispute.status !== 'string' || !Number.isInteger(dispute.amount) || typeof dispute.currency !== 'string') {
    throw notAnEvent(`the ${type} event carries no dispute`);
  }
  const paymentIntentId = idOf(dispute.payment_intent);
  // A dispute of a charge made without a PaymentIntent is not a payment of ours.
  if (!paymentIntentId) return { kind: 'ignored' };
  const status: string = dispute.status;
  return {
    kind: 'dispute',
    disputeId: dispute.id,
    paymentIntentId,
    amount: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason ?? null,
    status,
    closed: CLOSED_DISPUTE_STATUSES.has(status),
    outcome: status === 'won' ? 'won' : status === 'lost' ? 'lost' : null,
  };
}

/** A verified Stripe event in our terms (the types of STRIPE_WEBHOOK_EVENTS; any other is ignored). */
export function providerChangeOf(event: Stripe.Event): ProviderEventChange {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.requires_action':
      return paymentChange(event.type, event.data.object);
    case 'charge.refunded': {
      // Since API version 2022-11-15 a charge lists its refunds only when expanded: the refund.*
      // events are the ones that always name each refund.
      const refunds: unknown = (event.data.object as { refunds?: { data?: unknown } | null }).refunds?.data ?? [];
      if (!Array.isArray(refunds)) throw notAnEvent('the charge.refunded event lists no refunds');
      return { kind: 'refunds', refunds: refunds.map((refund) => refundOf(event.type, refund)) };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return { kind: 'refunds', refunds: [refundOf(event.type, event.data.object)] };
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated':
      return disputeChange(event.type, event.data.object);
    default:
      return { kind: 'ignored' };
  }
}

/**
 * Stripe's webhook door (POST /api/webhooks/stripe): the `Stripe-Signature` header checked by the
 * official SDK (`webhooks.constructEvent`: HMAC-SHA256 of the raw body with the endpoint secret,
 * `STRIPE_WEBHOOK_SECRET`, and a timestamp no older than the tolerance), then the event read into
 * a ProviderEvent. The raw body must be the bytes Stripe sent: a re-serialized JSON never matches.
 */
export function createStripeWebhookReceiver(options: { secret: string; tolerance?: number }): WebhookReceiver {
  const tolerance = options.tolerance ?? STRIPE_WEBHOOK_TOLERANCE_SECONDS;
  return {
    provider: 'stripe',
    receive(rawBody, headers): ProviderEvent {
      const signature = headers['stripe-signature'];
      if (Array.isArray(signature)) throw badRequest('More than one Stripe-Signature header', ['badSignature']);
      if (!signature) throw badRequest('The Stripe-Signature header is missing', ['missingSignature']);
      if (rawBody.length === 0) throw notAnEvent('the body is empty');
      let event: Stripe.Event;
      try {
        event = stripeWebhooks().constructEvent(rawBody, signature, options.secret, tolerance);
      } catch (error) {
        // The signature matched (else the SDK's own error type): the signed body is not JSON, or is a v2 "thin" event.
        if ((error as { type?: string } | null)?.type !== 'StripeSignatureVerificationError') throw notAnEvent(error instanceof SyntaxError ? 'it is not JSON' : 'it is not a v1 event');
        throw signatureRefusal(error, tolerance);
      }
      if (!isRecord(event) || typeof event.id !== 'string' || typeof event.type !== 'string' || !isRecord(event.data) || !isRecord(event.data.object)) {
        throw notAnEvent('no id, type or data.object');
      }
      return { id: event.id, provider: 'stripe', type: event.type, account: typeof event.account === 'string' ? event.account : null, ...providerChangeOf(event) };
    },
  };
}
