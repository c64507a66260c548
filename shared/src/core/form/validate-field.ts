import type { Field } from '../types/form-model';
import { parseClockTime, parseDateTime, parseIsoDate, toIsoDate } from './date-formats';
import { holdsValue, isAnswered } from './form-values';
import type { FieldValue } from './form-values';
import type { FieldError } from './validation-messages';
import { EMAIL_PATTERN } from '../email-pattern';
import { combineFieldErrors, productLeft, productShortageError } from './product-stock';
import type { ClaimedProducts } from './product-stock';
import { MAX_PRODUCT_QUANTITY } from '../constants';
import { lockedAnswerError } from './locked-answers';

/** What validation needs beyond the field and its answer. */
export interface FieldValidationOptions {
  /** Whether the field is required now (designed or by a rule, and visible). */
  required: boolean;
  /** The visitor's current day, `YYYY-MM-DD` or a Date (local day); birthdates must be before it. */
  today?: string | Date;
  /** Quantities of each product already claimed by earlier submissions, by product id. */
  claimed?: ClaimedProducts;
  /** A staff edit's stored answer: keeping it is not refused for a read-only field or disabled option. */
  previous?: FieldValue;
}

function asNumber(value: FieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function validateNumeric(field: Extract<Field, { type: 'Numeric' }>, value: FieldValue): FieldError | null {
  const number = asNumber(value);
  if (number === null) return { key: 'validation.invalidNumber' };
  const min = field.min ?? null;
  const max = field.max ?? null;
  if ((min !== null && number < min) || (max !== null && number > max)) {
    if (min !== null && max !== null) return { key: 'validation.between', params: { min, max } };
    return min !== null ? { key: 'validation.min', params: { min } } : { key: 'validation.max', params: { max: max ?? 0 } };
  }
  return null;
}

function validateProducts(
  field: Extract<Field, { type: 'Products' }>,
  value: FieldValue,
  options: FieldValidationOptions,
): FieldError | null {
  const lines = Array.isArray(value) ? value : [];
  // Every product in error is named, so the visitor fixes them all in one go.
  const problems: FieldError[] = [];
  for (const product of field.products) {
    const line = lines.find((entry) => typeof entry === 'object' && entry.id === product.value);
    const quantity = typeof line === 'object' ? line.quantity : 0;
    if (quantity <= 0) continue;
    const min = product.min ?? null;
    const max = Math.min(product.max ?? MAX_PRODUCT_QUANTITY, MAX_PRODUCT_QUANTITY);
    if ((min !== null && quantity < min) || quantity > max) {
      problems.push({ key: 'validation.productMinMax', params: { product: product.value, min: min ?? 0, max } });
      continue;
    }
    const left = productLeft(product, options.claimed);
    if (left !== null && quantity > left) problems.push(productShortageError(product.value, left));
  }
  return combineFieldErrors(problems);
}

function requiredError(field: Field): FieldError {
  switch (field.type) {
    case 'CheckBox':
    case 'Toggle':
    case 'Acknowledgment':
      return { key: 'validation.mustBeChecked' };
    case 'OptionList':
    case 'PaymentOptionList':
    case 'PaymentChoiceList':
    case 'Products':
      return { key: 'validation.selectOne' };
    default:
      return { key: 'validation.required' };
  }
}

/**
 * Validates one visible field's answer on the public form (spec 001 §5); null when valid.
 * Info-only, captcha and payment placeholder fields are never validated; a read-only field or a
 * disabled option keeps its default (`lockedAnswerError`); an empty answer is only an error when
 * the field is required.
 */
export function validateField(field: Field, value: FieldValue | undefined, options: FieldValidationOptions): FieldError | null {
  if (!holdsValue(field)) return null;
  const answer = value ?? null;
  const locked = lockedAnswerError(field, answer, options.previous);
  if (locked) return locked;
  if (!isAnswered(field, answer)) return options.required ? requiredError(field) : null;
  switch (field.type) {
    case 'Text':
    case 'LongText': {
      const length = String(answer).length;
      if (field.minLength !== undefined && field.minLength > 0 && length < field.minLength) return { key: 'validation.minLength', params: { min: field.minLength } };
      if (field.maxLength !== undefined && length > field.maxLength) return { key: 'validation.maxLength', params: { max: field.maxLength } };
      return null;
    }
    case 'Numeric':
      return validateNumeric(field, answer);
    case 'EmailAddress':
      return EMAIL_PATTERN.test(String(answer).trim()) ? null : { key: 'validation.invalidEmail' };
    case 'Date':
      return parseIsoDate(String(answer)) === null ? { key: 'validation.invalidDate' } : null;
    case 'Datetime':
      return parseDateTime(String(answer)) === null ? { key: 'validation.invalidDatetime' } : null;
    case 'Time':
      return parseClockTime(String(answer)) === null ? { key: 'validation.invalidTime' } : null;
    case 'Birthdate': {
      const day = parseIsoDate(String(answer));
      if (day === null) return { key: 'validation.invalidDate' };
      const today = options.today ?? new Date();
      const todayDay = parseIsoDate(typeof today === 'string' ? today.slice(0, 10) : toIsoDate(today));
      return todayDay !== null && day >= todayDay ? { key: 'validation.birthdateInPast' } : null;
    }
    case 'Products':
      return validateProducts(field, answer, options);
    default:
      return null;
  }
}
