/**
 * Payment statuses as they occur, in both spellings (spec 000 §4). Lower-case ones come from
 * the card provider, upper-case ones from the second provider.
 */
export const PAYMENT_STATUSES = [
  'succeeded',
  'SUCCESS',
  'pending',
  'requires_confirmation',
  'requires_payment_method',
  'requires_action',
  'processing',
  'PROCESSING',
  'failed',
  'ERROR',
  'canceled',
  'CANCELED',
  'refunded',
  'REFUNDED',
  'pending_refund',
  'READY',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** 'other' means paid outside the product (spec 000 §3, spec 001 §3). */
export type PaymentMethod = 'credit_card' | 'other';

export type DiscountType = 'amount' | 'percent';

/** A discount: `value` is in cents for `amount`, a percentage for `percent`. */
export interface Discount {
  type: DiscountType;
  value: number;
}

/** One dated share of a fixed-dates plan (spec 001 §3): `date` is YYYY-MM-DD. */
export interface Installment {
  date: string;
  percent: number;
}

export type PaymentModeKind = 'single' | 'fixed_dates';

/** A way to pay offered by a form (spec 001 §3 Payment mode). */
export interface PaymentMode {
  id: string;
  mode: PaymentModeKind;
  discount: Discount;
  /** Only for `fixed_dates`. */
  installments?: Installment[];
}

/** The form's `paymentModes` property: the modes and what they apply to (spec 001 §3). */
export interface FormPaymentModes {
  modes: PaymentMode[];
  applyTo: string[];
}

/** A discount code of a form (spec 001 §3); `code` is always upper-case. */
export interface DiscountCode {
  code: string;
  type: DiscountType;
  value: number;
  quantity: number;
  /** YYYY-MM-DD (or with T00:00:00); null when it never expires. */
  expirationDate: string | null;
}

/** A discount code applied to a submission (spec 001 §3). */
export interface AppliedDiscount {
  code: string;
  type: DiscountType;
  value: number;
}

/** Coupon of a submission (spec 000 §3); `discountTotal` in cents. */
export interface Coupon {
  code: string;
  discountTotal: number;
}

/** One charge of a payment (spec 000 §3); `total` in cents. */
export interface PaymentDetail {
  /** Target of the refund and cancel calls. */
  id: string;
  date: string;
  total: number;
  status: PaymentStatus;
  /** Provider fees in cents, shown in the refund modal. */
  providerFees?: number;
  paymentIntentId?: string | null;
  /** Charges tried so far (installments charged by our server). */
  attempts?: number;
  /** The provider's reason for the last declined charge (Stripe's codes, spec 001 §8); null once charged. */
  errorCode?: string | null;
  declineCode?: string | null;
  /** When a declined installment is charged again (ISO date-time); null when it is not retried. */
  nextAttemptAt?: string | null;
  /**
   * A dispute (chargeback) the cardholder's bank opened on this charge: the amount it holds, the
   * provider's status and, once closed, whether the club won (the money stays) or lost it.
   */
  dispute?: PaymentDispute | null;
}

export interface PaymentDispute {
  /** Cents held by the bank. */
  amount: number;
  /** The provider's status (needs_response, under_review, won, lost, …). */
  status: string;
  reason: string | null;
  outcome: 'won' | 'lost' | null;
}

/** The payment of a submission (spec 000 §3); totals in cents. */
export interface Payment {
  id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  paymentIntentId: string | null;
  modeDefinition: Pick<PaymentMode, 'discount'> & Partial<PaymentMode>;
  paymentDetails: PaymentDetail[];
  total: number;
  /** What the payment mode's discount took off, in cents, as priced (absent on payments stored before it was kept: see `modeDiscountOf`). */
  modeDiscountTotal?: number;
}

export const PAYMENT_ACCOUNT_TYPES = ['stripe', 'sportspay-ca', 'sportspay-us'] as const;
export type PaymentAccountType = (typeof PAYMENT_ACCOUNT_TYPES)[number];

/** Known account statuses; providers may send others. */
export type PaymentAccountStatus = 'created' | 'in-review' | (string & {});

/** The provider family a form pays through (spec 001 §3). */
export type PaymentProvider = 'stripe' | 'sportspay';

/** A connected payment account (spec 000 §3); provider field names kept as the API sends them. */
export interface PaymentAccount {
  id: string;
  stripe_user_id: string;
  account_name: string;
  type: PaymentAccountType;
  stripe_publishable_key: string | null;
  status: PaymentAccountStatus;
  creationDate: string;
  /** Added by the server's list: false when public forms bound to it cannot take card payments there (a SportsPay account outside sample mode). */
  cardPaymentsAvailable?: boolean;
}
