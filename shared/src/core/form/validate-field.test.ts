import type { Field } from '../types/form-model';
import type { FieldValue } from './form-values';
import { testForm, section } from './test-form';
import { validateField } from './validate-field';
import { FORM_VALIDATION_MESSAGE_KEYS } from './validation-messages';

function field(raw: Record<string, unknown>): Field {
  const parsed = testForm({ sections: [section('x', [{ id: 'f', ...raw }])] }).steps[0]?.sections[0]?.fields[0];
  if (!parsed) throw new Error('no field');
  return parsed;
}

const check = (raw: Record<string, unknown>, value: unknown, options: { required?: boolean; claimed?: Record<string, number> } = {}) =>
  validateField(field(raw), value as FieldValue, { required: options.required ?? false, today: '2024-06-15', claimed: options.claimed });

describe('spec 001 §5 field validation on the public form', () => {
  test.each([
    ['Text below minLength', { type: 'Text', minLength: 3 }, 'ab', { key: 'validation.minLength', params: { min: 3 } }],
    ['Text at minLength', { type: 'Text', minLength: 3 }, 'abc', null],
    ['Text beyond the default maxLength 50', { type: 'Text' }, 'x'.repeat(51), { key: 'validation.maxLength', params: { max: 50 } }],
    ['LongText within its maxLength', { type: 'LongText', maxLength: 200 }, 'x'.repeat(200), null],
    ['Numeric above max', { type: 'Numeric', min: 1, max: 10 }, 11, { key: 'validation.between', params: { min: 1, max: 10 } }],
    ['Numeric below min', { type: 'Numeric', min: 1, max: 10 }, 0, { key: 'validation.between', params: { min: 1, max: 10 } }],
    ['Numeric within bounds', { type: 'Numeric', min: 1, max: 10 }, '10', null],
    ['Numeric above the default max 50 without min', { type: 'Numeric' }, 51, { key: 'validation.max', params: { max: 50 } }],
    ['Numeric below min without max', { type: 'Numeric', min: 5, max: null }, 4, { key: 'validation.min', params: { min: 5 } }],
    ['Numeric not a number', { type: 'Numeric' }, 'abc', { key: 'validation.invalidNumber' }],
    ['EmailAddress invalid', { type: 'EmailAddress' }, 'john@', { key: 'validation.invalidEmail' }],
    ['EmailAddress valid', { type: 'EmailAddress' }, 'john@club.ca', null],
    ['Date not YYYY-MM-DD', { type: 'Date' }, '15-06-2024', { key: 'validation.invalidDate' }],
    ['Date that does not exist', { type: 'Date' }, '2023-02-30', { key: 'validation.invalidDate' }],
    ['Date valid', { type: 'Date' }, '2024-02-29', null],
    ['Datetime valid', { type: 'Datetime' }, '2024-06-15 9:30 PM', null],
    ['Datetime on a 24-hour clock', { type: 'Datetime' }, '2024-06-15 21:30', { key: 'validation.invalidDatetime' }],
    ['Time valid', { type: 'Time' }, '12:05 AM', null],
    ['Time hour 13', { type: 'Time' }, '13:05 PM', { key: 'validation.invalidTime' }],
    ['Birthdate in the past', { type: 'Birthdate' }, '1990-01-01', null],
    ['Birthdate today', { type: 'Birthdate' }, '2024-06-15', { key: 'validation.birthdateInPast' }],
    ['Birthdate in the future', { type: 'Birthdate' }, '2030-01-01', { key: 'validation.birthdateInPast' }],
    ['Birthdate not a date', { type: 'Birthdate' }, 'soon', { key: 'validation.invalidDate' }],
  ])('%s', (_name, raw, value, expected) => {
    expect(check(raw, value)).toEqual(expected);
  });

  test.each([
    ['Text', ''],
    ['Text', '   '],
    ['Numeric', null],
    ['Select', ''],
    ['YesNo', null],
    ['Date', ''],
    ['UploadFile', null],
  ])('required %s left empty (%p) gives the required message', (type, value) => {
    expect(check({ type }, value, { required: true })).toEqual({ key: 'validation.required' });
    expect(check({ type }, value, { required: false })).toBeNull();
  });

  test.each(['CheckBox', 'Toggle', 'Acknowledgment'])('required %s must be checked', (type) => {
    expect(check({ type }, false, { required: true })).toEqual({ key: 'validation.mustBeChecked' });
    expect(check({ type }, true, { required: true })).toBeNull();
    expect(check({ type }, false)).toBeNull();
  });

  test.each([
    ['OptionList', []],
    ['PaymentOptionList', []],
    ['PaymentChoiceList', ''],
  ])('required %s needs at least one selection', (type, empty) => {
    expect(check({ type }, empty, { required: true })).toEqual({ key: 'validation.selectOne' });
    expect(check({ type }, type === 'PaymentChoiceList' ? 'a' : ['a'], { required: true })).toBeNull();
  });

  test.each(['EmbeddedPhoto', 'DocumentViewer', 'Video', 'WebLink', 'StaticText', 'HTML'])('info-only %s is never validated', (type) => {
    expect(check({ type }, null, { required: true })).toBeNull();
  });
});

describe('spec 001 §5 products', () => {
  const products = {
    type: 'Products',
    products: [
      { value: 'shirt', text: 'Shirt', price: 1500, min: 2, max: 4 },
      { value: 'cap', text: 'Cap', price: 500, limit: 10 },
    ],
  };

  test('required needs one quantity above 0', () => {
    expect(check(products, [{ id: 'shirt', quantity: 0 }], { required: true })).toEqual({ key: 'validation.selectOne' });
    expect(check(products, [{ id: 'cap', quantity: 1 }], { required: true })).toBeNull();
  });

  test.each([
    [1, { key: 'validation.productMinMax', params: { product: 'shirt', min: 2, max: 4 } }],
    [5, { key: 'validation.productMinMax', params: { product: 'shirt', min: 2, max: 4 } }],
    [3, null],
    [0, null],
  ])('shirt quantity %p outside min 2 and max 4 states them', (quantity, expected) => {
    expect(check(products, [{ id: 'shirt', quantity }])).toEqual(expected);
  });

  test.each([
    [3, 7, null],
    [4, 7, { key: 'validation.productLeft', params: { product: 'cap', left: 3 } }],
    [1, 10, { key: 'validation.productNoneLeft', params: { product: 'cap', left: 0 } }],
    [1, 12, { key: 'validation.productNoneLeft', params: { product: 'cap', left: 0 } }],
  ])('cap quantity %p with %p already claimed of a limit of 10', (quantity, claimed, expected) => {
    expect(check(products, [{ id: 'cap', quantity }], { claimed: { cap: claimed } })).toEqual(expected);
  });

  test('issue 18 §4: every product in error is listed, not only the first', () => {
    const stock = {
      type: 'Products',
      products: [
        { value: 'cap', text: 'Cap', price: 500, limit: 5 },
        { value: 'shirt', text: 'Shirt', price: 1500, min: 2, max: 4 },
        { value: 'goggles', text: 'Goggles', price: 900, limit: 3 },
        { value: 'towel', text: 'Towel', price: 700, limit: 3 },
      ],
    };
    const answer = [
      { id: 'cap', quantity: 2 },
      { id: 'shirt', quantity: 1 },
      { id: 'goggles', quantity: 1 },
      { id: 'towel', quantity: 1 },
    ];
    expect(check(stock, answer, { claimed: { cap: 4, goggles: 3, towel: 1 } })).toEqual({
      key: 'validation.productLeft',
      params: { product: 'cap', left: 1 },
      more: [
        { key: 'validation.productMinMax', params: { product: 'shirt', min: 2, max: 4 } },
        { key: 'validation.productNoneLeft', params: { product: 'goggles', left: 0 } },
      ],
    });
  });

  test('the too-many-products messages name the product (spec 001 §5 Products)', () => {
    expect(FORM_VALIDATION_MESSAGE_KEYS['validation.productLeft']).toBe('Only {left} left of {product}');
    expect(FORM_VALIDATION_MESSAGE_KEYS['validation.productNoneLeft']).toBe('None left of {product}');
  });
});

describe('spec 001 §5 messages', () => {
  test('every message key has an English text, the between one as the spec words it', () => {
    expect(FORM_VALIDATION_MESSAGE_KEYS['validation.between']).toBe('Value must be between {min} and {max}');
    expect(FORM_VALIDATION_MESSAGE_KEYS['validation.invalidEmail']).toBe('Invalid email');
    for (const text of Object.values(FORM_VALIDATION_MESSAGE_KEYS)) expect(text.length).toBeGreaterThan(0);
  });
});
