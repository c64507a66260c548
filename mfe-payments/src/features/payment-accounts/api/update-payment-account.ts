import { apiRequest, paymentAccountsQueryKey, useMutation, useQueryClient } from '@front-office/shared/platform';
import type { PaymentAccount, PaymentAccountType } from '@front-office/shared/core';

export interface PaymentAccountUpdate {
  id: string;
  stripe_user_id: string;
  account_name: string;
  type: PaymentAccountType;
}

/** PUT …/settings/paymentaccounts with the account name, type and provider account id (spec 000 §7). */
export function updatePaymentAccount(organizationId: string, update: PaymentAccountUpdate): Promise<PaymentAccount> {
  return apiRequest<PaymentAccount>(`/api/organizations/${encodeURIComponent(organizationId)}/settings/paymentaccounts`, {
    method: 'PUT',
    body: update,
  });
}

export function useUpdatePaymentAccount(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PaymentAccountUpdate) => updatePaymentAccount(organizationId, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentAccountsQueryKey(organizationId) }),
  });
}
