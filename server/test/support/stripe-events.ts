/**
 * Stripe webhook deliveries for tests: v1 event envelopes and objects shaped as Stripe's API
 * reference shows them, signed as Stripe signs them (the official SDK's
 * `webhooks.generateTestHeaderString`, HMAC-SHA256 of `timestamp.body` with the endpoint secret).
 */
import { randomBytes } from 'node:crypto';
import { stripeWebhooks } from '../../src/services/payments/stripe-sdk';

export const now = () => Math.floor(Date.now() / 1000);

/** A delivery as Stripe sends it: the raw JSON body and its Stripe-Signature header. */
export function signStripeDelivery(payload: string, options: { secret: string; timestamp?: number }) {
  const header = stripeWebhooks().generateTestHeaderString({ payload, secret: options.secret, timestamp: options.timestamp ?? now() });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': header, 'content-type': 'application/json; charset=utf-8' } };
}

/** A v1 event envelope (a new `evt_` id unless `extra.id`; `extra.account` for a Connect account's event), pretty-printed as Stripe sends it. */
export function stripeEvent(type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return JSON.stringify(
    {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: 'req_Nq3LmP8sT2vWxy', idempotency_key: 'installment:i1:1' },
      type,
      ...extra,
    },
    null,
    2,
  );
}

export function paymentIntentObject(fields: Record<string, unknown> = {}) {
  return {
    id: 'pi_3QxYpL2eZvKYlo2C1aBcDeFg',
    object: 'payment_intent',
    amount: 15000,
    amount_capturable: 0,
    amount_received: 15000,
    capture_method: 'automatic_async',
    client_secret: 'pi_3QxYpL2eZvKYlo2C1aBcDeFg_secret_Zt8y2kq0Jm4QwErTyUiOp',
    confirmation_method: 'automatic',
    created: now() - 5,
    currency: 'cad',
    customer: 'cus_RqT8sZ1aBcDeFg',
    description: 'Camp d’été – installment 1 of 3',
    last_payment_error: null,
    latest_charge: 'ch_3QxYpL2eZvKYlo2C1hIjKlMn',
    livemode: false,
    metadata: { installmentId: '7a1c4d2e-0000-4000-8000-000000000001', submissionId: '5b2e3f4a-0000-4000-8000-000000000002' },
    next_action: null,
    payment_method: 'pm_1QxYpK2eZvKYlo2CxYz12345',
    payment_method_types: ['card'],
    processing: null,
    status: 'succeeded',
    ...fields,
  };
}

export const cardPaymentMethodObject = {
  id: 'pm_1QxYpK2eZvKYlo2CxYz12345',
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', country: 'CA', exp_month: 12, exp_year: 2034, funding: 'credit', last4: '3184' },
  customer: 'cus_RqT8sZ1aBcDeFg',
  livemode: false,
};

export function refundObject(fields: Record<string, unknown> = {}) {
  return {
    id: 're_3QxYpL2eZvKYlo2C1oPqRsTu',
    object: 'refund',
    amount: 5000,
    balance_transaction: 'txn_3QxYpL2eZvKYlo2C1vWxYzAb',
    charge: 'ch_3QxYpL2eZvKYlo2C1hIjKlMn',
    created: now(),
    currency: 'cad',
    destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
    metadata: { front_office_key: 'fo-refund-1' },
    payment_intent: 'pi_3QxYpL2eZvKYlo2C1aBcDeFg',
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'pending',
    transfer_reversal: null,
    ...fields,
  };
}

export function disputeObject(fields: Record<string, unknown> = {}) {
  return {
    id: 'du_1QxZaB2eZvKYlo2Cq1w2e3r4',
    object: 'dispute',
    amount: 15000,
    balance_transactions: [],
    charge: 'ch_3QxYpL2eZvKYlo2C1hIjKlMn',
    created: now(),
    currency: 'cad',
    evidence: { customer_name: null, product_description: null, uncategorized_text: null },
    evidence_details: { due_by: now() + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: 'pi_3QxYpL2eZvKYlo2C1aBcDeFg',
    payment_method_details: { card: { brand: 'visa', network_reason_code: '10.4' }, type: 'card' },
    reason: 'fraudulent',
    status: 'needs_response',
    ...fields,
  };
}
