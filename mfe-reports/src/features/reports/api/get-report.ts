import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import { reportsPath } from './paths';
import { reportsQueryKey } from './get-reports';
import type { SavedReport } from './types';

export const reportQueryKey = (organizationId: string, formId: string, reportId: string) => [...reportsQueryKey(organizationId, formId), reportId] as const;

/** GET …/reports/{reportId} (spec 001 §7). */
export function getReport(organizationId: string, formId: string, reportId: string): Promise<SavedReport> {
  return apiRequest<SavedReport>(`${reportsPath(organizationId, formId)}/${encodeURIComponent(reportId)}`);
}

export function getReportQueryOptions(organizationId: string, formId: string, reportId: string) {
  return queryOptions({ queryKey: reportQueryKey(organizationId, formId, reportId), queryFn: () => getReport(organizationId, formId, reportId) });
}

/** The report of the editor's edit mode; idle in create mode (no id). */
export function useReport(organizationId: string, formId: string, reportId: string | undefined) {
  return useQuery({ ...getReportQueryOptions(organizationId, formId, reportId ?? ''), enabled: reportId !== undefined });
}
