import type { Language } from '../types/common';
import type { FormContent } from '../types/form-model';
import { mapLocalizedTexts, textIn } from './localized-texts';

/**
 * Adds a language (spec 001 §4 "Adding a language copies existing text into it"): every text
 * without an entry in `language` gets one with the text of `from` (else its first non-empty one).
 */
export function addLanguage(content: FormContent, language: Language, from: Language): FormContent {
  return mapLocalizedTexts(content, (text) => {
    if (text.some((entry) => entry.culture === language)) return text;
    const source = textIn(text, from) || text.find((entry) => entry.value !== '')?.value || '';
    return [...text, { culture: language, value: source }];
  });
}

/** Removes a language (spec 001 §4 "removing a language strips its texts"). */
export function removeLanguage(content: FormContent, language: Language): FormContent {
  return mapLocalizedTexts(content, (text) => (text.some((entry) => entry.culture === language) ? text.filter((entry) => entry.culture !== language) : text));
}

/** The form's languages after adding one; the list is bounded by the supported locales. */
export function addToLocalizations(languages: readonly Language[], language: Language): Language[] {
  return languages.includes(language) ? [...languages] : [...languages, language];
}

/** A language may be deleted only while more than one exists (spec 001 §2). */
export function canRemoveLanguage(languages: readonly Language[]): boolean {
  return languages.length > 1;
}
