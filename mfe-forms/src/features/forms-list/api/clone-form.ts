import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import type { FormSummary } from '@front-office/shared/core';
import { formsQueryKey } from './get-forms';

export interface CloneFormInput {
  formId: string;
  name: string;
}

export function cloneForm(organizationId: string, { formId, name }: CloneFormInput): Promise<FormSummary> {
  return apiRequest<FormSummary>(
    `/api/organizations/${encodeURIComponent(organizationId)}/forms/${encodeURIComponent(formId)}/clone`,
    { method: 'POST', body: { id: formId, name } },
  );
}

export function useCloneForm(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloneFormInput) => cloneForm(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsQueryKey(organizationId) }),
  });
}
