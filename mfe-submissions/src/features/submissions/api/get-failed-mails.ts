import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { StaffMail } from './types';

export function getFailedMails(organizationId: string): Promise<StaffMail[]> {
  return apiRequest<StaffMail[]>(`/api/organizations/${encodeURIComponent(organizationId)}/mails/failed`);
}

export function getFailedMailsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['mails', organizationId, 'failed'] as const,
    queryFn: () => getFailedMails(organizationId),
  });
}

/** The organization's undelivered e-mails (100 newest at most); asked only with FORM_SUBMISSION read, the right the server requires. */
export function useFailedMails(organizationId: string, enabled: boolean) {
  return useQuery({ ...getFailedMailsQueryOptions(organizationId), enabled });
}
