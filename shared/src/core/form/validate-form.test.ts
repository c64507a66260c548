import type { FormValues } from './form-values';
import { createRulesEngine } from './rules-engine';
import { rule, section, testForm } from './test-form';
import { copiesError, validateStep, validateSubmission } from './validate-form';

const form = testForm({
  sections: [
    section('x', [
      { id: 'member', type: 'CheckBox' },
      { id: 'number', type: 'Text', required: true },
      { id: 'name', type: 'Text', required: true },
    ]),
    section('kids', [{ id: 'kid', type: 'Text', required: true }], { multiple: true }),
  ],
  rules: [rule('member-shows-number', [[['member', 'isChecked', true]]], [['number', 'isVisible']])],
});

describe('spec 001 §5 step and submission validation', () => {
  test('hidden fields are not validated, visible required ones are, copies by copy id', () => {
    const values = { member: false, number: '', name: '', 'kid@1': '', 'kid@2': 'Léa' };
    const { states } = createRulesEngine(form).evaluate(values);
    expect(validateStep(form, 0, values, states)).toEqual({ name: { key: 'validation.required' }, 'kid@1': { key: 'validation.required' } });
  });

  test('a field shown by a rule is validated', () => {
    expect(validateSubmission(form, { member: true, number: '', name: 'Ana', 'kid@1': 'Léa' })).toEqual({ number: { key: 'validation.required' } });
  });

  test('a valid submission has no errors; an unknown step none either', () => {
    expect(validateSubmission(form, { member: false, name: 'Ana', 'kid@1': 'Léa' })).toEqual({});
    expect(validateStep(form, 5, {}, new Map())).toEqual({});
  });

  test('a submission checked with the states the caller already evaluated gives the same errors (the server evaluates once)', () => {
    const engine = createRulesEngine(form);
    const cases: FormValues[] = [
      { member: true, number: '', name: 'Ana', 'kid@1': 'Léa' },
      { member: false, number: '', name: '', 'kid@1': '' },
      { member: false, name: 'Ana', 'kid@1': 'Léa' },
    ];
    for (const values of cases) {
      expect(validateSubmission(form, values, {}, engine.evaluate(values).states)).toEqual(validateSubmission(form, values));
    }
  });
});

describe("spec 001 §3, §4: a repeatable section's copies stay within multipleValidations min..max (issue 18 §2)", () => {
  const bounded = testForm({ sections: [section('kids', [{ id: 'kid', type: 'Text' }], { multiple: true, multipleValidations: { min: 1, max: 2 } })] });
  const open = testForm({ sections: [section('kids', [{ id: 'kid', type: 'Text' }], { multiple: true, multipleValidations: { min: 2, max: null as unknown as number } })] });
  const kids = (count: number): FormValues => Object.fromEntries(Array.from({ length: count }, (_, index) => [`kid@${index + 1}`, `Kid ${index + 1}`]));
  test.each([
    [bounded, 0, { key: 'validation.copies', params: { min: 1, max: 2 } }],
    [bounded, 1, null],
    [bounded, 2, null],
    [bounded, 3, { key: 'validation.copies', params: { min: 1, max: 2 } }],
    [open, 1, { key: 'validation.copiesMin', params: { min: 2 } }],
    [open, 50, null],
  ])('copies %#: keyed by the section id', (content, count, expected) => {
    const values = kids(count);
    const section = content.steps[0]?.sections[0];
    if (!section) throw new Error('no section');
    expect(copiesError(section, values)).toEqual(expected);
    expect(validateSubmission(content, values).kids ?? null).toEqual(expected);
  });

  test('a staff edit keeping the stored number of copies is not refused', () => {
    const section = bounded.steps[0]?.sections[0];
    if (!section) throw new Error('no section');
    expect(copiesError(section, kids(3), kids(3))).toBeNull();
    expect(copiesError(section, kids(3), kids(2))).toEqual({ key: 'validation.copies', params: { min: 1, max: 2 } });
  });
});
