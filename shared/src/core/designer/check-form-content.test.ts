import { checkFormContent } from './check-form-content';

const field = (extra: Record<string, unknown> = {}) => ({ id: 'f1', type: 'Text', text: 'Name', size: 6, ...extra });
const form = (fields: unknown[], rules: unknown[] = [], multiple = false) =>
  JSON.stringify({ steps: [{ id: 's', name: 'S', sections: [{ id: 'a', name: 'A', fields, multiple }, { id: 'r', name: 'R', multiple: true, fields: [{ id: 'k', type: 'Text', text: 'Kid' }] }, { id: 'r2', name: 'R2', multiple: true, fields: [{ id: 'k2', type: 'Text', text: 'Kid 2' }] }] }], rules });

describe('issue 9 §3: a saved content is checked, and a 400 says what is wrong and where', () => {
  it.each([
    ['a valid form', form([field()]), null],
    ['invalid JSON', '{', /^content: invalid JSON/],
    ['duplicate ids', form([field(), field()]), /fields\[1\]\.id: duplicate field id "f1"/],
    ['unknown type', form([field({ type: 'Foo' })]), /fields\[0\]\.type/],
    ['size 0', form([field({ size: 0 })]), /steps\[0\]\.sections\[0\]\.fields\[0\]\.size: must be a whole number from 1 to 12/],
    ['size 13', form([field({ size: 13 })]), /size: must be a whole number from 1 to 12/],
    ['text minLength below 0', form([field({ minLength: -1 })]), /minLength: must be at least 0/],
    ['text maxLength below minLength', form([field({ minLength: 10, maxLength: 5 })]), /maxLength: must be at least minLength/],
    ['numeric max below min', form([field({ type: 'Numeric', min: 10, max: 5 })]), /max: must be at least min/],
    ['rating count 11', form([field({ type: 'Rating', count: 11 })]), /count: must be a whole number from 1 to 10/],
    ['a price in dollars', form([field({ type: 'PaymentChoiceList', choices: [{ value: 'a', text: 'A', price: 10.5 }] })]), /price must be a whole number of cents/],
    // Issue 18 §3: amounts are bounded.
    ['a price of 10^15 cents', form([field({ type: 'PaymentOptionList', options: [{ value: 'a', text: 'A', price: 10 ** 15 }] })]), /fields\[0\] \(f1\) choice 1: price must be a whole number of cents, at least 0 and at most 99999999/],
    ['a price of 99,999,999 cents', form([field({ type: 'PaymentOptionList', options: [{ value: 'a', text: 'A', price: 99_999_999 }] })]), null],
    ['a product max above 10,000', form([field({ type: 'Products', products: [{ value: 'p', text: 'P', price: 1, max: 10_001 }] })]), /\(f1\) choice 1: max must be a whole number from 0 to 10000/],
    ['a product min above 10,000', form([field({ type: 'Products', products: [{ value: 'p', text: 'P', price: 1, min: 20_000 }] })]), /\(f1\) choice 1: min must be/],
  ])('%s', (_name, text, expected) => {
    const result = checkFormContent(text);
    if (expected === null) expect(result.ok).toBe(true);
    else expect(result.ok ? '' : result.error).toMatch(expected);
  });
});
