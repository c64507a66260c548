import type { AppliedDiscount, PaymentMode } from '../types/payment';
import type { FormContent } from '../types/form-model';
import type { FieldStates, FormValues } from '../form/form-values';
import { discountAmount } from './discount-amount';
import type { PricedLine } from './priced-lines';
import { pricedLines } from './priced-lines';

/** What the total is computed from: the stored form, the answers and the visitor's choices. */
export interface PricingInput {
  content: FormContent;
  values: FormValues;
  states: FieldStates;
  /** The form's fixed amount in cents (spec 001 §3), added to every submission. */
  fixedAmount?: number | null;
  /** The chosen payment mode; its discount applies first. */
  mode?: Pick<PaymentMode, 'discount'> | null;
  /** An applied discount code; it applies to what the mode discount leaves. */
  code?: Pick<AppliedDiscount, 'type' | 'value'> | null;
}

/** Every amount of a total, in cents. */
export interface PriceBreakdown {
  lines: PricedLine[];
  fixedAmount: number;
  /** Fixed amount + priced lines. */
  subtotal: number;
  modeDiscount: number;
  codeDiscount: number;
  /** subtotal − modeDiscount − codeDiscount, never below zero. */
  total: number;
}

/**
 * The total of a submission (spec 001 §1, §3): the fixed amount plus the visible priced answers,
 * less the payment mode's discount, then less the discount code's on what remains. Percentages
 * round to the nearest cent (halves away from zero); no discount takes the total below zero.
 */
export function computeTotal(input: PricingInput): PriceBreakdown {
  const lines = pricedLines(input.content, input.values, input.states);
  const fixedAmount = Math.max(0, Math.round(input.fixedAmount ?? 0));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, fixedAmount);
  const modeDiscount = discountAmount(subtotal, input.mode?.discount);
  const codeDiscount = discountAmount(subtotal - modeDiscount, input.code);
  return { lines, fixedAmount, subtotal, modeDiscount, codeDiscount, total: subtotal - modeDiscount - codeDiscount };
}
