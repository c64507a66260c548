import type { Field, FormContent } from '../types/form-model';
import type { LocalizedText } from '../types/common';
import type { FormValues } from '../form/form-values';

const text = (value: string): LocalizedText => [{ culture: 'en', value }];

function pricedField(index: number): { field: Field; value: FormValues[string] } {
  const base = { id: `priced-${index}`, text: text(`Priced ${index}`), size: 6, required: false, visible: true, enabled: true };
  const price = (n: number) => 1000 + ((index * 37 + n * 101) % 9000);
  switch (index % 3) {
    case 0:
      return {
        field: { ...base, type: 'PaymentOptionList', multiSelection: true, options: [0, 1, 2, 3].map((n) => ({ value: `o${n}`, text: text(`Option ${n}`), price: price(n) })) },
        value: ['o0', 'o2'],
      };
    case 1:
      return {
        field: { ...base, type: 'PaymentChoiceList', choices: [0, 1, 2].map((n) => ({ value: `c${n}`, text: text(`Choice ${n}`), price: price(n) })) },
        value: `c${index % 3}`,
      };
    default:
      return {
        field: { ...base, type: 'Products', products: [0, 1, 2].map((n) => ({ value: `p${n}`, text: text(`Product ${n}`), price: price(n), min: 0, max: 10, limit: 100 })) },
        value: [{ id: 'p0', quantity: 2 }, { id: 'p2', quantity: 1 }],
      };
  }
}

/** The deterministic pricing bench form: `fields` priced fields (option lists, choice lists, products), all answered. */
export function generatePricedForm(fields = 100): { content: FormContent; values: FormValues } {
  const built = Array.from({ length: fields }, (_, index) => pricedField(index));
  const content: FormContent = {
    steps: [{ id: 'step-1', name: text('Prices'), sections: [{ id: 'section-1', name: text('Prices'), multiple: false, visible: true, fields: built.map((entry) => entry.field) }] }],
    rules: [],
  };
  return { content, values: Object.fromEntries(built.map((entry) => [entry.field.id, entry.value])) };
}
