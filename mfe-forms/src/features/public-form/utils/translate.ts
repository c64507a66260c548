import type { Language } from '@front-office/shared/core';
import { publicFormEn, publicFormFr } from '../i18n/public-form-texts';

/** Translates a key of the `publicForm` texts (dotted, e.g. `errors.generic`) with `{{name}}` params. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The text at a dotted key of a texts tree, if any. */
export function lookupText(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The public entry's translate function: a plain lookup over this feature's texts, because the
 * public bundle must stay light (no i18next instance for a few dozen strings).
 */
export function createTranslate(language: Language): Translate {
  const texts = language === 'fr' ? publicFormFr : publicFormEn;
  return (key, params) => interpolate(lookupText(texts, key) ?? lookupText(publicFormEn, key) ?? key, params);
}
