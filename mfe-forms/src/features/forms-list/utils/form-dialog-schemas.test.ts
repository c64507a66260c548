import { cloneFormSchema } from './form-dialog-schemas';

describe('cloneFormSchema (spec 000 §5, clone modal)', () => {
  it.each([
    ['', ['formsList.validation.nameRequired']],
    ['a'.repeat(101), ['formsList.validation.nameTooLong']],
    ['Camp copy', []],
  ])('for the name %j gives %j', async (name, errors) => {
    const refusal = await cloneFormSchema.validate({ name }).then(
      () => [],
      (error: { errors: string[] }) => error.errors,
    );
    expect(refusal).toEqual(errors);
  });
});
