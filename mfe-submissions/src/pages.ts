import type { ComponentType } from 'react';
import { addTranslations, temporaryAreaPage } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';

addTranslations(NAMESPACE, { fr, en });

const SubmissionsList = temporaryAreaPage(NAMESPACE, 'SubmissionsList');
const SubmissionDetail = temporaryAreaPage(NAMESPACE, 'SubmissionDetail');

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  SubmissionsList,
  SubmissionDetail,
} satisfies Record<string, ComponentType>;

export default pages;
