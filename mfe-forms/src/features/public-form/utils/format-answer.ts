import { cellText, formatMoney, localizedValue, parseAnswerDate } from '@front-office/shared/core';
import type { Field, FieldValue, Language } from '@front-office/shared/core';
import type { Translate } from './translate';

function optionText(options: readonly { value: string; text: Parameters<typeof localizedValue>[0] }[], value: string, language: Language): string {
  const option = options.find((candidate) => candidate.value === value);
  return option ? localizedValue(option.text, language) : value;
}

/** How the summary step shows one answer; '' when there is none. */
export function formatAnswer(field: Field, value: FieldValue, language: Language, t: Translate): string {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'CheckBox':
    case 'Toggle':
    case 'Acknowledgment':
      return value === true ? t('yes') : t('no');
    case 'YesNo':
      return value === 'yes' || value === 'no' || value === 'na' ? t(value) : '';
    case 'Rating':
      return typeof value === 'number' ? t('rateValue', { value: value.toLocaleString(language), count: field.count }) : '';
    case 'Select':
      return typeof value === 'string' && value !== '' ? optionText(field.options, value, language) : '';
    case 'OptionList':
      return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? optionText(field.options, item, language) : '')).join(', ') : '';
    case 'PaymentOptionList':
      return Array.isArray(value)
        ? value
            .map((item) => {
              const option = field.options.find((candidate) => candidate.value === item);
              return option ? `${localizedValue(option.text, language)} (${formatMoney(option.price)})` : '';
            })
            .filter(Boolean)
            .join(', ')
        : '';
    case 'PaymentChoiceList': {
      const choice = field.choices.find((candidate) => candidate.value === value);
      return choice ? `${localizedValue(choice.text, language)} (${formatMoney(choice.price)})` : '';
    }
    case 'Date':
    case 'Birthdate':
    case 'Datetime': {
      // Spec 000 §9: a person reads DD-MM-YYYY (with HH:mm for a date and time), never the stored ISO form.
      if (typeof value !== 'string') return '';
      const date = parseAnswerDate(value.trim());
      return date ? cellText(date) : value;
    }
    case 'Products':
      return Array.isArray(value)
        ? value
            .flatMap((line) => {
              if (typeof line !== 'object' || line.quantity <= 0) return [];
              const product = field.products.find((candidate) => candidate.value === line.id);
              return [t('productLine', { product: product ? localizedValue(product.text, language) : line.id, quantity: line.quantity })];
            })
            .join(', ')
        : '';
    default:
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      return '';
  }
}
