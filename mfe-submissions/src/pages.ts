import type { ComponentType } from 'react';
import { addTranslations, withPreload } from '@front-office/shared/platform';
import type { PagePreloadContext } from '@front-office/shared/platform';
import { getSubmissionsQueryOptions } from './features/submissions/api/get-submissions';
import { SubmissionDetailPage } from './features/submissions/components/submission-detail-page';
import { SubmissionsListPage } from './features/submissions/components/submissions-list-page';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { filterFromParams } from './features/submissions/utils/list-params';

addTranslations(NAMESPACE, { fr, en });

// Issue 13 §5: the shell prefetches the list's page while this code loads (one loading state).
function preloadSubmissionsList({ organizationId, params, searchParams, queryClient }: PagePreloadContext): Promise<void> {
  const { formId } = params;
  if (!formId) return Promise.resolve();
  return queryClient.prefetchQuery(getSubmissionsQueryOptions(organizationId, formId, filterFromParams(searchParams)));
}

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  SubmissionsList: withPreload(SubmissionsListPage, preloadSubmissionsList),
  SubmissionDetail: SubmissionDetailPage,
} satisfies Record<string, ComponentType>;

export default pages;
