import { apiRequest, keepPreviousData, queryOptions, useQuery } from '@front-office/shared/platform';
import type { ListResponse } from '@front-office/shared/core';
import { reportFormsPath } from './paths';
import type { ReportForm } from './types';

export const REPORT_FORMS_PAGE_SIZE = 20;

export const reportFormsQueryKey = (organizationId: string, page: number) => ['organizations', organizationId, 'report-forms', page] as const;

/** GET …/reports/forms: the organization's forms with their report counts. */
export function getReportForms(organizationId: string, page: number): Promise<ListResponse<ReportForm>> {
  return apiRequest<ListResponse<ReportForm>>(reportFormsPath(organizationId), { query: { page, pageSize: REPORT_FORMS_PAGE_SIZE } });
}

export function getReportFormsQueryOptions(organizationId: string, page: number) {
  return queryOptions({ queryKey: reportFormsQueryKey(organizationId, page), queryFn: () => getReportForms(organizationId, page), placeholderData: keepPreviousData });
}

export function useReportForms(organizationId: string, page: number) {
  return useQuery(getReportFormsQueryOptions(organizationId, page));
}
