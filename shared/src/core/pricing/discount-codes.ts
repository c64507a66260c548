import type { DiscountCode } from '../types/payment';

/** Discount codes are compared and stored upper-case, without surrounding spaces (spec 001 §3). */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a code cannot be applied: unknown, past its expiration date, or every use taken. */
export type DiscountCodeProblem = 'unknown' | 'expired' | 'usedUp';

/**
 * The form's code matching `code` when it can be applied on `today` (YYYY-MM-DD) with `used`
 * uses already taken, else why not. A code is valid through its expiration date.
 */
export function findUsableDiscountCode(
  codes: readonly DiscountCode[],
  code: string,
  today: string,
  used = 0,
): { ok: true; code: DiscountCode } | { ok: false; problem: DiscountCodeProblem } {
  const wanted = normalizeDiscountCode(code);
  const found = wanted === '' ? undefined : codes.find((candidate) => normalizeDiscountCode(candidate.code) === wanted);
  if (!found) return { ok: false, problem: 'unknown' };
  if (found.expirationDate && found.expirationDate.slice(0, 10) < today) return { ok: false, problem: 'expired' };
  if (Number.isFinite(found.quantity) && used >= found.quantity) return { ok: false, problem: 'usedUp' };
  return { ok: true, code: { ...found, code: wanted } };
}
