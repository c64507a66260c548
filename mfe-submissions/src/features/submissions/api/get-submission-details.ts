import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { SubmissionDetails } from './types';
import { submissionPath, submissionsQueryKey } from './types';

export function getSubmissionDetails(organizationId: string, formId: string, submissionId: string): Promise<SubmissionDetails> {
  return apiRequest<SubmissionDetails>(`${submissionPath(organizationId, formId, submissionId)}/details`);
}

export function getSubmissionDetailsQueryOptions(organizationId: string, formId: string, submissionId: string) {
  return queryOptions({
    queryKey: [...submissionsQueryKey(organizationId, formId), 'details', submissionId] as const,
    queryFn: () => getSubmissionDetails(organizationId, formId, submissionId),
  });
}

export function useSubmissionDetails(organizationId: string, formId: string, submissionId: string) {
  return useQuery(getSubmissionDetailsQueryOptions(organizationId, formId, submissionId));
}
