import { ROUTES } from '@front-office/shared/core';
import type { Language, PaymentAccountType } from '@front-office/shared/core';
import type { RuntimeConfig } from '@front-office/shared/platform';
import { encodeConnectState } from './connect-state';

/** The path the providers send the user back to (spec 000 §2: the page is the return address). */
export const RETURN_PATH = ROUTES.paymentAccounts;

export interface ProviderUrlInput {
  type: PaymentAccountType;
  name: string;
  returnOrigin: string;
  language: Language;
}

/**
 * Where adding an account sends the user (spec 000 §4): the card provider's authorize page with
 * the account in `state`, or the sportspay Canada/US page with it in `data`. Null when the
 * runtime config has no address for that provider.
 */
export function providerUrl(providers: RuntimeConfig['providers'], input: ProviderUrlInput): string | null {
  const base =
    input.type === 'stripe' ? providers?.stripeAuthorizeUrl : input.type === 'sportspay-ca' ? providers?.sportspayCaUrl : providers?.sportspayUsUrl;
  if (!base) return null;
  // A configured address may already carry parameters (Stripe's client_id): add, never replace.
  const url = new URL(base);
  const carried = encodeConnectState({ name: input.name, type: input.type });
  if (input.type === 'stripe') {
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'read_write');
    url.searchParams.set('state', carried);
  } else {
    url.searchParams.set('data', carried);
  }
  url.searchParams.set('redirect_uri', `${input.returnOrigin}${RETURN_PATH}`);
  url.searchParams.set('lang', input.language);
  return url.toString();
}

/** The provider's own page for an account, for the open-external button. */
export function externalAccountUrl(providers: RuntimeConfig['providers'], account: { type: PaymentAccountType; stripe_user_id: string }): string | null {
  if (account.type === 'stripe') return `https://dashboard.stripe.com/${encodeURIComponent(account.stripe_user_id)}`;
  return (account.type === 'sportspay-ca' ? providers?.sportspayCaUrl : providers?.sportspayUsUrl) ?? null;
}
