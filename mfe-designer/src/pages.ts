import type { ComponentType } from 'react';
import { addTranslations, temporaryAreaPage } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { EditFormPage } from './features/edit-form/components/edit-form-page';

addTranslations(NAMESPACE, { fr, en });

const CreateForm = temporaryAreaPage(NAMESPACE, 'CreateForm');
const EditForm = EditFormPage;

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  CreateForm,
  EditForm,
} satisfies Record<string, ComponentType>;

export default pages;
