import { organizationNameError, organizationNameSchema } from './organization-name-schema';

describe('organizationNameSchema', () => {
  it('spec 000 §5: a name of 1 to 100 characters is valid', () => {
    expect(organizationNameSchema.isValidSync('A')).toBe(true);
    expect(organizationNameSchema.isValidSync('x'.repeat(100))).toBe(true);
  });

  it("spec 000 §5: an empty name gives the can't-be-empty message key", () => {
    expect(() => organizationNameSchema.validateSync('  ')).toThrow('validation.organizationNameRequired');
  });

  it('spec 000 §5: a name over 100 characters gives the too-long message key', () => {
    expect(() => organizationNameSchema.validateSync('x'.repeat(101))).toThrow('validation.organizationNameTooLong');
  });

  it('organizationNameError (the server) says what the schema (the forms) says, on the same names', () => {
    const names = ['', ' ', '\t\n', 'A', ' A ', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101), 'é'.repeat(101), 'Club Aquatique Laval'];
    for (const name of names) {
      let schemaError: string | null = null;
      try {
        organizationNameSchema.validateSync(name);
      } catch (error) {
        schemaError = (error as Error).message;
      }
      expect([name, organizationNameError(name)]).toEqual([name, schemaError]);
    }
  });
});
