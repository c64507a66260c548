import type { Field } from '../types/form-model';
import type { FieldValue } from './form-values';
import { lockedAnswerError, sameAnswer } from './locked-answers';
import { section, testForm } from './test-form';
import { validateField } from './validate-field';

const fieldOf = (raw: Record<string, unknown>): Field => {
  const field = testForm({ sections: [section('x', [{ id: 'f', ...raw }])] }).steps[0]?.sections[0]?.fields[0];
  if (!field) throw new Error('no field');
  return field;
};

const options = [
  { value: 'open', text: 'Open', price: 1000 },
  { value: 'closed', text: 'Closed', price: 10, disabled: true },
];

describe('spec 001 §3 Option.disabled: a disabled option cannot be chosen (issue 18 §2)', () => {
  test.each<[string, Record<string, unknown>, FieldValue, string | null]>([
    ['Select choosing it', { type: 'Select', options }, 'closed', 'validation.disabledOption'],
    ['Select choosing another', { type: 'Select', options }, 'open', null],
    ['OptionList choosing it', { type: 'OptionList', options, multiSelection: true }, ['open', 'closed'], 'validation.disabledOption'],
    ['PaymentOptionList choosing it', { type: 'PaymentOptionList', options }, ['closed'], 'validation.disabledOption'],
    ['PaymentChoiceList choosing it', { type: 'PaymentChoiceList', choices: options }, 'closed', 'validation.disabledOption'],
    ['PaymentChoiceList choosing another', { type: 'PaymentChoiceList', choices: options }, 'open', null],
    // Checked by default and disabled: a multiple-selection list keeps it (a fee the visitor cannot remove)…
    ['PaymentOptionList unchecking its disabled default', { type: 'PaymentOptionList', options, multiSelection: true, defaultValue: ['closed'] }, ['open'], 'validation.disabledOption'],
    ['PaymentOptionList keeping its disabled default', { type: 'PaymentOptionList', options, multiSelection: true, defaultValue: ['closed'] }, ['closed', 'open'], null],
    // …while a single-selection list may move off it, as its radio buttons allow.
    ['PaymentChoiceList moving off its disabled default', { type: 'PaymentChoiceList', choices: options, defaultValue: 'closed' }, 'open', null],
    ['PaymentChoiceList keeping its disabled default', { type: 'PaymentChoiceList', choices: options, defaultValue: 'closed' }, 'closed', null],
  ])('%s', (_label, raw, answer, expected) => {
    expect(validateField(fieldOf(raw), answer, { required: false })?.key ?? null).toBe(expected);
  });
});

describe('spec 001 §3 Field.enabled: a field with enabled false keeps its default (issue 18 §2)', () => {
  const season = { type: 'PaymentChoiceList', enabled: false, defaultValue: 'full', choices: [{ value: 'full', text: 'Full', price: 30000 }, { value: 'trial', text: 'Trial', price: 100 }] };
  test.each<[string, Record<string, unknown>, FieldValue, string | null]>([
    ['a priced choice overridden', season, 'trial', 'validation.readOnly'],
    ['a priced choice emptied', season, '', 'validation.readOnly'],
    ['a priced choice kept', season, 'full', null],
    ['a text changed', { type: 'Text', enabled: false, defaultValue: 'Laval' }, 'Boston', 'validation.readOnly'],
    ['a text without default left blank', { type: 'Text', enabled: false }, '', null],
    ['a check without default checked', { type: 'CheckBox', enabled: false }, true, 'validation.readOnly'],
    ['an option list in another order', { type: 'OptionList', enabled: false, multiSelection: true, options, defaultValue: ['open', 'closed'] }, ['closed', 'open'], null],
    ['products with another quantity', { type: 'Products', enabled: false, products: [{ value: 'cap', text: 'Cap', price: 500 }], defaultValue: [{ id: 'cap', quantity: 1 }] }, [{ id: 'cap', quantity: 2 }], 'validation.readOnly'],
    ['products as by default', { type: 'Products', enabled: false, products: [{ value: 'cap', text: 'Cap', price: 500 }], defaultValue: [{ id: 'cap', quantity: 1 }] }, [{ id: 'cap', quantity: 1 }], null],
  ])('%s', (_label, raw, answer, expected) => {
    expect(validateField(fieldOf(raw), answer, { required: false })?.key ?? null).toBe(expected);
  });

  test('a staff edit keeping the stored answer is not refused, whatever the designer locked since', () => {
    const field = fieldOf(season);
    expect(lockedAnswerError(field, 'trial', 'trial')).toBeNull();
    expect(lockedAnswerError(field, 'trial', 'full')).toEqual({ key: 'validation.readOnly' });
  });

  test('answers are the same regardless of list order and zero quantities', () => {
    const products = fieldOf({ type: 'Products', products: [{ value: 'cap', text: 'Cap', price: 500 }, { value: 'hat', text: 'Hat', price: 500 }] });
    expect(sameAnswer(products, [{ id: 'cap', quantity: 1 }, { id: 'hat', quantity: 0 }], [{ id: 'cap', quantity: 1 }])).toBe(true);
    expect(sameAnswer(products, [], null)).toBe(true);
    expect(sameAnswer(products, [{ id: 'cap', quantity: 1 }], [])).toBe(false);
  });
});
