import type Stripe from 'stripe';

/**
 * Where the SDK sends its calls: Stripe's API (`api.stripe.com` over HTTPS) unless set. Tests set
 * it to their local Stripe API server (test/support/stripe-api-server.ts) so the real SDK, its
 * form encoding, headers, errors and retries run without the network; production never does.
 */
export interface StripeApi {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** The SDK module, loaded on first use (see newStripe). */
function stripeSdk(): typeof Stripe {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily on purpose (see newStripe)
  return require('stripe') as typeof Stripe;
}

/**
 * A client of the official Stripe SDK, the SDK loaded on first use (issue 12, memory): it is
 * ~220 modules, about 4–5 MB of heap and resident memory, that a server without
 * STRIPE_SECRET_KEY (sample mode, tests, a deployment without Stripe) never calls.
 */
export function newStripe(secretKey: string, config: Stripe.StripeConfig, api?: StripeApi): Stripe {
  const StripeSdk = stripeSdk();
  return new StripeSdk(secretKey, { ...config, ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}) });
}

/** The SDK's webhook signatures (they need the endpoint secret, no API key); loaded on first use as above. */
export function stripeWebhooks(): Stripe.Webhooks {
  return stripeSdk().webhooks;
}
