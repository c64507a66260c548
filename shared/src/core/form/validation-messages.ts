/**
 * The i18n keys of public-form field validation (spec 001 §5) with their English text; params
 * in braces are filled from `FieldError.params`. The UI adds them to its translations.
 */
export const FORM_VALIDATION_MESSAGE_KEYS = {
  'validation.required': 'Required field',
  'validation.minLength': 'Must be at least {min} characters',
  'validation.maxLength': 'Must be at most {max} characters',
  'validation.between': 'Value must be between {min} and {max}',
  'validation.min': 'Value must be at least {min}',
  'validation.max': 'Value must be at most {max}',
  'validation.invalidNumber': 'Must be a number',
  'validation.invalidEmail': 'Invalid email',
  'validation.invalidDate': 'Invalid date (YYYY-MM-DD)',
  'validation.invalidDatetime': 'Invalid date and time (YYYY-MM-DD h:mm A)',
  'validation.invalidTime': 'Invalid time (h:mm A)',
  'validation.birthdateInPast': 'Birthdate must be in the past',
  'validation.mustBeChecked': 'Must be checked',
  'validation.selectOne': 'Select at least one option',
  'validation.productMinMax': 'Quantity of {product} must be between {min} and {max}',
  'validation.productLeft': 'Only {left} left of {product}',
  'validation.productNoneLeft': 'None left of {product}',
  'validation.disabledOption': 'This option is not available',
  'validation.readOnly': 'This answer cannot be changed',
  'validation.copies': 'Between {min} and {max} entries are needed',
  'validation.copiesMin': 'At least {min} entries are needed',
  'validation.totalTooHigh': 'The total must be at most {max}',
} as const;

export type FormValidationMessageKey = keyof typeof FORM_VALIDATION_MESSAGE_KEYS;

/**
 * A validation failure: an i18n key and the values its message needs (`product` is a product's
 * value; the UI shows its text in the visitor's language).
 */
export interface FieldError {
  key: FormValidationMessageKey;
  params?: Record<string, string | number>;
  /** The field's other problems, each with its own message (every product in error, not only the first). */
  more?: FieldError[];
}
