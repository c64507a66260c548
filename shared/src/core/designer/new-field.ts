import type { Language } from '../types/common';
import { DEFAULT_FIELD_SIZE } from '../constants';
import type { Field, FieldType } from '../types/form-model';
import { normalizeFormContent } from '../form/parse-form-content';

/** Starting lists of the types with choices, so a new field renders something to edit. */
function starterChoices(type: FieldType, languages: readonly Language[], label: (n: number) => string): Record<string, unknown> {
  const text = (n: number) => languages.map((culture) => ({ culture, value: label(n) }));
  switch (type) {
    case 'Select':
    case 'OptionList':
      return { options: [1, 2].map((n) => ({ value: `option-${n}`, text: text(n) })) };
    case 'PaymentOptionList':
      return { options: [1, 2].map((n) => ({ value: `option-${n}`, text: text(n), price: 0 })) };
    case 'PaymentChoiceList':
      return { choices: [1, 2].map((n) => ({ value: `choice-${n}`, text: text(n), price: 0 })) };
    case 'Products':
      return { products: [{ value: 'product-1', text: text(1), price: 0, min: 0, max: null, limit: null }] };
    case 'StaticText':
    case 'HTML':
      return { value: languages.map((culture) => ({ culture, value: '' })) };
    default:
      return {};
  }
}

/**
 * A new field of a type with the catalogue's defaults (spec 001 §3, §9): size 6, its label the
 * type's name in each language of the form (the catalogue's name in that language, so a French
 * label never starts as the English type name), and each type's extras through the content parser
 * (text length 0–50, numeric max 50, rating 5 stars with halves, YesNo with n/a, …).
 */
export function newField(type: FieldType, id: string, languages: readonly Language[], label: (language: Language) => string = () => type): Field {
  const raw = {
    id,
    type,
    text: languages.map((culture) => ({ culture, value: label(culture) })),
    size: DEFAULT_FIELD_SIZE,
    required: false,
    visible: true,
    enabled: true,
    ...starterChoices(type, languages, (n) => `${n}`),
  };
  const parsed = normalizeFormContent({ steps: [{ id: 's', sections: [{ id: 's', fields: [raw] }] }], rules: [] });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.content.steps[0]!.sections[0]!.fields[0]!;
}
