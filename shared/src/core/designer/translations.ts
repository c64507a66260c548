import type { Language, LocalizedText } from '../types/common';
import type { FormContent } from '../types/form-model';
import { emailTextByLanguage } from '../form-settings/form-settings';
import { collectLocalizedTexts, mapLocalizedTexts, textIn, withText } from './localized-texts';

/**
 * What a translator translates: the form's name, the confirmation e-mail's text and every text of
 * the steps (steps, sections, fields, placeholders, descriptions, options, choices, products).
 * Rules' names are one plain text for every language, so they have nothing to translate.
 */
export interface TranslatableDraft {
  content: FormContent;
  name: LocalizedText;
  settings: { emailText: string | LocalizedText };
}

/** The place of the form's name and of the e-mail text among the steps' `steps[…]` places. */
export const FORM_NAME_PATH = 'name';
export const EMAIL_TEXT_PATH = 'emailText';

/** Every translatable text with its place: the form's name, the e-mail text, then the steps' texts in order. */
export function translatableTexts(draft: TranslatableDraft, languages: readonly Language[]): { path: string; text: LocalizedText }[] {
  return [
    { path: FORM_NAME_PATH, text: draft.name },
    { path: EMAIL_TEXT_PATH, text: emailTextByLanguage(draft.settings.emailText, languages) },
    ...collectLocalizedTexts(draft.content),
  ];
}

/** Sets one language of the text at `path`; the rest of the draft keeps its identity. */
export function setTranslatableText<T extends TranslatableDraft>(draft: T, path: string, language: Language, value: string, languages: readonly Language[]): T {
  if (path === FORM_NAME_PATH) return { ...draft, name: withText(draft.name, language, value) };
  if (path === EMAIL_TEXT_PATH) return { ...draft, settings: { ...draft.settings, emailText: withText(emailTextByLanguage(draft.settings.emailText, languages), language, value) } };
  const content = mapLocalizedTexts(draft.content, (text, place) => (place === path ? withText(text, language, value) : text));
  return content === draft.content ? draft : { ...draft, content };
}

/** Where a steps' text is: its step, section and field ids (the form's name and e-mail text have none). */
export function placeOfText(path: string): { stepId?: string; sectionId?: string; fieldId?: string; item?: string } {
  const id = (key: string) => new RegExp(`(?:^|\\.)${key}\\[([^\\]]+)\\]`).exec(path)?.[1];
  return { stepId: id('steps'), sectionId: id('sections'), fieldId: id('fields'), item: id('options') ?? id('choices') ?? id('products') };
}

/** The property a text is (`name`, `text`, `placeholder`, `description`, `value`, …): its last key. */
export function textProperty(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/**
 * The last one-sided change of a text: the languages changed and the text just before. Languages
 * that still hold their value of `before` have not followed the change: they may be stale.
 */
export interface TranslationMark {
  changed: Language[];
  before: LocalizedText;
}

export type TranslationMarks = Readonly<Record<string, TranslationMark>>;

function changedLanguages(before: LocalizedText, after: LocalizedText, languages: readonly Language[]): Language[] {
  return languages.filter((language) => textIn(before, language) !== textIn(after, language));
}

function behindSince(mark: TranslationMark, text: LocalizedText, languages: readonly Language[]): boolean {
  return languages.every((language) => mark.changed.includes(language) || textIn(text, language) === textIn(mark.before, language));
}

/**
 * Updates the marks after an edit from `before` to `after` (the designer's edit log, applied on
 * every change). A text changed in some languages only gets a mark; an edit of the languages the
 * mark left behind keeps it (they are catching up); changing every language at once clears it.
 */
export function trackTranslations(marks: TranslationMarks, before: TranslatableDraft, after: TranslatableDraft, languages: readonly Language[]): TranslationMarks {
  if (languages.length < 2 || before === after) return marks;
  const previous = new Map(translatableTexts(before, languages).map(({ path, text }) => [path, text]));
  let next: Record<string, TranslationMark> | null = null;
  const write = (path: string, mark: TranslationMark | undefined) => {
    next ??= { ...marks };
    if (mark) next[path] = mark;
    else delete next[path];
  };
  for (const { path, text } of translatableTexts(after, languages)) {
    const old = previous.get(path);
    if (!old || old === text) continue;
    const changed = changedLanguages(old, text, languages);
    if (changed.length === 0) continue;
    const mark = marks[path];
    if (mark && changed.every((language) => !mark.changed.includes(language))) continue;
    // The same side edited again while the others have not followed yet: still that one change.
    if (mark && changed.every((language) => mark.changed.includes(language)) && behindSince(mark, old, languages)) continue;
    write(path, changed.length === languages.length ? undefined : { changed, before: old });
  }
  return next ?? marks;
}

export type TranslationState = 'missing' | 'stale' | 'done';

export interface TextTranslation {
  path: string;
  text: LocalizedText;
  state: TranslationState;
  /** Missing: the languages left empty; stale: the languages that did not follow the last change. */
  languages: Language[];
  /** Stale: the languages changed last. */
  changedLast: Language[];
}

/**
 * Each translatable text's state (spec 001 §2 language warning): missing where one language is
 * empty and another filled; stale where the text changed in some languages while the others still
 * hold their value from before that change; otherwise done.
 */
export function translationStates(draft: TranslatableDraft, languages: readonly Language[], marks: TranslationMarks): TextTranslation[] {
  return translatableTexts(draft, languages).map(({ path, text }) => {
    const empty = languages.filter((language) => textIn(text, language).trim() === '');
    if (empty.length > 0 && empty.length < languages.length) return { path, text, state: 'missing', languages: empty, changedLast: [] };
    const mark = languages.length > 1 ? marks[path] : undefined;
    if (mark && mark.changed.some((language) => textIn(text, language) !== textIn(mark.before, language))) {
      const behind = languages.filter((language) => !mark.changed.includes(language) && textIn(text, language) === textIn(mark.before, language));
      if (behind.length > 0) return { path, text, state: 'stale', languages: behind, changedLast: mark.changed.filter((language) => languages.includes(language)) };
    }
    return { path, text, state: 'done', languages: [], changedLast: [] };
  });
}

const ORDER: Record<TranslationState, number> = { missing: 0, stale: 1, done: 2 };

/** The texts to translate first: missing, then stale, then done, each in the form's order. */
export function translationsToDoFirst(states: readonly TextTranslation[]): TextTranslation[] {
  return states.map((entry, index) => ({ entry, index })).sort((a, b) => ORDER[a.entry.state] - ORDER[b.entry.state] || a.index - b.index).map(({ entry }) => entry);
}
