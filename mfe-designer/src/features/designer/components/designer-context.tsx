import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { DesignerResult, Form, FormContent, Language } from '@front-office/shared/core';
import type { DesignerAction, DesignerState, Draft } from '../state/designer-state';

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
  /** The whole state now, and its changes (what `useDesignerState` subscribes to). */
  state(): DesignerState;
  subscribe(listener: () => void): () => void;
}

const DesignerContext = createContext<DesignerApi | null>(null);

export const DesignerProvider = DesignerContext.Provider;

export function useDesigner(): DesignerApi {
  const api = useContext(DesignerContext);
  if (!api) throw new Error('useDesigner needs a DesignerProvider');
  return api;
}

/**
 * A slice of the designer's state; the component renders again only when the slice changes
 * (by `equal`, identity by default). `select` must return parts of the state, not new objects,
 * unless `equal` compares them by content.
 */
export function useDesignerState<T>(select: (state: DesignerState) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const { state, subscribe } = useDesigner();
  const last = useRef<{ value: T } | null>(null);
  const snapshot = useCallback(() => {
    const next = select(state());
    if (last.current && equal(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  }, [state, select, equal]);
  return useSyncExternalStore(subscribe, snapshot);
}

export const selectPresent = (state: DesignerState): Draft => state.history.present;
export const selectLanguage = (state: DesignerState): Language => state.language;
