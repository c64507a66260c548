import { addLanguage, canRemoveLanguage, removeLanguage } from './languages';
import { newField } from './new-field';
import { addField } from './field-operations';
import { designerTestContent } from './test-content';

const englishOnly = removeLanguage(designerTestContent(), 'fr');

describe('spec 001 §4: adding a language copies existing text into it', () => {
  it('every text gets a French entry with its English text', () => {
    const both = addLanguage(englishOnly, 'fr', 'en');
    expect(both.steps[0]!.name).toEqual([
      { culture: 'en', value: 'One' },
      { culture: 'fr', value: 'One' },
    ]);
    expect(both.steps[0]!.sections[0]!.fields[0]!.text).toEqual([
      { culture: 'en', value: 'f1' },
      { culture: 'fr', value: 'f1' },
    ]);
  });

  it('option texts are copied too', () => {
    const withSelect = addField(englishOnly, 's1', newField('Select', 'sel', ['en']));
    if (!withSelect.ok) throw new Error('add');
    const both = addLanguage(withSelect.content, 'fr', 'en');
    const select = both.steps[0]!.sections[2]!.fields[0]!;
    expect(select.type === 'Select' && select.options[0]!.text).toEqual([
      { culture: 'en', value: '1' },
      { culture: 'fr', value: '1' },
    ]);
  });
});

describe('spec 001 §4: removing a language strips its texts', () => {
  it.each([
    ['fr', [{ culture: 'en', value: 'f1' }]],
    ['en', [{ culture: 'fr', value: 'f1 fr' }]],
  ])('removing %s', (language, expected) => {
    expect(removeLanguage(designerTestContent(), language as 'fr' | 'en').steps[0]!.sections[0]!.fields[0]!.text).toEqual(expected);
  });

  it.each([
    [['en', 'fr'], true],
    [['en'], false],
  ])('a language of %p can be deleted: %p (only while more than one exists)', (languages, expected) => {
    expect(canRemoveLanguage(languages as ('en' | 'fr')[])).toBe(expected);
  });
});
