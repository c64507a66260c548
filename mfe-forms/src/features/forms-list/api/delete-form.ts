import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import { formsQueryKey } from './get-forms';

/** Thrown when the server answers something other than 1 (spec 000 §8: the form was not deleted). */
export class FormNotDeletedError extends Error {
  constructor(readonly result: unknown) {
    super('The form was not deleted');
    this.name = 'FormNotDeletedError';
  }
}

export async function deleteForm(organizationId: string, formId: string): Promise<void> {
  const result = await apiRequest<unknown>(
    `/api/organizations/${encodeURIComponent(organizationId)}/forms/${encodeURIComponent(formId)}`,
    { method: 'DELETE' },
  );
  if (result !== 1) throw new FormNotDeletedError(result);
}

/** Only a confirmed deletion refreshes the list: after a failure the list is kept as it is. */
export function useDeleteForm(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formId: string) => deleteForm(organizationId, formId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsQueryKey(organizationId) }),
  });
}
