import { object, string } from 'yup';
import type { InferType } from 'yup';
import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * The login form (spec 000 §5): e-mail required and valid, password required and at least
 * four characters. Messages are i18n keys of the `common` namespace.
 */
export const loginSchema = object({
  email: string().trim().required('validation.required').email('validation.invalidEmail'),
  password: string().required('validation.required').min(PASSWORD_MIN_LENGTH, 'validation.passwordMin'),
});

export type LoginValues = InferType<typeof loginSchema>;
