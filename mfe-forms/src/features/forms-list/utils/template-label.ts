import type { FormTemplate, Language } from '@front-office/shared/core';
import { localizedValue } from '@front-office/shared/core';

/**
 * The name a template shows in the create dialog (issue 13 §6): a template named in both
 * languages shows its own name; a bare key ("blank", "contact") goes through the translation of
 * `formsList.createDialog.templateNames`, and an unknown key shows as sent.
 */
export function templateLabel(name: FormTemplate['name'], language: Language, translate: (key: string, fallback: string) => string): string {
  if (typeof name !== 'string') return localizedValue(name, language);
  return translate(`formsList.createDialog.templateNames.${name.trim().toLowerCase()}`, name);
}
