import { apiRequest, keepPreviousData, queryOptions, useQuery } from '@front-office/shared/platform';
import type { CanonicalPaymentStatus } from '@front-office/shared/core';
import { PAGE_SIZE } from '@front-office/shared/core';
import type { SubmissionsPage } from './types';
import { formPath, submissionsQueryKey } from './types';

export interface SubmissionsFilter {
  page: number;
  search: string;
  paymentStatus: CanonicalPaymentStatus | 'none' | '';
}

export function getSubmissions(organizationId: string, formId: string, { page, search, paymentStatus }: SubmissionsFilter): Promise<SubmissionsPage> {
  return apiRequest<SubmissionsPage>(`${formPath(organizationId, formId)}/submissions/details`, {
    query: { page, pageSize: PAGE_SIZE.submissions, search: search || undefined, paymentStatus: paymentStatus || undefined },
  });
}

export function getSubmissionsQueryOptions(organizationId: string, formId: string, filter: SubmissionsFilter) {
  return queryOptions({
    queryKey: [...submissionsQueryKey(organizationId, formId), 'list', filter] as const,
    queryFn: () => getSubmissions(organizationId, formId, filter),
    placeholderData: keepPreviousData,
  });
}

export function useSubmissions(organizationId: string, formId: string, filter: SubmissionsFilter) {
  return useQuery(getSubmissionsQueryOptions(organizationId, formId, filter));
}
