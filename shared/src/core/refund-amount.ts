/**
 * The refund amount of spec 000 §5, in cents. A refund may reach the payment's total when a
 * partial refund is chosen or the provider fees are refunded too; a full refund that keeps the
 * fees reaches the total minus the fees. What earlier refunds gave back is never given twice.
 */
export interface RefundLimitInput {
  /** What the payment charged, in cents. */
  total: number;
  /** What the provider kept on it, in cents (0 when unknown). */
  providerFees: number;
  /** What earlier refunds (done or under way) gave back, in cents. */
  refunded: number;
  partial: boolean;
  includeFees: boolean;
}

/** The most a refund may give back now, in cents (never below 0). */
export function refundLimit({ total, providerFees, refunded, partial, includeFees }: RefundLimitInput): number {
  const ceiling = partial || includeFees ? total : total - providerFees;
  return Math.max(0, ceiling - refunded);
}

export type RefundAmountProblem = 'required' | 'tooSmall' | 'tooHigh';

/** Why a refund amount (cents, null when empty or not a number) is refused, or null (spec 000 §5). */
export function refundAmountProblem(amount: number | null, limit: number): RefundAmountProblem | null {
  if (amount === null) return 'required';
  if (amount < 1) return 'tooSmall';
  if (amount > limit) return 'tooHigh';
  return null;
}

/** Dollars as typed ("10", "10.5", "10,50", "$1 000.25") to cents; null when not an amount of at most 2 decimals. */
export function amountToCents(text: string): number | null {
  const cleaned = text.replace(/[\s$\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [units = '0', decimals = ''] = cleaned.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Cents as the dollars an input shows ("10.50"), without the sign. */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * What the amount input keeps of a typed or pasted text: digits and one dot (spec 001 §5), a
 * French decimal comma read as the dot. "abc" keeps nothing, which reads as no amount.
 */
export function amountInputText(text: string): string {
  const kept = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}

/**
 * The amount input's text on leaving it: two decimals (spec 001 §5), a third one rounded to the
 * nearest cent ("12.345" reads "12.35" before anything is confirmed); '' stays ''.
 */
export function normalizedAmountText(text: string): string {
  const [units = '', decimals = ''] = amountInputText(text).split('.');
  if (units === '' && decimals === '') return '';
  const cents = Number(units || '0') * 100 + Number(decimals.slice(0, 2).padEnd(2, '0')) + (Number(decimals[2] ?? '0') >= 5 ? 1 : 0);
  return centsToAmount(cents);
}
