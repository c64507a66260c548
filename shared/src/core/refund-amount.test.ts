import { amountInputText, normalizedAmountText, amountToCents, centsToAmount, refundAmountProblem, refundLimit } from './refund-amount';

describe('spec 000 §5 refund amount: the limit', () => {
  it.each([
    ['a full refund keeps the fees', { total: 15000, providerFees: 465, refunded: 0, partial: false, includeFees: false }, 14535],
    ['a full refund with the fees reaches the total', { total: 15000, providerFees: 465, refunded: 0, partial: false, includeFees: true }, 15000],
    ['a partial refund reaches the total', { total: 15000, providerFees: 465, refunded: 0, partial: true, includeFees: false }, 15000],
    ['earlier refunds are not given twice', { total: 15000, providerFees: 0, refunded: 1000, partial: true, includeFees: false }, 14000],
    ['never below zero', { total: 15000, providerFees: 465, refunded: 15000, partial: false, includeFees: false }, 0],
  ])('%s', (_rule, input, expected) => {
    expect(refundLimit(input)).toBe(expected);
  });
});

describe('spec 000 §5 refund amount: required, minimum 1, not above the limit', () => {
  it.each([
    [null, 1000, 'required'],
    [0, 1000, 'tooSmall'],
    [1, 1000, null],
    [1000, 1000, null],
    [1001, 1000, 'tooHigh'],
  ])('%p against %p → %p', (amount, limit, expected) => {
    expect(refundAmountProblem(amount, limit)).toBe(expected);
  });
});

describe('amounts typed in dollars', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10,50', 1050],
    ['$1 000.25', 100025],
    ['0.01', 1],
    ['', null],
    ['ten', null],
    ['1.234', null],
    ['-5', null],
  ])('%p → %p cents', (text, cents) => {
    expect(amountToCents(text)).toBe(cents);
  });

  it('writes cents back with two decimals', () => {
    expect(centsToAmount(14535)).toBe('145.35');
  });
});

describe('the amount input keeps digits and a dot, two decimals on leaving it (spec 001 §5)', () => {
  it.each([
    ['abc', ''],
    ['12a.3b', '12.3'],
    ['12,50', '12.50'],
    ['1.2.3', '1.23'],
    ['-5', '5'],
  ])('typed %p keeps %p', (text, kept) => {
    expect(amountInputText(text)).toBe(kept);
  });

  it.each([
    ['12.345', '12.35'],
    ['12.344', '12.34'],
    ['12', '12.00'],
    ['.5', '0.50'],
    ['abc', ''],
    ['', ''],
  ])('left as %p reads %p', (text, normalized) => {
    expect(normalizedAmountText(text)).toBe(normalized);
  });
});
