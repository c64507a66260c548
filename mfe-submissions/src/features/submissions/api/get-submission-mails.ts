import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { StaffMail } from './types';
import { submissionPath, submissionsQueryKey } from './types';

export function getSubmissionMails(organizationId: string, formId: string, submissionId: string): Promise<StaffMail[]> {
  return apiRequest<StaffMail[]>(`${submissionPath(organizationId, formId, submissionId)}/mails`);
}

export function getSubmissionMailsQueryOptions(organizationId: string, formId: string, submissionId: string) {
  return queryOptions({
    queryKey: [...submissionsQueryKey(organizationId, formId), 'mails', submissionId] as const,
    queryFn: () => getSubmissionMails(organizationId, formId, submissionId),
  });
}

/** The submission's e-mails, newest first; asked only with FORM_SUBMISSION read, the right the server requires. */
export function useSubmissionMails(organizationId: string, formId: string, submissionId: string, enabled: boolean) {
  return useQuery({ ...getSubmissionMailsQueryOptions(organizationId, formId, submissionId), enabled });
}
