import type { Discount } from '../types/payment';
import { percentOf } from './percent-of';

/**
 * What a discount takes off `base` cents (spec 001 §3): `value` cents for `amount`, `value` % of
 * `base` (rounded by `percentOf`) for `percent`; never more than `base` nor below zero.
 */
export function discountAmount(base: number, discount: Discount | null | undefined): number {
  if (!discount || base <= 0 || !Number.isFinite(discount.value) || discount.value <= 0) return 0;
  const raw = discount.type === 'percent' ? percentOf(base, Math.min(discount.value, 100)) : Math.round(discount.value);
  return Math.min(base, Math.max(0, raw));
}
