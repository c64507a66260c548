import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FormTemplate, ListResponse } from '@front-office/shared/core';
import { PAGE_SIZE } from '@front-office/shared/core';
import { apiRequest } from '@front-office/shared/platform';

/** Same key as the forms list's dialog: both remotes read one cache through the shared query client. */
export function templatesQueryKey(organizationId: string) {
  return ['templates', organizationId] as const;
}

export async function getTemplates(organizationId: string, page: number): Promise<ListResponse<FormTemplate>> {
  return apiRequest<ListResponse<FormTemplate>>(`/api/organizations/${encodeURIComponent(organizationId)}/templates`, { query: { page, pageSize: PAGE_SIZE.templates } });
}

export function useTemplates(organizationId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: templatesQueryKey(organizationId),
      queryFn: ({ pageParam }) => getTemplates(organizationId, pageParam),
      initialPageParam: 1,
      getNextPageParam: (lastPage, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
        return loaded < lastPage.totalCount && lastPage.data.length > 0 ? pages.length + 1 : undefined;
      },
    }),
  );
}
