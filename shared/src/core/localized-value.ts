import type { Language, LocalizedText } from './types/common';

/**
 * The text to show for a plain or localized text: the entry of `language`, else the first
 * non-empty entry, else ''.
 */
export function localizedValue(text: string | LocalizedText | null | undefined, language: Language): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return text.find((entry) => entry.culture === language)?.value || text.find((entry) => entry.value)?.value || '';
}
