import type { FormTemplate } from './types/form';
import type { Language } from './types/common';
import { localizedValue } from './localized-value';

/**
 * The name a template shows when a form is created (issue 13 §6): a template named in both
 * languages shows its own name; a bare key ("blank", "contact") goes through the translation of
 * `createForm.templateNames.{key}` (common namespace), and an unknown key shows as sent.
 */
export function templateLabel(name: FormTemplate['name'], language: Language, translate: (key: string, fallback: string) => string): string {
  if (typeof name !== 'string') return localizedValue(name, language);
  return translate(`createForm.templateNames.${name.trim().toLowerCase()}`, name);
}
