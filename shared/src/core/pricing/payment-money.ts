import type { Discount } from '../types/payment';
import { isRecord } from '../is-record';
import { normalizePaymentStatus } from '../payment-status';
import { percentOf } from './percent-of';

/** One charge of a stored payment as `paymentMoney` reads it (cents); `refundedTotal` is what refunds gave back of it. */
export interface MoneyLine {
  status: string | null;
  total: number | null;
  /** Refunds done or under way on this line (the staff view's `refundedTotal`); absent: none. */
  refundedTotal?: number | null;
  /** A dispute the cardholder's bank opened on this charge (PaymentDetail `dispute`); absent: none. */
  dispute?: MoneyDispute | null;
}

/** A dispute as `paymentMoney` reads it: the amount the bank took back, and whether the organization lost it for good. */
export interface MoneyDispute {
  amount: number | null;
  outcome: string | null;
}

/** The stored payment of a submission as `paymentMoney` reads it (spec 000 §3 Payment, or the staff PaymentView). */
export interface MoneyPayment {
  status: string | null;
  total: number | null;
  paymentDetails?: readonly MoneyLine[] | null;
  modeDefinition?: { discount?: Discount | null } | null;
  /** The payment mode's discount in cents, as priced when the submission was made. */
  modeDiscountTotal?: number | null;
}

/** Everything a submission's payment moved, in cents: what the report's money columns and the staff summary show. */
export interface PaymentMoney {
  /** What the payment's charges took: every line that succeeded, including the ones refunded since. */
  charged: number;
  /** What refunds gave back or are giving back (done or under way). */
  refunded: number;
  /** What disputes (chargebacks) claim of the charges, open or closed, won or lost. */
  disputed: number;
  /** What disputes lost for good took back (money gone, like a refund the organization did not give). */
  disputeLost: number;
  /** charged − refunded − disputeLost: what the organization keeps. */
  net: number;
  /** What the discount code took off (the coupon's `discountTotal`). */
  codeDiscount: number;
  /** What the payment mode took off. */
  modeDiscount: number;
}

const cents = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);

/** What a charge's status says of its money: it took it (succeeded, then possibly given back), and it gave it all back. */
const TOOK = 1;
const GIVEN_BACK = 2;
const KIND: Partial<Record<string, number>> = { succeeded: TOOK, refunded: TOOK | GIVEN_BACK, pending_refund: TOOK | GIVEN_BACK };
/** Statuses repeat from payment to payment (a report reads 100,000): each spelling is normalized once. */
const kinds = new Map<string, number>();

function kindOf(status: string | null | undefined): number {
  if (typeof status !== 'string') return 0;
  let kind = kinds.get(status);
  if (kind === undefined) {
    const canonical = normalizePaymentStatus(status);
    kind = (canonical !== null && Object.hasOwn(KIND, canonical) ? KIND[canonical] : 0) ?? 0;
    if (kinds.size < 256) kinds.set(status, kind);
  }
  return kind;
}

/** Whether a charge (or a payment without charges) in this status took the money. */
export const tookMoney = (status: string | null | undefined): boolean => (kindOf(status) & TOOK) !== 0;

/** Whether a charge in this status was given back in full (refunded, or its full refund under way). */
const givenBack = (status: string | null | undefined): boolean => (kindOf(status) & GIVEN_BACK) !== 0;

/**
 * The payment mode's discount in cents: the figure stored when the submission was priced
 * (`modeDiscountTotal`) or, for a payment stored without it, derived from the mode's discount and
 * what it was applied to (the total before the code's discount, `total + codeDiscount`, is what
 * the mode left: spec 001 §3, mode first, then code). An amount is derived exactly unless the
 * discounts took the whole subtotal (then the mode's amount is shown); a percentage may be a cent
 * off, when two subtotals round to the same total. Payments priced since issue 18 store the figure.
 */
export function modeDiscountOf(payment: MoneyPayment, codeDiscount: number): number {
  if (typeof payment.modeDiscountTotal === 'number' && Number.isFinite(payment.modeDiscountTotal)) return Math.max(0, Math.round(payment.modeDiscountTotal));
  const discount = payment.modeDefinition?.discount;
  if (!discount || !Number.isFinite(discount.value) || discount.value <= 0) return 0;
  const left = cents(payment.total) + codeDiscount;
  if (discount.type !== 'percent') return Math.round(discount.value);
  if (discount.value >= 100 || left <= 0) return 0;
  // The subtotal S with S − percentOf(S, p) = left: the estimate, or a neighbour when rounding moved it.
  const estimate = Math.round((left * 100) / (100 - discount.value));
  for (const subtotal of [estimate, estimate - 1, estimate + 1, estimate - 2, estimate + 2]) {
    if (subtotal - percentOf(subtotal, discount.value) === left) return subtotal - left;
  }
  return estimate - left;
}

/**
 * What a submission's payment moved, in cents (issue 18 §10), from its stored payment, the
 * refunds of its lines and its coupon: the one rule of the report's money columns (TotalPaid =
 * `charged`, Refunded, Net, Discount = `codeDiscount`, ModeDiscount), the staff summary panel and
 * the submission detail, so that they always agree.
 *
 * - charged: each line that took money (succeeded, refunded or pending_refund) counts its total;
 *   a planned, failed or canceled line took nothing. A payment without lines counts its total
 *   once it took money.
 * - refunded: the sum of the lines' `refundedTotal` (refunds done or under way); a line marked
 *   refunded (or pending_refund) was given back in full even when no refund row says so (data
 *   stored before refunds were recorded), and so was a line-less payment marked so.
 * - disputed: the sum of the lines' dispute amounts, whatever their outcome; disputeLost: those
 *   lost (the bank gave the money back to the cardholder). A dispute open or won keeps the money.
 * - net: charged − refunded − disputeLost (below zero only for books that do not balance: see the
 *   ledger check).
 *
 * No payment: null (the report's cells stay empty).
 */
export function paymentMoney(payment: MoneyPayment | null | undefined, coupon: { discountTotal?: number | null } | null | undefined): PaymentMoney | null {
  if (!payment) return null;
  const codeDiscount = Math.max(0, cents(coupon?.discountTotal));
  const modeDiscount = modeDiscountOf(payment, codeDiscount);
  const lines = payment.paymentDetails ?? [];
  let charged = 0;
  let refunded = 0;
  let disputed = 0;
  let disputeLost = 0;
  if (lines.length === 0 && tookMoney(payment.status)) {
    charged = cents(payment.total);
    if (givenBack(payment.status)) refunded = charged;
  }
  for (const line of lines) {
    const total = cents(line.total);
    if (tookMoney(line.status)) charged += total;
    refunded += Math.max(cents(line.refundedTotal), givenBack(line.status) ? total : 0);
    if (line.dispute) {
      const amount = Math.max(0, cents(line.dispute.amount));
      disputed += amount;
      if (line.dispute.outcome === 'lost') disputeLost += amount;
    }
  }
  return { charged, refunded, disputed, disputeLost, net: charged - refunded - disputeLost, codeDiscount, modeDiscount };
}

/**
 * An amount in cents as a stored document holds it: a finite number, or the text of one (payments
 * written by hand or imported keep some amounts as text); anything else (empty text, words,
 * objects) is no amount.
 */
export function moneyAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** A line's stored `dispute` (any shape) as `paymentMoney` reads it; null when it is no dispute. */
export function storedMoneyDispute(dispute: unknown): MoneyDispute | null {
  if (!isRecord(dispute)) return null;
  return { amount: moneyAmount(dispute.amount), outcome: typeof dispute.outcome === 'string' ? dispute.outcome : null };
}

/** A charge of a stored payment (`paymentDetails`, any shape) as `paymentMoney` reads it. */
export function storedMoneyLine(charge: unknown): MoneyLine {
  if (!isRecord(charge)) return { status: null, total: null, refundedTotal: null, dispute: null };
  return {
    status: typeof charge.status === 'string' ? charge.status : null,
    total: moneyAmount(charge.total),
    refundedTotal: moneyAmount(charge.refundedTotal),
    dispute: storedMoneyDispute(charge.dispute),
  };
}

/**
 * What a submission's stored payment and coupon documents (any shape, as the database holds them)
 * moved: `paymentMoney` of the payment read with `moneyAmount` and `storedMoneyLine`. A payment
 * without a status is no payment (null: the report's cells stay empty).
 */
export function storedPaymentMoney(payment: unknown, coupon: unknown): PaymentMoney | null {
  if (!isRecord(payment) || payment.status === undefined || payment.status === null) return null;
  const mode = isRecord(payment.modeDefinition) ? payment.modeDefinition : null;
  return paymentMoney(
    {
      status: typeof payment.status === 'string' ? payment.status : String(payment.status),
      total: moneyAmount(payment.total),
      paymentDetails: Array.isArray(payment.paymentDetails) ? payment.paymentDetails.map(storedMoneyLine) : [],
      modeDiscountTotal: moneyAmount(payment.modeDiscountTotal),
      modeDefinition: mode && { discount: isRecord(mode.discount) ? (mode.discount as unknown as Discount) : null },
    },
    { discountTotal: isRecord(coupon) ? moneyAmount(coupon.discountTotal) : null },
  );
}
