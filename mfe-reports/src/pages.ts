import type { ComponentType } from 'react';
import { addTranslations, temporaryAreaPage } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';

addTranslations(NAMESPACE, { fr, en });

const ReportsHome = temporaryAreaPage(NAMESPACE, 'ReportsHome');
const SavedReports = temporaryAreaPage(NAMESPACE, 'SavedReports');
const ReportEditor = temporaryAreaPage(NAMESPACE, 'ReportEditor');

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  ReportsHome,
  SavedReports,
  ReportEditor,
} satisfies Record<string, ComponentType>;

export default pages;
