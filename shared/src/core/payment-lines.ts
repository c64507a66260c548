import type { PaymentDetail } from './types/payment';
import { normalizePaymentStatus } from './payment-status';

type Line = Pick<PaymentDetail, 'id' | 'status'>;

/** Statuses of a line that took money or was stopped: it is refunded, or nothing more can be done (spec 000 §4). */
const NOT_CANCELABLE = new Set(['succeeded', 'canceled', 'refunded', 'pending_refund', 'failed']);

/** Whether a payment line can be canceled: it took no money and was not stopped (spec 000 §4 refund/cancel modal). */
export function isLineCancelable(status: string): boolean {
  const canonical = normalizePaymentStatus(status);
  return canonical !== null && !NOT_CANCELABLE.has(canonical);
}

/**
 * The lines a cancel of line `lineId` stops (spec 000 §4 refund/cancel modal: "otherwise confirm
 * cancels the payment"): the line itself and the planned (READY) lines after it in the plan, so
 * the plan stops there; never a line before it. `lines` are in the plan's order (paymentDetails).
 * Empty when the line is unknown or cannot be canceled.
 */
export function linesStoppedByCancel(lines: readonly Line[], lineId: string): string[] {
  const index = lines.findIndex((line) => line.id === lineId);
  const chosen = lines[index];
  if (!chosen || !isLineCancelable(chosen.status)) return [];
  const later = lines.slice(index + 1).filter((line) => normalizePaymentStatus(line.status) === 'ready');
  return [chosen.id, ...later.map((line) => line.id)];
}

/** Why a card charge was declined, as a message id (the public form's `payment.cardErrors.*`, the staff's decline reasons). */
export type CardDeclineReason = 'generic' | 'insufficientFunds' | 'lostCard' | 'stolenCard' | 'expiredCard' | 'incorrectCvc' | 'processingError' | 'incorrectNumber' | 'noCard';

/**
 * The reason of a card error (spec 001 §8): card_declined by its decline code (insufficient_funds,
 * lost_card, stolen_card, else the generic decline), expired_card, incorrect_cvc,
 * processing_error, incorrect_number, payment_method_missing (no card set up); any other code is
 * the generic decline.
 */
export function cardDeclineReason(code: string | null | undefined, declineCode: string | null | undefined): CardDeclineReason {
  switch (code) {
    case 'card_declined':
      if (declineCode === 'insufficient_funds') return 'insufficientFunds';
      if (declineCode === 'lost_card') return 'lostCard';
      if (declineCode === 'stolen_card') return 'stolenCard';
      return 'generic';
    case 'expired_card':
      return 'expiredCard';
    case 'incorrect_cvc':
      return 'incorrectCvc';
    case 'processing_error':
      return 'processingError';
    case 'incorrect_number':
      return 'incorrectNumber';
    case 'payment_method_missing':
      return 'noCard';
    default:
      return 'generic';
  }
}

export interface DeclinedLine {
  reason: CardDeclineReason;
  /** When it is charged again (ISO); null: declined for good (staff or the payer retry it). */
  nextAttemptAt: string | null;
}

/**
 * A declined installment (issue 18 §7): its last off-session charge failed. While it is retried it
 * stays READY with the provider's error and the next attempt's date; after the last attempt it is
 * failed. Null for any other line (a planned one never tried, a charged or canceled one).
 */
export function declinedLine(line: Pick<PaymentDetail, 'status' | 'errorCode' | 'declineCode' | 'nextAttemptAt'>): DeclinedLine | null {
  const status = normalizePaymentStatus(line.status);
  if (!line.errorCode || (status !== 'ready' && status !== 'failed')) return null;
  return { reason: cardDeclineReason(line.errorCode, line.declineCode), nextAttemptAt: status === 'ready' ? (line.nextAttemptAt ?? null) : null };
}
