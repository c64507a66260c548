import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { Organization } from '@front-office/shared/core';

// Other remotes read the same key through the one shared query client, so the cached value
// stays the server's answer as is; ordering is left to each view (a `select`).
export const organizationsQueryKey = ['organizations'] as const;

export function getOrganizations(): Promise<Organization[]> {
  return apiRequest<Organization[]>('/api/organizations');
}

export function getOrganizationsQueryOptions() {
  return queryOptions({ queryKey: organizationsQueryKey, queryFn: getOrganizations });
}

export function useOrganizations<TData = Organization[]>(
  options: { enabled?: boolean; select?: (organizations: Organization[]) => TData } = {},
) {
  return useQuery({ queryKey: organizationsQueryKey, queryFn: getOrganizations, ...options });
}
