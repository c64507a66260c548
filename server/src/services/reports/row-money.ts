import type { DisputeState, Discount, MoneyLine, MoneyPayment, PaymentMoney } from '@front-office/shared/core';
import * as core from '@front-office/shared/core';
import type { SubmissionRow } from './row-format';
import * as rowFormat from './row-format';

// Read once: under tsx (npm start, the tests) an imported binding is a getter on its module, called at
// every use; these are used for every row or cell.
const { isRecord, moneyAmount, paymentDisputeState, paymentMoney, storedMoneyDispute, storedMoneyLine } = core;
const { CHARGE1_DISPUTE, CHARGE1_REFUNDED, CHARGE1_STATUS, CHARGE1_TOTAL, CHARGE2_DISPUTE, CHARGE2_REFUNDED, CHARGE2_STATUS, CHARGE2_TOTAL, CHARGES, COUPON_DISCOUNT, MODE_DISCOUNT, MODE_DISCOUNT_TOTAL, PAY_DETAILS, PAY_STATUS, PAY_TOTAL } = rowFormat;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The money of a row: shared/core `paymentMoney` (the rule the submission detail shows) of the
 * payment as shared/core `storedPaymentMoney` reads a stored document, here from the parts SQL
 * reads: the first CHARGES_READ charges' status, total, refunded total and dispute as text (`->>`), the
 * whole list as JSON beyond that; null without a payment. `lines` is reused from row to row (the
 * common path allocates nothing but the result).
 */
export function moneyOfRow(row: SubmissionRow, lines: [MoneyLine, MoneyLine]): PaymentMoney | null {
  const status = row[PAY_STATUS];
  if (status === null) return null;
  const discount = row[MODE_DISCOUNT] === null ? null : parseJson(row[MODE_DISCOUNT]);
  const payment: MoneyPayment = {
    status,
    total: moneyAmount(row[PAY_TOTAL]),
    modeDiscountTotal: moneyAmount(row[MODE_DISCOUNT_TOTAL]),
    modeDefinition: row[MODE_DISCOUNT] === null ? null : { discount: isRecord(discount) ? (discount as unknown as Discount) : null },
  };
  const coupon = { discountTotal: moneyAmount(row[COUPON_DISCOUNT]) };
  if (row[PAY_DETAILS] !== null) {
    const charges = parseJson(row[PAY_DETAILS]);
    payment.paymentDetails = Array.isArray(charges) ? charges.map(storedMoneyLine) : [];
    return paymentMoney(payment, coupon);
  }
  const count = row[CHARGES] === null ? 0 : Number(row[CHARGES]);
  const [first, second] = lines;
  first.status = row[CHARGE1_STATUS];
  first.total = moneyAmount(row[CHARGE1_TOTAL]);
  first.refundedTotal = moneyAmount(row[CHARGE1_REFUNDED]);
  second.status = row[CHARGE2_STATUS];
  second.total = moneyAmount(row[CHARGE2_TOTAL]);
  second.refundedTotal = moneyAmount(row[CHARGE2_REFUNDED]);
  first.dispute = row[CHARGE1_DISPUTE] === null ? null : storedMoneyDispute(parseJson(row[CHARGE1_DISPUTE]));
  second.dispute = row[CHARGE2_DISPUTE] === null ? null : storedMoneyDispute(parseJson(row[CHARGE2_DISPUTE]));
  payment.paymentDetails = count === 0 ? [] : count === 1 ? [first] : lines;
  return paymentMoney(payment, coupon);
}

/**
 * The dispute a row's payment shows in its status column (shared/core `paymentDisputeState` of its
 * charges); null for the payments never disputed, found without parsing anything.
 */
export function disputeOfRow(row: SubmissionRow): DisputeState | null {
  if (row[PAY_DETAILS] !== null) {
    if (!row[PAY_DETAILS].includes('"dispute"')) return null;
    const charges = parseJson(row[PAY_DETAILS]);
    return Array.isArray(charges) ? paymentDisputeState(charges.map((charge) => ({ dispute: isRecord(charge) ? storedMoneyDispute(charge.dispute) : null }))) : null;
  }
  if (row[CHARGE1_DISPUTE] === null && row[CHARGE2_DISPUTE] === null) return null;
  return paymentDisputeState([row[CHARGE1_DISPUTE], row[CHARGE2_DISPUTE]].map((text) => ({ dispute: text === null ? null : storedMoneyDispute(parseJson(text)) })));
}
