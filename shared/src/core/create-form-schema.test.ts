import { createFormSchema } from './create-form-schema';

function errorsOf(run: () => unknown): string[] {
  try {
    run();
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

const valid = { name: 'Summer camp', templateId: 't1', languages: ['en'] };

describe('createFormSchema (spec 000 §5, create-form dialog and page)', () => {
  it('spec 000 §5: accepts a name, a template and one language', () => {
    expect(errorsOf(() => createFormSchema.validateSync(valid))).toEqual([]);
  });

  it.each([
    ['an empty name', { ...valid, name: '' }, 'createForm.nameRequired'],
    ['a blank name', { ...valid, name: '   ' }, 'createForm.nameRequired'],
    ['a 101-character name', { ...valid, name: 'a'.repeat(101) }, 'createForm.nameTooLong'],
    ['no template', { ...valid, templateId: '' }, 'createForm.templateRequired'],
    ['no language', { ...valid, languages: [] }, 'createForm.languageRequired'],
    ['an unknown language', { ...valid, languages: ['de'] }, 'languages[0] must be one of the following values: fr, en'],
  ])('spec 000 §5: refuses %s', (_, values, message) => {
    expect(errorsOf(() => createFormSchema.validateSync(values, { abortEarly: false }))).toEqual([message]);
  });

  it('spec 000 §5: accepts a name of exactly 100 characters and both languages', () => {
    expect(errorsOf(() => createFormSchema.validateSync({ ...valid, name: 'a'.repeat(100), languages: ['en', 'fr'] }))).toEqual([]);
  });
});
