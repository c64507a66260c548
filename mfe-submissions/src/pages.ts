import type { ComponentType } from 'react';
import { addTranslations } from '@front-office/shared/platform';
import { SubmissionDetailPage } from './features/submissions/components/submission-detail-page';
import { SubmissionsListPage } from './features/submissions/components/submissions-list-page';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';

addTranslations(NAMESPACE, { fr, en });

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  SubmissionsList: SubmissionsListPage,
  SubmissionDetail: SubmissionDetailPage,
} satisfies Record<string, ComponentType>;

export default pages;
