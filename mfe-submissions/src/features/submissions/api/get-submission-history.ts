import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { HistoryEntry } from './types';
import { submissionPath, submissionsQueryKey } from './types';

export function getSubmissionHistory(organizationId: string, formId: string, submissionId: string): Promise<HistoryEntry[]> {
  return apiRequest<HistoryEntry[]>(`${submissionPath(organizationId, formId, submissionId)}/history`);
}

export function getSubmissionHistoryQueryOptions(organizationId: string, formId: string, submissionId: string) {
  return queryOptions({
    queryKey: [...submissionsQueryKey(organizationId, formId), 'history', submissionId] as const,
    queryFn: () => getSubmissionHistory(organizationId, formId, submissionId),
  });
}

export function useSubmissionHistory(organizationId: string, formId: string, submissionId: string) {
  return useQuery(getSubmissionHistoryQueryOptions(organizationId, formId, submissionId));
}
