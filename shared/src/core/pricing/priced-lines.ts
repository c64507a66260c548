import type { Field, FormContent } from '../types/form-model';
import type { LocalizedText } from '../types/common';
import { copyFieldId } from '../form/copy-field-id';
import type { FieldStates, FieldValue, FormValues } from '../form/form-values';
import { sectionCopies } from '../form/repeatable-sections';

/** One priced answer: a chosen option or choice, or a product line (price × quantity). */
export interface PricedLine {
  /** Field or copy id. */
  key: string;
  fieldId: string;
  /** Option, choice or product value. */
  value: string;
  text: LocalizedText;
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity, in cents. */
  amount: number;
}

const PRICED_TYPES = new Set(['PaymentOptionList', 'PaymentChoiceList', 'Products']);

/** Whether a field type carries prices (spec 001 §3: payment option and choice lists, products). */
export function isPricedField(field: Pick<Field, 'type'>): boolean {
  return PRICED_TYPES.has(field.type);
}

function selected(value: FieldValue | undefined): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function linesOf(field: Field, key: string, value: FieldValue | undefined): PricedLine[] {
  const line = (value: string, text: LocalizedText, unitPrice: number, quantity: number): PricedLine => ({
    key,
    fieldId: field.id,
    value,
    text,
    unitPrice,
    quantity,
    amount: unitPrice * quantity,
  });
  switch (field.type) {
    case 'PaymentOptionList': {
      const chosen = new Set(selected(value));
      return field.options.filter((option) => chosen.has(option.value)).map((option) => line(option.value, option.text, option.price, 1));
    }
    case 'PaymentChoiceList': {
      const chosen = new Set(selected(value));
      return field.choices.filter((choice) => chosen.has(choice.value)).map((choice) => line(choice.value, choice.text, choice.price, 1));
    }
    case 'Products': {
      if (!Array.isArray(value)) return [];
      return field.products.flatMap((product) => {
        const quantity = value.reduce((sum, entry) => (typeof entry === 'object' && entry.id === product.value && entry.quantity > 0 ? sum + Math.floor(entry.quantity) : sum), 0);
        return quantity > 0 ? [line(product.value, product.text, product.price, quantity)] : [];
      });
    }
    default:
      return [];
  }
}

/**
 * The priced answers of the visible fields (spec 001 §5: hidden fields do not count), copies of
 * repeatable sections each counted; values not among the field's options add nothing.
 */
export function pricedLines(content: FormContent, values: FormValues, states: FieldStates): PricedLine[] {
  const lines: PricedLine[] = [];
  for (const step of content.steps) {
    for (const section of step.sections) {
      const priced = section.fields.filter(isPricedField);
      if (priced.length === 0) continue;
      const keys = section.multiple ? sectionCopies(section, values).map((copy) => (field: Field) => copyFieldId(field.id, copy)) : [(field: Field) => field.id];
      for (const keyOf of keys) {
        for (const field of priced) {
          const key = keyOf(field);
          if (!states.get(key)?.visible) continue;
          lines.push(...linesOf(field, key, values[key]));
        }
      }
    }
  }
  return lines;
}
