import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { PermissionEntry } from '@front-office/shared/core';

export function organizationRightsQueryKey(organizationId: string) {
  return ['organizations', organizationId, 'security'] as const;
}

export function getOrganizationRights(organizationId: string): Promise<PermissionEntry[]> {
  return apiRequest<PermissionEntry[]>(`/api/security/organizations/${encodeURIComponent(organizationId)}`);
}

export function getOrganizationRightsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationRightsQueryKey(organizationId),
    queryFn: () => getOrganizationRights(organizationId),
  });
}

export function useOrganizationRights(organizationId: string) {
  return useQuery(getOrganizationRightsQueryOptions(organizationId));
}
