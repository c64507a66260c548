import type { Coupon, Payment, PaymentDetail } from './payment';
import type { PaymentMoney } from '../pricing/payment-money';
import type { SubmissionField } from './submission';

/** A payment line as the staff submission calls answer it: what was given back and what still can be (cents). */
export interface PaymentLineView extends PaymentDetail {
  refundedTotal: number;
  refundable: number;
}

/** A payment with its lines as the staff calls answer them. */
export interface PaymentView extends Omit<Payment, 'paymentDetails'> {
  paymentDetails: PaymentLineView[];
}

/** A submission as the staff calls answer it (spec 000 §3, with refunds on each payment line). */
export interface SubmissionView {
  id: string;
  date: string;
  fields: SubmissionField[];
  payment: PaymentView | null;
  coupon: Coupon | null;
  /** What the payment moved (shared/core `paymentMoney` of `payment` and `coupon`): the figures of the report's money columns; null without a payment. */
  money: PaymentMoney | null;
}

export type SubmissionHistoryKind = 'created' | 'edited' | 'refunded' | 'refundFailed' | 'canceled' | 'cancelFailed' | 'chargeRetried'
  // Settled by the provider later (webhooks, the settling job): no user.
  | 'refundSettled'
  | 'chargeSettled'
  | 'disputeOpened'
  | 'disputeClosed';

/** One event of a submission's history (beyond the spec): sent, edited, refunded, canceled. */
export interface SubmissionHistoryEntry {
  id: string;
  kind: SubmissionHistoryKind;
  date: string;
  /** Who did it; null for the public visitor who sent the submission. */
  by: { id: string; firstName: string; name: string } | null;
  details: { changed?: string[]; amount?: number; remaining?: number; status?: string; detailId?: string; canceled?: string[]; message?: string; [key: string]: unknown };
}
