import { array, mixed, number, object, string } from 'yup';
import type { DiscountType, PaymentModeKind } from '../types/payment';
import { parseIsoDate } from '../form/date-formats';
import { MAX_TOTAL_CENTS } from '../constants';

/**
 * Message keys of the payment-mode and discount-code schemas (spec 001 §5); the designer
 * translates them, the server answers them as they are.
 */
export const PAYMENT_SCHEMA_MESSAGES = {
  required: 'validation.required',
  discountMin: 'payment.discountMin',
  percentMax: 'payment.percentMax',
  installmentDate: 'payment.installmentDate',
  installmentPercent: 'payment.installmentPercent',
  installmentsSum: 'payment.installmentsSum',
  installmentsRequired: 'payment.installmentsRequired',
  oneSingleMode: 'payment.oneSingleMode',
  modeRequired: 'payment.modeRequired',
  quantityPositive: 'payment.quantityPositive',
  expirationDate: 'payment.expirationDate',
  codeDuplicate: 'payment.codeDuplicate',
  amountMax: 'payment.amountMax',
} as const;

const M = PAYMENT_SCHEMA_MESSAGES;

const discountTypes: DiscountType[] = ['amount', 'percent'];
const modeKinds: PaymentModeKind[] = ['single', 'fixed_dates'];

const isStrictDate = (value: string | undefined) => value !== undefined && parseIsoDate(value) !== null;

/** Discount value: required, at least 0, at most 100 when a percentage (spec 001 §5), at most `MAX_TOTAL_CENTS` when an amount (issue 18 §3). */
const discountValue = number()
  .typeError(M.required)
  .required(M.required)
  .min(0, M.discountMin)
  .when('type', { is: 'percent', then: (schema) => schema.max(100, M.percentMax), otherwise: (schema) => schema.max(MAX_TOTAL_CENTS, M.amountMax) });

const installmentSchema = object({
  date: string().required(M.required).test('strict-date', M.installmentDate, isStrictDate),
  percent: number().typeError(M.installmentPercent).required(M.required).moreThan(0, M.installmentPercent).min(1, M.installmentPercent).max(100, M.installmentPercent),
});

/** One payment mode (spec 001 §5 "Payment modes"): a plan's installment percents sum to exactly 100. */
export const paymentModeSchema = object({
  id: string().required(M.required),
  mode: mixed<PaymentModeKind>().oneOf(modeKinds, M.required).required(M.required),
  discount: object({
    type: mixed<DiscountType>().oneOf(discountTypes, M.required).required(M.required),
    value: discountValue,
  }).required(M.required),
  installments: array(installmentSchema).when('mode', {
    is: 'fixed_dates',
    then: (schema) =>
      schema
        .required(M.installmentsRequired)
        .min(1, M.installmentsRequired)
        .test('sum-100', M.installmentsSum, (list) => (list ?? []).length === 0 || Math.round((list ?? []).reduce((sum, item) => sum + (Number(item?.percent) || 0), 0) * 1000) === 100_000),
  }),
});

/** The modes of a form: at least one, and only one Pay in Full (spec 001 §5). */
export const paymentModesSchema = array(paymentModeSchema)
  .required(M.modeRequired)
  .min(1, M.modeRequired)
  .test('one-single', M.oneSingleMode, (modes) => (modes ?? []).filter((mode) => mode?.mode === 'single').length <= 1);

/** `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00` (spec 001 §5 "Discount codes"). */
const isExpirationDate = (value: string | null | undefined) => {
  if (value === null || value === undefined || value === '') return true;
  const match = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.000)?Z?)?$/.exec(value);
  return match !== null && parseIsoDate(match[1] ?? '') !== null;
};

/** One discount code (spec 001 §5): code required (stored upper-case), quantity above 0, valid expiration date, value 0 to 100 for percent. */
export const discountCodeSchema = object({
  code: string().trim().uppercase().required(M.required).max(50, M.required),
  type: mixed<DiscountType>().oneOf(discountTypes, M.required).required(M.required),
  value: discountValue,
  quantity: number().typeError(M.quantityPositive).required(M.required).integer(M.quantityPositive).moreThan(0, M.quantityPositive),
  expirationDate: string().nullable().defined().test('expiration', M.expirationDate, isExpirationDate),
});

/** A form's discount codes: each valid, no code twice. */
export const discountCodesSchema = array(discountCodeSchema)
  .required()
  .test('unique', M.codeDuplicate, (codes) => {
    const seen = (codes ?? []).map((code) => code?.code?.trim().toUpperCase());
    return new Set(seen).size === seen.length;
  });
