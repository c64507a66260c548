import type { Field, FieldType, ProductQuantity } from '../types/form-model';

/** One answer: text, number, check, option list, product lines, or nothing yet. */
export type FieldValue = string | number | boolean | string[] | ProductQuantity[] | null;

/**
 * The answers of a form keyed by field id; fields of a repeatable section are keyed by their
 * copy id `{fieldId}@{copyNumber}`, and a copy exists exactly when its keys are present.
 */
export type FormValues = Record<string, FieldValue>;

/** What the rules engine decides for one field (or one copy of a field). */
export interface FieldState {
  visible: boolean;
  required: boolean;
}

/** Field states keyed like `FormValues` (copy ids for fields of repeatable sections). */
export type FieldStates = ReadonlyMap<string, FieldState>;

/** Types that only show something to the visitor (spec 001 §5): never validated nor submitted. */
export const INFO_ONLY_FIELD_TYPES: readonly FieldType[] = ['EmbeddedPhoto', 'DocumentViewer', 'Video', 'WebLink', 'StaticText', 'HTML'];

/**
 * Types holding no answer of their own: the info-only ones, plus the captcha and payment
 * placeholders whose data travels in the posted submission's own parts (token, payment).
 */
export const VALUELESS_FIELD_TYPES: readonly FieldType[] = [...INFO_ONLY_FIELD_TYPES, 'Captcha', 'Payment', 'PaymentZone'];

const valueless = new Set<FieldType>(VALUELESS_FIELD_TYPES);

/** Whether a field holds an answer (and so has a value, validation and a submission entry). */
export function holdsValue(field: Pick<Field, 'type'>): boolean {
  return !valueless.has(field.type);
}

const checkTypes = new Set<FieldType>(['CheckBox', 'Toggle', 'Acknowledgment']);

/** Whether a field is answered: unchecked boxes, blank text, empty lists and zero quantities are not. */
export function isAnswered(field: Pick<Field, 'type'>, value: FieldValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (checkTypes.has(field.type)) return value === true;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value);
  if (field.type === 'Products') return value.some((line) => typeof line === 'object' && line.quantity > 0);
  return value.length > 0;
}
