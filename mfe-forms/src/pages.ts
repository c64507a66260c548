import type { ComponentType } from 'react';
import { addTranslations, withPreload } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { FormsListPage, preloadFormsList } from './features/forms-list/components/forms-list-page';
import { FormPreviewPage } from './features/public-form/pages/form-preview-page';
import { PublicEmbedPage } from './features/public-form/pages/public-embed-page';
import { ConfirmationPage } from './features/public-form/pages/confirmation-page';

addTranslations(NAMESPACE, { fr, en });

// The shell preloads the first page of forms while this code loads (issue 13 §5).
const FormsList = withPreload(FormsListPage, preloadFormsList);
const FormPreview = FormPreviewPage;
const PublicEmbed = PublicEmbedPage;
const Confirmation = ConfirmationPage;

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  FormsList,
  FormPreview,
  PublicEmbed,
  Confirmation,
} satisfies Record<string, ComponentType>;

export default pages;
