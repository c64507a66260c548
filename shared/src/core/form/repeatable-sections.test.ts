import type { Section } from '../types/form-model';
import { copyFieldId, parseCopyFieldId } from './copy-field-id';
import { defaultValues } from './default-values';
import { addCopy, canAddCopy, canRemoveCopy, initialCopies, removeCopy, sectionCopies } from './repeatable-sections';
import { section, testForm } from './test-form';

const content = testForm({
  sections: [
    section('kids', [{ id: 'name', type: 'Text', defaultValue: 'Kid' }, { id: 'ok', type: 'CheckBox' }, { id: 'info', type: 'StaticText' }], {
      multiple: true,
      multipleValidations: { min: 1, max: 3 },
    }),
  ],
});
const kids = content.steps[0]?.sections[0] as Section;

describe('spec 001 §3 copy ids', () => {
  test.each([
    ['name', 2, 'name@2'],
    ['a@b', 10, 'a@b@10'],
  ])('%s in copy %p is %s and parses back', (fieldId, copy, id) => {
    expect(copyFieldId(fieldId, copy)).toBe(id);
    expect(parseCopyFieldId(id)).toEqual({ fieldId, copy });
  });

  test('a plain id has no copy', () => {
    expect(parseCopyFieldId('name')).toEqual({ fieldId: 'name', copy: null });
  });
});

describe('spec 001 §4 repeatable sections', () => {
  test('initial copies are min, or the number found in existing data', () => {
    expect(initialCopies(kids, {})).toBe(1);
    expect(initialCopies(kids, { 'name@1': 'a', 'name@4': 'b' })).toBe(2);
    expect(defaultValues(content)).toEqual({ 'name@1': 'Kid', 'ok@1': false });
  });

  test('a copy may be added up to max, with fresh ids and default values', () => {
    let values = defaultValues(content);
    const second = addCopy(kids, { ...values, 'name@1': 'Ana' });
    expect(second).toEqual({ copy: 2, values: { 'name@1': 'Ana', 'ok@1': false, 'name@2': 'Kid', 'ok@2': false } });
    values = second?.values ?? values;
    values = addCopy(kids, values)?.values ?? values;
    expect(sectionCopies(kids, values)).toEqual([1, 2, 3]);
    expect(canAddCopy(kids, values)).toBe(false);
    expect(addCopy(kids, values)).toBeNull();
  });

  test('a copy may be removed down to min and its values are cleared; ids are not reused', () => {
    const values = { 'name@1': 'A', 'ok@1': true, 'name@2': 'B', 'ok@2': false };
    const removed = removeCopy(kids, values, 1);
    expect(removed).toEqual({ 'name@2': 'B', 'ok@2': false });
    expect(removed && canRemoveCopy(kids, removed)).toBe(false);
    expect(removed && removeCopy(kids, removed, 2)).toBeNull();
    expect(removeCopy(kids, values, 7)).toBeNull();
    expect(removed && addCopy(kids, removed)?.copy).toBe(3);
  });
});
