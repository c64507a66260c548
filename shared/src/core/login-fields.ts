import { PASSWORD_MIN_LENGTH } from './constants';

/** yup's `string().email()` pattern, so the login page agrees with `loginSchema` (the server's check). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export interface LoginFields {
  email: string;
  password: string;
}

/** The `common` message key of each invalid field (absent when the field is valid). */
export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

/**
 * The login form's rules (spec 000 §5) without yup, for the plain login page bundle: e-mail
 * required (after trimming) and valid, password required and at least four characters. Same
 * message keys and outcome as `loginSchema`.
 */
export function loginFieldErrors({ email, password }: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = 'validation.required';
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = 'validation.invalidEmail';
  if (password === '') errors.password = 'validation.required';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'validation.passwordMin';
  return errors;
}
