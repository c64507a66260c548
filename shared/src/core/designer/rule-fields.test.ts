import type { Field } from '../types/form-model';
import { answerInput, canEditRules, conditionValueInput, fieldsOfferedFor, operatorsForField, ruleFields } from './rule-fields';
import { rule, rulesTestContent, target, when } from './rules-test-form';

const content = rulesTestContent();
const field = (id: string): Field => {
  const found = ruleFields(content).find((entry) => entry.field.id === id);
  if (!found) throw new Error(id);
  return found.field;
};
const ids = (entries: { field: Field }[]) => entries.map((entry) => entry.field.id);

describe('spec 001 §5 Rules: at least 2 fields are needed to edit rules', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('a form of %i field(s) can edit rules: %s', (count, expected) => {
    const fields = ['member', 'note'].slice(0, count).map(field);
    expect(canEditRules({ steps: [{ id: 's', name: [], sections: [{ id: 'a', name: [], multiple: false, visible: true, fields }] }], rules: [] })).toBe(expected);
  });
});

describe('spec 001 §3 operators per field type; §5: includes only when the field is not a single-selection list', () => {
  it.each([
    ['member', ['isChecked']],
    ['note', ['equal', 'includes', 'isCompleted']],
    ['age', ['equal', 'greaterThan', 'lowerThan', 'greaterOrEqual', 'lowerOrEqual', 'isCompleted']],
    ['day', ['equal', 'greaterThan', 'lowerThan', 'greaterOrEqual', 'lowerOrEqual', 'isCompleted']],
    ['level', ['equal', 'isCompleted']],
    ['one', ['equal', 'isCompleted']],
    ['yes', ['equal', 'isCompleted']],
    ['many', ['includes', 'equal', 'isCompleted']],
    ['shop', ['includes', 'equal', 'isCompleted']],
    ['file', ['isCompleted']],
    ['info', []],
  ])('%s offers %j', (id, operators) => {
    expect(operatorsForField(field(id))).toEqual(operators);
  });
});

describe('issue 10 §1: a value input that fits the field and operator', () => {
  it.each([
    ['member', 'isChecked', 'check'],
    ['note', 'isCompleted', 'check'],
    ['note', 'equal', 'text'],
    ['age', 'greaterThan', 'number'],
    ['day', 'lowerThan', 'date'],
    ['at', 'equal', 'time'],
    ['when', 'equal', 'datetime'],
    ['level', 'equal', 'choice'],
    ['many', 'equal', 'choices'],
    ['many', 'includes', 'choices'],
  ] as const)('%s %s takes a %s', (id, operator, kind) => {
    expect(conditionValueInput(field(id), operator).kind).toBe(kind);
  });

  it('lists the choices of a list, and yes / no (/ not applicable) for a yes-no field', () => {
    const input = conditionValueInput(field('level'), 'equal');
    expect(input.kind === 'choice' ? input.choices.map((choice) => choice.value) : null).toEqual(['a', 'b']);
    const yes = answerInput(field('yes'));
    expect(yes.kind === 'choice' ? yes.choices.map((choice) => choice.value) : null).toEqual(['yes', 'no', 'na']);
    expect(answerInput(field('info')).kind).toBe('none');
  });
});

describe('spec 001 §5 Rules: the fields offered in a condition or target list', () => {
  it('a condition offers only fields holding an answer', () => {
    expect(ids(fieldsOfferedFor(content, rule([[]], []), { kind: 'condition', group: 0, condition: null }))).not.toContain('info');
  });

  it('a field already used as a condition of the group is not offered again in a new condition, but is in another group', () => {
    const used = rule([[when('member', 'isChecked', true)], []], []);
    expect(ids(fieldsOfferedFor(content, used, { kind: 'condition', group: 0, condition: null }))).not.toContain('member');
    expect(ids(fieldsOfferedFor(content, used, { kind: 'condition', group: 0, condition: 0 }))).toContain('member');
    expect(ids(fieldsOfferedFor(content, used, { kind: 'condition', group: 1, condition: null }))).toContain('member');
  });

  it('a field is never both a condition and a target', () => {
    const used = rule([[when('member', 'isChecked', true)]], [target('note')]);
    expect(ids(fieldsOfferedFor(content, used, { kind: 'target', target: null }))).not.toContain('member');
    expect(ids(fieldsOfferedFor(content, used, { kind: 'condition', group: 0, condition: null }))).not.toContain('note');
  });

  it('no field of another repeatable section is offered once one is used', () => {
    const used = rule([[when('allergy', 'isChecked', true)]], []);
    const offered = ids(fieldsOfferedFor(content, used, { kind: 'target', target: null }));
    expect(offered).toContain('kid');
    expect(offered).not.toContain('adult');
  });

  it('a repeatable-section target is offered only when every condition is in its section, and then takes conditions of it only', () => {
    expect(ids(fieldsOfferedFor(content, rule([[when('member', 'isChecked', true)]], []), { kind: 'target', target: null }))).not.toContain('kid');
    expect(ids(fieldsOfferedFor(content, rule([[when('allergy', 'isChecked', true)]], []), { kind: 'target', target: null }))).toContain('kid');
    const offered = ids(fieldsOfferedFor(content, rule([[]], [target('kid')]), { kind: 'condition', group: 0, condition: null }));
    expect(offered).toEqual(['allergy']);
  });

  it('beside a repeatable-section target, another target is offered only in that section', () => {
    expect(ids(fieldsOfferedFor(content, rule([[when('allergy', 'isChecked', true)]], [target('kid')]), { kind: 'target', target: null }))).toEqual(['kid']);
  });
});
