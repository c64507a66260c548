import { addField, newField, translationStates } from '@front-office/shared/core';
import type { FormContent } from '@front-office/shared/core';
import { createDesignerStore, designerReducer, initialDesignerState, isDirty } from './designer-state';
import type { DesignerAction, Draft } from './designer-state';

const content: FormContent = { steps: [{ id: 's1', name: [], sections: [{ id: 'a', name: [], multiple: false, visible: true, fields: [] }] }], rules: [] };
// The reducer never reads the settings: any value stands for them.
const draft: Draft = { content, name: [{ culture: 'en', value: 'Camp' }], localizations: ['en'], settings: {} as Draft['settings'] };

function withField(base: Draft, id: string): Draft {
  const result = addField(base.content, 's1', newField('Text', id, ['en']));
  if (!result.ok) throw new Error(result.error);
  return { ...base, content: result.content };
}

describe('the designer state: undo/redo of every change, unsaved changes, selection', () => {
  it('a change selects the new field; undo removes it and clears the selection; redo brings it back', () => {
    let state = initialDesignerState(draft, 1, 'en');
    expect(state.stepId).toBe('s1');
    state = designerReducer(state, { type: 'change', draft: withField(draft, 'f1'), fieldId: 'f1' });
    expect(state.fieldId).toBe('f1');
    expect(isDirty(state)).toBe(true);
    state = designerReducer(state, { type: 'undo' });
    expect(state.fieldId).toBeNull();
    expect(isDirty(state)).toBe(false);
    state = designerReducer(state, { type: 'redo' });
    expect(state.history.present.content.steps[0]!.sections[0]!.fields.map((field) => field.id)).toEqual(['f1']);
  });

  it('after a save the form is clean and the version moves on', () => {
    let state = designerReducer(initialDesignerState(draft, 1, 'en'), { type: 'change', draft: withField(draft, 'f1') });
    state = designerReducer(state, { type: 'saved', version: 2, draft: state.history.present });
    expect(isDirty(state)).toBe(false);
    expect(state.version).toBe(2);
  });

  it('undoing an added language goes back to a language the form has', () => {
    let state = designerReducer(initialDesignerState(draft, 1, 'en'), { type: 'change', draft: { ...draft, localizations: ['en', 'fr'] }, language: 'fr' });
    expect(state.language).toBe('fr');
    state = designerReducer(state, { type: 'undo' });
    expect(state.language).toBe('en');
  });
});

describe('the Payment tab: chosen among the step tabs, left for the step of a newly selected field', () => {
  const twoFields = withField(withField(draft, 'f1'), 'f2');
  const withStep: Draft = { ...twoFields, content: { ...twoFields.content, steps: [...twoFields.content.steps, { id: 's2', name: [], sections: [] }] } };
  // The form has fields f1 and f2; f1 is selected (its panel open) and the Payment tab is chosen.
  const onPaymentTab = () => {
    const state = designerReducer(designerReducer(initialDesignerState(draft, 1, 'en'), { type: 'change', draft: twoFields, fieldId: 'f1' }), { type: 'selectPaymentTab' });
    expect(state).toMatchObject({ paymentTab: true, stepId: 's1', fieldId: 'f1' });
    return state;
  };

  it('opens on the first step, not the Payment tab', () => {
    expect(initialDesignerState(draft, 1, 'en').paymentTab).toBe(false);
  });

  it.each<[string, DesignerAction, boolean]>([
    ['adding a field from the toolbox leaves the Payment tab', { type: 'change', draft: withField(twoFields, 'f3'), fieldId: 'f3' }, false],
    ['choosing another field leaves the Payment tab', { type: 'selectField', fieldId: 'f2' }, false],
    ['choosing a step tab leaves the Payment tab', { type: 'selectStep', stepId: 's1' }, false],
    ['closing the field panel keeps the Payment tab', { type: 'selectField', fieldId: null }, true],
    ['typing in the Payment tab or the field panel keeps the Payment tab', { type: 'change', draft: { ...twoFields, name: [{ culture: 'en', value: 'Camp 2026' }] }, key: 'name' }, true],
    ['adding a step keeps the Payment tab', { type: 'change', draft: withStep, stepId: 's2', fieldId: null }, true],
    ['undoing the added fields keeps the Payment tab', { type: 'undo' }, true],
    ['choosing another language keeps the Payment tab', { type: 'selectLanguage', language: 'fr' }, true],
  ])('%s', (_name, action, paymentTab) => {
    expect(designerReducer(onPaymentTab(), action).paymentTab).toBe(paymentTab);
  });
});

describe('issue 22 §1: the designer keeps the edit log of the translations', () => {
  const bilingual: Draft = {
    content: { steps: [{ id: 's1', name: [{ culture: 'en', value: 'You' }, { culture: 'fr', value: 'Vous' }], sections: [] }], rules: [] },
    name: [{ culture: 'en', value: 'Camp' }, { culture: 'fr', value: 'Camp' }],
    localizations: ['en', 'fr'],
    settings: { emailText: '' } as Draft['settings'],
  };
  const renamed = (en: string, fr: string): Draft => ({ ...bilingual, content: { ...bilingual.content, steps: [{ ...bilingual.content.steps[0]!, name: [{ culture: 'en', value: en }, { culture: 'fr', value: fr }] }] } });

  it('an English edit marks the text, a save keeps the mark, undo removes what it marked', () => {
    let state = initialDesignerState(bilingual, 1, 'en');
    state = designerReducer(state, { type: 'change', draft: renamed('About you', 'Vous') });
    expect(state.translations['steps[s1].name']).toEqual({ changed: ['en'], before: bilingual.content.steps[0]!.name });
    state = designerReducer(state, { type: 'saved', version: 2, draft: state.history.present });
    expect(Object.keys(state.translations)).toEqual(['steps[s1].name']);
    const stateOfName = () => translationStates(state.history.present, ['en', 'fr'], state.translations).find((entry) => entry.path === 'steps[s1].name')!.state;
    expect(stateOfName()).toBe('stale');
    state = designerReducer(state, { type: 'change', draft: renamed('About you', 'À propos de vous') });
    expect(stateOfName()).toBe('done');
    state = designerReducer(state, { type: 'undo' });
    expect(stateOfName()).toBe('stale');
    state = designerReducer(state, { type: 'undo' });
    expect(state.history.present).toBe(bilingual);
    expect(stateOfName()).toBe('done');
  });
});

describe('the designer store: the state outside React that each part of the page subscribes to', () => {
  it('applies actions through the reducer, tells its subscribers of each change, and stays silent when nothing changed', () => {
    const store = createDesignerStore(initialDesignerState(draft, 1, 'en'));
    const heard: string[] = [];
    const unsubscribe = store.subscribe(() => heard.push(store.getState().fieldId ?? 'none'));
    store.dispatch({ type: 'change', draft: withField(draft, 'f1'), fieldId: 'f1' });
    expect(store.getState().history.present.content.steps[0]!.sections[0]!.fields.map((field) => field.id)).toEqual(['f1']);
    // Redo with nothing to redo changes nothing: no one is told.
    store.dispatch({ type: 'redo' });
    store.dispatch({ type: 'undo' });
    expect(heard).toEqual(['f1', 'none']);
    unsubscribe();
    store.dispatch({ type: 'redo' });
    expect(heard).toHaveLength(2);
    expect(store.getState().fieldId).toBeNull();
  });
});
