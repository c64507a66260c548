import { apiRequest, infiniteQueryOptions, useInfiniteQuery } from '@front-office/shared/platform';
import type { FormTemplate, ListResponse } from '@front-office/shared/core';
import { PAGE_SIZE } from '@front-office/shared/core';

/** One cache for the forms list's dialog and the designer's create page (the shared query client). */
export function templatesQueryKey(organizationId: string) {
  return ['templates', organizationId] as const;
}

/**
 * GET …/templates, one page (spec 001 §7 only says "templates": a bare list is read as one
 * complete page, so either shape works).
 */
export async function getTemplates(organizationId: string, page: number): Promise<ListResponse<FormTemplate>> {
  const answer = await apiRequest<ListResponse<FormTemplate> | FormTemplate[]>(`/api/organizations/${encodeURIComponent(organizationId)}/templates`, {
    query: { page, pageSize: PAGE_SIZE.templates },
  });
  return Array.isArray(answer) ? { data: answer, totalCount: answer.length } : answer;
}

export function getTemplatesQueryOptions(organizationId: string) {
  return infiniteQueryOptions({
    queryKey: templatesQueryKey(organizationId),
    queryFn: ({ pageParam }) => getTemplates(organizationId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < lastPage.totalCount && lastPage.data.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

export function useTemplates(organizationId: string) {
  return useInfiniteQuery(getTemplatesQueryOptions(organizationId));
}
