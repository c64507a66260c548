import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { PaymentAccount } from '@front-office/shared/core';

export function paymentAccountsQueryKey(organizationId: string) {
  return ['organizations', organizationId, 'payment-accounts'] as const;
}

export function getPaymentAccounts(organizationId: string): Promise<PaymentAccount[]> {
  return apiRequest<PaymentAccount[]>(`/api/organizations/${encodeURIComponent(organizationId)}/settings/paymentaccounts`);
}

export function getPaymentAccountsQueryOptions(organizationId: string) {
  return queryOptions({ queryKey: paymentAccountsQueryKey(organizationId), queryFn: () => getPaymentAccounts(organizationId) });
}

export function usePaymentAccounts(organizationId: string) {
  return useQuery(getPaymentAccountsQueryOptions(organizationId));
}
