import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@front-office/shared/platform';
import type { FormRendererModule } from '@front-office/shared/platform';
import { localizedValue } from '@front-office/shared/core';
import type { Field, Language } from '@front-office/shared/core';
import { NAMESPACE } from '../../i18n/namespace';
import { observeNear } from './near-screen';
import { useFormRenderer } from './use-form-renderer';

type Translate = ReturnType<typeof useTranslation>['t'];

interface CanvasValue {
  /** The designer's texts, read once for the canvas: a `useTranslation` per card weighed on opening 300 fields. */
  t: Translate;
  renderer: FormRendererModule | undefined;
  rendererFailed: boolean;
}

const CanvasContext = createContext<CanvasValue | null>(null);

/** What every card of the canvas shares: the texts and mfe-forms' renderer (one query for the page). */
export function CanvasProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const renderer = useFormRenderer();
  const value = useMemo<CanvasValue>(() => ({ t, renderer: renderer.data, rendererFailed: renderer.isError }), [t, renderer.data, renderer.isError]);
  return <CanvasContext.Provider value={value}>{children}</CanvasContext.Provider>;
}

export function useCanvas(): CanvasValue {
  const value = useContext(CanvasContext);
  if (!value) throw new Error('useCanvas needs a CanvasProvider');
  return value;
}

/** A preview's height before it was ever rendered: about a label and an input. */
const ESTIMATED_HEIGHT = '3.5rem';

/** Previews render within one screen height of the viewport. */
const PREVIEW_MARGIN = '100% 0px';

/**
 * One field as the public form renders it, through mfe-forms' federated renderer, while it is
 * near the screen (`eager`: from the first render, for the fields of the first screen). Farther
 * away it is a placeholder of the height it last had, holding the field's label: the page keeps
 * its length and a search in the page still finds every field. The card around it (its move,
 * resize, edit and delete buttons) is always there, so the keyboard reaches every field.
 */
export function FieldPreviewSlot({ field, language, eager = false }: { field: Field; language: Language; eager?: boolean }) {
  const { t, renderer, rendererFailed } = useCanvas();
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (tests, old browsers) every preview is rendered.
  const [place, setPlace] = useState(() => ({ near: eager || typeof IntersectionObserver === 'undefined', height: 0 }));
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    return observeNear(element, PREVIEW_MARGIN, (near, height) => setPlace((previous) => (previous.near === near ? previous : { near, height: near ? previous.height : height })));
  }, []);
  let body: ReactNode;
  if (!place.near) body = <div style={{ minHeight: place.height > 0 ? `${place.height}px` : ESTIMATED_HEIGHT }}>{localizedValue(field.text, language)}</div>;
  else if (renderer) body = <renderer.FieldPreview field={field} language={language} />;
  else if (rendererFailed) body = <span role="note">{t('canvas.rendererUnavailable', { type: field.type })}</span>;
  else body = <span aria-busy="true">{t('canvas.rendererLoading')}</span>;
  return (
    <div ref={ref} data-preview-slot="" data-preview-near={place.near || undefined}>
      {body}
    </div>
  );
}

/** The renderer's styles, once per page. */
export function RendererStyles() {
  const renderer = useFormRenderer();
  return renderer.data ? <renderer.data.FormRendererStyles /> : null;
}
