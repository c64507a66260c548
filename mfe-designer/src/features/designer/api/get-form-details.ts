import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { FormDetailsResponse } from '@front-office/shared/core';

// Under the forms list's ['forms', orgId] prefix, so invalidating an organization's forms
// also refreshes the details of each.
export function formDetailsQueryKey(organizationId: string, formId: string) {
  return ['forms', organizationId, 'details', formId] as const;
}

export function getFormDetails(organizationId: string, formId: string): Promise<FormDetailsResponse> {
  return apiRequest<FormDetailsResponse>(
    `/api/organizations/${encodeURIComponent(organizationId)}/forms/${encodeURIComponent(formId)}/details`,
  );
}

export function getFormDetailsQueryOptions(organizationId: string, formId: string) {
  return queryOptions({
    queryKey: formDetailsQueryKey(organizationId, formId),
    queryFn: () => getFormDetails(organizationId, formId),
  });
}

export function useFormDetails(organizationId: string, formId: string) {
  return useQuery(getFormDetailsQueryOptions(organizationId, formId));
}
