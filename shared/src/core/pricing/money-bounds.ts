import { MAX_PRODUCT_QUANTITY, MAX_TOTAL_CENTS } from '../constants';
import type { FieldStates, FormValues } from '../form/form-values';
import type { FieldError } from '../form/validation-messages';
import type { Field, FormContent } from '../types/form-model';
import { pricedLines } from './priced-lines';

/** A price or amount in cents a form may hold: a whole number from 0 to `MAX_TOTAL_CENTS`. */
export function isBoundedCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TOTAL_CENTS;
}

/** A product's min or max: a whole number from 0 to `MAX_PRODUCT_QUANTITY`. */
export function isBoundedQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PRODUCT_QUANTITY;
}

/** Keys of the bound problems, translated by the designer under `checks` (FORM_CHECK_TEXTS). */
export const MONEY_BOUND_MESSAGES = {
  priceMax: 'payment.priceMax',
  quantityMax: 'payment.quantityMax',
  amountMax: 'payment.amountMax',
} as const;

/** One priced entry of a field whose price or quantity bound is passed. */
export interface ContentBoundProblem {
  fieldId: string;
  /** The option, choice or product value. */
  value: string;
  message: (typeof MONEY_BOUND_MESSAGES)[keyof typeof MONEY_BOUND_MESSAGES];
}

function pricedEntries(field: Field): readonly { value: string; price?: number; min?: number | null; max?: number | null }[] {
  switch (field.type) {
    case 'PaymentOptionList':
      return field.options;
    case 'PaymentChoiceList':
      return field.choices;
    case 'Products':
      return field.products;
    default:
      return [];
  }
}

/**
 * The prices and product quantities of a form's content beyond their bounds (issue 18 §3): a
 * unit price above `MAX_TOTAL_CENTS`, a product min or max above `MAX_PRODUCT_QUANTITY`. The
 * designer runs it before saving; the server's `checkFormContent` refuses the same.
 */
export function contentBoundProblems(content: FormContent): ContentBoundProblem[] {
  const problems: ContentBoundProblem[] = [];
  for (const step of content.steps) {
    for (const section of step.sections) {
      for (const field of section.fields) {
        for (const entry of pricedEntries(field)) {
          if (entry.price !== undefined && !isBoundedCents(entry.price)) problems.push({ fieldId: field.id, value: entry.value, message: MONEY_BOUND_MESSAGES.priceMax });
          for (const bound of [entry.min, entry.max]) {
            if (bound !== undefined && bound !== null && !isBoundedQuantity(bound)) {
              problems.push({ fieldId: field.id, value: entry.value, message: MONEY_BOUND_MESSAGES.quantityMax });
              break;
            }
          }
        }
      }
    }
  }
  return problems;
}

/**
 * A submission's total bound (issue 18 §3): the fixed amount plus the visible priced answers
 * (before any discount, so every amount charged is within it too) at most `MAX_TOTAL_CENTS`.
 * When passed, every priced answer that adds to it is named (`validation.totalTooHigh`, max in
 * currency units); a fixed amount alone above it is keyed `fixedAmount`.
 */
export function totalBoundErrors(content: FormContent, values: FormValues, states: FieldStates, fixedAmount: number | null | undefined): Record<string, FieldError> {
  const lines = pricedLines(content, values, states);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, Math.max(0, fixedAmount ?? 0));
  if (subtotal <= MAX_TOTAL_CENTS) return {};
  const error: FieldError = { key: 'validation.totalTooHigh', params: { max: MAX_TOTAL_CENTS / 100 } };
  const priced = lines.filter((line) => line.amount > 0);
  const keys = priced.length > 0 ? [...new Set(priced.map((line) => line.key))] : ['fixedAmount'];
  return Object.fromEntries(keys.map((key) => [key, error]));
}
