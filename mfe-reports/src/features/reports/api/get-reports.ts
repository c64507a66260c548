import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import { reportsPath } from './paths';
import type { SavedReport } from './types';

export const reportsQueryKey = (organizationId: string, formId: string) => ['organizations', organizationId, 'forms', formId, 'reports'] as const;

/** GET …/forms/{formId}/reports (spec 001 §7): the saved reports by name. */
export function getReports(organizationId: string, formId: string): Promise<SavedReport[]> {
  return apiRequest<SavedReport[]>(reportsPath(organizationId, formId));
}

export function getReportsQueryOptions(organizationId: string, formId: string) {
  return queryOptions({ queryKey: reportsQueryKey(organizationId, formId), queryFn: () => getReports(organizationId, formId) });
}

export function useReports(organizationId: string, formId: string) {
  return useQuery(getReportsQueryOptions(organizationId, formId));
}
