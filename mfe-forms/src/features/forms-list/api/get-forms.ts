import { apiRequest, queryOptions, useQuery } from '@front-office/shared/platform';
import type { FormSummary, ListResponse } from '@front-office/shared/core';
import { PAGE_SIZE } from '@front-office/shared/core';

/** Every page of one organization's forms lives under this key, so a mutation refreshes them all. */
export function formsQueryKey(organizationId: string) {
  return ['forms', organizationId] as const;
}

export function getForms(organizationId: string, page: number): Promise<ListResponse<FormSummary>> {
  return apiRequest<ListResponse<FormSummary>>(`/api/organizations/${encodeURIComponent(organizationId)}/forms`, {
    query: { page, pageSize: PAGE_SIZE.forms },
  });
}

export function getFormsQueryOptions(organizationId: string, page: number) {
  return queryOptions({
    queryKey: [...formsQueryKey(organizationId), { page }] as const,
    queryFn: () => getForms(organizationId, page),
    // Keeps the current rows on screen while the next page of the same organization loads,
    // instead of a flash of spinner; never another organization's rows (issue 13 §4).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === organizationId ? previous : undefined,
  });
}

export function useForms(organizationId: string, page: number) {
  return useQuery(getFormsQueryOptions(organizationId, page));
}
