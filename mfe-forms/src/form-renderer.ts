// The federated `./form-renderer` module: the public form's renderer for other remotes (the
// designer's canvas, the submission detail page). API in README.md ("Exposes").
import { addTranslations } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';

addTranslations(NAMESPACE, { fr, en });

export { FieldPreview, SubmissionAnswers } from './features/form-renderer/form-renderer';
export type { FieldPreviewProps, SubmissionAnswersProps } from './features/form-renderer/form-renderer';
export { FormRendererStyles } from './features/form-renderer/renderer-styles';
