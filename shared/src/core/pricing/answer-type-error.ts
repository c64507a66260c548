import type { Field } from '../types/form-model';
import type { FieldValue } from '../form/form-values';

/** Why an answer does not fit its field's type: a `validation.*` key like the others of §5. */
export type AnswerTypeErrorKey = 'validation.invalidAnswer' | 'validation.unknownOption' | 'validation.unknownProduct';

const isText = (value: FieldValue) => typeof value === 'string';
const isStringList = (value: FieldValue): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function optionError(allowed: readonly { value: string }[], chosen: readonly string[]): AnswerTypeErrorKey | null {
  const values = new Set(allowed.map((option) => option.value));
  return chosen.every((value) => values.has(value)) ? null : 'validation.unknownOption';
}

/**
 * Whether an answer has the shape its field takes (issue 8, "every answer is checked against its
 * field"): texts are strings, numbers numbers, checks booleans, choices among the field's own
 * options (a made-up option of a priced list would let a visitor choose the price) and products
 * among its products with whole, non-negative quantities, each listed once. Null when it fits
 * or is empty.
 */
export function answerTypeError(field: Field, value: FieldValue | undefined): AnswerTypeErrorKey | null {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'Text':
    case 'LongText':
    case 'MaskText':
    case 'EmailAddress':
    case 'Date':
    case 'Datetime':
    case 'Time':
    case 'Birthdate':
    case 'UploadFile':
    case 'Signature':
    case 'TakePicture':
      return isText(value) ? null : 'validation.invalidAnswer';
    case 'Numeric':
      return (typeof value === 'number' && Number.isFinite(value)) || value === '' ? null : 'validation.invalidAnswer';
    case 'Rating':
      return typeof value === 'number' && value >= 0 && value <= field.count ? null : 'validation.invalidAnswer';
    case 'CheckBox':
    case 'Toggle':
    case 'Acknowledgment':
      return typeof value === 'boolean' ? null : 'validation.invalidAnswer';
    case 'YesNo':
      if (value === '') return null;
      return value === 'yes' || value === 'no' || (value === 'na' && field.allowNa) ? null : 'validation.unknownOption';
    case 'Select':
      if (!isText(value)) return 'validation.invalidAnswer';
      return value === '' ? null : optionError(field.options, [value]);
    case 'PaymentChoiceList':
      if (!isText(value)) return 'validation.invalidAnswer';
      return value === '' ? null : optionError(field.choices, [value]);
    case 'OptionList':
    case 'PaymentOptionList': {
      if (!isStringList(value)) return 'validation.invalidAnswer';
      if (new Set(value).size !== value.length) return 'validation.invalidAnswer';
      const single = field.type === 'OptionList' ? !field.multiSelection : field.multiSelection === false;
      if (single && value.length > 1) return 'validation.invalidAnswer';
      return optionError(field.options, value);
    }
    case 'Products': {
      if (!Array.isArray(value)) return 'validation.invalidAnswer';
      const ids = new Set(field.products.map((product) => product.value));
      const seen = new Set<string>();
      for (const line of value) {
        if (typeof line !== 'object' || line === null || typeof line.id !== 'string') return 'validation.invalidAnswer';
        if (typeof line.quantity !== 'number' || !Number.isInteger(line.quantity) || line.quantity < 0 || line.quantity > 1_000_000) return 'validation.invalidAnswer';
        if (!ids.has(line.id)) return 'validation.unknownProduct';
        if (seen.has(line.id)) return 'validation.invalidAnswer';
        seen.add(line.id);
      }
      return null;
    }
    default:
      return null;
  }
}
