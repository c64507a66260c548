import { parseComparisonOperator, parseFormContent, parseRuleAction } from './parse-form-content';

function parse(value: unknown) {
  return parseFormContent(JSON.stringify(value));
}

function fieldOf(field: Record<string, unknown>) {
  const result = parse({ steps: [{ id: 's', name: [], sections: [{ id: 'x', name: [], fields: [{ id: 'f', text: [], ...field }] }] }], rules: [] });
  if (!result.ok) throw new Error(result.error);
  const parsed = result.content.steps[0]?.sections[0]?.fields[0];
  if (!parsed) throw new Error('no field');
  return parsed;
}

describe('spec 001 §3 form content: parsing errors name the place', () => {
  const step = (fields: unknown[]) => ({ id: 's', name: [], sections: [{ id: 'x', name: [], fields }] });
  test.each([
    ['invalid JSON', '{"steps": [', /^content: invalid JSON/],
    ['a list at the root', '[]', /^content: expected an object$/],
    ['steps not a list', '{"steps": 3}', /^steps: expected a list$/],
    [
      'an unknown field type',
      JSON.stringify({ steps: [step([]), { id: 's2', sections: [{ id: 'y', fields: [1, 2, 3].map((n) => ({ id: `f${n}`, type: 'Text' })).concat([{ id: 'f4', type: 'Foo' }]) }] }] }),
      /^steps\[1\]\.sections\[0\]\.fields\[3\]\.type: unknown field type "Foo"$/,
    ],
    ['a missing field id', JSON.stringify({ steps: [step([{ type: 'Text' }])] }), /^steps\[0\]\.sections\[0\]\.fields\[0\]\.id: expected a non-empty id$/],
    ['a size that is not a number', JSON.stringify({ steps: [step([{ id: 'a', type: 'Text', size: 'big' }])] }), /fields\[0\]\.size: expected a number$/],
    ['an unknown language', JSON.stringify({ steps: [step([{ id: 'a', type: 'Text', text: [{ culture: 'de', value: 'x' }] }])] }), /fields\[0\]\.text\[0\]\.culture: unknown language "de"$/],
    ['an option without value', JSON.stringify({ steps: [step([{ id: 'a', type: 'Select', options: [{ text: [] }] }])] }), /fields\[0\]\.options\[0\]\.value: expected a non-empty id$/],
    ['a duplicate field id', JSON.stringify({ steps: [step([{ id: 'a', type: 'Text' }, { id: 'a', type: 'Numeric' }])] }), /fields\[1\]\.id: duplicate field id "a" \(also at steps\[0\]\.sections\[0\]\.fields\[0\]\)$/],
    ['an unknown document type', JSON.stringify({ steps: [step([{ id: 'a', type: 'DocumentViewer', documentType: 'exe' }])] }), /fields\[0\]\.documentType: unknown document type "exe"$/],
    ['an unknown operator', JSON.stringify({ steps: [], rules: [{ id: 'r', conditions: [[{ fieldId: 'a', comparisonOperator: 'near' }]], targets: [] }] }), /^rules\[0\]\.conditions\[0\]\[0\]\.comparisonOperator: unknown operator "near"$/],
    ['an unknown action', JSON.stringify({ steps: [], rules: [{ id: 'r', conditions: [], targets: [{ fieldId: 'a', action: 'explode' }] }] }), /^rules\[0\]\.targets\[0\]\.action: unknown action "explode"$/],
    ['repeat bounds upside down', JSON.stringify({ steps: [{ id: 's', sections: [{ id: 'x', multiple: true, multipleValidations: { min: 3, max: 1 }, fields: [] }] }] }), /sections\[0\]\.multipleValidations\.max: max \(1\) is below min \(3\)$/],
  ])('%s gives an error, not a crash', (_name, text, message) => {
    const result = parseFormContent(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  test('valid content parses, keeping other keys such as e-mail content', () => {
    const result = parse({ steps: [step([{ id: 'a', type: 'text' }])], rules: [], emailContent: { subject: 'Hi' } });
    expect(result).toMatchObject({ ok: true, content: { emailContent: { subject: 'Hi' }, steps: [{ sections: [{ fields: [{ id: 'a', type: 'Text' }] }] }] } });
  });

  test('blank text is an empty form', () => {
    expect(parseFormContent('  ')).toEqual({ ok: true, content: { steps: [], rules: [] } });
  });
});

describe('spec 001 §3 field defaults', () => {
  test.each([
    ['Text', { minLength: 0, maxLength: 50 }],
    ['LongText', { minLength: 0, maxLength: 50 }],
    ['Numeric', { max: 50, min: null }],
    ['Rating', { count: 5, allowHalf: true }],
    ['YesNo', { allowNa: true }],
    ['DocumentViewer', { documentType: 'pdf', documentName: 'download' }],
    ['WebLink', { target: '_blank' }],
    ['CheckBox', { defaultValue: false }],
    ['Toggle', { defaultValue: false }],
    ['Acknowledgment', { defaultValue: false }],
    ['Video', { videoPlayer: 'youtube' }],
    ['OptionList', { multiSelection: false, options: [] }],
  ])('%s gets %o', (type, extras) => {
    expect(fieldOf({ type })).toMatchObject({ size: 6, visible: true, enabled: true, required: false, ...extras });
  });

  test.each([
    [0, 1],
    [20, 12],
    [7.4, 7],
    ['4', 4],
  ])('size %p is clamped to %p (1..12)', (size, expected) => {
    expect(fieldOf({ type: 'Text', size })).toMatchObject({ size: expected });
  });

  test('minLength is not below 0 and an explicit Numeric max of null means no bound', () => {
    expect(fieldOf({ type: 'Text', minLength: -3, maxLength: 10 })).toMatchObject({ minLength: 0, maxLength: 10 });
    expect(fieldOf({ type: 'Numeric', max: null })).toMatchObject({ max: null });
  });

  test('Rating count is 1 to 10 and its default value within the count', () => {
    expect(fieldOf({ type: 'Rating', count: 30, defaultValue: 12 })).toMatchObject({ count: 10, defaultValue: 10 });
  });

  test('a plain-text label becomes a localized text', () => {
    expect(fieldOf({ type: 'Text', text: 'Name' })).toMatchObject({ text: [{ culture: 'en', value: 'Name' }] });
  });

  test('a section without multipleValidations and a repeatable one with only min', () => {
    const result = parse({ steps: [{ id: 's', sections: [{ id: 'x', multiple: true, multipleValidations: { min: 2 } }] }] });
    expect(result.ok && result.content.steps[0]?.sections[0]).toMatchObject({ multiple: true, visible: true, fields: [], multipleValidations: { min: 2, max: Infinity } });
  });
});

describe('spec 001 §3 rules: operator and action spellings', () => {
  test.each([
    ['is checked', 'isChecked'],
    ['IsChecked', 'isChecked'],
    ['includes', 'includes'],
    ['Equal', 'equal'],
    ['greater than', 'greaterThan'],
    ['LOWER THAN', 'lowerThan'],
    ['lower or equal', 'lowerOrEqual'],
    ['greater_or_equal', 'greaterOrEqual'],
    ['is completed', 'isCompleted'],
  ])('%p reads as %p', (spelling, id) => {
    expect(parseComparisonOperator(spelling)).toBe(id);
  });

  test('actions is visible and is required', () => {
    expect(parseRuleAction('is visible')).toBe('isVisible');
    expect(parseRuleAction('IsRequired')).toBe('isRequired');
    expect(parseRuleAction('hide')).toBeNull();
  });

  test('a flat condition is a group of one and sectionMultipleId defaults to null', () => {
    const result = parse({ steps: [], rules: [{ id: 'r', conditions: [{ fieldId: 'a', comparisonOperator: 'is checked', value: true }], targets: [{ fieldId: 'b', action: 'is visible' }] }] });
    expect(result.ok && result.content.rules[0]).toMatchObject({
      sectionMultipleId: null,
      conditions: [[{ fieldId: 'a', comparisonOperator: 'isChecked', value: true }]],
      targets: [{ fieldId: 'b', action: 'isVisible' }],
    });
  });
});
