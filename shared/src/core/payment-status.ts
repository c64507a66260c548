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

/**
 * What a dispute (chargeback) shows in place of its charge's status: `disputed` while the bank
 * holds the amount, then `dispute_won` (the money stays) or `dispute_lost` (it went back to the
 * cardholder). Labels are `paymentStatus.<state>` like the statuses' (shared/core DISPUTE_LABELS).
 */
export type DisputeState = 'disputed' | 'dispute_won' | 'dispute_lost';

const DISPUTE_TONE: Record<DisputeState, PaymentStatusTone> = { disputed: 'warning', dispute_won: 'success', dispute_lost: 'danger' };

/** The state of a line's dispute; null when it has none. */
export function disputeState(dispute: { outcome: string | null } | null | undefined): DisputeState | null {
  if (!dispute) return null;
  if (dispute.outcome === 'won') return 'dispute_won';
  if (dispute.outcome === 'lost') return 'dispute_lost';
  return 'disputed';
}

/** The dispute a payment shows for its lines: an open one first (money held), else a lost one, else a won one; null without any. */
export function paymentDisputeState(lines: readonly { dispute?: { outcome: string | null } | null }[]): DisputeState | null {
  const states = new Set(lines.map((line) => disputeState(line.dispute)));
  return (['disputed', 'dispute_lost', 'dispute_won'] as const).find((state) => states.has(state)) ?? null;
}

/** Badge colour of a dispute state: held money warns, lost money is a danger, a won dispute a success. */
export const disputeTone = (state: DisputeState): PaymentStatusTone => DISPUTE_TONE[state];
