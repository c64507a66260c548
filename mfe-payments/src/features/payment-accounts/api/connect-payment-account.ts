import { apiRequest, paymentAccountsQueryKey, useMutation, useQueryClient } from '@front-office/shared/platform';
import type { PaymentAccount, PaymentAccountType } from '@front-office/shared/core';

export interface ConnectRequest {
  code: string;
  name: string;
  type: PaymentAccountType;
  status?: string | undefined;
}

/** POST …/payment/connect: completes the account the provider just authorized (spec 000 §4). */
export function connectPaymentAccount(organizationId: string, request: ConnectRequest): Promise<PaymentAccount> {
  return apiRequest<PaymentAccount>(`/api/organizations/${encodeURIComponent(organizationId)}/payment/connect`, {
    method: 'POST',
    body: request,
  });
}

export function useConnectPaymentAccount(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConnectRequest) => connectPaymentAccount(organizationId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentAccountsQueryKey(organizationId) }),
  });
}
