import { discountAmount } from './discount-amount';

describe('discountAmount: spec 001 §3 discounts (amount in cents or percent), never below zero', () => {
  test.each([
    ['an amount takes its cents off', 10000, { type: 'amount', value: 2500 }, 2500],
    ['a percent takes its share, rounded to the cent', 1005, { type: 'percent', value: 10 }, 101],
    ['an amount larger than the base takes only the base', 1000, { type: 'amount', value: 5000 }, 1000],
    ['a percent above 100 counts as 100', 1000, { type: 'percent', value: 150 }, 1000],
    ['a zero discount takes nothing', 1000, { type: 'amount', value: 0 }, 0],
    ['a negative value takes nothing', 1000, { type: 'amount', value: -100 }, 0],
    ['nothing off a zero base', 0, { type: 'percent', value: 50 }, 0],
    ['no discount', 1000, null, 0],
  ] as const)('%s', (_name, base, discount, expected) => {
    expect(discountAmount(base, discount)).toBe(expected);
  });
});
