import type { Coupon, Discount, PaymentMethod, PaymentStatus } from './payment';

/**
 * Where a charge of a receipt stands, for the payer (issue 18 §7, §11): paid; planned (a later
 * installment not charged yet); declined (the card was refused: retried on the schedule while
 * `nextAttemptAt` is set, failed for good otherwise); processing; refunded; canceled;
 * actionRequired (the card's bank asks the cardholder to authenticate the charge: nothing was
 * taken yet, the payer confirms it from the receipt page).
 */
export type ReceiptLineState = 'paid' | 'planned' | 'declined' | 'processing' | 'refunded' | 'canceled' | 'actionRequired';

/** One charge of the payment as the receipt shows it; amounts in cents, `date` YYYY-MM-DD. */
export interface ReceiptLine {
  id: string;
  date: string;
  total: number;
  state: ReceiptLineState;
  /** Cents given back on this charge (refunds done or under way). */
  refunded: number;
  /** The provider's reason of a declined charge (spec 001 §8 codes). */
  errorCode: string | null;
  declineCode: string | null;
  /** When a declined charge is tried again on the card on file; null when it is not. */
  nextAttemptAt: string | null;
  /** The payer may pay this charge now with another card (a declined charge, or one waiting for authentication). */
  canPay: boolean;
  /** The payer may authenticate this charge with the bank now (an actionRequired line on its own account). */
  canAuthenticate: boolean;
}

/**
 * A submission's receipt (`GET /api/public/forms/{formId}/submissions/{submissionId}/receipt`),
 * given only to the holder of the submission's receipt key. Amounts in cents, from the stored
 * payment as the submission detail shows it.
 */
export interface Receipt {
  submissionId: string;
  /** When the submission was sent (ISO). */
  date: string;
  culture: 'fr' | 'en' | null;
  organizationName: string;
  /** null when the submission took no payment. */
  payment: ReceiptPayment | null;
}

export interface ReceiptPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  currency: string;
  /** What the registration costs after discounts. */
  total: number;
  /** Charged and succeeded so far. */
  paid: number;
  refunded: number;
  /** The provider's reference of the first charge (what the card statement and the staff see). */
  reference: string | null;
  coupon: Coupon | null;
  /** The payment mode's discount (a percentage or cents), null without one. */
  modeDiscount: Discount | null;
  lines: ReceiptLine[];
  /** The account a new card is set up on, or a charge authenticated on (the payment's own), when a line can be paid; null otherwise. */
  cardAccount: { organizationId: string; accountId: string } | null;
}
