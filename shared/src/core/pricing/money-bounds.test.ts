import { MAX_PRODUCT_QUANTITY, MAX_TOTAL_CENTS } from '../constants';
import { createRulesEngine } from '../form/rules-engine';
import { section, testForm } from '../form/test-form';
import { validateField } from '../form/validate-field';
import { validateSubmission } from '../form/validate-form';
import type { FormValues } from '../form/form-values';
import { contentBoundProblems, isBoundedCents, totalBoundErrors } from './money-bounds';

const form = testForm({
  sections: [
    section('x', [
      { id: 'weeks', type: 'PaymentOptionList', options: [{ value: 'camp', text: 'Camp', price: 60_000_000 }, { value: 'free', text: 'Free', price: 0 }] },
      { id: 'gear', type: 'Products', products: [{ value: 'boat', text: 'Boat', price: 5_000 }] },
    ]),
  ],
});
const statesOf = (values: FormValues) => createRulesEngine(form).evaluate(values).states;

describe('issue 18 §3: amounts are bounded', () => {
  test('a total is at most 99,999,999 cents (what card providers accept) and a product line at most 10,000', () => {
    expect(MAX_TOTAL_CENTS).toBe(99_999_999);
    expect(MAX_PRODUCT_QUANTITY).toBe(10_000);
  });

  test.each([
    [0, true],
    [MAX_TOTAL_CENTS, true],
    [MAX_TOTAL_CENTS + 1, false],
    [10 ** 15, false],
    [10.5, false],
    [-1, false],
    ['100', false],
  ])('a price of %p cents is within the bound: %p', (price, expected) => {
    expect(isBoundedCents(price)).toBe(expected);
  });

  test.each([
    ['under the bound', { weeks: ['camp'], gear: [{ id: 'boat', quantity: 100 }] }, 0, {}],
    ['exactly at the bound', { weeks: [], gear: [{ id: 'boat', quantity: 10_000 }] }, MAX_TOTAL_CENTS - 50_000_000, {}],
    [
      'over it: every priced answer that adds to it is named, a free one not',
      { weeks: ['camp', 'free'], gear: [{ id: 'boat', quantity: 10_000 }] },
      0,
      { weeks: { key: 'validation.totalTooHigh', params: { max: 999_999.99 } }, gear: { key: 'validation.totalTooHigh', params: { max: 999_999.99 } } },
    ],
    ['over it by the fixed amount alone', { weeks: [], gear: [] }, MAX_TOTAL_CENTS + 1, { fixedAmount: { key: 'validation.totalTooHigh', params: { max: 999_999.99 } } }],
  ])('the total (fixed amount and priced answers, before discounts) %s', (_label, values, fixedAmount, expected) => {
    expect(totalBoundErrors(form, values as FormValues, statesOf(values as FormValues), fixedAmount)).toEqual(expected);
  });

  test('validateSubmission checks the total of a paid form only, and only once every answer is valid', () => {
    const values: FormValues = { weeks: ['camp'], gear: [{ id: 'boat', quantity: 9_000 }] };
    expect(validateSubmission(form, values, {})).toEqual({});
    expect(Object.keys(validateSubmission(form, values, { paid: { fixedAmount: null } }))).toEqual(['weeks', 'gear']);
    const tooMany: FormValues = { weeks: ['camp'], gear: [{ id: 'boat', quantity: 10_001 }] };
    expect(validateSubmission(form, tooMany, { paid: { fixedAmount: null } })).toEqual({ gear: { key: 'validation.productMinMax', params: { product: 'boat', min: 0, max: 10_000 } } });
  });

  test("a product without max is bounded by 10,000; a product's own max above it by 10,000 too", () => {
    const gear = form.steps[0]?.sections[0]?.fields[1];
    if (!gear) throw new Error('no field');
    expect(validateField(gear, [{ id: 'boat', quantity: 429_497 }], { required: false })).toEqual({ key: 'validation.productMinMax', params: { product: 'boat', min: 0, max: 10_000 } });
    expect(validateField(gear, [{ id: 'boat', quantity: 10_000 }], { required: false })).toBeNull();
  });

  test('content prices above the bound and product quantities above 10,000 are named by field and entry', () => {
    const content = testForm({
      sections: [
        section('x', [
          { id: 'weeks', type: 'PaymentOptionList', options: [{ value: 'camp', text: 'Camp', price: 10 ** 15 }] },
          { id: 'season', type: 'PaymentChoiceList', choices: [{ value: 'full', text: 'Full', price: MAX_TOTAL_CENTS }] },
          { id: 'gear', type: 'Products', products: [{ value: 'boat', text: 'Boat', price: 100, max: 20_000 }] },
        ]),
      ],
    });
    expect(contentBoundProblems(content)).toEqual([
      { fieldId: 'weeks', value: 'camp', message: 'payment.priceMax' },
      { fieldId: 'gear', value: 'boat', message: 'payment.quantityMax' },
    ]);
  });
});
