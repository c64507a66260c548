import type { FormContent, ParseFormContentResult, RulesEngine } from '@front-office/shared/core';
import { createRulesEngine, parseFormContent } from '@front-office/shared/core';
import { oncePer } from '../../db/once-per-database';
import { BoundedCache } from '../../lib/bounded-cache';

/** Stored content text kept at most, summed over the cached forms (the parsed copies are about as large). */
export const CONTENT_CACHE_MAX_CHARS = 16 * 1024 * 1024;

const cache = new BoundedCache<{ text: string; result: ParseFormContentResult }>({ maxEntries: Infinity, maxWeight: CONTENT_CACHE_MAX_CHARS }, (entry) => entry.text.length);

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/**
 * A form's parsed content, parsed once per stored text: the entry of a form is used only while the
 * row's `content` is the very text it was parsed from (any save gives a new text, so a new parse),
 * whatever database the row came from. The parsed content is frozen, deeply: it is shared by
 * every request of the form, and a caller that tried to change it would throw rather than spoil
 * the next submission. Least recently used forms leave first past CONTENT_CACHE_MAX_CHARS.
 */
export function parsedFormContent(form: { id: string; content: string }): ParseFormContentResult {
  const hit = cache.get(form.id);
  if (hit && hit.text === form.content) return hit.result;
  const result = parseFormContent(form.content);
  if (result.ok) deepFreeze(result.content);
  cache.set(form.id, { text: form.content, result });
  return result;
}

/**
 * The rules engine of a content from parsedFormContent, compiled once per content and kept as long
 * as the content itself (the content is frozen, and an engine only reads it): a submission then
 * only evaluates the rules, where it compiled them twice (validation, then storage), ~15 KB of
 * garbage per submission of a 10-field form, a third of it Maps and Sets.
 */
export const formRulesEngine: (content: FormContent) => RulesEngine = oncePer(createRulesEngine);
