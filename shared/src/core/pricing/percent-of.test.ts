import { percentOf } from './percent-of';

describe('percentOf: the rounding rule of spec 001 §9 (integer cents)', () => {
  test.each([
    [10000, 10, 1000],
    [1005, 10, 101], // 100.5 → halves away from zero
    [1004, 10, 100],
    [999, 33.33, 333],
    [15000, 12.5, 1875],
    [1, 50, 1],
    [0, 25, 0],
    [10001, 100, 10001],
  ])('%i cents × %d %% = %i cents', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });
});
