import { ValidationError } from 'yup';
import { loginFieldErrors } from './login-fields';
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

describe('loginFieldErrors (the login page\'s check without yup)', () => {
  it.each([
    ['a valid e-mail and a 4-character password pass', { email: 'admin@frontoffice.test', password: 'abcd' }, {}],
    ['e-mail and password are required', { email: '', password: '' }, { email: 'validation.required', password: 'validation.required' }],
    ['an e-mail of spaces only is missing', { email: '   ', password: 'abcd' }, { email: 'validation.required' }],
    ['spaces around a valid e-mail are ignored', { email: '  a@b.co ', password: 'abcd' }, {}],
    ["a malformed e-mail gives 'Invalid email'", { email: 'not-an-email', password: 'abcd' }, { email: 'validation.invalidEmail' }],
    ['a domain label cannot start with a hyphen', { email: 'a@-b.co', password: 'abcd' }, { email: 'validation.invalidEmail' }],
    ['a password shorter than 4 characters gives the password message', { email: 'a@b.co', password: 'abc' }, { password: 'validation.passwordMin' }],
  ])('spec 000 §5: %s', (_rule, values, expected) => {
    expect(loginFieldErrors(values)).toEqual(expected);
    // The login page and loginSchema (the server's check) never disagree.
    expect(loginFieldErrors(values)).toEqual(errorsOf(values));
  });
});
