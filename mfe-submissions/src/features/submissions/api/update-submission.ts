import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import type { SubmissionField } from '@front-office/shared/core';
import type { SubmissionDetails } from './types';
import { submissionPath, submissionsQueryKey } from './types';

export interface SubmissionUpdate {
  fields: SubmissionField[];
  /** New files by field (or copy) id. */
  files: Record<string, File>;
}

/** Spec 000 §7: multipart `Content` (the submission with its edited answers) and one part per uploaded file. */
export function updateSubmission(organizationId: string, formId: string, submissionId: string, { fields, files }: SubmissionUpdate): Promise<SubmissionDetails> {
  const formData = new FormData();
  formData.append('Content', JSON.stringify({ id: submissionId, fields }));
  for (const [fieldId, file] of Object.entries(files)) formData.append(fieldId, file, file.name);
  return apiRequest<SubmissionDetails>(submissionPath(organizationId, formId, submissionId), { method: 'PUT', formData });
}

export function useUpdateSubmission(organizationId: string, formId: string, submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SubmissionUpdate) => updateSubmission(organizationId, formId, submissionId, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsQueryKey(organizationId, formId) }),
  });
}
