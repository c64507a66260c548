import { FIELD_TYPES } from '../types/form-model';
import { newField } from './new-field';

describe('spec 001 §3 and §9: a new field has the catalogue defaults', () => {
  it.each([
    ['Text', { size: 6, minLength: 0, maxLength: 50 }],
    ['Numeric', { max: 50 }],
    ['Rating', { count: 5, allowHalf: true }],
    ['YesNo', { allowNa: true }],
    ['WebLink', { target: '_blank' }],
    ['DocumentViewer', { documentType: 'pdf', documentName: 'download' }],
    ['CheckBox', { defaultValue: false }],
    ['Video', { videoPlayer: 'youtube' }],
  ])('%s', (type, expected) => {
    expect(newField(type as never, 'x', ['en'])).toMatchObject({ id: 'x', type, required: false, visible: true, enabled: true, ...expected });
  });

  it('every type of the catalogue can be added, labelled in every language of the form', () => {
    for (const type of FIELD_TYPES) {
      expect(newField(type, `id-${type}`, ['en', 'fr']).text).toEqual([
        { culture: 'en', value: type },
        { culture: 'fr', value: type },
      ]);
    }
  });

  it('lists start with choices to edit', () => {
    expect(newField('Select', 'x', ['en'])).toMatchObject({ options: [{ value: 'option-1' }, { value: 'option-2' }] });
    expect(newField('PaymentChoiceList', 'x', ['en'])).toMatchObject({ choices: [{ price: 0 }, { price: 0 }] });
    expect(newField('Products', 'x', ['en'])).toMatchObject({ products: [{ value: 'product-1', price: 0 }] });
  });
});

describe('issue 22 §1: a new field starts from the catalogue name in each language', () => {
  it('each language gets its own name, so French is never the English type name', () => {
    const names: Record<string, string> = { en: 'Drop-down list', fr: 'Liste déroulante' };
    expect(newField('Select', 'x', ['en', 'fr'], (language) => names[language]!).text).toEqual([
      { culture: 'en', value: 'Drop-down list' },
      { culture: 'fr', value: 'Liste déroulante' },
    ]);
  });
});
