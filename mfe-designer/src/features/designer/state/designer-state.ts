import { canRedo, canUndo, createHistory, recordHistory, redoHistory, trackTranslations, undoHistory } from '@front-office/shared/core';
import type { FormContent, FormSettings, History, Language, LocalizedText, TranslationMarks } from '@front-office/shared/core';

/** What the designer edits and undoes: the content, the name, the languages and the settings (issue 10). */
export interface Draft {
  content: FormContent;
  name: LocalizedText;
  localizations: Language[];
  settings: FormSettings;
}

export interface DesignerState {
  history: History<Draft>;
  /** The draft as last saved (or loaded): unsaved changes and one-language edits compare with it. */
  saved: Draft;
  /** The stored version the next save is made on. */
  version: number;
  stepId: string | null;
  fieldId: string | null;
  language: Language;
  /** The Payment tab is chosen instead of the step (it shows while payment is enabled). */
  paymentTab: boolean;
  /** Texts changed in some languages only since the designer opened, kept across saves (README: Languages). */
  translations: TranslationMarks;
}

export type DesignerAction =
  | { type: 'change'; draft: Draft; key?: string; stepId?: string | null; fieldId?: string | null; language?: Language }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'selectStep'; stepId: string | null }
  | { type: 'selectField'; fieldId: string | null }
  | { type: 'selectLanguage'; language: Language }
  | { type: 'selectPaymentTab' }
  | { type: 'saved'; version: number; draft: Draft };

export function initialDesignerState(draft: Draft, version: number, language: Language): DesignerState {
  return {
    history: createHistory(draft),
    saved: draft,
    version,
    stepId: draft.content.steps[0]?.id ?? null,
    fieldId: null,
    paymentTab: false,
    translations: {},
    language: draft.localizations.includes(language) ? language : (draft.localizations[0] ?? language),
  };
}

/** Keeps the selection pointing at things that exist after an undo or redo. */
function reselect(state: DesignerState): DesignerState {
  const { content, localizations } = state.history.present;
  const stepId = content.steps.some((step) => step.id === state.stepId) ? state.stepId : (content.steps[0]?.id ?? null);
  const fieldExists = state.fieldId !== null && content.steps.some((step) => step.sections.some((section) => section.fields.some((field) => field.id === state.fieldId)));
  const language = localizations.includes(state.language) ? state.language : (localizations[0] ?? state.language);
  return { ...state, stepId, fieldId: fieldExists ? state.fieldId : null, language };
}

/** A field newly selected (added from the toolbox, or chosen) shows its step again, not the Payment tab. */
function leavePaymentTabForField(previous: DesignerState, next: DesignerState): DesignerState {
  return next.paymentTab && next.fieldId !== null && next.fieldId !== previous.fieldId ? { ...next, paymentTab: false } : next;
}

/** Every change of the present draft, undo and redo included, goes through the edit log of the translations. */
function tracked(previous: DesignerState, next: DesignerState): DesignerState {
  const before = previous.history.present;
  const after = next.history.present;
  if (before === after) return next;
  const translations = trackTranslations(previous.translations, before, after, after.localizations.filter((language) => before.localizations.includes(language)));
  return translations === next.translations ? next : { ...next, translations };
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  return tracked(state, reduce(state, action));
}

function reduce(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'change':
      return leavePaymentTabForField(
        state,
        reselect({
          ...state,
          history: recordHistory(state.history, action.draft, action.key === undefined ? {} : { key: action.key }),
          stepId: action.stepId === undefined ? state.stepId : action.stepId,
          fieldId: action.fieldId === undefined ? state.fieldId : action.fieldId,
          language: action.language ?? state.language,
        }),
      );
    case 'undo':
      return canUndo(state.history) ? reselect({ ...state, history: undoHistory(state.history) }) : state;
    case 'redo':
      return canRedo(state.history) ? reselect({ ...state, history: redoHistory(state.history) }) : state;
    case 'selectStep':
      return { ...state, stepId: action.stepId, fieldId: null, paymentTab: false };
    case 'selectField':
      return leavePaymentTabForField(state, { ...state, fieldId: action.fieldId });
    case 'selectLanguage':
      return { ...state, language: action.language };
    case 'selectPaymentTab':
      return { ...state, paymentTab: true };
    case 'saved':
      // The saved draft stays the present one; a new key stops typing from merging across a save.
      return { ...state, version: action.version, saved: action.draft, history: { ...state.history, key: undefined } };
  }
}

export const isDirty = (state: DesignerState): boolean => state.history.present !== state.saved;

/**
 * The designer's state outside React: each part of the page subscribes to the slice it shows
 * (`useDesignerState`), so a keystroke re-renders the edited card and the panel, not the page,
 * and the drag and drop context above the canvas does not render again.
 */
export interface DesignerStore {
  getState(): DesignerState;
  dispatch(action: DesignerAction): void;
  subscribe(listener: () => void): () => void;
}

export function createDesignerStore(initial: DesignerState): DesignerStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = designerReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
