import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [1099, '$10.99'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100000, '$1000.00'],
    [-250, '-$2.50'],
  ])('spec 000 §9: amounts in cents are shown as value/100 with two decimals and a dollar sign (%i → %s)', (cents, shown) => {
    expect(formatMoney(cents)).toBe(shown);
  });
});
