import type { Payment, PaymentDetail, PaymentDispute, PaymentStatus, PaymentView } from '@front-office/shared/core';
import { isRecord, normalizePaymentStatus } from '@front-office/shared/core';

const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);

/** A stored dispute in the shape staff read (PaymentDispute); anything else (hand-written or imported data) is none. */
function disputeOf(value: unknown): PaymentDispute | null {
  if (!isRecord(value)) return null;
  return {
    amount: Math.max(0, cents(value.amount)),
    status: typeof value.status === 'string' ? value.status : value.outcome === 'won' || value.outcome === 'lost' ? value.outcome : 'needs_response',
    reason: typeof value.reason === 'string' ? value.reason : null,
    outcome: value.outcome === 'won' || value.outcome === 'lost' ? value.outcome : null,
  };
}

/**
 * The stored Payment JSON (spec 000 §3) with the ids the refund and cancel calls address. Payments
 * written without ids (the sample data, older clients) get stable ones: the submission's id for
 * the payment and the line's position (1, 2, …) for each line, so the same call finds the same line.
 */
export function paymentWithIds(raw: unknown, submissionId: string): Payment | null {
  if (!isRecord(raw)) return null;
  const details = Array.isArray(raw.paymentDetails) ? raw.paymentDetails.filter(isRecord) : [];
  const paymentIntentId = typeof raw.paymentIntentId === 'string' ? raw.paymentIntentId : null;
  return {
    ...(raw as unknown as Payment),
    id: typeof raw.id === 'string' && raw.id !== '' ? raw.id : submissionId,
    method: raw.method === 'other' ? 'other' : 'credit_card',
    status: (typeof raw.status === 'string' ? raw.status : 'pending') as PaymentStatus,
    paymentIntentId,
    total: cents(raw.total),
    paymentDetails: details.map((detail, index) => ({
      ...(detail as unknown as PaymentDetail),
      id: typeof detail.id === 'string' && detail.id !== '' ? detail.id : String(index + 1),
      date: typeof detail.date === 'string' ? detail.date : '',
      total: cents(detail.total),
      status: (typeof detail.status === 'string' ? detail.status : 'pending') as PaymentStatus,
      ...('dispute' in detail ? { dispute: disputeOf(detail.dispute) } : {}),
      // A single charge stored before per-line intent ids existed belongs to the payment's intent.
      paymentIntentId: typeof detail.paymentIntentId === 'string' ? detail.paymentIntentId : details.length === 1 ? paymentIntentId : null,
    })),
  };
}

/** The payment with each line's refunded and refundable amounts (refunded: cents by line id; pending: of those, the refunds still under way). */
export function paymentView(payment: Payment | null, refunded: ReadonlyMap<string, number>, pending: ReadonlyMap<string, number> = new Map()): PaymentView | null {
  if (!payment) return null;
  return {
    ...payment,
    paymentDetails: payment.paymentDetails.map((detail) => {
      const refundedTotal = refunded.get(detail.id) ?? 0;
      const succeeded = normalizePaymentStatus(detail.status) === 'succeeded';
      return { ...detail, refundedTotal, refundPending: pending.get(detail.id) ?? 0, refundable: succeeded ? Math.max(0, detail.total - refundedTotal) : 0 };
    }),
  };
}

/**
 * The payment's own status once its lines changed: refunded when every line that took money was
 * given back in full and the others were stopped; canceled when every line was stopped before
 * taking money; otherwise as it was.
 */
export function settledPaymentStatus(payment: Payment): PaymentStatus {
  const statuses = payment.paymentDetails.map((detail) => normalizePaymentStatus(detail.status));
  if (statuses.length === 0) return payment.status;
  const stopped = (status: string | null) => status === 'canceled' || status === 'failed';
  if (statuses.every(stopped)) return 'canceled';
  if (statuses.some((status) => status === 'refunded') && statuses.every((status) => status === 'refunded' || stopped(status))) return 'refunded';
  return payment.status;
}

// Line statuses of a card payment that never took money: planned, waiting for a card, or stopped.
const NEVER_CHARGED = new Set(['ready', 'requires_payment_method', 'failed', 'canceled']);

/**
 * Why the submission (or its form, or the payment account it was paid through) may not be deleted
 * yet, or null: money taken and not given back, or money still moving (a charge under way, or
 * planned after a first one succeeded). A card payment that never took money (the visitor never
 * completed it: an unpaid hold) does not block: its planned charges are deleted with the submission
 * and so can never be made. A payment made outside the product ('other') holds nothing here.
 */
export function paymentBlockingDelete(payment: PaymentView | null): 'moneyHeld' | 'paymentInProgress' | null {
  if (!payment || payment.method === 'other') return null;
  if (payment.paymentDetails.every((detail) => NEVER_CHARGED.has(normalizePaymentStatus(detail.status) ?? ''))) return null;
  for (const detail of payment.paymentDetails) {
    const status = normalizePaymentStatus(detail.status);
    if (status === 'succeeded' && detail.refundable > 0) return 'moneyHeld';
    if (status === 'succeeded' || status === 'canceled' || status === 'failed' || status === 'refunded') continue;
    // pending, processing, requires_*, pending_refund, and planned (READY) charges.
    return 'paymentInProgress';
  }
  return null;
}
