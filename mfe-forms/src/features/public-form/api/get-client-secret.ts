import { fetchPublicApi } from './fetch-public-api';

/** The answer of the client-secret call: the card setup and what the page needs to load its provider. */
export interface CardSetupAnswer {
  clientSecret: string;
  setupIntentId: string;
  type: string;
  /** The provider's account id: 8 characters mean the second provider and its built-in card form (spec 001 §9). */
  accountId: string;
  publishableKey: string | null;
  /** The provider's script (the second provider, or the simulated one); null for Stripe (@stripe/stripe-js). */
  scriptUrl: string | null;
}

/**
 * The client-secret call's outcome: the setup; `unavailable` when the account's provider has no
 * integration on this server (501 `paymentsUnavailable`: a SportsPay account outside sample mode);
 * null for any other failure (network, provider unreachable).
 */
export type ClientSecretResult = CardSetupAnswer | 'unavailable' | null;

/** `GET /api/organizations/{orgId}/payment/{paymentId}/clientsecret` (spec 000 §7): public. */
export async function getClientSecret(apiBaseUrl: string, organizationId: string, paymentAccountId: string): Promise<ClientSecretResult> {
  try {
    const response = await fetchPublicApi(
      apiBaseUrl,
      `/api/organizations/${encodeURIComponent(organizationId)}/payment/${encodeURIComponent(paymentAccountId)}/clientsecret`,
      { headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' } },
    );
    if (response.status === 501) return 'unavailable';
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<CardSetupAnswer>;
    return typeof body.clientSecret === 'string' && typeof body.setupIntentId === 'string' ? (body as CardSetupAnswer) : null;
  } catch {
    return null;
  }
}
