import { addField, newField } from '@front-office/shared/core';
import type { FormContent } from '@front-office/shared/core';
import { designerReducer, initialDesignerState, isDirty } from './designer-state';
import type { Draft } from './designer-state';

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
