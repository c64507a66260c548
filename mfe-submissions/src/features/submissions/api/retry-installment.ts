import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import type { StaffPayment } from './types';
import { submissionsQueryKey } from './types';

export interface RetryOutcome {
  charge: { status: 'succeeded' | 'processing' | 'requires_action' | 'failed'; code: string | null; declineCode: string | null };
  payment: StaffPayment | null;
}

/** Beyond the spec (server/README.md "Payments"): POST …/payment/{paymentId}/retry/{id} charges a declined installment again now. */
export function retryInstallment(organizationId: string, paymentId: string, lineId: string): Promise<RetryOutcome> {
  return apiRequest<RetryOutcome>(
    `/api/organizations/${encodeURIComponent(organizationId)}/payment/${encodeURIComponent(paymentId)}/retry/${encodeURIComponent(lineId)}`,
    { method: 'POST' },
  );
}

/** A declined charge changes the line too (its new reason): the submission is refreshed either way. */
export function useRetryInstallment(organizationId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, lineId }: { paymentId: string; lineId: string }) => retryInstallment(organizationId, paymentId, lineId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionsQueryKey(organizationId, formId) }),
  });
}
