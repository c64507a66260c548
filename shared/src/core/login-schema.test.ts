import { ValidationError } from 'yup';
import { loginSchema } from './login-schema';

// The first message per field, as a form shows it under that field.
const errorsOf = (values: Record<string, unknown>): Record<string, string> => {
  try {
    loginSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      byField[path] ??= inner.message;
    }
    return byField;
  }
};

describe('loginSchema', () => {
  it('spec 000 §5: a valid e-mail and a 4-character password pass', () => {
    expect(errorsOf({ email: 'admin@frontoffice.test', password: 'abcd' })).toEqual({});
  });

  it('spec 000 §5: e-mail and password are required', () => {
    expect(errorsOf({ email: '', password: '' })).toEqual({ email: 'validation.required', password: 'validation.required' });
  });

  it("spec 000 §5: a malformed e-mail gives the 'Invalid email' message key", () => {
    expect(errorsOf({ email: 'not-an-email', password: 'abcd' })).toEqual({ email: 'validation.invalidEmail' });
  });

  it('spec 000 §5: a password shorter than 4 characters gives the password message key', () => {
    expect(errorsOf({ email: 'a@b.co', password: 'abc' })).toEqual({ password: 'validation.passwordMin' });
  });
});
