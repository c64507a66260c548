import { apiRequest, paymentAccountsQueryKey, useMutation, useQueryClient } from '@front-office/shared/platform';

/** DELETE …/payment/connect/{accountId} (stripe-type accounts only, spec 000 §6). */
export function deletePaymentAccount(organizationId: string, accountId: string): Promise<void> {
  return apiRequest<void>(`/api/organizations/${encodeURIComponent(organizationId)}/payment/connect/${encodeURIComponent(accountId)}`, {
    method: 'DELETE',
  });
}

export function useDeletePaymentAccount(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => deletePaymentAccount(organizationId, accountId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentAccountsQueryKey(organizationId) }),
  });
}
