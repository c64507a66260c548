import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import type { Report } from '@front-office/shared/core';
import { reportsPath } from './paths';
import { reportsQueryKey } from './get-reports';
import type { SavedReport } from './types';

/** POST …/reports (create, body `{ content, formId, culture, id }`) or POST …/reports/{id} (update), spec 001 §7. */
export function saveReport(organizationId: string, report: Report, mode: 'create' | 'update'): Promise<SavedReport> {
  const base = reportsPath(organizationId, report.formId);
  return apiRequest<SavedReport>(mode === 'create' ? base : `${base}/${encodeURIComponent(report.id)}`, { method: 'POST', body: report });
}

export function useSaveReport(organizationId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ report, mode }: { report: Report; mode: 'create' | 'update' }) => saveReport(organizationId, report, mode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey(organizationId, formId) }),
  });
}
