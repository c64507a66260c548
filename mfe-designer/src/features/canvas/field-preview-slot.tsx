import { useTranslation } from '@front-office/shared/platform';
import type { Field, Language } from '@front-office/shared/core';
import { NAMESPACE } from '../../i18n/namespace';
import { useFormRenderer } from './use-form-renderer';

/** One field as the public form renders it, through mfe-forms' federated renderer. */
export function FieldPreviewSlot({ field, language }: { field: Field; language: Language }) {
  const { t } = useTranslation(NAMESPACE);
  const renderer = useFormRenderer();
  if (renderer.data) return <renderer.data.FieldPreview field={field} language={language} />;
  if (renderer.isError) return <span role="note">{t('canvas.rendererUnavailable', { type: field.type })}</span>;
  return <span aria-busy="true">{t('canvas.rendererLoading')}</span>;
}

/** The renderer's styles, once per page. */
export function RendererStyles() {
  const renderer = useFormRenderer();
  return renderer.data ? <renderer.data.FormRendererStyles /> : null;
}
