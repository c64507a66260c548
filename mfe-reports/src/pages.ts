import type { ComponentType } from 'react';
import { addTranslations, withPreload } from '@front-office/shared/platform';
import type { PagePreloadContext } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { getReportFormsQueryOptions } from './features/reports/api/get-report-forms';
import { ReportEditorPage } from './features/reports/components/report-editor-page';
import { ReportsHomePage } from './features/reports/components/reports-home-page';
import { SavedReportsPage } from './features/reports/components/saved-reports-page';

addTranslations(NAMESPACE, { fr, en });

// Issue 13 §5: the shell prefetches the first page of forms while this code loads (one loading state).
function preloadReportsHome({ organizationId, queryClient }: PagePreloadContext): Promise<void> {
  return queryClient.prefetchQuery(getReportFormsQueryOptions(organizationId, 1));
}

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  ReportsHome: withPreload(ReportsHomePage, preloadReportsHome),
  SavedReports: SavedReportsPage,
  ReportEditor: ReportEditorPage,
} satisfies Record<string, ComponentType>;

export default pages;
