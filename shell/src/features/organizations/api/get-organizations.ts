import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { Organization } from '@front-office/shared/core';

export const organizationsQueryKey = ['organizations'] as const;

export function getOrganizations(): Promise<Organization[]> {
  return apiRequest<Organization[]>('/api/organizations');
}

export function organizationsQueryOptions() {
  return queryOptions({ queryKey: organizationsQueryKey, queryFn: getOrganizations });
}

export function useOrganizations(isEnabled = true) {
  return useQuery({ ...organizationsQueryOptions(), enabled: isEnabled });
}
