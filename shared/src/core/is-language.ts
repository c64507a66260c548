import { LANGUAGES } from './types/common';
import type { Language } from './types/common';

/** Whether a value is one of the interface languages, fr or en. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
