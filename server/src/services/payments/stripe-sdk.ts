import type Stripe from 'stripe';

/**
 * A client of the official Stripe SDK, the SDK loaded on first use (issue 12, memory): it is
 * ~220 modules, about 4–5 MB of heap and resident memory, that a server without
 * STRIPE_SECRET_KEY (sample mode, tests, a deployment without Stripe) never calls.
 */
export function newStripe(secretKey: string, config: Stripe.StripeConfig): Stripe {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily on purpose (see above)
  const StripeSdk = require('stripe') as typeof Stripe;
  return new StripeSdk(secretKey, config);
}
