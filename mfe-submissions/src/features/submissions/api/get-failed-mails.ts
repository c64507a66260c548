import { apiRequest, keepPreviousData, queryOptions, useQuery } from '@front-office/shared/platform';
import type { FailedMailsPage } from './types';

/** Undelivered e-mails shown a page at a time. */
export const FAILED_MAILS_PAGE_SIZE = 20;

export function getFailedMails(organizationId: string, page: number): Promise<FailedMailsPage> {
  return apiRequest<FailedMailsPage>(`/api/organizations/${encodeURIComponent(organizationId)}/mails/failed?page=${page}&pageSize=${FAILED_MAILS_PAGE_SIZE}`);
}

export function getFailedMailsQueryOptions(organizationId: string, page: number) {
  return queryOptions({
    queryKey: ['mails', organizationId, 'failed', page] as const,
    queryFn: () => getFailedMails(organizationId, page),
  });
}

/** One page of the organization's undelivered e-mails, newest first; asked only with FORM_SUBMISSION read, the right the server requires. */
export function useFailedMails(organizationId: string, page: number, enabled: boolean) {
  // The page shown stays while the next one loads (no flash of an empty list).
  return useQuery({ ...getFailedMailsQueryOptions(organizationId, page), enabled, placeholderData: keepPreviousData });
}
