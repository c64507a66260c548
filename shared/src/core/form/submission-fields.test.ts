import { defaultValues } from './default-values';
import { createRulesEngine } from './rules-engine';
import { fromSubmissionFields, readSubmissionFields, toSubmissionFields } from './submission-fields';
import { rule, section, testForm } from './test-form';

const content = testForm({
  sections: [
    section('main', [
      { id: 'name', type: 'Text' },
      { id: 'more', type: 'CheckBox' },
      { id: 'extra', type: 'Numeric' },
      { id: 'photo', type: 'EmbeddedPhoto', defaultValue: 'a.png' },
      { id: 'sports', type: 'OptionList', defaultValue: ['swim'] },
    ]),
    section('kids', [{ id: 'kid', type: 'Text' }, { id: 'age', type: 'Numeric' }], { multiple: true, multipleValidations: { min: 0, max: 4 } }),
  ],
  rules: [rule('more-shows-extra', [[['more', 'isChecked', true]]], [['extra', 'isVisible']])],
});
const engine = createRulesEngine(content);

describe('spec 000 §3 submission values', () => {
  const values = { name: 'Ana', more: false, extra: 12, sports: ['run'], 'kid@1': 'Léa', 'age@1': 7, 'kid@3': 'Max', 'age@3': null };
  const fields = toSubmissionFields(content, values, engine.evaluate(values).states);

  test('each value is JSON of { value }; hidden and info-only fields are dropped; a repeated section is a list of objects', () => {
    expect(fields).toEqual([
      { id: 'name', rowId: null, value: '{"value":"Ana"}' },
      { id: 'more', rowId: null, value: '{"value":false}' },
      { id: 'sports', rowId: null, value: '{"value":["run"]}' },
      { id: 'kids', rowId: null, value: '{"value":[{"kid":"Léa","age":7},{"kid":"Max","age":null}]}' },
    ]);
  });

  test('reading them back gives the answers, copies renumbered from 1, hidden ones at their defaults', () => {
    expect(fromSubmissionFields(content, fields)).toEqual({
      name: 'Ana',
      more: false,
      extra: null,
      sports: ['run'],
      'kid@1': 'Léa',
      'age@1': 7,
      'kid@2': 'Max',
      'age@2': null,
    });
  });

  test('no data gives the defaults; unknown ids and bad JSON are ignored; per-copy entries are accepted', () => {
    expect(fromSubmissionFields(content, [])).toEqual(defaultValues(content));
    expect(
      fromSubmissionFields(content, [
        { id: 'ghost', rowId: null, value: '{"value":1}' },
        { id: 'extra', rowId: null, value: '{"value":{"nested":true}}' },
        { id: 'name', rowId: null, value: 'plain text' },
        { id: 'age@2', rowId: null, value: '{"value":9}' },
      ]),
    ).toEqual({ name: 'plain text', more: false, extra: null, sports: ['swim'], 'kid@2': '', 'age@2': 9 });
  });
});

describe('spec 001 §3 default values', () => {
  test('each field starts from its designed default; info-only fields hold no value', () => {
    expect(defaultValues(content)).toEqual({ name: '', more: false, extra: null, sports: ['swim'] });
  });
});

describe('issue 18 §2: an answer of no answer shape is refused, not ignored', () => {
  const entry = (id: string, value: unknown) => ({ id, rowId: null, value: JSON.stringify({ value }) });
  test.each([
    ['a product quantity sent as a string', [entry('name', [{ id: 'cap', quantity: '2' }])], ['name']],
    ['an object for a text', [entry('name', { text: 'x' })], ['name']],
    ['inside a copy of a repeatable section', [entry('kids', [{ kid: 'Léa', age: { years: 8 } }])], ['age@1']],
    ['one answer per copy', [entry('age@2', [{ id: 'x', quantity: null }])], ['age@2']],
    ['a field that does not exist (ignored, as before)', [entry('ghost', { any: 1 })], []],
    ['answers of answer shapes', [entry('name', 'Ana'), entry('kids', [{ kid: 'Léa', age: 8 }])], []],
  ])('%s', (_label, fields, unreadable) => {
    const read = readSubmissionFields(content, fields);
    expect(read.unreadable).toEqual(unreadable);
    expect(read.values).toEqual(fromSubmissionFields(content, fields));
  });
});
