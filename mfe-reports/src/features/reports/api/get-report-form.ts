import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import { reportFormsPath } from './paths';
import type { ReportFormDetails } from './types';

export const reportFormQueryKey = (organizationId: string, formId: string) => ['organizations', organizationId, 'report-forms', 'form', formId] as const;

/** GET …/reports/forms/{formId}: the form's steps, languages and currency. */
export function getReportForm(organizationId: string, formId: string): Promise<ReportFormDetails> {
  return apiRequest<ReportFormDetails>(`${reportFormsPath(organizationId)}/${encodeURIComponent(formId)}`);
}

export function getReportFormQueryOptions(organizationId: string, formId: string) {
  return queryOptions({ queryKey: reportFormQueryKey(organizationId, formId), queryFn: () => getReportForm(organizationId, formId) });
}

export function useReportForm(organizationId: string, formId: string) {
  return useQuery(getReportFormQueryOptions(organizationId, formId));
}
