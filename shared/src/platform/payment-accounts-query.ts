import type { PaymentAccount } from '@front-office/shared/core';
import { apiRequest } from './api-client';
import { queryOptions, useQuery } from './libraries';

// GET …/settings/paymentaccounts (spec 000 §7), read by mfe-payments' accounts page and the
// designer's form settings: one key, so both share one cache entry.

export function paymentAccountsQueryKey(organizationId: string) {
  return ['organizations', organizationId, 'payment-accounts'] as const;
}

export function getPaymentAccounts(organizationId: string): Promise<PaymentAccount[]> {
  return apiRequest<PaymentAccount[]>(`/api/organizations/${encodeURIComponent(organizationId)}/settings/paymentaccounts`);
}

export function getPaymentAccountsQueryOptions(organizationId: string) {
  return queryOptions({ queryKey: paymentAccountsQueryKey(organizationId), queryFn: () => getPaymentAccounts(organizationId) });
}

/** The organization's accounts (mfe-payments' page; the designer's settings, `enabled` while open). */
export function usePaymentAccounts(organizationId: string, enabled = true) {
  return useQuery({ ...getPaymentAccountsQueryOptions(organizationId), enabled });
}
