import type { ComparisonOperator, ConditionValue } from '../types/form-model';
import { parseClockTime, parseDateTime, parseIsoDate } from './date-formats';
import type { FieldValue } from './form-values';

function isFilled(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === true) return true;
  return value.some((entry) => typeof entry === 'string' || entry.quantity > 0);
}

function isChecked(value: FieldValue | undefined): boolean {
  return value === true || value === 'true' || value === 'yes';
}

/**
 * A number to order values by: numbers and numeric texts as such, dates, date-times and times
 * by their position in time, so that "greater than" works on every ordered field type.
 */
function comparable(value: FieldValue | ConditionValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const number = Number(text);
  if (Number.isFinite(number)) return number;
  return parseIsoDate(text) ?? parseDateTime(text) ?? parseClockTime(text);
}

/** Selected ids of a list answer: option values, or products ordered with a positive quantity. */
function selectedIds(value: FieldValue | undefined): string[] | null {
  if (!Array.isArray(value)) return null;
  const ids: string[] = [];
  for (const entry of value) {
    if (typeof entry === 'string') ids.push(entry);
    else if (entry.quantity > 0) ids.push(entry.id);
  }
  return ids;
}

function asTexts(expected: ConditionValue): string[] {
  if (Array.isArray(expected)) return expected;
  return expected === null ? [] : [String(expected)];
}

function isEqual(value: FieldValue | undefined, expected: ConditionValue): boolean {
  const ids = selectedIds(value);
  if (ids) {
    const wanted = asTexts(expected);
    return ids.length === wanted.length && wanted.every((id) => ids.includes(id));
  }
  if (value === null || value === undefined) return expected === null;
  if (typeof value === 'boolean' || typeof expected === 'boolean') return isChecked(value) === isChecked(expected === null ? null : String(expected));
  const left = comparable(value);
  const right = comparable(expected);
  if (left !== null && right !== null) return left === right;
  return String(value).trim() === String(expected).trim();
}

function compare(value: FieldValue | undefined, expected: ConditionValue, test: (difference: number) => boolean): boolean {
  const left = comparable(value === undefined ? null : value);
  const right = comparable(expected);
  return left !== null && right !== null && test(left - right);
}

/**
 * Whether one condition of a rule (spec 001 §3) holds on an answer. `undefined` is an unanswered
 * or hidden field: no operator holds on it. Semantics per operator:
 * - isChecked: the answer is checked (true, or 'yes'); a condition value of false asks for unchecked.
 * - includes: a list answer holds any of the expected ids (products count when ordered); a text
 *   answer contains the expected text.
 * - equal: same selection for lists, same number/date/time for ordered values, else same text.
 * - greaterThan, lowerThan, lowerOrEqual, greaterOrEqual: on numbers, dates, date-times or times.
 * - isCompleted: the answer is filled in (not blank, not an empty list, not unchecked); a
 *   condition value of false asks for an empty answer.
 */
export function conditionHolds(operator: ComparisonOperator, value: FieldValue | undefined, expected: ConditionValue): boolean {
  if (value === undefined) return false;
  switch (operator) {
    case 'isChecked':
      return isChecked(value) === (expected !== false && expected !== 'false');
    case 'isCompleted':
      return isFilled(value) === (expected !== false && expected !== 'false');
    case 'includes': {
      const ids = selectedIds(value);
      if (ids) return asTexts(expected).some((id) => ids.includes(id));
      if (typeof value !== 'string' || expected === null) return false;
      return asTexts(expected).some((text) => text !== '' && value.includes(text));
    }
    case 'equal':
      return isEqual(value, expected);
    case 'greaterThan':
      return compare(value, expected, (d) => d > 0);
    case 'lowerThan':
      return compare(value, expected, (d) => d < 0);
    case 'lowerOrEqual':
      return compare(value, expected, (d) => d <= 0);
    case 'greaterOrEqual':
      return compare(value, expected, (d) => d >= 0);
  }
}
