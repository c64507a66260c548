import { loginFieldErrors } from './login-fields';

describe('loginFieldErrors (the login page and the login route)', () => {
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
  });
});
