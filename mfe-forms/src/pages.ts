import { lazy } from 'react';
import type { ComponentType } from 'react';
import { addTranslations, withPreload } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { FormsListPage, preloadFormsList } from './features/forms-list/components/forms-list-page';

addTranslations(NAMESPACE, { fr, en });

// The shell preloads the first page of forms while this code loads (issue 13 §5).
const FormsList = withPreload(FormsListPage, preloadFormsList);
// The public form's pages are their own chunks (with the renderer and DOMPurify): the forms list,
// the first page after sign-in, does not download them (issue 13 §5). The shell's Suspense
// boundary shows the same loading state while they load.
const FormPreview = lazy(async () => ({ default: (await import('./features/public-form/pages/form-preview-page')).FormPreviewPage }));
const PublicEmbed = lazy(async () => ({ default: (await import('./features/public-form/pages/public-embed-page')).PublicEmbedPage }));
const Confirmation = lazy(async () => ({ default: (await import('./features/public-form/pages/confirmation-page')).ConfirmationPage }));

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  FormsList,
  FormPreview,
  PublicEmbed,
  Confirmation,
} satisfies Record<string, ComponentType>;

export default pages;
