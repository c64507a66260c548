import type { Dashboard, DashboardTransaction, LocalizedText, WeekAmount } from '@front-office/shared/core';
import { apiRequest, useQuery } from '@front-office/shared/platform';
import type { Period } from './period';

export type { DashboardTransaction, WeekAmount };
/** GET /api/organizations/:orgId/dashboard. */
export type DashboardFigures = Dashboard;

/** The browser's time zone: the days the server counts are the ones the user lives in. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function useDashboard(organizationId: string, period: Period, formId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', organizationId, period.from, period.to, formId],
    queryFn: ({ signal }) =>
      apiRequest<DashboardFigures>(`/api/organizations/${organizationId}/dashboard`, { query: { from: period.from, to: period.to, formId, timeZone: timeZone() }, signal }),
    enabled,
  });
}

interface FormOption {
  id: string;
  name: LocalizedText | string;
}

/** The organization's forms for the form filter (FORM read; the first 100, last modified first). */
export function useDashboardForms(organizationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard-forms', organizationId],
    queryFn: ({ signal }) => apiRequest<{ data: FormOption[] }>(`/api/organizations/${organizationId}/forms`, { query: { page: 1, pageSize: 100 }, signal }),
    select: (list) => list.data,
    enabled,
  });
}
