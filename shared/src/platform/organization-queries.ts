import type { Organization, PermissionEntry } from '@front-office/shared/core';
import { apiRequest } from './api-client';
import { queryOptions, useQuery } from './libraries';

// The organizations and their rights (spec 000 §7), read by the shell (cold start, organization
// gate, switcher) and mfe-auth-org (chooser, creation): one key each, so both share one cache entry.

export const organizationsQueryKey = ['organizations'] as const;

/** GET /api/organizations: the cached value is the server's answer as is; each view orders it (a `select`). */
export function getOrganizations(): Promise<Organization[]> {
  return apiRequest<Organization[]>('/api/organizations');
}

export function organizationsQueryOptions() {
  return queryOptions({ queryKey: organizationsQueryKey, queryFn: getOrganizations });
}

export function useOrganizations<TData = Organization[]>(options: { enabled?: boolean; select?: (organizations: Organization[]) => TData } = {}) {
  return useQuery({ queryKey: organizationsQueryKey, queryFn: getOrganizations, ...options });
}

export function organizationRightsQueryKey(organizationId: string) {
  return ['organizations', organizationId, 'security'] as const;
}

/** GET /api/security/organizations/{orgId}: the signed-in user's rights in it. */
export function getOrganizationRights(organizationId: string): Promise<PermissionEntry[]> {
  return apiRequest<PermissionEntry[]>(`/api/security/organizations/${encodeURIComponent(organizationId)}`);
}

export function organizationRightsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationRightsQueryKey(organizationId),
    queryFn: () => getOrganizationRights(organizationId),
    // Rights decide what the menu and the guards show: always asked again when an organization is
    // chosen, switched to or restored, never served stale.
    staleTime: 0,
  });
}

/** The rights in an organization; nothing is asked while `organizationId` is null. */
export function useOrganizationRights(organizationId: string | null) {
  return useQuery({ ...organizationRightsQueryOptions(organizationId ?? ''), enabled: organizationId !== null });
}
