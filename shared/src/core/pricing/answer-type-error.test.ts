import { testForm, section } from '../form/test-form';
import type { Field } from '../types/form-model';
import { answerTypeError } from './answer-type-error';

const fields = testForm({
  sections: [
    section('s', [
      { id: 'name', type: 'Text', text: 'Name' },
      { id: 'age', type: 'Numeric', text: 'Age' },
      { id: 'ok', type: 'CheckBox', text: 'Ok' },
      { id: 'level', type: 'Select', text: 'Level', options: [{ value: 'a', text: 'A' }] },
      { id: 'tags', type: 'OptionList', text: 'Tags', multiSelection: true, options: [{ value: 'x', text: 'X' }, { value: 'y', text: 'Y' }] },
      { id: 'weeks', type: 'PaymentOptionList', text: 'Weeks', options: [{ value: 'week-1', text: 'W1', price: 15000 }] },
      { id: 'shirt', type: 'PaymentChoiceList', text: 'Shirt', choices: [{ value: 's', text: 'S', price: 1500 }] },
      { id: 'gear', type: 'Products', text: 'Gear', products: [{ value: 'cap', text: 'Cap', price: 999 }] },
      { id: 'yn', type: 'YesNo', text: 'YN', allowNa: false },
      { id: 'stars', type: 'Rating', text: 'Stars', count: 5 },
    ]),
  ],
}).steps[0]!.sections[0]!.fields;

const field = (id: string) => fields.find((candidate) => candidate.id === id) as Field;

describe('answerTypeError: issue 8, every answer checked against its field', () => {
  test.each([
    ['a text is a string', 'name', 'Léa', null],
    ['a number sent for a text is refused', 'name', 42, 'validation.invalidAnswer'],
    ['a number is a number', 'age', 9, null],
    ['a string sent for a number is refused', 'age', '9', 'validation.invalidAnswer'],
    ['a check is a boolean', 'ok', 'yes', 'validation.invalidAnswer'],
    ['a select value among its options', 'level', 'a', null],
    ['a select value not among its options', 'level', 'z', 'validation.unknownOption'],
    ['option list values among its options', 'tags', ['x', 'y'], null],
    ['an option list value made up', 'tags', ['x', 'q'], 'validation.unknownOption'],
    ['a made-up option of a priced list ("week-99") is refused', 'weeks', ['week-99'], 'validation.unknownOption'],
    ['the same priced option twice is refused', 'weeks', ['week-1', 'week-1'], 'validation.invalidAnswer'],
    ['a made-up payment choice is refused', 'shirt', 'xl', 'validation.unknownOption'],
    ['product lines among its products', 'gear', [{ id: 'cap', quantity: 2 }], null],
    ['a made-up product is refused', 'gear', [{ id: 'free', quantity: 1 }], 'validation.unknownProduct'],
    ['a negative quantity is refused', 'gear', [{ id: 'cap', quantity: -2 }], 'validation.invalidAnswer'],
    ['a fractional quantity is refused', 'gear', [{ id: 'cap', quantity: 1.5 }], 'validation.invalidAnswer'],
    ['a product listed twice is refused', 'gear', [{ id: 'cap', quantity: 1 }, { id: 'cap', quantity: 1 }], 'validation.invalidAnswer'],
    ['N/A when the field does not allow it', 'yn', 'na', 'validation.unknownOption'],
    ['a rating beyond its stars', 'stars', 6, 'validation.invalidAnswer'],
    ['an empty answer is left to the required check', 'weeks', null, null],
  ] as const)('%s', (_name, id, value, expected) => {
    expect(answerTypeError(field(id), value as never)).toBe(expected);
  });
});
