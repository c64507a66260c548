// The Stripe webhook receiver: events signed as Stripe signs them (the official SDK's test header), read into ProviderEvents.
import { DomainError } from '../src/lib/http-error';
import type { WebhookReceiver } from '../src/services/payments/provider-event';
import { createSportsPayWebhookReceiver } from '../src/services/payments/sportspay-webhooks';
import { createStripeWebhookReceiver } from '../src/services/payments/stripe-webhooks';
import { cardPaymentMethodObject as cardPaymentMethod, disputeObject as dispute, now, paymentIntentObject as paymentIntent, refundObject as refund, signStripeDelivery, stripeEvent } from './support/stripe-events';

const SECRET = 'whsec_test_front_office_local';
const receiver = createStripeWebhookReceiver({ secret: SECRET });
const EVENT_ID = 'evt_3QxYpL2eZvKYlo2C0fG8hJk1';
const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) => signStripeDelivery(payload, { secret: SECRET, ...options });
const event = (type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) => stripeEvent(type, object, { id: EVENT_ID, ...extra });

const receive = (delivery: { body: Buffer; headers: Record<string, string | string[] | undefined> }, door: WebhookReceiver = receiver) => door.receive(delivery.body, delivery.headers);

/** The refusal a receive throws (a DomainError answered as 400). */
function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the delivery was accepted');
}

describe('verification (Stripe-Signature, the endpoint secret, the tolerance)', () => {
  test('a correctly signed event is read: id, type, no Connect account for the platform’s own', () => {
    expect(receive(signed(event('payment_intent.succeeded', paymentIntent())))).toEqual({
      id: EVENT_ID,
      provider: 'stripe',
      type: 'payment_intent.succeeded',
      account: null,
      kind: 'payment',
      paymentIntentId: 'pi_3QxYpL2eZvKYlo2C1aBcDeFg',
      status: 'succeeded',
      error: null,
      metadata: { installmentId: '7a1c4d2e-0000-4000-8000-000000000001', submissionId: '5b2e3f4a-0000-4000-8000-000000000002' },
    });
  });

  test('a Connect event names its connected account', () => {
    expect(receive(signed(event('payment_intent.succeeded', paymentIntent(), { account: 'acct_1QxYoZ2eZvKYlo2C' })))).toMatchObject({ account: 'acct_1QxYoZ2eZvKYlo2C', kind: 'payment' });
  });

  test('signed with another secret: 400 badSignature', () => {
    expect(refusal(() => receive(signed(event('payment_intent.succeeded', paymentIntent()), { secret: 'whsec_someone_else' })))).toMatchObject({
      statusCode: 400,
      message: 'The Stripe-Signature header does not match the body and the endpoint secret',
      details: { errors: ['badSignature'] },
    });
  });

  test('a body changed after signing (an amount, a status) is refused', () => {
    const delivery = signed(event('payment_intent.payment_failed', paymentIntent({ status: 'requires_payment_method' })));
    const forged = { ...delivery, body: Buffer.from(delivery.body.toString('utf8').replace('"requires_payment_method"', '"succeeded"')) };
    expect(refusal(() => receive(forged))).toMatchObject({ statusCode: 400, details: { errors: ['badSignature'] } });
    // The same bytes re-serialized (what a JSON body parser would hand over) do not match either.
    const reserialized = { ...delivery, body: Buffer.from(JSON.stringify(JSON.parse(delivery.body.toString('utf8')))) };
    expect(refusal(() => receive(reserialized))).toMatchObject({ statusCode: 400, details: { errors: ['badSignature'] } });
  });

  test('no Stripe-Signature header, two of them, or one without a v1 signature: 400', () => {
    const delivery = signed(event('payment_intent.succeeded', paymentIntent()));
    expect(refusal(() => receive({ body: delivery.body, headers: {} }))).toMatchObject({ statusCode: 400, message: 'The Stripe-Signature header is missing', details: { errors: ['missingSignature'] } });
    expect(refusal(() => receive({ body: delivery.body, headers: { 'stripe-signature': '' } }))).toMatchObject({ details: { errors: ['missingSignature'] } });
    const header = delivery.headers['stripe-signature'];
    expect(refusal(() => receive({ body: delivery.body, headers: { 'stripe-signature': [header, header] } }))).toMatchObject({ statusCode: 400, details: { errors: ['badSignature'] } });
    expect(refusal(() => receive({ body: delivery.body, headers: { 'stripe-signature': `t=${now()}` } }))).toMatchObject({
      message: 'The Stripe-Signature header has no timestamp (t=) or no v1 signature',
      details: { errors: ['badSignature'] },
    });
  });

  test('a signature older than the tolerance (default 300 s) is refused as stale; a wider tolerance takes it', () => {
    const old = signed(event('payment_intent.succeeded', paymentIntent()), { timestamp: now() - 301 });
    expect(refusal(() => receive(old))).toMatchObject({
      statusCode: 400,
      message: 'The Stripe-Signature timestamp is more than 300 s old (a late or replayed event)',
      details: { errors: ['staleSignature'] },
    });
    expect(receive(signed(event('payment_intent.succeeded', paymentIntent()), { timestamp: now() - 290 })).kind).toBe('payment');
    expect(receive(old, createStripeWebhookReceiver({ secret: SECRET, tolerance: 600 })).kind).toBe('payment');
  });

  test('a signed body that is not JSON, an empty body, or JSON that is no event: 400 notAnEvent', () => {
    expect(refusal(() => receive(signed('{"id": "evt_1", "type": ')))).toMatchObject({ statusCode: 400, message: 'The body is not a Stripe event: it is not JSON', details: { errors: ['notAnEvent'] } });
    expect(refusal(() => receive({ body: Buffer.alloc(0), headers: { 'stripe-signature': `t=${now()},v1=00` } }))).toMatchObject({ message: 'The body is not a Stripe event: the body is empty' });
    expect(refusal(() => receive(signed(JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }))))).toMatchObject({ message: 'The body is not a Stripe event: no id, type or data.object' });
    expect(refusal(() => receive(signed('[1, 2]')))).toMatchObject({ details: { errors: ['notAnEvent'] } });
    expect(refusal(() => receive(signed(event('payment_intent.succeeded', { object: 'payment_intent', status: 'succeeded' }))))).toMatchObject({
      message: 'The body is not a Stripe event: the payment_intent.succeeded event carries no PaymentIntent',
    });
  });
});

describe('payment_intent.* events: the charge as a ChargeResult', () => {
  test('payment_failed with a card decline is failed with the code and decline code', () => {
    const failed = paymentIntent({
      status: 'requires_payment_method',
      amount_received: 0,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        charge: 'ch_3QxYpL2eZvKYlo2C1hIjKlMn',
        doc_url: 'https://docs.stripe.com/error-codes/card-declined',
        payment_method: cardPaymentMethod,
      },
    });
    expect(receive(signed(event('payment_intent.payment_failed', failed)))).toMatchObject({
      kind: 'payment',
      status: 'failed',
      error: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      metadata: { installmentId: '7a1c4d2e-0000-4000-8000-000000000001' },
    });
  });

  test('payment_failed for authentication_required, and requires_action, are requires_action (the payer must authenticate)', () => {
    const needsCardholder = paymentIntent({
      status: 'requires_payment_method',
      amount_received: 0,
      last_payment_error: { type: 'card_error', code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.', payment_method: cardPaymentMethod },
    });
    expect(receive(signed(event('payment_intent.payment_failed', needsCardholder)))).toMatchObject({ kind: 'payment', status: 'requires_action', error: null });
    const action = paymentIntent({ status: 'requires_action', amount_received: 0, next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } } });
    expect(receive(signed(event('payment_intent.requires_action', action)))).toMatchObject({ type: 'payment_intent.requires_action', status: 'requires_action', error: null });
  });

  test('processing is processing; a PaymentIntent without metadata has none', () => {
    expect(receive(signed(event('payment_intent.processing', paymentIntent({ status: 'processing', amount_received: 0, metadata: {} }))))).toMatchObject({
      kind: 'payment',
      status: 'processing',
      error: null,
      metadata: {},
    });
  });
});

describe('refund events', () => {
  test('refund.updated names one refund: pending, then succeeded', () => {
    const settled = JSON.parse(event('refund.updated', refund({ status: 'succeeded' }))) as Record<string, unknown>;
    settled.data = { object: refund({ status: 'succeeded' }), previous_attributes: { status: 'pending' } };
    expect(receive(signed(JSON.stringify(settled)))).toMatchObject({ type: 'refund.updated', kind: 'refunds', refunds: [{ reference: 're_3QxYpL2eZvKYlo2C1oPqRsTu', status: 'succeeded' }] });
    expect(receive(signed(event('refund.created', refund())))).toMatchObject({ kind: 'refunds', refunds: [{ reference: 're_3QxYpL2eZvKYlo2C1oPqRsTu', status: 'pending' }] });
  });

  test('refund.failed and a canceled refund are failed', () => {
    expect(receive(signed(event('refund.failed', refund({ status: 'failed', failure_reason: 'expired_or_canceled_card' }))))).toMatchObject({ refunds: [{ status: 'failed' }] });
    expect(receive(signed(event('refund.updated', refund({ status: 'canceled' }))))).toMatchObject({ refunds: [{ status: 'failed' }] });
  });

  test('charge.refunded lists the charge’s refunds when Stripe includes them, none otherwise', () => {
    const charge = {
      id: 'ch_3QxYpL2eZvKYlo2C1hIjKlMn',
      object: 'charge',
      amount: 15000,
      amount_captured: 15000,
      amount_refunded: 8000,
      captured: true,
      currency: 'cad',
      paid: true,
      payment_intent: 'pi_3QxYpL2eZvKYlo2C1aBcDeFg',
      refunded: false,
      status: 'succeeded',
      refunds: {
        object: 'list',
        data: [refund({ status: 'succeeded' }), refund({ id: 're_3QxYpL2eZvKYlo2C1zZzZzZz', amount: 3000, status: 'pending' })],
        has_more: false,
        total_count: 2,
        url: '/v1/charges/ch_3QxYpL2eZvKYlo2C1hIjKlMn/refunds',
      },
    };
    expect(receive(signed(event('charge.refunded', charge)))).toMatchObject({
      kind: 'refunds',
      refunds: [
        { reference: 're_3QxYpL2eZvKYlo2C1oPqRsTu', status: 'succeeded' },
        { reference: 're_3QxYpL2eZvKYlo2C1zZzZzZz', status: 'pending' },
      ],
    });
    const { refunds: _omitted, ...withoutList } = charge;
    expect(receive(signed(event('charge.refunded', withoutList)))).toMatchObject({ kind: 'refunds', refunds: [] });
  });
});

describe('dispute events', () => {
  test('charge.dispute.created opens a dispute on the PaymentIntent with the amount held and the reason', () => {
    expect(receive(signed(event('charge.dispute.created', dispute(), { account: 'acct_1QxYoZ2eZvKYlo2C' })))).toEqual({
      id: EVENT_ID,
      provider: 'stripe',
      type: 'charge.dispute.created',
      account: 'acct_1QxYoZ2eZvKYlo2C',
      kind: 'dispute',
      disputeId: 'du_1QxZaB2eZvKYlo2Cq1w2e3r4',
      paymentIntentId: 'pi_3QxYpL2eZvKYlo2C1aBcDeFg',
      amount: 15000,
      currency: 'cad',
      reason: 'fraudulent',
      status: 'needs_response',
      closed: false,
      outcome: null,
    });
  });

  test('closed won or lost gives the outcome; an inquiry closed without a chargeback is closed with none', () => {
    expect(receive(signed(event('charge.dispute.closed', dispute({ status: 'won' }))))).toMatchObject({ closed: true, outcome: 'won', status: 'won' });
    expect(receive(signed(event('charge.dispute.closed', dispute({ status: 'lost' }))))).toMatchObject({ closed: true, outcome: 'lost' });
    expect(receive(signed(event('charge.dispute.closed', dispute({ status: 'warning_closed', reason: 'general' }))))).toMatchObject({ closed: true, outcome: null, reason: 'general' });
  });

  test('updates and fund movements keep the dispute open; an expanded PaymentIntent is read by its id', () => {
    expect(receive(signed(event('charge.dispute.funds_withdrawn', dispute({ status: 'needs_response' }))))).toMatchObject({ kind: 'dispute', closed: false, outcome: null });
    expect(receive(signed(event('charge.dispute.updated', dispute({ status: 'under_review', payment_intent: paymentIntent() }))))).toMatchObject({
      paymentIntentId: 'pi_3QxYpL2eZvKYlo2C1aBcDeFg',
      status: 'under_review',
      closed: false,
    });
    expect(receive(signed(event('charge.dispute.funds_reinstated', dispute({ status: 'won' }))))).toMatchObject({ type: 'charge.dispute.funds_reinstated', closed: true, outcome: 'won' });
  });

  test('a dispute on a charge made without a PaymentIntent is not ours: ignored', () => {
    expect(receive(signed(event('charge.dispute.created', dispute({ payment_intent: null }))))).toMatchObject({ kind: 'ignored', type: 'charge.dispute.created' });
  });
});

test('any other type is acknowledged as ignored, with its id and type for the log', () => {
  const customer = { id: 'cus_RqT8sZ1aBcDeFg', object: 'customer', email: 'visitor@example.com', created: now(), livemode: false, metadata: {} };
  expect(receive(signed(event('customer.created', customer)))).toEqual({ id: EVENT_ID, provider: 'stripe', type: 'customer.created', account: null, kind: 'ignored' });
});

test('the SportsPay receiver is a stub: it refuses every delivery with 400 and applies nothing', () => {
  const door = createSportsPayWebhookReceiver();
  expect(door.provider).toBe('sportspay');
  expect(refusal(() => door.receive(Buffer.from('{"status":"SUCCESS"}'), { 'content-type': 'application/json' }))).toMatchObject({
    statusCode: 400,
    message: expect.stringMatching(/^SportsPay webhooks are not configured: /),
  });
});
