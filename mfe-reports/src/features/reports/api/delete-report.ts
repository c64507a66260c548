import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import { reportsPath } from './paths';
import { reportsQueryKey } from './get-reports';

/** DELETE …/reports/{id} (spec 001 §7). */
export function deleteReport(organizationId: string, formId: string, reportId: string): Promise<void> {
  return apiRequest<void>(`${reportsPath(organizationId, formId)}/${encodeURIComponent(reportId)}`, { method: 'DELETE' });
}

export function useDeleteReport(organizationId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => deleteReport(organizationId, formId, reportId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey(organizationId, formId) }),
  });
}
