import { centsToUnits, unitsToCents } from './units';

describe('spec 001 §5: the fixed amount is entered in currency units and saved times 100', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    [' 0.05 ', 5],
    ['0', 0],
    ['19.99', 1999],
  ])('%s units are %i cents', (text, cents) => {
    expect(unitsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-3', '1.234', '1e3', '12.'])('%j is not an amount', (text) => {
    expect(unitsToCents(text)).toBeNull();
  });

  it('shows cents back in units with two decimals, blank for none', () => {
    expect(centsToUnits(1250)).toBe('12.50');
    expect(centsToUnits(null)).toBe('');
  });
});
