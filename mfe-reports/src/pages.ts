import type { ComponentType } from 'react';
import { addTranslations } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { ReportEditorPage } from './features/reports/components/report-editor-page';
import { ReportsHomePage } from './features/reports/components/reports-home-page';
import { SavedReportsPage } from './features/reports/components/saved-reports-page';

addTranslations(NAMESPACE, { fr, en });

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  ReportsHome: ReportsHomePage,
  SavedReports: SavedReportsPage,
  ReportEditor: ReportEditorPage,
} satisfies Record<string, ComponentType>;

export default pages;
