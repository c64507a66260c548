import type { Language, LocalizedText } from '../types/common';
import type { FormContent } from '../types/form-model';
import { isRecord } from '../is-record';

function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((entry) => isRecord(entry) && 'culture' in entry && 'value' in entry)
  );
}

/** An entry's place by its id (or option value), so a place survives moves. */
function keyOf(entry: unknown, index: number): string {
  if (typeof entry === 'object' && entry !== null) {
    const record = entry as Record<string, unknown>;
    if (typeof record.id === 'string') return record.id;
    if (typeof record.value === 'string') return record.value;
  }
  return String(index);
}

/** Keys that hold texts a visitor reads; other arrays (conditions, default values) are never texts. */
function mapValue(value: unknown, path: string, map: (text: LocalizedText, path: string) => LocalizedText): unknown {
  if (isLocalizedText(value)) return map(value, path);
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry, index) => {
      const mapped = mapValue(entry, `${path}[${keyOf(entry, index)}]`, map);
      if (mapped !== entry) changed = true;
      return mapped;
    });
    return changed ? next : value;
  }
  if (typeof value === 'object' && value !== null) {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      const mapped = mapValue(entry, path ? `${path}.${key}` : key, map);
      if (mapped !== entry) changed = true;
      next[key] = mapped;
    }
    return changed ? next : value;
  }
  return value;
}

/**
 * Maps every localized text of the steps (step, section and field texts, placeholders, options,
 * choices, products, descriptions); unchanged parts keep their identity. Rules hold no texts.
 */
export function mapLocalizedTexts(content: FormContent, map: (text: LocalizedText, path: string) => LocalizedText): FormContent {
  const steps = mapValue(content.steps, 'steps', map) as FormContent['steps'];
  return steps === content.steps ? content : { ...content, steps };
}

/** Every non-empty localized text of the steps with its place. */
export function collectLocalizedTexts(content: FormContent): { path: string; text: LocalizedText }[] {
  const found: { path: string; text: LocalizedText }[] = [];
  mapLocalizedTexts(content, (text, path) => {
    found.push({ path, text });
    return text;
  });
  return found;
}

/** The value of one language in a text, '' when absent. */
export function textIn(text: LocalizedText, language: Language): string {
  return text.find((entry) => entry.culture === language)?.value ?? '';
}

/** Sets one language's value of a text (adds the entry when missing). */
export function withText(text: LocalizedText | undefined, language: Language, value: string): LocalizedText {
  const list = text ?? [];
  if (list.some((entry) => entry.culture === language)) return list.map((entry) => (entry.culture === language ? { ...entry, value } : entry));
  return [...list, { culture: language, value }];
}
