import type { DiscountCode } from '../types/payment';
import { findUsableDiscountCode, normalizeDiscountCode } from './discount-codes';

const codes: DiscountCode[] = [
  { code: 'SUMMER10', type: 'percent', value: 10, quantity: 100, expirationDate: '2026-08-31' },
  { code: 'ONCE', type: 'amount', value: 2500, quantity: 1, expirationDate: null },
];

describe('discount codes: spec 001 §3 (always uppercased) and §8 (expired or limit reached)', () => {
  test('codes are uppercased and trimmed', () => {
    expect(normalizeDiscountCode('  summer10 ')).toBe('SUMMER10');
  });

  test.each([
    ['a known code typed in lower case applies', 'summer10', '2026-06-01', 0, { ok: true }],
    ['a code is valid through its expiration date', 'SUMMER10', '2026-08-31', 0, { ok: true }],
    ['a code past its expiration date is expired', 'SUMMER10', '2026-09-01', 0, { ok: false, problem: 'expired' }],
    ['a code whose uses are all taken is used up', 'ONCE', '2026-06-01', 1, { ok: false, problem: 'usedUp' }],
    ['an unknown code is unknown', 'NOPE', '2026-06-01', 0, { ok: false, problem: 'unknown' }],
    ['an empty code is unknown', '  ', '2026-06-01', 0, { ok: false, problem: 'unknown' }],
  ] as const)('%s', (_name, code, today, used, expected) => {
    expect(findUsableDiscountCode(codes, code, today, used)).toMatchObject(expected);
  });
});
