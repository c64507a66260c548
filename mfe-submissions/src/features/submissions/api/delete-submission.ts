import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import { submissionPath, submissionsQueryKey } from './types';

/** Spec 000 §7: DELETE with the optional `paymentIntentId` of the payment the page showed. */
export function deleteSubmission(organizationId: string, formId: string, submissionId: string, paymentIntentId: string | null): Promise<unknown> {
  return apiRequest<unknown>(submissionPath(organizationId, formId, submissionId), { method: 'DELETE', query: { paymentIntentId: paymentIntentId ?? undefined } });
}

export function useDeleteSubmission(organizationId: string, formId: string, submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIntentId: string | null) => deleteSubmission(organizationId, formId, submissionId, paymentIntentId),
    onSuccess: () => {
      // The detail is gone: drop it rather than refetch it into a 404.
      queryClient.removeQueries({ queryKey: [...submissionsQueryKey(organizationId, formId), 'details', submissionId] });
      return queryClient.invalidateQueries({ queryKey: [...submissionsQueryKey(organizationId, formId), 'list'] });
    },
  });
}
