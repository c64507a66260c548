/**
 * The rounding rule of every money computation (spec 001 §9: integer cents): a percentage of an
 * amount in cents is rounded to the nearest cent, halves away from zero (1005 × 10 % = 101).
 */
export function percentOf(cents: number, percent: number): number {
  const exact = (cents * percent) / 100;
  // Guards against binary fractions such as 100.49999999999999 for an exact half.
  const nudged = exact + Math.sign(exact) * 1e-9;
  return Math.sign(nudged) * Math.round(Math.abs(nudged));
}
