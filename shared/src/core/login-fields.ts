import { PASSWORD_MIN_LENGTH } from './constants';
import { EMAIL_PATTERN } from './email-pattern';

export interface LoginFields {
  email: string;
  password: string;
}

/** The `common` message key of each invalid field (absent when the field is valid). */
export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

/**
 * The login form's rules (spec 000 §5), for the login page and the login route alike (without
 * yup, so the plain login bundle stays small): e-mail required (after trimming) and valid,
 * password required and at least four characters. Messages are i18n keys of `common`.
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
