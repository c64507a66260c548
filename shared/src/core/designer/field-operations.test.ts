import type { FormContent } from '../types/form-model';
import { addField, deleteField, insertField, moveField, resizeField, updateField } from './field-operations';
import { newField } from './new-field';
import type { DesignerResult } from './result';
import { designerTestContent, fieldIds, ruleOn } from './test-content';

const content = designerTestContent();
const ok = (result: DesignerResult): FormContent => {
  if (!result.ok) throw new Error(result.error);
  return result.content;
};

describe('spec 001 §4: a new field goes to the last section of the selected step', () => {
  it.each([
    ['selected step s1 → its last section e', 's1', 'e'],
    ['selected step s2 → r', 's2', 'r'],
    ['no step selected → the empty step error', null, 'emptyStep'],
    ['a step without section → the empty section error', 's3', 'emptySection'],
  ])('%s', (_name, stepId, expected) => {
    const result = addField(content, stepId, newField('Numeric', 'new', ['en']));
    if (result.ok) expect(fieldIds(result.content, expected).at(-1)).toBe('new');
    else expect(result.error).toBe(expected);
  });
});

describe('issue 22 §2: a new field goes after the selected field, or where it is dropped', () => {
  it.each([
    ['after f1 (first of section a) → between f1 and f2', 's1', 'f1', 'a', ['f1', 'new', 'f2']],
    ['after f2 (last of a) → end of a', 's1', 'f2', 'a', ['f1', 'f2', 'new']],
    ['after f3 in section b', 's1', 'f3', 'b', ['f3', 'new']],
    ['the selected field is in another step → last section of the selected step', 's1', 'f4', 'e', ['new']],
    ['no field selected → last section', 's1', null, 'e', ['new']],
  ])('%s', (_name, stepId, afterId, sectionId, expected) => {
    expect(fieldIds(ok(addField(content, stepId, newField('Numeric', 'new', ['en']), afterId)), sectionId)).toEqual(expected);
  });

  it.each([
    ['at the start of a', 'a', 0, ['new', 'f1', 'f2']],
    ['in the middle of a', 'a', 1, ['f1', 'new', 'f2']],
    ['into the empty section e', 'e', 0, ['new']],
    ['past the end is the end', 'b', 9, ['f3', 'new']],
    ['into a section of another step', 'r', 0, ['new', 'f4']],
  ])('dropped %s', (_name, sectionId, index, expected) => {
    expect(fieldIds(ok(insertField(content, newField('Numeric', 'new', ['en']), sectionId, index)), sectionId)).toEqual(expected);
  });

  it('a drop on a section that no longer exists is refused', () => {
    expect(insertField(content, newField('Numeric', 'new', ['en']), 'gone', 0)).toMatchObject({ ok: false, error: 'notFound' });
  });
});

describe('spec 001 §2: fields are reordered within and between sections, also into an empty one', () => {
  it.each([
    ['within a section', 'f2', 'a', 0, { a: ['f2', 'f1'], b: ['f3'] }],
    ['to another section', 'f1', 'b', 1, { a: ['f2'], b: ['f3', 'f1'] }],
    ['to the top of another section', 'f3', 'a', 0, { a: ['f3', 'f1', 'f2'], b: [] }],
    ['into an empty section', 'f1', 'e', 0, { a: ['f2'], e: ['f1'] }],
    ['to another step', 'f4', 'a', 5, { a: ['f1', 'f2', 'f4'], r: [] }],
  ])('%s', (_name, fieldId, sectionId, index, expected) => {
    const moved = ok(moveField(content, fieldId, sectionId, index));
    for (const [section, ids] of Object.entries(expected)) expect(fieldIds(moved, section)).toEqual(ids);
  });

  it('keeps untouched steps identical (memoized canvases do not re-render)', () => {
    const moved = ok(moveField(content, 'f2', 'a', 0));
    expect(moved.steps[1]).toBe(content.steps[1]);
    expect(moved.steps[0]!.sections[1]).toBe(content.steps[0]!.sections[1]);
  });
});

describe('spec 001 §9: field size 1 to 12', () => {
  it.each([
    [12, 12],
    [1, 1],
    [0, 1],
    [13, 12],
    [4.6, 5],
  ])('resizing to %p gives %p', (size, expected) => {
    expect(ok(resizeField(content, 'f1', size)).steps[0]!.sections[0]!.fields[0]!.size).toBe(expected);
  });
});

describe('spec 001 §4: deleting a field is blocked while it is used in a rule', () => {
  const withRule = designerTestContent([ruleOn('f1', 'f3')]);
  it.each([
    ['a field no rule uses is deleted', 'f2', { ok: true }],
    ['a condition field is kept', 'f1', { ok: false, error: 'usedInRule', rules: ['Rule on f1'] }],
    ['a target field is kept', 'f3', { ok: false, error: 'usedInRule', rules: ['Rule on f1'] }],
    ['an unknown field', 'nope', { ok: false, error: 'notFound' }],
  ])('%s', (_name, fieldId, expected) => {
    const result = deleteField(withRule, fieldId);
    if (expected.ok) expect(fieldIds(ok(result), 'a')).toEqual(['f1']);
    else expect(result).toEqual(expected);
  });
});

describe('the editing panel changes properties, never the id or type', () => {
  it('updates the label and required flag', () => {
    const field = ok(updateField(content, 'f1', { required: true, text: [{ culture: 'en', value: 'Name' }], id: 'x', type: 'Rating' } as never)).steps[0]!.sections[0]!.fields[0]!;
    expect(field).toMatchObject({ id: 'f1', type: 'Text', required: true, text: [{ culture: 'en', value: 'Name' }] });
  });
});
