import type { ComponentType } from 'react';
import { addTranslations } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { DesignerPage } from './features/designer/components/designer-page';
import { CreateFormPage } from './features/create-form/components/create-form-page';

addTranslations(NAMESPACE, { fr, en });

const CreateForm = CreateFormPage;
const EditForm = DesignerPage;

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  CreateForm,
  EditForm,
} satisfies Record<string, ComponentType>;

export default pages;
