import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { PermissionEntry } from '@front-office/shared/core';

export function organizationRightsQueryKey(organizationId: string) {
  return ['organizations', organizationId, 'security'] as const;
}

export function getOrganizationRights(organizationId: string): Promise<PermissionEntry[]> {
  return apiRequest<PermissionEntry[]>(`/api/security/organizations/${encodeURIComponent(organizationId)}`);
}

export function organizationRightsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationRightsQueryKey(organizationId),
    queryFn: () => getOrganizationRights(organizationId),
    // Rights decide what the menu and guards show: never serve them stale after a switch.
    staleTime: 0,
  });
}

export function useOrganizationRights(organizationId: string | null) {
  return useQuery({ ...organizationRightsQueryOptions(organizationId ?? ''), enabled: organizationId !== null });
}
