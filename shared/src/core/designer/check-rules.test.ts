import { checkFormRules, invalidRules, ruleErrors } from './check-rules';
import { rule, rulesTestContent, target, when } from './rules-test-form';
import type { Rule } from '../types/form-model';

const content = rulesTestContent();
const codes = (checked: Rule) => ruleErrors(content, checked).map((error) => error.code);

describe('spec 001 §5 Rules: what makes a rule invalid (no save while a rule has errors)', () => {
  it.each<[string, Rule, string[]]>([
    ['a valid rule with two OR groups', rule([[when('member', 'isChecked', true)], [when('level', 'equal', 'b')]], [target('note')]), []],
    ['no condition group', rule([], [target('note')]), ['noConditions']],
    ['an empty group', rule([[when('member', 'isChecked', true)], []], [target('note')]), ['emptyGroup']],
    ['no target', rule([[when('member', 'isChecked', true)]], []), ['noTargets']],
    ['a condition field deleted elsewhere', rule([[when('gone', 'isCompleted')]], [target('note')]), ['fieldMissing']],
    ['a target field deleted elsewhere', rule([[when('member', 'isChecked')]], [target('gone')]), ['fieldMissing']],
    ['a condition on an info-only text', rule([[when('info', 'isCompleted')]], [target('note')]), ['notAnswerable']],
    ['includes on a single-selection select', rule([[when('level', 'includes', ['a'])]], [target('note')]), ['operatorNotOffered']],
    ['includes on a single-selection option list', rule([[when('one', 'includes', ['x'])]], [target('note')]), ['operatorNotOffered']],
    ['includes on a multi-selection option list', rule([[when('many', 'includes', ['x', 'y'])]], [target('note')]), []],
    ['greater than on a checkbox', rule([[when('member', 'greaterThan', 1)]], [target('note')]), ['operatorNotOffered']],
    ['a choice not in the list', rule([[when('level', 'equal', 'z')]], [target('note')]), ['valueInvalid']],
    ['two choices for a single selection', rule([[when('level', 'equal', ['a', 'b'])]], [target('note')]), ['valueInvalid']],
    ['no value to compare with', rule([[when('age', 'greaterThan', null)]], [target('note')]), ['valueMissing']],
    ['a number that is not one', rule([[when('age', 'greaterThan', 'ten')]], [target('note')]), ['valueInvalid']],
    ['a date not in YYYY-MM-DD', rule([[when('day', 'lowerThan', '01/02/2026')]], [target('note')]), ['valueInvalid']],
    ['a date in YYYY-MM-DD', rule([[when('day', 'lowerThan', '2026-02-01')]], [target('note')]), []],
    ['a time in h:mm A', rule([[when('at', 'greaterOrEqual', '9:30 AM')]], [target('note')]), []],
    ['a time in 24-hour form', rule([[when('at', 'greaterOrEqual', '21:30')]], [target('note')]), ['valueInvalid']],
    ['a date-time in YYYY-MM-DD h:mm A', rule([[when('when', 'lowerThan', '2026-02-01 9:30 PM')]], [target('note')]), []],
    ['the same field twice in a group', rule([[when('age', 'greaterThan', 1), when('age', 'lowerThan', 9)]], [target('note')]), ['conditionRepeated']],
    ['a field both condition and target', rule([[when('note', 'isCompleted')]], [target('note')]), ['targetIsCondition']],
    ['the same target and action twice', rule([[when('member', 'isChecked')]], [target('note'), target('note')]), ['targetRepeated']],
    ['the same target with both actions', rule([[when('member', 'isChecked')]], [target('note'), target('note', 'isRequired')]), []],
    ['fields of two repeatable sections', rule([[when('kid', 'isCompleted')]], [target('adult')]), ['mixedSections']],
    ['a rule set on another section than its fields', rule([[when('allergy', 'isChecked')]], [target('kid')], { sectionMultipleId: 'adults' }), ['sectionNotTaken']],
    ['a per-copy rule inside its section', rule([[when('allergy', 'isChecked')]], [target('kid')], { sectionMultipleId: 'kids' }), []],
    ['a repeatable target with a condition outside the section', rule([[when('member', 'isChecked')]], [target('kid')]), ['targetNeedsSameSection']],
    ['a repeatable target beside a target outside the section', rule([[when('allergy', 'isChecked')]], [target('kid'), target('note')]), ['targetNeedsSameSection']],
    ['a repeatable condition with a target outside the section', rule([[when('allergy', 'isChecked')]], [target('note')]), []],
  ])('%s', (_name, checked, expected) => {
    expect(codes(checked)).toEqual(expected);
  });

  it('names the place of the error: group and condition, or target', () => {
    expect(ruleErrors(content, rule([[when('member', 'isChecked')], [when('gone', 'isCompleted')]], [target('note')]))).toEqual([{ code: 'fieldMissing', fieldId: 'gone', group: 1, condition: 0 }]);
    expect(ruleErrors(content, rule([[when('member', 'isChecked')]], [target('note'), target('gone')]))).toEqual([{ code: 'fieldMissing', fieldId: 'gone', target: 1 }]);
  });
});

describe('issue 10 §5: the save check of the designer and the server', () => {
  it('passes a form whose rules are all valid', () => {
    expect(checkFormRules(rulesTestContent([rule([[when('member', 'isChecked', true)]], [target('note')])]))).toEqual({ ok: true });
  });

  it('names the first rule with errors, its name and what is wrong, with field labels', () => {
    const form = rulesTestContent([rule([[when('member', 'isChecked', true)]], [target('note')]), rule([[when('level', 'includes', ['a'])]], [], { id: 'r2', name: 'Bad' })]);
    expect(invalidRules(form).map((entry) => entry.index)).toEqual([1]);
    expect(checkFormRules(form)).toEqual({ ok: false, error: 'rules[1] (Bad): a rule needs at least one target; group 1, condition 1: this operator is not offered for the field "Level"' });
  });
});
