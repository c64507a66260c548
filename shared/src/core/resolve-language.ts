import { isLanguage } from './is-language';
import type { Language } from './types/common';

export interface LanguageSources {
  userCulture?: string | null;
  queryLang?: string | null;
  stored?: string | null;
  browser?: string | null;
}

/**
 * Picks the interface language in the order of spec 000 §1: the signed-in user's culture, the
 * `lang` query parameter, the stored preference, the browser language (French when it starts
 * with fr), otherwise English.
 */
export function resolveLanguage({ userCulture, queryLang, stored, browser }: LanguageSources): Language {
  for (const candidate of [userCulture, queryLang, stored]) {
    if (isLanguage(candidate)) return candidate;
  }
  return browser?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
