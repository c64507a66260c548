import { createContext, useContext } from 'react';
import type { DesignerResult, Form, FormContent, Language } from '@front-office/shared/core';
import type { DesignerAction, Draft } from '../state/designer-state';

/** Stable callbacks and rights the designer's parts share (the value never changes during a session). */
export interface DesignerApi {
  form: Form;
  canUpdate: boolean;
  canDelete: boolean;
  dispatch(action: DesignerAction): void;
  /** Applies a content operation to the present draft; a refusal shows its notice. Returns whether it applied. */
  applyContent(operation: (content: FormContent) => DesignerResult | FormContent, options?: { key?: string; stepId?: string | null; fieldId?: string | null }): boolean;
  /** Applies a change to the whole draft (name, languages). */
  applyDraft(change: (draft: Draft) => Draft, options?: { key?: string; language?: Language }): void;
  /** The present draft, read when a callback runs. */
  current(): Draft;
}

const DesignerContext = createContext<DesignerApi | null>(null);

export const DesignerProvider = DesignerContext.Provider;

export function useDesigner(): DesignerApi {
  const api = useContext(DesignerContext);
  if (!api) throw new Error('useDesigner needs a DesignerProvider');
  return api;
}
