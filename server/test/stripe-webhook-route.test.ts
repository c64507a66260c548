/** @jest-environment ./test/pglite-environment.ts */
// POST /api/webhooks/stripe with the Stripe receiver (the SDK's signature check) wired by the endpoint secret.
import { eq } from 'drizzle-orm';
import { providerEvents } from '../src/db/schema';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { now, paymentIntentObject, signStripeDelivery, stripeEvent } from './support/stripe-events';

const SECRET = 'whsec_route_test_secret';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ webhooks: { stripeSecret: SECRET } });
});
afterAll(() => ctx.close());

const post = (delivery: { body: Buffer; headers: Record<string, string> }) =>
  ctx.call({ method: 'POST', url: '/api/webhooks/stripe', headers: delivery.headers, payload: delivery.body.toString('utf8') });
const stored = async (id: string) => ctx.database.db.select().from(providerEvents).where(eq(providerEvents.id, id));

test('a signed event is taken from the raw bytes (pretty-printed as Stripe sends it) and applied once; its replay is acknowledged and changes nothing', async () => {
  const id = 'evt_route_not_ours_1';
  const delivery = signStripeDelivery(stripeEvent('payment_intent.succeeded', paymentIntentObject({ id: 'pi_route_unknown' }), { id, account: 'acct_route_1' }), { secret: SECRET });
  const first = await post(delivery);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ received: true, outcome: 'unmatched' });
  expect(await stored(id)).toHaveLength(1);
  const replay = await post(delivery);
  expect(replay.json()).toEqual({ received: true, outcome: 'replayed' });
  expect(await stored(id)).toHaveLength(1);
});

test('a type not acted on is acknowledged (2xx, as Stripe expects) as ignored', async () => {
  const response = await post(signStripeDelivery(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }, { id: 'evt_route_ignored' }), { secret: SECRET }));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
});

test('a missing, wrong or stale signature and a signed body that is no event are 400 and record nothing', async () => {
  const payload = stripeEvent('payment_intent.succeeded', paymentIntentObject({ id: 'pi_route_refused' }), { id: 'evt_route_refused' });
  const good = signStripeDelivery(payload, { secret: SECRET });
  const cases: [{ body: Buffer; headers: Record<string, string> }, string][] = [
    [{ body: good.body, headers: { 'content-type': 'application/json' } }, 'The Stripe-Signature header is missing'],
    [signStripeDelivery(payload, { secret: 'whsec_someone_else' }), 'The Stripe-Signature header does not match the body and the endpoint secret'],
    [signStripeDelivery(payload, { secret: SECRET, timestamp: now() - 600 }), 'The Stripe-Signature timestamp is more than 300 s old (a late or replayed event)'],
    [{ ...good, body: Buffer.from(payload.replace('"succeeded"', '"processing"')) }, 'The Stripe-Signature header does not match the body and the endpoint secret'],
    [signStripeDelivery('{"id": "evt_route_refused"', { secret: SECRET }), 'The body is not a Stripe event: it is not JSON'],
  ];
  for (const [delivery, message] of cases) {
    const response = await post(delivery);
    expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({ status: 400, message });
  }
  expect(await stored('evt_route_refused')).toHaveLength(0);
});

test('without an endpoint secret outside sample mode the route answers 404, not configured here', async () => {
  const bare = await ctx.buildSibling({ sampleMode: false, jwtSecret: 'x'.repeat(32), webhooks: {} });
  const response = await bare.call({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, payload: '{}' });
  expect(response.statusCode).toBe(404);
  expect(response.json<{ message: string }>().message).toBe('Stripe webhooks are not configured here (STRIPE_WEBHOOK_SECRET)');
});
