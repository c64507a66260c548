import { copyFieldId } from './copy-field-id';
import type { FormValues } from './form-values';
import { createRulesEngine } from './rules-engine';
import { rule, section, testForm } from './test-form';

const visibleOf = (values: FormValues, content: ReturnType<typeof testForm>, id: string) => createRulesEngine(content).evaluate(values).states.get(id)?.visible;

describe('spec 001 §3 rules: every operator', () => {
  const content = (type: string, extra: Record<string, unknown> = {}) => (operator: string, expected: unknown) =>
    testForm({
      sections: [section('x', [{ id: 'a', type, ...extra }, { id: 'b', type: 'Text' }])],
      rules: [{ id: 'r', conditions: [[{ fieldId: 'a', comparisonOperator: operator, value: expected }]], targets: [{ fieldId: 'b', action: 'isVisible' }] }],
    });

  test.each([
    ['CheckBox', 'isChecked', true, true, true],
    ['CheckBox', 'isChecked', true, false, false],
    ['CheckBox', 'isChecked', false, false, true],
    ['Toggle', 'equal', true, true, true],
    ['OptionList', 'includes', 'b', ['a', 'b'], true],
    ['OptionList', 'includes', 'c', ['a', 'b'], false],
    ['OptionList', 'includes', ['c', 'a'], ['a', 'b'], true],
    ['OptionList', 'includes', 'a', [], false],
    ['Text', 'includes', 'lo', 'hello', true],
    ['Products', 'includes', 'p1', [{ id: 'p1', quantity: 2 }], true],
    ['Products', 'includes', 'p1', [{ id: 'p1', quantity: 0 }], false],
    ['Text', 'equal', 'yes', 'yes', true],
    ['Text', 'equal', 'yes', 'no', false],
    ['Select', 'equal', 'b', 'b', true],
    ['OptionList', 'equal', 'b', ['b'], true],
    ['OptionList', 'equal', ['a', 'b'], ['b', 'a'], true],
    ['OptionList', 'equal', 'b', ['a', 'b'], false],
    ['Numeric', 'equal', '10', 10, true],
    ['Numeric', 'greaterThan', 10, 11, true],
    ['Numeric', 'greaterThan', 10, 10, false],
    ['Numeric', 'lowerThan', 10, 9.5, true],
    ['Numeric', 'lowerThan', 10, 10, false],
    ['Numeric', 'lowerOrEqual', 10, 10, true],
    ['Numeric', 'lowerOrEqual', 10, 11, false],
    ['Numeric', 'greaterOrEqual', 10, 10, true],
    ['Numeric', 'greaterOrEqual', 10, 9, false],
    ['Numeric', 'greaterThan', 10, null, false],
    ['Text', 'greaterThan', 10, 'abc', false],
    ['Date', 'greaterThan', '2024-01-31', '2024-02-01', true],
    ['Time', 'lowerThan', '1:00 PM', '11:30 AM', true],
    ['Datetime', 'greaterOrEqual', '2024-01-01 9:00 AM', '2024-01-01 9:00 AM', true],
    ['Text', 'isCompleted', true, 'x', true],
    ['Text', 'isCompleted', true, '   ', false],
    ['Text', 'isCompleted', true, null, false],
    ['OptionList', 'isCompleted', true, [], false],
    ['Numeric', 'isCompleted', true, 0, true],
    ['Text', 'isCompleted', false, '', true],
  ])('%s %s %p on answer %p holds: %p', (type, operator, expected, answer, holds) => {
    const form = content(type)(operator, expected);
    expect(visibleOf({ a: answer as never, b: '' }, form, 'b')).toBe(holds);
  });
});

describe('spec 001 §3 rules: groups are ORed, conditions in a group ANDed', () => {
  const form = testForm({
    sections: [section('x', [{ id: 'a', type: 'CheckBox' }, { id: 'b', type: 'CheckBox' }, { id: 'c', type: 'CheckBox' }, { id: 't', type: 'Text' }])],
    rules: [rule('r', [[['a', 'isChecked', true], ['b', 'isChecked', true]], [['c', 'isChecked', true]]], [['t', 'isVisible']])],
  });
  test.each([
    [false, false, false, false],
    [true, false, false, false],
    [true, true, false, true],
    [false, false, true, true],
    [true, false, true, true],
  ])('a=%p b=%p c=%p shows t: %p', (a, b, c, shown) => {
    expect(visibleOf({ a, b, c, t: '' }, form, 't')).toBe(shown);
  });

  test('a rule without conditions never holds', () => {
    const empty = testForm({ sections: [section('x', [{ id: 't', type: 'Text' }])], rules: [rule('r', [], [['t', 'isVisible']])] });
    expect(visibleOf({ t: '' }, empty, 't')).toBe(false);
  });
});

describe('spec 001 §4 rules engine: targets and defaults', () => {
  const form = testForm({
    sections: [
      section('x', [
        { id: 'a', type: 'CheckBox' },
        { id: 'b', type: 'CheckBox' },
        { id: 'shown', type: 'Text', visible: false },
        { id: 'req', type: 'Text' },
        { id: 'designedRequired', type: 'Text', required: true },
        { id: 'designedHidden', type: 'Text', visible: false },
      ]),
    ],
    rules: [
      rule('r1', [[['a', 'isChecked', true]]], [['shown', 'isVisible'], ['req', 'isRequired'], ['designedRequired', 'isRequired']]),
      rule('r2', [[['b', 'isChecked', true]]], [['shown', 'isVisible']]),
    ],
  });
  const engine = createRulesEngine(form);

  test('a field targeted by isVisible is hidden while no rule holds, shown when any holds', () => {
    expect(engine.evaluate({ a: false, b: false }).states.get('shown')).toEqual({ visible: false, required: false });
    expect(engine.evaluate({ a: false, b: true }).states.get('shown')?.visible).toBe(true);
    expect(engine.evaluate({ a: true, b: true }).states.get('shown')?.visible).toBe(true);
  });

  test('isRequired makes a field required while it holds, and a designed requirement stays', () => {
    expect(engine.evaluate({ a: true }).states.get('req')).toEqual({ visible: true, required: true });
    expect(engine.evaluate({ a: false }).states.get('req')).toEqual({ visible: true, required: false });
    expect(engine.evaluate({ a: false }).states.get('designedRequired')).toEqual({ visible: true, required: true });
  });

  test('untargeted fields keep their designed visibility', () => {
    expect(engine.evaluate({}).states.get('designedHidden')?.visible).toBe(false);
  });

  test('a hidden section hides its fields', () => {
    const hidden = testForm({ sections: [section('x', [{ id: 'a', type: 'Text', required: true }], { visible: false })] });
    expect(createRulesEngine(hidden).evaluate({}).states.get('a')).toEqual({ visible: false, required: false });
  });

  test('a hidden field is never required', () => {
    const hidden = testForm({
      sections: [section('x', [{ id: 'a', type: 'CheckBox' }, { id: 't', type: 'Text', required: true }])],
      rules: [rule('r', [[['a', 'isChecked', true]]], [['t', 'isVisible']])],
    });
    expect(createRulesEngine(hidden).evaluate({ a: false }).states.get('t')).toEqual({ visible: false, required: false });
  });
});

describe('spec 001 §4 rules engine: applied until nothing changes', () => {
  const chain = testForm({
    sections: [section('x', [{ id: 'a', type: 'CheckBox' }, { id: 'b', type: 'CheckBox' }, { id: 'c', type: 'CheckBox' }, { id: 'd', type: 'Text' }])],
    rules: [
      rule('a-shows-b', [[['a', 'isChecked', true]]], [['b', 'isVisible']]),
      rule('b-shows-c', [[['b', 'isChecked', true]]], [['c', 'isVisible']]),
      rule('c-shows-d', [[['c', 'isChecked', true]]], [['d', 'isVisible']]),
    ],
  });
  const engine = createRulesEngine(chain);

  test('a chain A shows B, B shows C, C shows D settles in one evaluation', () => {
    const states = engine.evaluate({ a: true, b: true, c: true }).states;
    expect(['b', 'c', 'd'].map((id) => states.get(id)?.visible)).toEqual([true, true, true]);
  });

  test('a condition on a hidden field counts as unanswered: hiding B hides C and D although B is checked', () => {
    const states = engine.evaluate({ a: false, b: true, c: true }).states;
    expect(['b', 'c', 'd'].map((id) => states.get(id)?.visible)).toEqual([false, false, false]);
  });

  test('incremental updates along the chain give the full evaluation result', () => {
    const start = engine.evaluate({ a: true, b: true, c: true });
    const off = { a: false, b: true, c: true };
    const updated = engine.update(start, off, 'a');
    expect(updated.states).toEqual(engine.evaluate(off).states);
    expect(updated.cycled).toBe(false);
    const back = engine.update(updated, { ...off, a: true }, 'a');
    expect(back.states).toEqual(start.states);
  });

  test('an incremental update evaluates only the rules reached from the changed field', () => {
    const start = engine.evaluate({ a: true, b: false, c: true });
    expect(engine.update(start, { a: true, b: false, c: false }, 'c').evaluatedRules).toBe(1);
    expect(engine.update(start, { a: true, b: true, c: true }, 'b').evaluatedRules).toBe(2);
    expect(engine.update(start, { a: true, b: false, c: true, d: 'typed' }, 'd').evaluatedRules).toBe(0);
  });

  test('rules that would cycle stop and report cycled', () => {
    const loop = testForm({
      sections: [section('x', [{ id: 'a', type: 'Text' }, { id: 'b', type: 'Text' }, { id: 'x', type: 'Text' }])],
      rules: [
        rule('x-shows-a', [[['x', 'equal', 'a']]], [['a', 'isVisible']]),
        rule('a-and-x-show-b', [[['a', 'isCompleted', true], ['x', 'equal', 'b']]], [['b', 'isVisible']]),
        rule('b-shows-a', [[['b', 'isCompleted', true]]], [['a', 'isVisible']]),
      ],
    });
    const loopEngine = createRulesEngine(loop);
    expect(loopEngine.cyclicRuleIds).toEqual(['a-and-x-show-b', 'b-shows-a']);
    const start = loopEngine.evaluate({ a: 'filled', b: 'filled', x: 'a' });
    expect(start.cycled).toBe(true);
    expect(start.states.get('a')?.visible).toBe(true);
    const next = loopEngine.update(start, { a: 'filled', b: 'filled', x: 'b' }, 'x');
    expect(next.cycled).toBe(true);
    // Fields that would only show each other stay hidden.
    expect([next.states.get('a')?.visible, next.states.get('b')?.visible]).toEqual([false, false]);
  });

  test('a rule showing its own condition field stops', () => {
    const self = testForm({ sections: [section('x', [{ id: 'a', type: 'CheckBox' }])], rules: [rule('self', [[['a', 'isChecked', true]]], [['a', 'isVisible']])] });
    const result = createRulesEngine(self).evaluate({ a: true });
    expect(result).toMatchObject({ cycled: true });
    expect(result.states.get('a')?.visible).toBe(false);
  });

  test('evaluation is deterministic', () => {
    const values = { a: true, b: true, c: false };
    expect(engine.evaluate(values)).toEqual(engine.evaluate(values));
  });
});

describe('spec 001 §3 rules: per copy inside repeatable sections', () => {
  const form = testForm({
    sections: [
      section('main', [{ id: 'all', type: 'CheckBox' }]),
      section('kids', [{ id: 'allergy', type: 'CheckBox' }, { id: 'details', type: 'Text' }, { id: 'note', type: 'Text' }], { multiple: true, multipleValidations: { min: 1, max: 5 } }),
    ],
    rules: [
      rule('allergy-shows-details', [[['allergy', 'isChecked', true]]], [['details', 'isVisible']], { sectionMultipleId: 'kids' }),
      rule('all-requires-note', [[['all', 'isChecked', true]]], [['note', 'isRequired']]),
    ],
  });
  const engine = createRulesEngine(form);
  const values: FormValues = {
    all: false,
    [copyFieldId('allergy', 1)]: true,
    [copyFieldId('details', 1)]: '',
    [copyFieldId('note', 1)]: '',
    [copyFieldId('allergy', 2)]: false,
    [copyFieldId('details', 2)]: '',
    [copyFieldId('note', 2)]: '',
  };

  test('a rule with sectionMultipleId evaluates once per copy on the copy ids', () => {
    const result = engine.evaluate(values);
    expect(result.states.get('details@1')?.visible).toBe(true);
    expect(result.states.get('details@2')?.visible).toBe(false);
    expect(result.states.has('details')).toBe(false);
  });

  test('a rule on a field outside the section reaches every copy (its section is inferred from the target)', () => {
    const result = engine.evaluate({ ...values, all: true });
    expect([result.states.get('note@1')?.required, result.states.get('note@2')?.required]).toEqual([true, true]);
  });

  test('changing one copy re-evaluates that copy only', () => {
    const start = engine.evaluate(values);
    const changed = { ...values, 'allergy@2': true };
    const next = engine.update(start, changed, 'allergy@2');
    expect(next.evaluatedRules).toBe(1);
    expect(next.states).toEqual(engine.evaluate(changed).states);
  });

  test('an update naming a new copy re-evaluates everything', () => {
    const start = engine.evaluate(values);
    const added = { ...values, 'allergy@3': true, 'details@3': '', 'note@3': '' };
    const next = engine.update(start, added, 'allergy@3');
    expect(next.states.get('details@3')?.visible).toBe(true);
  });
});
