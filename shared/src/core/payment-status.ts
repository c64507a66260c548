/** One spelling per status: the upper-case ones map to their lower-case twin (spec 000 §4). */
export type CanonicalPaymentStatus =
  | 'succeeded'
  | 'pending'
  | 'requires_confirmation'
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'failed'
  | 'canceled'
  | 'refunded'
  | 'pending_refund'
  | 'ready';

export type PaymentStatusTone = 'success' | 'warning' | 'danger' | 'informative';

const CANONICAL: Record<string, CanonicalPaymentStatus> = {
  succeeded: 'succeeded',
  success: 'succeeded',
  pending: 'pending',
  requires_confirmation: 'requires_confirmation',
  requires_payment_method: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  failed: 'failed',
  error: 'failed',
  canceled: 'canceled',
  cancelled: 'canceled',
  refunded: 'refunded',
  pending_refund: 'pending_refund',
  ready: 'ready',
};

const TONE: Record<CanonicalPaymentStatus, PaymentStatusTone> = {
  succeeded: 'success',
  pending: 'warning',
  requires_confirmation: 'warning',
  requires_payment_method: 'warning',
  requires_action: 'warning',
  processing: 'warning',
  ready: 'warning',
  pending_refund: 'warning',
  failed: 'danger',
  canceled: 'danger',
  refunded: 'danger',
};

/** The one spelling of a payment status, whatever its case; null for an unknown status. */
export function normalizePaymentStatus(status: string): CanonicalPaymentStatus | null {
  return CANONICAL[status.trim().toLowerCase()] ?? null;
}

/** Badge colour of a payment status in either spelling (spec 000 §4); informative when unknown. */
export function paymentStatusTone(status: string): PaymentStatusTone {
  const canonical = normalizePaymentStatus(status);
  return canonical ? TONE[canonical] : 'informative';
}

/** i18n key (namespace `common`) of a payment status label, e.g. `paymentStatus.succeeded`. */
export function paymentStatusLabelKey(status: string): string {
  return `paymentStatus.${normalizePaymentStatus(status) ?? 'unknown'}`;
}

/** Statuses whose payment can no longer be refunded or canceled (spec 000 §4 refund modal). */
export function isPaymentSettledAgainstRefund(status: string): boolean {
  const canonical = normalizePaymentStatus(status);
  return canonical === 'canceled' || canonical === 'refunded' || canonical === 'pending_refund' || canonical === 'failed';
}
