import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { PaymentAccount } from '@front-office/shared/core';

// The same key as mfe-payments' list (docs/integration.md), so both share one cache entry.
export function paymentAccountsQueryKey(organizationId: string) {
  return ['organizations', organizationId, 'payment-accounts'] as const;
}

/** GET …/settings/paymentaccounts (spec 000 §7): the organization's accounts for the settings' account list. */
export function usePaymentAccounts(organizationId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: paymentAccountsQueryKey(organizationId),
      queryFn: () => apiRequest<PaymentAccount[]>(`/api/organizations/${encodeURIComponent(organizationId)}/settings/paymentaccounts`),
      enabled,
    }),
  );
}
