import type { Field } from '../types/form-model';
import type { FieldValue } from './form-values';

/**
 * The value a new field (or a new copy of it) starts with: its designed default, else false for
 * checks, an empty list for lists, '' for texts and null for numbers, ratings, yes/no and files.
 */
export function fieldDefaultValue(field: Field): FieldValue {
  switch (field.type) {
    case 'CheckBox':
    case 'Toggle':
    case 'Acknowledgment':
      return field.defaultValue ?? false;
    case 'OptionList':
    case 'PaymentOptionList':
      return field.defaultValue ? [...field.defaultValue] : [];
    case 'Products':
      return field.defaultValue ? field.defaultValue.map((line) => ({ ...line })) : [];
    case 'Numeric':
    case 'Rating':
    case 'YesNo':
      return field.defaultValue ?? null;
    case 'Text':
    case 'LongText':
    case 'MaskText':
    case 'EmailAddress':
    case 'Date':
    case 'Datetime':
    case 'Time':
    case 'Birthdate':
    case 'Select':
    case 'PaymentChoiceList':
      return field.defaultValue ?? '';
    default:
      return null;
  }
}
