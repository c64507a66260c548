import type { FormValues } from './form-values';
import { createRulesEngine } from './rules-engine';
import { rule, section, testForm } from './test-form';
import { validateStep, validateSubmission } from './validate-form';

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
