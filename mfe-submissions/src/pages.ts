import type { ComponentType } from 'react';
import { addTranslations } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { temporaryPage } from './features/area-preview/components/area-preview-page';

addTranslations(NAMESPACE, { fr, en });

const SubmissionsList = temporaryPage('SubmissionsList');
const SubmissionDetail = temporaryPage('SubmissionDetail');

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  SubmissionsList,
  SubmissionDetail,
} satisfies Record<string, ComponentType>;

export default pages;
