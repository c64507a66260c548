import type { CanonicalPaymentStatus } from './payment-status';
import { normalizePaymentStatus } from './payment-status';
import { PAYMENT_STATUSES } from './types/payment';

/** Every canonical payment status (the filter of the submissions list offers these). */
export const CANONICAL_PAYMENT_STATUSES: readonly CanonicalPaymentStatus[] = [
  'succeeded',
  'pending',
  'requires_confirmation',
  'requires_payment_method',
  'requires_action',
  'processing',
  'failed',
  'canceled',
  'refunded',
  'pending_refund',
  'ready',
];

/** The lower-cased spellings stored for one canonical status (spec 000 §4: both cases occur). */
export function paymentStatusSpellings(status: CanonicalPaymentStatus): string[] {
  const spellings = new Set<string>([status]);
  for (const candidate of PAYMENT_STATUSES) if (normalizePaymentStatus(candidate) === status) spellings.add(candidate.toLowerCase());
  if (status === 'canceled') spellings.add('cancelled');
  return [...spellings];
}
