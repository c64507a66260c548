import type { Language, LocalizedText } from '../types/common';
import type { FormContent } from '../types/form-model';
import { collectLocalizedTexts, mapLocalizedTexts, textIn } from './localized-texts';

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

/**
 * Languages with untranslated content (spec 001 §2 language warning): a text that is filled in
 * another of the form's languages and empty in this one.
 */
export function untranslatedLanguages(content: FormContent, languages: readonly Language[]): Language[] {
  const texts = collectLocalizedTexts(content).map((entry) => entry.text);
  return languages.filter((language) =>
    texts.some((text) => textIn(text, language).trim() === '' && languages.some((other) => other !== language && textIn(text, other).trim() !== '')),
  );
}

/**
 * The texts changed in one language only since `before` (spec 001 §2 language warning): the
 * value of one language differs while the others stayed the same. Places as `steps[0]...`.
 */
export function textsChangedInOneLanguage(before: FormContent, after: FormContent, languages: readonly Language[]): string[] {
  if (languages.length < 2) return [];
  const previous = new Map<string, LocalizedText>(collectLocalizedTexts(before).map((entry) => [entry.path, entry.text]));
  const changed: string[] = [];
  for (const { path, text } of collectLocalizedTexts(after)) {
    const old = previous.get(path);
    if (!old) continue;
    const differing = languages.filter((language) => textIn(old, language) !== textIn(text, language));
    if (differing.length > 0 && differing.length < languages.length) changed.push(path);
  }
  return changed;
}
