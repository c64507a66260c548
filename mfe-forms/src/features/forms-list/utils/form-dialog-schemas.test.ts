import { cloneFormSchema, createFormSchema } from './form-dialog-schemas';

function errorsOf(run: () => unknown): string[] {
  try {
    run();
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

const valid = { name: 'Summer camp', templateId: 't1', languages: ['en'] };

describe('createFormSchema (spec 000 §5, create-form modal)', () => {
  it('accepts a name, a template and one language', () => {
    expect(errorsOf(() => createFormSchema.validateSync(valid))).toEqual([]);
  });

  it.each([
    ['an empty name', { ...valid, name: '' }, 'formsList.validation.nameRequired'],
    ['a blank name', { ...valid, name: '   ' }, 'formsList.validation.nameRequired'],
    ['a 101-character name', { ...valid, name: 'a'.repeat(101) }, 'formsList.validation.nameTooLong'],
    ['no template', { ...valid, templateId: '' }, 'formsList.validation.templateRequired'],
    ['no language', { ...valid, languages: [] }, 'formsList.validation.languageRequired'],
  ])('refuses %s', (_, values, message) => {
    expect(errorsOf(() => createFormSchema.validateSync(values, { abortEarly: false }))).toEqual([message]);
  });

  it('accepts a name of exactly 100 characters and both languages', () => {
    expect(errorsOf(() => createFormSchema.validateSync({ ...valid, name: 'a'.repeat(100), languages: ['en', 'fr'] }))).toEqual([]);
  });
});

describe('cloneFormSchema (spec 000 §5, clone modal)', () => {
  it.each([
    ['', ['formsList.validation.nameRequired']],
    ['a'.repeat(101), ['formsList.validation.nameTooLong']],
    ['Camp copy', []],
  ])('for the name %j gives %j', (name, errors) => {
    expect(errorsOf(() => cloneFormSchema.validateSync({ name }))).toEqual(errors);
  });
});
