import type { AppDb } from '../../db/client';
import { DomainError } from '../../lib/http-error';
import type { CardProvider, ProviderAccount } from './card-provider';
import type { SimulatedCardProvider } from './simulated-provider';
import { createSimulatedCardProvider } from './simulated-provider';
import type { StripeApi } from './stripe-sdk';
import { createStripeCardProvider } from './stripe-provider';
import type { SampleWebhooks } from './sample-webhooks';
import { withSampleWebhooks } from './sample-webhooks';

/** Picks the adapter of an account: Stripe when keys are configured, the simulated provider in sample mode. */
export interface CardProviders {
  forAccount(account: ProviderAccount): CardProvider;
  /** Present in sample mode: the simulated provider the sample-provider routes drive. */
  simulated: SimulatedCardProvider | null;
  /** Whether card payments can run on the account here (false: forAccount throws 501 `paymentsUnavailable`). */
  isAvailable(account: Pick<ProviderAccount, 'type'>): boolean;
}

/**
 * The adapter with its faults as answers: a call that fails without a verdict (network, outage, a
 * malformed answer) is 502 "try again", the fault itself logged by the error handler, never shown.
 */
function answering(provider: CardProvider): CardProvider {
  const unreachable = (error: unknown): never => {
    if (error instanceof DomainError) throw error;
    throw new DomainError(502, 'The payment provider could not be reached, please try again', {}, { code: 'providerUnreachable', cause: error });
  };
  return {
    createSetup: (account, options) => provider.createSetup(account, options).catch(unreachable),
    getSetup: (account, setupIntentId) => provider.getSetup(account, setupIntentId).catch(unreachable),
    charge: (account, request) => provider.charge(account, request).catch(unreachable),
    getPayment: (account, paymentIntentId) => provider.getPayment(account, paymentIntentId).catch(unreachable),
    getPaymentAction: (account, paymentIntentId, options) => provider.getPaymentAction(account, paymentIntentId, options).catch(unreachable),
  };
}

export function createCardProviders(options: {
  db: AppDb;
  sampleMode: boolean;
  stripeSecretKey?: string | undefined;
  /** Where the Stripe SDK sends its calls (tests: their local Stripe API server). */
  stripeApi?: StripeApi | undefined;
  /** Replaces every adapter (tests). */
  override?: CardProvider | undefined;
  /** Sample mode: the simulated provider sends Stripe's events (signed) to the webhook route. */
  sampleWebhooks?: SampleWebhooks | null | undefined;
}): CardProviders {
  const simulated = options.sampleMode ? createSimulatedCardProvider(options.db) : null;
  const simulatedCharging = simulated && options.sampleWebhooks ? withSampleWebhooks(simulated, options.sampleWebhooks) : simulated;
  const stripe = options.stripeSecretKey ? createStripeCardProvider(options.stripeSecretKey, options.stripeApi) : null;
  /** The adapter of an account: the override, then Stripe (keys configured), then the simulated one; null when none can run it. */
  const pick = (account: Pick<ProviderAccount, 'type'>): CardProvider | null => {
    if (options.override) return options.override;
    if (account.type === 'stripe' && stripe) return stripe;
    return simulatedCharging;
  };
  return {
    simulated,
    isAvailable(account) {
      return pick(account) !== null;
    },
    forAccount(account) {
      const provider = pick(account);
      if (provider) return answering(provider);
      // SportsPay's server API is not reachable from here (no documentation nor sandbox): only the simulated one plays it.
      throw new DomainError(501, account.type === 'stripe' ? 'No Stripe key is configured (STRIPE_SECRET_KEY)' : 'No SportsPay integration is configured', {
        errors: ['paymentsUnavailable'],
      });
    },
  };
}
