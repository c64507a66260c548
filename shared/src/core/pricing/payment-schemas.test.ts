import { ValidationError } from 'yup';
import type { AnySchema } from 'yup';
import { discountCodeSchema, discountCodesSchema, paymentModeSchema, paymentModesSchema } from './payment-schemas';

const errorsOf = (schema: { validateSync(value: unknown, options: object): unknown } | AnySchema, value: unknown): string[] => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
};

const single = { id: 'm1', mode: 'single', discount: { type: 'amount', value: 0 } };
const plan = (percents: number[], dates?: string[]) => ({
  id: 'm2',
  mode: 'fixed_dates',
  discount: { type: 'percent', value: 5 },
  installments: percents.map((percent, index) => ({ date: dates?.[index] ?? `2026-0${index + 1}-15`, percent })),
});

describe('paymentModeSchema: spec 001 §5 "Payment modes"', () => {
  test.each([
    ['Pay in Full with no discount is valid', single, []],
    ['a plan whose percents sum to 100 is valid', plan([40, 30, 30]), []],
    ['the discount value is required', { ...single, discount: { type: 'amount', value: undefined } }, ['validation.required']],
    ['the discount value is at least 0', { ...single, discount: { type: 'amount', value: -1 } }, ['payment.discountMin']],
    ['a percent discount is at most 100', { ...single, discount: { type: 'percent', value: 101 } }, ['payment.percentMax']],
    ['installment percents must sum to exactly 100', plan([40, 30, 20]), ['payment.installmentsSum']],
    ['an installment percent is at least 1', plan([0, 100]), ['payment.installmentPercent']],
    ['an installment percent is at most 100', plan([101, -1]), ['payment.installmentPercent', 'payment.installmentPercent']],
    ['an installment date is strictly YYYY-MM-DD', plan([50, 50], ['2026-1-15', '2026-02-30']), ['payment.installmentDate', 'payment.installmentDate']],
    ['a plan needs installments', { ...plan([]) }, ['payment.installmentsRequired']],
  ] as const)('%s', (_name, mode, expected) => {
    expect(errorsOf(paymentModeSchema, mode)).toEqual(expected);
  });
});

describe('paymentModesSchema: spec 001 §5, one Pay in Full, plans many times, at least one mode', () => {
  test.each([
    ['one single and two plans', [single, plan([50, 50]), { ...plan([100]), id: 'm3' }], []],
    ['two singles are refused', [single, { ...single, id: 'm9' }], ['payment.oneSingleMode']],
    ['no mode is refused', [], ['payment.modeRequired']],
  ] as const)('%s', (_name, modes, expected) => {
    expect(errorsOf(paymentModesSchema, modes)).toEqual(expected);
  });
});

describe('discountCodeSchema: spec 001 §5 "Discount codes"', () => {
  const code = { code: 'summer', type: 'percent', value: 10, quantity: 5, expirationDate: '2026-08-31' };
  test.each([
    ['a valid code', code, []],
    ['an expiration date with T00:00:00', { ...code, expirationDate: '2026-08-31T00:00:00' }, []],
    ['no expiration date', { ...code, expirationDate: null }, []],
    ['the code is required', { ...code, code: ' ' }, ['validation.required']],
    ['quantity greater than 0', { ...code, quantity: 0 }, ['payment.quantityPositive']],
    ['quantity is numeric', { ...code, quantity: 'many' }, ['payment.quantityPositive']],
    ['a percent value is 0 to 100', { ...code, value: 120 }, ['payment.percentMax']],
    ['the value is required', { ...code, value: undefined }, ['validation.required']],
    ['an invalid expiration date', { ...code, expirationDate: '31-08-2026' }, ['payment.expirationDate']],
  ] as const)('%s', (_name, value, expected) => {
    expect(errorsOf(discountCodeSchema, value)).toEqual(expected);
  });

  test('codes are stored uppercased', () => {
    expect(discountCodeSchema.validateSync(code).code).toBe('SUMMER');
  });

  test('the same code twice in a form is refused', () => {
    expect(errorsOf(discountCodesSchema, [code, { ...code, code: 'SUMMER' }])).toEqual(['payment.codeDuplicate']);
  });
});
