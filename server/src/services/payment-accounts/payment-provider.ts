import { createHash } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import type { PaymentAccountType } from '@front-office/shared/core';
import { newStripe } from '../payments/stripe-sdk';

/** What the provider tells about an account once its authorization code is exchanged. */
export interface ConnectedAccount {
  providerAccountId: string;
  publishableKey: string | null;
  status: string;
}

/** The provider side of the connect flow (spec 000 §4). */
export interface PaymentProviderGateway {
  exchangeCode(type: PaymentAccountType, code: string, status: string | undefined): Promise<ConnectedAccount>;
}

/** Codes the sample connect page hands out (routes/sample-provider). */
export const SAMPLE_CODE = /^sample_[A-Za-z0-9_-]{8,64}$/;

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * The simulated provider of sample mode: any code from the sample connect page becomes an
 * account, so the whole flow runs offline. Sportspay accounts start in review, as real ones do.
 */
export function createSimulatedProvider(): PaymentProviderGateway {
  return {
    async exchangeCode(type, code, status) {
      if (!SAMPLE_CODE.test(code)) throw new HttpError(400, 'Invalid authorization code');
      const id = shortHash(`${type}:${code}`);
      if (type === 'stripe') return { providerAccountId: `acct_${id}`, publishableKey: `pk_test_${id}`, status: 'created' };
      const prefix = type === 'sportspay-ca' ? 'sp_ca' : 'sp_us';
      return { providerAccountId: `${prefix}_${id}`, publishableKey: null, status: status || 'in-review' };
    },
  };
}

/** The part of the Stripe SDK the connect flow uses (Connect OAuth code exchange). */
export interface StripeOAuthClient {
  oauth: {
    token(params: { grant_type: 'authorization_code'; code: string }): Promise<{ stripe_user_id?: string; stripe_publishable_key?: string }>;
  };
}

function stripeErrorToHttp(error: unknown): HttpError {
  // Stripe answers a bad or used code with an OAuth error (invalid_grant); anything else means
  // Stripe could not be reached or refused our key, which is the server's problem, not the user's.
  const { type, code } = (error ?? {}) as { type?: string; code?: string };
  if (code === 'invalid_grant' || type === 'StripeInvalidGrantError') {
    return new HttpError(400, 'This Stripe authorization code is invalid or was already used');
  }
  return new HttpError(502, 'Stripe could not complete the connection, please try again');
}

/** Card accounts through the official Stripe SDK (Connect OAuth); sportspay is not available here. */
export function createStripeProvider(
  secretKey: string,
  fallback: PaymentProviderGateway | null,
  client: StripeOAuthClient = newStripe(secretKey, { maxNetworkRetries: 1, timeout: 10_000 }),
): PaymentProviderGateway {
  return {
    async exchangeCode(type, code, status) {
      if (type !== 'stripe') {
        if (fallback) return fallback.exchangeCode(type, code, status);
        throw new HttpError(501, 'SportsPay accounts cannot be connected: no SportsPay integration is configured');
      }
      let answer: Awaited<ReturnType<StripeOAuthClient['oauth']['token']>>;
      try {
        answer = await client.oauth.token({ grant_type: 'authorization_code', code });
      } catch (error) {
        throw stripeErrorToHttp(error);
      }
      if (!answer.stripe_user_id) throw new HttpError(400, 'Stripe did not return an account for this code');
      return { providerAccountId: answer.stripe_user_id, publishableKey: answer.stripe_publishable_key ?? null, status: 'created' };
    },
  };
}

/** Stripe when a secret key is configured; the simulated provider in sample mode; else nothing connects. */
export function createPaymentProvider(options: {
  sampleMode: boolean;
  stripeSecretKey?: string | undefined;
  stripeClient?: StripeOAuthClient | undefined;
}): PaymentProviderGateway {
  const simulated = options.sampleMode ? createSimulatedProvider() : null;
  if (options.stripeSecretKey) return createStripeProvider(options.stripeSecretKey, simulated, options.stripeClient);
  if (simulated) return simulated;
  return {
    async exchangeCode() {
      throw new HttpError(501, 'No payment provider is configured (set STRIPE_SECRET_KEY)');
    },
  };
}
